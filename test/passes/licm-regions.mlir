// loop-invariant-code-motion hoists ops with regions as upstream: scf.for with step 1
// and scf.if when all nested ops are speculatable and use only invariant values.
// RUN: %rmlir-opt %s --loop-invariant-code-motion | FileCheck %s

func.func private @use(i32)
func.func @f(%a: i32, %b: i32, %c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
      %s = arith.addi %acc, %b : i32
      scf.yield %s : i32
    }
    %stepped = scf.for %j = %c0 to %n step %c2 iter_args(%acc = %a) -> (i32) {
      %s = arith.addi %acc, %b : i32
      scf.yield %s : i32
    }
    %sel = scf.if %c -> (i32) {
      %m = arith.muli %a, %b : i32
      scf.yield %m : i32
    } else {
      scf.yield %a : i32
    }
    %dep = scf.for %j = %c0 to %i step %c1 iter_args(%acc = %a) -> (i32) {
      scf.yield %acc : i32
    }
    %div = scf.if %c -> (i32) {
      %d = arith.divsi %a, %b : i32
      scf.yield %d : i32
    } else {
      scf.yield %a : i32
    }
    func.call @use(%inner) : (i32) -> ()
    func.call @use(%stepped) : (i32) -> ()
    func.call @use(%sel) : (i32) -> ()
    func.call @use(%dep) : (i32) -> ()
    func.call @use(%div) : (i32) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @use(i32)
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg0) -> (i32) {
// CHECK-NEXT:       %2 = arith.addi %arg5, %arg1 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:       %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg4 = %c0 to %arg3 step %c1 {
// CHECK-NEXT:       %2 = scf.for %arg5 = %c0 to %arg3 step %c2 iter_args(%arg6 = %arg0) -> (i32) {
// CHECK-NEXT:         %5 = arith.addi %arg6, %arg1 : i32
// CHECK-NEXT:         scf.yield %5 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       %3 = scf.for %arg5 = %c0 to %arg4 step %c1 iter_args(%arg6 = %arg0) -> (i32) {
// CHECK-NEXT:         scf.yield %arg6 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = scf.if %arg2 -> (i32) {
// CHECK-NEXT:         %5 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:         scf.yield %5 : i32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg0 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @use(%0) : (i32) -> ()
// CHECK-NEXT:       func.call @use(%2) : (i32) -> ()
// CHECK-NEXT:       func.call @use(%1) : (i32) -> ()
// CHECK-NEXT:       func.call @use(%3) : (i32) -> ()
// CHECK-NEXT:       func.call @use(%4) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
