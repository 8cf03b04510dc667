// The full lowering through convert-to-llvm (every dialect's ConvertToLlvmInterface) and reconcile-unrealized-casts: no cast survives.
// RUN: %rmlir-opt %s --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

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
// CHECK-NEXT:   llvm.func @dyn(%arg0: i64, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %2 = llvm.mul %0, %arg0 : i64
// CHECK-NEXT:     %3 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %4 = llvm.getelementptr %3[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %5 = llvm.ptrtoint %4 : !llvm.ptr to i64
// CHECK-NEXT:     %6 = llvm.call @malloc(%5) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %12 = llvm.insertvalue %arg0, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %0, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %0, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.insertvalue %1, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %17 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %18 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %19 = llvm.mul %16, %18 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %20 = llvm.add %19, %16 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %21 = llvm.getelementptr inbounds|nuw %17[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %arg1, %21 : f32, !llvm.ptr
// CHECK-NEXT:     %22 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %23 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %24 = llvm.mul %16, %23 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %25 = llvm.add %24, %16 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %26 = llvm.getelementptr inbounds|nuw %22[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %27 = llvm.load %26 : !llvm.ptr -> f32
// CHECK-NEXT:     %28 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     llvm.call @free(%28) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %29 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %30 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %31 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %32 = llvm.getelementptr %31[%29] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %33 = llvm.ptrtoint %32 : !llvm.ptr to i64
// CHECK-NEXT:     %34 = llvm.call @malloc(%33) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %35 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %38 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %40 = llvm.insertvalue %29, %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %41 = llvm.insertvalue %30, %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %42 = llvm.extractvalue %41[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.call @free(%42) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return %27 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f64 {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %8 = llvm.mlir.constant(0.000000e+00 : f64) : f64
// CHECK-NEXT:     llvm.br ^bb1(%6, %8 : i64, f64)
// CHECK-NEXT:   ^bb1(%9: i64, %10: f64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %11 = llvm.icmp "slt" %9, %arg5 : i64
// CHECK-NEXT:     llvm.cond_br %11, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %13 = llvm.getelementptr inbounds|nuw %12[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     %14 = llvm.load %13 : !llvm.ptr -> f64
// CHECK-NEXT:     %15 = llvm.fadd %10, %14 : f64
// CHECK-NEXT:     %16 = llvm.add %9, %7 : i64
// CHECK-NEXT:     llvm.br ^bb1(%16, %15 : i64, f64)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     llvm.return %10 : f64
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
