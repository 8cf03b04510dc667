// convert-func-to-llvm: a func.constant becomes the function's address and
// a call_indirect an llvm.call through it; a function value that another
// dialect's op still carries is bridged by unrealized casts. Expected
// output checked against mlir-opt 22.
// RUN: %rmlir-opt %s --convert-func-to-llvm | FileCheck %s

// CHECK: llvm.func @decl(i32, f32) -> i32 attributes {sym_visibility = "private"}
func.func private @decl(i32, f32) -> i32

// CHECK-LABEL: llvm.func @indirect
// CHECK-NEXT: %0 = llvm.mlir.addressof @decl : !llvm.ptr
// CHECK-NEXT: %1 = llvm.call %0(%arg0, %arg1) : !llvm.ptr, (i32, f32) -> i32
// CHECK-NEXT: %2 = llvm.mlir.addressof @decl : !llvm.ptr
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.ptr to (i32, f32) -> i32
// CHECK-NEXT: %4 = scf.if %arg2 -> ((i32, f32) -> i32) {
// CHECK: %5 = builtin.unrealized_conversion_cast %4 : (i32, f32) -> i32 to !llvm.ptr
// CHECK-NEXT: %6 = llvm.call %5(%arg0, %arg1) : !llvm.ptr, (i32, f32) -> i32
func.func @indirect(%a: i32, %b: f32, %c: i1) -> (i32, i32) {
  %f = func.constant @decl : (i32, f32) -> i32
  %r = func.call_indirect %f(%a, %b) : (i32, f32) -> i32
  %g = func.constant @decl : (i32, f32) -> i32
  %h = scf.if %c -> ((i32, f32) -> i32) {
    %k = func.constant @decl : (i32, f32) -> i32
    scf.yield %k : (i32, f32) -> i32
  } else {
    scf.yield %g : (i32, f32) -> i32
  }
  %s = func.call_indirect %h(%a, %b) : (i32, f32) -> i32
  return %r, %s : i32, i32
}
