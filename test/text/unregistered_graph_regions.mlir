// Regression test: rmlir used to differ from upstream here.
// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// A single-block region of an unregistered operation may be a graph region, so
// upstream does not check the order of operations inside it: self references
// and uses before definitions are accepted. (Multi-block regions of
// unregistered ops are still checked for dominance.)
"t.graph"() ({
  %s = "t.self"(%s) : (index) -> index
  "t.use"(%later) : (i32) -> ()
  %later = "t.def"() : () -> i32
}) : () -> ()
"t.outer"() ({
  "t.inner"() ({
    "t.use"(%a, %b) : (i8, i8) -> ()
    %a = "t.def"(%b) : (i8) -> i8
    %b = "t.def"(%a) : (i8) -> i8
  }) : () -> ()
}) : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.graph"() ({
// CHECK-NEXT:    %0 = "t.self"(%0) : (index) -> index
// CHECK-NEXT:    "t.use"(%1) : (i32) -> ()
// CHECK-NEXT:    %1 = "t.def"() : () -> i32
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  "t.outer"() ({
// CHECK-NEXT:    "t.inner"() ({
// CHECK-NEXT:      "t.use"(%0, %1) : (i8, i8) -> ()
// CHECK-NEXT:      %0 = "t.def"(%1) : (i8) -> i8
// CHECK-NEXT:      %1 = "t.def"(%0) : (i8) -> i8
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:}
