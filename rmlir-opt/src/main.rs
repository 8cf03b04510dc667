//! The `rmlir-opt` binary: the driver of this crate's library with the
//! standard dialects and passes.

fn main() -> std::process::ExitCode {
    rmlir_opt::opt_main()
}
