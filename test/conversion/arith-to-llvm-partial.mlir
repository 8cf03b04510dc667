// convert-arith-to-llvm alone: arith ops lower and unrealized casts bridge to the unconverted func ops where upstream places them.
// RUN: %rmlir-opt %s --convert-arith-to-llvm | FileCheck %s

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
// CHECK-NEXT:     %0 = math.powf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = math.log %0 fastmath<nnan> : f64
// CHECK-NEXT:     %2 = math.absf %1 : f64
// CHECK-NEXT:     %3 = math.floor %2 : f64
// CHECK-NEXT:     %4 = math.fma %3, %arg0, %arg1 : f64
// CHECK-NEXT:     %5 = math.ctpop %arg2 : i32
// CHECK-NEXT:     %6 = llvm.fcmp "ogt" %4, %arg0 : f64
// CHECK-NEXT:     %7 = llvm.select %6, %4, %arg0 : i1, f64
// CHECK-NEXT:     %8 = llvm.sitofp %arg2 : i32 to f64
// CHECK-NEXT:     %9 = llvm.fdiv %7, %8 : f64
// CHECK-NEXT:     return %9, %5 : f64, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @i(%arg0: index, %arg1: index, %arg2: i32) -> (index, i1, index, i64, index) {
// CHECK-NEXT:     %idx5 = index.constant 5
// CHECK-NEXT:     %0 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT:     %1 = index.maxs %arg0, %idx5
// CHECK-NEXT:     %2 = index.castu %arg0 : index to i64
// CHECK-NEXT:     %3 = index.casts %arg2 : i32 to index
// CHECK-NEXT:     %4 = index.shrs %1, %arg0
// CHECK-NEXT:     %5 = index.sizeof
// CHECK-NEXT:     return %4, %0, %5, %2, %3 : index, i1, index, i64, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT:     %0:2 = call @two(%arg0) : (i64) -> (i64, i64)
// CHECK-NEXT:     return %0#1, %0#0 : i64, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @two(i64) -> (i64, i64)
// CHECK-NEXT: }
