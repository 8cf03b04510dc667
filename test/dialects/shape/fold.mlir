// RUN: %rmlir-opt %s --canonicalize --split-input-file | FileCheck %s

// Constant folding of the shape ops; folded results are materialized as
// the dialect's constants (`const_size`, `const_shape`, `const_witness`)
// or `arith.constant` for an `index`.

// CHECK-LABEL: func.func @sizes
// CHECK-DAG: %[[C3:.*]] = shape.const_size 3
// CHECK-DAG: %[[C24:.*]] = arith.constant 24 : index
// CHECK-DAG: %[[C4:.*]] = shape.const_size 4
// CHECK-DAG: %[[C6I:.*]] = arith.constant 6 : index
// CHECK-DAG: %[[C6:.*]] = shape.const_size 6
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: return %[[C3]], %[[C24]], %[[C4]], %[[C6I]], %[[C6]], %arg0, %[[C2]]
func.func @sizes(%sz: !shape.size) -> (!shape.size, index, !shape.size, index, !shape.size, !shape.size, index) {
  %s = shape.const_shape [2, 3, 4] : !shape.shape
  %t = shape.const_shape [2, 3, 4] : tensor<3xindex>
  %c2 = shape.const_size 2
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %rank = shape.rank %s : !shape.shape -> !shape.size
  %num = shape.num_elements %t : tensor<3xindex> -> index
  %ext = shape.get_extent %s, %c2 : !shape.shape, !shape.size -> !shape.size
  %add = shape.add %c3, %c3 : index, index -> index
  %mul = shape.mul %c2, %c3 : !shape.size, index -> !shape.size
  %add0 = shape.add %sz, %c0 : !shape.size, index -> !shape.size
  %back = shape.size_to_index %c2 : !shape.size
  return %rank, %num, %ext, %add, %mul, %add0, %back : !shape.size, index, !shape.size, index, !shape.size, !shape.size, index
}

// -----

// CHECK-LABEL: func.func @shapes
// CHECK-DAG: %[[S32:.*]] = shape.const_shape [3, 2] : !shape.shape
// CHECK-DAG: %[[T234:.*]] = shape.const_shape [2, 3, 4] : tensor<3xindex>
// CHECK-DAG: %[[S23:.*]] = shape.const_shape [2, 3] : !shape.shape
// CHECK-DAG: %[[T23:.*]] = shape.const_shape [2, 3] : tensor<2xindex>
// CHECK: return %[[T234]], %[[S23]], %[[T23]], %arg1, %[[S32]]
func.func @shapes(%arg: tensor<2x3xf32>, %s: !shape.shape) -> (tensor<3xindex>, !shape.shape, tensor<2xindex>, !shape.shape, !shape.shape) {
  %c2 = shape.const_size 2
  %c3 = arith.constant 3 : index
  %s234 = shape.const_shape [2, 3, 4] : !shape.shape
  %t = shape.to_extent_tensor %s234 : !shape.shape -> tensor<3xindex>
  %fe = shape.from_extents %c2, %c3 : !shape.size, index
  %so = shape.shape_of %arg : tensor<2x3xf32> -> tensor<2xindex>
  %one = shape.broadcast %s : !shape.shape -> !shape.shape
  %a = shape.const_shape [1, 2] : !shape.shape
  %b = shape.const_shape [3, 1] : !shape.shape
  %two = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %t, %fe, %so, %one, %two : tensor<3xindex>, !shape.shape, tensor<2xindex>, !shape.shape, !shape.shape
}

// -----

// Shapes that do not broadcast are left alone.
// CHECK-LABEL: func.func @no_broadcast
// CHECK: shape.broadcast
func.func @no_broadcast() -> tensor<3xindex> {
  %a = shape.const_shape [1, 2] : tensor<2xindex>
  %b = shape.const_shape [2, 3, 4] : tensor<3xindex>
  %0 = shape.broadcast %a, %b : tensor<2xindex>, tensor<3xindex> -> tensor<3xindex>
  return %0 : tensor<3xindex>
}

// -----

// CHECK-LABEL: func.func @witnesses
// CHECK-DAG: %[[F:.*]] = shape.const_witness false
// CHECK-DAG: %[[T:.*]] = shape.const_witness true
// CHECK-DAG: %[[SO:.*]] = shape.shape_of %arg1
// CHECK-DAG: %[[CB:.*]] = shape.cstr_broadcastable %[[SO]], %arg2
// CHECK: return %[[T]], %[[T]], %[[T]], %[[CB]], %[[F]]
func.func @witnesses(%w: !shape.witness, %dyn: tensor<?x3xf32>, %e: tensor<?xindex>, %static: tensor<2x1xf32>) -> (!shape.witness, !shape.witness, !shape.witness, !shape.witness, !shape.witness) {
  %s = shape.const_shape [2, 3, 4] : !shape.shape
  %t = shape.const_shape [2, 3, 4] : tensor<3xindex>
  %eq = shape.cstr_eq %s, %t : !shape.shape, tensor<3xindex>
  %cb = shape.cstr_broadcastable %s, %t : !shape.shape, tensor<3xindex>
  %sd = shape.shape_of %dyn : tensor<?x3xf32> -> tensor<2xindex>
  %ss = shape.shape_of %static : tensor<2x1xf32> -> tensor<2xindex>
  %c13 = shape.const_shape [1, 3] : tensor<2xindex>
  %known = shape.cstr_broadcastable %ss, %c13 : tensor<2xindex>, tensor<2xindex>
  %unknown = shape.cstr_broadcastable %sd, %e : tensor<2xindex>, tensor<?xindex>
  %false = shape.const_witness false
  %all_false = shape.assuming_all %w, %false
  return %eq, %cb, %known, %unknown, %all_false : !shape.witness, !shape.witness, !shape.witness, !shape.witness, !shape.witness
}

// -----

// Passing witnesses are dropped from `assuming_all`.
// CHECK-LABEL: func.func @assuming_all_drops_passing
// CHECK: %[[A:.*]] = shape.assuming_all %arg0, %arg1
// CHECK-NEXT: return %[[A]]
func.func @assuming_all_drops_passing(%a: !shape.witness, %b: !shape.witness) -> !shape.witness {
  %true = shape.const_witness true
  %0 = shape.assuming_all %a, %true, %b, %true
  return %0 : !shape.witness
}

// -----

// CHECK-LABEL: func.func @more_folds
// CHECK-DAG: %[[W:.*]] = shape.const_witness true
// CHECK-DAG: %[[ANY:.*]] = shape.const_shape [1, 2] : !shape.shape
// CHECK-DAG: %[[TAIL:.*]] = shape.const_shape [5, 6] : tensor<2xindex>
// CHECK-DAG: %[[HEAD:.*]] = shape.const_shape [4] : tensor<1xindex>
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[M4:.*]] = arith.constant -4 : index
// CHECK-DAG: %[[S2:.*]] = shape.const_size 2
// CHECK-DAG: %[[I2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[CAT:.*]] = shape.const_shape [1, 2, 3] : tensor<3xindex>
// CHECK-DAG: %[[D1:.*]] = shape.dim %arg0, %{{.*}} : tensor<2x?xf32>, index -> index
// CHECK-DAG: %[[DIV0:.*]] = shape.div %{{.*}}, %{{.*}} : index, index -> index
// CHECK-DAG: %[[IB:.*]] = shape.is_broadcastable %{{.*}}, %{{.*}} : tensor<2xindex>, tensor<1xindex>
// CHECK-DAG: %[[REQ:.*]] = shape.cstr_require %arg3, "maybe"
// CHECK: return %[[I2]], %[[D1]], %[[S2]], %[[M4]], %[[DIV0]], %arg1, %arg2, %[[TRUE]], %[[FALSE]], %[[TRUE]], %[[IB]], %[[CAT]], %[[HEAD]], %[[TAIL]], %[[ANY]], %[[W]], %[[REQ]]
func.func @more_folds(%t: tensor<2x?xf32>, %s: !shape.shape, %z: !shape.size, %b: i1) -> (index, index, !shape.size, index, index, !shape.shape, !shape.size, i1, i1, i1, i1, tensor<3xindex>, tensor<1xindex>, tensor<2xindex>, !shape.shape, !shape.witness, !shape.witness) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %cm2 = arith.constant -2 : index
  %d0 = shape.dim %t, %c0 : tensor<2x?xf32>, index -> index
  %d1 = shape.dim %t, %c1 : tensor<2x?xf32>, index -> index
  %cs = shape.const_size 0
  %d2 = shape.dim %t, %cs : tensor<2x?xf32>, !shape.size -> !shape.size
  %q = shape.div %c7, %cm2 : index, index -> index
  %q0 = shape.div %c7, %c0 : index, index -> index
  %mx = shape.max %s, %s : !shape.shape, !shape.shape -> !shape.shape
  %mn = shape.min %z, %z : !shape.size, !shape.size -> !shape.size
  %a = shape.const_shape [1, 2] : tensor<2xindex>
  %a2 = shape.const_shape [1, 2] : tensor<2xindex>
  %c = shape.const_shape [3] : tensor<1xindex>
  %eq = shape.shape_eq %a, %a2 : tensor<2xindex>, tensor<2xindex>
  %ne = shape.shape_eq %a, %c : tensor<2xindex>, tensor<1xindex>
  %ib = shape.is_broadcastable %a : tensor<2xindex>
  %ib2 = shape.is_broadcastable %a, %c, %a : tensor<2xindex>, tensor<1xindex>, tensor<2xindex>
  %cat = shape.concat %a, %c : tensor<2xindex>, tensor<1xindex> -> tensor<3xindex>
  %x = shape.const_shape [4, 5, 6] : tensor<3xindex>
  %h, %tl = "shape.split_at"(%x, %cm2) : (tensor<3xindex>, index) -> (tensor<1xindex>, tensor<2xindex>)
  %any = shape.any %s, %a : !shape.shape, tensor<2xindex> -> !shape.shape
  %true = arith.constant true
  %req = shape.cstr_require %true, "always"
  %req2 = shape.cstr_require %b, "maybe"
  return %d0, %d1, %d2, %q, %q0, %mx, %mn, %eq, %ne, %ib, %ib2, %cat, %h, %tl, %any, %req, %req2 : index, index, !shape.size, index, index, !shape.shape, !shape.size, i1, i1, i1, i1, tensor<3xindex>, tensor<1xindex>, tensor<2xindex>, !shape.shape, !shape.witness, !shape.witness
}
