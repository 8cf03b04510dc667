// INVALID OUTPUT: the inliner puts a multi-block callee into a single-block scf region
//
// pass: --inline
//
// upstream mlir-opt 22: refuses to inline a callee that still has several
// blocks (after the inliner's simplification) into a region that must have one
// block (scf.for body, scf.while before/after, scf.if then/else); the calls
// and the callee stay.
// rmlir-opt: inlines it anyway, leaving scf.for/scf.while/scf.if regions with
// several blocks and a cf terminator in the entry block; exit status 0.
// rmlir's verifier does not catch it (see verifier-scf-multiblock-
// region.mlir), and scf.for/scf.if print their regions without block
// terminators, so the entry block's cf.cond_br even disappears from the output
// (@in_for below). When the inlined CFG leaves the wrong terminator at the
// end, rmlir reports an error instead ('scf.while' op expects the 'after'
// region to terminate with 'scf.yield'): that is the rejection seen on seeds
// 11 and 15.
//
// run: $MLIR_OPT --inline FILE; target/debug/rmlir-opt --inline FILE

func.func private @ext(i32)
func.func private @callee(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c1 = arith.constant 1 : i32
  func.call @ext(%c1) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return
}
func.func @in_for(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @callee(%c) : (i1) -> ()
  }
  return
}
func.func @in_while(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    func.call @callee(%c) : (i1) -> ()
    scf.yield
  }
  return
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @ext(i32)
//   func.func private @callee(%arg0: i1) {
//     %c1_i32 = arith.constant 1 : i32
//     cf.cond_br %arg0, ^bb1, ^bb2
//   ^bb1:  // pred: ^bb0
//     call @ext(%c1_i32) : (i32) -> ()
//     cf.br ^bb2
//   ^bb2:  // 2 preds: ^bb0, ^bb1
//     return
//   }
//   func.func @in_for(%arg0: i1, %arg1: index) {
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     scf.for %arg2 = %c0 to %arg1 step %c1 {
//       func.call @callee(%arg0) : (i1) -> ()
//     }
//     return
//   }
//   func.func @in_while(%arg0: i1) {
//     scf.while : () -> () {
//       scf.condition(%arg0)
//     } do {
//       func.call @callee(%arg0) : (i1) -> ()
//       scf.yield
//     }
//     return
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @ext(i32)
//   func.func @in_for(%arg0: i1, %arg1: index) {
//     %c1_i32 = arith.constant 1 : i32
//     %c0 = arith.constant 0 : index
//     %c1 = arith.constant 1 : index
//     scf.for %arg2 = %c0 to %arg1 step %c1 {
//     ^bb1:  // pred: ^bb0
//       func.call @ext(%c1_i32) : (i32) -> ()
//       cf.br ^bb2
//     ^bb2:  // 2 preds: ^bb0, ^bb1
//       scf.yield
//     }
//     return
//   }
//   func.func @in_while(%arg0: i1) {
//     %c1_i32 = arith.constant 1 : i32
//     scf.while : () -> () {
//       scf.condition(%arg0)
//     } do {
//       cf.cond_br %arg0, ^bb1, ^bb2
//     ^bb1:  // pred: ^bb0
//       func.call @ext(%c1_i32) : (i32) -> ()
//       cf.br ^bb2
//     ^bb2:  // 2 preds: ^bb0, ^bb1
//       scf.yield
//     }
//     return
//   }
// }
