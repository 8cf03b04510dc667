// The scf.if result below is `true` from both branches: an arith.constant
// in one, a folded index.cmp in the other. Upstream's ConstantValue
// lattice compares only the attribute, so the dialect materialized is the
// one of the value that reached the result first, which depends on the
// order of upstream's solver worklist: blocks made live by the dead-code
// analysis are visited after the ops initialized up front (reduced from a
// generated program, seed 164). Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --sccp | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c-128 = arith.constant -128 : index
// CHECK-NEXT:    %idx0 = index.constant 0
// CHECK-NOT:     index.bool.constant
// CHECK:         arith.cmpf ole
// CHECK-NEXT:    return

func.func @f(%x: i32, %a: f32, %b: f32) {
  cf.switch %x : i32, [
    default: ^bb1,
    -11: ^bb1
  ]
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %zero = index.constant 0
  %m128 = arith.constant -128 : index
  %c = arith.cmpf ole, %a, %b : f32
  %r = scf.if %c -> (i1) {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %le = index.cmp sle(%m128, %zero)
    scf.yield %le : i1
  }
  return
}
