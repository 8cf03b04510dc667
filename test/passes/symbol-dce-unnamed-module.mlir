// Dead symbols inside unnamed modules (symbol tables that are not symbols,
// so always live) are erased too, at any depth, as upstream.
// RUN: %rmlir-opt %s --symbol-dce | FileCheck %s

module {
  module {
    func.func private @dead() { return }
    func.func nested @dead_nested() { return }
    func.func private @used() { return }
    func.func @root() {
      func.call @used() : () -> ()
      return
    }
    module {
      func.func private @deeper_dead() { return }
    }
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT:    module {
// CHECK-NEXT:      func.func private @used() {
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:      func.func @root() {
// CHECK-NEXT:        call @used() : () -> ()
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:      module {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:  }
