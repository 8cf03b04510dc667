// RUN: not %rmlir-opt %s --allow-unregistered-dialect --split-input-file 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Lexer errors carry the location of the offending character.
"t.op"() : () -> () ~

// CHECK:{{.*}}lexer_errors.mlir:4:21: error: unexpected character
// CHECK-NEXT:"t.op"() : () -> () ~
// CHECK-NEXT:                    ^

// -----

"t.op"() {s = "unterminated} : () -> ()

// CHECK:{{.*}}lexer_errors.mlir:12:40: error: expected '"' in string literal
// CHECK-NEXT:"t.op"() {s = "unterminated} : () -> ()
// CHECK-NEXT:                                       ^

// -----

"t.op"() {s = "bad \q escape"} : () -> ()

// CHECK:{{.*}}lexer_errors.mlir:20:20: error: unknown escape in string literal
// CHECK-NEXT:"t.op"() {s = "bad \q escape"} : () -> ()
// CHECK-NEXT:                   ^

// -----

"t.op"() {s = "new
line"} : () -> ()

// CHECK:{{.*}}lexer_errors.mlir:28:19: error: expected '"' in string literal
// CHECK-NEXT:"t.op"() {s = "new
// CHECK-NEXT:                  ^

// -----

%0 = "t.op"() : () -> i32
"t.use"(%) : (i32) -> ()

// -----

"t.op"() {s = #} : () -> ()

// CHECK:{{.*}}lexer_errors.mlir:38:9: error: invalid SSA name
// CHECK-NEXT:"t.use"(%) : (i32) -> ()
// CHECK-NEXT:        ^
// CHECK:{{.*}}lexer_errors.mlir:42:15: error: invalid attribute name
// CHECK-NEXT:"t.op"() {s = #} : () -> ()
// CHECK-NEXT:              ^

// -----

"t.op"() : () -> !

// CHECK:{{.*}}lexer_errors.mlir:53:18: error: invalid type identifier
// CHECK-NEXT:"t.op"() : () -> !
// CHECK-NEXT:                 ^

// -----

"t.op"() {a = 99999999999999999999999} : () -> ()

// -----

"t.op"() {a = 1.5e} : () -> ()

// CHECK:{{.*}}lexer_errors.mlir:61:15: error: integer constant out of range for attribute
// CHECK-NEXT:"t.op"() {a = 99999999999999999999999} : () -> ()
// CHECK-NEXT:              ^

// -----

"t.op"() {s = "\1"} : () -> ()

// CHECK:{{.*}}lexer_errors.mlir:65:18: error: expected '}' in attribute dictionary
// CHECK-NEXT:"t.op"() {a = 1.5e} : () -> ()
// CHECK-NEXT:                 ^

// -----

"t.op"() {a = 0x} : () -> ()

// CHECK:{{.*}}lexer_errors.mlir:73:16: error: unknown escape in string literal
// CHECK-NEXT:"t.op"() {s = "\1"} : () -> ()
// CHECK-NEXT:               ^
// CHECK:{{.*}}lexer_errors.mlir:81:16: error: expected '}' in attribute dictionary
// CHECK-NEXT:"t.op"() {a = 0x} : () -> ()
// CHECK-NEXT:               ^
