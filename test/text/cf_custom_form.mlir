// RUN: %rmlir-opt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s | %rmlir-opt | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --strict-whitespace --match-full-lines

// cf branches with block arguments, conditional branches and asserts inside
// func.func bodies, with predecessor comments.
func.func @branches(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^then(%a : i32), ^else
^then(%x: i32):
  cf.br ^exit(%x : i32)
^else:
  %z = arith.constant 0 : i32
  cf.br ^exit(%z : i32)
^exit(%r: i32):
  return %r : i32
}
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %done = arith.cmpi eq, %i, %n : index
  cf.cond_br %done, ^exit, ^header(%i : index)
^exit:
  %true = arith.constant true
  cf.assert %true, "message with \"quotes\""
  return
}

// CHECK:module {
// CHECK-NEXT:  func.func @branches(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @loop(%arg0: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    cf.br ^bb1(%c0 : index)
// CHECK-NEXT:  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %1 = arith.cmpi eq, %0, %arg0 : index
// CHECK-NEXT:    cf.cond_br %1, ^bb2, ^bb1(%0 : index)
// CHECK-NEXT:  ^bb2:  // pred: ^bb1
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    cf.assert %true, "message with \22quotes\22"
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "branches"}> ({
// GENERIC-NEXT:  ^bb0(%arg1: i1, %arg2: i32):
// GENERIC-NEXT:    "cf.cond_br"(%arg1, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC-NEXT:  ^bb1(%4: i32):  // pred: ^bb0
// GENERIC-NEXT:    "cf.br"(%4)[^bb3] : (i32) -> ()
// GENERIC-NEXT:  ^bb2:  // pred: ^bb0
// GENERIC-NEXT:    %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT:    "cf.br"(%5)[^bb3] : (i32) -> ()
// GENERIC-NEXT:  ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
// GENERIC-NEXT:    "func.return"(%6) : (i32) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (index) -> (), sym_name = "loop"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    "cf.br"(%0)[^bb1] : (index) -> ()
// GENERIC-NEXT:  ^bb1(%1: index):  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:    %2 = "arith.cmpi"(%1, %arg0) <{predicate = 0 : i64}> : (index, index) -> i1
// GENERIC-NEXT:    "cf.cond_br"(%2, %1)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()
// GENERIC-NEXT:  ^bb2:  // pred: ^bb1
// GENERIC-NEXT:    %3 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:    "cf.assert"(%3) <{msg = "message with \22quotes\22"}> : (i1) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
