#!/usr/bin/env python3
"""Installs each valid subset of the component wheels in `WHEEL_DIR` into a
fresh venv of its own and runs that subset's smoke test:

  core                      mlir.ir with the builtin dialect only
  core+dialects             + the dialect modules (no dialect registered)
  core+dialects+init        + a plain Context() loads every dialect
  rmlir (meta-package)      the same, resolved through the meta-package
  ...+execution-engine      + mlir.execution_engine JITs a lowered function

Usage: wheel_matrix.py WHEEL_DIR [--python PYTHON]
"""
import argparse
import pathlib
import subprocess
import sys
import tempfile
import textwrap

SMOKE = {
    "core": """
        import mlir.ir as ir
        with ir.Context() as ctx, ir.Location.unknown():
            m = ir.Module.parse('module { }')
            assert str(m) == 'module {\\n}\\n'
            assert not ctx.is_registered_operation('func.func')
            try:
                ir.Module.parse('func.func @f() { return }')
            except ir.MLIRError:
                pass
            else:
                raise AssertionError('func parsed without its dialect')
        try:
            import mlir.dialects.func
        except ImportError:
            pass
        else:
            raise AssertionError('dialect modules without rmlir-dialects')
    """,
    "core+dialects": """
        import mlir.ir as ir
        from mlir.dialects import arith, func
        with ir.Context() as ctx, ir.Location.unknown():
            # Without rmlir-init no dialect is registered: the modules build
            # ops, which the context holds as unregistered ones.
            assert not ctx.is_registered_operation('func.func')
            ctx.allow_unregistered_dialects = True
            m = ir.Module.create()
            with ir.InsertionPoint(m.body):
                f = func.FuncOp('f', ir.FunctionType.get([], []))
                with ir.InsertionPoint(f.add_entry_block()):
                    func.ReturnOp([])
            assert m.operation.verify()
            assert '"func.func"()' in str(m)
    """,
    "core+dialects+init": """
        import mlir.ir as ir
        with ir.Context() as ctx, ir.Location.unknown():
            for op in ('func.func', 'scf.for', 'memref.alloc', 'llvm.func'):
                assert ctx.is_registered_operation(op), op
            m = ir.Module.parse('func.func @f(%a: i32) -> i32 { %0 = arith.addi %a, %a : i32\\n return %0 : i32 }')
            assert m.operation.verify()
    """,
    "+execution-engine": """
        import ctypes
        import mlir.ir as ir
        from mlir.execution_engine import ExecutionEngine
        from mlir.passmanager import PassManager
        with ir.Context():
            m = ir.Module.parse('func.func @add(%a: i64, %b: i64) -> i64 attributes {llvm.emit_c_interface} {\\n'
                                '  %0 = arith.addi %a, %b : i64\\n  return %0 : i64\\n}')
            PassManager.parse('builtin.module(convert-to-llvm,reconcile-unrealized-casts)').run(m.operation)
            ee = ExecutionEngine(m)
            a, b, r = ctypes.c_int64(40), ctypes.c_int64(2), ctypes.c_int64(0)
            ee.invoke('add', ctypes.pointer(a), ctypes.pointer(b), ctypes.pointer(r))
            assert r.value == 42, r.value
    """,
}
SUBSETS = [
    ("core", ["rmlir_core"], "core"),
    ("core+dialects", ["rmlir_core", "rmlir_dialects"], "core+dialects"),
    ("core+dialects+init", ["rmlir_core", "rmlir_dialects", "rmlir_init"], "core+dialects+init"),
    ("rmlir (meta-package)", ["rmlir-0"], "core+dialects+init"),
    ("core+dialects+init+execution-engine",
     ["rmlir_core", "rmlir_dialects", "rmlir_init", "rmlir_execution_engine"], "+execution-engine"),
]


def wheel(wheel_dir, prefix):
    found = sorted(wheel_dir.glob(f"{prefix}*.whl"))
    if not found:
        sys.exit(f"no {prefix}*.whl in {wheel_dir}")
    return found[-1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wheel_dir", type=pathlib.Path)
    ap.add_argument("--python", default=sys.executable)
    args = ap.parse_args()
    failed = []
    for label, prefixes, smoke in SUBSETS:
        with tempfile.TemporaryDirectory(prefix="rmlir-subset-") as tmp:
            venv = pathlib.Path(tmp) / "venv"
            subprocess.run([args.python, "-m", "venv", "--without-pip", str(venv)], check=True)
            py = venv / "bin" / "python"
            wheels = [str(wheel(args.wheel_dir, p)) for p in prefixes]
            # The running pip installs into the fresh venv, from the wheel
            # directory only (the meta-package resolves its components there).
            # numpy, which the execution engine's runtime helpers need, is the
            # one dependency taken from the package index.
            index = [] if any("execution" in w for w in wheels) else ["--no-index"]
            subprocess.run([sys.executable, "-m", "pip", "--python", str(py), "install", "-q", *index,
                            "--find-links", str(args.wheel_dir), *wheels], check=True)
            run = subprocess.run([str(py), "-c", textwrap.dedent(SMOKE[smoke])], capture_output=True, text=True)
            ok = run.returncode == 0
            print(f"{'PASS' if ok else 'FAIL'}  {label}")
            if not ok:
                print(run.stdout + run.stderr)
                failed.append(label)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
