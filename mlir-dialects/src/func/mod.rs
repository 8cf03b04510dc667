//! The `func` dialect: functions, calls and returns.

mod canonicalize;
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
    let specs = specs().into_iter().map(|mut s| {
        match s.name {
            "func.constant" => s.fold = Some(canonicalize::fold_constant),
            "func.call_indirect" => s.patterns = Some(canonicalize::call_indirect_patterns),
            _ => {}
        }
        s
    });
    let mut d = Dialect::new("func", specs.map(SpecOp::arc).collect());
    d.materialize_constant = Some(canonicalize::materialize_constant);
    d
}
