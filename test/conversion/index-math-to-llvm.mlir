// convert-math-to-llvm and convert-index-to-llvm: intrinsics with fastmath flags, index arithmetic, comparisons and casts.
// RUN: %rmlir-opt %s --convert-math-to-llvm --convert-index-to-llvm | FileCheck %s

func.func @m(%a: f64, %b: f64, %i: i32) -> (f64, i32) {
  %0 = math.powf %a, %b : f64
  %1 = math.log %0 fastmath<nnan> : f64
  %2 = math.absf %1 : f64
  %3 = math.floor %2 : f64
  %4 = math.fma %3, %a, %b : f64
  %5 = math.ctpop %i : i32
  %6 = arith.cmpf ogt, %4, %a : f64
  %7 = arith.select %6, %4, %a : f64
  %8 = arith.sitofp %i : i32 to f64
  %9 = arith.divf %7, %8 : f64
  return %9, %5 : f64, i32
}
func.func @i(%a: index, %b: index, %c: i32) -> (index, i1, index, i64, index) {
  %0 = index.constant 5
  %1 = index.cmp sge(%a, %b)
  %2 = index.maxs %a, %0
  %3 = index.castu %a : index to i64
  %4 = index.casts %c : i32 to index
  %5 = index.shrs %2, %a
  %7 = index.sizeof
  return %5, %1, %7, %3, %4 : index, i1, index, i64, index
}
func.func @multi(%x: i64) -> (i64, i64) {
  %a, %b = call @two(%x) : (i64) -> (i64, i64)
  return %b, %a : i64, i64
}
func.func private @two(i64) -> (i64, i64)

// CHECK:      module {
// CHECK-NEXT:   func.func @m(%arg0: f64, %arg1: f64, %arg2: i32) -> (f64, i32) {
// CHECK-NEXT:     %0 = llvm.intr.pow(%arg0, %arg1) : (f64, f64) -> f64
// CHECK-NEXT:     %1 = llvm.intr.log(%0) {fastmathFlags = #llvm.fastmath<nnan>} : (f64) -> f64
// CHECK-NEXT:     %2 = llvm.intr.fabs(%1) : (f64) -> f64
// CHECK-NEXT:     %3 = llvm.intr.floor(%2) : (f64) -> f64
// CHECK-NEXT:     %4 = llvm.intr.fma(%3, %arg0, %arg1) : (f64, f64, f64) -> f64
// CHECK-NEXT:     %5 = llvm.intr.ctpop(%arg2) : (i32) -> i32
// CHECK-NEXT:     %6 = arith.cmpf ogt, %4, %arg0 : f64
// CHECK-NEXT:     %7 = arith.select %6, %4, %arg0 : f64
// CHECK-NEXT:     %8 = arith.sitofp %arg2 : i32 to f64
// CHECK-NEXT:     %9 = arith.divf %7, %8 : f64
// CHECK-NEXT:     return %9, %5 : f64, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @i(%arg0: index, %arg1: index, %arg2: i32) -> (index, i1, index, i64, index) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT:     %3 = llvm.icmp "sge" %1, %0 : i64
// CHECK-NEXT:     %4 = llvm.intr.smax(%1, %2) : (i64, i64) -> i64
// CHECK-NEXT:     %5 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT:     %7 = llvm.ashr %4, %1 : i64
// CHECK-NEXT:     %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT:     %9 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT:     %10 = builtin.unrealized_conversion_cast %9 : i64 to index
// CHECK-NEXT:     return %8, %3, %10, %1, %6 : index, i1, index, i64, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT:     %0:2 = call @two(%arg0) : (i64) -> (i64, i64)
// CHECK-NEXT:     return %0#1, %0#0 : i64, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @two(i64) -> (i64, i64)
// CHECK-NEXT: }
