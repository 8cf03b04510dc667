// The arith reassociation patterns (AddIAddConstant, SubILHSSubConstantLHS,
// ...) apply whatever the overflow flags: the new op keeps the flags both
// ops carry, and SubIRHSAddConstant's result has none. Expected output is
// mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : i32
// CHECK-DAG:     %[[CM1:.*]] = arith.constant -1 : i32
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// CHECK:         %[[A:.*]] = arith.addi %arg0, %[[C3]] overflow<nsw> : i32
// CHECK-NEXT:    %[[B:.*]] = arith.addi %arg0, %[[C3]] overflow<nuw> : i32
// CHECK-NEXT:    %[[T:.*]] = arith.subi %[[C3]], %arg0 overflow<nsw> : i32
// CHECK-NEXT:    %[[V:.*]] = arith.addi %arg0, %[[CM1]] : i32
// CHECK-NEXT:    %[[N:.*]] = arith.muli %arg0, %[[C4]] overflow<nsw> : i32
// CHECK-NEXT:    %[[Q:.*]] = arith.subi %[[C3]], %arg0 : i32
// CHECK-NEXT:    return %[[A]], %[[B]], %[[T]], %[[V]], %[[N]], %[[Q]]

// CHECK-LABEL: func.func @sub_of_sub(
// CHECK-NEXT:    return %arg0, %arg0

func.func @f(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 overflow<nsw> : i32
  %b = arith.addi %a, %c2 overflow<nsw> : i32
  %a2 = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %b2 = arith.addi %a2, %c2 overflow<nuw> : i32
  %s = arith.subi %x, %c1 overflow<nsw> : i32
  %t = arith.subi %c2, %s overflow<nsw> : i32
  %u = arith.addi %x, %c1 overflow<nuw> : i32
  %v = arith.subi %u, %c2 overflow<nuw> : i32
  %m = arith.muli %x, %c2 overflow<nsw> : i32
  %n = arith.muli %m, %c2 overflow<nsw> : i32
  %p = arith.subi %c1, %x overflow<nsw> : i32
  %q = arith.addi %p, %c2 : i32
  return %b, %b2, %t, %v, %n, %q : i32, i32, i32, i32, i32, i32
}

func.func @sub_of_sub(%x: i32) -> (i32, i32) {
  %c = arith.constant -100 : i32
  %a = arith.subi %c, %x overflow<nuw> : i32
  %b = arith.subi %c, %a : i32
  %d = arith.subi %c, %x : i32
  %e = arith.subi %c, %d : i32
  return %b, %e : i32, i32
}
