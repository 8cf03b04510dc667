//! The IR lent to Python hooks the core calls while it holds the IR.
//!
//! A verifier, folder or interface method written in Python runs inside a
//! core walk that already holds the context's IR (the verifier holds the
//! write lock). The hook's Python code reads the IR through the usual
//! objects, which would take the lock again and deadlock. So the hook's
//! caller lends the `&Ir` it was given: while [`lend`] runs, reads of that
//! context on this thread use the lent IR instead of the lock, and writes
//! are refused (the core is in the middle of a walk over it).

use mlir_ir::owned::OwnedContext;
use mlir_ir::Ir;
use std::cell::Cell;

thread_local! {
    /// The context whose IR is lent on this thread, and the IR.
    static LENT: Cell<Option<(*const OwnedContext, *const Ir)>> = const { Cell::new(None) };
}

/// Runs `f` with `ir` (the IR of `owner`) lent to this thread.
pub fn lend<R>(owner: &OwnedContext, ir: &Ir, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<(*const OwnedContext, *const Ir)>);
    impl Drop for Restore {
        fn drop(&mut self) {
            LENT.with(|l| l.set(self.0));
        }
    }
    let _restore = Restore(LENT.with(|l| l.replace(Some((owner as *const _, ir as *const _)))));
    f()
}

/// The IR lent to this thread for `owner`, if any.
pub fn lent(owner: &OwnedContext) -> Option<&Ir> {
    let (o, ir) = LENT.with(|l| l.get())?;
    if !std::ptr::eq(o, owner) {
        return None;
    }
    // SAFETY: `ir` was made from the `&Ir` handed to `lend`, which outlives
    // the call of `f`, and the entry is removed (by `Restore`) before
    // `lend` returns: the pointer is only read while that shared borrow is
    // alive, on the thread that holds it. Nothing writes the IR meanwhile:
    // the lender holds it, and writes through the bindings are refused
    // while it is lent (`CtxRef::write`). The returned lifetime is tied to
    // `owner`, and callers use it within the hook's own call.
    Some(unsafe { &*ir })
}

/// Whether the IR of `owner` is lent to this thread.
pub fn is_lent(owner: &OwnedContext) -> bool {
    LENT.with(|l| l.get()).is_some_and(|(o, _)| std::ptr::eq(o, owner))
}
