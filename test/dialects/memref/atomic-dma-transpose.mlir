// memref.generic_atomic_rmw/atomic_yield, dma_start/dma_wait and transpose,
// custom and generic form, as upstream prints them.
// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %rmlir-opt %s --mlir-print-op-generic | %rmlir-opt | FileCheck %s

func.func @g(%m: memref<10xf32>, %i: index, %tag: memref<1xi32>, %dst: memref<10xf32, 1>, %n: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1.0 : f32
    %inc = arith.addf %cur, %c : f32
    memref.atomic_yield %inc : f32
  }
  memref.dma_start %m[%i], %dst[%i], %n, %tag[%i] : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  %t = memref.transpose %m (d0) -> (d0) : memref<10xf32> to memref<10xf32, strided<[1]>>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @g(%arg0: memref<10xf32>, %arg1: index, %arg2: memref<1xi32>, %arg3: memref<10xf32, 1>, %arg4: index) {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %1 = arith.addf %arg5, %cst : f32
// CHECK-NEXT: memref.atomic_yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.dma_start %arg0[%arg1], %arg3[%arg1], %arg4, %arg2[%arg1] : memref<10xf32>, memref<10xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg1], %arg4 : memref<1xi32>
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0) -> (d0) : memref<10xf32> to memref<10xf32, strided<[1]>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (memref<10xf32>, index, memref<1xi32>, memref<10xf32, 1>, index) -> (), sym_name = "g"}> ({
// GENERIC-NEXT: ^bb0(%arg0: memref<10xf32>, %arg1: index, %arg2: memref<1xi32>, %arg3: memref<10xf32, 1>, %arg4: index):
// GENERIC-NEXT: %0 = "memref.generic_atomic_rmw"(%arg0, %arg1) ({
// GENERIC-NEXT: ^bb0(%arg5: f32):
// GENERIC-NEXT: %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %3 = "arith.addf"(%arg5, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "memref.atomic_yield"(%3) : (f32) -> ()
// GENERIC-NEXT: }) : (memref<10xf32>, index) -> f32
// GENERIC-NEXT: "memref.dma_start"(%arg0, %arg1, %arg3, %arg1, %arg4, %arg2, %arg1) : (memref<10xf32>, index, memref<10xf32, 1>, index, index, memref<1xi32>, index) -> ()
// GENERIC-NEXT: "memref.dma_wait"(%arg2, %arg1, %arg4) : (memref<1xi32>, index, index) -> ()
// GENERIC-NEXT: %1 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<10xf32>) -> memref<10xf32, strided<[1]>>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
