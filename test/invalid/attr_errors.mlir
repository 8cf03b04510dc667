// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Malformed or invalid attributes.
"t.op"() {a = 1 : f32} : () -> ()

// CHECK:{{.*}}attr_errors.mlir:4:15: error: unexpected decimal integer literal for a floating point value
// CHECK-NEXT:"t.op"() {a = 1 : f32} : () -> ()
// CHECK-NEXT:              ^
// CHECK-NEXT:{{.*}}attr_errors.mlir:4:15: note: add a trailing dot to make the literal a float

// -----

"t.op"() {a = 256 : i8} : () -> ()

// CHECK:{{.*}}attr_errors.mlir:13:15: error: integer constant out of range for attribute
// CHECK-NEXT:"t.op"() {a = 256 : i8} : () -> ()
// CHECK-NEXT:              ^

// -----

"t.op"() {a = -1 : ui8} : () -> ()

// CHECK:{{.*}}attr_errors.mlir:21:16: error: negative integer literal not valid for unsigned integer type
// CHECK-NEXT:"t.op"() {a = -1 : ui8} : () -> ()
// CHECK-NEXT:               ^

// -----

"t.op"() {a = 1.5 : i32} : () -> ()

// -----

"t.op"() {"" = 1} : () -> ()

// CHECK:{{.*}}attr_errors.mlir:29:24: error: floating point value not valid for specified type
// CHECK-NEXT:"t.op"() {a = 1.5 : i32} : () -> ()
// CHECK-NEXT:                       ^
// CHECK:{{.*}}attr_errors.mlir:33:11: error: expected valid attribute name
// CHECK-NEXT:"t.op"() {"" = 1} : () -> ()
// CHECK-NEXT:          ^

// -----

"t.op"() {a = 1, a = 2} : () -> ()

// CHECK:{{.*}}attr_errors.mlir:44:18: error: duplicate key 'a' in dictionary attribute
// CHECK-NEXT:"t.op"() {a = 1, a = 2} : () -> ()
// CHECK-NEXT:                 ^

// -----

"t.op"() {d = {k = 1, k = 2}} : () -> ()

// CHECK:{{.*}}attr_errors.mlir:52:23: error: duplicate key 'k' in dictionary attribute
// CHECK-NEXT:"t.op"() {d = {k = 1, k = 2}} : () -> ()
// CHECK-NEXT:                      ^

// -----

"t.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

"t.op"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// CHECK:{{.*}}attr_errors.mlir:60:35: error: use of undeclared identifier
// CHECK-NEXT:"t.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()
// CHECK-NEXT:                                  ^

// -----

"t.op"() {a = true : i32} : () -> ()

// CHECK:{{.*}}attr_errors.mlir:64:38: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
// CHECK-NEXT:"t.op"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()
// CHECK-NEXT:                                     ^

// -----

"t.op"() {a = [1, 2} : () -> ()

// CHECK:{{.*}}attr_errors.mlir:72:19: error: expected '}' in attribute dictionary
// CHECK-NEXT:"t.op"() {a = true : i32} : () -> ()
// CHECK-NEXT:                  ^

// -----

"t.op"() {a = strided<[1], offset: 1, 2>} : () -> ()

// -----

"t.op"() {a = distinct[x]<1>} : () -> ()

// CHECK:{{.*}}attr_errors.mlir:80:20: error: expected ',' or ']'
// CHECK-NEXT:"t.op"() {a = [1, 2} : () -> ()
// CHECK-NEXT:                   ^
// CHECK:{{.*}}attr_errors.mlir:88:37: error: expected '>'
// CHECK-NEXT:"t.op"() {a = strided<[1], offset: 1, 2>} : () -> ()
// CHECK-NEXT:                                    ^
// CHECK:{{.*}}attr_errors.mlir:92:24: error: expected distinct ID
// CHECK-NEXT:"t.op"() {a = distinct[x]<1>} : () -> ()
// CHECK-NEXT:                       ^
