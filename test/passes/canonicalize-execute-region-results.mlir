// scf.execute_region kept (no_inline, several blocks): results yielded from outside
// are forwarded, unused ones dropped, and an effect-free one left without results
// goes, as upstream's RegionBranchOpInterface canonicalization.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @use(i32)
func.func @a(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @b(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    func.call @use(%x) : (i32) -> ()
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @c(%x: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    func.call @use(%x) : (i32) -> ()
    %y = arith.addi %x, %x : i32
    scf.yield %y, %y : i32, i32
  }
  return %r#0 : i32
}
func.func @d(%x: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @e(%x: i32, %c: i1) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    func.call @use(%x) : (i32) -> ()
    %y = arith.addi %x, %x : i32
    scf.yield %y, %x : i32, i32
  } else {
    func.call @use(%x) : (i32) -> ()
    scf.yield %x, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @use(i32)
// CHECK-NEXT:   func.func @a(%arg0: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b(%arg0: i32) -> i32 {
// CHECK-NEXT:     scf.execute_region no_inline {
// CHECK-NEXT:       func.call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:       func.call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:       %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e(%arg0: i32, %arg1: i1) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       func.call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:       %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       func.call @use(%arg0) : (i32) -> ()
// CHECK-NEXT:       scf.yield %arg0 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
