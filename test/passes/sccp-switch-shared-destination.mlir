// A constant switch flag makes only the edge to its destination live, and
// every switch slot naming that block forwards along the edge: here the
// default (5) and case 1 (7) both reach ^bb1, so its argument is not a
// constant (upstream's SCCP gives the same).
// RUN: %rmlir-opt %s --sccp | FileCheck %s

// CHECK-LABEL: func.func @shared
// CHECK:       ^bb1(%[[A:.*]]: i32):
// CHECK-NEXT:    return %[[A]] : i32
func.func @shared(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %c1 : i32, [
    default: ^bb1(%c5 : i32),
    1: ^bb1(%c7 : i32),
    2: ^bb2(%x : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}

// With a flag picking a block only one slot names, the argument is known.
// CHECK-LABEL: func.func @single
// CHECK:       ^bb1(%{{.*}}: i32):
// CHECK-NEXT:    return %c7_i32 : i32
func.func @single(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %c2 : i32, [
    default: ^bb2(%x : i32),
    2: ^bb1(%c7 : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %b : i32
}
