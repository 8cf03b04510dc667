// Regression test: rmlir used to differ from upstream here.
// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// A '@' not followed by an identifier or string: upstream reports the column
// after the '@'.
"t.op"() {s = @} : () -> ()

// CHECK:{{.*}}empty_symbol_ref.mlir:6:16: error: @ identifier expected to start with letter or '_'
// CHECK-NEXT:"t.op"() {s = @} : () -> ()
// CHECK-NEXT:               ^

// -----

"t.op"() {s = @ foo} : () -> ()

// CHECK:{{.*}}empty_symbol_ref.mlir:14:16: error: @ identifier expected to start with letter or '_'
// CHECK-NEXT:"t.op"() {s = @ foo} : () -> ()
// CHECK-NEXT:               ^
