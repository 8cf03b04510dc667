// UPSTREAM BUG (not an rmlir bug): mlir-opt 22 crashes canonicalizing cmpf false/true of a sitofp
//
// pass: --canonicalize
//
// upstream mlir-opt 22: aborts with 'Unexpected predicate!' (UNREACHABLE in
// ArithOps.cpp) on arith.cmpf false|true with an arith.sitofp operand and a
// constant. gen_program.py therefore only uses the false/true predicates on
// two constants.
// rmlir-opt: prints the op unchanged (upstream never folds cmpf false/true
// with a non-constant operand, so this is what a fixed upstream would most
// likely print).
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%a: i32) -> i1 {
  %x = arith.sitofp %a : i32 to f32
  %c = arith.constant 1.000000e+00 : f32
  %0 = arith.cmpf false, %x, %c : f32
  return %0 : i1
}

// ---- mlir-opt 22 prints (exit -6):
// Unexpected predicate!
// UNREACHABLE executed at /project/llvm-project/mlir/lib/Dialect/Arith/IR/ArithOps.cpp:2172!
// PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace and instructions to reproduce the bug.
// Stack dump:
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: i32) -> i1 {
//     %cst = arith.constant 1.000000e+00 : f32
//     %0 = arith.sitofp %arg0 : i32 to f32
//     %1 = arith.cmpf false, %0, %cst : f32
//     return %1 : i1
//   }
// }
