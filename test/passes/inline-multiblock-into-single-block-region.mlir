// A callee of several blocks is not inlined into a region whose op needs a
// single block (scf.for here); it is into a function body. Expected output
// is mlir-opt 22's.
// RUN: %rmlir-opt %s --inline | FileCheck %s

func.func private @ext(i32)
func.func private @callee(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c1 = arith.constant 1 : i32
  func.call @ext(%c1) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @in_for
// CHECK:         scf.for
// CHECK-NEXT:      func.call @callee(%arg0) : (i1) -> ()
// CHECK-NEXT:    }
func.func @in_for(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @callee(%c) : (i1) -> ()
  }
  return
}

// CHECK-LABEL: func.func @in_body
// CHECK-NEXT:    arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK:         call @ext
func.func @in_body(%c: i1) {
  func.call @callee(%c) : (i1) -> ()
  return
}
