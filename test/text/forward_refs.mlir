// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// The module body is a graph region: values may be used before they are
// defined, and even in a cycle.
"t.use"(%late, %late2#1) : (i32, f32) -> ()
%late = "t.def"(%cyc) : (i1) -> i32
%late2:2 = "t.def2"() : () -> (f32, f32)
%cyc = "t.cycle"(%cyc) : (i1) -> i1
// Forward references to blocks, and to a value defined in a later block that
// dominates the use.
"t.cfg"() ({
  "t.br"()[^bb2] : () -> ()
^bb1:
  "t.use"(%v) : (i8) -> ()
  "t.ret"() : () -> ()
^bb2:
  %v = "t.v"() : () -> i8
  "t.br"()[^bb1] : () -> ()
}) : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.use"(%0, %1#1) : (i32, f32) -> ()
// CHECK-NEXT:  %0 = "t.def"(%2) : (i1) -> i32
// CHECK-NEXT:  %1:2 = "t.def2"() : () -> (f32, f32)
// CHECK-NEXT:  %2 = "t.cycle"(%2) : (i1) -> i1
// CHECK-NEXT:  "t.cfg"() ({
// CHECK-NEXT:    "t.br"()[^bb2] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb2
// CHECK-NEXT:    "t.use"(%3) : (i8) -> ()
// CHECK-NEXT:    "t.ret"() : () -> ()
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %3 = "t.v"() : () -> i8
// CHECK-NEXT:    "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "t.use"(%0, %1#1) : (i32, f32) -> ()
// GENERIC-NEXT:  %0 = "t.def"(%2) : (i1) -> i32
// GENERIC-NEXT:  %1:2 = "t.def2"() : () -> (f32, f32)
// GENERIC-NEXT:  %2 = "t.cycle"(%2) : (i1) -> i1
// GENERIC-NEXT:  "t.cfg"() ({
// GENERIC-NEXT:    "t.br"()[^bb2] : () -> ()
// GENERIC-NEXT:  ^bb1:  // pred: ^bb2
// GENERIC-NEXT:    "t.use"(%3) : (i8) -> ()
// GENERIC-NEXT:    "t.ret"() : () -> ()
// GENERIC-NEXT:  ^bb2:  // pred: ^bb0
// GENERIC-NEXT:    %3 = "t.v"() : () -> i8
// GENERIC-NEXT:    "t.br"()[^bb1] : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
