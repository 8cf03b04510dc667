// scf.forall's verifier, as upstream's ForallOp::verify.
// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

func.func @f(%n: index, %m: index) {
  // expected-error @+1 {{expected 3 upper bound values, got 2}}
  scf.forall (%i, %j, %k) in (%n, %m) {
  }
  return
}

// -----

func.func @g(%n: index, %m: index) {
  // expected-error @+1 {{expected 2 upper bound values, got 1}}
  scf.forall (%i, %j) = (%n, %m) to (%n) step (%m, %m) {
  }
  return
}

// -----

func.func @h(%t: tensor<4xf32>, %n: index) {
  // expected-error @+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
  "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (index, tensor<4xf32>) -> ()
  return
}
