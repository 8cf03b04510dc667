// canonicalize (and sccp, inline): identities of the index binary ops
//
// pass: --canonicalize
//
// upstream mlir-opt 22: the index folders know only add(x, 0), sub(x, 0),
// mul(x, 1) (-> x) and mul(x, 0) (-> the attribute 0, materialized as
// index.constant 0 even when the zero was an arith.constant). divu/divs by 1,
// shl/shrs/shru by 0, or/xor with 0 stay.
// rmlir-opt: also folded shl/shrs/shru/or/xor with 0 and divs/divu by 1 to x,
// and did not fold mul(x, 0).
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%a: index) -> (index, index, index, index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = index.divu %a, %c1
  %1 = index.shl %a, %c0
  %2 = index.shrs %a, %c0
  %3 = index.mul %a, %c0
  return %0, %1, %2, %3 : index, index, index, index
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: index) -> (index, index, index, index) {
//     %idx0 = index.constant 0
//     %c1 = arith.constant 1 : index
//     %c0 = arith.constant 0 : index
//     %0 = index.divu %arg0, %c1
//     %1 = index.shl %arg0, %c0
//     %2 = index.shrs %arg0, %c0
//     return %0, %1, %2, %idx0 : index, index, index, index
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: index) -> (index, index, index, index) {
//     %c0 = arith.constant 0 : index
//     %0 = index.mul %arg0, %c0
//     return %arg0, %arg0, %arg0, %0 : index, index, index, index
//   }
// }
