// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=NODEBUG --strict-whitespace --match-full-lines

// Block arguments carry their own locations; without one they get the location
// of their use in the source.
"t.region"() ({
^bb0(%a: i32 loc("a.c":1:1), %b: f32, %c: i1 loc("c"("c.c":3:3))):
  "t.br"(%a)[^bb1] : (i32) -> ()
^bb1(%d: i32 loc(unknown)):
  "t.ret"(%d, %b, %c) : (i32, f32, i1) -> ()
}) : () -> ()
func.func @f(%x: i32 loc("x.c":5:5), %y: i64) -> i32 {
  func.return %x : i32 loc("ret.c":6:6)
} loc("f.c":4:4)

// CHECK:#loc2 = loc("a.c":1:1)
// CHECK-NEXT:#loc3 = loc("{{.*}}block_arg_locs.mlir":8:30)
// CHECK-NEXT:#loc4 = loc("c.c":3:3)
// CHECK-NEXT:#loc6 = loc(unknown)
// CHECK-NEXT:#loc9 = loc("x.c":5:5)
// CHECK-NEXT:#loc10 = loc("{{.*}}block_arg_locs.mlir":13:38)
// CHECK-NEXT:#loc12 = loc("c"(#loc4))
// CHECK-NEXT:module {
// CHECK-NEXT:  "t.region"() ({
// CHECK-NEXT:  ^bb0(%arg0: i32 loc("a.c":1:1), %arg1: f32 loc("{{.*}}block_arg_locs.mlir":8:30), %arg2: i1 loc("c"(#loc4))):
// CHECK-NEXT:    "t.br"(%arg0)[^bb1] : (i32) -> () loc(#loc5)
// CHECK-NEXT:  ^bb1(%0: i32 loc(unknown)):  // pred: ^bb0
// CHECK-NEXT:    "t.ret"(%0, %arg1, %arg2) : (i32, f32, i1) -> () loc(#loc7)
// CHECK-NEXT:  }) : () -> () loc(#loc1)
// CHECK-NEXT:  func.func @f(%arg0: i32 loc("x.c":5:5), %arg1: i64 loc("{{.*}}block_arg_locs.mlir":13:38)) -> i32 {
// CHECK-NEXT:    return %arg0 : i32 loc(#loc11)
// CHECK-NEXT:  } loc(#loc8)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("{{.*}}block_arg_locs.mlir":0:0)
// CHECK-NEXT:#loc1 = loc("{{.*}}block_arg_locs.mlir":7:1)
// CHECK-NEXT:#loc5 = loc("{{.*}}block_arg_locs.mlir":9:3)
// CHECK-NEXT:#loc7 = loc("{{.*}}block_arg_locs.mlir":11:3)
// CHECK-NEXT:#loc8 = loc("f.c":4:4)
// CHECK-NEXT:#loc11 = loc("ret.c":6:6)
// LOCAL:module {
// LOCAL-NEXT:  "t.region"() ({
// LOCAL-NEXT:  ^bb0(%arg0: i32 loc("a.c":1:1), %arg1: f32 loc("{{.*}}block_arg_locs.mlir":8:30), %arg2: i1 loc("c"("c.c":3:3))):
// LOCAL-NEXT:    "t.br"(%arg0)[^bb1] : (i32) -> () loc("{{.*}}block_arg_locs.mlir":9:3)
// LOCAL-NEXT:  ^bb1(%0: i32 loc(unknown)):  // pred: ^bb0
// LOCAL-NEXT:    "t.ret"(%0, %arg1, %arg2) : (i32, f32, i1) -> () loc("{{.*}}block_arg_locs.mlir":11:3)
// LOCAL-NEXT:  }) : () -> () loc("{{.*}}block_arg_locs.mlir":7:1)
// LOCAL-NEXT:  func.func @f(%arg0: i32 loc("x.c":5:5), %arg1: i64 loc("{{.*}}block_arg_locs.mlir":13:38)) -> i32 {
// LOCAL-NEXT:    return %arg0 : i32 loc("ret.c":6:6)
// LOCAL-NEXT:  } loc("f.c":4:4)
// LOCAL-NEXT:} loc("{{.*}}block_arg_locs.mlir":0:0)
// NODEBUG:module {
// NODEBUG-NEXT:  "t.region"() ({
// NODEBUG-NEXT:  ^bb0(%arg0: i32, %arg1: f32, %arg2: i1):
// NODEBUG-NEXT:    "t.br"(%arg0)[^bb1] : (i32) -> ()
// NODEBUG-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// NODEBUG-NEXT:    "t.ret"(%0, %arg1, %arg2) : (i32, f32, i1) -> ()
// NODEBUG-NEXT:  }) : () -> ()
// NODEBUG-NEXT:  func.func @f(%arg0: i32, %arg1: i64) -> i32 {
// NODEBUG-NEXT:    return %arg0 : i32
// NODEBUG-NEXT:  }
// NODEBUG-NEXT:}
