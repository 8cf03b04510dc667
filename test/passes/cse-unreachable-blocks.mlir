// CSE walks a multi-block region along its dominance tree, as upstream's:
// ops in a block unreachable from the entry stay, duplicates included.
// Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --cse | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[A]] : i32
// CHECK-NEXT:  ^bb1:  // no predecessors
// CHECK-NEXT:    %{{.*}} = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[B]] : i32
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a : i32
  return %2 : i32
}
