#  rmlir: `mlir.passmanager`, upstream's pass manager API (PassManager,
#  ExternalPass, PassDisplayMode) from the native aggregate.

from ._mlir_libs._mlir.passmanager import *  # noqa: F401,F403
