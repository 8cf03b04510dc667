"""`mlir.dialects.arith`, re-exported."""
from mlir.dialects.arith import *  # noqa: F401,F403
