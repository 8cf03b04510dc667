// symbol-privatize makes every top-level symbol private, explicitly public and
// nested ones too, as upstream.
// RUN: %rmlir-opt %s --symbol-privatize --allow-unregistered-dialect | FileCheck %s

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
memref.global "public" @g : memref<2xf32> = dense<0.0>
memref.global "private" @h : memref<2xf32> = dense<0.0>

// CHECK: module {
// CHECK-NEXT:   module {
// CHECK-NEXT:     func.func nested @top_nested() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func private @top_private() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @top_public() {
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     module @pub {
// CHECK-NEXT:       func.func nested @pn() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:       func.func private @pp() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:       func.func @ppub() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     module @priv attributes {sym_visibility = "private"} {
// CHECK-NEXT:       func.func nested @qn() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:       func.func private @qp() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:       func.func @qpub() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     module @nest attributes {sym_visibility = "nested"} {
// CHECK-NEXT:       func.func nested @rn() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:       func.func @rpub() {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @user() {
// CHECK-NEXT:       "test.use"() {ref = @priv::@qpub} : () -> ()
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" @g : memref<2xf32> = dense<0.000000e+00>
// CHECK-NEXT:   memref.global "private" @h : memref<2xf32> = dense<0.000000e+00>
// CHECK-NEXT: }
