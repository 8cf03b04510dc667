#  rmlir: `python -m mlir.tools.opt`, rmlir-opt with dialects and passes
#  defined in Python.
#
#      python -m mlir.tools.opt --load-pass-plugin=toy.py \
#          --pass-pipeline='builtin.module(toy-lower{factor=2})' in.mlir
#
#  Each `--load-pass-plugin=FILE.py` (or `--load-dialect-plugin=`) is run
#  as a script: the passes it registers (`mlir.passmanager.register_pass`)
#  join the pass registry and the dialects it defines
#  (`mlir.dialects.ext.Dialect` subclasses) are loaded into the context
#  the driver runs in. Every other argument is rmlir-opt's: the driver is
#  rmlir-opt's own (`rmlir_opt::opt_main_with`, linked into the bindings),
#  run in that context, so parsing, printing, verification and the
#  built-in passes are exactly rmlir-opt's.
#
#  Why a Python entry point rather than Python embedded in the rmlir-opt
#  binary: Python passes and hooks run against the bindings' objects
#  (handles, the GIL, the IR unlocked between passes), which only exist in
#  a process that imported the bindings; embedding an interpreter in the
#  binary would load a second copy of the core next to the bindings'.

import runpy
import sys

from ..ir import Context
from .._mlir_libs._mlir.passmanager import _opt_main

_PLUGIN_FLAGS = ("--load-pass-plugin=", "--load-dialect-plugin=")


def _dialects_of(namespace):
    """The `mlir.dialects.ext` dialect classes a plugin script defined."""
    try:
        from ..dialects.ext import Dialect
    except ImportError:
        return []
    return [
        v
        for v in namespace.values()
        if isinstance(v, type) and issubclass(v, Dialect) and v is not Dialect and hasattr(v, "DIALECT_NAMESPACE")
    ]


def main(argv=None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    plugins = [a.split("=", 1)[1] for a in args if a.startswith(_PLUGIN_FLAGS)]
    rest = [a for a in args if not a.startswith(_PLUGIN_FLAGS)]
    ctx = Context()
    with ctx:
        for path in plugins:
            try:
                namespace = runpy.run_path(path, run_name="__rmlir_plugin__")
            except OSError as e:
                print(f"rmlir-opt: cannot load plugin '{path}': {e}", file=sys.stderr)
                return 1
            for dialect in _dialects_of(namespace):
                dialect.load(reload=True)
        # Inside `with ctx`: the Python passes of the pipeline run in it.
        return _opt_main(rest, ctx)


if __name__ == "__main__":
    sys.exit(main())
