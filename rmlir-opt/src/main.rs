//! The `rmlir-opt` binary: the driver of this crate's library with the
//! standard dialects and passes.

#[cfg(feature = "mimalloc")]
mod allocator;

fn main() -> std::process::ExitCode {
    rmlir_opt::opt_main()
}
