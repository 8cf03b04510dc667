// A division is hoisted when its divisor's producer rules out 0 (and -1
// for a signed one) from its inferred integer range alone: memref.dim of a
// memref whose sizes are all static and nonzero, index.sizeof. A dynamic
// or zero size keeps the division in the loop. Expected output is
// mlir-opt 22's.
// RUN: %rmlir-opt %s --loop-invariant-code-motion | FileCheck %s

func.func private @use(index)

// CHECK-LABEL: func.func @f(
// CHECK:         %[[S:.*]] = memref.dim %{{.*}} : memref<4x2xi8>
// CHECK:         %[[D:.*]] = memref.dim %{{.*}} : memref<4x?xi8>
// CHECK:         %[[Z:.*]] = memref.dim %{{.*}} : memref<0xi8>
// CHECK:         %[[B:.*]] = index.sizeof
// CHECK-NEXT:    arith.divui %{{.*}}, %[[S]] : index
// CHECK-NEXT:    arith.ceildivsi %{{.*}}, %[[B]] : index
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.divui %{{.*}}, %[[D]] : index
// CHECK-NEXT:      arith.divsi %{{.*}}, %[[Z]] : index
func.func @f(%n: index, %x: index, %i: index, %a: memref<4x2xi8>, %b: memref<4x?xi8>, %c: memref<0xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.dim %a, %i : memref<4x2xi8>
  %d = memref.dim %b, %i : memref<4x?xi8>
  %z = memref.dim %c, %i : memref<0xi8>
  %bits = index.sizeof
  scf.for %k = %c0 to %n step %c1 {
    %0 = arith.divui %x, %s : index
    %1 = arith.ceildivsi %x, %bits : index
    %2 = arith.divui %x, %d : index
    %3 = arith.divsi %x, %z : index
    func.call @use(%0) : (index) -> ()
    func.call @use(%1) : (index) -> ()
    func.call @use(%2) : (index) -> ()
    func.call @use(%3) : (index) -> ()
  }
  return
}
