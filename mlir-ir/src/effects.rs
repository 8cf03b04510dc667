//! Memory effects of operations (upstream's `MemoryEffectOpInterface` and
//! `HasRecursiveMemoryEffects`), and what follows from them: whether an op
//! is trivially dead (`isOpTriviallyDead` / `wouldOpBeTriviallyDead`).
//!
//! An op's effects come from its definition's `MemoryEffectOpInterface`,
//! else from its traits: `PURE` has none,
//! `MEM_READ`/`MEM_WRITE`/`MEM_ALLOC`/`MEM_FREE` name them, and
//! `RECURSIVE_EFFECTS` means "those of the nested ops". An op without any of
//! these, and every unregistered op, has unknown effects.

use crate::dialect::OpTraits;
use crate::ir::{Ir, OpId};

/// What an op may do to memory.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Effects {
    /// Nothing is known: assume anything.
    Unknown,
    /// These effects and no others.
    Known { read: bool, write: bool, alloc: bool, free: bool },
    /// Those of its nested ops.
    Recursive,
}

/// The effects `op` declares.
pub fn op_effects(ir: &Ir, op: OpId) -> Effects {
    let Ok(name) = ir.op_name(op) else { return Effects::Unknown };
    let Some(def) = ir.ctx().op_def(name) else { return Effects::Unknown };
    if let Some(imp) = def.interfaces().get::<dyn crate::interfaces::MemoryEffectOpInterface>() {
        return imp.effects(ir, op);
    }
    let t = def.traits();
    if t.contains(OpTraits::PURE) || t.contains(OpTraits::NO_MEMORY_EFFECT) {
        return Effects::Known { read: false, write: false, alloc: false, free: false };
    }
    let read = t.contains(OpTraits::MEM_READ);
    let write = t.contains(OpTraits::MEM_WRITE);
    let alloc = t.contains(OpTraits::MEM_ALLOC);
    let free = t.contains(OpTraits::MEM_FREE);
    if read || write || alloc || free {
        return Effects::Known { read, write, alloc, free };
    }
    if t.contains(OpTraits::RECURSIVE_EFFECTS) {
        return Effects::Recursive;
    }
    Effects::Unknown
}

/// Whether `op` and everything nested in it have no memory effects at all
/// (upstream's `isMemoryEffectFree`).
pub fn is_memory_effect_free(ir: &Ir, op: OpId) -> bool {
    match op_effects(ir, op) {
        Effects::Unknown => false,
        Effects::Known { read, write, alloc, free } => !(read || write || alloc || free),
        Effects::Recursive => nested_ops(ir, op).all(|o| is_memory_effect_free(ir, o)),
    }
}

/// Whether `op` or an op nested in it may write memory (upstream's
/// `getEffectsRecursively` holding a `Write`, or unknown effects).
/// Allocating or freeing is not writing.
pub fn may_write_recursively(ir: &Ir, op: OpId) -> bool {
    match op_effects(ir, op) {
        Effects::Unknown => true,
        Effects::Known { write, .. } => write,
        Effects::Recursive => nested_ops(ir, op).any(|o| may_write_recursively(ir, o)),
    }
}

/// The ops directly inside `op`'s regions.
fn nested_ops(ir: &Ir, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    let regions = ir.regions(op).map(|r| r.to_vec()).unwrap_or_default();
    regions.into_iter().flat_map(move |r| {
        let blocks: Vec<_> = ir.region_blocks(r).map(|b| b.collect()).unwrap_or_default();
        blocks.into_iter().flat_map(move |b| ir.block_ops(b).map(|o| o.collect::<Vec<_>>()).unwrap_or_default())
    })
}

/// Whether erasing `op` would change nothing observable if its results were
/// unused: it only reads or allocates, recursively (upstream's
/// `wouldOpBeTriviallyDead`). Terminators are never dead.
pub fn would_be_trivially_dead(ir: &Ir, op: OpId) -> bool {
    let Ok(name) = ir.op_name(op) else { return false };
    if ir.ctx().op_def(name).is_some_and(|d| d.traits().contains(OpTraits::TERMINATOR)) {
        return false;
    }
    would_be_dead_rec(ir, op)
}

fn would_be_dead_rec(ir: &Ir, op: OpId) -> bool {
    match op_effects(ir, op) {
        Effects::Unknown => false,
        Effects::Known { write, free, .. } => !(write || free),
        Effects::Recursive => nested_ops(ir, op).all(|o| would_be_dead_rec(ir, o)),
    }
}

/// Whether `op` has no used results and would be trivially dead
/// (upstream's `isOpTriviallyDead`).
pub fn is_trivially_dead(ir: &Ir, op: OpId) -> bool {
    let unused = ir.results(op).map(|mut rs| rs.all(|r| !ir.value_has_uses(r).unwrap_or(true))).unwrap_or(false);
    unused && would_be_trivially_dead(ir, op)
}
