// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | %rmlir-opt --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Pretty dialect attributes: bare, with bodies, nested brackets and punctuation.
"t.pretty"() {a = #foo.bare, b = #foo.body<1, 2>, c = #foo.nest<a<b<[c]>>>, d = #foo.s<"x>y">, e = #foo.fn<(d0) -> (d0)>, f = #foo.dict<{k = v}>} : () -> ()
// Verbose forms with a quoted body; a bare-identifier body is printed pretty.
"t.verbose"() {a = #foo<"bare">, b = #foo<"body<1>">, c = #foo<bare2>, d = #foo<"x y">} : () -> ()
// Dotted names, and dialect attributes with a type.
"t.dots"() {a = #foo.a.b.c, b = #foo.a.b<2>, c = #foo.t : i32, d = #foo<"q"> : !foo.ty} : () -> ()
// Dialect attributes nested inside builtin attributes and types.
"t.nested"() {a = [#foo.x, {k = #foo.y}]} : () -> tensor<4xf32, #foo.enc<1>>

// CHECK:module {
// CHECK-NEXT:  "t.pretty"() {a = #foo.bare, b = #foo.body<1, 2>, c = #foo.nest<a<b<[c]>>>, d = #foo.s<"x>y">, e = #foo.fn<(d0) -> (d0)>, f = #foo.dict<{k = v}>} : () -> ()
// CHECK-NEXT:  "t.verbose"() {a = #foo<"bare">, b = #foo<"body<1>">, c = #foo.bare2, d = #foo<"x y">} : () -> ()
// CHECK-NEXT:  "t.dots"() {a = #foo.a.b.c, b = #foo.a.b<2>, c = #foo.t : i32, d = #foo<"q"> : !foo.ty} : () -> ()
// CHECK-NEXT:  %0 = "t.nested"() {a = [#foo.x, {k = #foo.y}]} : () -> tensor<4xf32, #foo.enc<1>>
// CHECK-NEXT:}
