// RUN: %rmlir-opt %s | FileCheck %s

// `shape.reduce` without initial values prints as upstream's does, with a
// `, ` after the shape (a form its parser does not read back, so this is
// not a round trip).

// CHECK-LABEL: func.func @no_inits
// CHECK: shape.reduce(%arg0, ) : tensor<?xindex> {
// CHECK-NEXT: ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT: shape.yield
func.func @no_inits(%e: tensor<?xindex>) {
  shape.reduce(%e) : tensor<?xindex> {
    ^bb0(%i: index, %d: index):
      shape.yield
  }
  return
}
