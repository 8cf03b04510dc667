// RUN: not %rmlir-opt %s --split-input-file 2>&1 | FileCheck %s

// Custom-parser diagnostics as upstream's: operand/type count mismatches,
// function types, dynamic index lists, strided layout ranks, region edges.
func.func @f(%a: i32) {
  cf.br ^bb1(%a, %a : i32)
^bb1(%x: i32, %y: i32):
  return
}
// -----
func.func @g(%a: i32, %c: i1) {
  cf.switch %a : i32, [
    default: ^bb1(%a, %a : i32)
  ]
^bb1(%x: i32, %y: i32):
  return
}
// -----
func.func @h(%a: f32) {
  %0 = llvm.intr.maxnum(%a, %a, %a) : (f32, f32) -> f32
  return
}
// -----
func.func @i(%t: tensor<4xf32>, %n: index) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}
// -----
llvm.func @j(%p: !llvm.ptr, %n: i32) {
  %3 = llvm.getelementptr %p[-1] : !llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
// -----
func.func @l(%m: memref<?x2x4xf32, strided<[4, 1], offset: ?>>) {
  return
}
// -----
func.func @m(%x: f32) -> f64 {
  %r = memref.alloca_scope -> (f64) {
    memref.alloca_scope.return %x : f32
  }
  return %r : f64
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.atomicrmw foo %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.atomicrmw add %p, %v bogus : !llvm.ptr, i32
  llvm.return
}
// -----
func.func @g(%a: f32) {
  %0 = arith.truncf %a to_nearest_bogus : f32 to f16
  return
}
// -----
func.func @g(%a: i32) {
  %0 = arith.cmpi bogus, %a, %a : i32
  return
}
// -----
llvm.func @g(%n: i64) {
  %a = llvm.alloca %n x i32 : i64 -> !llvm.ptr
  llvm.return
}
// -----
llvm.func @h(%n: i64) {
  %a = llvm.alloca %n x i32 {alignment = "x"} : (i64) -> !llvm.ptr
  llvm.return
}

// CHECK: custom_parser_errors.mlir:6:14: error: custom op 'cf.br' number of operands and types do not match: got 2 operands and 1 types
// CHECK-NEXT:   cf.br ^bb1(%a, %a : i32)
// CHECK-NEXT:              ^
// CHECK-NEXT: custom_parser_errors.mlir:13:5: error: custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types
// CHECK-NEXT:     default: ^bb1(%a, %a : i32)
// CHECK-NEXT:     ^
// CHECK-NEXT: custom_parser_errors.mlir:20:25: error: custom op 'llvm.intr.maxnum' number of operands and types do not match: got 3 operands and 2 types
// CHECK-NEXT:   %0 = llvm.intr.maxnum(%a, %a, %a) : (f32, f32) -> f32
// CHECK-NEXT:                         ^
// CHECK-NEXT: custom_parser_errors.mlir:25:32: error: custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types
// CHECK-NEXT:   %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:                                ^
// CHECK-NEXT: custom_parser_errors.mlir:31:36: error: custom op 'llvm.getelementptr' invalid kind of type specified: expected builtin.function, but found '!llvm.ptr'
// CHECK-NEXT:   %3 = llvm.getelementptr %p[-1] : !llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:                                    ^
// CHECK-NEXT: custom_parser_errors.mlir:35:18: error: expected the number of strides to match the rank
// CHECK-NEXT: func.func @l(%m: memref<?x2x4xf32, strided<[4, 1], offset: ?>>) {
// CHECK-NEXT:                  ^
// CHECK-NEXT: custom_parser_errors.mlir:40:8: error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'f32' should match successor input type #0 'f64'
// CHECK-NEXT:   %r = memref.alloca_scope -> (f64) {
// CHECK-NEXT:        ^
// CHECK-NEXT: custom_parser_errors.mlir:40:8: note: see current operation: 
// CHECK-NEXT: %0 = "memref.alloca_scope"() ({
// CHECK-NEXT:   "memref.alloca_scope.return"(%arg0) : (f32) -> ()
// CHECK-NEXT: }) : () -> f64
// CHECK-NEXT: custom_parser_errors.mlir:41:5: note: region branch point
// CHECK-NEXT:     memref.alloca_scope.return %x : f32
// CHECK-NEXT:     ^
// CHECK-NEXT: custom_parser_errors.mlir:47:23: error: custom op 'llvm.atomicrmw' expected string or keyword containing one of the following enum values for attribute 'bin_op' [xchg, add, sub, _and, nand, _or, _xor, max, min, umax, umin, fadd, fsub, fmax, fmin, uinc_wrap, udec_wrap, usub_cond, usub_sat, fmaximum, fminimum]
// CHECK-NEXT:   %0 = llvm.atomicrmw foo %p, %v monotonic : !llvm.ptr, i32
// CHECK-NEXT:                       ^
// CHECK-NEXT: custom_parser_errors.mlir:52:34: error: custom op 'llvm.atomicrmw' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]
// CHECK-NEXT:   %0 = llvm.atomicrmw add %p, %v bogus : !llvm.ptr, i32
// CHECK-NEXT:                                  ^
// CHECK-NEXT: custom_parser_errors.mlir:57:23: error: expected ':'
// CHECK-NEXT:   %0 = arith.truncf %a to_nearest_bogus : f32 to f16
// CHECK-NEXT:                       ^
// CHECK-NEXT: custom_parser_errors.mlir:62:19: error: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]
// CHECK-NEXT:   %0 = arith.cmpi bogus, %a, %a : i32
// CHECK-NEXT:                   ^
// CHECK-NEXT: custom_parser_errors.mlir:67:31: error: custom op 'llvm.alloca' expected trailing function type with one argument and one result
// CHECK-NEXT:   %a = llvm.alloca %n x i32 : i64 -> !llvm.ptr
// CHECK-NEXT:                               ^
// CHECK-NEXT: custom_parser_errors.mlir:72:8: error: custom op 'llvm.alloca' expected integer alignment
// CHECK-NEXT:   %a = llvm.alloca %n x i32 {alignment = "x"} : (i64) -> !llvm.ptr
// CHECK-NEXT:        ^
