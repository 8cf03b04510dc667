// A private callable dead when its turn comes is erased only after every
// callable had its turn (upstream's dead nodes): its calls still count as
// uses meanwhile, so @callee, also called from @main, stays. Expected output
// is mlir-opt 22's.
// RUN: %rmlir-opt %s --inline | FileCheck %s

// CHECK:       func.func private @callee
// CHECK-NOT:   @dead
// CHECK-LABEL: func.func @main
// CHECK-NEXT:    return %arg0 : index
func.func private @callee() -> index {
  %c0 = arith.constant 0 : index
  %c = arith.constant 255 : i32
  %d = arith.floordivsi %c, %c : i32
  %e = arith.index_castui %d : i32 to index
  %w = scf.while (%x = %e) : (index) -> index {
    %t = arith.constant true
    scf.condition(%t) %x : index
  } do {
  ^bb0(%y: index):
    scf.yield %y : index
  }
  return %w : index
}
func.func private @dead() {
  %r = call @callee() : () -> index
  return
}
func.func @main(%a: index) -> index {
  %r = call @callee() : () -> index
  return %a : index
}
