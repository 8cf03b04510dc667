// finalize-memref-to-llvm on strided metadata: extract_strided_metadata, reinterpret_cast, loads through a static offset, dim, and a load folding away its memref.cast.
// RUN: %rmlir-opt %s --finalize-memref-to-llvm | FileCheck %s

module {
  func.func @sv(%arg0: memref<8x8xf32>, %arg1: index) -> f32 {
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x8xf32> -> memref<f32>, index, index, index, index, index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [20], sizes: [4, 4], strides: [8, 1] : memref<f32> to memref<4x4xf32, strided<[8, 1], offset: 20>>
    %0 = memref.load %reinterpret_cast[%c1, %arg1] : memref<4x4xf32, strided<[8, 1], offset: 20>>
    return %0 : f32
  }
}

func.func @g(%a: memref<?x8xf32>, %i: index) -> (index, index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<?x8xf32>
  %d1 = memref.dim %a, %c1 : memref<?x8xf32>
  %c = memref.cast %a : memref<?x8xf32> to memref<?x?xf32>
  %v = memref.load %c[%i, %i] : memref<?x?xf32>
  return %d0, %d1, %v : index, index, f32
}
func.func @h(%a: memref<4x4xf32, strided<[?, 1], offset: ?>>, %i: index) -> f32 {
  %v = memref.load %a[%i, %i] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %v : f32
}

// CHECK:      module {
// CHECK-NEXT:   module {
// CHECK-NEXT:     func.func @sv(%arg0: memref<8x8xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:       %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:       %1 = builtin.unrealized_conversion_cast %arg0 : memref<8x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %2 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT:       %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %5 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:       %6 = llvm.insertvalue %3, %5[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:       %7 = llvm.insertvalue %4, %6[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:       %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:       %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:       %10 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %11 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %12 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %13 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %14 = llvm.extractvalue %1[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %16 = llvm.extractvalue %9[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:       %17 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:       %18 = llvm.insertvalue %16, %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %19 = llvm.insertvalue %17, %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %20 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT:       %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %22 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:       %23 = llvm.insertvalue %22, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %24 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:       %25 = llvm.insertvalue %24, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %26 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:       %27 = llvm.insertvalue %26, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %28 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:       %29 = llvm.insertvalue %28, %27[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %30 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:       %31 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT:       %32 = llvm.getelementptr %30[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:       %33 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:       %34 = llvm.mul %2, %33 overflow<nsw, nuw> : i64
// CHECK-NEXT:       %35 = llvm.add %34, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:       %36 = llvm.getelementptr inbounds|nuw %32[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:       %37 = llvm.load %36 : !llvm.ptr -> f32
// CHECK-NEXT:       return %37 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<?x8xf32>, %arg1: index) -> (index, index, f32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %2 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT:     %4 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT:     %6 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %8 = llvm.mul %0, %7 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %9 = llvm.add %8, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %10 = llvm.getelementptr inbounds|nuw %6[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %11 = llvm.load %10 : !llvm.ptr -> f32
// CHECK-NEXT:     return %3, %5, %11 : index, index, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: memref<4x4xf32, strided<[?, 1], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32, strided<[?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.getelementptr %2[%3] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %5 = llvm.extractvalue %1[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.mul %0, %5 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %7 = llvm.add %6, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %8 = llvm.getelementptr inbounds|nuw %4[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %9 = llvm.load %8 : !llvm.ptr -> f32
// CHECK-NEXT:     return %9 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
