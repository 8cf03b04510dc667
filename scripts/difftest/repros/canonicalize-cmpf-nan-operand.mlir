// canonicalize: arith.cmpf with one NaN constant operand
//
// pass: --canonicalize
//
// upstream mlir-opt 22: folds cmpf with a NaN constant on either side (ordered
// predicates to false, unordered to true), whatever the other operand.
// rmlir-opt: only folds when both operands are constants.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%x: f32) -> (i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %x, %nan : f32
  %1 = arith.cmpf une, %nan, %x : f32
  return %0, %1 : i1, i1
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: f32) -> (i1, i1) {
//     %false = arith.constant false
//     %true = arith.constant true
//     return %false, %true : i1, i1
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: f32) -> (i1, i1) {
//     %cst = arith.constant 0x7FC00000 : f32
//     %0 = arith.cmpf olt, %arg0, %cst : f32
//     %1 = arith.cmpf une, %cst, %arg0 : f32
//     return %0, %1 : i1, i1
//   }
// }
