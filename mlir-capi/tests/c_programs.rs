//! Compiles each C program in `tests/c/` with the system C compiler
//! against `mlir-ir/include` and the `libmlir_c` cdylib cargo built for
//! this test run, runs it, and fails on a non-zero exit.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The directory holding `libmlir_c.so`: the `deps` directory this test
/// binary was built in, where cargo puts the cdylib it built for this run;
/// the profile directory's copy is only refreshed by `cargo build` and may
/// be stale.
fn lib_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test binary path");
    let deps = exe.parent().expect("deps dir");
    for dir in [deps, deps.parent().expect("profile dir")] {
        if dir.join(lib_name()).exists() {
            return dir.to_path_buf();
        }
    }
    panic!("{} not found next to {}", lib_name(), exe.display());
}

fn lib_name() -> &'static str {
    if cfg!(target_os = "macos") {
        "libmlir_c.dylib"
    } else {
        "libmlir_c.so"
    }
}

fn compile_and_run(src: &Path) {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let include = manifest.join("../mlir-ir/include");
    let lib = lib_dir();
    let out_dir = lib.join("capi-c-tests");
    std::fs::create_dir_all(&out_dir).expect("output dir");
    let stem = src.file_stem().expect("file stem").to_string_lossy().into_owned();
    let exe = out_dir.join(&stem);
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let status = Command::new(&cc)
        .arg("-std=c11")
        .arg("-Wall")
        .arg("-Werror")
        .arg("-I")
        .arg(&include)
        .arg("-I")
        .arg(manifest.join("tests/c"))
        .arg(src)
        .arg("-o")
        .arg(&exe)
        .arg(format!("-L{}", lib.display()))
        .arg("-lmlir_c")
        .arg(format!("-Wl,-rpath,{}", lib.display()))
        .status()
        .unwrap_or_else(|e| panic!("running {cc}: {e}"));
    assert!(status.success(), "compiling {} failed", src.display());
    // The test harness's LD_LIBRARY_PATH outranks the rpath and may name a
    // directory holding an older copy of the library.
    let output = Command::new(&exe).env("LD_LIBRARY_PATH", &lib).output().expect("running the C program");
    if !output.status.success() {
        panic!(
            "{} failed ({})\n--- stdout\n{}\n--- stderr\n{}",
            stem,
            output.status,
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

macro_rules! c_test {
    ($name:ident) => {
        #[test]
        fn $name() {
            let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(concat!("tests/c/", stringify!($name), ".c"));
            compile_and_run(&src);
        }
    };
}

c_test!(ir_build);
c_test!(types_attrs);
c_test!(diagnostics);
c_test!(stale_handles);
c_test!(llvm_types_dense);
