// canonicalize: order of the constants hoisted to the top of the function
//
// pass: --canonicalize
//
// upstream mlir-opt 22: ends with index.constant 1 (from index.divu %w, %w
// after the scf.while result is forwarded) first in the entry block.
// rmlir-opt: puts index.constant 1 after the other constants: the
// folding/worklist order differs (here the trailing cf.cond_br diamond is
// needed to show it).
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func private @use(index)
func.func @f(%y: f64, %c: i1) -> i1 {
  %c44 = arith.constant 44 : index
  %0 = index.floordivs %c44, %c44
  %w = scf.while : () -> index {
    %1 = index.cmp ugt(%0, %0)
    scf.condition(%1) %0 : index
  } do {
  ^bb0(%x: index):
    func.call @use(%c44) : (index) -> ()
    scf.yield
  }
  %m = arith.constant -2.500000e+00 : f64
  %2 = math.ceil %m : f64
  %3 = arith.cmpf uge, %y, %2 : f64
  %4 = index.divu %w, %w
  call @use(%4) : (index) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return %3 : i1
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func private @use(index)
//   func.func @f(%arg0: f64, %arg1: i1) -> i1 {
//     %idx1 = index.constant 1
//     %cst = arith.constant -2.000000e+00 : f64
//     %false = index.bool.constant false
//     %c44 = arith.constant 44 : index
//     scf.while : () -> () {
//       scf.condition(%false)
//     } do {
//       func.call @use(%c44) : (index) -> ()
//       scf.yield
//     }
//     %0 = arith.cmpf uge, %arg0, %cst : f64
//     call @use(%idx1) : (index) -> ()
//     return %0 : i1
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func private @use(index)
//   func.func @f(%arg0: f64, %arg1: i1) -> i1 {
//     %cst = arith.constant -2.000000e+00 : f64
//     %false = index.bool.constant false
//     %c44 = arith.constant 44 : index
//     %idx1 = index.constant 1
//     scf.while : () -> () {
//       scf.condition(%false)
//     } do {
//       func.call @use(%c44) : (index) -> ()
//       scf.yield
//     }
//     %0 = arith.cmpf uge, %arg0, %cst : f64
//     call @use(%idx1) : (index) -> ()
//     return %0 : i1
//   }
// }
