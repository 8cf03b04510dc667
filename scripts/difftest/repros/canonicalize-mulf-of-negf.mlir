// canonicalize: arith.mulf(negf x, negf y)
//
// pass: --canonicalize
//
// upstream mlir-opt 22: rewrites mulf(negf x, negf y) into mulf(x, y).
// rmlir-opt: keeps the two negf.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %z = arith.mulf %a, %b : f32
  return %z : f32
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: f32, %arg1: f32) -> f32 {
//     %0 = arith.mulf %arg0, %arg1 : f32
//     return %0 : f32
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: f32, %arg1: f32) -> f32 {
//     %0 = arith.negf %arg0 : f32
//     %1 = arith.negf %arg1 : f32
//     %2 = arith.mulf %0, %1 : f32
//     return %2 : f32
//   }
// }
