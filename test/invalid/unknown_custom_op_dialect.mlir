// An unknown dialect in custom op syntax.
// RUN: not %rmlir-opt %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines

// Custom syntax for an op of an unknown dialect. The note lists the registered
// dialects, which differ between builds, so only its frame is checked.
func.func @k() {
  foo.op
  return
}

// CHECK:{{.*}}unknown_custom_op_dialect.mlir:7:3: error: Dialect `foo' not found for custom op 'foo.op' 
// CHECK-NEXT:  foo.op
// CHECK-NEXT:  ^
// CHECK-NEXT:{{.*}}unknown_custom_op_dialect.mlir:7:3: note: Available dialects: {{.*}}arith, {{.*}}builtin, cf, {{.*}}func, {{.*}} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management
