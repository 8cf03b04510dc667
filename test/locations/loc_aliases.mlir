// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=NODEBUG --strict-whitespace --match-full-lines

// User-defined location aliases are resolved; the printer numbers its own #loc
// aliases in order of first use, with the module location as #loc.
#user = loc("user.c":7:7)
#named = loc("n"(#user))
%0 = "t.a"() : () -> i32 loc(#named)
"t.b"(%0) : (i32) -> () loc(#user)
"t.c"() ({
  "t.inner"() : () -> () loc("inner.c":1:1)
  "t.inner2"() : () -> () loc(#user)
}) : () -> () loc(fused[#user, "other.c":2:2])
%1:2 = "t.d"() : () -> (i1, i1) loc(callsite(#named at "site.c":3:3))

// CHECK:module {
// CHECK-NEXT:  %0 = "t.a"() : () -> i32 loc(#loc5)
// CHECK-NEXT:  "t.b"(%0) : (i32) -> () loc(#loc1)
// CHECK-NEXT:  "t.c"() ({
// CHECK-NEXT:    "t.inner"() : () -> () loc(#loc3)
// CHECK-NEXT:    "t.inner2"() : () -> () loc(#loc1)
// CHECK-NEXT:  }) : () -> () loc(#loc6)
// CHECK-NEXT:  %1:2 = "t.d"() : () -> (i1, i1) loc(#loc7)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("{{.*}}loc_aliases.mlir":0:0)
// CHECK-NEXT:#loc1 = loc("user.c":7:7)
// CHECK-NEXT:#loc2 = loc("other.c":2:2)
// CHECK-NEXT:#loc3 = loc("inner.c":1:1)
// CHECK-NEXT:#loc4 = loc("site.c":3:3)
// CHECK-NEXT:#loc5 = loc("n"(#loc1))
// CHECK-NEXT:#loc6 = loc(fused[#loc1, #loc2])
// CHECK-NEXT:#loc7 = loc(callsite(#loc5 at #loc4))
// NODEBUG:module {
// NODEBUG-NEXT:  %0 = "t.a"() : () -> i32
// NODEBUG-NEXT:  "t.b"(%0) : (i32) -> ()
// NODEBUG-NEXT:  "t.c"() ({
// NODEBUG-NEXT:    "t.inner"() : () -> ()
// NODEBUG-NEXT:    "t.inner2"() : () -> ()
// NODEBUG-NEXT:  }) : () -> ()
// NODEBUG-NEXT:  %1:2 = "t.d"() : () -> (i1, i1)
// NODEBUG-NEXT:}
