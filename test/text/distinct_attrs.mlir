// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Distinct attributes are renumbered in order of first occurrence; references
// to the same id stay shared.
"t.a"() {x = distinct[7]<42 : i32>, y = distinct[3]<"s">} : () -> ()
"t.b"() {x = distinct[7]<42 : i32>, z = distinct[9]<unit>} : () -> ()
// Equal payloads with different ids remain distinct.
"t.c"() {p = distinct[20]<1 : i64>, q = distinct[21]<1 : i64>} : () -> ()
// Distinct attributes nested in arrays and dictionaries.
"t.d"() {n = [distinct[3]<"s">, {k = distinct[30]<[]>}]} : () -> ()

// CHECK:#distinct = distinct[0]<42 : i32>
// CHECK-NEXT:#distinct1 = distinct[1]<"s">
// CHECK-NEXT:#distinct2 = distinct[2]<1 : i64>
// CHECK-NEXT:#distinct3 = distinct[3]<1 : i64>
// CHECK-NEXT:#distinct4 = distinct[4]<[]>
// CHECK-NEXT:module {
// CHECK-NEXT:  "t.a"() {x = #distinct, y = #distinct1} : () -> ()
// CHECK-NEXT:  "t.b"() {x = #distinct, z = distinct[5]<>} : () -> ()
// CHECK-NEXT:  "t.c"() {p = #distinct2, q = #distinct3} : () -> ()
// CHECK-NEXT:  "t.d"() {n = [#distinct1, {k = #distinct4}]} : () -> ()
// CHECK-NEXT:}
