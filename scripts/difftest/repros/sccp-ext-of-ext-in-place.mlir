// sccp: an extension of an extension of a constant
//
// pass: --sccp
//
// upstream mlir-opt 22: ExtUIOp::fold / ExtSIOp::fold first rewrite
// ext(ext(x)) in place to ext(x), before looking at constant operands; sparse
// constant propagation marks an op whose fold is in place as overdefined, so
// the outer extension stays (its operand becomes the inner constant).
// rmlir-opt: folded the constant chain, so the outer extension disappeared.
//
// run: $MLIR_OPT --sccp FILE; target/debug/rmlir-opt --sccp FILE

func.func @f() -> i64 {
  %c = arith.constant 5 : i8
  %0 = arith.extui %c : i8 to i16
  %1 = arith.extui %0 : i16 to i64
  return %1 : i64
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f() -> i64 {
//     %c5_i16 = arith.constant 5 : i16
//     %c5_i8 = arith.constant 5 : i8
//     %0 = arith.extui %c5_i16 : i16 to i64
//     return %0 : i64
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f() -> i64 {
//     %c5_i64 = arith.constant 5 : i64
//     %c5_i16 = arith.constant 5 : i16
//     %c5_i8 = arith.constant 5 : i8
//     return %c5_i64 : i64
//   }
// }
