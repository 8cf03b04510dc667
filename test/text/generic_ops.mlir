// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: module {
// GENERIC-LABEL: "builtin.module"() ({
// CHECK: %0:3 = "t.multi"() : () -> (i32, i32, f32)
%a:2, %b = "t.multi"() : () -> (i32, i32, f32)
// CHECK: "t.use"(%0#1, %0#2) <{p = 1 : i8}> {q} : (i32, f32) -> ()
"t.use"(%a#1, %b) <{p = 1 : i8}> {q} : (i32, f32) -> ()
// Forward references within the graph-region module body.
// CHECK: "t.user"(%1) : (i64) -> ()
"t.user"(%later) : (i64) -> ()
%later = "t.def"() : () -> i64
// CHECK: "t.cfg"() ({
// CHECK-NEXT:   "t.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "t.ret"() : () -> ()
// CHECK-NEXT: }) : () -> ()
"t.cfg"() ({
  "t.br"()[^exit] : () -> ()
^exit:
  "t.ret"() : () -> ()
}) : () -> ()
// GENERIC: }) : () -> ()
