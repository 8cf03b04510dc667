// A callable found dead is still simplified first (upstream's inliner
// optimizes every callable of a call-graph component before looking for
// dead ones): the calls in its unreachable blocks stop counting as uses,
// so @callee, inlined into @user, has no uses left and is erased too.
// Expected output is mlir-opt 22's.
// RUN: %rmlir-opt %s --inline | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func private @ext(i32)
// CHECK-NEXT:    func.func @user(%[[A:.*]]: i32) {
// CHECK-NEXT:      call @ext(%[[A]])
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
func.func private @ext(i32)
func.func private @callee(%a: i32) {
  call @ext(%a) : (i32) -> ()
  return
}
func.func private @dead(%a: i32) {
  return
^bb1:
  call @callee(%a) : (i32) -> ()
  return
}
func.func @user(%a: i32) {
  call @callee(%a) : (i32) -> ()
  return
}
