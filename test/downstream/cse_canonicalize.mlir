// The pure toy.mul takes part in CSE and folding like an arith op; the
// side-effecting toy.print does not merge.
// RUN: %toy-opt %s --cse | FileCheck %s --check-prefix=CSE
// RUN: %toy-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CSE-LABEL: func.func @f
// CSE-NEXT:    %[[M:.*]] = toy.mul %arg0, %arg1 : i32
// CSE-NEXT:    toy.print %[[M]] : i32
// CSE-NEXT:    toy.print %[[M]] : i32
// CANON-LABEL: func.func @f
// CANON-NEXT:    %[[C6:.*]] = toy.constant 6 : i32
// CANON-NEXT:    %[[M1:.*]] = toy.mul %arg0, %arg1 : i32
// CANON-NEXT:    %[[M2:.*]] = toy.mul %arg0, %arg1 : i32
// CANON-NEXT:    toy.print %[[M1]] : i32
// CANON-NEXT:    toy.print %[[M2]] : i32
// CANON-NEXT:    return %[[C6]], %arg0 : i32, i32
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %m1 = toy.mul %a, %b : i32
  %m2 = toy.mul %a, %b : i32
  toy.print %m1 : i32
  toy.print %m2 : i32
  %c2 = toy.constant 2 : i32
  %c3 = toy.constant 3 : i32
  %c1 = toy.constant 1 : i32
  %six = toy.mul %c2, %c3 : i32
  %same = toy.mul %a, %c1 : i32
  return %six, %same : i32, i32
}
