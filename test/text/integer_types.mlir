// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Signless, signed and unsigned integers of assorted widths, and index.
"t.signless"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128, i1024)
"t.signed"() : () -> (si1, si8, si16, si32, si64, si128)
"t.unsigned"() : () -> (ui1, ui8, ui16, ui32, ui64, ui128)
"t.index"() : () -> index
"t.single"() : () -> i32
"t.none"() : () -> none
"t.args"(%0, %1) : (index, si64) -> ()
%0 = "t.def"() : () -> index
%1 = "t.def"() : () -> si64

// CHECK:module {
// CHECK-NEXT:  %0:9 = "t.signless"() : () -> (i1, i2, i7, i8, i16, i32, i64, i128, i1024)
// CHECK-NEXT:  %1:6 = "t.signed"() : () -> (si1, si8, si16, si32, si64, si128)
// CHECK-NEXT:  %2:6 = "t.unsigned"() : () -> (ui1, ui8, ui16, ui32, ui64, ui128)
// CHECK-NEXT:  %3 = "t.index"() : () -> index
// CHECK-NEXT:  %4 = "t.single"() : () -> i32
// CHECK-NEXT:  %5 = "t.none"() : () -> none
// CHECK-NEXT:  "t.args"(%6, %7) : (index, si64) -> ()
// CHECK-NEXT:  %6 = "t.def"() : () -> index
// CHECK-NEXT:  %7 = "t.def"() : () -> si64
// CHECK-NEXT:}
