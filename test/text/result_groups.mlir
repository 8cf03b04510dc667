// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// Result groups in the source are merged into one printed group per op, and
// uses refer to results by index.
%a:2, %b, %c:3 = "t.multi"() : () -> (i32, i32, f32, i1, i1, i1)
"t.use"(%a#0, %a#1, %b, %c#2, %c#0) : (i32, i32, f32, i1, i1) -> ()
// A single-result group.
%d:1 = "t.one"() : () -> i8
"t.use1"(%d#0) : (i8) -> ()
// Zero results, one result, and many results.
"t.zero"() : () -> ()
%e = "t.single"() : () -> index
%f:4 = "t.four"() : () -> (i1, i1, i1, i1)
"t.use4"(%f#3, %e) : (i1, index) -> ()
// Values that are not used still get numbers.
%g:2 = "t.unused"() : () -> (i32, i32)

// CHECK:module {
// CHECK-NEXT:  %0:6 = "t.multi"() : () -> (i32, i32, f32, i1, i1, i1)
// CHECK-NEXT:  "t.use"(%0#0, %0#1, %0#2, %0#5, %0#3) : (i32, i32, f32, i1, i1) -> ()
// CHECK-NEXT:  %1 = "t.one"() : () -> i8
// CHECK-NEXT:  "t.use1"(%1) : (i8) -> ()
// CHECK-NEXT:  "t.zero"() : () -> ()
// CHECK-NEXT:  %2 = "t.single"() : () -> index
// CHECK-NEXT:  %3:4 = "t.four"() : () -> (i1, i1, i1, i1)
// CHECK-NEXT:  "t.use4"(%3#3, %2) : (i1, index) -> ()
// CHECK-NEXT:  %4:2 = "t.unused"() : () -> (i32, i32)
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  %0:6 = "t.multi"() : () -> (i32, i32, f32, i1, i1, i1)
// GENERIC-NEXT:  "t.use"(%0#0, %0#1, %0#2, %0#5, %0#3) : (i32, i32, f32, i1, i1) -> ()
// GENERIC-NEXT:  %1 = "t.one"() : () -> i8
// GENERIC-NEXT:  "t.use1"(%1) : (i8) -> ()
// GENERIC-NEXT:  "t.zero"() : () -> ()
// GENERIC-NEXT:  %2 = "t.single"() : () -> index
// GENERIC-NEXT:  %3:4 = "t.four"() : () -> (i1, i1, i1, i1)
// GENERIC-NEXT:  "t.use4"(%3#3, %2) : (i1, index) -> ()
// GENERIC-NEXT:  %4:2 = "t.unused"() : () -> (i32, i32)
// GENERIC-NEXT:}) : () -> ()
