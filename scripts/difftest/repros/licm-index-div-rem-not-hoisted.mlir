// loop-invariant-code-motion: index dialect division and remainder
//
// pass: --loop-invariant-code-motion
//
// upstream mlir-opt 22: never hoists index.divs / divu / ceildivs / ceildivu /
// floordivs / rems / remu, even with constant non-zero operands (they are not
// speculatable in MLIR 22); other index ops are hoisted. An scf.if/scf.for
// containing one is not hoisted either.
// rmlir-opt: hoists them (with a constant non-zero divisor), and the regions
// containing them.
//
// run: $MLIR_OPT --loop-invariant-code-motion FILE; target/debug/rmlir-opt --loop-invariant-code-motion FILE

func.func private @use(index)
func.func @f(%n: index) {
  %a = index.constant 100
  %b = index.constant 31
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %q = index.divs %a, %b
    func.call @use(%q) : (index) -> ()
    %r = index.remu %a, %b
    func.call @use(%r) : (index) -> ()
  }
  return
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @use(index)
//   func.func @f(%arg0: index) {
//     %idx100 = index.constant 100
//     %idx31 = index.constant 31
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     scf.for %arg1 = %c0 to %arg0 step %c1 {
//       %0 = index.divs %idx100, %idx31
//       func.call @use(%0) : (index) -> ()
//       %1 = index.remu %idx100, %idx31
//       func.call @use(%1) : (index) -> ()
//     }
//     return
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @use(index)
//   func.func @f(%arg0: index) {
//     %idx100 = index.constant 100
//     %idx31 = index.constant 31
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     %0 = index.divs %idx100, %idx31
//     %1 = index.remu %idx100, %idx31
//     scf.for %arg1 = %c0 to %arg0 step %c1 {
//       func.call @use(%0) : (index) -> ()
//       func.call @use(%1) : (index) -> ()
//     }
//     return
//   }
// }
