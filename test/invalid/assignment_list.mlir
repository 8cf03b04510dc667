// iter_args / shared_outs without their parenthesis, as upstream.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics 

func.func @f(%n: index, %x: f32) {
  // expected-error @+1 {{custom op 'scf.for' expected '('}}
  %r = scf.for %i = %n to %n step %n iter_args %a = %x) -> (f32) {
    scf.yield %a : f32
  }
  return
}
// -----
func.func @g(%t: tensor<4xf32>, %n: index) {
  // expected-error @+1 {{custom op 'scf.forall' expected '('}}
  %r = scf.forall (%i) in (%n) shared_outs %o = %t) -> (tensor<4xf32>) {
  }
  return
}
