// Operand types of the wrong kind, as upstream: parse-time checks of a type other
// types derive from, and of single-class operand types (memref, tensor).
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf oeq, %a, %a : i32
  return
}
// -----
func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.addf %a, %a : i32
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}
// -----
func.func @f(%a: f32, %c: i1) {
  %0 = arith.select %c, %a, %a : f32
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %a : f32
  return
}
// -----
func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.load %a[%i] : tensor<4xf32>
  return
}
func.func @f(%a: tensor<4xf32>, %i: index, %x: f32) {
  memref.store %x, %a[%i] : tensor<4xf32>
  return
}
// -----
func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'tensor<4xf32>'}}
  %0 = memref.dim %a, %i : tensor<4xf32>
  return
}
// -----
func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'memref.dealloc' invalid kind of type specified}}
  memref.dealloc %a : tensor<4xf32>
  return
}
// -----
func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'memref.cast' invalid kind of type specified}}
  %0 = memref.cast %a : tensor<4xf32> to memref<?xf32>
  return
}
