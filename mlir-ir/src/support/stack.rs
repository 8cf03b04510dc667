//! Stack growth for recursion that input can drive arbitrarily deep.
//!
//! Text nested 100,000 levels (regions, arrays, types, locations, affine
//! expressions) must give a result or an error, never a stack overflow.
//! Every recursive step that input controls goes through [`guard`]: when
//! less than [`RED_ZONE`] bytes of stack remain it continues on a fresh
//! heap-allocated segment, so depth is bounded by memory, not by the
//! thread's stack (2 MiB for test threads, less for some host threads).
//!
//! Public for the passes and dialects, whose walks over regions,
//! attributes and locations recurse as deep as the parser lets text nest
//! (see `parser/nesting.rs`).

/// Grow when less than this much stack is left. Debug-build frames of the
/// parser and printer reach several KiB, and a guarded step may run a few
/// unguarded frames before the next check, so keep a generous margin.
pub(crate) const RED_ZONE: usize = 128 * 1024;

/// Size of each new stack segment.
pub(crate) const SEGMENT: usize = 4 * 1024 * 1024;

/// Runs `f`, first moving to a new stack segment if this one is nearly full.
/// Wrap each step of a recursion whose depth input controls.
#[inline]
pub fn guard<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}
