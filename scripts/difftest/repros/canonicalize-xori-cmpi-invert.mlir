// canonicalize: xori(cmpi, true) to the inverse predicate
//
// pass: --canonicalize
//
// upstream mlir-opt 22: rewrites arith.xori(arith.cmpi slt a, b ; true) into
// arith.cmpi sge a, b.
// rmlir-opt: keeps the cmpi and the xori.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpi slt, %a, %b : i32
  %n = arith.xori %c, %t : i1
  return %n : i1
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: i32, %arg1: i32) -> i1 {
//     %0 = arith.cmpi sge, %arg0, %arg1 : i32
//     return %0 : i1
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: i32, %arg1: i32) -> i1 {
//     %true = arith.constant true
//     %0 = arith.cmpi slt, %arg0, %arg1 : i32
//     %1 = arith.xori %0, %true : i1
//     return %1 : i1
//   }
// }
