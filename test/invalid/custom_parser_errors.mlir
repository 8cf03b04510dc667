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
