// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Complex numbers over integer and float elements.
"t.complex"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<bf16>)
// Tuples: empty, nested, containing shaped and function types.
"t.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, tuple<f32, tuple<>>>, tuple<tensor<2xi8>, (i32) -> i1>)
// Function types nested in results need parentheses around multiple results.
"t.fn"() : () -> ((i32) -> (i1, i1), () -> (), (f32) -> f32, ((i32) -> i32) -> ((i1) -> (i1, i1)))
// A single function-typed result.
"t.fn1"() : () -> (() -> ())
"t.fn3"(%a) : ((i32) -> i64) -> ()
%a = "t.def"() : () -> ((i32) -> i64)

// CHECK:module {
// CHECK-NEXT:  %0:4 = "t.complex"() : () -> (complex<f32>, complex<f64>, complex<i8>, complex<bf16>)
// CHECK-NEXT:  %1:4 = "t.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, tuple<f32, tuple<>>>, tuple<tensor<2xi8>, (i32) -> i1>)
// CHECK-NEXT:  %2:4 = "t.fn"() : () -> ((i32) -> (i1, i1), () -> (), (f32) -> f32, ((i32) -> i32) -> ((i1) -> (i1, i1)))
// CHECK-NEXT:  %3 = "t.fn1"() : () -> (() -> ())
// CHECK-NEXT:  "t.fn3"(%4) : ((i32) -> i64) -> ()
// CHECK-NEXT:  %4 = "t.def"() : () -> ((i32) -> i64)
// CHECK-NEXT:}
