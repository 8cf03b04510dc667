//! Upstream's `CRunnerUtils`: scalar printing, timing, `memrefCopy`, and
//! the allocation hooks the memref-to-llvm lowering may call.

use super::cout::{g, write};
use super::memref::{copy_strided, UnrankedMemRef};
use std::ffi::{c_char, c_void, CStr};

/// Prints an `f32` as `%g`.
#[no_mangle]
pub extern "C" fn printF32(f: f32) {
    write(&g(f64::from(f)));
}

/// Prints an `f64` as `%g`.
#[no_mangle]
pub extern "C" fn printF64(f: f64) {
    write(&g(f));
}

/// Prints a signed 64-bit integer.
#[no_mangle]
pub extern "C" fn printI64(i: i64) {
    write(&i.to_string());
}

/// Prints an unsigned 64-bit integer.
#[no_mangle]
pub extern "C" fn printU64(u: u64) {
    write(&u.to_string());
}

/// Prints `\n`.
#[no_mangle]
pub extern "C" fn printNewline() {
    write("\n");
}

/// Prints `, `.
#[no_mangle]
pub extern "C" fn printComma() {
    write(", ");
}

/// Prints `( `.
#[no_mangle]
pub extern "C" fn printOpen() {
    write("( ");
}

/// Prints ` )`.
#[no_mangle]
pub extern "C" fn printClose() {
    write(" )");
}

/// Prints a NUL-terminated string.
#[no_mangle]
///
/// # Safety
/// `s` is null or a NUL-terminated string.
pub unsafe extern "C" fn printString(s: *const c_char) {
    if s.is_null() {
        return;
    }
    // SAFETY: the caller passes a NUL-terminated string (the C contract of
    // upstream's function).
    let text = unsafe { CStr::from_ptr(s) };
    write(&text.to_string_lossy());
}

/// Wall-clock seconds (microsecond resolution), as upstream's `rtclock`.
#[no_mangle]
pub extern "C" fn rtclock() -> f64 {
    let d = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    d.as_secs_f64()
}

/// Nanoseconds from a monotonic clock.
#[no_mangle]
pub extern "C" fn _mlir_ciface_nanoTime() -> i64 {
    use std::sync::OnceLock;
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_nanos() as i64
}

/// Copies the elements of one memref into another of the same shape
/// (`memref.copy` of non-contiguous memrefs lowers to this).
#[no_mangle]
///
/// # Safety
/// `src` and `dst` point at unranked descriptors of memrefs of the same
/// shape with elements of `elem_size` bytes.
pub unsafe extern "C" fn memrefCopy(elem_size: i64, src: *const UnrankedMemRef, dst: *const UnrankedMemRef) {
    // SAFETY: forwarded to the caller's contract.
    unsafe { copy_strided(elem_size, src, dst) };
}

/// `malloc` under the name the memref lowering uses with generic
/// allocation functions.
#[no_mangle]
pub extern "C" fn _mlir_memref_to_llvm_alloc(size: usize) -> *mut c_void {
    // SAFETY: plain malloc; the result is checked by the caller as C's.
    unsafe { libc::malloc(size) }
}

/// Aligned allocation for the same lowering.
#[no_mangle]
pub extern "C" fn _mlir_memref_to_llvm_aligned_alloc(alignment: usize, size: usize) -> *mut c_void {
    let mut p = std::ptr::null_mut();
    let align = alignment.max(std::mem::size_of::<usize>()).next_power_of_two();
    // SAFETY: posix_memalign writes the allocation into `p`; the alignment
    // is a power of two multiple of the pointer size as it requires.
    if unsafe { libc::posix_memalign(&mut p, align, size) } != 0 {
        return std::ptr::null_mut();
    }
    p
}

/// `free` under the lowering's name.
#[no_mangle]
///
/// # Safety
/// `p` is null or came from one of the allocation functions above.
pub unsafe extern "C" fn _mlir_memref_to_llvm_free(p: *mut c_void) {
    // SAFETY: `p` came from one of the allocation functions above (or is
    // null), as the lowering pairs them.
    unsafe { libc::free(p) }
}

/// The functions of this module by symbol name.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    vec![
        ("printF32", printF32 as *const u8),
        ("printF64", printF64 as *const u8),
        ("printI64", printI64 as *const u8),
        ("printU64", printU64 as *const u8),
        ("printNewline", printNewline as *const u8),
        ("printComma", printComma as *const u8),
        ("printOpen", printOpen as *const u8),
        ("printClose", printClose as *const u8),
        ("printString", printString as *const u8),
        ("rtclock", rtclock as *const u8),
        ("_mlir_ciface_nanoTime", _mlir_ciface_nanoTime as *const u8),
        ("memrefCopy", memrefCopy as *const u8),
        ("_mlir_memref_to_llvm_alloc", _mlir_memref_to_llvm_alloc as *const u8),
        ("_mlir_memref_to_llvm_aligned_alloc", _mlir_memref_to_llvm_aligned_alloc as *const u8),
        ("_mlir_memref_to_llvm_free", _mlir_memref_to_llvm_free as *const u8),
    ]
}
