// arith *_extended with unused high part, index_cast of extensions, memref.copy
// to itself or of empty memrefs, dead memref.realloc, func.constant unification
// and call_indirect of a known callee, as upstream.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @ext(%a: i32, %b: i32, %v: vector<4xi8>, %c: i8) -> (i32, i32, i1, i32, index, index, index, vector<4xindex>, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  %s3, %o3 = arith.addui_extended %b, %a : i32, i1
  %e1 = arith.extsi %c : i8 to i32
  %i1 = arith.index_cast %e1 : i32 to index
  %e2 = arith.extui %c : i8 to i32
  %i2 = arith.index_castui %e2 : i32 to index
  %i3 = arith.index_cast %e2 : i32 to index
  %ev = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %iv = arith.index_cast %ev : vector<4xi32> to vector<4xindex>
  return %s, %l, %o3, %h2, %i1, %i2, %i3, %iv, %l2 : i32, i32, i1, i32, index, index, index, vector<4xindex>, i32
}
func.func @copies(%m: memref<4xf32>, %e: memref<0xf32>, %e2: memref<0xf32>, %n: index) -> memref<?xf32> {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  memref.copy %e, %e2 : memref<0xf32> to memref<0xf32>
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
  %r2 = memref.realloc %m : memref<4xf32> to memref<16xf32>
  memref.dealloc %r2 : memref<16xf32>
  %r3 = memref.realloc %m(%n) : memref<4xf32> to memref<?xf32>
  return %r3 : memref<?xf32>
}
func.func private @decl(i32, f32) -> i32
func.func @indirect(%a: i32, %b: f32, %c: i1) -> (i32, i32) {
  %f = func.constant @decl : (i32, f32) -> i32
  %r = func.call_indirect %f(%a, %b) : (i32, f32) -> i32
  %g = func.constant @decl : (i32, f32) -> i32
  %h = scf.if %c -> ((i32, f32) -> i32) {
    %k = func.constant @decl : (i32, f32) -> i32
    scf.yield %k : (i32, f32) -> i32
  } else {
    scf.yield %g : (i32, f32) -> i32
  }
  %s = func.call_indirect %h(%a, %b) : (i32, f32) -> i32
  return %r, %s : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @ext(%arg0: i32, %arg1: i32, %arg2: vector<4xi8>, %arg3: i8) -> (i32, i32, i1, i32, index, index, index, vector<4xindex>, i32) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %low, %high = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT:     %sum, %overflow = arith.addui_extended %arg1, %arg0 : i32, i1
// CHECK-NEXT:     %2 = arith.index_cast %arg3 : i8 to index
// CHECK-NEXT:     %3 = arith.extui %arg3 : i8 to i32
// CHECK-NEXT:     %4 = arith.index_castui %arg3 : i8 to index
// CHECK-NEXT:     %5 = arith.index_cast %3 : i32 to index
// CHECK-NEXT:     %6 = arith.index_cast %arg2 : vector<4xi8> to vector<4xindex>
// CHECK-NEXT:     return %0, %1, %overflow, %high, %2, %4, %5, %6, %low : i32, i32, i1, i32, index, index, index, vector<4xindex>, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copies(%arg0: memref<4xf32>, %arg1: memref<0xf32>, %arg2: memref<0xf32>, %arg3: index) -> memref<?xf32> {
// CHECK-NEXT:     %0 = memref.realloc %arg0(%arg3) : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:     return %0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @decl(i32, f32) -> i32
// CHECK-NEXT:   func.func @indirect(%arg0: i32, %arg1: f32, %arg2: i1) -> (i32, i32) {
// CHECK-NEXT:     %0 = call @decl(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT:     %1 = call @decl(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT:     return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
