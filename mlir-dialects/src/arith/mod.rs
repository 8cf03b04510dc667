//! The `arith` dialect: integer and floating-point arithmetic, compares,
//! casts and constants, each op defined once by an [`OpSpec`].

pub(crate) mod attrs;
mod binary;
mod casts;
pub(crate) mod compare;
mod constant;

pub use attrs::{fastmath_none, FASTMATH_ATTR, OVERFLOW_ATTR};
pub use attrs::{CMPF_PREDICATE, CMPI_PREDICATE, FASTMATH, OVERFLOW, ROUNDING_MODE};
pub use compare::i1_same_shape;

use crate::spec::{OpSpec, SpecOp, Trait};
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
    let mut d = Dialect::new("arith", specs().into_iter().map(SpecOp::arc).collect());
    d.attr_hooks = Some(Arc::new(attrs::ArithAttrs));
    d
}
