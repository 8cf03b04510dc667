// RUN: %rmlir-opt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s | %rmlir-opt | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// arith constants (with their result-name hints) and binary/compare/cast ops.
func.func @consts() -> (i32, f32, index, i1, i1, i32) {
  %c = arith.constant 42 : i32
  %f = arith.constant 1.5 : f32
  %i = arith.constant 7 : index
  %t = arith.constant true
  %fl = arith.constant false
  %n = arith.constant -1 : i32
  %c0 = arith.constant 0 : index
  return %c, %f, %i, %t, %fl, %n : i32, f32, index, i1, i1, i32
}
func.func @ops(%a: i32, %b: i32, %x: f32, %y: f32) -> i1 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a overflow<nsw> : i32
  %2 = arith.cmpi slt, %1, %b : i32
  %3 = arith.addf %x, %y fastmath<fast> : f32
  %4 = arith.cmpf oeq, %3, %x : f32
  %5 = arith.andi %2, %4 : i1
  %6 = arith.index_cast %a : i32 to index
  %7 = arith.extsi %a : i32 to i64
  %8 = arith.select %5, %a, %b : i32
  return %5 : i1
}

// CHECK:module {
// CHECK-NEXT:  func.func @consts() -> (i32, f32, index, i1, i1, i32) {
// CHECK-NEXT:    %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:    %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %c42_i32, %cst, %c7, %true, %false, %c-1_i32 : i32, f32, index, i1, i1, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32) -> i1 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %arg0 overflow<nsw> : i32
// CHECK-NEXT:    %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT:    %3 = arith.addf %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT:    %4 = arith.cmpf oeq, %3, %arg2 : f32
// CHECK-NEXT:    %5 = arith.andi %2, %4 : i1
// CHECK-NEXT:    %6 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    %7 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:    %8 = arith.select %5, %arg0, %arg1 : i32
// CHECK-NEXT:    return %5 : i1
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (i32, f32, index, i1, i1, i32), sym_name = "consts"}> ({
// GENERIC-NEXT:    %9 = "arith.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC-NEXT:    %10 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    %11 = "arith.constant"() <{value = 7 : index}> : () -> index
// GENERIC-NEXT:    %12 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:    %13 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT:    %14 = "arith.constant"() <{value = -1 : i32}> : () -> i32
// GENERIC-NEXT:    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    "func.return"(%9, %10, %11, %12, %13, %14) : (i32, f32, index, i1, i1, i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i32, f32, f32) -> i1, sym_name = "ops"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32):
// GENERIC-NEXT:    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT:    %2 = "arith.cmpi"(%1, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:    %3 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %4 = "arith.cmpf"(%3, %arg2) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:    %5 = "arith.andi"(%2, %4) : (i1, i1) -> i1
// GENERIC-NEXT:    %6 = "arith.index_cast"(%arg0) : (i32) -> index
// GENERIC-NEXT:    %7 = "arith.extsi"(%arg0) : (i32) -> i64
// GENERIC-NEXT:    %8 = "arith.select"(%5, %arg0, %arg1) : (i1, i32, i32) -> i32
// GENERIC-NEXT:    "func.return"(%5) : (i1) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
