// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines

// Name locations, bare and with a child location.
"t.name"() : () -> () loc("foo")
"t.child"() : () -> () loc("foo"("f.c":1:2))
"t.nested"() : () -> () loc("outer"("inner"("f.c":1:2)))
"t.unknown_child"() : () -> () loc("foo"(unknown))
"t.esc"() : () -> () loc("a\"b\nc")
"t.empty"() : () -> () loc("")

// CHECK:module {
// CHECK-NEXT:  "t.name"() : () -> () loc("foo")
// CHECK-NEXT:  "t.child"() : () -> () loc("foo"("f.c":1:2))
// CHECK-NEXT:  "t.nested"() : () -> () loc("outer"("inner"("f.c":1:2)))
// CHECK-NEXT:  "t.unknown_child"() : () -> () loc("foo")
// CHECK-NEXT:  "t.esc"() : () -> () loc("a\22b\0Ac")
// CHECK-NEXT:  "t.empty"() : () -> () loc("")
// CHECK-NEXT:} loc("{{.*}}names.mlir":0:0)
