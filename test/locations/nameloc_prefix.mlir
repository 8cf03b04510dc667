// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-use-nameloc-as-prefix | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=PLAIN --strict-whitespace --match-full-lines

// --mlir-use-nameloc-as-prefix names values after the first NameLoc found
// in their location (through fused and call-site locations); it wins over
// names the op suggests, an empty name numbers the value, named entry-block
// arguments still use up an argN number, named results and other block
// arguments do not use up a value number.

//      CHECK:  func.func @f(%arg0: i32, %y: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:    %sum = arith.addi %arg0, %y : i32
// CHECK-NEXT:    %sum_0 = arith.addi %sum, %sum : i32
// CHECK-NEXT:    %q = arith.muli %sum_0, %sum_0 : i32
// CHECK-NEXT:    %cs = arith.muli %q, %q : i32
// CHECK-NEXT:    %k = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.constant 4 : i32
// CHECK-NEXT:    %_1bad_name:2 = "test.two"() : () -> (i32, i32)
// CHECK-NEXT:    %1 = arith.addi %_1bad_name#1, %0 : i32
// CHECK-NEXT:    cf.br ^bb1(%1, %k : i32, i32)
// CHECK-NEXT:  ^bb1(%blk: i32, %2: i32):  // pred: ^bb0
// CHECK-NEXT:    %3 = arith.addi %blk, %2 : i32
// CHECK-NEXT:    return %3 : i32

// PLAIN:  func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// PLAIN:    %c3_i32 = arith.constant 3 : i32
func.func @f(%a: i32, %b: i32 loc("y"), %e: i32) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("sum")
  %1 = arith.addi %0, %0 : i32 loc("sum")
  %2 = arith.muli %1, %1 : i32 loc(fused["f.c":1:2, "q", "r"])
  %3 = arith.muli %2, %2 : i32 loc(callsite("cs" at "g.c":3:4))
  %c = arith.constant 3 : i32 loc("k"("h.c":1:1))
  %d = arith.constant 4 : i32 loc(fused["", "z"])
  %4:2 = "test.two"() : () -> (i32, i32) loc("1bad name")
  %5 = arith.addi %4#1, %d : i32
  cf.br ^bb1(%5, %c : i32, i32)
^bb1(%x: i32 loc("blk"), %z: i32):
  %r = arith.addi %x, %z : i32
  return %r : i32
}
