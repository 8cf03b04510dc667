// cf.switch in custom and generic form.
// RUN: %rmlir-opt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// The custom form of cf.switch, with and without case values.
func.func @switch(%flag: i32, %v: f32) {
  cf.switch %flag : i32, [
    default: ^bb1(%v : f32),
    42: ^bb2,
    -3: ^bb1(%v : f32)
  ]
^bb1(%p: f32):
  return
^bb2:
  return
}
func.func @default_only(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1
  ]
^bb1:
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @switch(%arg0: i32, %arg1: f32) {
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : f32),
// CHECK-NEXT:      42: ^bb2,
// CHECK-NEXT:      4294967293: ^bb1(%arg1 : f32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @default_only(%arg0: i64) {
// CHECK-NEXT:    cf.switch %arg0 : i64, [
// CHECK-NEXT:      default: ^bb1]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i32, f32) -> (), sym_name = "switch"}> ({
// GENERIC-NEXT:  ^bb0(%arg1: i32, %arg2: f32):
// GENERIC-NEXT:    "cf.switch"(%arg1, %arg2, %arg2)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[42, -3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f32, f32) -> ()
// GENERIC-NEXT:  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  ^bb2:  // pred: ^bb0
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (i64) -> (), sym_name = "default_only"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i64):
// GENERIC-NEXT:    "cf.switch"(%arg0)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// GENERIC-NEXT:  ^bb1:  // pred: ^bb0
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
