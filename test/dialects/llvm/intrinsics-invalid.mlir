// Verifier messages of the llvm intrinsics, as upstream's.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

func.func @f(%x: f32, %i: index) {
  // expected-error @+1 {{'llvm.intr.ctpop' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.ctpop"(%x) : (f32) -> f32
  return
}
// -----
func.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.intr.acos' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.acos"(%i) : (i32) -> i32
  return
}
// -----
func.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.intr.lround' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = "llvm.intr.lround"(%i) : (i32) -> i64
  return
}
// -----
func.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.intr.smax' op operand #1 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.smax"(%i, %x) : (i32, f32) -> i32
  return
}
// -----
func.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.intr.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = "llvm.intr.powi"(%x, %x) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.intr.scmp' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.scmp"(%i, %i) : (i32, i32) -> f32
  return
}
// -----
func.func @f(%x: f32, %i: i32) {
  %0 = "llvm.intr.sadd.with.overflow"(%i, %i) : (i32, i32) -> i32
  return
}
// -----
func.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.intr.ctlz' op requires attribute 'is_zero_poison'}}
  %0 = "llvm.intr.ctlz"(%i) : (i32) -> i32
  return
}
// -----
func.func @f(%x: f32, %i: i32) {
  // expected-error @+1 {{'llvm.intr.is.constant' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.intr.is.constant"(%i) : (i32) -> i32
  return
}
// -----
func.func @f(%x: f32, %i: i32) {
  %0 = "llvm.intr.frexp"(%x) : (f32) -> f32
  return
}
// -----
func.func @f(%x: f32, %i: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.threadlocal.address' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = "llvm.intr.threadlocal.address"(%i) : (i32) -> !llvm.ptr
  return
}
// -----
func.func @f(%x: f32, %i: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.ptrmask' op operand #1 must be integer or LLVM dialect-compatible vector of integer, but got 'f32'}}
  %0 = "llvm.intr.ptrmask"(%p, %x) : (!llvm.ptr, f32) -> !llvm.ptr
  return
}
// -----
func.func @f(%x: f32, %i: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.expect' op operand #0 must be signless integer, but got 'f32'}}
  %0 = "llvm.intr.expect"(%x, %x) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%x: f32, %i: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.freeze' op requires the same type for all operands and results}}
  %0 = "llvm.freeze"(%x) : (f32) -> i32
  return
}
// -----
func.func @f(%x: f32, %i: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.abs' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = "llvm.intr.abs"(%x) <{is_int_min_poison = false}> : (f32) -> f32
  return
}
// -----
func.func @f(%x: f32, %i: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.ssa.copy' op requires the same type for all operands and results}}
  %0 = "llvm.intr.ssa.copy"(%x) : (f32) -> i32
  return
}
// -----
func.func @f(%x: f32, %i: i32, %p: !llvm.ptr) {
  %0 = "llvm.intr.stacksave"() : () -> i32
  return
}
// -----
func.func @f(%x: f32, %i: i32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.memset' op operand #1 must be 8-bit signless integer, but got 'i32'}}
  "llvm.intr.memset"(%p, %i, %i) <{isVolatile = false}> : (!llvm.ptr, i32, i32) -> ()
  return
}
