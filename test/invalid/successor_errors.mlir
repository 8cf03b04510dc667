// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Successors on operations that are not the last in their block, and
// mismatched successor operands.
"t.region"() ({
  "t.br"()[^bb1] : () -> ()
  "t.after"() : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK:{{.*}}successor_errors.mlir:6:3: error: operation with block successors must terminate its parent block
// CHECK-NEXT:  "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}successor_errors.mlir:6:3: note: see current operation: "t.br"()[^bb1] : () -> ()

// -----

func.func @arg_count() {
  cf.br ^bb1
^bb1(%a: i32):
  return
}

// CHECK:{{.*}}successor_errors.mlir:20:3: error: branch has 0 operands for successor #0, but target block has 1
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}successor_errors.mlir:20:3: note: see current operation: "cf.br"()[^bb1] : () -> ()

// -----

func.func @arg_type(%x: i64) {
  cf.br ^bb1(%x : i64)
^bb1(%a: i32):
  return
}

// CHECK:{{.*}}successor_errors.mlir:33:3: error: type mismatch for bb argument #0 of successor #0
// CHECK-NEXT:  cf.br ^bb1(%x : i64)
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}successor_errors.mlir:33:3: note: see current operation: "cf.br"(%arg0)[^bb1] : (i64) -> ()

// -----

"t.outer"() ({
  "t.br"()[^other] : () -> ()
}, {
^other:
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK:{{.*}}successor_errors.mlir:46:12: error: reference to an undefined block
// CHECK-NEXT:  "t.br"()[^other] : () -> ()
// CHECK-NEXT:           ^

// -----

"t.outer"() ({
  "t.inner"() ({
    "t.br"()[^bb1] : () -> ()
  }) : () -> ()
^bb1:
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK:{{.*}}successor_errors.mlir:60:14: error: reference to an undefined block
// CHECK-NEXT:    "t.br"()[^bb1] : () -> ()
// CHECK-NEXT:             ^

// -----

"t.top"()[^bb1] : () -> ()

// -----

"t.region"() ({
^entry:
  "t.br"()[^entry] : () -> ()
}) : () -> ()

// CHECK:{{.*}}successor_errors.mlir:72:11: error: reference to an undefined block
// CHECK-NEXT:"t.top"()[^bb1] : () -> ()
// CHECK-NEXT:          ^
// CHECK:{{.*}}successor_errors.mlir:76:1: error: entry block of region may not have predecessors
// CHECK-NEXT:"t.region"() ({
// CHECK-NEXT:^

// -----

func.func @cond(%c: i1) {
  cf.cond_br %c, ^bb1
^bb1:
  return
}

// CHECK:{{.*}}successor_errors.mlir:91:22: error: expected ','
// CHECK-NEXT:  cf.cond_br %c, ^bb1
// CHECK-NEXT:                     ^
