// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Alias definitions at the top of the output: all #map aliases precede all #set
// aliases, whatever order they are used in; unregistered dialect attributes and
// types never receive aliases, even when repeated.
"t.x"() {s = affine_set<(d0) : (d0 >= 0)>, m = affine_map<(d0) -> (d0 * 2)>} : () -> ()
"t.y"() {a = #foo.attr<1>, b = #foo.attr<1>} : () -> (!foo.type<1>, !foo.type<1>)
"t.z"() {m = affine_map<(d0) -> (d0 * 3)>, z = affine_map<(d0) -> (d0 * 2)>} : () -> ()

// CHECK:#map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT:#set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  "t.x"() {m = #map, s = #set} : () -> ()
// CHECK-NEXT:  %0:2 = "t.y"() {a = #foo.attr<1>, b = #foo.attr<1>} : () -> (!foo.type<1>, !foo.type<1>)
// CHECK-NEXT:  "t.z"() {m = #map1, z = #map} : () -> ()
// CHECK-NEXT:}
