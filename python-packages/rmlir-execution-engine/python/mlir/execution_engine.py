"""The execution engine: JIT-compiles a module in the llvm dialect and calls
its functions through ctypes, with upstream MLIR's API.

Functions marked ``llvm.emit_c_interface`` get a ``_mlir_ciface_<name>``
entry point taking memrefs by pointer; ``invoke`` calls it through the
engine's packed wrapper, each argument given as a ctypes pointer to its
value (results last).
"""

import ctypes

from ._mlir_libs import _mlirExecutionEngine as _execution_engine

__all__ = ["ExecutionEngine"]


class ExecutionEngine(_execution_engine.ExecutionEngine):
    def lookup(self, name):
        """The packed entry point of the C interface of function `name`, as
        a ctypes function taking the array of argument pointers. Raises
        RuntimeError if the module defines no such function."""
        address = self.raw_lookup("_mlir_ciface_" + name)
        if not address:
            raise RuntimeError("Unknown function " + name)
        return ctypes.CFUNCTYPE(None, ctypes.c_void_p)(address)

    def invoke(self, name, *ctypes_args):
        """Calls function `name` with ctypes pointers to its arguments (and
        to room for its results, last). Raises RuntimeError if the function
        isn't found."""
        func = self.lookup(name)
        packed = (ctypes.c_void_p * len(ctypes_args))()
        for i, arg in enumerate(ctypes_args):
            packed[i] = ctypes.cast(arg, ctypes.c_void_p)
        func(packed)

    def register_runtime(self, name, ctypes_callback):
        """Makes `ctypes_callback` (a ctypes CFUNCTYPE object, which must
        outlive the engine) the function the compiled code calls as the C
        interface of `name`."""
        address = ctypes.cast(ctypes_callback, ctypes.c_void_p)
        self.raw_register_runtime("_mlir_ciface_" + name, address)
