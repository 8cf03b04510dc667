// RUN: %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo %s | FileCheck %s
// RUN: %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL

// Upstream's pretty form of locations: no loc(...) wrapper, file names
// unquoted, `[unknown]`, callsites as `callee at caller` (on a new line
// unless a name is called from a file position), fused without `fused`.
// The op's own location is printed inline; nested ones use aliases.

module {
  // CHECK: "test.a"() : () -> () f.mlir:3:4
  "test.a"() : () -> () loc("f.mlir":3:4)
  // CHECK-NEXT: "test.b"() : () -> () "nm"(#loc{{[0-9]*}})
  "test.b"() : () -> () loc("nm"("f.mlir":3:4))
  // CHECK-NEXT: "test.c"() : () -> () [unknown]
  "test.c"() : () -> () loc(unknown)
  // CHECK-NEXT: "test.d"() : () -> () #loc{{[0-9]+}} at #loc{{[0-9]+}}
  "test.d"() : () -> () loc(callsite("nm" at "f.mlir":1:2))
  // CHECK-NEXT: "test.e"() : () -> () #loc{{[0-9]+}}
  // CHECK-NEXT: {{^}} at #loc{{[0-9]+}}
  "test.e"() : () -> () loc(callsite("f.mlir":5:6 at "f.mlir":1:2))
  // CHECK-NEXT: "test.g"() : () -> () <"meta">[#loc{{[0-9]+}}, #loc{{[0-9]+}}]
  "test.g"() : () -> () loc(fused<"meta">["f.mlir":1:2, "x"])
  // CHECK-NEXT: "test.h"() : () -> () a b:1:2 to 3:4
  "test.h"() : () -> () loc("a b":1:2 to 3:4)
} loc("top.mlir":1:1)
// CHECK: } top.mlir:1:1
// CHECK: #loc{{[0-9]*}} = f.mlir:3:4
// CHECK: = [unknown]

// LOCAL: "test.b"() : () -> () "nm"(f.mlir:3:4)
// LOCAL: "test.d"() : () -> () "nm" at f.mlir:1:2
// LOCAL: "test.e"() : () -> () f.mlir:5:6
// LOCAL-NEXT: {{^}} at f.mlir:1:2
// LOCAL: "test.g"() : () -> () <"meta">[f.mlir:1:2, "x"]
// LOCAL-NOT: #loc
