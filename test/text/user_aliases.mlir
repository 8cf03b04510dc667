// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// User-defined aliases are resolved at parse time; builtin attributes and
// types print inline, only maps and sets get (regenerated) aliases.
#int = 42 : i32
#str = "hello"
#arr = [#int, #str]
#dict = {b = #int, a = unit}
#my_map = affine_map<(d0) -> (d0 * 2)>
#dialect = #foo.attr<1>
!int = i32
!vec = vector<4x!int>
!fn = (!int) -> !vec
!mref = memref<4xf32, #my_map>
!dt = !foo.ty<"x">
"t.attrs"() {a = #int, b = #str, c = #arr, d = #dict, e = #my_map, f = #dialect} : () -> ()
"t.types"() : () -> (!int, !vec, !fn, !mref, !dt)
"t.nested"() {t = !vec, u = [!int]} : () -> tensor<2x!int>

// CHECK:#map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT:module {
// CHECK-NEXT:  "t.attrs"() {a = 42 : i32, b = "hello", c = [42 : i32, "hello"], d = {a, b = 42 : i32}, e = #map, f = #foo.attr<1>} : () -> ()
// CHECK-NEXT:  %0:5 = "t.types"() : () -> (i32, vector<4xi32>, (i32) -> vector<4xi32>, memref<4xf32, #map>, !foo.ty<"x">)
// CHECK-NEXT:  %1 = "t.nested"() {t = vector<4xi32>, u = [i32]} : () -> tensor<2xi32>
// CHECK-NEXT:}
