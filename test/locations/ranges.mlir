// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines

// File line/column ranges in their different spellings.
"t.line"() : () -> () loc("f.c":3)
"t.point"() : () -> () loc("f.c":3:4)
"t.col_range"() : () -> () loc("f.c":3:4 to :9)
"t.line_range"() : () -> () loc("f.c":3:4 to 5:6)
"t.same"() : () -> () loc("f.c":3:4 to 3:9)
"t.empty_range"() : () -> () loc("f.c":3:4 to 3:4)

// CHECK:module {
// CHECK-NEXT:  "t.line"() : () -> () loc("f.c":3:0)
// CHECK-NEXT:  "t.point"() : () -> () loc("f.c":3:4)
// CHECK-NEXT:  "t.col_range"() : () -> () loc("f.c":3:4 to :9)
// CHECK-NEXT:  "t.line_range"() : () -> () loc("f.c":3:4 to 5:6)
// CHECK-NEXT:  "t.same"() : () -> () loc("f.c":3:4 to :9)
// CHECK-NEXT:  "t.empty_range"() : () -> () loc("f.c":3:4)
// CHECK-NEXT:} loc("{{.*}}ranges.mlir":0:0)
