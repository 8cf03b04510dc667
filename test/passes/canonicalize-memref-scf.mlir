// memref alloc patterns (SimplifyAllocConst, SimplifyDeadAlloc), casts
// folded into load/dim/dealloc, cf/index/scf canonicalization, as upstream.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @f0(%m: memref<4x?xf32>, %i: index, %c: i1, %x: i32) -> (f32, index, i32, memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  %cast = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %0 = memref.load %cast[%c0, %i] : memref<?x?xf32>
  %1 = memref.dim %cast, %c0 : memref<?x?xf32>
  %s = memref.subview %m[0, 0] [4, 2] [1, 1] : memref<4x?xf32> to memref<4x2xf32, strided<[?, 1]>>
  %b = memref.alloca() : memref<2xi32>
  memref.store %x, %b[%c0] : memref<2xi32>
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
^bb1(%v: i32):
  cf.br ^bb2(%v : i32)
^bb2(%w: i32):
  %ic = index.constant 5
  %j = index.add %i, %ic
  %k = index.sub %j, %ic
  return %0, %k, %w, %cast : f32, index, i32, memref<?x?xf32>
}

func.func @f1(%i: index) -> memref<?x?xf32> {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4, %i) : memref<?x?xf32>
  return %a : memref<?x?xf32>
}

func.func @f2(%i: index, %x: f32, %out: memref<1xmemref<4xf32>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %out[%c0] : memref<1xmemref<4xf32>>
  %b = memref.alloca(%c8) {alignment = 64 : i64} : memref<?xf32>
  memref.store %x, %b[%c0] : memref<?xf32>
  %v = memref.load %b[%c0] : memref<?xf32>
  %m = memref.alloc(%c8)[%i] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  memref.dealloc %m : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %n = arith.constant -1 : index
  %q = memref.alloc(%n) : memref<?xf32>
  %r = memref.load %q[%c0] : memref<?xf32>
  %s = arith.addf %v, %r : f32
  return %s : f32
}

func.func @f3(%c: i1, %x: i32, %y: i32, %lb: index, %ub: index, %m: memref<4xf32>) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  %1:2 = scf.if %c -> (i32, i32) {
    scf.yield %x, %y : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  %2 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %a : i32
  }
  %3 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> i32 {
    %v = arith.addi %a, %y : i32
    scf.yield %v : i32
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %z = arith.constant 0.0 : f32
    memref.store %z, %m[%i] : memref<4xf32>
  }
  %w = scf.while (%a = %x) : (i32) -> i32 {
    %cond = arith.cmpi slt, %a, %y : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%a: i32):
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  %s = scf.index_switch %lb -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  %t = arith.constant true
  %5 = scf.if %t -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %0, %1#0, %2, %3, %w : i32, i32, i32, i32, i32
}

// CHECK: module {
// CHECK-NEXT: func.func @f0(%arg0: memref<4x?xf32>, %arg1: index, %arg2: i1, %arg3: i32) -> (f32, index, i32, memref<?x?xf32>) {
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%c0, %arg1] : memref<4x?xf32>
// CHECK-NEXT: %1 = index.add %arg1, %idx5
// CHECK-NEXT: %2 = index.sub %1, %idx5
// CHECK-NEXT: return %0, %2, %arg3, %cast : f32, index, i32, memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f1(%arg0: index) -> memref<?x?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f2(%arg0: index, %arg1: f32, %arg2: memref<1xmemref<4xf32>>) -> f32 {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %alloc, %arg2[%c0] : memref<1xmemref<4xf32>>
// CHECK-NEXT: %alloca = memref.alloca() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.store %arg1, %alloca[%c0] : memref<8xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%c-1) : memref<?xf32>
// CHECK-NEXT: %1 = memref.load %alloc_0[%c0] : memref<?xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f3(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: index, %arg4: index, %arg5: memref<4xf32>) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = scf.for %arg6 = %c0 to %c4 step %c1 iter_args(%arg7 = %arg1) -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg7, %arg2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %c0 to %c4 step %c1 {
// CHECK-NEXT: memref.store %cst, %arg5[%arg6] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.while (%arg6 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg6, %arg2 : i32
// CHECK-NEXT: scf.condition(%3) %arg6 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: i32):
// CHECK-NEXT: %3 = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0, %arg1, %1, %2 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
