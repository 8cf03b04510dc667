// RUN: %rmlir-opt %s --symbol-privatize=exclude=pub | FileCheck %s

func.func @licm(%n: index, %a: f32, %b: i32, %m: memref<?xf32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %b) -> (i32) {
    %inv = arith.mulf %a, %a : f32
    %d = arith.divsi %b, %c3 : i32
    %e = arith.divsi %b, %acc : i32
    %ld = memref.load %m[%c0] : memref<?xf32>
    %s = arith.addf %inv, %ld : f32
    memref.store %s, %m[%i] : memref<?xf32>
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%x = %acc) -> (i32) {
      %k = arith.muli %d, %d : i32
      %y = arith.addi %x, %k : i32
      scf.yield %y : i32
    }
    %t = arith.addi %inner, %e : i32
    scf.yield %t : i32
  }
  return %r : i32
}
func.func @pub() { return }
func.func private @priv() { return }

// CHECK: module {
// CHECK-NEXT:   func.func private @licm(%arg0: index, %arg1: f32, %arg2: i32, %arg3: memref<?xf32>) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = scf.for %arg4 = %c0 to %arg0 step %c1 iter_args(%arg5 = %arg2) -> (i32) {
// CHECK-NEXT:       %1 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:       %2 = arith.divsi %arg2, %c3_i32 : i32
// CHECK-NEXT:       %3 = arith.divsi %arg2, %arg5 : i32
// CHECK-NEXT:       %4 = memref.load %arg3[%c0] : memref<?xf32>
// CHECK-NEXT:       %5 = arith.addf %1, %4 : f32
// CHECK-NEXT:       memref.store %5, %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT:       %6 = scf.for %arg6 = %c0 to %arg0 step %c1 iter_args(%arg7 = %arg5) -> (i32) {
// CHECK-NEXT:         %8 = arith.muli %2, %2 : i32
// CHECK-NEXT:         %9 = arith.addi %arg7, %8 : i32
// CHECK-NEXT:         scf.yield %9 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       %7 = arith.addi %6, %3 : i32
// CHECK-NEXT:       scf.yield %7 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pub() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @priv() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
