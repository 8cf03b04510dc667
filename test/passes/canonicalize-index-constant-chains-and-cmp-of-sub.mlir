// The index dialect's two canonicalizations (upstream's IndexOps.cpp):
// op(op(x, c1), c2) becomes op(x, op(c2, c1)) for the associative and
// commutative ops, with any constant-like operand (an arith.constant of
// index type too) and a new index.constant, unless the constants' result
// differs at 32 and 64 bits (maxs with 2^31 stays); index.sub is not one
// of them. And cmp(sub(x, y), 0) is cmp(x, y), cmp(0, sub(x, y)) is
// cmp(y, x), which then folds for x == y. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @chains(
// CHECK-NEXT:    %[[I5:.*]] = index.constant 5
// CHECK-NEXT:    %[[I8:.*]] = index.constant 8
// CHECK-NEXT:    %[[I1:.*]] = index.constant 1
// CHECK-NEXT:    %[[BIG:.*]] = index.constant 2147483648
// CHECK-NEXT:    %[[I3:.*]] = index.constant 3
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT:    %[[I7:.*]] = index.constant 7
// CHECK-NEXT:    %[[OR:.*]] = index.or %arg0, %[[I7]]
// CHECK-NEXT:    %[[ADD:.*]] = index.add %arg0, %[[I8]]
// CHECK-NEXT:    %[[MAX:.*]] = index.maxs %arg0, %[[I5]]
// CHECK-NEXT:    %[[S:.*]] = index.sub %arg0, %[[I3]]
// CHECK-NEXT:    %[[SUB:.*]] = index.sub %[[S]], %[[C5]]
// CHECK-NEXT:    %[[M:.*]] = index.maxs %arg0, %[[BIG]]
// CHECK-NEXT:    %[[M2:.*]] = index.maxs %[[M]], %[[I1]]
// CHECK-NEXT:    return %[[OR]], %[[ADD]], %[[MAX]], %[[SUB]], %[[M2]]

// CHECK-LABEL: func.func @cmp_of_sub(
// CHECK-NEXT:    %[[F:.*]] = index.bool.constant false
// CHECK-NEXT:    %[[A:.*]] = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:    %[[B:.*]] = index.cmp ult(%arg1, %arg0)
// CHECK-NEXT:    return %[[A]], %[[B]], %[[F]]

func.func @chains(%x: index) -> (index, index, index, index, index) {
  %a = index.constant 3
  %b = arith.constant 5 : index
  %0 = index.or %x, %a
  %1 = index.or %0, %b
  %2 = index.add %x, %a
  %3 = index.add %2, %b
  %4 = index.maxs %x, %b
  %5 = index.maxs %4, %a
  %6 = index.sub %x, %a
  %7 = index.sub %6, %b
  %big = index.constant 2147483648
  %one = index.constant 1
  %8 = index.maxs %x, %big
  %9 = index.maxs %8, %one
  return %1, %3, %5, %7, %9 : index, index, index, index, index
}

func.func @cmp_of_sub(%x: index, %y: index) -> (i1, i1, i1) {
  %zero = arith.constant 0 : index
  %d = index.sub %x, %y
  %0 = index.cmp slt(%d, %zero)
  %1 = index.cmp ult(%zero, %d)
  %s = index.sub %x, %x
  %2 = index.cmp ult(%zero, %s)
  return %0, %1, %2 : i1, i1, i1
}
