// loop-invariant-code-motion: arith.floordivsi / remsi / remui
//
// pass: --loop-invariant-code-motion
//
// upstream mlir-opt 22: hoists arith.floordivsi, arith.remsi and arith.remui
// unconditionally (they are always speculatable upstream, even with a zero or
// unknown divisor); divsi/divui/ceildivsi/ceildivui need a known safe divisor.
// rmlir-opt: treats them like divsi: only hoists them with a known non-zero
// (and not -1) constant divisor, so the ones above stay in the loop (and any
// region containing one is not hoisted).
//
// run: $MLIR_OPT --loop-invariant-code-motion FILE; target/debug/rmlir-opt --loop-invariant-code-motion FILE

func.func private @use(i32)
func.func @f(%n: index, %x: i32, %y: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.floordivsi %x, %y : i32
    func.call @use(%0) : (i32) -> ()
    %1 = arith.remsi %x, %y : i32
    func.call @use(%1) : (i32) -> ()
    %2 = arith.remui %x, %y : i32
    func.call @use(%2) : (i32) -> ()
  }
  return
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @use(i32)
//   func.func @f(%arg0: index, %arg1: i32, %arg2: i32) {
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     %0 = arith.floordivsi %arg1, %arg2 : i32
//     %1 = arith.remsi %arg1, %arg2 : i32
//     %2 = arith.remui %arg1, %arg2 : i32
//     scf.for %arg3 = %c0 to %arg0 step %c1 {
//       func.call @use(%0) : (i32) -> ()
//       func.call @use(%1) : (i32) -> ()
//       func.call @use(%2) : (i32) -> ()
//     }
//     return
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @use(i32)
//   func.func @f(%arg0: index, %arg1: i32, %arg2: i32) {
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     scf.for %arg3 = %c0 to %arg0 step %c1 {
//       %0 = arith.floordivsi %arg1, %arg2 : i32
//       func.call @use(%0) : (i32) -> ()
//       %1 = arith.remsi %arg1, %arg2 : i32
//       func.call @use(%1) : (i32) -> ()
//       %2 = arith.remui %arg1, %arg2 : i32
//       func.call @use(%2) : (i32) -> ()
//     }
//     return
//   }
// }
