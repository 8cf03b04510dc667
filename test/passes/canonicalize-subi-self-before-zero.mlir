// subi(x, x) folds to a new arith zero before subi(x, 0) is tried, as
// upstream's SubIOp::fold: x - x of an index.bool.constant false is an
// arith.constant false, not the operand. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @u(i1)

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %[[I:.*]] = index.bool.constant false
// CHECK-NEXT:    %[[A:.*]] = arith.constant false
// CHECK-NEXT:    call @u(%[[A]])
// CHECK-NEXT:    call @u(%[[I]])
func.func @f() {
  %f = index.bool.constant false
  %0 = arith.subi %f, %f : i1
  call @u(%0) : (i1) -> ()
  call @u(%f) : (i1) -> ()
  return
}
