// RUN: %rmlir-opt %s --allow-unregistered-dialect --topological-sort | FileCheck %s

%b = "test.use"(%a) : (i32) -> i32
%a = "test.def"() : () -> i32
%c = "test.both"(%a, %b) : (i32, i32) -> i32
"test.region"() ({
  %y = "test.use"(%x) : (i32) -> i32
  %x = "test.def"() : () -> i32
}) : () -> ()
%p = "test.cyc"(%q) : (i32) -> i32
%q = "test.cyc"(%p) : (i32) -> i32
%r = "test.after"(%q, %c) : (i32, i32) -> i32

// CHECK: module {
// CHECK-NEXT:   %0 = "test.def"() : () -> i32
// CHECK-NEXT:   "test.region"() ({
// CHECK-NEXT:     %6 = "test.use"(%7) : (i32) -> i32
// CHECK-NEXT:     %7 = "test.def"() : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   %1 = "test.use"(%0) : (i32) -> i32
// CHECK-NEXT:   %2 = "test.both"(%0, %1) : (i32, i32) -> i32
// CHECK-NEXT:   %3 = "test.cyc"(%4) : (i32) -> i32
// CHECK-NEXT:   %4 = "test.cyc"(%3) : (i32) -> i32
// CHECK-NEXT:   %5 = "test.after"(%4, %2) : (i32, i32) -> i32
// CHECK-NEXT: }
// CHECK-EMPTY:
