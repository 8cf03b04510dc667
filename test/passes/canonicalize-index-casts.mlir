// arith.index_cast(index_cast(x)) and index_castui(index_castui(x)) are x
// when the types match (mixed pairs stay); index.casts/castu of a constant
// fold when the index dialect can make the result and 32- and 64-bit index
// agree. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @round_trips
// CHECK-NEXT:    %[[A:.*]] = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT:    %[[B:.*]] = arith.index_cast %[[A]] : index to i32
// CHECK-NEXT:    return %arg0, %arg0, %arg1, %[[B]] : index, index, i32, i32
func.func @round_trips(%x: index, %y: i32) -> (index, index, i32, i32) {
  %0 = arith.index_cast %x : index to i8
  %1 = arith.index_cast %0 : i8 to index
  %2 = arith.index_castui %x : index to i64
  %3 = arith.index_castui %2 : i64 to index
  %4 = arith.index_cast %y : i32 to index
  %5 = arith.index_cast %4 : index to i32
  %6 = arith.index_castui %y : i32 to index
  %7 = arith.index_cast %6 : index to i32
  return %1, %3, %5, %7 : index, index, i32, i32
}

// CHECK-LABEL: func.func @constants
// CHECK-DAG:     index.constant 1
// CHECK-DAG:     index.constant 4294967291
// CHECK-DAG:     index.casts %{{.*}} : index to i32
// CHECK-DAG:     index.castu %{{.*}} : index to i64
func.func @constants() -> (index, index, i32, i64) {
  %c = arith.constant -5 : i32
  %t = arith.constant true
  %i = index.constant 7
  %0 = index.castu %c : i32 to index
  %1 = index.castu %t : i1 to index
  %2 = index.casts %i : index to i32
  %3 = index.castu %i : index to i64
  return %0, %1, %2, %3 : index, index, i32, i64
}
