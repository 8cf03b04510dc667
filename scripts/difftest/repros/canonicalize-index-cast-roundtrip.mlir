// canonicalize: arith.index_cast / arith.index_castui round trips
//
// pass: --canonicalize
//
// upstream mlir-opt 22: folds index_cast(index_cast(x)) and
// index_castui(index_castui(x)) to x whenever the outer result type equals x's
// type -- even through a narrower integer (index -> i8 -> index). Mixed pairs
// (index_castui then index_cast) are left alone.
// rmlir-opt: keeps both casts.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%x: index, %y: i32) -> (index, index, i32, i32) {
  %0 = arith.index_cast %x : index to i8
  %1 = arith.index_cast %0 : i8 to index
  %2 = arith.index_castui %x : index to i64
  %3 = arith.index_castui %2 : i64 to index
  %4 = arith.index_cast %y : i32 to index
  %5 = arith.index_cast %4 : index to i32
  %6 = arith.index_castui %y : i32 to index
  %7 = arith.index_cast %6 : index to i32
  return %1, %3, %5, %7 : index, index, i32, i32
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: index, %arg1: i32) -> (index, index, i32, i32) {
//     %0 = arith.index_castui %arg1 : i32 to index
//     %1 = arith.index_cast %0 : index to i32
//     return %arg0, %arg0, %arg1, %1 : index, index, i32, i32
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: index, %arg1: i32) -> (index, index, i32, i32) {
//     %0 = arith.index_cast %arg0 : index to i8
//     %1 = arith.index_cast %0 : i8 to index
//     %2 = arith.index_castui %arg0 : index to i64
//     %3 = arith.index_castui %2 : i64 to index
//     %4 = arith.index_cast %arg1 : i32 to index
//     %5 = arith.index_cast %4 : index to i32
//     %6 = arith.index_castui %arg1 : i32 to index
//     %7 = arith.index_cast %6 : index to i32
//     return %1, %3, %5, %7 : index, index, i32, i32
//   }
// }
