// canonicalize (and sccp): folds and patterns that look through producers
//
// pass: --canonicalize
//
// upstream mlir-opt 22: XOrIOp::fold (xor(xor(x, a), a) -> x and mirrors),
// AddIOp::fold (addi(subi(a, b), b) -> a), SubIOp::fold (subi(addi(a, b), b)
// -> a, subi(addi(a, b), a) -> b), the CastOpInterface fold of a bitcast to
// its own type, and the patterns AndOfExtUI/SI, OrOfExtUI/SI, XOrIOfExtUI/SI,
// CmpIExtSI/UI, ExtSIOfExtUI, BitcastOfBitcast, AddIMulNegativeOneRhs/Lhs,
// SubISubILHSRHSLHS. With sccp, the folds that return a constant operand
// (xori(xori(i, 4), i) -> 4) make the op's result constant.
// rmlir-opt: had none of these.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%a: i64, %b: i64, %x: i32, %y: i32) -> (i64, i64, i64, i1, i64) {
  %m1 = arith.constant -1 : i64
  %0 = arith.muli %b, %m1 : i64
  %1 = arith.addi %a, %0 : i64
  %s = arith.subi %a, %b : i64
  %2 = arith.subi %s, %a : i64
  %ex = arith.extui %x : i32 to i64
  %ey = arith.extui %y : i32 to i64
  %3 = arith.xori %ex, %ey : i64
  %4 = arith.cmpi eq, %ex, %ey : i64
  %xb = arith.xori %a, %b : i64
  %5 = arith.xori %xb, %b : i64
  return %1, %2, %3, %4, %5 : i64, i64, i64, i1, i64
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: i64, %arg1: i64, %arg2: i32, %arg3: i32) -> (i64, i64, i64, i1, i64) {
//     %c0_i64 = arith.constant 0 : i64
//     %0 = arith.subi %arg0, %arg1 : i64
//     %1 = arith.subi %c0_i64, %arg1 : i64
//     %2 = arith.xori %arg2, %arg3 : i32
//     %3 = arith.extui %2 : i32 to i64
//     %4 = arith.cmpi eq, %arg2, %arg3 : i32
//     return %0, %1, %3, %4, %arg0 : i64, i64, i64, i1, i64
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: i64, %arg1: i64, %arg2: i32, %arg3: i32) -> (i64, i64, i64, i1, i64) {
//     %c-1_i64 = arith.constant -1 : i64
//     %0 = arith.muli %arg1, %c-1_i64 : i64
//     %1 = arith.addi %arg0, %0 : i64
//     %2 = arith.subi %arg0, %arg1 : i64
//     %3 = arith.subi %2, %arg0 : i64
//     %4 = arith.extui %arg2 : i32 to i64
//     %5 = arith.extui %arg3 : i32 to i64
//     %6 = arith.xori %4, %5 : i64
//     %7 = arith.cmpi eq, %4, %5 : i64
//     %8 = arith.xori %arg0, %arg1 : i64
//     %9 = arith.xori %8, %arg1 : i64
//     return %1, %3, %6, %7, %9 : i64, i64, i64, i1, i64
//   }
// }
