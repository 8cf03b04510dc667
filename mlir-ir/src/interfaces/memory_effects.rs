//! `MemoryEffectOpInterface`: memory effects that an op computes from its
//! attributes or operands. Most ops state theirs as traits (`Pure`,
//! `MemRead`, ...); [`crate::effects`] reads both.

use crate::effects::Effects;
use crate::ir::{Ir, OpId};

/// Upstream's `MemoryEffectOpInterface`, for ops whose effects are not
/// fixed by their traits (a volatile `llvm.load` also writes).
pub trait MemoryEffectOpInterface: Send + Sync {
    /// `getEffects`, summarised as what the op may do to memory.
    fn effects(&self, ir: &Ir, op: OpId) -> Effects;
}
