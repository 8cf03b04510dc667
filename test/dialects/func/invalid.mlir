// RUN: not %rmlir-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @f(%a: i32) -> i32 {
  // CHECK: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
  return
}

// -----

func.func @g() {
  // CHECK: 'func.call' op 'foo' does not reference a valid function
  func.call @foo() : () -> ()
  return
}

// -----

func.func @h(%a: f32) {
  // CHECK: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @k() {
  // CHECK: 'arith.constant' op requires attribute 'value'
  %0 = "arith.constant"() : () -> i32
  return
}
