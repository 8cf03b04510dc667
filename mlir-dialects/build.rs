//! Sets `cfg(all_dialects)` when every optional dialect is built: the
//! Python and Rust view generators read them all.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(all_dialects)");
    let all = ["COMPLEX", "INDEX", "MATH", "SHAPE", "TENSOR", "LLVM"]
        .iter()
        .all(|f| std::env::var_os(format!("CARGO_FEATURE_{f}")).is_some());
    if all {
        println!("cargo::rustc-cfg=all_dialects");
    }
}
