"""The checked-in `.pyi` stubs of the native aggregate match the installed
module (regenerate with `scripts/gen_stubs.py`), and the package ships
`py.typed`."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def test_stubs_are_fresh():
    r = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_stubs.py"), "--check"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_typed_package():
    import mlir.ir

    pkg = os.path.dirname(mlir.ir.__file__)
    assert os.path.exists(os.path.join(pkg, "py.typed"))
    assert os.path.exists(os.path.join(pkg, "_mlir_libs", "_mlir", "ir.pyi"))
