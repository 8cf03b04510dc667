// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func private @decl(i32 {a.b}, f32) -> (i32 {r.x})
func.func @f(%x: i32 {a.b}, %y: f32) -> i32 attributes {foo = 1 : i64} {
  %0 = func.call @decl(%x, %y) : (i32, f32) -> i32
  %c = func.constant @decl : (i32, f32) -> i32
  %1 = func.call_indirect %c(%x, %y) : (i32, f32) -> i32
  return %1 : i32
}
func.func public @g() {
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @decl(i32 {a.b}, f32) -> (i32 {r.x})
// CHECK-NEXT:   func.func @f(%arg0: i32 {a.b}, %arg1: f32) -> i32 attributes {foo = 1 : i64} {
// CHECK-NEXT:     %0 = call @decl(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT:     %f = constant @decl : (i32, f32) -> i32
// CHECK-NEXT:     %1 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func public @g() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{arg_attrs = [{a.b}, {}], function_type = (i32, f32) -> i32, res_attrs = [{r.x}], sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{arg_attrs = [{a.b}, {}], function_type = (i32, f32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT:     %0 = "func.call"(%arg0, %arg1) <{callee = @decl}> : (i32, f32) -> i32
// GENERIC-NEXT:     %1 = "func.constant"() <{value = @decl}> : () -> ((i32, f32) -> i32)
// GENERIC-NEXT:     %2 = "func.call_indirect"(%1, %arg0, %arg1) : ((i32, f32) -> i32, i32, f32) -> i32
// GENERIC-NEXT:     "func.return"(%2) : (i32) -> ()
// GENERIC-NEXT:   }) {foo = 1 : i64} : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "public"}> ({
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-EMPTY:
