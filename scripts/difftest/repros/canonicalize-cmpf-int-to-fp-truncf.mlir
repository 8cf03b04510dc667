// canonicalize: cmpf of an integer converted to float, truncf of extf/sitofp,
// trunci of shrsi
//
// pass: --canonicalize
//
// upstream mlir-opt 22: CmpFIntToFPConst turns cmpf(sitofp/uitofp(x), C)
// into cmpi(x, int(C)) with the predicate adjusted for a fractional C, or
// into a constant when C lies outside the integer range or the predicate is
// ord/uno; TruncFOp::fold gives a for truncf(extf(a)); TruncFSIToFPToSIToFP /
// TruncFUIToFPToUIToFP convert directly to the narrower float;
// TruncIShrSIToTrunciShrUI turns trunci(shrsi(x, c)) into trunci(shrui(x, c))
// when c is the number of truncated bits.
// rmlir-opt: had none of these.
//
// run: $MLIR_OPT --canonicalize FILE; target/debug/rmlir-opt --canonicalize FILE

func.func @f(%x: i32, %a: f32, %y: i64) -> (i1, i1, f32, f32) {
  %c = arith.constant 4.400000e+00 : f32
  %s = arith.sitofp %x : i32 to f32
  %0 = arith.cmpf olt, %s, %c : f32
  %1 = arith.cmpf oeq, %s, %c : f32
  %e = arith.extf %a : f32 to f64
  %2 = arith.truncf %e : f64 to f32
  %d = arith.sitofp %y : i64 to f64
  %3 = arith.truncf %d : f64 to f32
  return %0, %1, %2, %3 : i1, i1, f32, f32
}

// ---- mlir-opt 22 prints (exit 0):
// module {
//   func.func @f(%arg0: i32, %arg1: f32, %arg2: i64) -> (i1, i1, f32, f32) {
//     %false = arith.constant false
//     %c4_i32 = arith.constant 4 : i32
//     %0 = arith.cmpi sle, %arg0, %c4_i32 : i32
//     %1 = arith.sitofp %arg2 : i64 to f32
//     return %0, %false, %arg1, %1 : i1, i1, f32, f32
//   }
// }
// ---- rmlir-opt prints (exit 0):
// module {
//   func.func @f(%arg0: i32, %arg1: f32, %arg2: i64) -> (i1, i1, f32, f32) {
//     %cst = arith.constant 4.400000e+00 : f32
//     %0 = arith.sitofp %arg0 : i32 to f32
//     %1 = arith.cmpf olt, %0, %cst : f32
//     %2 = arith.cmpf oeq, %0, %cst : f32
//     %3 = arith.extf %arg1 : f32 to f64
//     %4 = arith.truncf %3 : f64 to f32
//     %5 = arith.sitofp %arg2 : i64 to f64
//     %6 = arith.truncf %5 : f64 to f32
//     return %1, %2, %4, %6 : i1, i1, f32, f32
//   }
// }
