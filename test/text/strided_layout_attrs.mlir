// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Strided layouts as standalone attributes: zero offsets are elided, dynamic
// values print as '?', and they are never aliased.
"t.strided"() {a = strided<[1]>, b = strided<[4, 1], offset: 0>, c = strided<[?, 1], offset: ?>, d = strided<[], offset: 5>, e = strided<[]>, f = strided<[0, -1], offset: -2>} : () -> ()
"t.again"() {a = strided<[4, 1], offset: 0>} : () -> memref<2x4xf32, strided<[4, 1], offset: 0>>
// Memrefs with strided layouts and memory spaces.
"t.memref"() : () -> (memref<?x?xf32, strided<[?, 1], offset: ?>, 1>, memref<f32, strided<[], offset: ?>>, memref<4xf32, strided<[?]>>)

// CHECK:module {
// CHECK-NEXT:  "t.strided"() {a = strided<[1]>, b = strided<[4, 1]>, c = strided<[?, 1], offset: ?>, d = strided<[], offset: 5>, e = strided<[]>, f = strided<[0, -1], offset: -2>} : () -> ()
// CHECK-NEXT:  %0 = "t.again"() {a = strided<[4, 1]>} : () -> memref<2x4xf32, strided<[4, 1]>>
// CHECK-NEXT:  %1:3 = "t.memref"() : () -> (memref<?x?xf32, strided<[?, 1], offset: ?>, 1>, memref<f32, strided<[], offset: ?>>, memref<4xf32, strided<[?]>>)
// CHECK-NEXT:}
