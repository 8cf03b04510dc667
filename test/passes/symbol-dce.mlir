// RUN: %rmlir-opt %s --allow-unregistered-dialect --symbol-dce | FileCheck %s

module {
  func.func private @unused() {
    return
  }
  func.func private @used_by_private() {
    return
  }
  func.func private @dead_caller() {
    call @used_by_private() : () -> ()
    return
  }
  func.func private @callee() {
    return
  }
  func.func @main() {
    call @callee() : () -> ()
    return
  }
  memref.global "private" @g : memref<2xf32> = dense<0.0>
  memref.global "private" @h : memref<2xf32> = dense<1.0>
  func.func @use_global() -> memref<2xf32> {
    %0 = memref.get_global @h : memref<2xf32>
    return %0 : memref<2xf32>
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func private @callee() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main() {
// CHECK-NEXT:     call @callee() : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" @h : memref<2xf32> = dense<1.000000e+00>
// CHECK-NEXT:   func.func @use_global() -> memref<2xf32> {
// CHECK-NEXT:     %0 = memref.get_global @h : memref<2xf32>
// CHECK-NEXT:     return %0 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
