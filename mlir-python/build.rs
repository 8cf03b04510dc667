//! Link settings of the extension module.
//!
//! `-Bsymbolic`: the module exports the `mlir-c` functions of the core it
//! holds, and so does `libMLIRPythonCAPI`, which forwards them back to
//! this module's C API table. Without it, a process that loaded the
//! forwarding library first (a C program or extension linked against it)
//! would resolve the table's own entries to the forwarders, and every
//! call would forward to itself. With it, the module's references to its
//! own symbols bind inside the module.
fn main() {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-cdylib-link-arg=-Wl,-Bsymbolic");
    }
}
