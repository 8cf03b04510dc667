// Python hooks that run while parsing and printing (a type's verifier and
// format, an op's parse_assembly/print_assembly) under rmlir-opt's driver,
// also when the input is parsed in parallel parts (worker threads take the
// GIL only to call them).
// RUN: %PYTHON -m mlir.tools.opt --load-pass-plugin=%S/plugins/asm_plugin.py %s | FileCheck %s
// RUN: env RMLIR_PARALLEL_MIN_BYTES=0 %PYTHON -m mlir.tools.opt --load-pass-plugin=%S/plugins/asm_plugin.py %s | FileCheck %s
// RUN: %PYTHON -m mlir.tools.opt --load-pass-plugin=%S/plugins/asm_plugin.py %s --mlir-print-op-generic | %PYTHON -m mlir.tools.opt --load-pass-plugin=%S/plugins/asm_plugin.py | FileCheck %s
// RUN: not env RMLIR_PARALLEL_MIN_BYTES=0 %PYTHON -m mlir.tools.opt --load-pass-plugin=%S/plugins/asm_plugin.py %S/plugins/bad_vec.txt 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: bad_vec.txt:4:22: error: size must be positive

// CHECK-LABEL: func.func @f(%arg0: !pp.vec<4 x i32>) -> !pp.vec<4 x i32>
// CHECK-NEXT: %0 = pp.id %arg0 : !pp.vec<4 x i32>
// CHECK-NEXT: %1 = pp.id %0 : !pp.vec<4 x i32>
// CHECK-NEXT: return %1 : !pp.vec<4 x i32>
func.func @f(%a: !pp.vec<4 x i32>) -> !pp.vec<4 x i32> {
  %0 = pp.id %a : !pp.vec<4 x i32>
  %1 = "pp.id"(%0) : (!pp.vec<4 x i32>) -> !pp.vec<4 x i32>
  return %1 : !pp.vec<4 x i32>
}

// CHECK-LABEL: func.func @g
func.func @g(%a: !pp.vec<2 x f32>) -> !pp.vec<2 x f32> {
  %0 = pp.id %a : !pp.vec<2 x f32>
  return %0 : !pp.vec<2 x f32>
}

