//! The runtime functions of upstream's `mlir_c_runner_utils` and
//! `mlir_runner_utils` libraries, written in Rust and resolvable by the
//! JIT without loading any library. The `mlir-runner-utils` crates build
//! the same functions as the shared libraries upstream-style scripts pass
//! in `shared_libs`.
//!
//! All output goes through C's `stdout` (as upstream's, which mixes
//! `printf` and `std::cout`), so it interleaves with other C output in the
//! order it was written.

pub mod c_runner;
mod cout;
pub mod memref;
pub mod runner;

/// Every runtime function by symbol name, for the JIT's symbol table.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    let mut out = c_runner::symbols();
    out.extend(runner::symbols());
    out
}
