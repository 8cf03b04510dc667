// Folders apply upstream's rules in upstream's order: min/max with the
// bound of their order, ceildivsi declining a MIN operand, index.ceildivs
// declining when 32- and 64-bit index disagree, and andi/ori of a value
// with itself simplified after constant folding (so sccp materializes the
// constant in arith's dialect). Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s
// RUN: %rmlir-opt %s --sccp | FileCheck %s --check-prefix=SCCP

// CHECK-LABEL: func.func @bounds
// CHECK-NEXT:    %[[MAX:.*]] = arith.constant 127 : i8
// CHECK-NEXT:    return %arg0, %[[MAX]] : i8, i8
func.func @bounds(%x: i8) -> (i8, i8) {
  %max = arith.constant 127 : i8
  %0 = arith.minsi %x, %max : i8
  %1 = arith.maxsi %x, %max : i8
  return %0, %1 : i8, i8
}

// CHECK-LABEL: func.func @no_overflowing_folds
// CHECK:         arith.ceildivsi
// CHECK:         index.ceildivs
func.func @no_overflowing_folds() -> (i32, index) {
  %min = arith.constant -2147483648 : i32
  %seven = arith.constant 7 : i32
  %0 = arith.ceildivsi %min, %seven : i32
  %imin = index.constant -2147483648
  %i7 = index.constant 7
  %1 = index.ceildivs %imin, %i7
  return %0, %1 : i32, index
}

// SCCP-LABEL: func.func @self_and
// SCCP-DAG:     arith.constant -128 : index
// SCCP-DAG:     index.constant -128
func.func @self_and(%c: i1) -> index {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = index.constant -128
  %w = arith.andi %v, %v : index
  cf.br ^bb2
^bb2:
  %z = arith.constant 0 : index
  return %z : index
}
