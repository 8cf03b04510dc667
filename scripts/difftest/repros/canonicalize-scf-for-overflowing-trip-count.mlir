// canonicalize: scf.for whose constant trip count overflows
//
// pass: --canonicalize
//
// upstream mlir-opt 22: computes ub - lb (here 16 - (-2^63)) with overflow,
// takes the loop as zero-trip and replaces it by its init values, erasing the
// loop and the calls in it.
// rmlir-opt: keeps the loop.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

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

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @ext(i64) -> i64
//   func.func @f(%arg0: i64) -> i64 {
//     return %arg0 : i64
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @ext(i64) -> i64
//   func.func @f(%arg0: i64) -> i64 {
//     %c-9223372036854775808 = arith.constant -9223372036854775808 : index
//     %c16 = arith.constant 16 : index
//     %c4 = arith.constant 4 : index
//     %0 = scf.for %arg1 = %c-9223372036854775808 to %c16 step %c4 iter_args(%arg2 = %arg0) -> (i64) {
//       %1 = func.call @ext(%arg2) : (i64) -> i64
//       scf.yield %1 : i64
//     }
//     return %0 : i64
//   }
// }
