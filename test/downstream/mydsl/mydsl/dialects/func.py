"""`mlir.dialects.func`, re-exported."""
from mlir.dialects.func import *  # noqa: F401,F403
