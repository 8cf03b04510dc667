// control-flow-sink sinks effect-free ops (speculatable or not) into scf.if and
// scf.index_switch regions, but not into scf.execute_region, as upstream.
// RUN: %rmlir-opt %s --control-flow-sink | FileCheck %s

func.func private @use(i32)
func.func @f(%c: i1, %a: i32, %b: i32, %n: index, %s: index) {
  %d = arith.divsi %a, %b : i32
  %m = arith.muli %a, %b : i32
  %l = scf.for %i = %n to %n step %s iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  %c1 = arith.constant 1 : index
  %l1 = scf.for %i = %n to %n step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  scf.if %c {
    func.call @use(%d) : (i32) -> ()
    func.call @use(%m) : (i32) -> ()
    func.call @use(%l) : (i32) -> ()
    func.call @use(%l1) : (i32) -> ()
  }
  return
}
func.func @g(%a: i32, %b: i32, %k: index) -> i32 {
  %m = arith.muli %a, %b : i32
  %e = scf.execute_region -> i32 {
    scf.yield %m : i32
  }
  %n = arith.addi %a, %b : i32
  %r = scf.index_switch %k -> i32
  case 2 {
    scf.yield %n : i32
  }
  default {
    scf.yield %a : i32
  }
  %s = arith.addi %e, %r : i32
  return %s : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @use(i32)
// CHECK-NEXT:   func.func @f(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: index, %arg4: index) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       %0 = arith.divsi %arg1, %arg2 : i32
// CHECK-NEXT:       %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:       %2 = scf.for %arg5 = %arg3 to %arg3 step %arg4 iter_args(%arg6 = %arg1) -> (i32) {
// CHECK-NEXT:         scf.yield %arg6 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %3 = scf.for %arg5 = %arg3 to %arg3 step %c1 iter_args(%arg6 = %arg1) -> (i32) {
// CHECK-NEXT:         scf.yield %arg6 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @use(%0) : (i32) -> ()
// CHECK-NEXT:       func.call @use(%1) : (i32) -> ()
// CHECK-NEXT:       func.call @use(%2) : (i32) -> ()
// CHECK-NEXT:       func.call @use(%3) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = scf.execute_region -> i32 {
// CHECK-NEXT:       scf.yield %0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.index_switch %arg2 -> i32{{ $}}
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       %4 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = arith.addi %1, %2 : i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
