// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s

func.func @loops(%lb: index, %ub: index, %s: index, %x: f32, %c: i1, %n: i32) -> f32 {
  scf.for %i = %lb to %ub step %s {
    "test.use"(%i) : (index) -> ()
  }
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> (f32) {
    %y = arith.addf %acc, %acc : f32
    scf.yield %y : f32
  }
  scf.for unsigned %j = %n to %n step %n : i32 {
    scf.yield
  }
  scf.if %c {
    "test.a"() : () -> ()
  }
  %v = scf.if %c -> f32 {
    scf.yield %r : f32
  } else {
    scf.yield %x : f32
  }
  %w = scf.while (%a = %n) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  %e = scf.execute_region -> f32 {
    scf.yield %v : f32
  }
  return %e : f32
}

func.func @switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 0 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  default {
    %d = arith.constant -1 : i32
    scf.yield %d : i32
  }
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  default {
  }
  return %r : i32
}

func.func @forall(%t: tensor<8x16xf32>, %n: index) -> tensor<8x16xf32> {
  %r = scf.forall (%i, %j) in (8, %n) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    %e = tensor.extract %o[%i, %j] : tensor<8x16xf32>
    %s = tensor.from_elements %e : tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x16xf32>
    }
  }
  scf.forall (%k) = (0) to (%n) step (2) {
    "test.use"(%k) : (index) -> ()
  }
  return %r : tensor<8x16xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1, %arg5: i32) -> f32 {
// CHECK-NEXT:     scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       "test.use"(%arg6) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT:       %4 = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT:       scf.yield %4 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for unsigned %arg6 = %arg5 to %arg5 step %arg5  : i32 {
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.if %arg4 {
// CHECK-NEXT:       "test.a"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %arg4 -> (f32) {
// CHECK-NEXT:       scf.yield %0 : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.while (%arg6 = %arg5) : (i32) -> i32 {
// CHECK-NEXT:       scf.condition(%arg4) %arg6 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg6: i32):
// CHECK-NEXT:       scf.yield %arg6 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = scf.execute_region -> f32 {
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch(%arg0: index) -> i32 {
// CHECK-NEXT:     %0 = scf.index_switch %arg0 -> i32 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:       scf.yield %c10_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:       scf.yield %c-1_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.index_switch %arg0 
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @forall(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<8x16xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2, %arg3) in (8, %arg1) shared_outs(%arg4 = %arg0) -> (tensor<8x16xf32>) {
// CHECK-NEXT:       %extracted = tensor.extract %arg4[%arg2, %arg3] : tensor<8x16xf32>
// CHECK-NEXT:       %from_elements = tensor.from_elements %extracted : tensor<1x1xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %from_elements into %arg4[%arg2, %arg3] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x16xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg2) = (0) to (%arg1) step (2) {
// CHECK-NEXT:       "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<8x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
