//! `libmlir_runner_utils`: the memref printers of upstream's
//! `RunnerUtils` (`printMemrefF32`, `_mlir_ciface_printMemrefF32`, ...),
//! exported from the execution engine's runtime so that scripts passing
//! upstream's library names in `shared_libs` find them. The JIT itself
//! needs no library: it resolves these symbols built in.

pub use mlir_execution_engine::runtime::runner::*;
