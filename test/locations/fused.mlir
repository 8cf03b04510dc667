// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines

// Fused locations with and without metadata.
"t.two"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
"t.meta"() : () -> () loc(fused<"tag">["a.c":1:1, "b.c":2:2])
"t.meta_attr"() : () -> () loc(fused<#foo.meta<1>>["a.c":1:1, "x"])
"t.meta_map"() : () -> () loc(fused<{k = 1 : i32}>["a.c":1:1, "b.c":1:2])
"t.nested"() : () -> () loc(fused[fused["a":1:1, "b":2:2], callsite("c" at "d":4:4)])
"t.one"() : () -> () loc(fused["a.c":1:1])
"t.empty"() : () -> () loc(fused[])
"t.dups"() : () -> () loc(fused["a.c":1:1, "a.c":1:1])
"t.with_unknown"() : () -> () loc(fused["a.c":1:1, unknown])
"t.meta_one"() : () -> () loc(fused<"m">["a.c":1:1])
"t.meta_empty"() : () -> () loc(fused<"m">[])

// CHECK:module {
// CHECK-NEXT:  "t.two"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
// CHECK-NEXT:  "t.meta"() : () -> () loc(fused<"tag">["a.c":1:1, "b.c":2:2])
// CHECK-NEXT:  "t.meta_attr"() : () -> () loc(fused<#foo.meta<1>>["a.c":1:1, "x"])
// CHECK-NEXT:  "t.meta_map"() : () -> () loc(fused<{k = 1 : i32}>["a.c":1:1, "b.c":1:2])
// CHECK-NEXT:  "t.nested"() : () -> () loc(fused["a":1:1, "b":2:2, callsite("c" at "d":4:4)])
// CHECK-NEXT:  "t.one"() : () -> () loc("a.c":1:1)
// CHECK-NEXT:  "t.empty"() : () -> () loc(unknown)
// CHECK-NEXT:  "t.dups"() : () -> () loc("a.c":1:1)
// CHECK-NEXT:  "t.with_unknown"() : () -> () loc("a.c":1:1)
// CHECK-NEXT:  "t.meta_one"() : () -> () loc(fused<"m">["a.c":1:1])
// CHECK-NEXT:  "t.meta_empty"() : () -> () loc(fused<"m">[unknown])
// CHECK-NEXT:} loc("{{.*}}fused.mlir":0:0)
