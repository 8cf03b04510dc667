//! The runtime functions of upstream's `mlir_c_runner_utils` and
//! `mlir_runner_utils` libraries, written in Rust and resolvable by the
//! JIT without loading any library. The `mlir-runner-utils` crates build
//! the same functions as the shared libraries upstream-style scripts pass
//! in `shared_libs`.
//!
//! All output goes through C's `stdout` (as upstream's, which mixes
//! `printf` and `std::cout`), so it interleaves with other C output in the
//! order it was written.

#[cfg(feature = "c-runner-utils")]
pub mod c_runner;
mod cout;
pub mod memref;
#[cfg(feature = "runner-utils")]
pub mod runner;

/// Every runtime function built in, by symbol name, for the JIT's symbol
/// table.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    #[allow(unused_mut)]
    let mut out = Vec::new();
    #[cfg(feature = "c-runner-utils")]
    out.extend(c_runner::symbols());
    #[cfg(feature = "runner-utils")]
    out.extend(runner::symbols());
    out
}
