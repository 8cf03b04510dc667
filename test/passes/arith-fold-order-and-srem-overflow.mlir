// Two arith folds in upstream's order and range. cmpi of equal operands
// folds to a new boolean before `cmpi ne, ext(x : i1), 0` returns x, so
// under sccp (where ext(false) is known zero but not yet folded away) the
// select below gets an arith false, not the index dialect's. And
// remsi MIN, -1 is 0 (APInt's srem), which upstream folds, while divsi
// MIN, -1 overflows and stays. Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --sccp | FileCheck %s --check-prefix=SCCP
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

func.func private @v(i32)

// SCCP-LABEL: func.func @cmp_equal_first(
// SCCP-NEXT:    %[[F:.*]] = arith.constant false
// SCCP-NEXT:    %{{.*}} = arith.constant 0 : i32
// SCCP-NEXT:    %{{.*}} = index.bool.constant false
// SCCP-NEXT:    %[[S:.*]] = arith.select %[[F]], %arg0, %arg0 : index
// SCCP-NEXT:    return %[[S]]
func.func @cmp_equal_first(%arg1: index) -> index {
  %b = index.bool.constant false
  %e = arith.extui %b : i1 to i32
  %c = arith.cmpi ne, %e, %e : i32
  %s = arith.select %c, %arg1, %arg1 : index
  return %s : index
}

// CANON-LABEL: func.func @srem_of_min_by_minus_one(
// CANON-DAG:     %[[Z:.*]] = arith.constant 0 : i32
// CANON-DAG:     %[[M1:.*]] = arith.constant -1 : i32
// CANON-DAG:     %[[MIN:.*]] = arith.constant -2147483648 : i32
// CANON:         %[[D:.*]] = arith.divsi %[[MIN]], %[[M1]] : i32
// CANON-NEXT:    call @v(%[[Z]])
// CANON-NEXT:    call @v(%[[D]])
func.func @srem_of_min_by_minus_one() {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %1 = arith.remsi %min, %m1 : i32
  %2 = arith.divsi %min, %m1 : i32
  call @v(%1) : (i32) -> ()
  call @v(%2) : (i32) -> ()
  return
}
