// Regression test: rmlir used to differ from upstream here.
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --strict-whitespace --match-full-lines

// Range locations spelled differently ("to :9" vs "to 3:9", "to 3:4" vs a plain
// point) are distinct location attributes upstream even though they print the
// same, so each gets its own #loc alias.
"t.point"() : () -> () loc("f.c":3:4)
"t.col_range"() : () -> () loc("f.c":3:4 to :9)
"t.same"() : () -> () loc("f.c":3:4 to 3:9)
"t.empty_range"() : () -> () loc("f.c":3:4 to 3:4)

// CHECK:module {
// CHECK-NEXT:  "t.point"() : () -> () loc(#loc1)
// CHECK-NEXT:  "t.col_range"() : () -> () loc(#loc2)
// CHECK-NEXT:  "t.same"() : () -> () loc(#loc3)
// CHECK-NEXT:  "t.empty_range"() : () -> () loc(#loc4)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("{{.*}}range_alias_identity.mlir":0:0)
// CHECK-NEXT:#loc1 = loc("f.c":3:4)
// CHECK-NEXT:#loc2 = loc("f.c":3:4 to :9)
// CHECK-NEXT:#loc3 = loc("f.c":3:4 to :9)
// CHECK-NEXT:#loc4 = loc("f.c":3:4)
