// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | %rmlir-opt | FileCheck %s

// The load-time constructor and destructor lists (upstream's syntax).
// CHECK: llvm.mlir.global_ctors ctors = [@init, @init2], priorities = [1 : i32, 2 : i32], data = [#llvm.zero, #llvm.zero]
// CHECK: llvm.mlir.global_dtors dtors = [@init], priorities = [0 : i32], data = [#llvm.zero]
llvm.mlir.global_ctors ctors = [@init, @init2], priorities = [1 : i32, 2 : i32], data = [#llvm.zero, #llvm.zero]
llvm.mlir.global_dtors dtors = [@init], priorities = [0 : i32], data = [#llvm.zero]
llvm.func @init() {
  llvm.return
}
llvm.func @init2() {
  llvm.return
}
