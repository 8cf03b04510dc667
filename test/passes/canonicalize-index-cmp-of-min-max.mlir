// index.cmp of a min/max with a constant against a constant folds when the
// bound alone decides it at 64 and at 32 bits (ne needs no common value
// read signed and unsigned). Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[X:.*]]: index)
// CHECK-NEXT:    %[[T:.*]] = index.bool.constant true
// CHECK-NEXT:    %[[C3:.*]] = index.constant 3
// CHECK-NEXT:    %[[C5:.*]] = index.constant 5
// CHECK-NEXT:    %[[MX:.*]] = index.maxs %[[X]], %[[C3]]
// CHECK-NEXT:    %[[MN:.*]] = index.mins %[[X]], %[[C3]]
// CHECK-NEXT:    %[[EQ:.*]] = index.cmp eq(%[[MN]], %[[C5]])
// CHECK-NEXT:    %[[GT:.*]] = index.cmp sgt(%[[MX]], %[[C5]])
// CHECK-NEXT:    return %[[T]], %[[T]], %[[EQ]], %[[GT]], %[[T]] :
func.func @f(%x: index) -> (i1, i1, i1, i1, i1) {
  %c3 = index.constant 3
  %c5 = index.constant 5
  %cn = index.constant -108
  %cb = index.constant 2147483648
  %mx = index.maxs %x, %c3
  %mn = index.mins %x, %c3
  %mu = index.maxu %x, %cb
  %0 = index.cmp ne(%mx, %cn)
  %1 = index.cmp slt(%mn, %c5)
  %2 = index.cmp eq(%mn, %c5)
  %3 = index.cmp sgt(%mx, %c5)
  %4 = index.cmp ugt(%mu, %c5)
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}
