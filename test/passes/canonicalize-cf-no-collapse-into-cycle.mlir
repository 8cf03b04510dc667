// A conditional branch is not collapsed through pass-through blocks whose
// chain of cf.br runs into a cycle (upstream's collapseBranch): the
// infinite loop and the code feeding the condition stay. Expected output
// is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @cond_br
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb2
func.func @cond_br(%c: i1) {
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb2
}
