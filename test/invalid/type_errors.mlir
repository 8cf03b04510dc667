// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Malformed or invalid builtin types.
"t.op"() : () -> ((i32))

// CHECK:{{.*}}type_errors.mlir:4:24: error: expected '->' in function type
// CHECK-NEXT:"t.op"() : () -> ((i32))
// CHECK-NEXT:                       ^

// -----

"t.op"() : () -> i16777216

// CHECK:{{.*}}type_errors.mlir:12:18: error: integer bitwidth is limited to 16777215 bits
// CHECK-NEXT:"t.op"() : () -> i16777216
// CHECK-NEXT:                 ^

// -----

"t.op"() : () -> tensor<-1xf32>

// CHECK:{{.*}}type_errors.mlir:20:25: error: expected non-function type
// CHECK-NEXT:"t.op"() : () -> tensor<-1xf32>
// CHECK-NEXT:                        ^

// -----

"t.op"() : () -> unknowntype

// -----

"t.op"() : () -> complex<tensor<2xf32>>

// CHECK:{{.*}}type_errors.mlir:28:17: error: expected non-function type
// CHECK-NEXT:"t.op"() : () -> unknowntype
// CHECK-NEXT:                ^
// CHECK:{{.*}}type_errors.mlir:32:26: error: invalid element type for complex
// CHECK-NEXT:"t.op"() : () -> complex<tensor<2xf32>>
// CHECK-NEXT:                         ^

// -----

"t.op"() : () -> tensor<4xf32

// CHECK:{{.*}}type_errors.mlir:43:30: error: expected '>' in tensor type
// CHECK-NEXT:"t.op"() : () -> tensor<4xf32
// CHECK-NEXT:                             ^

// -----

"t.op"() : (i32) -> ()

// CHECK:{{.*}}type_errors.mlir:51:12: error: expected 0 operand types but had 1
// CHECK-NEXT:"t.op"() : (i32) -> ()
// CHECK-NEXT:           ^
