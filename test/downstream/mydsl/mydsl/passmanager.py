"""`mlir.passmanager`, re-exported as `mydsl.passmanager`."""
from mlir.passmanager import *  # noqa: F401,F403
