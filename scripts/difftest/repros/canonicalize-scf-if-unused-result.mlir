// canonicalize: unused result of an scf.if that cannot be erased
//
// pass: --canonicalize
//
// upstream mlir-opt 22: drops the unused result (and the ops computing the
// yielded value) of an scf.if that must stay for its side effects.
// rmlir-opt: keeps the result and its computation when the yielded value is
// defined inside the region (when all yielded values come from outside, rmlir
// does drop it).
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func private @g()
func.func @f(%c: i1, %a: i64, %b: i64) {
  %r = scf.if %c -> (i64) {
    func.call @g() : () -> ()
    %m = arith.maxsi %a, %b : i64
    scf.yield %m : i64
  } else {
    scf.yield %a : i64
  }
  return
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @g()
//   func.func @f(%arg0: i1, %arg1: i64, %arg2: i64) {
//     scf.if %arg0 {
//       func.call @g() : () -> ()
//     }
//     return
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @g()
//   func.func @f(%arg0: i1, %arg1: i64, %arg2: i64) {
//     %0 = scf.if %arg0 -> (i64) {
//       func.call @g() : () -> ()
//       %1 = arith.maxsi %arg1, %arg2 : i64
//       scf.yield %1 : i64
//     } else {
//       scf.yield %arg1 : i64
//     }
//     return
//   }
// }
