// Regression test: rmlir used to differ from upstream here.
// RUN: not %rmlir-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// When exactly one operand type is expected, upstream mlir-opt 22 prints a NUL
// byte where the plural "s" would go ("operand type\0 but had 0"); the {{.}}
// below stands for that byte.
%x = "t.def"() : () -> i32
"t.op"(%x) : () -> ()

// CHECK:{{.*}}operand_type_count_singular.mlir:8:14: error: expected 1 operand type{{.}} but had 0
// CHECK-NEXT:"t.op"(%x) : () -> ()
// CHECK-NEXT:             ^
