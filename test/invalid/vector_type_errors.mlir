// Regression test: rmlir used to differ from upstream here.
// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Invalid vector types: upstream reports element type and size errors at the
// start of the type with its own wording, and rejects '?' dimensions while
// parsing the dimension list.
"t.op"() : () -> vector<4x!foo.v>

// CHECK:{{.*}}vector_type_errors.mlir:7:18: error: failed to verify 'elementType': VectorElementTypeInterface instance
// CHECK-NEXT:"t.op"() : () -> vector<4x!foo.v>
// CHECK-NEXT:                 ^

// -----

"t.op"() : () -> vector<0xf32>

// CHECK:{{.*}}vector_type_errors.mlir:15:18: error: vector types must have positive constant sizes but got 0
// CHECK-NEXT:"t.op"() : () -> vector<0xf32>
// CHECK-NEXT:                 ^

// -----

"t.op"() : () -> vector<?xf32>

// CHECK:{{.*}}vector_type_errors.mlir:23:25: error: expected non-function type
// CHECK-NEXT:"t.op"() : () -> vector<?xf32>
// CHECK-NEXT:                        ^
