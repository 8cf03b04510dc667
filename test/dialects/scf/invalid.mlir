// RUN: not %rmlir-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @f(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %n step %c0 iter_args(%acc = %x) -> (f32) {
    scf.yield %i : index
  }
  return %r : f32
}

// -----

func.func @g(%c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

func.func @h() {
  scf.yield
}

// -----

func.func @w(%c: i1) {
  scf.while : () -> () {
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

func.func @s(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// CHECK: error: 'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'index'
// CHECK: error: 'scf.if' op must have an else block if defining values
// CHECK: error: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'
// CHECK: error: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'
// CHECK: error: 'scf.index_switch' op has duplicate case value: 1
