// After parsing, the verifier reports the errors of every function, not
// only the first (each isolated-from-above op is verified on its own), as
// mlir-opt does; the exit status is 1.
// RUN: not %rmlir-opt %s 2>&1 | FileCheck %s

// CHECK: verifier_reports_every_function.mlir:[[# @LINE + 2]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @a
func.func @a(%x: i32) -> i64 {
  return %x : i32
}

func.func @fine(%x: i32) -> i32 {
  return %x : i32
}

// CHECK: verifier_reports_every_function.mlir:[[# @LINE + 2]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @b
func.func @b(%x: i32) -> i64 {
  return %x : i32
}
