//! Calls into compiled code and freeing it: the engine's `unsafe` edge.

use cranelift_jit::JITModule;
use std::ffi::c_void;
use std::mem::ManuallyDrop;

/// Calls a `void (void)` function at `p` (a global constructor).
///
/// # Safety
/// `p` must be the address of a compiled function of type `void (void)`.
pub unsafe fn void_fn(p: *const u8) {
    // SAFETY: the caller's contract: `p` is such a function.
    let f: extern "C" fn() = unsafe { std::mem::transmute(p) };
    f();
}

/// Calls a packed wrapper `void (void **)` at `f`.
///
/// # Safety
/// `args` must satisfy the wrapped function's packed convention.
pub unsafe fn packed(f: *const u8, args: *mut *mut c_void) {
    // SAFETY: `f` is a packed wrapper the engine generated, of type
    // `void (void **)`; the arguments are the caller's responsibility.
    let f: extern "C" fn(*mut *mut c_void) = unsafe { std::mem::transmute(f) };
    f(args);
}

/// Frees the memory of the compiled code.
pub fn free_jit(jit: &mut ManuallyDrop<JITModule>) {
    // SAFETY: called once, from the engine's destructor, which never
    // touches `jit` again; the engine's contract (as upstream's) is that
    // no address it handed out is called after it is destroyed.
    unsafe { ManuallyDrop::take(jit).free_memory() };
}
