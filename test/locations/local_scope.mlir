// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=NODEBUG --strict-whitespace --match-full-lines

// --mlir-print-local-scope prints locations, maps, sets and other aliasable
// attributes inline instead of through #alias definitions.
#m = affine_map<(d0) -> (d0 + 1)>
%0 = "t.a"() {m = #m, s = affine_set<(d0) : (d0 >= 0)>} : () -> memref<4xf32, #m> loc("a.c":1:1)
"t.b"(%0) ({
^bb0(%arg: i32 loc("arg.c":2:2)):
  "t.c"() {d = distinct[4]<1 : i32>} : () -> () loc(callsite("x" at "y":3:3))
}) : (memref<4xf32, #m>) -> () loc(fused["p":1:1, "q":2:2])

// CHECK:module {
// CHECK-NEXT:  %0 = "t.a"() {m = affine_map<(d0) -> (d0 + 1)>, s = affine_set<(d0) : (d0 >= 0)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>> loc("a.c":1:1)
// CHECK-NEXT:  "t.b"(%0) ({
// CHECK-NEXT:  ^bb0(%arg0: i32 loc("arg.c":2:2)):
// CHECK-NEXT:    "t.c"() {d = distinct[0]<1 : i32>} : () -> () loc(callsite("x" at "y":3:3))
// CHECK-NEXT:  }) : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> () loc(fused["p":1:1, "q":2:2])
// CHECK-NEXT:} loc("{{.*}}local_scope.mlir":0:0)
// NODEBUG:module {
// NODEBUG-NEXT:  %0 = "t.a"() {m = affine_map<(d0) -> (d0 + 1)>, s = affine_set<(d0) : (d0 >= 0)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
// NODEBUG-NEXT:  "t.b"(%0) ({
// NODEBUG-NEXT:  ^bb0(%arg0: i32):
// NODEBUG-NEXT:    "t.c"() {d = distinct[0]<1 : i32>} : () -> ()
// NODEBUG-NEXT:  }) : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()
// NODEBUG-NEXT:}
