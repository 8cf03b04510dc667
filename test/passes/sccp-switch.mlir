// sccp through scf.index_switch: a known value makes only its case (or the
// default) live; an unknown one, every region. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --sccp | FileCheck %s
func.func @s(%a: i32) -> (i32, i32, i32) {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %r = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    %x = arith.addi %c1, %c5 : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  %c9 = arith.constant 9 : index
  %t = scf.index_switch %c9 -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %c5 : i32
  }
  %i = arith.index_cast %a : i32 to index
  %u = scf.index_switch %i -> i32
  case 1 {
    scf.yield %c5 : i32
  }
  default {
    scf.yield %c5 : i32
  }
  return %r, %t, %u : i32, i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @s(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:     return %c6_i32, %c5_i32, %c5_i32 : i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
