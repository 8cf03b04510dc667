// inline follows toy.call to toy.func (CallOpInterface, CallableOpInterface)
// and the toy dialect's inliner interface allows it; the private callee
// goes once its last call is inlined.
// RUN: %toy-opt %s --inline | FileCheck %s
// sccp propagates a constant through the call and the callee's return.
// RUN: %toy-opt %s --sccp | FileCheck %s --check-prefix=SCCP

// CHECK-NOT:   @square
// CHECK-NOT:   @cube
// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[M:.*]] = toy.mul %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[M]] : i32
"toy.func"() <{sym_name = "square", sym_visibility = "private", function_type = (i32) -> i32}> ({
^bb0(%a: i32):
  %m = toy.mul %a, %a : i32
  toy.return %m : i32
}) : () -> ()
func.func @caller(%x: i32) -> i32 {
  %r = toy.call @square(%x) : (i32) -> i32
  return %r : i32
}

// SCCP-LABEL: func.func @constant_caller
// SCCP-NEXT:    %[[C:.*]] = toy.constant 9 : i32
// SCCP-NEXT:    %{{.*}} = toy.constant 3 : i32
// SCCP-NEXT:    %{{.*}} = toy.call @cube
// SCCP-NEXT:    return %[[C]] : i32
"toy.func"() <{sym_name = "cube", sym_visibility = "private", function_type = (i32) -> i32}> ({
^bb0(%a: i32):
  %m = toy.mul %a, %a : i32
  toy.return %m : i32
}) : () -> ()
func.func @constant_caller() -> i32 {
  %c3 = toy.constant 3 : i32
  %r = toy.call @cube(%c3) : (i32) -> i32
  return %r : i32
}
