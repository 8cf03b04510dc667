// RUN: %rmlir-opt %s --split-input-file --verify-diagnostics

// Result types are checked against the inferred ones: the reason, then
// "failed to infer returned types".

func.func @meet_unequal_cardinality(%a: tensor<2xindex>, %b: tensor<3xindex>) {
  // expected-error@+2 {{unequal shape cardinality}}
  // expected-error@+1 {{'shape.meet' op failed to infer returned types}}
  %0 = shape.meet %a, %b : tensor<2xindex>, tensor<3xindex> -> tensor<?xindex>
  return
}

// -----

func.func @meet_mixed(%a: tensor<2xindex>, %z: !shape.size) {
  // expected-error@+2 {{requires all sizes or shapes}}
  // expected-error@+1 {{'shape.meet' op failed to infer returned types}}
  %0 = shape.meet %a, %z : tensor<2xindex>, !shape.size -> !shape.size
  return
}

// -----

func.func @meet_incompatible_result(%a: tensor<2xindex>, %b: tensor<2xindex>) {
  // expected-error@+2 {{'shape.meet' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<3xindex>'}}
  // expected-error@+1 {{'shape.meet' op failed to infer returned types}}
  %0 = shape.meet %a, %b : tensor<2xindex>, tensor<2xindex> -> tensor<3xindex>
  return
}

// -----

func.func @const_shape_wrong_size() {
  // expected-error@+2 {{'shape.const_shape' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<3xindex>'}}
  // expected-error@+1 {{'shape.const_shape' op failed to infer returned types}}
  %0 = shape.const_shape [1, 2] : tensor<3xindex>
  return
}

// -----

func.func @const_shape_not_index() {
  // expected-error@+1 {{'shape.const_shape' op attribute 'shape' failed to satisfy constraint: index elements attribute}}
  %0 = "shape.const_shape"() <{shape = dense<[1]> : tensor<1xi32>}> : () -> tensor<1xindex>
  return
}

// -----

func.func @const_shape_result(%a: tensor<2xindex>) {
  // expected-error@+1 {{'shape.const_shape' op result #0 must be shape or extent tensor, but got 'i32'}}
  %0 = shape.const_shape [1, 2] : i32
  return
}

// -----

func.func @shape_of_rank(%t: tensor<?x2xf32>) {
  // expected-error@+2 {{'shape.shape_of' op inferred type(s) 'tensor<2xindex>' are incompatible with return type(s) of operation 'tensor<3xindex>'}}
  // expected-error@+1 {{'shape.shape_of' op failed to infer returned types}}
  %0 = shape.shape_of %t : tensor<?x2xf32> -> tensor<3xindex>
  return
}

// -----

func.func @shape_of_error_result(%v: !shape.value_shape) {
  // expected-error@+1 {{'shape.shape_of' op if at least one of the operands can hold error values then the result must be of type `shape` to propagate them}}
  %0 = shape.shape_of %v : !shape.value_shape -> tensor<?xindex>
  return
}

// -----

func.func @rank_of_shape(%s: !shape.shape) {
  // expected-error@+1 {{'shape.rank' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = shape.rank %s : !shape.shape -> index
  return
}

// -----

func.func @rank_result(%s: tensor<?xindex>) {
  // expected-error@+1 {{'shape.rank' op result #0 must be size or index, but got 'i32'}}
  %0 = shape.rank %s : tensor<?xindex> -> i32
  return
}

// -----

func.func @add_of_size(%a: !shape.size, %b: index) {
  // expected-error@+1 {{'shape.add' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = shape.add %a, %b : !shape.size, index -> index
  return
}

// -----

func.func @get_extent_of_shape(%a: !shape.shape, %b: index) {
  // expected-error@+1 {{'shape.get_extent' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = shape.get_extent %a, %b : !shape.shape, index -> index
  return
}

// -----

func.func @broadcast_of_shape(%a: !shape.shape, %b: tensor<?xindex>) {
  // expected-error@+1 {{'shape.broadcast' op if at least one of the operands can hold error values then the result must be of type `shape` to propagate them}}
  %0 = shape.broadcast %a, %b : !shape.shape, tensor<?xindex> -> tensor<?xindex>
  return
}

// -----

func.func @assuming_all_empty() {
  // expected-error@+1 {{'shape.assuming_all' op no operands specified}}
  %0 = shape.assuming_all
  return
}

// -----

func.func @cstr_broadcastable_one(%a: tensor<2xindex>) {
  // expected-error@+1 {{'shape.cstr_broadcastable' op required at least 2 input shapes}}
  %0 = shape.cstr_broadcastable %a : tensor<2xindex>
  return
}

// -----

func.func @operand_kinds(%c: i32) {
  // expected-error@+1 {{'shape.from_extents' op operand #0 must be variadic of size or index, but got 'i32'}}
  %0 = "shape.from_extents"(%c) : (i32) -> !shape.shape
  return
}

// -----

func.func @const_size_attr() {
  // expected-error@+1 {{'shape.const_size' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "shape.const_size"() <{value = 3}> : () -> !shape.size
  return
}

// -----

func.func @size_to_index_result(%c: !shape.size) {
  // expected-error@+1 {{'shape.size_to_index' op result #0 must be index, but got 'i32'}}
  %0 = "shape.size_to_index"(%c) : (!shape.size) -> i32
  return
}

// -----

// expected-error@+1 {{unknown  type `bar` in dialect `shape`}}
func.func @unknown_type(%a: !shape.bar)

// -----

func.func @max_mixed(%s: !shape.shape) {
  // expected-error@+2 {{'shape.max' op inferred type(s) '!shape.shape' are incompatible with return type(s) of operation '!shape.size'}}
  // expected-error@+1 {{'shape.max' op failed to infer returned types}}
  %0 = shape.max %s, %s : !shape.shape, !shape.shape -> !shape.size
  return
}

// -----

func.func @value_as_shape_float(%t: tensor<2xf32>) {
  // expected-error@+1 {{'shape.value_as_shape' op operand #0 must be 1D tensor of integer or index values or , but got 'tensor<2xf32>'}}
  %0 = shape.value_as_shape %t : tensor<2xf32> -> !shape.shape
  return
}

// -----

func.func @div_of_size(%a: !shape.size, %b: index) {
  // expected-error@+1 {{'shape.div' op if at least one of the operands can hold error values then the result must be of type `size` to propagate them}}
  %0 = shape.div %a, %b : !shape.size, index -> index
  return
}

// -----

func.func @split_at_result(%e: tensor<2xindex>, %i: index) {
  // expected-error@+1 {{'shape.split_at' op result #1 must be shape or extent tensor, but got 'i32'}}
  %0:2 = "shape.split_at"(%e, %i) : (tensor<2xindex>, index) -> (tensor<2xindex>, i32)
  return
}

// -----

func.func @reduce_arity(%s: !shape.shape, %init: !shape.size) {
  // expected-error@+1 {{'shape.reduce' op ReduceOp body is expected to have 3 arguments}}
  %1 = shape.reduce(%s, %init) : !shape.shape -> !shape.size {
    ^bb0(%i: index, %d: !shape.size):
      shape.yield %d : !shape.size
  }
  return
}

// -----

func.func @reduce_index_arg(%s: !shape.shape, %init: !shape.size) {
  // expected-error@+1 {{'shape.reduce' op argument 0 of ReduceOp body is expected to be of IndexType}}
  %1 = shape.reduce(%s, %init) : !shape.shape -> !shape.size {
    ^bb0(%i: i32, %d: !shape.size, %a: !shape.size):
      shape.yield %d : !shape.size
  }
  return
}

// -----

func.func @reduce_shape_extent(%s: !shape.shape, %init: !shape.size) {
  // expected-error@+1 {{'shape.reduce' op argument 1 of ReduceOp body is expected to be of SizeType if the ReduceOp operates on a ShapeType}}
  %1 = shape.reduce(%s, %init) : !shape.shape -> !shape.size {
    ^bb0(%i: index, %d: index, %a: !shape.size):
      shape.yield %a : !shape.size
  }
  return
}

// -----

func.func @reduce_tensor_extent(%s: tensor<?xindex>, %init: !shape.size) {
  // expected-error@+1 {{'shape.reduce' op argument 1 of ReduceOp body is expected to be of IndexType if the ReduceOp operates on an extent tensor}}
  %1 = shape.reduce(%s, %init) : tensor<?xindex> -> !shape.size {
    ^bb0(%i: index, %d: !shape.size, %a: !shape.size):
      shape.yield %a : !shape.size
  }
  return
}

// -----

func.func @reduce_init_type(%s: tensor<?xindex>, %init: !shape.size) {
  // expected-error@+1 {{'shape.reduce' op type mismatch between argument 2 of ReduceOp body and initial value 0}}
  %1 = shape.reduce(%s, %init) : tensor<?xindex> -> !shape.size {
    ^bb0(%i: index, %d: index, %a: index):
      shape.yield %d : index
  }
  return
}

// -----

func.func @yield_count(%s: tensor<?xindex>, %init: !shape.size) {
  %1 = shape.reduce(%s, %init) : tensor<?xindex> -> !shape.size {
    ^bb0(%i: index, %d: index, %a: !shape.size):
      // expected-error@+1 {{'shape.yield' op number of operands does not match number of results of its parent}}
      shape.yield
  }
  return
}

// -----

func.func @yield_types(%s: tensor<?xindex>, %init: !shape.size) {
  %1 = shape.reduce(%s, %init) : tensor<?xindex> -> !shape.size {
    ^bb0(%i: index, %d: index, %a: !shape.size):
      // expected-error@+1 {{'shape.yield' op types mismatch between yield op and its parent}}
      shape.yield %d : index
  }
  return
}

// -----

func.func @yield_parent() {
  // expected-error@+1 {{'shape.yield' op expects parent op to be one of 'shape.reduce, shape.function_library'}}
  shape.yield
}

// -----

func.func @assuming_yield_parent() {
  // expected-error@+1 {{'shape.assuming_yield' op expects parent op 'shape.assuming'}}
  shape.assuming_yield
}

// -----

func.func @assuming_yield_type(%w: !shape.witness) {
  // expected-error@+1 {{'shape.assuming' op along control flow edge from Operation shape.assuming_yield to parent: successor operand type #0 'i32' should match successor input type #0 'index'}}
  %0 = shape.assuming %w -> (index) {
    %c = arith.constant 1 : i32
    // expected-note@+1 {{region branch point}}
    shape.assuming_yield %c : i32
  }
  return
}

// -----

func.func @return_parent() {
  // expected-error@+1 {{'shape.return' op expects parent op 'shape.func'}}
  shape.return
}

// -----

shape.function_library @lib {
  shape.func @f(%a: index) -> index {
    shape.return %a : index
  }
  // expected-error@+2 {{redefinition of symbol named 'f'}}
  // expected-note@-4 {{see existing symbol definition here}}
  shape.func @f(%a: index) -> index {
    shape.return %a : index
  }
} mapping {}
