// A missing keyword in a custom op is reported at the current token as an error of
// the op, as upstream's parseKeyword.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

llvm.func @f(%n: i64) {
  // expected-error @+1 {{custom op 'llvm.alloca' expected 'x'}}
  %a = llvm.alloca %n x2x f32 : (i64) -> !llvm.ptr
  llvm.return
}
// -----
func.func @g(%n: index) {
  // expected-error @+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %i = %n too %n step %n {
  }
  return
}
