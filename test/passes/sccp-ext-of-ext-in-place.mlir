// ext(ext(x)) of one kind folds in place to ext(x) before constants are
// looked at (upstream's ExtUIOp/ExtSIOp::fold): canonicalize ends with the
// constant, sccp (which treats an in-place fold as unknown) keeps the outer
// extension of the inner one's constant. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --sccp | FileCheck %s --check-prefix=SCCP
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// SCCP-LABEL: func.func @f(
// SCCP-SAME:      %[[X:.*]]: i8)
// SCCP-NEXT:    %[[M32:.*]] = arith.constant -3 : i32
// SCCP-NEXT:    %{{.*}} = arith.constant -3 : i8
// SCCP-NEXT:    %[[C16:.*]] = arith.constant 5 : i16
// SCCP-NEXT:    %{{.*}} = arith.constant 5 : i8
// SCCP-NEXT:    %[[U:.*]] = arith.extui %[[C16]] : i16 to i64
// SCCP-NEXT:    %[[S:.*]] = arith.extsi %[[M32]] : i32 to i64
// SCCP-NEXT:    %[[E1:.*]] = arith.extui %[[X]] : i8 to i16
// SCCP-NEXT:    %[[E2:.*]] = arith.extui %[[E1]] : i16 to i64

// CANON-LABEL: func.func @f(
// CANON-SAME:      %[[X:.*]]: i8)
// CANON-NEXT:    %[[C5:.*]] = arith.constant 5 : i64
// CANON-NEXT:    %[[M3:.*]] = arith.constant -3 : i64
// CANON-NEXT:    %[[E:.*]] = arith.extui %[[X]] : i8 to i64
// CANON-NEXT:    %[[S:.*]] = arith.extsi %[[X]] : i8 to i32
// CANON-NEXT:    return %[[C5]], %[[M3]], %[[E]], %[[S]] :
func.func @f(%x: i8) -> (i64, i64, i64, i32) {
  %c = arith.constant 5 : i8
  %0 = arith.extui %c : i8 to i16
  %1 = arith.extui %0 : i16 to i64
  %m = arith.constant -3 : i8
  %2 = arith.extsi %m : i8 to i32
  %3 = arith.extsi %2 : i32 to i64
  %4 = arith.extui %x : i8 to i16
  %5 = arith.extui %4 : i16 to i64
  %6 = arith.extsi %x : i8 to i16
  %7 = arith.extsi %6 : i16 to i32
  return %1, %3, %5, %7 : i64, i64, i64, i32
}
