// rmlir-opt's driver with a dialect and a pass defined in Python
// (python -m mlir.tools.opt --load-pass-plugin=FILE.py).
// RUN: %PYTHON -m mlir.tools.opt --load-pass-plugin=%S/plugins/toy_plugin.py %s | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: %PYTHON -m mlir.tools.opt --load-pass-plugin=%S/plugins/toy_plugin.py --pass-pipeline='builtin.module(plug-lower{factor=3})' %s | FileCheck %s --check-prefix=LOWER
// RUN: not %PYTHON -m mlir.tools.opt --load-pass-plugin=%S/plugins/toy_plugin.py --pass-pipeline='builtin.module(plug-lower{factor=x})' %s 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not %PYTHON -m mlir.tools.opt --load-pass-plugin=%S/plugins/toy_plugin.py %S/plugins/bad_input.txt 2>&1 | FileCheck %s --check-prefix=BADIR

// ROUNDTRIP: %0 = plug.double %arg0 : i32
// LOWER: %c3_i32 = arith.constant 3 : i32
// LOWER-NEXT: %0 = arith.muli %arg0, %c3_i32 : i32
// LOWER-NEXT: return %0 : i32
// BADOPT: plug-lower: invalid value 'x' for an option of type int
// BADIR: bad_input.txt:2:8: error: 'plug.double' op operand 'x': expected 'i32' but got 'i64'
func.func @f(%a: i32) -> i32 {
  %0 = plug.double %a : i32
  return %0 : i32
}
