// scf.while canonicalization, upstream's WhileOp patterns; expected text
// from mlir-opt 22. (With --mlir-print-debuginfo one location differs:
// upstream puts @swapped's after-block argument at the loop, as if it had
// aligned the condition's operands before removing the invariant one.)
// RUN: %rmlir-opt %s --canonicalize | FileCheck %s

func.func @yield_init(%a: i32, %b: i32, %n: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %s = arith.addi %x2, %y2 : i32
    scf.yield %s, %b : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @outside_value(%a: i32, %b: i32, %n: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%x2: i32, %b2: i32):
    %s = arith.addi %x2, %b2 : i32
    scf.yield %s : i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @swapped(%a: i32, %b: i32, %n: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%y2: i32, %x2: i32):
    %s = arith.addi %x2, %y2 : i32
    scf.yield %s, %y2 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @not_invariant(%a: i32, %n: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %s = arith.addi %x2, %x2 : i32
    scf.yield %s : i32
  }
  return %0 : i32
}

func.func @truth(%a: i32, %n: i32) -> i32 {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%x2: i32, %c2: i1):
    %s = arith.addi %x2, %x2 : i32
    %t = arith.select %c2, %s, %x2 : i32
    scf.yield %t : i32
  }
  return %0#0 : i32
}

func.func @unused(%a: i32, %n: i32) -> i32 {
  %0:3 = scf.while (%x = %a) : (i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    %m = arith.muli %x, %x : i32
    %d = arith.subi %x, %n : i32
    scf.condition(%c) %x, %m, %d : i32, i32, i32
  } do {
  ^bb0(%x2: i32, %m2: i32, %d2: i32):
    %s = arith.addi %x2, %d2 : i32
    scf.yield %s : i32
  }
  return %0#0 : i32
}

func.func @unused_result_used_arg(%a: i32, %n: i32) -> i32 {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    %m = arith.muli %x, %x : i32
    scf.condition(%c) %x, %m : i32, i32
  } do {
  ^bb0(%x2: i32, %m2: i32):
    %s = arith.addi %x2, %m2 : i32
    scf.yield %s : i32
  }
  return %0#0 : i32
}

func.func @cmp_cond(%a: i32, %n: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %c2 = arith.cmpi slt, %x2, %n : i32
    %c3 = arith.cmpi sge, %x2, %n : i32
    %s = arith.addi %x2, %x2 : i32
    %t = arith.select %c2, %s, %x2 : i32
    %u = arith.select %c3, %x2, %t : i32
    scf.yield %u : i32
  }
  return %0 : i32
}

func.func @duplicated(%a: i32, %n: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    %m = arith.muli %x, %x : i32
    scf.condition(%c) %m, %m : i32, i32
  } do {
  ^bb0(%m1: i32, %m2: i32):
    %s = arith.addi %m1, %m2 : i32
    scf.yield %s : i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @unused_arg(%a: i32, %b: i64, %n: i32) -> i32 {
  %0 = scf.while (%x = %a, %y = %b) : (i32, i64) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x2: i32):
    %s = arith.addi %x2, %x2 : i32
    %z = arith.extsi %s : i32 to i64
    scf.yield %s, %z : i32, i64
  }
  return %0 : i32
}

func.func @align(%a: i32, %b: i64, %n: i32) -> (i64, i32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %y, %x : i64, i32
  } do {
  ^bb0(%y2: i64, %x2: i32):
    %s = arith.addi %x2, %x2 : i32
    %t = arith.extsi %s : i32 to i64
    %u = arith.addi %t, %y2 : i64
    scf.yield %s, %u : i32, i64
  }
  return %0#0, %0#1 : i64, i32
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @yield_init(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT:       scf.condition(%1) %arg3 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %1 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @outside_value(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT:       scf.condition(%1) %arg3 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %1 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %arg1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @swapped(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT:       scf.condition(%1) %arg3 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %1 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_invariant(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @truth(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       %2 = arith.subi %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2, %2 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused_result_used_arg(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       %2 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2, %2 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cmp_cond(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       scf.condition(%1) %arg2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @duplicated(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:       %2 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT:       scf.condition(%1) %2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unused_arg(%arg0: i32, %arg1: i64, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT:       scf.condition(%1) %arg3 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @align(%arg0: i32, %arg1: i64, %arg2: i32) -> (i64, i32) {
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT:       scf.condition(%1) %arg3, %arg4 : i32, i64
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: i32, %arg4: i64):
// CHECK-NEXT:       %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:       %2 = arith.extsi %1 : i32 to i64
// CHECK-NEXT:       %3 = arith.addi %2, %arg4 : i64
// CHECK-NEXT:       scf.yield %1, %3 : i32, i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#1, %0#0 : i64, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
