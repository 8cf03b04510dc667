// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Pretty dialect types: bare identifier, with a body, and with nested brackets.
"t.pretty"() : () -> (!foo.bar, !foo.bar<1, 2>, !foo.baz<"s", [x, y]>, !foo.nest<a<b<c>>>, !foo.sym<@x>)
// Verbose (opaque) dialect types; a bare identifier body is printed in pretty form.
"t.verbose"() : () -> (!foo<"bar">, !foo<"bar<1>">, !foo<bar>)
// Punctuation and braces inside the body.
"t.punct"() : () -> (!foo.t<{a = 1}>, !foo.t<(x) -> y>, !foo.t<x * y + 2>, !foo.t<"a>b">)
// Dialect types inside builtin types.
"t.inside"() : () -> (tensor<2x!foo.elt>, tuple<!foo.a, !foo.b>)
// Dots in the type name after the dialect prefix.
"t.dots"() : () -> (!foo.a.b.c, !foo.a.b<2>)

// CHECK:module {
// CHECK-NEXT:  %0:5 = "t.pretty"() : () -> (!foo.bar, !foo.bar<1, 2>, !foo.baz<"s", [x, y]>, !foo.nest<a<b<c>>>, !foo.sym<@x>)
// CHECK-NEXT:  %1:3 = "t.verbose"() : () -> (!foo<"bar">, !foo<"bar<1>">, !foo.bar)
// CHECK-NEXT:  %2:4 = "t.punct"() : () -> (!foo.t<{a = 1}>, !foo.t<(x) -> y>, !foo.t<x * y + 2>, !foo.t<"a>b">)
// CHECK-NEXT:  %3:2 = "t.inside"() : () -> (tensor<2x!foo.elt>, tuple<!foo.a, !foo.b>)
// CHECK-NEXT:  %4:2 = "t.dots"() : () -> (!foo.a.b.c, !foo.a.b<2>)
// CHECK-NEXT:}
