// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @ops(%a: i32, %b: f32, %c: i1, %v: vector<4xi32>) -> i32 {
  %0 = arith.addi %a, %a overflow<nsw> : i32
  %1 = arith.subi %0, %a : i32
  %2 = arith.cmpi slt, %a, %1 : i32
  %3 = arith.addf %b, %b fastmath<nnan,ninf> : f32
  %4 = arith.cmpf ogt, %b, %3 fastmath<fast> : f32
  %5 = arith.select %c, %a, %1 : i32
  %6 = arith.divsi %a, %a exact : i32
  %7 = arith.extsi %a : i32 to i64
  %8 = arith.trunci %7 overflow<nuw> : i64 to i16
  %9 = arith.index_cast %a : i32 to index
  %10 = arith.negf %b : f32
  %s, %o = arith.addui_extended %a, %a : i32, i1
  %l, %h = arith.mului_extended %a, %a : i32
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant -5 : index
  %t = arith.constant true
  %f = arith.constant 2.5 : f32
  %11 = arith.truncf %b downward : f32 to f16
  %12 = arith.cmpi eq, %v, %v : vector<4xi32>
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @ops(%arg0: i32, %arg1: f32, %arg2: i1, %arg3: vector<4xi32>) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT:     %1 = arith.subi %0, %arg0 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg0, %1 : i32
// CHECK-NEXT:     %3 = arith.addf %arg1, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:     %4 = arith.cmpf ogt, %arg1, %3 fastmath<fast> : f32
// CHECK-NEXT:     %5 = arith.select %arg2, %arg0, %1 : i32
// CHECK-NEXT:     %6 = arith.divsi %arg0, %arg0 exact : i32
// CHECK-NEXT:     %7 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:     %8 = arith.trunci %7 overflow<nuw> : i64 to i16
// CHECK-NEXT:     %9 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:     %10 = arith.negf %arg1 : f32
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT:     %low, %high = arith.mului_extended %arg0, %arg0 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c-5 = arith.constant -5 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %11 = arith.truncf %arg1 downward : f32 to f16
// CHECK-NEXT:     %12 = arith.cmpi eq, %arg3, %arg3 : vector<4xi32>
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, f32, i1, vector<4xi32>) -> i32, sym_name = "ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: f32, %arg2: i1, %arg3: vector<4xi32>):
// GENERIC-NEXT:     %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %1 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %2 = "arith.cmpi"(%arg0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:     %3 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %4 = "arith.cmpf"(%arg1, %3) <{fastmath = #arith.fastmath<fast>, predicate = 2 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %5 = "arith.select"(%arg2, %arg0, %1) : (i1, i32, i32) -> i32
// GENERIC-NEXT:     %6 = "arith.divsi"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:     %7 = "arith.extsi"(%arg0) : (i32) -> i64
// GENERIC-NEXT:     %8 = "arith.trunci"(%7) <{overflowFlags = #arith.overflow<nuw>}> : (i64) -> i16
// GENERIC-NEXT:     %9 = "arith.index_cast"(%arg0) : (i32) -> index
// GENERIC-NEXT:     %10 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %11:2 = "arith.addui_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT:     %12:2 = "arith.mului_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:     %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT:     %14 = "arith.constant"() <{value = -5 : index}> : () -> index
// GENERIC-NEXT:     %15 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %16 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     %17 = "arith.truncf"(%arg1) <{roundingmode = 1 : i32}> : (f32) -> f16
// GENERIC-NEXT:     %18 = "arith.cmpi"(%arg3, %arg3) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
// GENERIC-NEXT:     "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
