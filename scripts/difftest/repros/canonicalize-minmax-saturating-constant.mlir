// canonicalize: arith min/max with the identity constant
//
// pass: --canonicalize
//
// upstream mlir-opt 22: folds minsi(x, SMAX), maxsi(x, SMIN), maxui(x, 0),
// minui(x, UMAX) to x.
// rmlir-opt: keeps them.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%x: i8, %y: i32, %z: index) -> (i8, i32, i8, i32, index) {
  %c127 = arith.constant 127 : i8
  %cmin = arith.constant -2147483648 : i32
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i32
  %cmx = arith.constant 9223372036854775807 : index
  %0 = arith.minsi %x, %c127 : i8
  %1 = arith.maxsi %y, %cmin : i32
  %2 = arith.maxui %x, %c0 : i8
  %3 = arith.minui %y, %cm1 : i32
  %4 = arith.minsi %z, %cmx : index
  return %0, %1, %2, %3, %4 : i8, i32, i8, i32, index
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: i8, %arg1: i32, %arg2: index) -> (i8, i32, i8, i32, index) {
//     return %arg0, %arg1, %arg0, %arg1, %arg2 : i8, i32, i8, i32, index
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: i8, %arg1: i32, %arg2: index) -> (i8, i32, i8, i32, index) {
//     %c127_i8 = arith.constant 127 : i8
//     %c-2147483648_i32 = arith.constant -2147483648 : i32
//     %c0_i8 = arith.constant 0 : i8
//     %c-1_i32 = arith.constant -1 : i32
//     %c9223372036854775807 = arith.constant 9223372036854775807 : index
//     %0 = arith.minsi %arg0, %c127_i8 : i8
//     %1 = arith.maxsi %arg1, %c-2147483648_i32 : i32
//     %2 = arith.maxui %arg0, %c0_i8 : i8
//     %3 = arith.minui %arg1, %c-1_i32 : i32
//     %4 = arith.minsi %arg2, %c9223372036854775807 : index
//     return %0, %1, %2, %3, %4 : i8, i32, i8, i32, index
//   }
// }
