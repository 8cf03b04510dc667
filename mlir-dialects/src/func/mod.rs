//! The `func` dialect: functions, calls and returns.

pub(crate) mod func_op;
mod ops;

use crate::spec::{OpSpec, SpecOp};
use mlir_ir::dialect::Dialect;

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = vec![func_op::spec()];
    v.extend(ops::specs());
    v
}

/// The `func` dialect.
pub fn dialect() -> Dialect {
    Dialect::new("func", specs().into_iter().map(SpecOp::arc).collect())
}
