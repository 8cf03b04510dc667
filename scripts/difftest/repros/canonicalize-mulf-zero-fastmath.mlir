// canonicalize: mulf by -0.0 with fastmath<fast>
//
// pass: --canonicalize
//
// upstream mlir-opt 22: MulFOp::fold returns the zero operand itself for
// mulf(x, ±0.0) when the fastmath flags hold nnan and nsz, so
// mulf(-0.0, -0.0) fastmath<fast> gives -0.0 (not the IEEE product +0.0).
// rmlir-opt: folded the two constants to +0.0.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f() -> f64 {
  %nz = arith.constant -0.000000e+00 : f64
  %0 = arith.mulf %nz, %nz fastmath<fast> : f64
  return %0 : f64
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f() -> f64 {
//     %cst = arith.constant -0.000000e+00 : f64
//     return %cst : f64
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f() -> f64 {
//     %cst = arith.constant 0.000000e+00 : f64
//     return %cst : f64
//   }
// }
