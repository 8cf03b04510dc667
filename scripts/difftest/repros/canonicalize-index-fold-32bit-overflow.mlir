// canonicalize: index dialect folds must hold for 32-bit index too
//
// pass: --canonicalize
//
// upstream mlir-opt 22: does not fold index.ceildivs(-2^31, 7): index folds
// are computed for 64- and 32-bit index and given up when either overflows
// (negating INT32_MIN in the 32-bit ceil division).
// rmlir-opt: folds it to index.constant -306783378 (64-bit only). Also seen
// with sccp.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f() -> index {
  %m = index.constant -2147483648
  %c7 = index.constant 7
  %0 = index.ceildivs %m, %c7
  return %0 : index
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f() -> index {
//     %idx-2147483648 = index.constant -2147483648
//     %idx7 = index.constant 7
//     %0 = index.ceildivs %idx-2147483648, %idx7
//     return %0 : index
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f() -> index {
//     %idx-306783378 = index.constant -306783378
//     return %idx-306783378 : index
//   }
// }
