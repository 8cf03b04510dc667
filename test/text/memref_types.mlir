// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Plain memrefs, zero-rank and dynamic.
"t.plain"() : () -> (memref<f32>, memref<4xf32>, memref<?x?xi8>, memref<0xindex>)
// Strided layouts, static and dynamic offsets and strides.
"t.strided"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32, strided<[1], offset: 0>>)
// A strided layout is kept even when it is the identity; a zero offset is elided.
"t.strided_id"() : () -> memref<4x4xf32, strided<[4, 1], offset: 0>>
// Affine map layouts; identity maps are dropped.
"t.affine"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<8xf32, affine_map<(d0) -> (d0 floordiv 2, d0 mod 2)>>, memref<4xf32, affine_map<(d0) -> (d0)>>)
// Memory spaces: integers, optionally typed; zero is dropped.
"t.space"() : () -> (memref<4xf32, 1>, memref<4xf32, 0>, memref<4xf32, strided<[2]>, 3>, memref<4xf32, 5 : i32>)
// Unranked memrefs with and without an integer memory space.
"t.unranked"() : () -> (memref<*xf32>, memref<*xi8, 2>)

// CHECK:#map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 floordiv 2, d0 mod 2)>
// CHECK-NEXT:module {
// CHECK-NEXT:  %0:4 = "t.plain"() : () -> (memref<f32>, memref<4xf32>, memref<?x?xi8>, memref<0xindex>)
// CHECK-NEXT:  %1:4 = "t.strided"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[4, 1], offset: 8>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32, strided<[1]>>)
// CHECK-NEXT:  %2 = "t.strided_id"() : () -> memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT:  %3:3 = "t.affine"() : () -> (memref<4x4xf32, #map>, memref<8xf32, #map1>, memref<4xf32>)
// CHECK-NEXT:  %4:4 = "t.space"() : () -> (memref<4xf32, 1>, memref<4xf32>, memref<4xf32, strided<[2]>, 3>, memref<4xf32, 5 : i32>)
// CHECK-NEXT:  %5:2 = "t.unranked"() : () -> (memref<*xf32>, memref<*xi8, 2>)
// CHECK-NEXT:}
