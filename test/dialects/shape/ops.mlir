// RUN: %rmlir-opt %s | FileCheck %s
// RUN: %rmlir-opt %s | %rmlir-opt | FileCheck %s
// RUN: %rmlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The shape dialect's types and ops round-trip in their custom forms.

// CHECK-LABEL: func.func @constants
func.func @constants() -> (!shape.shape, tensor<0xindex>, tensor<3xindex>, !shape.size, !shape.size, !shape.witness) {
  // CHECK: shape.const_shape [] : !shape.shape
  %0 = shape.const_shape [] : !shape.shape
  // CHECK: shape.const_shape [] : tensor<0xindex>
  %1 = shape.const_shape [] : tensor<0xindex>
  // CHECK: shape.const_shape  {note = "x"}[4, 5, -6] : tensor<3xindex>
  %2 = shape.const_shape {note = "x"} [4,5,-6] : tensor<3xindex>
  // CHECK: %c10 = shape.const_size 10
  %3 = shape.const_size 10
  // CHECK: %c-1 = shape.const_size -1
  %4 = shape.const_size -1
  // CHECK: shape.const_witness false
  %5 = shape.const_witness false
  return %0, %1, %2, %3, %4, %5 : !shape.shape, tensor<0xindex>, tensor<3xindex>, !shape.size, !shape.size, !shape.witness
}
// GENERIC-LABEL: "func.func"
// GENERIC: "shape.const_shape"() <{shape = dense<> : tensor<0xindex>}> : () -> !shape.shape
// GENERIC: "shape.const_shape"() <{shape = dense<[4, 5, -6]> : tensor<3xindex>}> {note = "x"} : () -> tensor<3xindex>
// GENERIC: "shape.const_size"() <{value = 10 : index}> : () -> !shape.size
// GENERIC: "shape.const_witness"() <{passing = false}> : () -> !shape.witness

// CHECK-LABEL: func.func @sizes
func.func @sizes(%s: !shape.shape, %e: tensor<?xindex>, %z: !shape.size, %i: index) {
  // CHECK: shape.add %{{.*}}, %{{.*}} : !shape.size, index -> !shape.size
  %0 = shape.add %z, %i : !shape.size, index -> !shape.size
  // CHECK: shape.mul %{{.*}}, %{{.*}} : index, index -> index
  %1 = shape.mul %i, %i : index, index -> index
  // CHECK: shape.rank %{{.*}} : !shape.shape -> !shape.size
  %2 = shape.rank %s : !shape.shape -> !shape.size
  // CHECK: shape.rank %{{.*}} : tensor<?xindex> -> index
  %3 = shape.rank %e : tensor<?xindex> -> index
  // CHECK: shape.num_elements %{{.*}} : tensor<?xindex> -> index
  %4 = shape.num_elements %e : tensor<?xindex> -> index
  // CHECK: shape.get_extent %{{.*}}, %{{.*}} : !shape.shape, !shape.size -> !shape.size
  %5 = shape.get_extent %s, %z : !shape.shape, !shape.size -> !shape.size
  // CHECK: shape.index_to_size %{{.*}}
  %6 = shape.index_to_size %i
  // CHECK: shape.size_to_index %{{.*}} : !shape.size
  %7 = shape.size_to_index %6 : !shape.size
  // CHECK: shape.meet %{{.*}}, %{{.*}}, error = "sizes differ" : !shape.size, index -> !shape.size
  %8 = shape.meet %z, %i, error = "sizes differ" : !shape.size, index -> !shape.size
  return
}
// GENERIC: "shape.meet"(%{{.*}}, %{{.*}}) <{error = "sizes differ"}> : (!shape.size, index) -> !shape.size

// CHECK-LABEL: func.func @shapes
func.func @shapes(%t: tensor<?x4xf32>, %u: tensor<*xf32>, %s: !shape.shape, %e: tensor<?xindex>, %z: !shape.size, %i: index) {
  // CHECK: shape.shape_of %{{.*}} : tensor<?x4xf32> -> tensor<2xindex>
  %0 = shape.shape_of %t : tensor<?x4xf32> -> tensor<2xindex>
  // CHECK: shape.shape_of %{{.*}} : tensor<*xf32> -> !shape.shape
  %1 = shape.shape_of %u : tensor<*xf32> -> !shape.shape
  // CHECK: shape.from_extents %{{.*}}, %{{.*}} : !shape.size, index
  %2 = shape.from_extents %z, %i : !shape.size, index
  // CHECK: shape.to_extent_tensor %{{.*}} : !shape.shape -> tensor<?xindex>
  %3 = shape.to_extent_tensor %s : !shape.shape -> tensor<?xindex>
  // CHECK: shape.broadcast %{{.*}}, %{{.*}}, %{{.*}} : tensor<2xindex>, tensor<?xindex>, !shape.shape -> !shape.shape
  %4 = shape.broadcast %0, %e, %s : tensor<2xindex>, tensor<?xindex>, !shape.shape -> !shape.shape
  // CHECK: shape.broadcast %{{.*}}, %{{.*}} {error = "incompatible"} : tensor<2xindex>, tensor<?xindex> -> tensor<?xindex>
  %5 = shape.broadcast %0, %e {error = "incompatible"} : tensor<2xindex>, tensor<?xindex> -> tensor<?xindex>
  // CHECK: shape.meet %{{.*}}, %{{.*}} : tensor<2xindex>, tensor<?xindex> -> tensor<2xindex>
  %6 = shape.meet %0, %e : tensor<2xindex>, tensor<?xindex> -> tensor<2xindex>
  // CHECK: shape.meet %{{.*}}, %{{.*}} : !shape.shape, tensor<?xindex> -> !shape.shape
  %7 = shape.meet %s, %e : !shape.shape, tensor<?xindex> -> !shape.shape
  return
}

// CHECK-LABEL: func.func @witnesses
func.func @witnesses(%a: !shape.shape, %b: tensor<?xindex>, %w: !shape.witness) -> !shape.witness {
  // CHECK: shape.cstr_eq %{{.*}}, %{{.*}} : !shape.shape, tensor<?xindex>
  %0 = shape.cstr_eq %a, %b : !shape.shape, tensor<?xindex>
  // CHECK: shape.cstr_broadcastable %{{.*}}, %{{.*}} : !shape.shape, tensor<?xindex>
  %1 = shape.cstr_broadcastable %a, %b : !shape.shape, tensor<?xindex>
  // CHECK: shape.assuming_all %{{.*}}, %{{.*}}, %{{.*}}
  %2 = shape.assuming_all %0, %1, %w
  return %2 : !shape.witness
}

// The four types, and an unknown op of the dialect (which upstream allows).
// CHECK-LABEL: func.func @types
// CHECK-SAME: (%{{.*}}: !shape.shape, %{{.*}}: !shape.size, %{{.*}}: !shape.witness, %{{.*}}: !shape.value_shape)
func.func @types(%a: !shape.shape, %b: !shape.size, %c: !shape.witness, %d: !shape.value_shape) {
  // CHECK: "shape.not_yet_defined"(%{{.*}}) : (!shape.value_shape) -> !shape.shape
  %0 = "shape.not_yet_defined"(%d) : (!shape.value_shape) -> !shape.shape
  // CHECK: shape.shape_of %{{.*}} : !shape.value_shape -> !shape.shape
  %1 = shape.shape_of %d : !shape.value_shape -> !shape.shape
  return
}

// CHECK-LABEL: func.func @more_ops
func.func @more_ops(%s: !shape.shape, %e: tensor<?xindex>, %t: tensor<2xf32>, %ti: tensor<2xi32>, %i: index, %z: !shape.size, %b: i1) {
  // CHECK: shape.div %{{.*}}, %{{.*}} : index, index -> index
  %0 = shape.div %i, %i : index, index -> index
  // CHECK: %[[WS:.*]] = shape.with_shape %{{.*}}, %{{.*}} : tensor<2xf32>, !shape.shape
  %1 = shape.with_shape %t, %s : tensor<2xf32>, !shape.shape
  // CHECK: shape.value_of %[[WS]] : tensor<2xf32>
  %2 = shape.value_of %1 : tensor<2xf32>
  // CHECK: shape.value_as_shape %{{.*}} : tensor<2xi32> -> !shape.shape
  %3 = shape.value_as_shape %ti : tensor<2xi32> -> !shape.shape
  // CHECK: shape.cstr_require %{{.*}}, "msg"
  %4 = shape.cstr_require %b, "msg"
  // CHECK: shape.concat %{{.*}}, %{{.*}} : !shape.shape, tensor<?xindex> -> !shape.shape
  %5 = shape.concat %s, %e : !shape.shape, tensor<?xindex> -> !shape.shape
  // CHECK: shape.any %{{.*}}, %{{.*}} : !shape.shape, tensor<?xindex> -> !shape.shape
  %6 = shape.any %s, %e : !shape.shape, tensor<?xindex> -> !shape.shape
  // CHECK: shape.is_broadcastable %{{.*}}, %{{.*}} : !shape.shape, tensor<?xindex>
  %7 = shape.is_broadcastable %s, %e : !shape.shape, tensor<?xindex>
  // CHECK: shape.shape_eq %{{.*}}, %{{.*}} : !shape.shape, tensor<?xindex>
  %8 = shape.shape_eq %s, %e : !shape.shape, tensor<?xindex>
  // CHECK: shape.from_extent_tensor %{{.*}} : tensor<?xindex>
  %9 = shape.from_extent_tensor %e : tensor<?xindex>
  // CHECK: shape.max %{{.*}}, %{{.*}} : !shape.shape, !shape.shape -> !shape.shape
  %10 = shape.max %s, %s : !shape.shape, !shape.shape -> !shape.shape
  // CHECK: shape.min %{{.*}}, %{{.*}} : !shape.size, !shape.size -> !shape.size
  %11 = shape.min %z, %z : !shape.size, !shape.size -> !shape.size
  // CHECK: %head, %tail = "shape.split_at"(%{{.*}}, %{{.*}}) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %12:2 = "shape.split_at"(%e, %i) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  // CHECK: "shape.debug_print"(%{{.*}}) : (!shape.shape) -> !shape.shape
  %13 = "shape.debug_print"(%s) : (!shape.shape) -> !shape.shape
  // CHECK: shape.dim %{{.*}}, %{{.*}} : tensor<2xf32>, index -> index
  %14 = shape.dim %t, %i : tensor<2xf32>, index -> index
  return
}

// CHECK-LABEL: func.func @regions
func.func @regions(%w: !shape.witness, %s: !shape.shape, %e: tensor<?xindex>, %init: !shape.size) -> (index, !shape.size) {
  // CHECK: %[[A:.*]] = shape.assuming %{{.*}} -> (index) {
  // CHECK-NEXT: arith.constant 1 : index
  // CHECK-NEXT: shape.assuming_yield %{{.*}} : index
  // CHECK-NEXT: }
  %0 = shape.assuming %w -> (index) {
    %c = arith.constant 1 : index
    shape.assuming_yield %c : index
  }
  // The terminator is implicit without results.
  // CHECK: shape.assuming %{{.*}} {
  // CHECK-NEXT: arith.constant 2 : index
  // CHECK-NEXT: }
  shape.assuming %w {
    %c = arith.constant 2 : index
  }
  // CHECK: shape.assuming %{{.*}} {
  // CHECK-NEXT: } {foo}
  shape.assuming %w {
  } {foo}
  // CHECK: shape.reduce(%{{.*}}, %{{.*}}) : !shape.shape -> !shape.size {
  // CHECK-NEXT: ^bb0(%{{.*}}: index, %[[D:.*]]: !shape.size, %[[ACC:.*]]: !shape.size):
  // CHECK-NEXT: %[[M:.*]] = shape.mul %[[ACC]], %[[D]] : !shape.size, !shape.size -> !shape.size
  // CHECK-NEXT: shape.yield %[[M]] : !shape.size
  %1 = shape.reduce(%s, %init) : !shape.shape -> !shape.size {
    ^bb0(%i: index, %d: !shape.size, %acc: !shape.size):
      %r = shape.mul %acc, %d : !shape.size, !shape.size -> !shape.size
      shape.yield %r : !shape.size
  }
  return %0, %1 : index, !shape.size
}
// GENERIC: "shape.assuming_yield"() : () -> ()
