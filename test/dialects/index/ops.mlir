// RUN: %rmlir-opt %s  | FileCheck %s

func.func @i(%a: index, %b: index, %n: i32) -> index {
  %c = index.constant 42
  %m = index.constant -1
  %t = index.bool.constant true
  %0 = index.add %a, %c
  %1 = index.floordivs %0, %m
  %2 = index.casts %n : i32 to index
  %3 = index.castu %1 : index to i64
  %4 = index.sizeof
  return %1 : index
}

func.func @cmp(%a: index, %b: index) -> i1 {
  %0 = index.cmp ult(%a, %b)
  %1 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
  return %0 : i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @i(%arg0: index, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT:     %idx42 = index.constant 42
// CHECK-NEXT:     %idx-1 = index.constant -1
// CHECK-NEXT:     %true = index.bool.constant true
// CHECK-NEXT:     %0 = index.add %arg0, %idx42
// CHECK-NEXT:     %1 = index.floordivs %0, %idx-1
// CHECK-NEXT:     %2 = index.casts %arg2 : i32 to index
// CHECK-NEXT:     %3 = index.castu %1 : index to i64
// CHECK-NEXT:     %4 = index.sizeof
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp(%arg0: index, %arg1: index) -> i1 {
// CHECK-NEXT:     %0 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT:     %1 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT:     return %0 : i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
