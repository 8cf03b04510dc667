// finalize-memref-to-llvm: memref.copy as a memcpy between contiguous memrefs and as a memrefCopy call otherwise, aligned alloc and alloca; ub.poison through convert-to-llvm.
// RUN: %rmlir-opt %s --finalize-memref-to-llvm | FileCheck %s

func.func @c(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %d: memref<?xf32, strided<[2]>>, %e: memref<?xf32, strided<[2]>>) {
  memref.copy %a, %b : memref<4x4xf32> to memref<4x4xf32>
  memref.copy %d, %e : memref<?xf32, strided<[2]>> to memref<?xf32, strided<[2]>>
  %p = ub.poison : i32
  %q = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  return
}
func.func @c2(%a: memref<?x4xf32>, %b: memref<?x4xf32>) {
  memref.copy %a, %b : memref<?x4xf32> to memref<?x4xf32>
  %q = memref.alloca() {alignment = 32 : i64} : memref<16xf32>
  %p = ub.poison : index
  return
}

// CHECK:      module {
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT:   func.func @c(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>, %arg2: memref<?xf32, strided<[2]>>, %arg3: memref<?xf32, strided<[2]>>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg3 : memref<?xf32, strided<[2]>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : memref<?xf32, strided<[2]>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg1 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %5 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.mul %4, %5 : i64
// CHECK-NEXT:     %7 = llvm.extractvalue %3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.mul %6, %7 : i64
// CHECK-NEXT:     %9 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %10 = llvm.getelementptr %9[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:     %11 = llvm.ptrtoint %10 : !llvm.ptr to i64
// CHECK-NEXT:     %12 = llvm.mul %8, %11 : i64
// CHECK-NEXT:     %13 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %14 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.getelementptr %13[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %16 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %17 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %18 = llvm.getelementptr %16[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     "llvm.intr.memcpy"(%18, %15, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %19 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     %20 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %22 = llvm.alloca %21 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %1, %22 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:     %23 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %24 = llvm.insertvalue %20, %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %25 = llvm.insertvalue %22, %24[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %28 = llvm.alloca %27 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %0, %28 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:     %29 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %30 = llvm.insertvalue %26, %29[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %31 = llvm.insertvalue %28, %30[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %33 = llvm.alloca %32 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %25, %33 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     %34 = llvm.alloca %32 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %31, %34 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     %35 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %36 = llvm.getelementptr %35[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:     %37 = llvm.ptrtoint %36 : !llvm.ptr to i64
// CHECK-NEXT:     llvm.call @memrefCopy(%37, %33, %34) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:     llvm.intr.stackrestore %19 : !llvm.ptr
// CHECK-NEXT:     %38 = ub.poison : i32
// CHECK-NEXT:     %39 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %40 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %41 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %42 = llvm.getelementptr %41[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %43 = llvm.ptrtoint %42 : !llvm.ptr to i64
// CHECK-NEXT:     %44 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT:     %45 = llvm.add %43, %44 : i64
// CHECK-NEXT:     %46 = llvm.call @malloc(%45) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
// CHECK-NEXT:     %48 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %49 = llvm.sub %44, %48 : i64
// CHECK-NEXT:     %50 = llvm.add %47, %49 : i64
// CHECK-NEXT:     %51 = llvm.urem %50, %44 : i64
// CHECK-NEXT:     %52 = llvm.sub %50, %51 : i64
// CHECK-NEXT:     %53 = llvm.inttoptr %52 : i64 to !llvm.ptr
// CHECK-NEXT:     %54 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %55 = llvm.insertvalue %46, %54[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %56 = llvm.insertvalue %53, %55[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %57 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %58 = llvm.insertvalue %57, %56[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %59 = llvm.insertvalue %39, %58[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %60 = llvm.insertvalue %40, %59[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c2(%arg0: memref<?x4xf32>, %arg1: memref<?x4xf32>) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %3 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.mul %2, %3 : i64
// CHECK-NEXT:     %5 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.mul %4, %5 : i64
// CHECK-NEXT:     %7 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %8 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:     %9 = llvm.ptrtoint %8 : !llvm.ptr to i64
// CHECK-NEXT:     %10 = llvm.mul %6, %9 : i64
// CHECK-NEXT:     %11 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %12 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.getelementptr %11[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %14 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = llvm.getelementptr %14[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     "llvm.intr.memcpy"(%16, %13, %10) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %17 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %18 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %19 = llvm.alloca %17 x f32 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %22 = llvm.insertvalue %19, %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %23 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %24 = llvm.insertvalue %23, %22[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %25 = llvm.insertvalue %17, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %26 = llvm.insertvalue %18, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %27 = ub.poison : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
