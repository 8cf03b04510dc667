// cse: ops in unreachable blocks
//
// pass: --cse
//
// upstream mlir-opt 22: does not touch unreachable blocks (they are not in the
// dominance tree CSE walks): duplicates there stay.
// rmlir-opt: CSEs inside unreachable blocks too, replacing them with values
// from the entry block; this also shifts the _N suffixes of constant names
// printed later in the function.
//
// run: $MLIR_OPT --cse FILE; target/debug/rmlir-opt --cse FILE

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a : i32
  return %2 : i32
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: i32) -> i32 {
//     %0 = arith.addi %arg0, %arg0 : i32
//     return %0 : i32
//   ^bb1:  // no predecessors
//     %1 = arith.addi %arg0, %arg0 : i32
//     %2 = arith.addi %arg0, %arg0 : i32
//     return %2 : i32
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: i32) -> i32 {
//     %0 = arith.addi %arg0, %arg0 : i32
//     return %0 : i32
//   ^bb1:  // no predecessors
//     return %0 : i32
//   }
// }
