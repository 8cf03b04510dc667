// RUN: %rmlir-opt %s --sccp | FileCheck %s
// Where equal constants of two dialects meet, the first to reach a value
// decides which dialect's constant replaces it, as in upstream's solver.

// A select with a constant condition takes the picked value's lattice
// (index's `true`), before its `select(c, true, false) = c` rule.
// CHECK-LABEL: func.func @select_takes_the_picked_value
// CHECK: %[[T:.*]] = index.bool.constant true
// CHECK: return %[[T]] : i1
func.func @select_takes_the_picked_value(%v: index) -> i1 {
  %t = arith.constant true
  %i = index.cmp sle(%v, %v)
  %f = arith.constant false
  %s = arith.select %t, %i, %f : i1
  return %s : i1
}

// The block argument joins its live incoming edges in use-list order
// (the latest branch first): arith's `false`, from ^bb2.
// CHECK-LABEL: func.func @join_order
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: ^bb3(%{{.*}}: i1):
// CHECK-NEXT: return %[[F]] : i1
func.func @join_order(%x: i32, %v: index) -> i1 {
  %a = index.cmp slt(%v, %v)
  %b = arith.cmpi ne, %x, %x : i32
  cf.switch %x : i32, [
    default: ^bb1,
    3: ^bb2
  ]
^bb1:
  cf.br ^bb3(%a : i1)
^bb2:
  %c = arith.select %b, %b, %b : i1
  cf.br ^bb3(%b : i1)
^bb3(%r: i1):
  return %r : i1
}

// The join waits in the work list: by the time it runs, ^bb1's `select`
// (which needed its block visited first) has arrived too, and ^bb2's edge
// is still the first in use-list order.
// CHECK-LABEL: func.func @join_order_late
// CHECK: %[[F2:.*]] = arith.constant false
// CHECK: ^bb3(%{{.*}}: i1):
// CHECK-NEXT: return %[[F2]] : i1
func.func @join_order_late(%x: i32, %v: index) -> i1 {
  %b = arith.cmpi ne, %x, %x : i32
  cf.switch %x : i32, [
    default: ^bb1,
    3: ^bb2
  ]
^bb1:
  %t = arith.constant true
  %a0 = index.cmp slt(%v, %v)
  %a = arith.select %t, %a0, %b : i1
  cf.br ^bb3(%a : i1)
^bb2:
  cf.br ^bb3(%b : i1)
^bb3(%r: i1):
  return %r : i1
}
