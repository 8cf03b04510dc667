//! Conversions between the core's own values and C handles, for Rust code
//! linked into the same library as this C API — the Python aggregate's
//! `_CAPIPtr` / `_CAPICreate` go through here, so a handle the aggregate
//! hands out is the very record a C caller of this core gets, and a
//! handle C made decodes to the aggregate's ids.
//!
//! Every `*_of` function follows the C API contract: the handle is null or
//! was made by this core for a context that is still alive. Within that
//! contract an erased entity is reported (its id is stale), never
//! dereferenced.

use crate::ffi::*;
use crate::handles;
use crate::pass::PassManagerCell;
use crate::registry::SharedRegistry;
use mlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use mlir_ir::owned::OwnedContext;
use mlir_ir::{Attribute, BlockId, Location, OpId, RegionId, Type, Value};
use std::sync::Arc;

/// The table this core publishes (see `mlir_capi_client`).
pub fn table() -> &'static mlir_capi_client::MlirCApiTable {
    &crate::table::TABLE
}

/// A non-owning handle to `oc` (valid while `oc` lives).
pub fn context(oc: &Arc<OwnedContext>) -> MlirContext {
    MlirContext { ptr: handles::arc_handle(oc) }
}

/// A new reference to the context `h` names.
pub fn context_of(h: MlirContext) -> Option<Arc<OwnedContext>> {
    handles::context_share(h)
}

macro_rules! bridge {
    ($(#[$doc:meta])* $to:ident, $of:ident, $cx_fn:ident, $dec:path, $handle:ty, $item:ty) => {
        $(#[$doc])*
        pub fn $to(oc: &Arc<OwnedContext>, item: $item) -> $handle {
            handles::context(context(oc)).map(|cx| cx.$cx_fn(item)).unwrap_or_default()
        }

        /// The context and item a handle of this kind names.
        pub fn $of(h: $handle) -> Option<(Arc<OwnedContext>, $item)> {
            $dec(h).map(|(cx, item)| (cx.share(), item))
        }
    };
}

bridge!(
    /// The handle of operation `item`.
    operation, operation_of, op, handles::op, MlirOperation, OpId
);
bridge!(
    /// The module handle of the `builtin.module` op `item`.
    module, module_of, module, handles::module, MlirModule, OpId
);
bridge!(
    /// The handle of block `item`.
    block, block_of, block, handles::block, MlirBlock, BlockId
);
bridge!(
    /// The handle of region `item`.
    region, region_of, region, handles::region, MlirRegion, RegionId
);
bridge!(
    /// The handle of value `item`.
    value, value_of, value, handles::value, MlirValue, Value
);
bridge!(
    /// The handle of type `item`.
    ty, ty_of, ty, handles::ty, MlirType, Type
);
bridge!(
    /// The handle of attribute `item`.
    attribute, attribute_of, attr, handles::attr, MlirAttribute, Attribute
);
bridge!(
    /// The handle of location `item`.
    location, location_of, loc, handles::loc, MlirLocation, Location
);
bridge!(
    /// The handle of affine expression `item`.
    affine_expr, affine_expr_of, affine_expr, handles::affine_expr, MlirAffineExpr, AffineExpr
);
bridge!(
    /// The handle of affine map `item`.
    affine_map, affine_map_of, affine_map, handles::affine_map, MlirAffineMap, AffineMap
);
bridge!(
    /// The handle of integer set `item`.
    integer_set, integer_set_of, integer_set, handles::integer_set, MlirIntegerSet, IntegerSet
);

/// A non-owning handle to a registry.
pub fn registry(r: &SharedRegistry) -> MlirDialectRegistry {
    MlirDialectRegistry { ptr: handles::arc_handle(r) }
}

/// A new reference to the registry `h` names.
pub fn registry_of(h: MlirDialectRegistry) -> Option<SharedRegistry> {
    handles::arc_share(h.ptr)
}

/// A non-owning handle to a pass manager.
pub fn pass_manager(pm: &Arc<PassManagerCell>) -> MlirPassManager {
    MlirPassManager { ptr: handles::arc_handle(pm) }
}

/// A new reference to the pass manager `h` names.
pub fn pass_manager_of(h: MlirPassManager) -> Option<Arc<PassManagerCell>> {
    handles::arc_share(h.ptr)
}
