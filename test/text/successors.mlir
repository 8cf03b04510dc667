// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// Successor lists, with block arguments passed as operands.
"t.func"() ({
^entry(%arg: i32):
  %c = "t.cond"() : () -> i1
  "t.cond_br"(%c, %arg)[^then, ^else] : (i1, i32) -> ()
^then:
  "t.br"(%arg)[^join] : (i32) -> ()
^else:
  %v = "t.val"() : () -> i32
  "t.br"(%v)[^join] : (i32) -> ()
^join(%j: i32):
  "t.switch"(%j)[^join, ^exit] : (i32) -> ()
^exit:
  "t.return"() : () -> ()
}) : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.func"() ({
// CHECK-NEXT:  ^bb0(%arg0: i32):
// CHECK-NEXT:    %0 = "t.cond"() : () -> i1
// CHECK-NEXT:    "t.cond_br"(%0, %arg0)[^bb1, ^bb2] : (i1, i32) -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "t.br"(%arg0)[^bb3] : (i32) -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %1 = "t.val"() : () -> i32
// CHECK-NEXT:    "t.br"(%1)[^bb3] : (i32) -> ()
// CHECK-NEXT:  ^bb3(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:    "t.switch"(%2)[^bb3, ^bb4] : (i32) -> ()
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    "t.return"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "t.func"() ({
// GENERIC-NEXT:  ^bb0(%arg0: i32):
// GENERIC-NEXT:    %0 = "t.cond"() : () -> i1
// GENERIC-NEXT:    "t.cond_br"(%0, %arg0)[^bb1, ^bb2] : (i1, i32) -> ()
// GENERIC-NEXT:  ^bb1:  // pred: ^bb0
// GENERIC-NEXT:    "t.br"(%arg0)[^bb3] : (i32) -> ()
// GENERIC-NEXT:  ^bb2:  // pred: ^bb0
// GENERIC-NEXT:    %1 = "t.val"() : () -> i32
// GENERIC-NEXT:    "t.br"(%1)[^bb3] : (i32) -> ()
// GENERIC-NEXT:  ^bb3(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// GENERIC-NEXT:    "t.switch"(%2)[^bb3, ^bb4] : (i32) -> ()
// GENERIC-NEXT:  ^bb4:  // pred: ^bb3
// GENERIC-NEXT:    "t.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
