// Regression test: rmlir used to differ from upstream here.
// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// A '/' that does not start a '//' comment: upstream reports the parser's
// "expected ..." diagnostic located just after the previous token, not an
// "unexpected character" error at the '/'.
/* block comments are not supported */
"t.op"() : () -> ()

// CHECK:{{.*}}stray_slash.mlir:7:1: error: expected operation name in quotes
// CHECK-NEXT:/* block comments are not supported */
// CHECK-NEXT:^

// -----

"t.op"() : () -> ()
/ "t.x"() : () -> ()

// CHECK:{{.*}}stray_slash.mlir:16:20: error: expected operation name in quotes
// CHECK-NEXT:"t.op"() : () -> ()
// CHECK-NEXT:                   ^

// -----

"t.op"() {a = /} : () -> ()

// CHECK:{{.*}}stray_slash.mlir:25:14: error: expected attribute value
// CHECK-NEXT:"t.op"() {a = /} : () -> ()
// CHECK-NEXT:             ^
