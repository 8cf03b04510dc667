// convert-func-to-llvm on memref signatures: arguments spread into descriptor fields and packed back for unconverted uses, calls unpack descriptors, results packed.
// RUN: %rmlir-opt %s --convert-func-to-llvm | FileCheck %s

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
// CHECK-NEXT:   llvm.func @dyn(%arg0: i64, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT:     %alloc = memref.alloc(%0) : memref<?x4xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg1, %alloc[%c1, %c1] : memref<?x4xf32>
// CHECK-NEXT:     %1 = memref.load %alloc[%c1, %c1] : memref<?x4xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<8xi64>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<8xi64>
// CHECK-NEXT:     llvm.return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f64 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg5 : i64 to index
// CHECK-NEXT:     %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg1, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg2, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg3, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg4, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf64>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:     %8 = scf.for %arg6 = %c0 to %0 step %c1 iter_args(%arg7 = %cst) -> (f64) {
// CHECK-NEXT:       %9 = memref.load %7[%arg6] : memref<?xf64>
// CHECK-NEXT:       %10 = arith.addf %arg7, %9 : f64
// CHECK-NEXT:       scf.yield %10 : f64
// CHECK-NEXT:     }
// CHECK-NEXT:     llvm.return %8 : f64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @pass(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %12 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %14 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.call @id(%8, %9, %10, %11, %12, %13, %14) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     llvm.return %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @id(!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {sym_visibility = "private"}
// CHECK-NEXT: }
