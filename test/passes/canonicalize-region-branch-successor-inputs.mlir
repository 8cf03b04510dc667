// Upstream 22's generic RegionBranchOpInterface canonicalizations, which
// scf.for, scf.while, scf.if, scf.index_switch and scf.execute_region
// share: a successor input with one reachable outside value becomes it,
// duplicate inputs merge, and dead tied inputs go with their operands.
// Expected text checked against mlir-opt 22.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @use(i32)

// The two iter_args swap each other, both start at %a: each only ever
// holds %a, so the loop carries nothing.
// CHECK-LABEL: func.func @swapped_same_init
// CHECK-SAME: (%[[A:.*]]: i32,
// CHECK-NEXT:   scf.for
// CHECK-NOT:    iter_args
// CHECK:          func.call @use(%[[A]])
// CHECK:        return %[[A]], %[[A]] : i32, i32
func.func @swapped_same_init(%a: i32, %lb: index, %ub: index, %st: index) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    func.call @use(%x) : (i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Two iter_args fed the same values everywhere are one.
// CHECK-LABEL: func.func @duplicate_iter_args
// CHECK:        %[[R:.*]] = scf.for {{.*}} iter_args(%[[X:.*]] = %{{.*}}) -> (i32) {
// CHECK-NEXT:     %[[S:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:     scf.yield %[[S]] : i32
// CHECK:        return %[[R]], %[[R]] : i32, i32
func.func @duplicate_iter_args(%a: i32, %lb: index, %ub: index, %st: index) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %s = arith.addi %x, %y : i32
    scf.yield %s, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// A dead iter_arg (two possible values, no use) goes with its init and
// yielded operands; the loop is rebuilt with the live one only. One that
// feeds its own next value through an op is used, and stays.
// CHECK-LABEL: func.func @dead_iter_arg
// CHECK:        scf.for {{.*}} iter_args(%[[Y:.*]] = %arg1, %[[Z:.*]] = %arg0) -> (i32, i32) {
// CHECK-NEXT:     %[[M:.*]] = arith.muli %[[Y]], %[[Y]] : i32
// CHECK-NEXT:     %[[S:.*]] = arith.addi %[[Z]], %[[Z]] : i32
// CHECK-NEXT:     scf.yield %[[M]], %[[S]] : i32, i32
func.func @dead_iter_arg(%a: i32, %b: i32, %c: i32, %lb: index, %ub: index, %st: index) -> i32 {
  %r:3 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %a) -> (i32, i32, i32) {
    %m = arith.muli %y, %y : i32
    %s = arith.addi %z, %z : i32
    scf.yield %c, %m, %s : i32, i32, i32
  }
  return %r#1 : i32
}

// scf.if: a result both branches give the same outer value is that
// value, two results fed alike merge, and unused results go.
// CHECK-LABEL: func.func @if_results
// CHECK:        %[[R:.*]] = scf.if %{{.*}} -> (i32) {
// CHECK:        return %[[R]], %[[R]], %arg2 : i32, i32, i32
func.func @if_results(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:4 = scf.if %c -> (i32, i32, i32, i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s, %s, %a, %b : i32, i32, i32, i32
  } else {
    scf.yield %b, %b, %a, %b : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#3 : i32, i32, i32
}

// scf.index_switch and a kept scf.execute_region lose their unused and
// uniform results.
// CHECK-LABEL: func.func @switch_and_region
// CHECK:        %[[E:.*]] = scf.execute_region -> i32 no_inline {
// CHECK:        %[[S:.*]] = scf.index_switch %arg0 -> i32
// CHECK:        return %[[E]], %[[S]], %arg1 : i32, i32, i32
func.func @switch_and_region(%i: index, %x: i32) -> (i32, i32, i32) {
  %e:2 = scf.execute_region -> (i32, i32) no_inline {
    %a = arith.addi %x, %x : i32
    scf.yield %a, %x : i32, i32
  }
  %s:3 = scf.index_switch %i -> i32, i32, i32
  case 2 {
    %b = arith.muli %x, %x : i32
    scf.yield %b, %x, %x : i32, i32, i32
  }
  default {
    scf.yield %x, %x, %x : i32, i32, i32
  }
  return %e#0, %s#0, %s#2 : i32, i32, i32
}

// scf.while: an argument that is always the init value is replaced by it
// and no longer carried.
// CHECK-LABEL: func.func @while_invariant
// CHECK:        scf.while (%[[X:.*]] = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     arith.cmpi slt, %[[X]], %arg1
// CHECK:        } do {
// CHECK-NEXT:   ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:     arith.addi %[[Y]], %arg1 : i32
func.func @while_invariant(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %k = %b) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi slt, %x, %k : i32
    scf.condition(%go) %x, %k : i32, i32
  } do {
  ^bb0(%y: i32, %k2: i32):
    %n = arith.addi %y, %k2 : i32
    scf.yield %n, %k2 : i32, i32
  }
  return %r#0 : i32
}
