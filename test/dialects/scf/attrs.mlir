// RUN: %rmlir-opt %s  | FileCheck %s

func.func @f(%c: i1, %n: i32, %x: f32, %i: index) -> f32 {
  %r = scf.execute_region -> f32 no_inline {
    scf.yield %x : f32
  } {foo}
  %a, %b = scf.execute_region -> (f32, i32) {
    scf.yield %x, %n : f32, i32
  }
  scf.if %c {
  } {bar = 1}
  %s = scf.for %k = %n to %n step %n iter_args(%q = %x) -> f32 : i32 {
    scf.yield %q : f32
  } {baz}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {w}
  %u = ub.poison {x} : i32
  cf.cond_br %c weights([1, 2]), ^bb1, ^bb1 {y}
^bb1:
  cf.switch %n : i32, [default: ^bb2, 3: ^bb2] {z}
^bb2:
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: index) -> f32 {
// CHECK-NEXT:     %0 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT:       scf.yield %arg2 : f32
// CHECK-NEXT:     } {foo}
// CHECK-NEXT:     %1:2 = scf.execute_region -> (f32, i32) {
// CHECK-NEXT:       scf.yield %arg2, %arg1 : f32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:     } {bar = 1 : i64}
// CHECK-NEXT:     %2 = scf.for %arg4 = %arg1 to %arg1 step %arg1 iter_args(%arg5 = %arg2) -> (f32)  : i32 {
// CHECK-NEXT:       scf.yield %arg5 : f32
// CHECK-NEXT:     } {baz}
// CHECK-NEXT:     scf.while : () -> () {
// CHECK-NEXT:       scf.condition(%arg0)
// CHECK-NEXT:     } do {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     } attributes {w}
// CHECK-NEXT:     %3 = ub.poison {x} : i32
// CHECK-NEXT:     cf.cond_br %arg0 weights([1, 2]), ^bb1, ^bb1 {y}
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb2,
// CHECK-NEXT:       3: ^bb2
// CHECK-NEXT:     ] {z}
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
