// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Booleans are i1 and print as true/false; i1 integers print the same way.
"t.bool"() {t = true, f = false, one = 1 : i1, zero = 0 : i1, neg = -1 : i1} : () -> ()
// Untyped integers default to i64.
"t.default"() {a = 0, b = 42, c = -7} : () -> ()
// Signless integers of various widths, including the extremes of each.
"t.signless"() {a = 127 : i8, b = -128 : i8, c = 255 : i8, d = 32767 : i16, e = -2147483648 : i32, f = 9223372036854775807 : i64, g = -9223372036854775808 : i64} : () -> ()
// Signed and unsigned integers.
"t.signed"() {a = -1 : si8, b = 127 : si8, c = -5 : si32, d = 0 : si1, e = -1 : si1} : () -> ()
"t.unsigned"() {a = 255 : ui8, b = 4294967295 : ui32, c = 18446744073709551615 : ui64, d = 1 : ui1} : () -> ()
// Wide integers beyond 64 bits.
"t.wide"() {a = 170141183460469231731687303715884105727 : i128, b = -170141183460469231731687303715884105728 : i128, c = 340282366920938463463374607431768211455 : ui128, d = 1 : i1024, e = 18446744073709551616 : i72} : () -> ()
// Hexadecimal integer literals print in decimal.
"t.hex"() {a = 0x10 : i32, b = 0xFF : i8, c = 0xdeadbeef : i64, d = 0x7FFFFFFFFFFFFFFF : i64, e = 0xFFFFFFFFFFFFFFFFFFFF : i128} : () -> ()
// Index-typed integers.
"t.index"() {a = 0 : index, b = -1 : index, c = 123456789 : index} : () -> ()
// Odd widths.
"t.odd"() {a = 3 : i2, b = -2 : i2, c = 100 : i7, d = 3 : si3, e = -4 : si3} : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.bool"() {f = false, neg = true, one = true, t = true, zero = false} : () -> ()
// CHECK-NEXT:  "t.default"() {a = 0 : i64, b = 42 : i64, c = -7 : i64} : () -> ()
// CHECK-NEXT:  "t.signless"() {a = 127 : i8, b = -128 : i8, c = -1 : i8, d = 32767 : i16, e = -2147483648 : i32, f = 9223372036854775807 : i64, g = -9223372036854775808 : i64} : () -> ()
// CHECK-NEXT:  "t.signed"() {a = -1 : si8, b = 127 : si8, c = -5 : si32, d = 0 : si1, e = -1 : si1} : () -> ()
// CHECK-NEXT:  "t.unsigned"() {a = 255 : ui8, b = 4294967295 : ui32, c = 18446744073709551615 : ui64, d = 1 : ui1} : () -> ()
// CHECK-NEXT:  "t.wide"() {a = 170141183460469231731687303715884105727 : i128, b = -170141183460469231731687303715884105728 : i128, c = 340282366920938463463374607431768211455 : ui128, d = 1 : i1024, e = 18446744073709551616 : i72} : () -> ()
// CHECK-NEXT:  "t.hex"() {a = 16 : i32, b = -1 : i8, c = 3735928559 : i64, d = 9223372036854775807 : i64, e = 1208925819614629174706175 : i128} : () -> ()
// CHECK-NEXT:  "t.index"() {a = 0 : index, b = -1 : index, c = 123456789 : index} : () -> ()
// CHECK-NEXT:  "t.odd"() {a = -1 : i2, b = -2 : i2, c = -28 : i7, d = 3 : si3, e = -4 : si3} : () -> ()
// CHECK-NEXT:}
