//! More of the llvm dialect through the JIT: global constructors and
//! `initialize`, indirect calls through `mlir.addressof`, variadic C calls,
//! memory intrinsics, unordered float compares, `frem`, pointer casts.

mod common;
use common::*;

const SRC: &str = r#"
llvm.mlir.global internal @ready(0 : i32) {addr_space = 0 : i32} : i32
llvm.func @init_ready() {
  %p = llvm.mlir.addressof @ready : !llvm.ptr
  %v = llvm.mlir.constant(99 : i32) : i32
  llvm.store %v, %p : i32, !llvm.ptr
  llvm.return
}
llvm.func @read_ready() -> i32 {
  %p = llvm.mlir.addressof @ready : !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @double(%x: i64) -> i64 {
  %r = llvm.add %x, %x : i64
  llvm.return %r : i64
}
llvm.func @apply(%x: i64) -> i64 {
  %f = llvm.mlir.addressof @double : !llvm.ptr
  %r = llvm.call %f(%x) : !llvm.ptr, (i64) -> i64
  llvm.return %r : i64
}
llvm.func @snprintf(!llvm.ptr, i64, !llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("<%d>\00") {addr_space = 0 : i32}
llvm.func @format(%buf: !llvm.ptr, %x: i32) -> i32 {
  %n = llvm.mlir.constant(16 : i64) : i64
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @snprintf(%buf, %n, %f, %x) vararg(!llvm.func<i32 (ptr, i64, ptr, ...)>) : (!llvm.ptr, i64, !llvm.ptr, i32) -> i32
  llvm.return %r : i32
}
llvm.func @copy(%dst: !llvm.ptr, %src: !llvm.ptr, %n: i64) {
  "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %z = llvm.mlir.constant(0 : i8) : i8
  %one = llvm.mlir.constant(1 : i64) : i64
  "llvm.intr.memset"(%src, %z, %one) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}
llvm.func @unordered(%x: f64) -> i32 {
  %u = llvm.fcmp "uno" %x, %x : f64
  %o = llvm.fcmp "oeq" %x, %x : f64
  %a = llvm.zext %u : i1 to i32
  %b = llvm.zext %o : i1 to i32
  %ten = llvm.mlir.constant(10 : i32) : i32
  %c = llvm.mul %b, %ten : i32
  %r = llvm.add %a, %c : i32
  llvm.return %r : i32
}
llvm.func @rem_and_casts(%x: f64, %y: f64, %p: !llvm.ptr) -> i64 {
  %r = llvm.frem %x, %y : f64
  %u = llvm.fptoui %r : f64 to i32
  %w = llvm.uitofp %u : i32 to f32
  %i = llvm.fptosi %w : f32 to i64
  %a = llvm.ptrtoint %p : !llvm.ptr to i64
  %q = llvm.inttoptr %a : i64 to !llvm.ptr
  %v = llvm.load %q : !llvm.ptr -> i64
  %s = llvm.add %i, %v : i64
  llvm.return %s : i64
}
"#;

#[test]
fn initialize_runs_global_constructors_once() {
    // rmlir's llvm dialect has no `llvm.mlir.global_ctors` op yet: the
    // constructor list is added to the module as read.
    let p = parse(SRC);
    let mut model = mlir_execution_engine::reader::read_module(p.module).expect("reads");
    model.ctors.push("init_ready".into());
    let mut e = mlir_execution_engine::ExecutionEngine::from_model(model, Default::default()).expect("compiles");
    let mut r = 0i32;
    invoke(&mut e, "read_ready", &mut [arg(&mut r)]);
    assert_eq!(r, 99);
    // Once: a second initialize does not run it again.
    let ready = e.lookup("ready").unwrap().expect("global") as *mut i32;
    // SAFETY: `ready` is the module's writable i32 global.
    unsafe { *ready = 0 };
    e.initialize().expect("again is fine");
    invoke(&mut e, "read_ready", &mut [arg(&mut r)]);
    assert_eq!(r, 0);
}

#[test]
fn indirect_calls_go_through_function_addresses() {
    let mut e = engine(SRC);
    let (mut x, mut r) = (21i64, 0i64);
    invoke(&mut e, "apply", &mut [arg(&mut x), arg(&mut r)]);
    assert_eq!(r, 42);
}

#[test]
fn variadic_c_functions_are_called_with_their_extra_arguments() {
    let mut e = engine(SRC);
    let mut buf = [0u8; 16];
    let (mut p, mut x, mut n) = (buf.as_mut_ptr(), -12i32, 0i32);
    invoke(&mut e, "format", &mut [arg(&mut p), arg(&mut x), arg(&mut n)]);
    assert_eq!(n, 5);
    assert_eq!(&buf[..6], b"<-12>\0");
}

#[test]
fn memory_intrinsics_copy_and_fill() {
    let mut e = engine(SRC);
    let mut src = [1u8, 2, 3, 4];
    let mut dst = [0u8; 4];
    let (mut d, mut s, mut n) = (dst.as_mut_ptr(), src.as_mut_ptr(), 4i64);
    invoke(&mut e, "copy", &mut [arg(&mut d), arg(&mut s), arg(&mut n)]);
    assert_eq!(dst, [1, 2, 3, 4]);
    assert_eq!(src, [0, 2, 3, 4]);
}

#[test]
fn unordered_compares_see_nan() {
    let mut e = engine(SRC);
    for (x, want) in [(f64::NAN, 1), (2.0, 10)] {
        let (mut x, mut r) = (x, 0i32);
        invoke(&mut e, "unordered", &mut [arg(&mut x), arg(&mut r)]);
        assert_eq!(r, want);
    }
}

#[test]
fn frem_and_pointer_round_trips() {
    let mut e = engine(SRC);
    let mut cell = 1000i64;
    let (mut x, mut y, mut p, mut r) = (17.5f64, 5.0f64, &mut cell as *mut i64, 0i64);
    invoke(&mut e, "rem_and_casts", &mut [arg(&mut x), arg(&mut y), arg(&mut p), arg(&mut r)]);
    // 17.5 mod 5 = 2.5 -> 2 -> 2.0 -> 2; + 1000.
    assert_eq!(r, 1002);
}
