// RUN: %rmlir-opt %s | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s | %rmlir-opt | FileCheck %s --strict-whitespace --match-full-lines

// A nested module's inherent `sym_visibility` prints in its attribute
// dictionary, sorted among the discardable attributes (only `sym_name` is
// elided); expectations from mlir-opt.
module attributes {a.z = 1, a.a = 2} {
  module @m attributes {sym_visibility = "private", test.x = 1, a.b = 3} {
  }
  module @n attributes {sym_visibility = "nested"} {
  }
}

//      CHECK:module attributes {a.a = 2 : i64, a.z = 1 : i64} {
// CHECK-NEXT:  module @m attributes {a.b = 3 : i64, sym_visibility = "private", test.x = 1 : i64} {
// CHECK-NEXT:  }
// CHECK-NEXT:  module @n attributes {sym_visibility = "nested"} {
// CHECK-NEXT:  }
// CHECK-NEXT:}
