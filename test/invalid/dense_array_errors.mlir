// Regression test: rmlir used to differ from upstream here.
// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Dense array element errors: i1 arrays only take true/false, and an integer
// that does not fit the element width is out of range.
"t.op"() {a = array<i1: 1, 0>} : () -> ()

// CHECK:{{.*}}dense_array_errors.mlir:6:26: error: expected 'true' or 'false' values for i1 type
// CHECK-NEXT:"t.op"() {a = array<i1: 1, 0>} : () -> ()
// CHECK-NEXT:                         ^

// -----

"t.op"() {a = array<i8: 300>} : () -> ()

// CHECK:{{.*}}dense_array_errors.mlir:14:28: error: integer constant out of range
// CHECK-NEXT:"t.op"() {a = array<i8: 300>} : () -> ()
// CHECK-NEXT:                           ^
