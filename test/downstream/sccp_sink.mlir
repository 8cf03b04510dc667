// sccp follows values into and out of toy.when through its
// RegionBranchOpInterface; control-flow-sink moves an op used in one of
// its regions into that region.
// RUN: %toy-opt %s --sccp | FileCheck %s --check-prefix=SCCP
// RUN: %toy-opt %s --control-flow-sink | FileCheck %s --check-prefix=SINK

// SCCP-LABEL: func.func @known_branch
// SCCP-NEXT:    %[[C:.*]] = toy.constant 10 : i32
// SCCP:         toy.print %[[C]] : i32
// SCCP:         return %[[C]] : i32
func.func @known_branch(%x: i32) -> i32 {
  %true = arith.constant true
  %c5 = toy.constant 5 : i32
  %c2 = toy.constant 2 : i32
  %r = toy.when %true : i32 {
    %t = toy.mul %c5, %c2 : i32
    toy.yield %t : i32
  } else {
    toy.yield %x : i32
  }
  toy.print %r : i32
  return %r : i32
}

// SINK-LABEL: func.func @sink
// SINK-NEXT:    toy.when %arg0 : i32 {
// SINK-NEXT:      %[[M:.*]] = toy.mul %arg1, %arg1 : i32
// SINK-NEXT:      toy.yield %[[M]] : i32
// SINK-NEXT:    } else {
// SINK-NEXT:      toy.yield %arg1 : i32
func.func @sink(%c: i1, %x: i32) -> i32 {
  %m = toy.mul %x, %x : i32
  %r = toy.when %c : i32 {
    toy.yield %m : i32
  } else {
    toy.yield %x : i32
  }
  return %r : i32
}
