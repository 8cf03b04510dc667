// scf.if canonicalization as upstream: CombineIfs (same and negated condition,
// results used by the next if), CombineNestedIfs, ConditionPropagation.
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func private @use(i32)
func.func private @useb(i1)
func.func @prop(%c: i1, %x: i32) {
  scf.if %c {
    func.call @useb(%c) : (i1) -> ()
  } else {
    func.call @useb(%c) : (i1) -> ()
  }
  return
}
func.func @unused(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    func.call @use(%x) : (i32) -> ()
    scf.yield %x, %y : i32, i32
  } else {
    func.call @use(%y) : (i32) -> ()
    scf.yield %y, %x : i32, i32
  }
  return %r#1 : i32
}
func.func @yieldcond(%c: i1, %x: i32) -> (i1, i1) {
  %r:2 = scf.if %c -> (i1, i1) {
    %t = arith.constant true
    %f = arith.constant false
    func.call @use(%x) : (i32) -> ()
    scf.yield %t, %f : i1, i1
  } else {
    %t = arith.constant true
    %f = arith.constant false
    func.call @use(%x) : (i32) -> ()
    scf.yield %f, %t : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}
func.func @combine(%c: i1, %x: i32, %y: i32) {
  scf.if %c {
    func.call @use(%x) : (i32) -> ()
  }
  scf.if %c {
    func.call @use(%y) : (i32) -> ()
  }
  return
}
func.func @nested(%c: i1, %d: i1, %x: i32) {
  scf.if %c {
    scf.if %d {
      func.call @use(%x) : (i32) -> ()
    }
  }
  return
}
func.func private @get() -> i32
func.func @res2(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %a = scf.if %c -> i32 {
    %g = func.call @get() : () -> i32
    scf.yield %g : i32
  } else {
    %g = func.call @get() : () -> i32
    scf.yield %g : i32
  }
  %b = scf.if %c -> i32 {
    func.call @use(%a) : (i32) -> ()
    %g = func.call @get() : () -> i32
    scf.yield %g : i32
  } else {
    func.call @use(%a) : (i32) -> ()
    scf.yield %a : i32
  }
  return %a, %b : i32, i32
}
func.func @neg_a(%c: i1, %x: i32, %y: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    func.call @use(%x) : (i32) -> ()
  }
  scf.if %n {
    func.call @use(%y) : (i32) -> ()
  }
  return
}
func.func @neg_b(%c: i1, %x: i32, %y: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    func.call @use(%x) : (i32) -> ()
  } else {
    func.call @use(%y) : (i32) -> ()
  }
  scf.if %n {
    func.call @use(%y) : (i32) -> ()
  } else {
    func.call @use(%x) : (i32) -> ()
  }
  return
}
func.func @nested_res(%c: i1, %d: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %i = scf.if %d -> i32 {
      %g = func.call @get() : () -> i32
      scf.yield %g : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %i, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func private @use(i32)
// CHECK-NEXT:   func.func private @useb(i1)
// CHECK-NEXT:   func.func @prop(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       func.call @useb(%true) : (i1) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       func.call @useb(%false) : (i1) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       func.call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @yieldcond(%arg0: i1, %arg1: i32) -> (i1, i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       func.call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       func.call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0, %0 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @combine(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       func.call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:       func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: i1, %arg1: i1, %arg2: i32) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @get() -> i32
// CHECK-NEXT:   func.func @res2(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:       %1 = func.call @get() : () -> i32
// CHECK-NEXT:       func.call @use(%1) : (i32) -> ()
// CHECK-NEXT:       %2 = func.call @get() : () -> i32
// CHECK-NEXT:       scf.yield %1, %2 : i32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = func.call @get() : () -> i32
// CHECK-NEXT:       func.call @use(%1) : (i32) -> ()
// CHECK-NEXT:       scf.yield %1, %1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @neg_a(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       func.call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @neg_b(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       func.call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:       func.call @use(%arg1) : (i32) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:       func.call @use(%arg2) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_res(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:     %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:     %2 = scf.if %0 -> (i32) {
// CHECK-NEXT:       %3 = func.call @get() : () -> i32
// CHECK-NEXT:       scf.yield %3 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
