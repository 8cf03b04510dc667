// Kernels as a JIT user writes them, through the pipeline upstream's execution-engine tests use: C-interface wrappers for unranked and complex memref arguments, casts to and from unranked memrefs, calls into the runtime.
// RUN: %rmlir-opt %s --split-input-file --pass-pipeline='builtin.module(convert-complex-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)' | FileCheck %s

func.func @scale(%buf: memref<*xf64>, %k: f64) attributes { llvm.emit_c_interface } {
  %r = memref.cast %buf : memref<*xf64> to memref<3xf64>
  %c2 = arith.constant 2 : index
  %x = memref.load %r[%c2] : memref<3xf64>
  %y = arith.mulf %x, %k : f64
  memref.store %y, %r[%c2] : memref<3xf64>
  call @report(%buf) : (memref<*xf64>) -> ()
  return
}
func.func private @report(memref<*xf64>) attributes { llvm.emit_c_interface }
// -----
func.func @cmul(%a: memref<2xcomplex<f32>>, %b: memref<2xcomplex<f32>>) attributes { llvm.emit_c_interface } {
  %c1 = arith.constant 1 : index
  %x = memref.load %a[%c1] : memref<2xcomplex<f32>>
  %y = memref.load %b[%c1] : memref<2xcomplex<f32>>
  %z = complex.mul %x, %y : complex<f32>
  memref.store %z, %b[%c1] : memref<2xcomplex<f32>>
  return
}
// -----
func.func @fill(%out: memref<4xi32>, %v: i32) attributes { llvm.emit_c_interface } {
  %c3 = arith.constant 3 : index
  memref.store %v, %out[%c3] : memref<4xi32>
  %u = memref.cast %out : memref<4xi32> to memref<*xi32>
  call @show(%u) : (memref<*xi32>) -> ()
  %t = call @ticks() : () -> i64
  return
}
func.func private @show(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @ticks() -> i64 attributes { llvm.emit_c_interface }

// CHECK:      module {
// CHECK-NEXT:   llvm.func @scale(%arg0: i64, %arg1: !llvm.ptr, %arg2: f64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %4 = llvm.load %3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %6 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.getelementptr inbounds|nuw %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     %8 = llvm.load %7 : !llvm.ptr -> f64
// CHECK-NEXT:     %9 = llvm.fmul %8, %arg2 : f64
// CHECK-NEXT:     %10 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.getelementptr inbounds|nuw %10[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     llvm.store %9, %11 : f64, !llvm.ptr
// CHECK-NEXT:     %12 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %13 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.call @report(%12, %13) : (i64, !llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_scale(%arg0: !llvm.ptr, %arg1: f64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.call @scale(%1, %2, %arg1) : (i64, !llvm.ptr, f64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func private @report(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     llvm.call @_mlir_ciface_report(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_report(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: }
// CHECK: {{^}}// -----
// CHECK:      module {
// CHECK-NEXT:   llvm.func @cmul(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg7, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg8, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg9, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.insertvalue %arg4, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %13 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.getelementptr inbounds|nuw %13[%12] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %15 = llvm.load %14 : !llvm.ptr -> !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %16 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %17 = llvm.getelementptr inbounds|nuw %16[%12] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %18 = llvm.load %17 : !llvm.ptr -> !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %19 = llvm.extractvalue %15[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %20 = llvm.extractvalue %15[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %21 = llvm.extractvalue %18[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %22 = llvm.extractvalue %18[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %23 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %24 = llvm.fmul %22, %20 : f32
// CHECK-NEXT:     %25 = llvm.fmul %21, %19 : f32
// CHECK-NEXT:     %26 = llvm.fsub %25, %24 : f32
// CHECK-NEXT:     %27 = llvm.fmul %19, %22 : f32
// CHECK-NEXT:     %28 = llvm.fmul %20, %21 : f32
// CHECK-NEXT:     %29 = llvm.fadd %28, %27 : f32
// CHECK-NEXT:     %30 = llvm.insertvalue %26, %23[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %31 = llvm.insertvalue %29, %30[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %32 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %33 = llvm.getelementptr inbounds|nuw %32[%12] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-NEXT:     llvm.store %31, %33 : !llvm.struct<(f32, f32)>, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_cmul(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.call @cmul(%1, %2, %3, %4, %5, %7, %8, %9, %10, %11) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: {{^}}// -----
// CHECK:      module {
// CHECK-NEXT:   llvm.func @fill(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT:     %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.getelementptr inbounds|nuw %7[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:     llvm.store %arg5, %8 : i32, !llvm.ptr
// CHECK-NEXT:     %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %10 = llvm.alloca %9 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %5, %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %12 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %14 = llvm.insertvalue %10, %13[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %15 = llvm.extractvalue %14[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %16 = llvm.extractvalue %14[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.call @show(%15, %16) : (i64, !llvm.ptr) -> ()
// CHECK-NEXT:     %17 = llvm.call @ticks() : () -> i64
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_fill(%arg0: !llvm.ptr, %arg1: i32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.call @fill(%1, %2, %3, %4, %5, %arg1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i32) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func private @show(%arg0: i64, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %2, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     llvm.call @_mlir_ciface_show(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_show(!llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func private @ticks() -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.call @_mlir_ciface_ticks() : () -> i64
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_ticks() -> i64 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT: }
