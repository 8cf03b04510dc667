#  rmlir: the C API as a ctypes library, as upstream's `_mlir_libs._capi`.
#
#  `_capi` is libMLIRPythonCAPI beside this file: upstream's mlir-c symbols,
#  each forwarding to the one core this package's `_mlir` module holds, so
#  handles made through ctypes name the same IR as `mlir.ir` objects (pass
#  them across with `_CAPIPtr` / `_CAPICreate`).

import ctypes
import sys
from pathlib import Path

_suffix = {"darwin": ".dylib", "win32": ".dll"}.get(sys.platform, ".so")
_capi = ctypes.CDLL(str(Path(__file__).parent / f"libMLIRPythonCAPI{_suffix}"))
