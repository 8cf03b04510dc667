// symbol-dce by visibility as upstream: at the top level nested and private symbols
// are discardable; nested tables inherit hiddenness.
// RUN: %rmlir-opt %s --symbol-dce --allow-unregistered-dialect | FileCheck %s

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
// CHECK-NEXT:   func.func @user() {
// CHECK-NEXT:     "test.use"() {ref = @priv::@qpub} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Run on the nested modules (in parallel): a public table keeps its nested symbols.
// RUN: %rmlir-opt %s --allow-unregistered-dialect --pass-pipeline="builtin.module(builtin.module(symbol-dce))" | FileCheck %s --check-prefix=NESTED
// NESTED: module {
// NESTED-NEXT:   func.func nested @top_nested() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func private @top_private() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @top_public() {
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT:   module @pub {
// NESTED-NEXT:     func.func nested @pn() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:     func.func @ppub() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   module @priv attributes {sym_visibility = "private"} {
// NESTED-NEXT:     func.func @qpub() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   module @nest attributes {sym_visibility = "nested"} {
// NESTED-NEXT:     func.func nested @rn() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:     func.func @rpub() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @user() {
// NESTED-NEXT:     "test.use"() {ref = @priv::@qpub} : () -> ()
// NESTED-NEXT:     return
// NESTED-NEXT:   }
// NESTED-NEXT: }
