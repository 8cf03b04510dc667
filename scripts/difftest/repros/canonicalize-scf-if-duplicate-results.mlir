// canonicalize: scf.if results yielded alike by both branches
//
// pass: --canonicalize
//
// upstream mlir-opt 22: the region-branch pattern RemoveDuplicateSuccessorInputUses
// replaces the uses of a later scf.if result by an earlier one when every
// branch yields the same value for both; the dead result then goes
// (RemoveDeadRegionBranchOpSuccessorInputs), and ori(x, x) folds.
// rmlir-opt: kept both results.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%c: i1, %a: i64, %b: i64) -> i64 {
  %r:2 = scf.if %c -> (i64, i64) {
    scf.yield %a, %a : i64, i64
  } else {
    %d = arith.divui %a, %b : i64
    scf.yield %d, %d : i64, i64
  }
  %o = arith.ori %r#1, %r#0 : i64
  return %o : i64
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
//     %0 = scf.if %arg0 -> (i64) {
//       scf.yield %arg1 : i64
//     } else {
//       %1 = arith.divui %arg1, %arg2 : i64
//       scf.yield %1 : i64
//     }
//     return %0 : i64
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
//     %0:2 = scf.if %arg0 -> (i64, i64) {
//       scf.yield %arg1, %arg1 : i64, i64
//     } else {
//       %2 = arith.divui %arg1, %arg2 : i64
//       scf.yield %2, %2 : i64, i64
//     }
//     %1 = arith.ori %0#1, %0#0 : i64
//     return %1 : i64
//   }
// }
