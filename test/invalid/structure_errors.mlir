// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Mismatches between an operation's textual parts.
%a = "t.op"() : () -> (i32, i32)

// CHECK:{{.*}}structure_errors.mlir:4:1: error: operation defines 2 results but was provided 1 to bind
// CHECK-NEXT:%a = "t.op"() : () -> (i32, i32)
// CHECK-NEXT:^

// -----

%a:3 = "t.op"() : () -> (i32, i32)

// CHECK:{{.*}}structure_errors.mlir:12:1: error: operation defines 2 results but was provided 3 to bind
// CHECK-NEXT:%a:3 = "t.op"() : () -> (i32, i32)
// CHECK-NEXT:^

// -----

%y = "t.def"() : () -> i32
"t.op"(%y, %y) : (i32) -> ()

// CHECK:{{.*}}structure_errors.mlir:21:18: error: expected 2 operand types but had 1
// CHECK-NEXT:"t.op"(%y, %y) : (i32) -> ()
// CHECK-NEXT:                 ^

// -----

%x = "t.def"() : () -> i32
"t.op"(%x, %x, %x) : () -> ()

// -----

"t.op"() : () -> () loc(bogus)

// CHECK:{{.*}}structure_errors.mlir:30:22: error: expected 3 operand types but had 0
// CHECK-NEXT:"t.op"(%x, %x, %x) : () -> ()
// CHECK-NEXT:                     ^
// CHECK:{{.*}}structure_errors.mlir:34:25: error: expected location instance
// CHECK-NEXT:"t.op"() : () -> () loc(bogus)
// CHECK-NEXT:                        ^

// -----

"t.region"() ({
^entry:
  "t.br"()[^entry] : () -> ()
}) : () -> ()

// CHECK:{{.*}}structure_errors.mlir:45:1: error: entry block of region may not have predecessors
// CHECK-NEXT:"t.region"() ({
// CHECK-NEXT:^

// -----

"t.op"() : i32

// -----

"t.op"() ({
  "t.inner"() : () -> ()
}

// CHECK:{{.*}}structure_errors.mlir:56:12: error: expected function type
// CHECK-NEXT:"t.op"() : i32
// CHECK-NEXT:           ^

// -----

"t.op"() <{a = 1}> <{b = 2}> : () -> ()

// CHECK:{{.*}}structure_errors.mlir:62:2: error: expected ')' to end region list
// CHECK-NEXT:}
// CHECK-NEXT: ^

// -----

%r = "t.op"() : () -> ()

// CHECK:{{.*}}structure_errors.mlir:70:19: error: expected ':' followed by operation type
// CHECK-NEXT:"t.op"() <{a = 1}> <{b = 2}> : () -> ()
// CHECK-NEXT:                  ^
// CHECK:{{.*}}structure_errors.mlir:78:1: error: cannot name an operation with no results
// CHECK-NEXT:%r = "t.op"() : () -> ()
// CHECK-NEXT:^
