//! The JIT on scalar llvm-dialect functions: arithmetic, comparisons,
//! casts, branches with block arguments, switch, calls, globals, structs.

mod common;
use common::*;

const SCALARS: &str = r#"
llvm.func @sqrt(f64) -> f64
llvm.func @add(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  llvm.return %0 : i32
}
llvm.func @fact(%n: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%n, %one : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = llvm.icmp "sle" %i, %one : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %m = llvm.mul %acc, %i : i64
  %j = llvm.sub %i, %one : i64
  llvm.br ^loop(%j, %m : i64, i64)
^exit:
  llvm.return %acc : i64
}
llvm.func @clamp(%x: f64, %lo: f64, %hi: f64) -> f64 {
  %a = llvm.fcmp "olt" %x, %lo : f64
  %b = llvm.select %a, %lo, %x : i1, f64
  %c = llvm.fcmp "ogt" %b, %hi : f64
  %d = llvm.select %c, %hi, %b : i1, f64
  llvm.return %d : f64
}
llvm.func @casts(%x: i32) -> f64 {
  %a = llvm.sext %x : i32 to i64
  %b = llvm.trunc %a : i64 to i8
  %c = llvm.zext %b : i8 to i32
  %d = llvm.sitofp %a : i64 to f64
  %e = llvm.uitofp %c : i32 to f32
  %f = llvm.fpext %e : f32 to f64
  %g = llvm.fadd %d, %f : f64
  %h = llvm.fptosi %g : f64 to i64
  %i = llvm.bitcast %h : i64 to f64
  %j = llvm.bitcast %i : f64 to i64
  %k = llvm.sitofp %j : i64 to f64
  llvm.return %k : f64
}
llvm.func @bools(%x: i32) -> i64 {
  %z = llvm.mlir.constant(0 : i32) : i32
  %neg = llvm.icmp "slt" %x, %z : i32
  %s = llvm.sext %neg : i1 to i64
  %u = llvm.zext %neg : i1 to i64
  %t = llvm.mlir.constant(true) : i1
  %n = llvm.xor %neg, %t : i1
  %nz = llvm.zext %n : i1 to i64
  %sum = llvm.add %s, %u : i64
  %ten = llvm.mlir.constant(10 : i64) : i64
  %w = llvm.mul %nz, %ten : i64
  %r = llvm.add %sum, %w : i64
  llvm.return %r : i64
}
llvm.func @pick(%x: i32) -> i32 {
  llvm.switch %x : i32, ^default [
    1: ^one,
    -7: ^arg(%x : i32)
  ]
^default:
  %d = llvm.mlir.constant(100 : i32) : i32
  llvm.return %d : i32
^one:
  %o = llvm.mlir.constant(11 : i32) : i32
  llvm.return %o : i32
^arg(%v: i32):
  %m = llvm.mul %v, %v : i32
  llvm.return %m : i32
}
llvm.func @hyp(%x: f64, %y: f64) -> f64 {
  %a = llvm.fmul %x, %x : f64
  %b = llvm.fmul %y, %y : f64
  %c = llvm.fadd %a, %b : f64
  %r = llvm.call @sqrt(%c) : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @intrinsics(%x: f64) -> f64 {
  %a = llvm.intr.fabs(%x) : (f64) -> f64
  %b = llvm.intr.ceil(%a) : (f64) -> f64
  %c = llvm.intr.pow(%b, %b) : (f64, f64) -> f64
  %d = llvm.intr.fma(%c, %b, %a) : (f64, f64, f64) -> f64
  %e = llvm.intr.cos(%x) : (f64) -> f64
  %f = llvm.fadd %d, %e : f64
  llvm.return %f : f64
}
llvm.mlir.global internal @counter(5 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global private constant @primes(dense<[2, 3, 5, 7]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
llvm.func @tick() -> i64 {
  %p = llvm.mlir.addressof @counter : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %w = llvm.add %v, %one : i64
  llvm.store %w, %p : i64, !llvm.ptr
  llvm.return %w : i64
}
llvm.func @prime(%i: i64) -> i32 {
  %p = llvm.mlir.addressof @primes : !llvm.ptr
  %q = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %v = llvm.load %q : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @pair(%a: i32, %b: f64) -> !llvm.struct<(i32, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %1 = llvm.insertvalue %a, %0[0] : !llvm.struct<(i32, f64)>
  %2 = llvm.insertvalue %b, %1[1] : !llvm.struct<(i32, f64)>
  llvm.return %2 : !llvm.struct<(i32, f64)>
}
llvm.func @through_memory(%a: i32, %b: f64) -> f64 {
  %s = llvm.call @pair(%a, %b) : (i32, f64) -> !llvm.struct<(i32, f64)>
  %n = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %n x !llvm.struct<(i32, f64)> : (i64) -> !llvm.ptr
  llvm.store %s, %p : !llvm.struct<(i32, f64)>, !llvm.ptr
  %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %v = llvm.load %q : !llvm.ptr -> f64
  %r = llvm.getelementptr %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %w = llvm.load %r : !llvm.ptr -> i32
  %x = llvm.sitofp %w : i32 to f64
  %y = llvm.fadd %v, %x : f64
  llvm.return %y : f64
}
"#;

fn call_i32(e: &mut mlir_execution_engine::ExecutionEngine, name: &str, mut x: i32) -> i32 {
    let mut r = 0i32;
    invoke(e, name, &mut [arg(&mut x), arg(&mut r)]);
    r
}

#[test]
fn integer_arithmetic_and_loops_with_block_arguments() {
    for level in [0, 2] {
        let mut e = engine_at(SCALARS, level).expect("compiles");
        let (mut a, mut b, mut r) = (40i32, 2i32, 0i32);
        invoke(&mut e, "add", &mut [arg(&mut a), arg(&mut b), arg(&mut r)]);
        assert_eq!(r, 42);
        let (mut n, mut f) = (10i64, 0i64);
        invoke(&mut e, "fact", &mut [arg(&mut n), arg(&mut f)]);
        assert_eq!(f, 3_628_800);
    }
}

#[test]
fn comparisons_select_and_casts() {
    let mut e = engine(SCALARS);
    for (x, want) in [(-1.0f64, 0.0), (0.5, 0.5), (3.0, 1.0)] {
        let (mut x, mut lo, mut hi, mut r) = (x, 0.0f64, 1.0f64, 0.0f64);
        invoke(&mut e, "clamp", &mut [arg(&mut x), arg(&mut lo), arg(&mut hi), arg(&mut r)]);
        assert_eq!(r, want);
    }
    let (mut x, mut r) = (-3i32, 0.0f64);
    invoke(&mut e, "casts", &mut [arg(&mut x), arg(&mut r)]);
    // sext -3 = -3; trunc to i8 = 0xfd; zext = 253; -3.0 + 253.0 = 250.
    assert_eq!(r, 250.0);
    for (x, want) in [(-5i32, -1i64 + 1), (5, 10)] {
        let (mut x, mut r) = (x, 0i64);
        invoke(&mut e, "bools", &mut [arg(&mut x), arg(&mut r)]);
        assert_eq!(r, want, "bools({x})");
    }
}

#[test]
fn switch_reaches_cases_default_and_block_arguments() {
    let mut e = engine(SCALARS);
    assert_eq!(call_i32(&mut e, "pick", 1), 11);
    assert_eq!(call_i32(&mut e, "pick", -7), 49);
    assert_eq!(call_i32(&mut e, "pick", 3), 100);
}

#[test]
fn calls_reach_c_symbols_and_math_intrinsics() {
    let mut e = engine(SCALARS);
    let (mut x, mut y, mut r) = (3.0f64, 4.0f64, 0.0f64);
    invoke(&mut e, "hyp", &mut [arg(&mut x), arg(&mut y), arg(&mut r)]);
    assert_eq!(r, 5.0);
    let (mut x, mut r) = (-1.5f64, 0.0f64);
    invoke(&mut e, "intrinsics", &mut [arg(&mut x), arg(&mut r)]);
    // |x| = 1.5, ceil = 2, pow = 4, fma(4, 2, 1.5) = 9.5, + cos(-1.5).
    assert!((r - (9.5 + (-1.5f64).cos())).abs() < 1e-12, "{r}");
}

#[test]
fn globals_are_initialized_and_mutable() {
    let mut e = engine(SCALARS);
    let mut r = 0i64;
    invoke(&mut e, "tick", &mut [arg(&mut r)]);
    invoke(&mut e, "tick", &mut [arg(&mut r)]);
    assert_eq!(r, 7);
    let (mut i, mut p) = (3i64, 0i32);
    invoke(&mut e, "prime", &mut [arg(&mut i), arg(&mut p)]);
    assert_eq!(p, 7);
}

#[test]
fn structs_pass_through_calls_memory_and_packed_results() {
    let mut e = engine(SCALARS);
    let (mut a, mut b, mut r) = (2i32, 0.25f64, 0.0f64);
    invoke(&mut e, "through_memory", &mut [arg(&mut a), arg(&mut b), arg(&mut r)]);
    assert_eq!(r, 2.25);
    #[repr(C)]
    struct Pair {
        a: i32,
        b: f64,
    }
    let mut out = Pair { a: 0, b: 0.0 };
    let (mut a, mut b) = (9i32, 1.5f64);
    invoke(&mut e, "pair", &mut [arg(&mut a), arg(&mut b), arg(&mut out)]);
    assert_eq!((out.a, out.b), (9, 1.5));
}

#[test]
fn lookup_finds_definitions_and_wrappers_only() {
    let mut e = engine(SCALARS);
    assert!(e.lookup("add").unwrap().is_some());
    assert!(e.lookup_packed("add").unwrap().is_some());
    assert!(e.lookup("sqrt").unwrap().is_none());
    assert!(e.lookup("nothing").unwrap().is_none());
}

#[test]
fn minnum_and_maxnum_skip_a_nan_operand_minimum_propagates_it() {
    let src = r#"
llvm.func @f(%x: f64, %y: f64, %out: !llvm.ptr) {
  %a = llvm.intr.minnum(%x, %y) : (f64, f64) -> f64
  %b = llvm.intr.maxnum(%x, %y) : (f64, f64) -> f64
  %c = llvm.intr.minimum(%x, %y) : (f64, f64) -> f64
  %p1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, f64
  %p2 = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, f64
  llvm.store %a, %out : f64, !llvm.ptr
  llvm.store %b, %p1 : f64, !llvm.ptr
  llvm.store %c, %p2 : f64, !llvm.ptr
  llvm.return
}
"#;
    let mut e = engine(src);
    let mut run = |mut x: f64, mut y: f64| {
        let mut out = [0f64; 3];
        let mut p = out.as_mut_ptr();
        invoke(&mut e, "f", &mut [arg(&mut x), arg(&mut y), arg(&mut p)]);
        out
    };
    assert_eq!(run(1.0, 2.0), [1.0, 2.0, 1.0]);
    let r = run(f64::NAN, 2.0);
    assert_eq!(r[..2], [2.0, 2.0]);
    assert!(r[2].is_nan());
    let r = run(-3.0, f64::NAN);
    assert_eq!(r[..2], [-3.0, -3.0]);
    assert!(r[2].is_nan());
    assert!(run(f64::NAN, f64::NAN)[0].is_nan());
}
