// canonicalize and sccp: which constant op a folded value reuses
//
// pass: --canonicalize
//
// upstream mlir-opt 22: materializes a folded result with the dialect of the
// op that folded (index.add -> index.constant 0) and the OperationFolder
// uniques constants per (dialect, value, type), so arith.constant 0 : index
// and index.constant 0 both stay and each user keeps its own.
// rmlir-opt: reuses the existing arith.constant 0 : index for the index.add
// result (one constant per value and type). Same with --sccp. Also shifts the
// order of the constants at the top of the function in many programs.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func private @use(index)
func.func @f() {
  %z = arith.constant 0 : i8
  %i = arith.index_cast %z : i8 to index
  %s = index.add %i, %i
  call @use(%i) : (index) -> ()
  call @use(%s) : (index) -> ()
  return
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @use(index)
//   func.func @f() {
//     %c0 = arith.constant 0 : index
//     %idx0 = index.constant 0
//     call @use(%c0) : (index) -> ()
//     call @use(%idx0) : (index) -> ()
//     return
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @use(index)
//   func.func @f() {
//     %c0 = arith.constant 0 : index
//     call @use(%c0) : (index) -> ()
//     call @use(%c0) : (index) -> ()
//     return
//   }
// }
