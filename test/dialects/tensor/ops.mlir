// RUN: %rmlir-opt %s  | FileCheck %s

func.func @t(%t: tensor<?x4xf32>, %n: index, %f: f32, %i: i32) -> tensor<?x4xf32> {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %c = tensor.cast %t : tensor<?x4xf32> to tensor<2x4xf32>
  %u = tensor.cast %t : tensor<?x4xf32> to tensor<*xf32>
  %d = tensor.dim %t, %n : tensor<?x4xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %x = tensor.extract %t[%n, %n] : tensor<?x4xf32>
  %y = tensor.insert %f into %e[%n, %d] : tensor<?x4xf32>
  %z = tensor.from_elements %f, %x : tensor<2xf32>
  %s = tensor.splat %f[%n] : tensor<?x4xf32>
  %b = tensor.bitcast %z : tensor<2xf32> to tensor<2xi32>
  %k = tensor.concat dim(0) %t, %c : (tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>
  %g = tensor.generate %n {
  ^bb0(%a: index, %q: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32>
  return %y : tensor<?x4xf32>
}

func.func @slices(%t: tensor<8x16xf32>, %o: index) -> tensor<8x16xf32> {
  %0 = tensor.extract_slice %t[%o, 0] [4, 4] [1, 2] : tensor<8x16xf32> to tensor<4x4xf32>
  %1 = tensor.insert_slice %0 into %t[4, %o] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  return %1 : tensor<8x16xf32>
}

func.func @pad(%t: tensor<4x4xf32>, %p: f32, %n: index) -> tensor<?x8xf32> {
  %0 = tensor.pad %t nofold low[%n, 2] high[1, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %p : f32
  } : tensor<4x4xf32> to tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @t(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: f32, %arg3: i32) -> tensor<?x4xf32> {
// CHECK-NEXT:     %0 = tensor.empty(%arg1) : tensor<?x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x4xf32> to tensor<2x4xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg0 : tensor<?x4xf32> to tensor<*xf32>
// CHECK-NEXT:     %dim = tensor.dim %arg0, %arg1 : tensor<?x4xf32>
// CHECK-NEXT:     %rank = tensor.rank %cast_0 : tensor<*xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<?x4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %0[%arg1, %dim] : tensor<?x4xf32>
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg2, %extracted : tensor<2xf32>
// CHECK-NEXT:     %splat = tensor.splat %arg2[%arg1] : tensor<?x4xf32>
// CHECK-NEXT:     %1 = tensor.bitcast %from_elements : tensor<2xf32> to tensor<2xi32>
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %cast : (tensor<?x4xf32>, tensor<2x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:     %generated = tensor.generate %arg1 {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<?x4xf32>
// CHECK-NEXT:     return %inserted : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slices(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<8x16xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [4, 4] [1, 2] : tensor<8x16xf32> to tensor<4x4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[4, %arg1] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pad(%arg0: tensor<4x4xf32>, %arg1: f32, %arg2: index) -> tensor<?x8xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 nofold low[%arg2, 2] high[1, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } : tensor<4x4xf32> to tensor<?x8xf32>
// CHECK-NEXT:     return %padded : tensor<?x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
