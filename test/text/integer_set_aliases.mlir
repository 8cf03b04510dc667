// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Integer sets get #set aliases in order of first use; maps and sets are
// numbered independently.
"t.a"() {s = affine_set<(d0) : (d0 >= 0, -d0 + 10 >= 0)>} : () -> ()
"t.b"() {m = affine_map<(d0) -> (d0)>, s = affine_set<(d0, d1)[s0] : (d0 - d1 == 0, s0 - 1 >= 0)>} : () -> ()
"t.c"() {s = affine_set<(d0) : (d0 >= 0, -d0 + 10 >= 0)>, t = affine_set<() : (0 == 0)>} : () -> ()
"t.d"() {s = affine_set<(d0)[s0] : (d0 * 2 - s0 >= 0, d0 floordiv 2 == 0)>} : () -> ()

// CHECK:#map = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#set = affine_set<(d0) : (d0 >= 0, -d0 + 10 >= 0)>
// CHECK-NEXT:#set1 = affine_set<(d0, d1)[s0] : (d0 - d1 == 0, s0 - 1 >= 0)>
// CHECK-NEXT:#set2 = affine_set<() : (0 == 0)>
// CHECK-NEXT:#set3 = affine_set<(d0)[s0] : (d0 * 2 - s0 >= 0, d0 floordiv 2 == 0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  "t.a"() {s = #set} : () -> ()
// CHECK-NEXT:  "t.b"() {m = #map, s = #set1} : () -> ()
// CHECK-NEXT:  "t.c"() {s = #set, t = #set2} : () -> ()
// CHECK-NEXT:  "t.d"() {s = #set3} : () -> ()
// CHECK-NEXT:}
