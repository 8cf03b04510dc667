// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines

// Call-site locations, including nested call stacks.
"t.simple"() : () -> () loc(callsite("callee.c":1:1 at "caller.c":2:2))
"t.named"() : () -> () loc(callsite("fn"("a.c":1:1) at "main"("b.c":3:4)))
"t.stack"() : () -> () loc(callsite("a.c":1:1 at callsite("b.c":2:2 at "c.c":3:3)))
"t.unknown"() : () -> () loc(callsite(unknown at unknown))
"t.left"() : () -> () loc(callsite(callsite("x":1:1 at "y":2:2) at "z":3:3))

// CHECK:module {
// CHECK-NEXT:  "t.simple"() : () -> () loc(callsite("callee.c":1:1 at "caller.c":2:2))
// CHECK-NEXT:  "t.named"() : () -> () loc(callsite("fn"("a.c":1:1) at "main"("b.c":3:4)))
// CHECK-NEXT:  "t.stack"() : () -> () loc(callsite("a.c":1:1 at callsite("b.c":2:2 at "c.c":3:3)))
// CHECK-NEXT:  "t.unknown"() : () -> () loc(callsite(unknown at unknown))
// CHECK-NEXT:  "t.left"() : () -> () loc(callsite(callsite("x":1:1 at "y":2:2) at "z":3:3))
// CHECK-NEXT:} loc("{{.*}}callsite.mlir":0:0)
