// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | %rmlir-opt --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --strict-whitespace --match-full-lines
// RUN: %rmlir-opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=NODEBUG --strict-whitespace --match-full-lines

// Unknown and file:line:col locations, and the implicit location of an op
// without one.
"t.unknown"() : () -> () loc(unknown)
"t.file"() : () -> () loc("a/b.c":10:20)
"t.file2"() : () -> () loc("a/b.c":10:20)
"t.implicit"() : () -> ()
"t.zero"() : () -> () loc("z":0:0)
"t.esc"() : () -> () loc("we\"ird\\path":1:1)

// CHECK:module {
// CHECK-NEXT:  "t.unknown"() : () -> () loc(#loc1)
// CHECK-NEXT:  "t.file"() : () -> () loc(#loc2)
// CHECK-NEXT:  "t.file2"() : () -> () loc(#loc2)
// CHECK-NEXT:  "t.implicit"() : () -> () loc(#loc3)
// CHECK-NEXT:  "t.zero"() : () -> () loc(#loc4)
// CHECK-NEXT:  "t.esc"() : () -> () loc(#loc5)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("{{.*}}basic.mlir":0:0)
// CHECK-NEXT:#loc1 = loc(unknown)
// CHECK-NEXT:#loc2 = loc("a/b.c":10:20)
// CHECK-NEXT:#loc3 = loc("{{.*}}basic.mlir":10:1)
// CHECK-NEXT:#loc4 = loc("z":0:0)
// CHECK-NEXT:#loc5 = loc("we\22ird\\path":1:1)
// NODEBUG:module {
// NODEBUG-NEXT:  "t.unknown"() : () -> ()
// NODEBUG-NEXT:  "t.file"() : () -> ()
// NODEBUG-NEXT:  "t.file2"() : () -> ()
// NODEBUG-NEXT:  "t.implicit"() : () -> ()
// NODEBUG-NEXT:  "t.zero"() : () -> ()
// NODEBUG-NEXT:  "t.esc"() : () -> ()
// NODEBUG-NEXT:}
