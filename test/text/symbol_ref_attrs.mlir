// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Flat and nested symbol references.
"t.refs"() {a = @foo, b = @foo::@bar, c = @a::@b::@c} : () -> ()
// Symbol names that need quoting.
"t.quoted"() {a = @"with space", b = @"0start", c = @"a"::@"b c", d = @"plain", e = @"a.b", f = @"q\"q"} : () -> ()
// Symbol names using the extended identifier characters.
"t.chars"() {a = @a$b, b = @a.b.c, c = @_x, d = @a_1$} : () -> ()
// Symbol references in arrays.
"t.arr"() {a = [@x, @y::@z]} : () -> ()

// CHECK:module {
// CHECK-NEXT:  "t.refs"() {a = @foo, b = @foo::@bar, c = @a::@b::@c} : () -> ()
// CHECK-NEXT:  "t.quoted"() {a = @"with space", b = @"0start", c = @a::@"b c", d = @plain, e = @a.b, f = @"q\22q"} : () -> ()
// CHECK-NEXT:  "t.chars"() {a = @a$b, b = @a.b.c, c = @_x, d = @a_1$} : () -> ()
// CHECK-NEXT:  "t.arr"() {a = [@x, @y::@z]} : () -> ()
// CHECK-NEXT:}
