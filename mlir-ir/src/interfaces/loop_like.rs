//! `LoopLikeOpInterface`: ops whose regions run repeatedly, which
//! loop-invariant code motion hoists out of.

use crate::ir::{Ir, OpId, RegionId};

/// Upstream's `LoopLikeOpInterface`.
pub trait LoopLikeOpInterface: Send + Sync {
    /// `getLoopRegions`: the regions that form the loop body (for a
    /// `while`-shaped loop, both the condition and the body).
    fn loop_regions(&self, ir: &Ir, op: OpId) -> Vec<RegionId>;
}
