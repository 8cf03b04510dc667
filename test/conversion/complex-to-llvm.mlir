// convert-complex-to-llvm: complex values as structs of their parts; arithmetic, create/re/im, constants and abs as upstream (after folding).
// RUN: %rmlir-opt %s --convert-complex-to-llvm | FileCheck %s

func.func @c(%a: complex<f64>, %b: complex<f64>, %x: f64) -> (complex<f64>, f64, f64) {
  %0 = complex.add %a, %b : complex<f64>
  %1 = complex.sub %0, %b : complex<f64>
  %2 = complex.mul %1, %a : complex<f64>
  %3 = complex.create %x, %x : complex<f64>
  %4 = complex.re %3 : complex<f64>
  %5 = complex.im %2 : complex<f64>
  %6 = complex.constant [1.0, 2.0] : complex<f64>
  %7 = complex.add %6, %3 : complex<f64>
  %8 = complex.abs %7 : complex<f64>
  return %7, %4, %8 : complex<f64>, f64, f64
}

// CHECK:      module {
// CHECK-NEXT:   func.func @c(%arg0: complex<f64>, %arg1: complex<f64>, %arg2: f64) -> (complex<f64>, f64, f64) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : complex<f64> to !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %3 = llvm.extractvalue %1[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %4 = llvm.extractvalue %0[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %5 = llvm.extractvalue %0[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %7 = llvm.fadd %2, %4 : f64
// CHECK-NEXT:     %8 = llvm.fadd %3, %5 : f64
// CHECK-NEXT:     %9 = llvm.insertvalue %7, %6[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %10 = llvm.insertvalue %8, %9[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %11 = llvm.extractvalue %1[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %12 = llvm.extractvalue %1[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %13 = llvm.extractvalue %1[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %14 = llvm.extractvalue %1[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %16 = llvm.fmul %14, %12 : f64
// CHECK-NEXT:     %17 = llvm.fmul %13, %11 : f64
// CHECK-NEXT:     %18 = llvm.fsub %17, %16 : f64
// CHECK-NEXT:     %19 = llvm.fmul %11, %14 : f64
// CHECK-NEXT:     %20 = llvm.fmul %12, %13 : f64
// CHECK-NEXT:     %21 = llvm.fadd %20, %19 : f64
// CHECK-NEXT:     %22 = llvm.insertvalue %18, %15[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %23 = llvm.insertvalue %21, %22[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %24 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %25 = llvm.insertvalue %arg2, %24[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %26 = llvm.insertvalue %arg2, %25[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %27 = llvm.extractvalue %23[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %28 = llvm.mlir.constant([1.000000e+00, 2.000000e+00]) : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %29 = llvm.extractvalue %28[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %30 = llvm.extractvalue %28[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %31 = llvm.extractvalue %26[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %32 = llvm.extractvalue %26[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %33 = llvm.mlir.poison : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %34 = llvm.fadd %29, %31 : f64
// CHECK-NEXT:     %35 = llvm.fadd %30, %32 : f64
// CHECK-NEXT:     %36 = llvm.insertvalue %34, %33[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %37 = llvm.insertvalue %35, %36[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(f64, f64)> to complex<f64>
// CHECK-NEXT:     %39 = llvm.extractvalue %37[0] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %40 = llvm.extractvalue %37[1] : !llvm.struct<(f64, f64)>
// CHECK-NEXT:     %41 = llvm.fmul %40, %40 : f64
// CHECK-NEXT:     %42 = llvm.fmul %39, %39 : f64
// CHECK-NEXT:     %43 = llvm.fadd %42, %41 : f64
// CHECK-NEXT:     %44 = llvm.intr.sqrt(%43) : (f64) -> f64
// CHECK-NEXT:     return %38, %arg2, %44 : complex<f64>, f64, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
