//! The `arith` dialect: integer and floating-point arithmetic, compares,
//! casts and constants, each op defined once by an [`OpSpec`].

pub(crate) mod attrs;
mod binary;
mod canonicalize;
mod casts;
mod cmpf_int_to_fp;
pub(crate) mod compare;
mod constant;
mod ext_patterns;
mod extended_patterns;
mod family_views;
pub mod flags_interfaces;
mod fold;
mod fold_float;
mod fold_float_casts;
mod negation_patterns;
mod negf_pairs;
mod reassociate;
#[cfg(feature = "llvm")]
pub mod to_llvm;
mod xori_patterns;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

pub use attrs::{fastmath_none, FASTMATH_ATTR, OVERFLOW_ATTR};
pub use attrs::{CMPF_PREDICATE, CMPI_PREDICATE, FASTMATH, OVERFLOW, ROUNDING_MODE};
pub use compare::i1_same_shape;
pub use flags_interfaces::{ArithFastMathInterface, ArithFlags, ArithIntegerOverflowFlagsInterface};
pub use xori_patterns::invert_cmpi_predicate;

use crate::spec::{OpSpec, SharedDefinitions, SpecOp, Trait};
use mlir_ir::dialect::Dialect;
use std::sync::Arc;

/// Traits every arith op has (`NoMemoryEffect`, `ElementwiseMappable`).
pub(crate) const ELEMENTWISE: &[Trait] = &[Trait::Pure, Trait::Elementwise];

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = Vec::new();
    v.extend(constant::specs());
    v.extend(binary::specs());
    v.extend(compare::specs());
    v.extend(casts::specs());
    v
}

/// The `arith` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("arith", SpecOp::shared(&DEFINITIONS, specs));
    d.attr_hooks = Some(Arc::new(attrs::ArithAttrs));
    d.materialize_constant = Some(materialize_constant);
    d
}

/// `arith.constant` of `value` (upstream's `ArithDialect::materializeConstant`).
pub(crate) fn materialize_constant(
    ctx: &mlir_ir::Context,
    value: mlir_ir::Attribute,
    ty: mlir_ir::Type,
    loc: mlir_ir::Location,
) -> Option<mlir_ir::OperationState> {
    let typed = match ctx.attr_kind(value) {
        mlir_ir::AttrKind::Integer { ty: t, .. }
        | mlir_ir::AttrKind::Float { ty: t, .. }
        | mlir_ir::AttrKind::DenseElements { ty: t, .. } => *t == ty,
        mlir_ir::AttrKind::Bool(_) => ty == ctx.i1_type(),
        _ => false,
    };
    if !typed {
        return None;
    }
    let mut st = mlir_ir::OperationState::new(ctx.op_name("arith.constant"), loc);
    st.attributes.push((ctx.ident("value"), value));
    st.result_types.push(ty);
    Some(st)
}
