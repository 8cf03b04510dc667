// memref.cast to and from unranked memrefs: the descriptor goes to the stack behind a (rank, pointer) pair, and is loaded back.
// RUN: %rmlir-opt %s --finalize-memref-to-llvm | FileCheck %s

func.func @u(%a: memref<*xf32>, %b: memref<2x3xf32>) -> f32 {
  %r = memref.cast %a : memref<*xf32> to memref<2x3xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0, %c0] : memref<2x3xf32>
  %u = memref.cast %b : memref<2x3xf32> to memref<*xf32>
  call @take(%u) : (memref<*xf32>) -> ()
  return %v : f32
}
func.func private @take(memref<*xf32>)

// CHECK:      module {
// CHECK-NEXT:   func.func @u(%arg0: memref<*xf32>, %arg1: memref<2x3xf32>) -> f32 {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.load %2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %4 = builtin.unrealized_conversion_cast %c0 : index to i64
// CHECK-NEXT:     %5 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %7 = llvm.mul %4, %6 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %8 = llvm.add %7, %4 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %9 = llvm.getelementptr inbounds|nuw %5[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %10 = llvm.load %9 : !llvm.ptr -> f32
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %12 = llvm.alloca %11 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %0, %12 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:     %13 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %14 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %16 = llvm.insertvalue %12, %15[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT:     call @take(%17) : (memref<*xf32>) -> ()
// CHECK-NEXT:     return %10 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @take(memref<*xf32>)
// CHECK-NEXT: }
