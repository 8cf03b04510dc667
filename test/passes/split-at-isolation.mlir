// canonicalize and cse on a module run over its functions in parallel and
// then once over the module's own level, which must print what one run over
// everything prints: here with threads and without, and with the module
// level holding a dead constant (erased by the shallow run) and a nested
// module (run whole, as one of the children).
// RUN: %rmlir-opt %s --canonicalize --cse | FileCheck %s
// RUN: %rmlir-opt %s --canonicalize --cse --mlir-disable-threading | FileCheck %s
// The statistics of the split run count every function's work.
// RUN: %rmlir-opt %s --cse --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: %rmlir-opt %s --cse --mlir-pass-statistics --mlir-disable-threading 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK-LABEL: module {
// CHECK-NOT: arith.constant 7
%dead = arith.constant 7 : i32

// CHECK-LABEL: func.func @a(
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %[[C3]] : i32
// CHECK-NEXT: return %[[S]], %[[S]] : i32, i32
func.func @a(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %p = arith.addi %x, %s : i32
  %q = arith.addi %x, %s : i32
  return %p, %q : i32, i32
}

// CHECK-LABEL: func.func @b(
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %arg0 : index
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[M]], %[[M]] : index
// CHECK-NEXT: return %[[R]] : index
func.func @b(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %y = arith.addi %x, %c0 : index
  %m = arith.muli %y, %y : index
  %n = arith.muli %y, %y : index
  %r = arith.addi %m, %n : index
  return %r : index
}

// CHECK-LABEL: module @inner {
// CHECK-NEXT: func.func @c(%arg0: i1) -> i1 {
// CHECK-NEXT: return %arg0 : i1
builtin.module @inner {
  func.func @c(%x: i1) -> i1 {
    %t = arith.constant true
    %v = arith.andi %x, %t : i1
    %w = arith.andi %x, %t : i1
    %o = arith.ori %v, %w : i1
    return %o : i1
  }
}

// Upstream's counts for one run over the module: @a's addi and @b's muli
// count twice each, @c's andi twice; the dead constant once.
// STATS: CSE
// STATS-NEXT: (S) 6 num-cse'd
// STATS-NEXT: (S) 1 num-dce'd
