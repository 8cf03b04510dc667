//! `toy`: a dialect defined outside `mlir-dialects`, with the same
//! op-definition engine and the op interfaces of `mlir_ir::interfaces`.
//! Nothing in the core or in `mlir-passes` knows its op names, yet the
//! standard passes act on it through what it declares:
//!
//! - `toy.loop` is a loop (`LoopLikeOpInterface`, `RegionBranchOpInterface`):
//!   LICM hoists out of it.
//! - `toy.when` is a two-way branch with results (`RegionBranchOpInterface`
//!   with invocation bounds): `sccp` propagates through it and
//!   `control-flow-sink` sinks into it.
//! - `toy.func` / `toy.call` / `toy.return` are a callable, a call and a
//!   return (`CallableOpInterface`, `CallOpInterface`, `ReturnLike`, and the
//!   dialect's `DialectInlinerInterface`): `inline` inlines them.
//! - `toy.mul` is pure with a folder, and `toy.constant` constant-like:
//!   `cse` and `canonicalize` treat them like `arith`'s.
//! - `toy.print` writes memory: nothing moves or merges it.

mod interfaces;
mod ops;

use mlir_dialects::spec::{SharedDefinitions, SpecOp};
use mlir_ir::dialect::{Dialect, DialectRegistration};

/// The `toy` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("toy", SpecOp::shared(&DEFINITIONS, ops::specs));
    d.materialize_constant = Some(ops::materialize_constant);
    d.inliner = Some(std::sync::Arc::new(interfaces::ToyInliner));
    d
}

inventory::submit! { DialectRegistration { namespace: "toy", ctor: dialect } }
