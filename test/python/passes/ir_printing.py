# RUN: rm -rf %t && %PYTHON %s %t 2>&1 | FileCheck %s
# IR printing as upstream: after-change skips passes that changed nothing,
# after-failure prints only the failure, and a tree directory gets one file
# per dump in folders named after the nested ops.
import os
import sys

from mlir.ir import *
from mlir.passmanager import *

SRC = """
func.func @a(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
func.func @b() { return }
"""


def bad(op, pass_):
    pass_.signal_pass_failure()


with Context() as ctx:
    ctx.enable_multithreading(False)
    m = Module.parse(SRC)
    print("== after change", flush=True)
    pm = PassManager.parse("builtin.module(cse,canonicalize,cse)")
    pm.enable_ir_printing(print_after_all=True, print_after_change=True)
    pm.run(m.operation)
    print("== after failure", flush=True)
    pm = PassManager("any")
    pm.add("cse")
    pm.add(bad)
    pm.enable_ir_printing(print_after_all=True, print_after_failure=True)
    try:
        pm.run(m.operation)
    except MLIRError:
        print("raised", file=sys.stderr, flush=True)

    print("== tree", flush=True)
    root = sys.argv[1]
    m = Module.parse(SRC)
    pm = PassManager.parse("builtin.module(func.func(cse),symbol-privatize)")
    pm.enable_ir_printing(print_after_all=True, print_before_all=True, tree_printing_dir_path=root)
    pm.run(m.operation)
    for dirpath, dirs, files in sorted(os.walk(root)):
        for f in sorted(files):
            path = os.path.join(dirpath, f)
            print("file", os.path.relpath(path, root))
            print(open(path).read(), end="")

# CHECK: == after change
# CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func @a(%arg0: i32) -> i32 {
# CHECK-NEXT:     return %arg0 : i32
# CHECK-NEXT:   }
# CHECK-NEXT:   func.func @b() {
# CHECK-NEXT:     return
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-EMPTY:
# CHECK-NEXT: == after failure
# CHECK-NEXT: // -----// IR Dump After bad Failed () //----- //
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func @a(%arg0: i32) -> i32 {
# CHECK-NEXT:     return %arg0 : i32
# CHECK-NEXT:   }
# CHECK-NEXT:   func.func @b() {
# CHECK-NEXT:     return
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-EMPTY:
# CHECK-NEXT: raised
# CHECK-NEXT: == tree
# CHECK-NEXT: file builtin_module_no-symbol-name/1_symbol-privatize.mlir
# CHECK-NEXT: // -----// IR Dump Before SymbolPrivatize (symbol-privatize) //----- //
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func @a(%arg0: i32) -> i32 {
# CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
# CHECK-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
# CHECK-NEXT:     return %0 : i32
# CHECK-NEXT:   }
# CHECK-NEXT:   func.func @b() {
# CHECK-NEXT:     return
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-EMPTY:
# CHECK-NEXT: file builtin_module_no-symbol-name/2_symbol-privatize.mlir
# CHECK-NEXT: // -----// IR Dump After SymbolPrivatize (symbol-privatize) //----- //
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func private @a(%arg0: i32) -> i32 {
# CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
# CHECK-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
# CHECK-NEXT:     return %0 : i32
# CHECK-NEXT:   }
# CHECK-NEXT:   func.func private @b() {
# CHECK-NEXT:     return
# CHECK-NEXT:   }
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-EMPTY:
# CHECK-NEXT: file builtin_module_no-symbol-name/func_func_a/0_0_cse.mlir
# CHECK-NEXT: // -----// IR Dump Before CSE (cse) //----- //
# CHECK-NEXT: func.func @a(%arg0: i32) -> i32 {
# CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
# CHECK-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
# CHECK-NEXT:   return %0 : i32
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: file builtin_module_no-symbol-name/func_func_a/0_1_cse.mlir
# CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
# CHECK-NEXT: func.func @a(%arg0: i32) -> i32 {
# CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
# CHECK-NEXT:   %0 = arith.addi %arg0, %c0_i32 : i32
# CHECK-NEXT:   return %0 : i32
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: file builtin_module_no-symbol-name/func_func_b/0_0_cse.mlir
# CHECK-NEXT: // -----// IR Dump Before CSE (cse) //----- //
# CHECK-NEXT: func.func @b() {
# CHECK-NEXT:   return
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: file builtin_module_no-symbol-name/func_func_b/0_1_cse.mlir
# CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
# CHECK-NEXT: func.func @b() {
# CHECK-NEXT:   return
# CHECK-NEXT: }
