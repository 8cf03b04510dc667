// canonicalize (and sccp): index.casts / index.castu of a constant
//
// pass: --canonicalize
//
// upstream mlir-opt 22: folds index.casts/index.castu of an integer constant
// when the result can be materialized by the index dialect (result type index,
// or i1 as index.bool.constant): iN -> index always, index -> iN under the
// 32/64-bit rule of foldCastOp. index -> i32/i64 results are not folded (no
// index-dialect constant of that type). The same folds make sccp differ.
// rmlir-opt: does not fold index.casts / index.castu of constants at all.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f() -> (index, index, i32, i64) {
  %c = arith.constant -5 : i64
  %t = arith.constant true
  %i = index.constant 7
  %0 = index.castu %c : i64 to index
  %1 = index.casts %t : i1 to index
  %2 = index.casts %i : index to i32
  %3 = index.castu %i : index to i64
  return %0, %1, %2, %3 : index, index, i32, i64
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f() -> (index, index, i32, i64) {
//     %idx7 = index.constant 7
//     %idx-5 = index.constant -5
//     %idx-1 = index.constant -1
//     %0 = index.casts %idx7 : index to i32
//     %1 = index.castu %idx7 : index to i64
//     return %idx-5, %idx-1, %0, %1 : index, index, i32, i64
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f() -> (index, index, i32, i64) {
//     %c-5_i64 = arith.constant -5 : i64
//     %true = arith.constant true
//     %idx7 = index.constant 7
//     %0 = index.castu %c-5_i64 : i64 to index
//     %1 = index.casts %true : i1 to index
//     %2 = index.casts %idx7 : index to i32
//     %3 = index.castu %idx7 : index to i64
//     return %0, %1, %2, %3 : index, index, i32, i64
//   }
// }
