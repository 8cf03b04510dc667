// index folders fold constants before identities, as upstream's: the
// result of index.add of two zero constants is an index.constant (the
// folding op's dialect), kept apart from arith's constant of the same
// value. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @use(index)

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[C:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[I:.*]] = index.constant 0
// CHECK-NEXT:    call @use(%[[C]])
// CHECK-NEXT:    call @use(%[[I]])
func.func @f() {
  %z = arith.constant 0 : i8
  %i = arith.index_cast %z : i8 to index
  %s = index.add %i, %i
  call @use(%i) : (index) -> ()
  call @use(%s) : (index) -> ()
  return
}
