// canonicalize: index.cmp of a min/max with a constant against a constant
//
// pass: --canonicalize
//
// upstream mlir-opt 22: CmpOp::fold (index) also folds cmp(mins/minu/maxs/
// maxu(x, a), b) for constants a and b when the range the min/max bounds its
// result to decides the compare (intrange::evaluatePred), at 64 and at 32 bits
// alike. Here maxs(x, 3) >= 3 is never -108, so the select goes.
// rmlir-opt: only folded compares of two constants.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%x: index, %y: index) -> index {
  %c3 = index.constant 3
  %cn = index.constant -108
  %m = index.maxs %x, %c3
  %0 = index.cmp ne(%m, %cn)
  %1 = arith.select %0, %m, %y : index
  return %1 : index
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: index, %arg1: index) -> index {
//     %idx3 = index.constant 3
//     %0 = index.maxs %arg0, %idx3
//     return %0 : index
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: index, %arg1: index) -> index {
//     %idx3 = index.constant 3
//     %idx-108 = index.constant -108
//     %0 = index.maxs %arg0, %idx3
//     %1 = index.cmp ne(%0, %idx-108)
//     %2 = arith.select %1, %0, %arg1 : index
//     return %2 : index
//   }
// }
