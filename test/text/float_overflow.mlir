// Decimal literals beyond the double range round to infinity, as upstream.
// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: "t.o"() {a = 0x7F800000 : f32, b = 0xFFF0000000000000 : f64} : () -> ()
"t.o"() {a = 1.0e400 : f32, b = -1.0e400} : () -> ()
