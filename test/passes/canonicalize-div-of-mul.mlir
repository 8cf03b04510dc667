// (a * b) / b folds to a only when the multiplication cannot wrap in the
// division's signedness (upstream's foldDivMul): nsw for divsi, nuw for
// divui; either operand of the product may be the divisor. Expected
// output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @u(i32)

// CHECK-LABEL: func.func @f(
// CHECK-SAME:    %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT:    %[[M1:.*]] = arith.muli %[[A]], %[[B]] overflow<nuw>
// CHECK-NEXT:    %[[M2:.*]] = arith.muli %[[A]], %[[B]] overflow<nsw>
// CHECK-NEXT:    %[[D1:.*]] = arith.divsi %[[M1]], %[[B]]
// CHECK-NEXT:    %[[D2:.*]] = arith.divui %[[M2]], %[[B]]
// CHECK-NEXT:    %[[D3:.*]] = arith.divsi %[[M1]], %[[A]]
// CHECK-NEXT:    call @u(%[[A]])
// CHECK-NEXT:    call @u(%[[B]])
// CHECK-NEXT:    call @u(%[[A]])
// CHECK-NEXT:    call @u(%[[D1]])
// CHECK-NEXT:    call @u(%[[D2]])
// CHECK-NEXT:    call @u(%[[D3]])
// CHECK-NEXT:    return
func.func @f(%a: i32, %b: i32) {
  %nuw = arith.muli %a, %b overflow<nuw> : i32
  %nsw = arith.muli %a, %b overflow<nsw> : i32
  %both = arith.muli %a, %b overflow<nsw, nuw> : i32
  %0 = arith.divui %nuw, %b : i32
  %1 = arith.divsi %nsw, %a : i32
  %2 = arith.divsi %both, %b : i32
  %3 = arith.divsi %nuw, %b : i32
  %4 = arith.divui %nsw, %b : i32
  %5 = arith.divsi %nuw, %a : i32
  call @u(%0) : (i32) -> ()
  call @u(%1) : (i32) -> ()
  call @u(%2) : (i32) -> ()
  call @u(%3) : (i32) -> ()
  call @u(%4) : (i32) -> ()
  call @u(%5) : (i32) -> ()
  return
}
