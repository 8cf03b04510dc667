// llvm.select and llvm.getelementptr operand list errors, as upstream.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

llvm.func @f(%c: i1, %a: i32, %b: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = llvm.select %c, %a %b : i1, i32
  llvm.return
}
// -----
llvm.func @f(%c: i1, %a: i32, %b: i32) {
  // expected-error @+1 {{custom op 'llvm.select' number of operands and types do not match: got 4 operands and 3 types}}
  %0 = llvm.select %c, %a, %b, %b : i1, i32
  llvm.return
}
// -----
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' number of operands and types do not match: got 3 operands and 2 types}}
  %0 = llvm.getelementptr %p[%i, %i] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.return
}
