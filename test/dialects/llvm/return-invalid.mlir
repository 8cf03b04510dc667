// llvm.return against its llvm.func's result type, as upstream's ReturnOp::verify.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

// expected-note @+1 {{when returning from function}}
llvm.func @f(%a: i64) -> i32 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i64
}
// -----
// expected-note @+1 {{when returning from function}}
llvm.func @g(%a: i32) {
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}
// -----
// expected-note @+1 {{when returning from function}}
llvm.func @h(%a: i32) -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}
// -----
llvm.func @ok(%a: i32) -> i32 {
  llvm.return %a : i32
}
