// RUN: %rmlir-opt %s --sccp | FileCheck %s

func.func @f(%x: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %x, %x : i32
  %a = arith.constant 6 : i32
  %b = arith.constant 7 : i32
  %m = arith.muli %a, %b : i32
  %z = arith.muli %m, %x : i32
  %c9 = arith.constant 9 : i32
  %s = arith.subi %c9, %a : i32
  %k = arith.addi %z, %c9 : i32
  return %0, %z, %s, %k : i32, i32, i32, i32
}
func.func @g(%c: i1, %x: i32, %y: i32, %m: memref<4xi32>, %i: index) -> (i32, i32) {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %a, %a : i32
  %both = arith.subi %x, %y : i32
  %ld = memref.load %m[%i] : memref<4xi32>
  %r = scf.if %c -> i32 {
    %t = arith.addi %b, %both : i32
    %u = arith.addi %ld, %t : i32
    scf.yield %u : i32
  } else {
    scf.yield %both : i32
  }
  %k = arith.constant 7 : i32
  %s = scf.if %c -> i32 {
    %n = scf.if %c -> i32 {
      scf.yield %k : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %n : i32
  } else {
    scf.yield %x : i32
  }
  return %r, %s : i32, i32
}
func.func @branches(%arg: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %sum = arith.addi %c1, %c2 : i32
  %cmp = arith.cmpi eq, %sum, %c2 : i32
  cf.cond_br %cmp, ^dead, ^live(%sum : i32)
^dead:
  %x = arith.muli %arg, %arg : i32
  cf.br ^exit(%x : i32)
^live(%v: i32):
  %y = arith.muli %v, %c2 : i32
  cf.br ^exit(%y : i32)
^exit(%r: i32):
  return %r : i32
}


// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %c42_i32, %arg0 : i32
// CHECK-NEXT:     %2 = arith.addi %1, %c9_i32 : i32
// CHECK-NEXT:     return %0, %1, %c3_i32, %2 : i32, i32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>, %arg4: index) -> (i32, i32) {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:     %2 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT:     %3 = memref.load %arg3[%arg4] : memref<4xi32>
// CHECK-NEXT:     %4 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %6 = arith.addi %1, %2 : i32
// CHECK-NEXT:       %7 = arith.addi %3, %6 : i32
// CHECK-NEXT:       scf.yield %7 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %6 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:         scf.yield %c7_i32 : i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg1 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %6 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %4, %5 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @branches(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     cf.cond_br %false, ^bb1, ^bb2(%c3_i32 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%c6_i32 : i32)
// CHECK-NEXT:   ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %c6_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
