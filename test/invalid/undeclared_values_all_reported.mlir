// Every value used but never defined is reported, each at its first use and
// in source order, as mlir-opt reports them at the end of the file (its
// parser's `finalize`); not only the first. Each error is followed by its
// source line and caret, and nothing else is reported.
// RUN: not %rmlir-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: undeclared_values_all_reported.mlir:[[# @LINE + 8]]:19: error: use of undeclared SSA value name
// CHECK-NEXT: %0 = arith.addi %b, %a : i32
// CHECK-NEXT: {{^ *\^$}}
// CHECK-NEXT: undeclared_values_all_reported.mlir:[[# @LINE + 5]]:23: error: use of undeclared SSA value name
// CHECK-NEXT: %0 = arith.addi %b, %a : i32
// CHECK-NEXT: {{^ *\^$}}
func.func @f() -> i32 {
  // Two on one line: reported left to right.
  %0 = arith.addi %b, %a : i32
  // A second use of %a shares the first one's placeholder: no new error.
  %1 = arith.addi %a, %0 : i32
  // CHECK-NEXT: undeclared_values_all_reported.mlir:[[# @LINE + 3]]:15: error: use of undeclared SSA value name
  // CHECK-NEXT: %2 = "t.op"(%c#1) : (i32) -> i32
  // CHECK-NEXT: {{^ *\^$}}
  %2 = "t.op"(%c#1) : (i32) -> i32
  "t.region"() ({
    // CHECK-NEXT: undeclared_values_all_reported.mlir:[[# @LINE + 3]]:13: error: use of undeclared SSA value name
    // CHECK-NEXT: "t.use"(%d) : (i32) -> ()
    // CHECK-NEXT: {{^ *\^$}}
    "t.use"(%d) : (i32) -> ()
  }) : () -> ()
  return %1 : i32
}

// A function body is no name scope of its own in the textual format
// (func.func parses it without name shadowing): %a here is the placeholder
// made in @f, so it is not reported a second time.
func.func @g() -> i32 {
  return %a : i32
}

// CHECK-NEXT: undeclared_values_all_reported.mlir:[[# @LINE + 3]]:9: error: use of undeclared SSA value name
// CHECK-NEXT: "t.use"(%e) : (i32) -> ()
// CHECK-NEXT: {{^ *\^$}}
"t.use"(%e) : (i32) -> ()
// CHECK-NOT: {{.}}
