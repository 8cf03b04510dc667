//! The JIT on memref kernels lowered to the llvm dialect (see
//! `inputs/kernels.mlir`): called through their `_mlir_ciface_` entry
//! points with memref descriptors, checked numerically.

mod common;
use common::*;

const KERNELS: &str = include_str!("inputs/kernels.llvm.mlir");

#[test]
fn sum_of_a_dynamic_memref() {
    let mut e = engine(KERNELS);
    let mut data: Vec<f64> = (0..1000).map(f64::from).collect();
    let mut d = Desc::<f64, 1>::new(&mut data, [1000]);
    let mut dp = &mut d as *mut Desc<f64, 1>;
    let mut r = 0.0f64;
    invoke(&mut e, "_mlir_ciface_sum", &mut [arg(&mut dp), arg(&mut r)]);
    assert_eq!(r, 499_500.0);
}

#[test]
fn saxpy_updates_y_in_place() {
    for level in [0, 3] {
        let mut e = engine_at(KERNELS, level).expect("compiles");
        let mut x: Vec<f32> = (0..17).map(|i| i as f32).collect();
        let mut y = vec![1.0f32; 17];
        let (mut dx, mut dy) = (Desc::<f32, 1>::new(&mut x, [17]), Desc::<f32, 1>::new(&mut y, [17]));
        let (mut px, mut py) = (&mut dx as *mut Desc<f32, 1>, &mut dy as *mut Desc<f32, 1>);
        let mut a = 2.0f32;
        invoke(&mut e, "_mlir_ciface_saxpy", &mut [arg(&mut a), arg(&mut px), arg(&mut py)]);
        let want: Vec<f32> = (0..17).map(|i| 2.0 * i as f32 + 1.0).collect();
        assert_eq!(y, want);
    }
}

#[test]
fn matmul_matches_a_reference_product() {
    let (m, k, n) = (5usize, 7usize, 3usize);
    let mut a: Vec<f32> = (0..m * k).map(|i| (i % 11) as f32 * 0.5).collect();
    let mut b: Vec<f32> = (0..k * n).map(|i| (i % 5) as f32 - 2.0).collect();
    let mut c = vec![0.0f32; m * n];
    let mut want = vec![0.0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            for l in 0..k {
                want[i * n + j] += a[i * k + l] * b[l * n + j];
            }
        }
    }
    let mut e = engine(KERNELS);
    let mut da = Desc::<f32, 2>::new(&mut a, [m as i64, k as i64]);
    let mut db = Desc::<f32, 2>::new(&mut b, [k as i64, n as i64]);
    let mut dc = Desc::<f32, 2>::new(&mut c, [m as i64, n as i64]);
    let (mut pa, mut pb, mut pc) = (&mut da as *mut _, &mut db as *mut _, &mut dc as *mut _);
    invoke(&mut e, "_mlir_ciface_matmul", &mut [arg(&mut pa), arg(&mut pb), arg(&mut pc)]);
    assert_eq!(c, want);
}

#[test]
fn math_intrinsics_and_heap_scratch_buffers() {
    let mut e = engine(KERNELS);
    let (mut x, mut y, mut r) = (4.0f64, 2.75f32, 0.0f64);
    invoke(&mut e, "_mlir_ciface_norms", &mut [arg(&mut x), arg(&mut y), arg(&mut r)]);
    assert!((r - (2.0 + 4f64.exp() + 2.0)).abs() < 1e-9, "{r}");
    let (mut n, mut v) = (9i64, 0.0f32);
    invoke(&mut e, "_mlir_ciface_scratch", &mut [arg(&mut n), arg(&mut v)]);
    assert_eq!(v, 8.0);
}

#[test]
fn memref_globals_read_constants_and_keep_state() {
    let mut e = engine(KERNELS);
    let (mut i, mut v) = (2i64, 0.0f32);
    invoke(&mut e, "_mlir_ciface_lookup", &mut [arg(&mut i), arg(&mut v)]);
    assert_eq!(v, 4.0);
    let mut r = 0i64;
    for _ in 0..3 {
        invoke(&mut e, "_mlir_ciface_bump", &mut [arg(&mut r)]);
    }
    assert_eq!(r, 3);
}

#[test]
fn print_memref_resolves_to_the_builtin_runtime() {
    // The printed text itself is checked by the runtime's unit tests and
    // the Python lit tests; here the call must link and run.
    let mut e = engine(KERNELS);
    let mut data = [1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0];
    let mut d = Desc::<f32, 2>::new(&mut data, [2, 3]);
    let mut p = &mut d as *mut Desc<f32, 2>;
    invoke(&mut e, "_mlir_ciface_print2d", &mut [arg(&mut p)]);
}

#[test]
fn object_files_can_be_written() {
    let p = parse(KERNELS);
    let opts = mlir_execution_engine::Options { enable_object_dump: true, ..Default::default() };
    let e = mlir_execution_engine::ExecutionEngine::new(p.module, opts).expect("compiles");
    let path = std::env::temp_dir().join(format!("rmlir-jit-{}.o", std::process::id()));
    e.dump_to_object_file(path.to_str().unwrap()).expect("written");
    let bytes = std::fs::read(&path).unwrap();
    std::fs::remove_file(&path).ok();
    assert!(bytes.starts_with(b"\x7fELF") || bytes.starts_with(&[0xcf, 0xfa, 0xed, 0xfe]));
}
