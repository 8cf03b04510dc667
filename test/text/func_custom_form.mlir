// RUN: %rmlir-opt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s | %rmlir-opt | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// func.func declarations and definitions, visibility, argument and result
// attributes, function attributes, calls and returns.
func.func private @decl(i32, f32) -> i64
func.func nested @nested_decl()
func.func @multi(%a: i32, %b: i32) -> (i32, i32) {
  return %b, %a : i32, i32
}
func.func @attrs(%a: i32 {foo.arg = 1 : i32, foo.unit}, %b: f32) -> (i32 {foo.res}) attributes {foo.fn = "x", alpha} {
  return %a : i32
}
func.func @calls(%x: i32) -> i64 {
  %f = arith.constant 2.0 : f32
  %0 = call @decl(%x, %f) : (i32, f32) -> i64
  %1:2 = func.call @multi(%x, %x) : (i32, i32) -> (i32, i32)
  return %0 : i64
}
func.func @fn_types(%f: (i32) -> i1) -> ((i32) -> i1) {
  return %f : (i32) -> i1
}
func.func private @res_attr_decl(i32 {foo.a}) -> (f32 {foo.b})

// CHECK:module {
// CHECK-NEXT:  func.func private @decl(i32, f32) -> i64
// CHECK-NEXT:  func.func nested @nested_decl()
// CHECK-NEXT:  func.func @multi(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:    return %arg1, %arg0 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @attrs(%arg0: i32 {foo.arg = 1 : i32, foo.unit}, %arg1: f32) -> (i32 {foo.res}) attributes {alpha, foo.fn = "x"} {
// CHECK-NEXT:    return %arg0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @calls(%arg0: i32) -> i64 {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %0 = call @decl(%arg0, %cst) : (i32, f32) -> i64
// CHECK-NEXT:    %1:2 = call @multi(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:    return %0 : i64
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @fn_types(%arg0: (i32) -> i1) -> ((i32) -> i1) {
// CHECK-NEXT:    return %arg0 : (i32) -> i1
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @res_attr_decl(i32 {foo.a}) -> (f32 {foo.b})
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, f32) -> i64, sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "nested_decl", sym_visibility = "nested"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "multi"}> ({
// GENERIC-NEXT:  ^bb0(%arg4: i32, %arg5: i32):
// GENERIC-NEXT:    "func.return"(%arg5, %arg4) : (i32, i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{arg_attrs = [{foo.arg = 1 : i32, foo.unit}, {}], function_type = (i32, f32) -> i32, res_attrs = [{foo.res}], sym_name = "attrs"}> ({
// GENERIC-NEXT:  ^bb0(%arg2: i32, %arg3: f32):
// GENERIC-NEXT:    "func.return"(%arg2) : (i32) -> ()
// GENERIC-NEXT:  }) {alpha, foo.fn = "x"} : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i32) -> i64, sym_name = "calls"}> ({
// GENERIC-NEXT:  ^bb0(%arg1: i32):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    %1 = "func.call"(%arg1, %0) <{callee = @decl}> : (i32, f32) -> i64
// GENERIC-NEXT:    %2:2 = "func.call"(%arg1, %arg1) <{callee = @multi}> : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:    "func.return"(%1) : (i64) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = ((i32) -> i1) -> ((i32) -> i1), sym_name = "fn_types"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: (i32) -> i1):
// GENERIC-NEXT:    "func.return"(%arg0) : ((i32) -> i1) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{arg_attrs = [{foo.a}], function_type = (i32) -> f32, res_attrs = [{foo.b}], sym_name = "res_attr_decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
