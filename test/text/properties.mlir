// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Properties of unregistered ops print in <{...}> before the attribute
// dictionary; their entries are sorted like a dictionary.
"t.props"() <{b = 1 : i32, a = "x", u}> : () -> ()
"t.both"() <{p = [1, 2]}> {z = 0 : i8, a} : () -> ()
// An empty property dictionary is kept.
"t.empty"() <{}> : () -> ()
// Properties with operands, successors and regions.
"t.outer"() ({
  %0 = "t.def"() : () -> i32
  "t.all"(%0)[^bb1] <{k = @sym}> ({
    "t.yield"() : () -> ()
  }) {attr = 1.0 : f32} : (i32) -> ()
^bb1:
  "t.end"() : () -> ()
}) : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.props"() <{a = "x", b = 1 : i32, u}> : () -> ()
// CHECK-NEXT:  "t.both"() <{p = [1, 2]}> {a, z = 0 : i8} : () -> ()
// CHECK-NEXT:  "t.empty"() <{}> : () -> ()
// CHECK-NEXT:  "t.outer"() ({
// CHECK-NEXT:    %0 = "t.def"() : () -> i32
// CHECK-NEXT:    "t.all"(%0)[^bb1] <{k = @sym}> ({
// CHECK-NEXT:      "t.yield"() : () -> ()
// CHECK-NEXT:    }) {attr = 1.000000e+00 : f32} : (i32) -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    "t.end"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "t.props"() <{a = "x", b = 1 : i32, u}> : () -> ()
// GENERIC-NEXT:  "t.both"() <{p = [1, 2]}> {a, z = 0 : i8} : () -> ()
// GENERIC-NEXT:  "t.empty"() <{}> : () -> ()
// GENERIC-NEXT:  "t.outer"() ({
// GENERIC-NEXT:    %0 = "t.def"() : () -> i32
// GENERIC-NEXT:    "t.all"(%0)[^bb1] <{k = @sym}> ({
// GENERIC-NEXT:      "t.yield"() : () -> ()
// GENERIC-NEXT:    }) {attr = 1.000000e+00 : f32} : (i32) -> ()
// GENERIC-NEXT:  ^bb1:  // pred: ^bb0
// GENERIC-NEXT:    "t.end"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
