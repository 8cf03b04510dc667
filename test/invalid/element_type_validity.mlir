// Regression test: rmlir used to differ from upstream here.
// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Tensors and memrefs only accept certain element types: a tensor is not a
// valid tensor element, and an unregistered dialect type (which implements no
// MemRefElementTypeInterface) is not a valid memref element.
"t.op"() : () -> tensor<2xtensor<3xf32>>

// CHECK:{{.*}}element_type_validity.mlir:7:27: error: invalid tensor element type
// CHECK-NEXT:"t.op"() : () -> tensor<2xtensor<3xf32>>
// CHECK-NEXT:                          ^

// -----

"t.op"() : () -> memref<?x!foo.m>

// CHECK:{{.*}}element_type_validity.mlir:15:27: error: invalid memref element type
// CHECK-NEXT:"t.op"() : () -> memref<?x!foo.m>
// CHECK-NEXT:                          ^
