"""`mlir.ir`, re-exported as `mydsl.ir`: the same module objects, classes
and core."""
from mlir.ir import *  # noqa: F401,F403
