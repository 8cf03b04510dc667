// cf.switch canonicalization as upstream: only a default, cases equal to the default,
// a constant flag, pass-through blocks, and switches reached from a switch on the same flag.
// RUN: %rmlir-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

func.func @only_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @drop_matching(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2,
    44: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %b : i32
}
func.func @const_flag(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %b : i32
}
func.func @const_default(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @pass_through(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    43: ^bb3
  ]
^bb1(%x: i32):
  cf.br ^bb4(%x : i32)
^bb2:
  cf.br ^bb4(%b : i32)
^bb3:
  "test.foo"() : () -> ()
  cf.br ^bb4(%a : i32)
^bb4(%y: i32):
  return %y : i32
}
func.func private @g(i32)
func.func @same_flag_case(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  call @g(%a) : (i32) -> ()
  return
^bb2:
  call @g(%b) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  call @g(%a) : (i32) -> ()
  return
^bb4:
  call @g(%f) : (i32) -> ()
  return
}
func.func @same_flag_case_other(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  call @g(%a) : (i32) -> ()
  return
^bb2:
  call @g(%b) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    43: ^bb4
  ]
^bb3:
  call @g(%a) : (i32) -> ()
  return
^bb4:
  call @g(%f) : (i32) -> ()
  return
}
func.func @same_flag_default(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2,
    44: ^bb2
  ]
^bb2:
  call @g(%a) : (i32) -> ()
  return
^bb1:
  call @g(%b) : (i32) -> ()
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5,
    44: ^bb4
  ]
^bb3:
  call @g(%a) : (i32) -> ()
  return
^bb4:
  call @g(%f) : (i32) -> ()
  return
^bb5:
  call @g(%b) : (i32) -> ()
  return
}
func.func @all_dropped(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb1
  ]
^bb1:
  call @g(%a) : (i32) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @only_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @drop_matching(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg1 : i32),
// CHECK-NEXT:       43: ^bb2,
// CHECK-NEXT:       44: ^bb1(%arg2 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @const_flag(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @const_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pass_through(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb2(%arg1 : i32),
// CHECK-NEXT:       42: ^bb2(%arg2 : i32),
// CHECK-NEXT:       43: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.foo"() : () -> ()
// CHECK-NEXT:     cf.br ^bb2(%arg1 : i32)
// CHECK-NEXT:   ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @g(i32)
// CHECK-NEXT:   func.func @same_flag_case(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       42: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     call @g(%arg2) : (i32) -> ()
// CHECK-NEXT:     call @g(%arg0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same_flag_case_other(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       42: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     call @g(%arg2) : (i32) -> ()
// CHECK-NEXT:     call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same_flag_default(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb2,
// CHECK-NEXT:       42: ^bb1,
// CHECK-NEXT:       44: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     call @g(%arg2) : (i32) -> ()
// CHECK-NEXT:     cf.switch %arg0 : i32, [
// CHECK-NEXT:       default: ^bb3,
// CHECK-NEXT:       43: ^bb4
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb4:  // pred: ^bb2
// CHECK-NEXT:     call @g(%arg2) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @all_dropped(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     call @g(%arg1) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
