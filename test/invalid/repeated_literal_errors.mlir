// RUN: %rmlir-opt %s --allow-unregistered-dialect --verify-diagnostics

// A malformed literal after a well-formed one of the same start is still
// reported where it is wrong.
"t.a"() {x = array<i32: 1, 2>} : () -> ()
// expected-error @+1 {{expected '>' to close an array attribute}}
"t.b"() {y = array<i32: 1, 2} : () -> ()
