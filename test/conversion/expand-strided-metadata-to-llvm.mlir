// Static subviews lowered all the way: expand-strided-metadata, then convert-to-llvm and reconcile-unrealized-casts.
// RUN: %rmlir-opt %s --expand-strided-metadata --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

func.func @a(%m: memref<8x16xf32>) -> f32 {
  %s = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 34>>
  %c1 = arith.constant 1 : index
  %v = memref.load %s[%c1, %c1] : memref<4x4xf32, strided<[16, 1], offset: 34>>
  %r = memref.subview %m[3, 0] [1, 8] [1, 2] : memref<8x16xf32> to memref<8xf32, strided<[2], offset: 48>>
  %w = memref.load %r[%c1] : memref<8xf32, strided<[2], offset: 48>>
  %x = arith.addf %v, %w : f32
  return %x : f32
}

// CHECK:      module {
// CHECK-NEXT:   llvm.func @a(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> f32 {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %12 = llvm.insertvalue %9, %11[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %13 = llvm.insertvalue %10, %12[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %16 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %17 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %18 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %19 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %20 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %22 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %23 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %24 = llvm.insertvalue %22, %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %25 = llvm.insertvalue %23, %24[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %26 = llvm.mlir.constant(34 : index) : i64
// CHECK-NEXT:     %27 = llvm.insertvalue %26, %25[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %28 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %29 = llvm.insertvalue %28, %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %30 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %31 = llvm.insertvalue %30, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %32 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:     %33 = llvm.insertvalue %32, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %34 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %35 = llvm.insertvalue %34, %33[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %36 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %37 = llvm.mlir.constant(34 : index) : i64
// CHECK-NEXT:     %38 = llvm.getelementptr %36[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %39 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %40 = llvm.mul %8, %39 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %41 = llvm.add %40, %8 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %42 = llvm.getelementptr inbounds|nuw %38[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %43 = llvm.load %42 : !llvm.ptr -> f32
// CHECK-NEXT:     %44 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %45 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %46 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %47 = llvm.insertvalue %44, %46[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %48 = llvm.insertvalue %45, %47[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %49 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %50 = llvm.insertvalue %49, %48[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %51 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %52 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %53 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %54 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %55 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %56 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %57 = llvm.extractvalue %50[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %58 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:     %59 = llvm.insertvalue %57, %56[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %60 = llvm.insertvalue %58, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %61 = llvm.mlir.constant(48 : index) : i64
// CHECK-NEXT:     %62 = llvm.insertvalue %61, %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %63 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %64 = llvm.insertvalue %63, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %65 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %66 = llvm.insertvalue %65, %64[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %67 = llvm.extractvalue %66[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %68 = llvm.mlir.constant(48 : index) : i64
// CHECK-NEXT:     %69 = llvm.getelementptr %67[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %70 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %71 = llvm.mul %8, %70 overflow<nsw, nuw> : i64
// CHECK-NEXT:     %72 = llvm.getelementptr inbounds|nuw %69[%71] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %73 = llvm.load %72 : !llvm.ptr -> f32
// CHECK-NEXT:     %74 = llvm.fadd %43, %73 : f32
// CHECK-NEXT:     llvm.return %74 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
