// RUN: %rmlir-opt %s --canonicalize --split-input-file | FileCheck %s

// The shape ops' canonicalization patterns.

// CHECK-LABEL: func.func @conversions
// CHECK-SAME: (%[[I:.*]]: index, %[[Z:.*]]: !shape.size)
// CHECK-NEXT: return %[[I]], %[[Z]], %[[I]]
func.func @conversions(%i: index, %z: !shape.size) -> (index, !shape.size, index) {
  %0 = shape.index_to_size %i
  %1 = shape.size_to_index %0 : !shape.size
  %2 = shape.size_to_index %z : !shape.size
  %3 = shape.index_to_size %2
  %4 = shape.size_to_index %i : index
  return %1, %3, %4 : index, !shape.size, index
}

// -----

// CHECK-LABEL: func.func @witnesses
// CHECK-SAME: (%[[W:.*]]: !shape.witness, %[[W2:.*]]: !shape.witness, %[[A:.*]]: tensor<?xindex>, %[[B:.*]]: tensor<?xindex>)
// CHECK-DAG: %[[TRUE:.*]] = shape.const_witness true
// CHECK-DAG: %[[CB:.*]] = shape.cstr_broadcastable %[[A]], %[[B]] : tensor<?xindex>, tensor<?xindex>
// CHECK-DAG: %[[ALL:.*]] = shape.assuming_all %[[W]], %[[CB]], %[[W2]]
// CHECK-DAG: %[[ALL2:.*]] = shape.assuming_all %[[W]], %[[CB]], %[[W2]]
// CHECK-DAG: %[[CB2:.*]] = shape.cstr_broadcastable %[[A]], %[[B]] : tensor<?xindex>, tensor<?xindex>
// CHECK: return %[[W]], %[[TRUE]], %[[TRUE]], %[[ALL]], %[[ALL2]], %[[CB2]]
func.func @witnesses(%w: !shape.witness, %w2: !shape.witness, %a: tensor<?xindex>, %b: tensor<?xindex>) -> (!shape.witness, !shape.witness, !shape.witness, !shape.witness, !shape.witness, !shape.witness) {
  %one = shape.assuming_all %w
  %eq = shape.cstr_eq %a, %a : tensor<?xindex>, tensor<?xindex>
  %same = shape.cstr_broadcastable %a, %a, %a : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %dup = shape.cstr_broadcastable %a, %b, %a : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %all = shape.assuming_all %w, %dup, %w, %w2
  %nested = shape.assuming_all %all, %w2
  %e = shape.const_shape [] : tensor<0xindex>
  %empty = shape.cstr_broadcastable %a, %e, %b : tensor<?xindex>, tensor<0xindex>, tensor<?xindex>
  return %one, %eq, %same, %all, %nested, %empty : !shape.witness, !shape.witness, !shape.witness, !shape.witness, !shape.witness, !shape.witness
}

// -----

// `assuming_all` of `cstr_eq`s over shared shapes is one `cstr_eq`.
// CHECK-LABEL: func.func @cstr_eqs
// CHECK: %[[EQ:.*]] = shape.cstr_eq %arg0, %arg1, %arg1, %arg2 : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
// CHECK-NEXT: return %[[EQ]]
func.func @cstr_eqs(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> !shape.witness {
  %0 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %1 = shape.cstr_eq %b, %c : tensor<?xindex>, tensor<?xindex>
  %2 = shape.assuming_all %0, %1
  return %2 : !shape.witness
}

// -----

// CHECK-LABEL: func.func @broadcast_operands
// CHECK: %[[B:.*]] = shape.broadcast %arg0, %arg1 {error = "x"} : tensor<?xindex>, tensor<?xindex> -> !shape.shape
// CHECK-NEXT: return %[[B]]
func.func @broadcast_operands(%a: tensor<?xindex>, %b: tensor<?xindex>) -> !shape.shape {
  %e = shape.const_shape [] : tensor<0xindex>
  %0 = shape.broadcast %a, %e, %b, %a {error = "x"} : tensor<?xindex>, tensor<0xindex>, tensor<?xindex>, tensor<?xindex> -> !shape.shape
  return %0 : !shape.shape
}

// -----

// CHECK-LABEL: func.func @rank_of_shape_of
// CHECK-DAG: %[[S:.*]] = shape.const_size 2
// CHECK-DAG: %[[I:.*]] = arith.constant 2 : index
// CHECK: return %[[I]], %[[S]]
func.func @rank_of_shape_of(%t: tensor<?x2xf32>) -> (index, !shape.size) {
  %0 = shape.shape_of %t : tensor<?x2xf32> -> tensor<2xindex>
  %1 = shape.rank %0 : tensor<2xindex> -> index
  %2 = shape.shape_of %t : tensor<?x2xf32> -> !shape.shape
  %3 = shape.rank %2 : !shape.shape -> !shape.size
  return %1, %3 : index, !shape.size
}

// -----

// A cast to the operand's own type is the operand.
// CHECK-LABEL: func.func @identity_casts
// CHECK: %[[C:.*]] = shape.to_extent_tensor %arg1 : tensor<3xindex> -> tensor<?xindex>
// CHECK: return %arg0, %[[C]], %arg1
func.func @identity_casts(%e: tensor<?xindex>, %s: tensor<3xindex>) -> (tensor<?xindex>, tensor<?xindex>, tensor<3xindex>) {
  %0 = shape.to_extent_tensor %e : tensor<?xindex> -> tensor<?xindex>
  %1 = shape.to_extent_tensor %s : tensor<3xindex> -> tensor<?xindex>
  %2 = shape.to_extent_tensor %s : tensor<3xindex> -> tensor<3xindex>
  return %0, %1, %2 : tensor<?xindex>, tensor<?xindex>, tensor<3xindex>
}

// -----

// `shape.assuming` on a constant witness is inlined; as upstream's, a
// failing constant witness too.
// CHECK-LABEL: func.func @assuming_constant
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: return %[[S]], %arg0 : index, index
func.func @assuming_constant(%a: index) -> (index, index) {
  %w = shape.const_witness true
  %0 = shape.assuming %w -> (index) {
    %c = arith.addi %a, %a : index
    shape.assuming_yield %c : index
  }
  %f = shape.const_witness false
  %1 = shape.assuming %f -> (index) {
    shape.assuming_yield %a : index
  }
  return %0, %1 : index, index
}

// -----

// Unused results of `shape.assuming` go.
// CHECK-LABEL: func.func @assuming_unused
// CHECK: %[[R:.*]] = shape.assuming %arg1 -> (index) {
// CHECK-NEXT: %[[S:.*]] = arith.addi
// CHECK-NEXT: shape.assuming_yield %[[S]] : index
// CHECK: return %[[R]]
func.func @assuming_unused(%a: index, %w: !shape.witness) -> index {
  %0:2 = shape.assuming %w -> (index, index) {
    %c = arith.addi %a, %a : index
    shape.assuming_yield %c, %a : index, index
  }
  return %0#0 : index
}

// -----

// CHECK-LABEL: func.func @cast_of_shape_of
// CHECK-NEXT: %[[S:.*]] = shape.shape_of %arg0 : tensor<?x?x?xf32> -> tensor<?xindex>
// CHECK-NEXT: return %[[S]]
func.func @cast_of_shape_of(%t: tensor<?x?x?xf32>) -> tensor<?xindex> {
  %0 = shape.shape_of %t : tensor<?x?x?xf32> -> tensor<3xindex>
  %1 = tensor.cast %0 : tensor<3xindex> to tensor<?xindex>
  return %1 : tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @extract_from_shape_of
// CHECK-NEXT: %[[D:.*]] = tensor.dim %arg0, %arg1 : tensor<?x?x?xf32>
// CHECK-NEXT: return %[[D]]
func.func @extract_from_shape_of(%t: tensor<?x?x?xf32>, %i: index) -> index {
  %0 = shape.shape_of %t : tensor<?x?x?xf32> -> tensor<3xindex>
  %1 = tensor.extract %0[%i] : tensor<3xindex>
  return %1 : index
}

// -----

// Casts that forget an extent tensor's size are looked through; the
// dynamically sized broadcast gets its static size and a cast.
// CHECK-LABEL: func.func @cast_operands
// CHECK-NEXT: %[[C:.*]] = shape.cstr_broadcastable %arg0, %arg1 : tensor<3xindex>, tensor<2xindex>
// CHECK-NEXT: %[[B:.*]] = shape.broadcast %arg0, %arg1 : tensor<3xindex>, tensor<2xindex> -> tensor<3xindex>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[B]] : tensor<3xindex> to tensor<?xindex>
// CHECK-NEXT: return %[[C]], %[[CAST]]
func.func @cast_operands(%a: tensor<3xindex>, %b: tensor<2xindex>) -> (!shape.witness, tensor<?xindex>) {
  %0 = tensor.cast %a : tensor<3xindex> to tensor<?xindex>
  %1 = shape.cstr_broadcastable %0, %b : tensor<?xindex>, tensor<2xindex>
  %2 = shape.broadcast %0, %b {error = "x"} : tensor<?xindex>, tensor<2xindex> -> tensor<?xindex>
  return %1, %2 : !shape.witness, tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @broadcast_single
// CHECK-NEXT: %[[S:.*]] = shape.from_extent_tensor %arg0 : tensor<3xindex>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %arg0 : tensor<3xindex> to tensor<?xindex>
// CHECK-NEXT: return %[[S]], %[[C]], %arg0
func.func @broadcast_single(%a: tensor<3xindex>) -> (!shape.shape, tensor<?xindex>, tensor<3xindex>) {
  %0 = shape.broadcast %a : tensor<3xindex> -> !shape.shape
  %1 = shape.broadcast %a : tensor<3xindex> -> tensor<?xindex>
  %2 = shape.broadcast %a : tensor<3xindex> -> tensor<3xindex>
  return %0, %1, %2 : !shape.shape, tensor<?xindex>, tensor<3xindex>
}

// -----

// CHECK-LABEL: func.func @broadcast_constants
// CHECK-NEXT: %[[C:.*]] = shape.const_shape [2, 3] : tensor<2xindex>
// CHECK-NEXT: %[[B:.*]] = shape.broadcast %arg0, %[[C]] : tensor<?xindex>, tensor<2xindex> -> !shape.shape
// CHECK-NEXT: return %[[B]]
func.func @broadcast_constants(%a: tensor<?xindex>) -> !shape.shape {
  %c1 = shape.const_shape [2, 1] : tensor<2xindex>
  %c2 = shape.const_shape [1, 3] : tensor<2xindex>
  %0 = shape.broadcast %c1, %a, %c2 : tensor<2xindex>, tensor<?xindex>, tensor<2xindex> -> !shape.shape
  return %0 : !shape.shape
}

// -----

// Constraints implied by others go from `assuming_all`. Which of them
// are erased follows upstream's use of `std::remove_if`: the implied
// constraint on %a, %b stays, unused.
// CHECK-LABEL: func.func @implied_constraints
// CHECK-NEXT: shape.cstr_broadcastable %arg0, %arg1 :
// CHECK-NEXT: %[[ABC:.*]] = shape.cstr_broadcastable %arg0, %arg1, %arg2 :
// CHECK-NEXT: %[[DEG:.*]] = shape.cstr_broadcastable %arg3, %arg4, %arg5 :
// CHECK-NEXT: %[[ALL:.*]] = shape.assuming_all %[[ABC]], %[[DEG]]
// CHECK-NEXT: return %[[ALL]]
func.func @implied_constraints(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>, %d: tensor<?xindex>, %e: tensor<?xindex>, %g: tensor<?xindex>) -> !shape.witness {
  %0 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %1 = shape.cstr_broadcastable %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %2 = shape.cstr_broadcastable %d, %e : tensor<?xindex>, tensor<?xindex>
  %3 = shape.cstr_broadcastable %d, %e, %g : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %4 = shape.assuming_all %0, %1, %2, %3
  return %4 : !shape.witness
}
