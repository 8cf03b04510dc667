// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// Values in nested regions are numbered after all values of the enclosing
// region, so sibling regions reuse the same numbers; entry block arguments are
// %argN, counted across nested regions until an isolated-from-above op. In
// generic form every value id in the module is unique.
%a = "t.top"() : () -> i32
func.func @f(%x: i32) -> i32 {
  %y = "t.in_f"(%x) : (i32) -> i32
  "t.region"() ({
  ^bb0(%r: i32):
    %z = "t.in_region"(%r) : (i32) -> i32
  }) : () -> ()
  %w = "t.after"() : () -> i32
  return %w : i32
}
%b = "t.top2"(%a) : (i32) -> i32
"t.nonisolated"() ({
  %n = "t.nested"(%b) : (i32) -> i32
  "t.region2"() ({
    %m = "t.deeper"(%n) : (i32) -> i32
  }) : () -> ()
}) : () -> ()
%c = "t.top3"() : () -> i32
module {
  %i = "t.inner_module"() : () -> i32
}
func.func @g() {
  %0 = "t.g"() : () -> i1
  return
}

// CHECK:module {
// CHECK-NEXT:  %0 = "t.top"() : () -> i32
// CHECK-NEXT:  func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    %3 = "t.in_f"(%arg0) : (i32) -> i32
// CHECK-NEXT:    "t.region"() ({
// CHECK-NEXT:    ^bb0(%arg1: i32):
// CHECK-NEXT:      %5 = "t.in_region"(%arg1) : (i32) -> i32
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    %4 = "t.after"() : () -> i32
// CHECK-NEXT:    return %4 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  %1 = "t.top2"(%0) : (i32) -> i32
// CHECK-NEXT:  "t.nonisolated"() ({
// CHECK-NEXT:    %3 = "t.nested"(%1) : (i32) -> i32
// CHECK-NEXT:    "t.region2"() ({
// CHECK-NEXT:      %4 = "t.deeper"(%3) : (i32) -> i32
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  %2 = "t.top3"() : () -> i32
// CHECK-NEXT:  module {
// CHECK-NEXT:    %3 = "t.inner_module"() : () -> i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g() {
// CHECK-NEXT:    %3 = "t.g"() : () -> i1
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  %0 = "t.top"() : () -> i32
// GENERIC-NEXT:  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: i32):
// GENERIC-NEXT:    %7 = "t.in_f"(%arg0) : (i32) -> i32
// GENERIC-NEXT:    "t.region"() ({
// GENERIC-NEXT:    ^bb0(%arg1: i32):
// GENERIC-NEXT:      %9 = "t.in_region"(%arg1) : (i32) -> i32
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:    %8 = "t.after"() : () -> i32
// GENERIC-NEXT:    "func.return"(%8) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  %1 = "t.top2"(%0) : (i32) -> i32
// GENERIC-NEXT:  "t.nonisolated"() ({
// GENERIC-NEXT:    %5 = "t.nested"(%1) : (i32) -> i32
// GENERIC-NEXT:    "t.region2"() ({
// GENERIC-NEXT:      %6 = "t.deeper"(%5) : (i32) -> i32
// GENERIC-NEXT:    }) : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  %2 = "t.top3"() : () -> i32
// GENERIC-NEXT:  "builtin.module"() ({
// GENERIC-NEXT:    %4 = "t.inner_module"() : () -> i32
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
// GENERIC-NEXT:    %3 = "t.g"() : () -> i1
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
