// An unbalanced pretty dialect body is reported as the unclosed opener, at the
// body's start, as upstream.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f() {
  // expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
  %0 = "t.x"() : () -> !foo.bar<(a>)>
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
  %0 = "t.x"() : () -> !foo.bar<a]>
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
  %0 = "t.x"() : () -> !foo.bar<[a}>
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
  %0 = "t.x"() {a = #foo.bar<x)>} : () -> ()
  return
}
