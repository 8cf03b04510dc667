// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | %rmlir-opt | FileCheck %s

func.func @m(%a: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>) -> (f32, f32, f32, f32) {
  %0 = math.fpowi %a, %i : f32, i32
  %1 = math.fpowi %v, %vi fastmath<fast> : vector<4xf32>, vector<4xi32>
  %2 = math.clampf %a to [%a, %a] : f32
  %3 = math.clampf %a to [%a, %a] fastmath<nnan> : f32
  %s, %c = math.sincos %a : f32
  %s2, %c2 = math.sincos %a fastmath<afn> : f32
  return %0, %2, %s, %c : f32, f32, f32, f32
}
func.func @u() {
  ub.unreachable
}
func.func @mr(%m: memref<4xf32>, %n: index, %t: tensor<4xf32>, %sh: tensor<1xindex>, %ms: memref<1xindex>) -> memref<?xf32> {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %2 = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>
  %3 = memref.realloc %m {alignment = 8 : i64} : memref<4xf32> to memref<16xf32>
  %4 = tensor.reshape %t(%sh) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf32>
  %5 = memref.reshape %m(%ms) : (memref<4xf32>, memref<1xindex>) -> memref<4xf32>
  return %2 : memref<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @m(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>, %arg3: vector<4xi32>) -> (f32, f32, f32, f32) {
// CHECK-NEXT:     %0 = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT:     %1 = math.fpowi %arg2, %arg3 fastmath<fast> : vector<4xf32>, vector<4xi32>
// CHECK-NEXT:     %2 = math.clampf %arg0 to [%arg0, %arg0] : f32
// CHECK-NEXT:     %3 = math.clampf %arg0 to [%arg0, %arg0] fastmath<nnan> : f32
// CHECK-NEXT:     %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT:     %sin_0, %cos_1 = math.sincos %arg0 fastmath<afn> : f32
// CHECK-NEXT:     return %0, %2, %sin, %cos : f32, f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @u() {
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mr(%arg0: memref<4xf32>, %arg1: index, %arg2: tensor<4xf32>, %arg3: tensor<1xindex>, %arg4: memref<1xindex>) -> memref<?xf32> {
// CHECK-NEXT:     %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT:     %0 = memref.realloc %arg0 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT:     %1 = memref.realloc %arg0(%arg1) : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     %2 = memref.realloc %arg0 {alignment = 8 : i64} : memref<4xf32> to memref<16xf32>
// CHECK-NEXT:     %reshape = tensor.reshape %arg2(%arg3) : (tensor<4xf32>, tensor<1xindex>) -> tensor<4xf32>
// CHECK-NEXT:     %reshape_0 = memref.reshape %arg0(%arg4) : (memref<4xf32>, memref<1xindex>) -> memref<4xf32>
// CHECK-NEXT:     return %1 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
