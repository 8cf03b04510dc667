// convert-to-llvm at the edges: an unconvertible tensor signature stays func.func (and its return stays), address-space memrefs, unranked and complex arguments, a nested module, vector arithmetic and constants, an unknown op between converted ones, and cf.assert.
// RUN: %rmlir-opt %s --allow-unregistered-dialect --convert-to-llvm | FileCheck %s

func.func @t(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @u(%a: memref<4xf32, 1>, %i: index) -> f32 {
  %v = memref.load %a[%i] : memref<4xf32, 1>
  return %v : f32
}
func.func @v(%a: memref<*xf32>) {
  return
}
module @inner {
  func.func @w(%x: index) -> index {
    %c = arith.constant 1 : index
    %y = arith.addi %x, %c : index
    return %y : index
  }
}
func.func @x(%v: vector<4xf32>, %c: complex<f32>) -> vector<4xf32> {
  %r = arith.addf %v, %v : vector<4xf32>
  return %r : vector<4xf32>
}
func.func @y() {
  %b = arith.constant dense<[1, 2]> : vector<2xi32>
  %t = arith.constant dense<1.0> : tensor<2xf32>
  %z = "test.unknown"(%b) : (vector<2xi32>) -> i1
  cf.assert %z, "boom"
  return
}

// CHECK:      module {
// CHECK-NEXT:   llvm.func @abort()
// CHECK-NEXT:   llvm.func @puts(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-NEXT:   func.func @t(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     return %arg0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @u(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.getelementptr inbounds|nuw %6[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT:     %8 = llvm.load %7 : !llvm.ptr<1> -> f32
// CHECK-NEXT:     llvm.return %8 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @v(%arg0: i64, %arg1: !llvm.ptr) {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     llvm.func @w(%arg0: i64) -> i64 {
// CHECK-NEXT:       %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:       %1 = llvm.add %arg0, %0 : i64
// CHECK-NEXT:       llvm.return %1 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @x(%arg0: vector<4xf32>, %arg1: !llvm.struct<(f32, f32)>) -> vector<4xf32> {
// CHECK-NEXT:     %0 = llvm.fadd %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT:     llvm.return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @y() {
// CHECK-NEXT:     %0 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:     %1 = "test.unknown"(%0) : (vector<2xi32>) -> i1
// CHECK-NEXT:     llvm.cond_br %1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT:     llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.call @abort() : () -> ()
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT: }
