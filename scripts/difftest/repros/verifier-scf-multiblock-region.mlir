// ACCEPTS INVALID IR: scf.if / scf.for / scf.while regions with more than one block
//
// pass: none (parse, verify, print)
//
// upstream mlir-opt 22: rejects it: 'scf.if' op expects region #0 to have 0 or
// 1 blocks (the regions are SizedRegion<1>).
// rmlir-opt: accepts and prints it; as scf.if prints its regions without block
// terminators, the entry block's cf.br ^bb1 vanishes from the output.
//
// run: $MLIR_OPT FILE; target/debug/rmlir-opt FILE

func.func private @ext()
func.func @f(%c: i1) {
  scf.if %c {
    cf.br ^bb1
  ^bb1:
    func.call @ext() : () -> ()
    scf.yield
  }
  return
}

// ---- mlir-opt 22 prints (exit 1):
// verifier.mlir:3:3: error: 'scf.if' op expects region #0 to have 0 or 1 blocks
//   scf.if %c {
//   ^
// verifier.mlir:3:3: note: see current operation: 
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @ext()
//   func.func @f(%arg0: i1) {
//     scf.if %arg0 {
//     ^bb1:  // pred: ^bb0
//       func.call @ext() : () -> ()
//       scf.yield
//     }
//     return
//   }
// }
