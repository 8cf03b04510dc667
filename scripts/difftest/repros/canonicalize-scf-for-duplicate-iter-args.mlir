// canonicalize: scf.for with a duplicated iter_arg (same init, same yield)
//
// pass: --canonicalize
//
// upstream mlir-opt 22: merges the duplicate into the first occurrence and
// keeps that position (results (i64, i8)).
// rmlir-opt: removes the unused first one and keeps the later copy, so
// iter_args and results come out permuted ((i8, i64)).
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%lb: index, %ub: index, %s: index, %a: i64, %b: i8, %y: i64, %z: i8) -> (i8, i64) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%x0 = %a, %x1 = %b, %x2 = %a) -> (i64, i8, i64) {
    scf.yield %y, %z, %y : i64, i8, i64
  }
  return %r#1, %r#2 : i8, i64
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i64, %arg4: i8, %arg5: i64, %arg6: i8) -> (i8, i64) {
//     %0:2 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg3, %arg9 = %arg4) -> (i64, i8) {
//       scf.yield %arg5, %arg6 : i64, i8
//     }
//     return %0#1, %0#0 : i8, i64
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i64, %arg4: i8, %arg5: i64, %arg6: i8) -> (i8, i64) {
//     %0:2 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg4, %arg9 = %arg3) -> (i8, i64) {
//       scf.yield %arg6, %arg5 : i8, i64
//     }
//     return %0#0, %0#1 : i8, i64
//   }
// }
