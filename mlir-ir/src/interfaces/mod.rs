//! Op interfaces: what generic code may ask of an op without knowing it.
//!
//! Each interface is a Rust trait carrying upstream's name and meaning
//! (upstream's documentation of `LoopLikeOpInterface` explains
//! [`LoopLikeOpInterface`]), implemented once per op definition by a small
//! value — usually a unit struct next to the op's spec. An op definition
//! lists its implementations in an [`InterfaceMap`], the counterpart of
//! upstream's per-op interface map; generic passes look them up through the
//! context's registry with [`op_interface`], never by the op's name. So an
//! op of a dialect the core was not built with — a downstream crate's, or
//! one defined from Python — takes part in every pass through the
//! interfaces it declares.
//!
//! Interfaces of a whole dialect (upstream's dialect interfaces, such as
//! the inliner's) hang off the [`crate::dialect::Dialect`] itself.

mod branch;
mod call;
mod destination_style;
mod function;
mod infer_type;
mod inliner;
mod int_range;
mod loop_like;
mod map;
mod memory_effects;
mod region_branch;
mod region_branch_mapping;
mod speculation;
mod symbol;
mod view_like;

pub use branch::{verify_successor_operands, BranchOpInterface};
pub use call::{first_region_if_defined, CallOpInterface, CallableOpInterface, Callee, FunctionBody};
pub use destination_style::{tied_init, DestinationStyleOpInterface};
pub use function::FunctionOpInterface;
pub use infer_type::InferTypeOpInterface;
pub use inliner::{dialect_inliner, DialectInlinerInterface};
pub use int_range::{InferIntRangeInterface, IntRange};
pub use loop_like::LoopLikeOpInterface;
pub use map::InterfaceMap;
pub use memory_effects::MemoryEffectOpInterface;
pub use region_branch::{
    is_region_branch_terminator, terminator_successor_operands, RegionBranchOpInterface, RegionBranchPoint,
    RegionBranchTerminatorOpInterface, RegionSuccessor,
};
pub use region_branch_mapping::{ForwardedOperand, InputOperands, SuccessorMapping};
pub use speculation::{speculatability, ConditionallySpeculatable, Speculatability};
pub use symbol::{is_declaration, SymbolOpInterface, SymbolUserOpInterface};
pub use view_like::{view_root, ViewLikeOpInterface};

use crate::ir::{Ir, OpId};

/// The implementation of interface `I` by `op`'s definition, if its op is
/// registered and declares it (upstream's `dyn_cast<I>(op)`).
///
/// `I` is the interface's trait object type, e.g.
/// `op_interface::<dyn LoopLikeOpInterface>(ir, op)`. A stale handle or an
/// unregistered op implements nothing.
pub fn op_interface<I: ?Sized + 'static>(ir: &Ir, op: OpId) -> Option<&I> {
    let name = ir.op_name(op).ok()?;
    ir.ctx().op_def(name)?.interfaces().get::<I>()
}
