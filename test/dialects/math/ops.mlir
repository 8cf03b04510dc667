// RUN: %rmlir-opt %s  | FileCheck %s

func.func @m(%x: f32, %y: f32, %v: vector<4xf16>, %i: i32) {
  %0 = math.exp %x fastmath<fast> : f32
  %1 = math.sqrt %0 : f32
  %2 = math.powf %1, %y fastmath<nnan,ninf> : f32
  %3 = math.fma %2, %x, %y : f32
  %4 = math.isnan %v : vector<4xf16>
  %5 = math.ctpop %i : i32
  %6 = math.ipowi %i, %i : i32
  %7 = math.tanh %v fastmath<none> : vector<4xf16>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @m(%arg0: f32, %arg1: f32, %arg2: vector<4xf16>, %arg3: i32) {
// CHECK-NEXT:     %0 = math.exp %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %1 = math.sqrt %0 : f32
// CHECK-NEXT:     %2 = math.powf %1, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:     %3 = math.fma %2, %arg0, %arg1 : f32
// CHECK-NEXT:     %4 = math.isnan %arg2 : vector<4xf16>
// CHECK-NEXT:     %5 = math.ctpop %arg3 : i32
// CHECK-NEXT:     %6 = math.ipowi %arg3, %arg3 : i32
// CHECK-NEXT:     %7 = math.tanh %arg2 : vector<4xf16>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
