// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Plain and empty strings.
"t.plain"() {a = "hello", b = "", c = "with spaces"} : () -> ()
// Escapes: quote, backslash, newline, tab, and hex escapes.
"t.escapes"() {a = "q\"q", b = "b\\b", c = "line\nbreak", d = "tab\there", e = "\41\42\43", f = "\00\01\7F"} : () -> ()
// Non-printable and non-ASCII bytes are printed as hex escapes.
"t.bytes"() {a = "\FF\FE", b = "caf\C3\A9", c = "\1B[0m", d = "\0a\0D"} : () -> ()
// Typed strings keep their type.
"t.typed"() {a = "x" : i32, b = "y" : !foo.str, c = "" : none} : () -> ()
// Quotes in attribute strings are hex-escaped, in opaque type bodies they are kept.
"t.ops"() {a = "a\"b"} : () -> !foo<"q\"x">

// CHECK:module {
// CHECK-NEXT:  "t.plain"() {a = "hello", b = "", c = "with spaces"} : () -> ()
// CHECK-NEXT:  "t.escapes"() {a = "q\22q", b = "b\\b", c = "line\0Abreak", d = "tab\09here", e = "ABC", f = "\00\01\7F"} : () -> ()
// CHECK-NEXT:  "t.bytes"() {a = "\FF\FE", b = "caf\C3\A9", c = "\1B[0m", d = "\0A\0D"} : () -> ()
// CHECK-NEXT:  "t.typed"() {a = "x" : i32, b = "y" : !foo.str, c = ""} : () -> ()
// CHECK-NEXT:  %0 = "t.ops"() {a = "a\22b"} : () -> !foo<"q\"x">
// CHECK-NEXT:}
