// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Arrays: empty, mixed element kinds, nested.
"t.arrays"() {a = [], b = [1, 2.0, "s", unit], c = [[], [[i32]], [@sym]], d = [true, false]} : () -> ()
// Dictionary attributes are sorted by name; unit entries print without a value.
"t.dict"() {d = {z = 1, a = 2, m}, e = {}} : () -> ()
// The op attribute dictionary is sorted too; unit attributes print bare.
"t.sorted"() {zeta, beta = 2 : i32, alpha = unit, Beta = 3, _under = 4, a1 = 5, a10 = 6, a2 = 7} : () -> ()
// Keys that are not bare identifiers are quoted; bare-identifier strings are unquoted.
"t.quoted"() {"bare" = 1, "with space" = 2, "0digit" = 3, "a.b" = 4, "a$b" = 5, "a-b" = 7} : () -> ()
// Nested dictionaries inside arrays and dictionaries.
"t.nested"() {n = [{b = 1, a = 2}, {c = {y, x}}]} : () -> ()
// An empty attribute dictionary is elided.
"t.empty"() {} : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.arrays"() {a = [], b = [1, 2.000000e+00, "s", unit], c = {{\[\[}}], {{\[\[}}i32]], [@sym]], d = [true, false]} : () -> ()
// CHECK-NEXT:  "t.dict"() {d = {a = 2 : i64, m, z = 1 : i64}, e = {}} : () -> ()
// CHECK-NEXT:  "t.sorted"() {Beta = 3 : i64, _under = 4 : i64, a1 = 5 : i64, a10 = 6 : i64, a2 = 7 : i64, alpha, beta = 2 : i32, zeta} : () -> ()
// CHECK-NEXT:  "t.quoted"() {"0digit" = 3 : i64, a$b = 5 : i64, "a-b" = 7 : i64, a.b = 4 : i64, bare = 1 : i64, "with space" = 2 : i64} : () -> ()
// CHECK-NEXT:  "t.nested"() {n = [{a = 2 : i64, b = 1 : i64}, {c = {x, y}}]} : () -> ()
// CHECK-NEXT:  "t.empty"() : () -> ()
// CHECK-NEXT:}
