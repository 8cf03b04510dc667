// An scf.for whose constant bounds' difference wraps (here 16 - (-2^63) at
// 64 bits) counts as running no iteration, as upstream's constantTripCount
// does, and goes. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    return %arg0 : i64
func.func private @ext(i64) -> i64
func.func @f(%init: i64) -> i64 {
  %lb = arith.constant -9223372036854775808 : index
  %ub = arith.constant 16 : index
  %s = arith.constant 4 : index
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %init) -> (i64) {
    %n = func.call @ext(%a) : (i64) -> i64
    scf.yield %n : i64
  }
  return %r : i64
}
