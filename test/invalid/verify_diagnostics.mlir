// Annotations that match the emitted diagnostics make the run succeed.
// RUN: %rmlir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

func.func @f(%a: i32) -> i32 {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%a' expects different type than prior uses}}
  "test.use"(%a) : (i64) -> ()
  return %a : i32
}

// -----

func.func @g() {
  %c = arith.constant 1 : i32
  // expected-error @below {{'func.return' op has 1 operands, but enclosing function (@g) returns 0}}
  return %c : i32
}
