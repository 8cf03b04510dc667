// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL --strict-whitespace --match-full-lines

// Every affine map gets a #map alias, numbered in order of first use; a map
// used twice shares one alias.
"t.first"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
"t.second"() {m = affine_map<(d0, d1) -> (d1, d0)>, again = affine_map<(d0) -> (d0 + 1)>} : () -> ()
// Maps nested inside arrays, dictionaries and memref layouts are aliased too.
"t.nested"() {a = [affine_map<() -> (0)>], d = {k = affine_map<(d0)[s0] -> (d0 * s0)>}} : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 3)>>
// The identity map and the empty map.
"t.id"() {a = affine_map<(d0, d1) -> (d0, d1)>, b = affine_map<() -> ()>} : () -> ()

// CHECK:#map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT:#map2 = affine_map<(d0, d1) -> (d0 * 4 + d1 + 3)>
// CHECK-NEXT:#map3 = affine_map<() -> (0)>
// CHECK-NEXT:#map4 = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK-NEXT:#map5 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:#map6 = affine_map<() -> ()>
// CHECK-NEXT:module {
// CHECK-NEXT:  "t.first"() {m = #map} : () -> ()
// CHECK-NEXT:  "t.second"() {again = #map, m = #map1} : () -> ()
// CHECK-NEXT:  %0 = "t.nested"() {a = [#map3], d = {k = #map4}} : () -> memref<4x4xf32, #map2>
// CHECK-NEXT:  "t.id"() {a = #map5, b = #map6} : () -> ()
// CHECK-NEXT:}
// LOCAL:module {
// LOCAL-NEXT:  "t.first"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> ()
// LOCAL-NEXT:  "t.second"() {again = affine_map<(d0) -> (d0 + 1)>, m = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
// LOCAL-NEXT:  %0 = "t.nested"() {a = [affine_map<() -> (0)>], d = {k = affine_map<(d0)[s0] -> (d0 * s0)>}} : () -> memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 3)>>
// LOCAL-NEXT:  "t.id"() {a = affine_map<(d0, d1) -> (d0, d1)>, b = affine_map<() -> ()>} : () -> ()
// LOCAL-NEXT:}
