#  rmlir: `mlir.rewrite`, upstream's pattern-rewriting API (pattern sets
#  with Python callables, the greedy and walk drivers, their configuration)
#  from the native aggregate.

from ._mlir_libs._mlir.rewrite import *  # noqa: F401,F403
