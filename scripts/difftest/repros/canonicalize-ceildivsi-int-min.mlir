// canonicalize and sccp: arith.ceildivsi with INT_MIN
//
// pass: --canonicalize
//
// upstream mlir-opt 22: does not fold arith.ceildivsi when an operand is
// INT_MIN (its signed ceil-division helper overflows and gives up), apart from
// 0 / INT_MIN; only the operations that do not overflow fold.
// rmlir-opt: folds INT_MIN ceildiv INT_MIN to 1, INT_MIN ceildiv 7 to
// -306783378 and -1 ceildiv INT_MIN to 1 (mathematically right, but upstream
// does not fold them).
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f() -> (i32, i32, i32) {
  %min = arith.constant -2147483648 : i32
  %c7 = arith.constant 7 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.ceildivsi %min, %min : i32
  %1 = arith.ceildivsi %min, %c7 : i32
  %2 = arith.ceildivsi %m1, %min : i32
  return %0, %1, %2 : i32, i32, i32
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f() -> (i32, i32, i32) {
//     %c-2147483648_i32 = arith.constant -2147483648 : i32
//     %c7_i32 = arith.constant 7 : i32
//     %c-1_i32 = arith.constant -1 : i32
//     %0 = arith.ceildivsi %c-2147483648_i32, %c-2147483648_i32 : i32
//     %1 = arith.ceildivsi %c-2147483648_i32, %c7_i32 : i32
//     %2 = arith.ceildivsi %c-1_i32, %c-2147483648_i32 : i32
//     return %0, %1, %2 : i32, i32, i32
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f() -> (i32, i32, i32) {
//     %c1_i32 = arith.constant 1 : i32
//     %c-306783378_i32 = arith.constant -306783378 : i32
//     return %c1_i32, %c-306783378_i32, %c1_i32 : i32, i32, i32
//   }
// }
