// What LICM may hoist out of a loop, as upstream 22 declares it: arith's
// floordivsi, remsi and remui are Pure (hoisted whatever the divisor);
// divsi needs a known safe divisor; index's divisions never move. Expected
// output is mlir-opt 22's.
// RUN: %rmlir-opt %s --loop-invariant-code-motion | FileCheck %s

func.func private @use(i32)
func.func private @usei(index)

// CHECK-LABEL: func.func @f
// CHECK:         arith.floordivsi
// CHECK-NEXT:    arith.remsi
// CHECK-NEXT:    arith.remui
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.divsi
// CHECK-NEXT:      func.call @use
// CHECK-NEXT:      index.divs
// CHECK-NEXT:      func.call @usei
// CHECK-NEXT:      index.remu
func.func @f(%n: index, %x: i32, %y: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = index.constant 100
  %b = index.constant 31
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.floordivsi %x, %y : i32
    %1 = arith.remsi %x, %y : i32
    %2 = arith.remui %x, %y : i32
    %3 = arith.divsi %x, %y : i32
    func.call @use(%3) : (i32) -> ()
    %q = index.divs %a, %b
    func.call @usei(%q) : (index) -> ()
    %r = index.remu %a, %b
    func.call @usei(%r) : (index) -> ()
  }
  return
}
