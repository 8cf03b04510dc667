// finalize-memref-to-llvm: dynamic and static alloc/dealloc via malloc/free, strided load/store addressing.
// RUN: %rmlir-opt %s --finalize-memref-to-llvm | FileCheck %s

func.func @dyn(%n: index, %v: f32) -> f32 {
  %m = memref.alloc(%n) : memref<?x4xf32>
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1, %c1] : memref<?x4xf32>
  %r = memref.load %m[%c1, %c1] : memref<?x4xf32>
  memref.dealloc %m : memref<?x4xf32>
  %s = memref.alloc() : memref<8xi64>
  memref.dealloc %s : memref<8xi64>
  return %r : f32
}
func.func @sum(%a: memref<?xf64>, %n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %x = memref.load %a[%i] : memref<?xf64>
    %y = arith.addf %acc, %x : f64
    scf.yield %y : f64
  }
  return %r : f64
}
func.func @pass(%a: memref<2x3xi32>) -> memref<2x3xi32> {
  %r = call @id(%a) : (memref<2x3xi32>) -> memref<2x3xi32>
  return %r : memref<2x3xi32>
}
func.func private @id(memref<2x3xi32>) -> memref<2x3xi32>

// CHECK:      module {
// CHECK-NEXT:   llvm.func @free(!llvm.ptr)
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   func.func @dyn(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.mul %1, %0 : i64
// CHECK-NEXT:     %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:     %7 = llvm.call @malloc(%6) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %0, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %1, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.insertvalue %1, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = llvm.insertvalue %2, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT:     %18 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %19 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %20 = llvm.mul %17, %19 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %21 = llvm.add %20, %17 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %22 = llvm.getelementptr inbounds|nuw %18[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %arg1, %22 : f32, !llvm.ptr
// CHECK-NEXT:     %23 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %24 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %25 = llvm.mul %17, %24 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %26 = llvm.add %25, %17 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %27 = llvm.getelementptr inbounds|nuw %23[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %28 = llvm.load %27 : !llvm.ptr -> f32
// CHECK-NEXT:     %29 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     llvm.call @free(%29) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %30 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %31 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %32 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %33 = llvm.getelementptr %32[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT:     %35 = llvm.call @malloc(%34) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %36 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %38 = llvm.insertvalue %35, %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %39 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %41 = llvm.insertvalue %30, %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %42 = llvm.insertvalue %31, %41[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %43 = llvm.extractvalue %42[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.call @free(%43) : (!llvm.ptr) -> ()
// CHECK-NEXT:     return %28 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sum(%arg0: memref<?xf64>, %arg1: index) -> f64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst) -> (f64) {
// CHECK-NEXT:       %2 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:       %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:       %4 = llvm.getelementptr inbounds|nuw %3[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:       %5 = llvm.load %4 : !llvm.ptr -> f64
// CHECK-NEXT:       %6 = arith.addf %arg3, %5 : f64
// CHECK-NEXT:       scf.yield %6 : f64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pass(%arg0: memref<2x3xi32>) -> memref<2x3xi32> {
// CHECK-NEXT:     %0 = call @id(%arg0) : (memref<2x3xi32>) -> memref<2x3xi32>
// CHECK-NEXT:     return %0 : memref<2x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @id(memref<2x3xi32>) -> memref<2x3xi32>
// CHECK-NEXT: }
