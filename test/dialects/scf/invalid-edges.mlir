// RUN: not %rmlir-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @f(%x: f32, %c: i1) {
  scf.while (%a = %x) : (f32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @g(%x: f32, %c: i1) {
  %r = scf.while (%a = %x) : (f32) -> (f32) {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32, %d: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @h(%x: f32, %c: i1, %i: i32) {
  %r = scf.while (%a = %x) : (f32) -> (f32) {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %i : i32
  }
  return
}

// -----

func.func @k(%x: f32, %c: i1, %i: i32) {
  "scf.while"(%x) ({
  ^bb0(%a: i32):
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }) : (f32) -> (i32)
  return
}

// -----

func.func @a(%c: i1, %x: i32, %y: f32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %y : f32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

func.func @b(%c: i1, %x: i32) {
  scf.if %c {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @e(%x: f32) -> i32 {
  %r = scf.execute_region -> i32 {
    scf.yield %x : f32
  }
  return %r : i32
}

// -----

func.func @f(%n: index, %x: f32) {
  %r:2 = scf.while (%a = %x) : (f32) -> (f32, f32) {
    %c = arith.constant true
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @g(%lb: i32, %ub: index) {
  scf.for %i = %lb to %ub step %ub {
  }
  return
}

// CHECK: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs
// CHECK: error: 'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 1 operands, but region successor needs 2 inputs
// CHECK: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'
// CHECK: error: 'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'
// CHECK: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'
// CHECK: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs
// CHECK: error: 'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'
// CHECK: error: 'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 2 inputs
// CHECK: error: use of value '%lb' expects different type than prior uses: 'index' vs 'i32'
