// sccp (and canonicalize): and(a, and(a, b))
//
// pass: --sccp
//
// upstream mlir-opt 22: AndIOp::fold returns the inner andi for
// and(a, and(a, b)) in any operand order (foldAndIofAndI). sccp takes the
// inner andi's lattice value, here the constant 0, so the outer andi goes.
// rmlir-opt: had no such fold; sccp found the outer andi overdefined.
//
// run: $MLIR_OPT --sccp FILE; target/debug/rmlir-opt --sccp FILE

module {
  func.func @f5(%arg0: f32, %arg1: index, %arg2: f64, %arg3: f32, %v903: i64, %v901: index, %v900: index, %v893: index, %v887: i8, %v885: index, %v883: i64) -> i8 {
    %v884 = arith.subi %v883, %v883 : i64
    %v905 = arith.andi %v903, %v884 : i64
    %v910 = arith.andi %v905, %v903 : i64
    return %v887 : i8
  }
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f5(%arg0: f32, %arg1: index, %arg2: f64, %arg3: f32, %arg4: i64, %arg5: index, %arg6: index, %arg7: index, %arg8: i8, %arg9: index, %arg10: i64) -> i8 {
//     %c0_i64 = arith.constant 0 : i64
//     return %arg8 : i8
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f5(%arg0: f32, %arg1: index, %arg2: f64, %arg3: f32, %arg4: i64, %arg5: index, %arg6: index, %arg7: index, %arg8: i8, %arg9: index, %arg10: i64) -> i8 {
//     %c0_i64 = arith.constant 0 : i64
//     %0 = arith.andi %c0_i64, %arg4 : i64
//     return %arg8 : i8
//   }
// }
