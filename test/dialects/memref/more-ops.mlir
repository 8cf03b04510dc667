// memref.reinterpret_cast/atomic_rmw/distinct_objects/prefetch/alloca_scope and
// tensor.gather/scatter, custom and generic form, as upstream prints them.
// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @m(%m: memref<4x8xf32>, %d: memref<?xf32>, %v: f32, %i: index, %t: tensor<4x5xf32>, %idx: tensor<2x1xindex>, %s: tensor<2x1x5xf32>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
  %1 = memref.reinterpret_cast %d to offset: [%i], sizes: [10, %i], strides: [%i, 1] : memref<?xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  %3 = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<4x8xf32>) -> f32
  %4:2 = memref.distinct_objects %m, %d : memref<4x8xf32>, memref<?xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4x8xf32>
  %5 = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    memref.alloca_scope.return
  }
  %g = tensor.gather %t[%idx] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
  %sc = tensor.scatter %s into %t[%idx] scatter_dims([0]) unique : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @m(%arg0: memref<4x8xf32>, %arg1: memref<?xf32>, %arg2: f32, %arg3: index, %arg4: tensor<4x5xf32>, %arg5: tensor<2x1xindex>, %arg6: tensor<2x1x5xf32>) {
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [32], strides: [1] : memref<4x8xf32> to memref<32xf32>
// CHECK-NEXT:     %reinterpret_cast_0 = memref.reinterpret_cast %arg1 to offset: [%arg3], sizes: [10, %arg3], strides: [%arg3, 1] : memref<?xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %0 = memref.atomic_rmw addf %arg2, %arg0[%arg3, %arg3] : (f32, memref<4x8xf32>) -> f32
// CHECK-NEXT:     %1:2 = memref.distinct_objects %arg0, %arg1 : memref<4x8xf32>, memref<?xf32>
// CHECK-NEXT:     memref.prefetch %arg0[%arg3, %arg3], read, locality<3>, data : memref<4x8xf32>
// CHECK-NEXT:     %2 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:       %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT:       memref.alloca_scope.return %arg2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:     }
// CHECK-NEXT:     %gather = tensor.gather %arg4[%arg5] gather_dims([0]) : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
// CHECK-NEXT:     %scatter = tensor.scatter %arg6 into %arg4[%arg5] scatter_dims([0]) unique : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x8xf32>, memref<?xf32>, f32, index, tensor<4x5xf32>, tensor<2x1xindex>, tensor<2x1x5xf32>) -> (), sym_name = "m"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<?xf32>, %arg2: f32, %arg3: index, %arg4: tensor<4x5xf32>, %arg5: tensor<2x1xindex>, %arg6: tensor<2x1x5xf32>):
// GENERIC-NEXT:     %0 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (memref<4x8xf32>) -> memref<32xf32>
// GENERIC-NEXT:     %1 = "memref.reinterpret_cast"(%arg1, %arg3, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 10, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<?xf32>, index, index, index) -> memref<10x?xf32, strided<[?, 1], offset: ?>>
// GENERIC-NEXT:     %2 = "memref.atomic_rmw"(%arg2, %arg0, %arg3, %arg3) <{kind = 0 : i64}> : (f32, memref<4x8xf32>, index, index) -> f32
// GENERIC-NEXT:     %3:2 = "memref.distinct_objects"(%arg0, %arg1) : (memref<4x8xf32>, memref<?xf32>) -> (memref<4x8xf32>, memref<?xf32>)
// GENERIC-NEXT:     "memref.prefetch"(%arg0, %arg3, %arg3) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4x8xf32>, index, index) -> ()
// GENERIC-NEXT:     %4 = "memref.alloca_scope"() ({
// GENERIC-NEXT:       %7 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
// GENERIC-NEXT:       "memref.alloca_scope.return"(%arg2) : (f32) -> ()
// GENERIC-NEXT:     }) : () -> f32
// GENERIC-NEXT:     "memref.alloca_scope"() ({
// GENERIC-NEXT:       "memref.alloca_scope.return"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     %5 = "tensor.gather"(%arg4, %arg5) <{gather_dims = array<i64: 0>}> : (tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<2x1x5xf32>
// GENERIC-NEXT:     %6 = "tensor.scatter"(%arg6, %arg4, %arg5) <{scatter_dims = array<i64: 0>, unique}> : (tensor<2x1x5xf32>, tensor<4x5xf32>, tensor<2x1xindex>) -> tensor<4x5xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
