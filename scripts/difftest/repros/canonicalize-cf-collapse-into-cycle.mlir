// canonicalize: cf.cond_br / cf.switch into a chain of cf.br that ends in a cycle
//
// pass: --canonicalize
//
// upstream mlir-opt 22: leaves them alone: collapseBranch does not forward
// through a block whose chain of unconditional branches runs into a cycle (an
// infinite loop), so the cond_br/switch and the pass-through blocks stay (and
// every pure op feeding the condition stays live).
// rmlir-opt: collapses the pass-through blocks and the cond_br/switch into a
// single cf.br to the self-loop, and then erases the now dead condition
// computations; in the random programs this turns whole functions ending in an
// infinite loop into three lines.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @cond_br(%c: i1) {
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb2
}
func.func @switch(%c: i32) {
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb3
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @cond_br(%arg0: i1) {
//     cf.cond_br %arg0, ^bb2, ^bb1
//   ^bb1:  // pred: ^bb0
//     cf.br ^bb2
//   ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
//     cf.br ^bb2
//   }
//   func.func @switch(%arg0: i32) {
//     cf.switch %arg0 : i32, [
//       default: ^bb1,
//       42: ^bb2
//     ]
//   ^bb1:  // pred: ^bb0
//     cf.br ^bb3
//   ^bb2:  // pred: ^bb0
//     cf.br ^bb3
//   ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3
//     cf.br ^bb3
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @cond_br(%arg0: i1) {
//     cf.br ^bb1
//   ^bb1:  // 2 preds: ^bb0, ^bb1
//     cf.br ^bb1
//   }
//   func.func @switch(%arg0: i32) {
//     cf.br ^bb1
//   ^bb1:  // 2 preds: ^bb0, ^bb1
//     cf.br ^bb1
//   }
// }
