//! What the engine says about input it cannot run: errors naming the op
//! and location, missing symbols, bad libraries — never a panic.

mod common;
use common::*;
use mlir_execution_engine::{Error, ExecutionEngine, Options};

#[test]
fn an_unlowered_op_is_named_with_its_location() {
    let src = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";
    let err = engine_at(src, 2).err().expect("must fail");
    let text = err.to_string();
    assert!(text.contains("'func.func'"), "{text}");
    assert!(text.contains("loc("), "{text}");
    assert!(text.contains("not lowered to the llvm dialect"), "{text}");
    // Reported as upstream's translation reports it, at the op.
    let (at, msg) = err.diagnostic().expect("a diagnostic");
    assert_ne!(at, 0);
    assert!(msg.starts_with("cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface`"), "{msg}");
    assert!(msg.ends_with("for op: func.func"), "{msg}");
}

#[test]
fn an_op_inside_a_function_is_named_with_its_location() {
    let src = "llvm.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  llvm.return %0 : i32\n}\n";
    let text = engine_at(src, 2).err().expect("must fail").to_string();
    assert!(text.starts_with("cannot compile 'arith.addi' at loc("), "{text}");
    assert!(text.contains(":2:8)"), "{text}");
}

#[test]
fn an_intrinsic_without_lowering_is_an_error() {
    let src =
        "llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.intr.bitreverse(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}\n";
    let text = engine_at(src, 2).err().expect("must fail").to_string();
    assert!(text.contains("'llvm.intr.bitreverse'"), "{text}");
}

#[test]
fn unsupported_types_are_errors() {
    let src = "llvm.func @f(%a: i7) -> i7 {\n  llvm.return %a : i7\n}\n";
    let text = engine_at(src, 2).err().expect("must fail").to_string();
    assert!(text.contains("signature of @f"), "{text}");
    let src = "llvm.func @g(%a: vector<4xf32>) -> vector<4xf32> {\n  llvm.return %a : vector<4xf32>\n}\n";
    let text = engine_at(src, 2).err().expect("must fail").to_string();
    assert!(text.contains("vector<4xf32>"), "{text}");
}

#[test]
fn missing_symbols_are_reported_at_lookup() {
    let src = "llvm.func @nowhere_to_be_found_42(i32) -> i32\nllvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call @nowhere_to_be_found_42(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}\n";
    let mut e = engine(src);
    match e.lookup("f") {
        Err(Error::MissingSymbols(names)) => assert_eq!(names, vec!["nowhere_to_be_found_42".to_string()]),
        other => panic!("expected missing symbols, got {:?}", other.map(|p| p.is_some())),
    }
}

extern "C" fn triple(x: i32) -> i32 {
    3 * x
}

#[test]
fn registered_symbols_resolve_imports() {
    let src = "llvm.func @triple_it(i32) -> i32\nllvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.call @triple_it(%a) : (i32) -> i32\n  llvm.return %0 : i32\n}\n";
    let mut e = engine(src);
    e.register_symbol("triple_it", triple as *const () as usize);
    let (mut a, mut r) = (14i32, 0i32);
    invoke(&mut e, "f", &mut [arg(&mut a), arg(&mut r)]);
    assert_eq!(r, 42);
}

#[test]
fn a_missing_shared_library_is_an_error() {
    let p = parse("llvm.func @f() {\n  llvm.return\n}\n");
    let opts = Options { shared_libs: vec!["/nonexistent/libnothing.so".into()], ..Options::default() };
    let text = ExecutionEngine::new(p.module, opts).err().expect("must fail").to_string();
    assert!(text.contains("/nonexistent/libnothing.so"), "{text}");
}

#[test]
fn object_dump_needs_the_option() {
    let e = engine("llvm.func @f() {\n  llvm.return\n}\n");
    let text = e.dump_to_object_file("/tmp/never.o").expect_err("must fail").to_string();
    assert!(text.contains("object cache is disabled"), "{text}");
}
