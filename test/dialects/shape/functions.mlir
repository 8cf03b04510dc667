// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s | %rmlir-opt | FileCheck %s
// RUN: %rmlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Shape function libraries: inside them `shape.` is left off op names.

// CHECK-LABEL: shape.function_library @shape_lib attributes {foo = 1 : i64} {
// CHECK-NEXT: func @same_result_shape(%[[ARG:.*]]: !shape.value_shape) -> !shape.shape attributes {bar} {
// CHECK-NEXT: %[[S:.*]] = shape_of %[[ARG]] : !shape.value_shape -> !shape.shape
// CHECK-NEXT: return %[[S]] : !shape.shape
// CHECK-NEXT: }
// CHECK-NEXT: func private @declared(index) -> index
// CHECK-NEXT: func.func @other() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: } mapping {test.same_operand_result_type = @same_result_shape}
shape.function_library @shape_lib attributes {foo = 1} {
  shape.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape attributes {bar} {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    shape.return %0 : !shape.shape
  }
  shape.func private @declared(index) -> index
  func.func @other() {
    return
  }
} mapping {
  test.same_operand_result_type = @same_result_shape
}

// GENERIC: "shape.function_library"() <{mapping = {test.same_operand_result_type = @same_result_shape}, sym_name = "shape_lib"}> ({
// GENERIC: "shape.func"() <{function_type = (!shape.value_shape) -> !shape.shape, sym_name = "same_result_shape"}> ({
// GENERIC: "shape.return"(%{{.*}}) : (!shape.shape) -> ()
// GENERIC: }) {bar} : () -> ()
// GENERIC: "shape.func"() <{function_type = (index) -> index, sym_name = "declared", sym_visibility = "private"}>
