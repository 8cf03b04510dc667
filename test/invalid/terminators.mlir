// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Blocks of registered ops' regions must end in a terminator, and terminators
// must come last.
func.func @no_terminator() {
  %0 = arith.constant 0 : i32
}

// CHECK:{{.*}}terminators.mlir:6:8: error: block with no terminator, has %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT:  %0 = arith.constant 0 : i32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}terminators.mlir:6:8: note: see current operation: %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32

// -----

func.func @empty_block() {
^bb0:
}

// CHECK:{{.*}}terminators.mlir:16:1: error: empty block: expect at least a terminator
// CHECK-NEXT:func.func @empty_block() {
// CHECK-NEXT:^

// -----

func.func @not_last() -> i32 {
  %0 = arith.constant 0 : i32
  return %0 : i32
  %1 = arith.constant 1 : i32
}

// CHECK:{{.*}}terminators.mlir:28:3: error: 'func.return' op must be the last operation in the parent block
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}terminators.mlir:28:3: note: see current operation: "func.return"(%0) : (i32) -> ()

// -----

func.func @second_block() {
  cf.br ^bb1
^bb1:
  %0 = arith.constant 0 : i32
}

// CHECK:{{.*}}terminators.mlir:42:8: error: block with no terminator, has %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT:  %0 = arith.constant 0 : i32
// CHECK-NEXT:       ^
// CHECK-NEXT:{{.*}}terminators.mlir:42:8: note: see current operation: %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32

// -----

func.func @wrong_return() -> i32 {
  return
}

// CHECK:{{.*}}terminators.mlir:53:3: error: 'func.return' op has 0 operands, but enclosing function (@wrong_return) returns 1
// CHECK-NEXT:  return
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}terminators.mlir:53:3: note: see current operation: "func.return"() : () -> ()
