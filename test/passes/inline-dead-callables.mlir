// inline erases dead private and nested callables, in nested symbol tables too,
// and keeps public ones, as upstream.
// RUN: %rmlir-opt %s --inline --allow-unregistered-dialect | FileCheck %s

module {
  func.func nested @top_nested() { return }
  func.func private @top_private() { return }
  func.func @top_public() { return }
  module @pub {
    func.func nested @pn() { return }
    func.func private @pp() { return }
    func.func @ppub() { return }
  }
  module @priv attributes {sym_visibility = "private"} {
    func.func nested @qn() { return }
    func.func private @qp() { return }
    func.func @qpub() { return }
  }
  module @nest attributes {sym_visibility = "nested"} {
    func.func nested @rn() { return }
    func.func @rpub() { return }
  }
  func.func @user() {
    "test.use"() {ref = @priv::@qpub} : () -> ()
    return
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @top_public() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   module @pub {
// CHECK-NEXT:     func.func @ppub() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module @priv attributes {sym_visibility = "private"} {
// CHECK-NEXT:     func.func @qpub() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   module @nest attributes {sym_visibility = "nested"} {
// CHECK-NEXT:     func.func @rpub() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user() {
// CHECK-NEXT:     "test.use"() {ref = @priv::@qpub} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
