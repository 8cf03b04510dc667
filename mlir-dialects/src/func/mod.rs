//! The `func` dialect: functions, calls and returns.

#[cfg(feature = "llvm")]
mod c_interface;
mod canonicalize;
pub(crate) mod func_op;
mod interfaces;
mod ops;
#[cfg(feature = "llvm")]
pub mod to_llvm;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

use crate::spec::{OpSpec, SharedDefinitions, SpecOp};
use mlir_ir::dialect::Dialect;

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = vec![func_op::spec()];
    v.extend(ops::specs());
    v
}

/// The `func` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("func", SpecOp::shared(&DEFINITIONS, specs));
    d.materialize_constant = Some(canonicalize::materialize_constant);
    d.inliner = Some(std::sync::Arc::new(interfaces::FuncInliner));
    d
}
