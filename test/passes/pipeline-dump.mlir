// RUN: %rmlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=3},cse),symbol-dce,print-op-stats{json=true})' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s
// RUN: not %rmlir-opt %s --pass-pipeline='builtin.module(func.func(nope))' 2>&1 | FileCheck %s --check-prefix=ERR

func.func @f() {
  return
}

// CHECK: Pass Manager with 3 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   func.func(
// CHECK-NEXT:     canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// CHECK-NEXT:     cse
// CHECK-NEXT:   ),
// CHECK-NEXT:   symbol-dce,
// CHECK-NEXT:   print-op-stats{json=true}
// CHECK-NEXT: )
// CHECK: "builtin.module" : 1,

// ERR: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: 'nope' does not refer to a registered pass or pass pipeline
// ERR-NEXT: func.func(nope)
// ERR-NEXT: {{^          \^$}}
