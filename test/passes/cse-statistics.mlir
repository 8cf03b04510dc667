// num-cse'd counts as upstream's: twice per side-effect-free op replaced, once
// per read-only one (memref.load); module-level run, so deterministic.
// RUN: %rmlir-opt %s '--pass-pipeline=builtin.module(cse)' --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s

func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  %2 = arith.addf %0, %1 : f32
  %3 = arith.addf %0, %1 : f32
  %4 = arith.mulf %2, %3 : f32
  %r = scf.execute_region -> f32 {
    scf.yield %4 : f32
  }
  %s = scf.execute_region -> f32 {
    scf.yield %4 : f32
  }
  %5 = arith.addf %r, %s : f32
  return %5 : f32
}

func.func @f1(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.addi %a, %a : i32
  %c = arith.constant 1 : i32
  %u = arith.constant 7 : i32
  return %2 : i32
}
func.func @g1(%a: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  %1 = arith.subi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
// CHECK: ===-------------------------------------------------------------------------===
// CHECK:                          ... Pass statistics report ...
// CHECK: ===-------------------------------------------------------------------------===
// CHECK: CSE
// CHECK:   (S) 9 num-cse'd - Number of operations CSE'd
// CHECK:   (S) 3 num-dce'd - Number of operations DCE'd
