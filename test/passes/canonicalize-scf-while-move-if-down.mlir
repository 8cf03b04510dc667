// scf.while's WhileMoveIfDown (mlir-opt 22): an scf.if on the loop
// condition right before scf.condition moves into the after region; the
// before-region values its body uses are forwarded as new loop results.
// Expected text checked against mlir-opt 22, including its handling of a
// result forwarded twice (only the first position gets the then value).
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @use(i32) -> ()
func.func private @get() -> i32
// CHECK-LABEL: func.func @a
// CHECK:       scf.condition(%{{.*}}) %arg1, %[[T:.*]] : i32, i32
// CHECK:       } do {
// CHECK-NEXT:  ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32):
// CHECK-NEXT:    %[[W:.*]] = arith.muli %[[Y]], %[[X]] : i32
// CHECK-NEXT:    func.call @use(%[[W]])
// CHECK-NEXT:    arith.addi %[[W]], %[[Y]] : i32
func.func @a(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0) : (i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %n : i32
    %t = arith.addi %i, %c1 : i32
    %v = scf.if %go -> i32 {
      %w = arith.muli %t, %i : i32
      func.call @use(%w) : (i32) -> ()
      scf.yield %w : i32
    } else {
      scf.yield %i : i32
    }
    scf.condition(%go) %v, %t : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r#0 : i32
}
// CHECK-LABEL: func.func @b
// CHECK:       scf.condition(%{{.*}}) %arg1 : i32
// CHECK:       ^bb0(%[[I:.*]]: i32):
// CHECK-NEXT:    func.call @use(%[[I]])
// CHECK-NEXT:    func.call @get()
func.func @b(%n: i32) {
  %c0 = arith.constant 0 : i32
  scf.while (%i = %c0) : (i32) -> () {
    %go = arith.cmpi slt, %i, %n : i32
    scf.if %go {
      func.call @use(%i) : (i32) -> ()
    }
    scf.condition(%go)
  } do {
    %x = func.call @get() : () -> i32
    scf.yield %x : i32
  }
  return
}
// CHECK-LABEL: func.func @c
// CHECK:       scf.condition(%{{.*}}) %arg1 : i32
// CHECK:       ^bb0(%[[P:.*]]: i32):
// CHECK-NEXT:    arith.addi %[[P]], %c1_i32 : i32
func.func @c(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %c0) : (i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %n : i32
    %v = scf.if %go -> i32 {
      scf.yield %c1 : i32
    } else {
      scf.yield %i : i32
    }
    scf.condition(%go) %v, %i : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r#0 : i32
}
// A result forwarded twice: the second position keeps the else value.
// CHECK-LABEL: func.func @main
// CHECK:       scf.condition(%{{.*}}) %{{.*}} : i32
// CHECK:       ^bb0(%[[A:.*]]: i32):
// CHECK-NEXT:    arith.addi %[[A]], %c7_i32 : i32
func.func @main() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %r:2 = scf.while (%i = %c0) : (i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %c1 : i32
    %v = scf.if %go -> i32 {
      scf.yield %c7 : i32
    } else {
      scf.yield %i : i32
    }
    scf.condition(%go) %v, %v : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r#0 : i32
}
// The then branch yields a value of the before region: upstream 22's
// rewrite does not verify; the if stays in the before region (where it
// becomes a select).
// CHECK-LABEL: func.func @d
// CHECK:       %[[V:.*]] = arith.select
// CHECK:       scf.condition(%{{.*}}) %[[V]], %arg2 : i32, i32
func.func @d(%n: i32, %m: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%i = %c0) : (i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %n : i32
    %t = arith.addi %i, %m : i32
    %v = scf.if %go -> i32 {
      scf.yield %t : i32
    } else {
      scf.yield %i : i32
    }
    scf.condition(%go) %v, %i : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r#0 : i32
}
