// The same through convert-to-llvm and reconcile-unrealized-casts (ub.poison becomes llvm.mlir.poison).
// RUN: %rmlir-opt %s --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s

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
// CHECK-NEXT:   llvm.func @c(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg19, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg20, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg21, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg22, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg23, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg14, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.insertvalue %arg15, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %arg16, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %arg17, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.insertvalue %arg18, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %arg7, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %arg8, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.insertvalue %arg9, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = llvm.insertvalue %arg10, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %17 = llvm.insertvalue %arg12, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %18 = llvm.insertvalue %arg11, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %19 = llvm.insertvalue %arg13, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %21 = llvm.insertvalue %arg0, %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %22 = llvm.insertvalue %arg1, %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %23 = llvm.insertvalue %arg2, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %24 = llvm.insertvalue %arg3, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %25 = llvm.insertvalue %arg5, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %26 = llvm.insertvalue %arg4, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %27 = llvm.insertvalue %arg6, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %28 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %29 = llvm.extractvalue %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %30 = llvm.mul %28, %29 : i64
// CHECK-NEXT:     %31 = llvm.extractvalue %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %32 = llvm.mul %30, %31 : i64
// CHECK-NEXT:     %33 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %34 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:     %35 = llvm.ptrtoint %34 : !llvm.ptr to i64
// CHECK-NEXT:     %36 = llvm.mul %32, %35 : i64
// CHECK-NEXT:     %37 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %38 = llvm.extractvalue %27[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %39 = llvm.getelementptr %37[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %40 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %41 = llvm.extractvalue %19[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %42 = llvm.getelementptr %40[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     "llvm.intr.memcpy"(%42, %39, %36) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %43 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     %44 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %45 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %46 = llvm.alloca %45 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %11, %46 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:     %47 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %48 = llvm.insertvalue %44, %47[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %49 = llvm.insertvalue %46, %48[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %50 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %51 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %52 = llvm.alloca %51 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %5, %52 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:     %53 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %54 = llvm.insertvalue %50, %53[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %55 = llvm.insertvalue %52, %54[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %56 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %57 = llvm.alloca %56 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %49, %57 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     %58 = llvm.alloca %56 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %55, %58 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     %59 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %60 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:     %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
// CHECK-NEXT:     llvm.call @memrefCopy(%61, %57, %58) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:     llvm.intr.stackrestore %43 : !llvm.ptr
// CHECK-NEXT:     %62 = llvm.mlir.poison : i32
// CHECK-NEXT:     %63 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %64 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %65 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %66 = llvm.getelementptr %65[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %67 = llvm.ptrtoint %66 : !llvm.ptr to i64
// CHECK-NEXT:     %68 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT:     %69 = llvm.add %67, %68 : i64
// CHECK-NEXT:     %70 = llvm.call @malloc(%69) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %71 = llvm.ptrtoint %70 : !llvm.ptr to i64
// CHECK-NEXT:     %72 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %73 = llvm.sub %68, %72 : i64
// CHECK-NEXT:     %74 = llvm.add %71, %73 : i64
// CHECK-NEXT:     %75 = llvm.urem %74, %68 : i64
// CHECK-NEXT:     %76 = llvm.sub %74, %75 : i64
// CHECK-NEXT:     %77 = llvm.inttoptr %76 : i64 to !llvm.ptr
// CHECK-NEXT:     %78 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %79 = llvm.insertvalue %70, %78[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %80 = llvm.insertvalue %77, %79[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %81 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %82 = llvm.insertvalue %81, %80[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %83 = llvm.insertvalue %63, %82[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %84 = llvm.insertvalue %64, %83[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @c2(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg12, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg11, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg13, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %12 = llvm.insertvalue %arg3, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %arg5, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %14 = llvm.insertvalue %arg4, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %15 = llvm.insertvalue %arg6, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %17 = llvm.extractvalue %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %18 = llvm.mul %16, %17 : i64
// CHECK-NEXT:     %19 = llvm.extractvalue %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %20 = llvm.mul %18, %19 : i64
// CHECK-NEXT:     %21 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %22 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:     %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
// CHECK-NEXT:     %24 = llvm.mul %20, %23 : i64
// CHECK-NEXT:     %25 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %26 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %27 = llvm.getelementptr %25[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %28 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %29 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %30 = llvm.getelementptr %28[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     "llvm.intr.memcpy"(%30, %27, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %31 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:     %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %33 = llvm.alloca %31 x f32 {alignment = 32 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT:     %34 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %35 = llvm.insertvalue %33, %34[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %36 = llvm.insertvalue %33, %35[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %37 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:     %38 = llvm.insertvalue %37, %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %39 = llvm.insertvalue %31, %38[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %40 = llvm.insertvalue %32, %39[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %41 = llvm.mlir.poison : i64
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
