// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Integer dense arrays of every supported width.
"t.ints"() {a = array<i1: true, false, true>, b = array<i8: -1, 0, 127>, c = array<i16: 1, 2>, d = array<i32: 10, -20>, e = array<i64: 9223372036854775807>} : () -> ()
// Float dense arrays.
"t.floats"() {a = array<f32: 1.0, -0.5, 0.1>, b = array<f64: 2.0, 3.14159265358979>} : () -> ()
// Empty dense arrays.
"t.empty"() {a = array<i32>, b = array<f64>, c = array<i1>} : () -> ()
// Hexadecimal integer elements.
"t.hex"() {a = array<i32: 0x10, 0xff>} : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.ints"() {a = array<i1: true, false, true>, b = array<i8: -1, 0, 127>, c = array<i16: 1, 2>, d = array<i32: 10, -20>, e = array<i64: 9223372036854775807>} : () -> ()
// CHECK-NEXT:  "t.floats"() {a = array<f32: 1.000000e+00, -5.000000e-01, 1.000000e-01>, b = array<f64: 2.000000e+00, 3.14159265358979>} : () -> ()
// CHECK-NEXT:  "t.empty"() {a = array<i32>, b = array<f64>, c = array<i1>} : () -> ()
// CHECK-NEXT:  "t.hex"() {a = array<i32: 16, 255>} : () -> ()
// CHECK-NEXT:}
