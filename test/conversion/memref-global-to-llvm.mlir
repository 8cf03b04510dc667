// memref.global and memref.get_global lower to llvm.mlir.global, addressof and a descriptor with the 0xdeadbeef allocated pointer, as upstream.
// RUN: %rmlir-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

memref.global "private" constant @table : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global @counter : memref<4xi64> = dense<0>
func.func @read(%i: index, %j: index) -> f32 {
  %g = memref.get_global @table : memref<2x2xf32>
  %v = memref.load %g[%i, %j] : memref<2x2xf32>
  %c = memref.get_global @counter : memref<4xi64>
  %x = memref.load %c[%i] : memref<4xi64>
  %y = arith.addi %x, %x : i64
  memref.store %y, %c[%i] : memref<4xi64>
  return %v : f32
}

// CHECK:      module {
// CHECK-NEXT:   llvm.mlir.global private constant @table(dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT:   llvm.mlir.global external @counter(dense<0> : tensor<4xi64>) {addr_space = 0 : i32} : !llvm.array<4 x i64>
// CHECK-NEXT:   llvm.func @read(%arg0: i64, %arg1: i64) -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %1 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %4 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
// CHECK-NEXT:     %7 = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT:     %8 = llvm.getelementptr %7[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x f32>>
// CHECK-NEXT:     %9 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:     %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
// CHECK-NEXT:     %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %8, %12[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = llvm.insertvalue %0, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %17 = llvm.insertvalue %1, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %19 = llvm.insertvalue %2, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %20 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %21 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %22 = llvm.mul %arg0, %21 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %23 = llvm.add %22, %arg1 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %24 = llvm.getelementptr inbounds|nuw %20[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %25 = llvm.load %24 : !llvm.ptr -> f32
// CHECK-NEXT:     %26 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %28 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %29 = llvm.getelementptr %28[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
// CHECK-NEXT:     %31 = llvm.mlir.addressof @counter : !llvm.ptr
// CHECK-NEXT:     %32 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i64>
// CHECK-NEXT:     %33 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT:     %34 = llvm.inttoptr %33 : i64 to !llvm.ptr
// CHECK-NEXT:     %35 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %38 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %40 = llvm.insertvalue %26, %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %41 = llvm.insertvalue %27, %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %42 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %43 = llvm.getelementptr inbounds|nuw %42[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     %44 = llvm.load %43 : !llvm.ptr -> i64
// CHECK-NEXT:     %45 = llvm.add %44, %44 : i64
// CHECK-NEXT:     %46 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %47 = llvm.getelementptr inbounds|nuw %46[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT:     llvm.store %45, %47 : i64, !llvm.ptr
// CHECK-NEXT:     llvm.return %25 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
