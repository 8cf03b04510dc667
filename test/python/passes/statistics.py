# RUN: %PYTHON %s 2>&1 | FileCheck %s
# Pass statistics from Python, in both display modes (one thread, so the
# counts are those of the last function each pass ran on, as upstream's).
import sys
from mlir.ir import *
from mlir.passmanager import *

with Context() as ctx:
    ctx.enable_multithreading(False)
    src = """
func.func @a(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %x, %x : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func private @unused()
"""
    for mode in [PassDisplayMode.PIPELINE, PassDisplayMode.LIST]:
        m = Module.parse(src)
        pm = PassManager.parse("builtin.module(func.func(cse),symbol-dce)")
        pm.enable_statistics(mode)
        pm.run(m.operation)
        sys.stderr.flush()

# CHECK: ===-------------------------------------------------------------------------===
# CHECK-NEXT:                          ... Pass statistics report ...
# CHECK-NEXT: ===-------------------------------------------------------------------------===
# CHECK-NEXT: 'func.func' Pipeline
# CHECK-NEXT:   CSE
# CHECK-NEXT:     (S) 0 num-cse'd - Number of operations CSE'd
# CHECK-NEXT:     (S) 0 num-dce'd - Number of operations DCE'd
# CHECK-NEXT: SymbolDCE
# CHECK-NEXT:   (S) 1 num-dce'd - Number of symbols DCE'd
# CHECK-EMPTY:
# CHECK-NEXT: ===-------------------------------------------------------------------------===
# CHECK-NEXT:                          ... Pass statistics report ...
# CHECK-NEXT: ===-------------------------------------------------------------------------===
# CHECK-NEXT:   CSE
# CHECK-NEXT:     (S) 0 num-cse'd - Number of operations CSE'd
# CHECK-NEXT:     (S) 0 num-dce'd - Number of operations DCE'd
# CHECK-NEXT:   SymbolDCE
# CHECK-NEXT:     (S) 1 num-dce'd - Number of symbols DCE'd
