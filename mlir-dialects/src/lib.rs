//! MLIR's standard dialects on top of `mlir-ir`, each op defined once by
//! a declarative [`spec::OpSpec`] from which its verifier, parser and
//! printer come ([`spec::SpecOp`], [`format`]).

#![allow(clippy::type_complexity, clippy::collapsible_match, clippy::needless_range_loop)]

pub mod arith;
pub mod cf;
pub mod format;
pub mod func;
pub mod index;
pub mod math;
pub mod memref;
pub mod scf;
pub mod spec;
pub mod tensor;
pub mod ub;

use mlir_ir::Context;

/// Loads every dialect of this crate into `ctx`.
pub fn register_all(ctx: &Context) {
    ctx.load_dialect(func::dialect());
    ctx.load_dialect(arith::dialect());
    ctx.load_dialect(cf::dialect());
    ctx.load_dialect(scf::dialect());
    ctx.load_dialect(memref::dialect());
    ctx.load_dialect(tensor::dialect());
    ctx.load_dialect(index::dialect());
    ctx.load_dialect(math::dialect());
    ctx.load_dialect(ub::dialect());
}
