//! The C-visible data types: pointer-sized opaque handles, string
//! references, logical results, callbacks and the operation state, laid
//! out exactly as `include/mlir-c/*.h` declares them.

use std::ffi::{c_char, c_int, c_void};

macro_rules! handle {
    ($(#[$doc:meta])* $name:ident, $ptr:ty) => {
        $(#[$doc])*
        #[repr(C)]
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub struct $name {
            /// The opaque pointer; null for a null handle.
            pub ptr: $ptr,
        }

        impl $name {
            /// The null handle.
            pub const fn null() -> Self {
                $name { ptr: std::ptr::null_mut() }
            }

            /// Whether this is the null handle.
            pub fn is_null(self) -> bool {
                self.ptr.is_null()
            }
        }

        impl Default for $name {
            fn default() -> Self {
                $name::null()
            }
        }
    };
}

handle!(
    /// A context (owning when made by `mlirContextCreate`).
    MlirContext, *mut c_void
);
handle!(
    /// A loaded dialect.
    MlirDialect, *mut c_void
);
handle!(
    /// An operation.
    MlirOperation, *mut c_void
);
handle!(
    /// A use of a value by an operation.
    MlirOpOperand, *mut c_void
);
handle!(
    /// Printing flags (owning).
    MlirOpPrintingFlags, *mut c_void
);
handle!(
    /// A block.
    MlirBlock, *mut c_void
);
handle!(
    /// A region.
    MlirRegion, *mut c_void
);
handle!(
    /// A symbol table (owning).
    MlirSymbolTable, *mut c_void
);
handle!(
    /// A diagnostic, valid only during a handler call.
    MlirDiagnostic, *mut c_void
);
handle!(
    /// An attribute, owned by its context.
    MlirAttribute, *const c_void
);
handle!(
    /// An identifier, owned by its context.
    MlirIdentifier, *const c_void
);
handle!(
    /// A location, owned by its context.
    MlirLocation, *const c_void
);
handle!(
    /// A `builtin.module` operation.
    MlirModule, *const c_void
);
handle!(
    /// A type, owned by its context.
    MlirType, *const c_void
);
handle!(
    /// An SSA value.
    MlirValue, *const c_void
);
handle!(
    /// A type id.
    MlirTypeID, *const c_void
);
handle!(
    /// An affine expression, owned by its context.
    MlirAffineExpr, *const c_void
);
handle!(
    /// An affine map, owned by its context.
    MlirAffineMap, *const c_void
);
handle!(
    /// An integer set, owned by its context.
    MlirIntegerSet, *const c_void
);
handle!(
    /// A dialect registry (owning when made by `mlirDialectRegistryCreate`).
    MlirDialectRegistry, *mut c_void
);
handle!(
    /// A pass manager (owning when made by `mlirPassManagerCreate`).
    MlirPassManager, *mut c_void
);
handle!(
    /// The pipeline of a pass manager (or of a nested one).
    MlirOpPassManager, *mut c_void
);

/// A string fragment, not necessarily NUL-terminated, not owned.
#[repr(C)]
#[derive(Copy, Clone, Debug)]
pub struct MlirStringRef {
    /// First byte.
    pub data: *const c_char,
    /// Number of bytes.
    pub length: usize,
}

impl Default for MlirStringRef {
    fn default() -> Self {
        MlirStringRef { data: std::ptr::null(), length: 0 }
    }
}

/// Success (`value != 0`) or failure.
#[repr(C)]
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct MlirLogicalResult {
    /// Non-zero for success.
    pub value: i8,
}

impl MlirLogicalResult {
    /// From a boolean success flag.
    pub fn from_bool(ok: bool) -> Self {
        MlirLogicalResult { value: ok as i8 }
    }
}

/// A `(name, attribute)` pair.
#[repr(C)]
#[derive(Copy, Clone, Debug, Default)]
pub struct MlirNamedAttribute {
    /// The name.
    pub name: MlirIdentifier,
    /// The value.
    pub attribute: MlirAttribute,
}

/// Receives printed text in chunks.
pub type MlirStringCallback = Option<extern "C" fn(MlirStringRef, *mut c_void)>;

/// `MlirWalkResult` values.
pub type MlirWalkResult = c_int;
/// Keep walking.
pub const MLIR_WALK_RESULT_ADVANCE: MlirWalkResult = 0;
/// Stop the walk.
pub const MLIR_WALK_RESULT_INTERRUPT: MlirWalkResult = 1;
/// Skip the regions of this operation.
pub const MLIR_WALK_RESULT_SKIP: MlirWalkResult = 2;

/// `MlirWalkOrder` values.
pub type MlirWalkOrder = c_int;
/// Visit an operation before its regions.
pub const MLIR_WALK_PRE_ORDER: MlirWalkOrder = 0;
/// Visit an operation after its regions.
pub const MLIR_WALK_POST_ORDER: MlirWalkOrder = 1;

/// The walk callback.
pub type MlirOperationWalkCallback = Option<extern "C" fn(MlirOperation, *mut c_void) -> MlirWalkResult>;

/// `MlirDiagnosticSeverity` values.
pub type MlirDiagnosticSeverity = c_int;
/// An error.
pub const MLIR_DIAGNOSTIC_ERROR: MlirDiagnosticSeverity = 0;
/// A warning.
pub const MLIR_DIAGNOSTIC_WARNING: MlirDiagnosticSeverity = 1;
/// A note.
pub const MLIR_DIAGNOSTIC_NOTE: MlirDiagnosticSeverity = 2;
/// A remark.
pub const MLIR_DIAGNOSTIC_REMARK: MlirDiagnosticSeverity = 3;

/// Identifies an attached diagnostic handler.
pub type MlirDiagnosticHandlerID = u64;

/// A diagnostic handler: success means "handled".
pub type MlirDiagnosticHandler = Option<extern "C" fn(MlirDiagnostic, *mut c_void) -> MlirLogicalResult>;

/// Frees a handler's user data.
pub type MlirDeleteUserData = Option<extern "C" fn(*mut c_void)>;

/// The components of an operation under construction. The arrays are
/// allocated by `mlirOperationStateAdd*` and freed by `mlirOperationCreate`.
#[repr(C)]
#[derive(Debug)]
pub struct MlirOperationState {
    /// The operation name (not copied).
    pub name: MlirStringRef,
    /// The location, also naming the context.
    pub location: MlirLocation,
    /// Number of result types.
    pub n_results: isize,
    /// Result types.
    pub results: *mut MlirType,
    /// Number of operands.
    pub n_operands: isize,
    /// Operands.
    pub operands: *mut MlirValue,
    /// Number of regions.
    pub n_regions: isize,
    /// Regions, owned by the state.
    pub regions: *mut MlirRegion,
    /// Number of successors.
    pub n_successors: isize,
    /// Successor blocks.
    pub successors: *mut MlirBlock,
    /// Number of attributes.
    pub n_attributes: isize,
    /// Attributes.
    pub attributes: *mut MlirNamedAttribute,
    /// Whether result types are to be inferred.
    pub enable_result_type_inference: bool,
}
