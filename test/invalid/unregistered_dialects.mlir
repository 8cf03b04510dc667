// RUN: not %rmlir-opt %s --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Without --allow-unregistered-dialect, operations of unknown dialects, and
// unknown operations of known dialects, are rejected.
"t.op"() : () -> ()

// CHECK:{{.*}}unregistered_dialects.mlir:5:7: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// CHECK-NEXT:"t.op"() : () -> ()
// CHECK-NEXT:      ^

// -----

func.func @h() {
  %0 = "foo.op"() : () -> i32
  return
}

// CHECK:{{.*}}unregistered_dialects.mlir:14:16: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// CHECK-NEXT:  %0 = "foo.op"() : () -> i32
// CHECK-NEXT:               ^

// -----

func.func @m() {
  "func.unknown"() : () -> ()
  return
}

// CHECK:{{.*}}unregistered_dialects.mlir:25:3: error: unregistered operation 'func.unknown' found in dialect ('func') that does not allow unknown operations
// CHECK-NEXT:  "func.unknown"() : () -> ()
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}unregistered_dialects.mlir:25:3: note: see current operation: "func.unknown"() : () -> ()

// -----

func.func @p() {
  arith.unknown
  return
}

// CHECK:{{.*}}unregistered_dialects.mlir:37:3: error: custom op 'arith.unknown' is unknown
// CHECK-NEXT:  arith.unknown
// CHECK-NEXT:  ^
