// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --strict-whitespace --match-full-lines

// Source SSA names, block names and numeric names are not preserved; the
// printer assigns %N, %argN and ^bbN; block arguments of entry blocks are
// %argN, those of other blocks share the %N counter.
%foo = "t.a"() : () -> i32
%42 = "t.b"() : () -> i32
%_x$.y = "t.c"(%foo, %42) : (i32, i32) -> i32
"t.r"() ({
^entry(%p: i32, %q: i32):
  "t.br"(%p)[^next] : (i32) -> ()
^next(%s: i32):
  %t = "t.d"(%s, %q) : (i32, i32) -> i32
  "t.ret"(%t) : (i32) -> ()
}, {
^other(%u: f32):
  "t.ret"(%u) : (f32) -> ()
}) : () -> ()
func.func private @decl(i32) -> ()
func.func @args(%first: i32, %second: i64) {
  return
}

// CHECK:module {
// CHECK-NEXT:  %0 = "t.a"() : () -> i32
// CHECK-NEXT:  %1 = "t.b"() : () -> i32
// CHECK-NEXT:  %2 = "t.c"(%0, %1) : (i32, i32) -> i32
// CHECK-NEXT:  "t.r"() ({
// CHECK-NEXT:  ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:    "t.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:  ^bb1(%3: i32):  // pred: ^bb0
// CHECK-NEXT:    %4 = "t.d"(%3, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:    "t.ret"(%4) : (i32) -> ()
// CHECK-NEXT:  }, {
// CHECK-NEXT:  ^bb0(%arg0: f32):
// CHECK-NEXT:    "t.ret"(%arg0) : (f32) -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  func.func private @decl(i32)
// CHECK-NEXT:  func.func @args(%arg0: i32, %arg1: i64) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
