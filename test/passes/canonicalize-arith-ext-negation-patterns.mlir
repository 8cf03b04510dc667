// Patterns and folds looking through producers: bitwise ops and eq/ne
// compares of two values extended alike work on the narrow values; extsi of
// extui is extui; bitcast of bitcast is one bitcast (gone when it casts to
// its own type); x + y * -1 is x - y; (a - b) - a is 0 - b;
// xor(xor(x, a), a), (a - b) + b and (a + b) - b give back the operand.
// Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @u64(i64)
func.func private @u1(i1)

// CHECK-LABEL: func.func @f(
// CHECK-SAME:      %[[A:.*]]: i64, %[[B:.*]]: i64, %[[X:.*]]: i32, %[[Y:.*]]: i32, %[[Q:.*]]: i8)
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[S1:.*]] = arith.subi %[[A]], %[[B]] : i64
// CHECK-NEXT:    call @u64(%[[S1]])
// CHECK-NEXT:    %[[S2:.*]] = arith.subi %[[A]], %[[B]] : i64
// CHECK-NEXT:    call @u64(%[[S2]])
// CHECK-NEXT:    %[[N:.*]] = arith.subi %[[Z]], %[[B]] : i64
// CHECK-NEXT:    call @u64(%[[N]])
// CHECK-NEXT:    %[[XOR:.*]] = arith.xori %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[EXOR:.*]] = arith.extui %[[XOR]] : i32 to i64
// CHECK-NEXT:    call @u64(%[[EXOR]])
// CHECK-NEXT:    %[[AND:.*]] = arith.andi %[[X]], %[[Y]] : i32
// CHECK-NEXT:    %[[EAND:.*]] = arith.extsi %[[AND]] : i32 to i64
// CHECK-NEXT:    call @u64(%[[EAND]])
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi ne, %[[X]], %[[Y]] : i32
// CHECK-NEXT:    call @u1(%[[C]])
// CHECK-NEXT:    call @u64(%[[A]])
// CHECK-NEXT:    %[[E:.*]] = arith.extui %[[Q]] : i8 to i64
// CHECK-NEXT:    call @u64(%[[E]])
// CHECK-NEXT:    call @u64(%[[A]])
// CHECK-NEXT:    call @u64(%[[A]])
// CHECK-NEXT:    call @u64(%[[A]])
// CHECK-NEXT:    return
func.func @f(%a: i64, %b: i64, %x: i32, %y: i32, %q: i8) {
  %m1 = arith.constant -1 : i64
  %0 = arith.muli %b, %m1 : i64
  %1 = arith.addi %a, %0 : i64
  call @u64(%1) : (i64) -> ()
  %2 = arith.addi %0, %a : i64
  call @u64(%2) : (i64) -> ()
  %s = arith.subi %a, %b : i64
  %3 = arith.subi %s, %a : i64
  call @u64(%3) : (i64) -> ()
  %ex = arith.extui %x : i32 to i64
  %ey = arith.extui %y : i32 to i64
  %4 = arith.xori %ex, %ey : i64
  call @u64(%4) : (i64) -> ()
  %sx = arith.extsi %x : i32 to i64
  %sy = arith.extsi %y : i32 to i64
  %5 = arith.andi %sx, %sy : i64
  call @u64(%5) : (i64) -> ()
  %6 = arith.cmpi ne, %ex, %ey : i64
  call @u1(%6) : (i1) -> ()
  %fl = arith.bitcast %a : i64 to f64
  %7 = arith.bitcast %fl : f64 to i64
  call @u64(%7) : (i64) -> ()
  %eq = arith.extui %q : i8 to i32
  %8 = arith.extsi %eq : i32 to i64
  call @u64(%8) : (i64) -> ()
  %xb = arith.xori %a, %b : i64
  %9 = arith.xori %xb, %b : i64
  call @u64(%9) : (i64) -> ()
  %10 = arith.addi %s, %b : i64
  call @u64(%10) : (i64) -> ()
  %p = arith.addi %a, %b : i64
  %11 = arith.subi %p, %b : i64
  call @u64(%11) : (i64) -> ()
  return
}
