// Regression test: rmlir used to differ from upstream here.
// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// An affine map layout must have as many dimensions as the memref has rank.
"t.op"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>

// CHECK:{{.*}}memref_layout_rank.mlir:5:18: error: memref layout mismatch between rank and affine map: 1 != 2
// CHECK-NEXT:"t.op"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>
// CHECK-NEXT:                 ^

// -----

"t.op"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>

// CHECK:{{.*}}memref_layout_rank.mlir:13:18: error: memref layout mismatch between rank and affine map: 2 != 1
// CHECK-NEXT:"t.op"() : () -> memref<4x4xf32, affine_map<(d0) -> (d0)>>
// CHECK-NEXT:                 ^
