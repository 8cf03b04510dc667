//! `libmlir_c_runner_utils`: upstream's `CRunnerUtils` (`printF32`,
//! `printNewline`, `rtclock`, `memrefCopy`, ...), exported from the
//! execution engine's runtime so that scripts passing upstream's library
//! names in `shared_libs` find them.

pub use mlir_execution_engine::runtime::c_runner::*;
