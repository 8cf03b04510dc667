// The greedy driver visits ops in the order upstream does (worklist fed by
// folds, pattern notifications, erased operands), so the constants it hoists
// come out in the same order.
// RUN: %rmlir-opt %s '--pass-pipeline=builtin.module(func.func(canonicalize,cse))' | FileCheck %s

func.func private @f1167(i32, i32) -> i32
func.func private @f171(i32, i32) -> i32
func.func private @f968(i32, i32) -> i32
func.func @f1814(%arg190495: i32, %arg190496: i32) -> i32 {
  %i190497 = arith.constant 0 : index
  %i190498 = arith.constant 16 : index
  %i190499 = arith.constant 1 : index
  %v190500 = arith.addi %arg190495, %arg190495 : i32
  %p190501 = arith.cmpi slt, %arg190495, %arg190495 : i32
  %v190502 = arith.addi %v190500, %arg190496 : i32
  %p190503 = arith.cmpi uge, %arg190496, %v190502 : i32
  %v190504 = arith.select %p190501, %v190502, %arg190496 : i32
  %v190505 = arith.addi %arg190496, %v190504 : i32
  %v190506 = arith.addi %v190500, %v190502 : i32
  %r190509 = scf.for %iv190507 = %i190497 to %i190498 step %i190499 iter_args(%acc190508 = %v190506) -> (i32) {
    %v190511 = func.call @f171(%v190500, %v190500) : (i32, i32) -> i32
    %v190513 = arith.addi %v190504, %v190511 : i32
    %v190514 = func.call @f968(%v190513, %arg190496) : (i32, i32) -> i32
    scf.yield %v190514 : i32
  }
  %v190515 = arith.muli %r190509, %arg190496 : i32
  %c190516 = arith.constant 0 : i32
  %v190517 = arith.muli %v190500, %c190516 : i32
  %v190518 = arith.select %p190503, %arg190496, %v190517 : i32
  %v190519 = arith.addi %v190515, %arg190495 : i32
  %r190523 = scf.for %iv190521 = %i190497 to %i190498 step %i190499 iter_args(%acc190522 = %v190505) -> (i32) {
    %v190531 = arith.addi %acc190522, %v190518 : i32
    scf.yield %v190531 : i32
  }
  %p190532 = arith.cmpi eq, %v190504, %v190500 : i32
  %v190533 = arith.addi %v190518, %v190517 : i32
  %p190534 = arith.cmpi sge, %v190518, %v190517 : i32
  %v190537 = arith.muli %v190515, %v190519 : i32
  %c190538 = arith.constant 112 : i32
  %v190540 = arith.select %p190532, %c190538, %v190537 : i32
  %r190544 = scf.for %iv190542 = %i190497 to %i190498 step %i190499 iter_args(%acc190543 = %v190506) -> (i32) {
    %v190557 = arith.index_cast %iv190542 : index to i32
    scf.yield %v190557 : i32
  }
  %v190558 = arith.muli %c190538, %v190517 : i32
  %p190559 = arith.cmpi slt, %r190509, %v190517 : i32
  %v190560 = arith.addi %r190509, %v190519 : i32
  %r190563 = scf.for %iv190561 = %i190497 to %i190498 step %i190499 iter_args(%acc190562 = %c190538) -> (i32) {
    %r190570 = scf.for %iv190568 = %i190497 to %i190498 step %i190499 iter_args(%acc190569 = %v190537) -> (i32) {
      %v190575 = arith.addi %c190538, %v190560 : i32
      scf.yield %v190575 : i32
    }
    scf.yield %r190570 : i32
  }
  %v190576 = arith.muli %c190538, %v190558 : i32
  %v190577 = arith.muli %v190518, %v190540 : i32
  %v190578 = arith.addi %v190577, %v190577 : i32
  %v190579 = arith.muli %v190560, %v190578 : i32
  %v190580 = arith.select %p190503, %v190560, %v190540 : i32
  %v190581 = arith.select %p190559, %v190558, %v190577 : i32
  %v190583 = arith.muli %v190580, %v190533 : i32
  %v190584 = arith.addi %v190579, %r190544 : i32
  %v190587 = arith.muli %v190540, %v190576 : i32
  %v190588 = arith.addi %v190579, %v190558 : i32
  %v190590 = arith.muli %v190587, %v190587 : i32
  %v190591 = arith.muli %v190577, %v190580 : i32
  %v190592 = arith.select %p190534, %v190583, %v190583 : i32
  %v190593 = func.call @f1167(%v190584, %r190563) : (i32, i32) -> i32
  %v190596 = arith.addi %v190578, %v190591 : i32
  %v190597 = arith.select %p190559, %v190581, %v190590 : i32
  %p190598 = arith.cmpi sgt, %v190580, %v190588 : i32
  %v190600 = arith.muli %v190583, %v190592 : i32
  %v190605 = arith.select %p190598, %v190596, %v190591 : i32
  %v190608 = arith.addi %v190600, %v190593 : i32
  %v190609 = arith.addi %v190597, %v190605 : i32
  %v190610 = arith.addi %v190609, %v190608 : i32
  return %v190610 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @f1167(i32, i32) -> i32
// CHECK-NEXT:   func.func private @f171(i32, i32) -> i32
// CHECK-NEXT:   func.func private @f968(i32, i32) -> i32
// CHECK-NEXT:   func.func @f1814(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c112_i32 = arith.constant 112 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi uge, %arg1, %1 : i32
// CHECK-NEXT:     %3 = arith.addi %0, %1 : i32
// CHECK-NEXT:     %4 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %3) -> (i32) {
// CHECK-NEXT:       %28 = func.call @f171(%0, %0) : (i32, i32) -> i32
// CHECK-NEXT:       %29 = arith.addi %arg1, %28 : i32
// CHECK-NEXT:       %30 = func.call @f968(%29, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:       scf.yield %30 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = arith.muli %4, %arg1 : i32
// CHECK-NEXT:     %6 = arith.select %2, %arg1, %c0_i32 : i32
// CHECK-NEXT:     %7 = arith.addi %5, %arg0 : i32
// CHECK-NEXT:     %8 = arith.cmpi eq, %arg1, %0 : i32
// CHECK-NEXT:     %9 = arith.muli %5, %7 : i32
// CHECK-NEXT:     %10 = arith.select %8, %c112_i32, %9 : i32
// CHECK-NEXT:     %11 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %3) -> (i32) {
// CHECK-NEXT:       %28 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:       scf.yield %28 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %12 = arith.addi %4, %7 : i32
// CHECK-NEXT:     %13 = scf.for %arg2 = %c0 to %c16 step %c1 iter_args(%arg3 = %c112_i32) -> (i32) {
// CHECK-NEXT:       %28 = scf.for %arg4 = %c0 to %c16 step %c1 iter_args(%arg5 = %9) -> (i32) {
// CHECK-NEXT:         %29 = arith.addi %12, %c112_i32 : i32
// CHECK-NEXT:         scf.yield %29 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %28 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %14 = arith.muli %6, %10 : i32
// CHECK-NEXT:     %15 = arith.addi %14, %14 : i32
// CHECK-NEXT:     %16 = arith.muli %12, %15 : i32
// CHECK-NEXT:     %17 = arith.select %2, %12, %10 : i32
// CHECK-NEXT:     %18 = arith.muli %17, %6 : i32
// CHECK-NEXT:     %19 = arith.addi %16, %11 : i32
// CHECK-NEXT:     %20 = arith.muli %14, %17 : i32
// CHECK-NEXT:     %21 = call @f1167(%19, %13) : (i32, i32) -> i32
// CHECK-NEXT:     %22 = arith.addi %15, %20 : i32
// CHECK-NEXT:     %23 = arith.cmpi sgt, %17, %16 : i32
// CHECK-NEXT:     %24 = arith.muli %18, %18 : i32
// CHECK-NEXT:     %25 = arith.select %23, %22, %20 : i32
// CHECK-NEXT:     %26 = arith.addi %24, %21 : i32
// CHECK-NEXT:     %27 = arith.addi %25, %26 : i32
// CHECK-NEXT:     return %27 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
