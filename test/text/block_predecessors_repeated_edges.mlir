// Regression test: rmlir used to differ from upstream here.
// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// A block reached by several successor edges of the same terminator has that
// many predecessors: the comment lists the block once per edge and never uses
// the single "pred:" form.
"t.f"() ({
  "t.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "t.br"()[^bb2, ^bb2, ^bb2] : () -> ()
^bb2:
  "t.ret"() : () -> ()
}) : () -> ()
func.func @cond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

// CHECK:module {
// CHECK-NEXT:  "t.f"() ({
// CHECK-NEXT:    "t.br"()[^bb1, ^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    "t.br"()[^bb2, ^bb2, ^bb2] : () -> ()
// CHECK-NEXT:  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
// CHECK-NEXT:    "t.ret"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  func.func @cond(%arg0: i1) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
