// canonicalize (and inline, canonicalize,cse): cmpi of an i1 with true/false
//
// pass: --canonicalize
//
// upstream mlir-opt 22: CmpIOp::fold gives x for `cmpi ne, x, false` and
// `cmpi eq, x, true` on i1 (after the constant moved to the right).
// rmlir-opt: kept both compares.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%x: i1) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.cmpi ne, %x, %f : i1
  %1 = arith.cmpi eq, %t, %x : i1
  return %0, %1 : i1, i1
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: i1) -> (i1, i1) {
//     return %arg0, %arg0 : i1, i1
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: i1) -> (i1, i1) {
//     %true = arith.constant true
//     %false = arith.constant false
//     %0 = arith.cmpi ne, %arg0, %false : i1
//     %1 = arith.cmpi eq, %arg0, %true : i1
//     return %0, %1 : i1, i1
//   }
// }
