// The float formats LLVM lacks (4-, 6- and 8-bit) become integers of their
// width in the llvm dialect, scalars, vector elements and memref elements
// alike; f80 stays a float; tf32 has no conversion, so a function using it
// stays a func.func. Expected output checked against mlir-opt 22.
// RUN: %rmlir-opt %s --split-input-file --pass-pipeline='builtin.module(convert-to-llvm,reconcile-unrealized-casts)' | FileCheck %s

// CHECK-LABEL: llvm.func @small(%arg0: i4, %arg1: i6, %arg2: i8, %arg3: f80, %arg4: vector<4xi8>, %arg5: i8, %arg6: i8) -> i8
// CHECK: llvm.mlir.constant(0.000000e+00 : f8E4M3FNUZ) : i8
func.func @small(%b: f4E2M1FN, %c: f6E3M2FN, %d: f8E8M0FNU, %e: f80, %g: vector<4xf8E5M2>, %h: f8E4M3B11FNUZ, %i: f8E3M4) -> f8E4M3FNUZ {
  %z = arith.constant 0.0 : f8E4M3FNUZ
  return %z : f8E4M3FNUZ
}

// -----

// CHECK-LABEL: llvm.func @load
// CHECK: llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i8
func.func @load(%a: f8E5M2, %m: memref<2xf8E4M3FN>) -> f8E4M3FN {
  %c = arith.constant 0 : index
  %v = memref.load %m[%c] : memref<2xf8E4M3FN>
  return %v : f8E4M3FN
}

// -----

// CHECK-LABEL: func.func @tf(%arg0: tf32)
func.func @tf(%a: tf32) {
  return
}
