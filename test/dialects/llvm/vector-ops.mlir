// llvm.extractelement, llvm.insertelement and llvm.shufflevector round-trip as upstream.
// RUN: %rmlir-opt %s  | FileCheck %s

llvm.func @f(%v: vector<4xf32>, %i: i32, %x: f32) -> vector<2xf32> {
  %e = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %w = llvm.insertelement %e, %v[%i : i32] : vector<4xf32>
  %s = llvm.shufflevector %w, %v [0, 3] : vector<4xf32> 
  llvm.return %s : vector<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @f(%arg0: vector<4xf32>, %arg1: i32, %arg2: f32) -> vector<2xf32> {
// CHECK-NEXT:     %0 = llvm.extractelement %arg0[%arg1 : i32] : vector<4xf32>
// CHECK-NEXT:     %1 = llvm.insertelement %0, %arg0[%arg1 : i32] : vector<4xf32>
// CHECK-NEXT:     %2 = llvm.shufflevector %1, %arg0 [0, 3] : vector<4xf32>{{ $}}
// CHECK-NEXT:     llvm.return %2 : vector<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<2xf32> (vector<4xf32>, i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: vector<4xf32>, %arg1: i32, %arg2: f32):
// GENERIC-NEXT:     %0 = "llvm.extractelement"(%arg0, %arg1) : (vector<4xf32>, i32) -> f32
// GENERIC-NEXT:     %1 = "llvm.insertelement"(%arg0, %0, %arg1) : (vector<4xf32>, f32, i32) -> vector<4xf32>
// GENERIC-NEXT:     %2 = "llvm.shufflevector"(%1, %arg0) <{mask = array<i32: 0, 3>}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
// GENERIC-NEXT:     "llvm.return"(%2) : (vector<2xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
