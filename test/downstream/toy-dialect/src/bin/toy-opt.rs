//! `toy-opt`: the `rmlir-opt` driver with the `toy` dialect linked in
//! (registration is by linking, so linking the crate is all it takes).

use toy_dialect as _;

fn main() -> std::process::ExitCode {
    rmlir_opt::opt_main()
}
