// scf.execute_region: single- and multi-block inlining in canonicalize (one
// iteration without region simplification shows the raw inliner result),
// and CSE of equivalent execute_regions, as upstream prints them.
// RUN: %rmlir-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: %rmlir-opt %s --allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(canonicalize{max-iterations=1 region-simplify=disabled}))" | FileCheck %s --check-prefix=ONE
// RUN: %rmlir-opt %s --allow-unregistered-dialect --cse | FileCheck %s --check-prefix=CSE

func.func @f(%a: f32, %b: f32, %c: i1) -> f32 {
  %t = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.addf %a, %b : f32
    scf.yield %x : f32
  ^bb2:
    scf.yield %b : f32
  }
  %u = arith.mulf %t, %t : f32
  return %u : f32
}
func.func @g(%a: f32, %c: i1) {
  scf.if %c {
    %t = scf.execute_region -> f32 {
      cf.br ^bb1
    ^bb1:
      scf.yield %a : f32
    }
    "test.use"(%t) : (f32) -> ()
  }
  return
}

func.func @h(%a: f32, %c: i1) -> f32 {
  %r = scf.execute_region -> f32 {
    scf.yield %a : f32
  }
  %s:2 = scf.execute_region -> (f32, f32) {
    %b = arith.addf %a, %a : f32
    scf.yield %b, %r : f32, f32
  }
  %t = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : f32
  ^bb2:
    scf.yield %r : f32
  }
  %u = arith.addf %s#0, %t : f32
  %v = scf.execute_region -> f32 {
    %m = arith.mulf %u, %s#1 : f32
    scf.yield %m : f32
  }
  return %v : f32
}

func.func @k(%a: f32) -> f32 {
  %r = scf.execute_region -> f32 {
    %b = arith.addf %a, %a : f32
    scf.yield %b : f32
  }
  %s = scf.execute_region -> f32 {
    %b = arith.addf %a, %a : f32
    scf.yield %b : f32
  }
  %5 = arith.addf %r, %s : f32
  return %5 : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: f32, %arg2: i1) -> f32 {
// CHECK-NEXT: cf.cond_br %arg2, ^bb1, ^bb2(%arg1 : f32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: cf.br ^bb2(%0 : f32)
// CHECK-NEXT: ^bb2(%1: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %2 = arith.mulf %1, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: f32, %arg1: i1) {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: "test.use"(%arg0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h(%arg0: f32, %arg1: i1) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %arg0 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %arg0 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @k(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// ONE: module {
// ONE-NEXT: func.func @f(%arg0: f32, %arg1: f32, %arg2: i1) -> f32 {
// ONE-NEXT: cf.cond_br %arg2, ^bb1, ^bb3(%arg1 : f32)
// ONE-NEXT: ^bb1:  // pred: ^bb0
// ONE-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// ONE-NEXT: cf.br ^bb3(%0 : f32)
// ONE-NEXT: ^bb2:  // no predecessors
// ONE-NEXT: cf.br ^bb3(%arg1 : f32)
// ONE-NEXT: ^bb3(%1: f32):  // 3 preds: ^bb0, ^bb1, ^bb2
// ONE-NEXT: %2 = arith.mulf %1, %1 : f32
// ONE-NEXT: return %2 : f32
// ONE-NEXT: }
// ONE-NEXT: func.func @g(%arg0: f32, %arg1: i1) {
// ONE-NEXT: scf.if %arg1 {
// ONE-NEXT: "test.use"(%arg0) : (f32) -> ()
// ONE-NEXT: }
// ONE-NEXT: return
// ONE-NEXT: }
// ONE-NEXT: func.func @h(%arg0: f32, %arg1: i1) -> f32 {
// ONE-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// ONE-NEXT: cf.br ^bb3(%arg0 : f32)
// ONE-NEXT: ^bb1:  // no predecessors
// ONE-NEXT: cf.br ^bb3(%arg0 : f32)
// ONE-NEXT: ^bb2:  // no predecessors
// ONE-NEXT: cf.br ^bb3(%arg0 : f32)
// ONE-NEXT: ^bb3(%1: f32):  // 3 preds: ^bb0, ^bb1, ^bb2
// ONE-NEXT: %2 = arith.addf %0, %1 : f32
// ONE-NEXT: %3 = arith.mulf %2, %arg0 : f32
// ONE-NEXT: return %3 : f32
// ONE-NEXT: }
// ONE-NEXT: func.func @k(%arg0: f32) -> f32 {
// ONE-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// ONE-NEXT: %1 = arith.addf %arg0, %arg0 : f32
// ONE-NEXT: %2 = arith.addf %0, %1 : f32
// ONE-NEXT: return %2 : f32
// ONE-NEXT: }
// ONE-NEXT: }

// CSE: module {
// CSE-NEXT: func.func @f(%arg0: f32, %arg1: f32, %arg2: i1) -> f32 {
// CSE-NEXT: %0 = scf.execute_region -> f32 {
// CSE-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// CSE-NEXT: ^bb1:  // pred: ^bb0
// CSE-NEXT: %2 = arith.addf %arg0, %arg1 : f32
// CSE-NEXT: scf.yield %2 : f32
// CSE-NEXT: ^bb2:  // pred: ^bb0
// CSE-NEXT: scf.yield %arg1 : f32
// CSE-NEXT: }
// CSE-NEXT: %1 = arith.mulf %0, %0 : f32
// CSE-NEXT: return %1 : f32
// CSE-NEXT: }
// CSE-NEXT: func.func @g(%arg0: f32, %arg1: i1) {
// CSE-NEXT: scf.if %arg1 {
// CSE-NEXT: %0 = scf.execute_region -> f32 {
// CSE-NEXT: cf.br ^bb1
// CSE-NEXT: ^bb1:  // pred: ^bb0
// CSE-NEXT: scf.yield %arg0 : f32
// CSE-NEXT: }
// CSE-NEXT: "test.use"(%0) : (f32) -> ()
// CSE-NEXT: }
// CSE-NEXT: return
// CSE-NEXT: }
// CSE-NEXT: func.func @h(%arg0: f32, %arg1: i1) -> f32 {
// CSE-NEXT: %0 = scf.execute_region -> f32 {
// CSE-NEXT: scf.yield %arg0 : f32
// CSE-NEXT: }
// CSE-NEXT: %1:2 = scf.execute_region -> (f32, f32) {
// CSE-NEXT: %5 = arith.addf %arg0, %arg0 : f32
// CSE-NEXT: scf.yield %5, %0 : f32, f32
// CSE-NEXT: }
// CSE-NEXT: %2 = scf.execute_region -> f32 {
// CSE-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CSE-NEXT: ^bb1:  // pred: ^bb0
// CSE-NEXT: scf.yield %arg0 : f32
// CSE-NEXT: ^bb2:  // pred: ^bb0
// CSE-NEXT: scf.yield %0 : f32
// CSE-NEXT: }
// CSE-NEXT: %3 = arith.addf %1#0, %2 : f32
// CSE-NEXT: %4 = scf.execute_region -> f32 {
// CSE-NEXT: %5 = arith.mulf %3, %1#1 : f32
// CSE-NEXT: scf.yield %5 : f32
// CSE-NEXT: }
// CSE-NEXT: return %4 : f32
// CSE-NEXT: }
// CSE-NEXT: func.func @k(%arg0: f32) -> f32 {
// CSE-NEXT: %0 = scf.execute_region -> f32 {
// CSE-NEXT: %2 = arith.addf %arg0, %arg0 : f32
// CSE-NEXT: scf.yield %2 : f32
// CSE-NEXT: }
// CSE-NEXT: %1 = arith.addf %0, %0 : f32
// CSE-NEXT: return %1 : f32
// CSE-NEXT: }
// CSE-NEXT: }
