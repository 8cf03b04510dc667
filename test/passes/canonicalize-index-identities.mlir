// The index folders know only upstream's identities: add/sub of 0 and
// mul by 1 give the other operand, mul by 0 gives an index.constant 0
// (even when the zero was an arith.constant). Shifts by 0, division by 1,
// and/or/xor with 0 or -1 are kept. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @use(index)

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[X:.*]]: index)
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[I0:.*]] = index.constant 0
// CHECK-DAG:     %[[IM:.*]] = index.constant -1
// CHECK-NEXT:    %[[D:.*]] = index.divu %[[X]], %[[C1]]
// CHECK-NEXT:    %[[S:.*]] = index.shl %[[X]], %[[I0]]
// CHECK-NEXT:    %[[R:.*]] = index.shrs %[[X]], %[[I0]]
// CHECK-NEXT:    %[[O:.*]] = index.or %[[X]], %[[I0]]
// CHECK-NEXT:    %[[A:.*]] = index.and %[[X]], %[[IM]]
// CHECK-NEXT:    call @use(%[[X]])
// CHECK-NEXT:    call @use(%[[X]])
// CHECK-NEXT:    call @use(%[[X]])
// CHECK-NEXT:    call @use(%[[I0]])
// CHECK-NEXT:    call @use(%[[D]])
// CHECK-NEXT:    call @use(%[[S]])
// CHECK-NEXT:    call @use(%[[R]])
// CHECK-NEXT:    call @use(%[[O]])
// CHECK-NEXT:    call @use(%[[A]])
// CHECK-NEXT:    return
func.func @f(%x: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = index.constant 0
  %im = index.constant -1
  %0 = index.add %i0, %x
  %1 = index.sub %x, %i0
  %2 = index.mul %x, %c1
  %3 = index.mul %x, %c0
  %4 = index.divu %x, %c1
  %5 = index.shl %x, %i0
  %6 = index.shrs %x, %i0
  %7 = index.or %x, %i0
  %8 = index.and %x, %im
  call @use(%0) : (index) -> ()
  call @use(%1) : (index) -> ()
  call @use(%2) : (index) -> ()
  call @use(%3) : (index) -> ()
  call @use(%4) : (index) -> ()
  call @use(%5) : (index) -> ()
  call @use(%6) : (index) -> ()
  call @use(%7) : (index) -> ()
  call @use(%8) : (index) -> ()
  return
}
