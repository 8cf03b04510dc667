#  rmlir: the site initializer the loader (`_mlir_libs/__init__.py`) probes
#  first. Installing this module is what makes a plain `Context()` offer and
#  load the standard dialects, as upstream's `_mlirRegisterEverything` does;
#  without it a context knows only the builtin dialect.
#
#  The dialects themselves are linked into the native aggregate (`_mlir`);
#  this module only asks it to register them.

from ._mlir import ir as _ir


def register_dialects(registry):
    """Adds every dialect linked into the native aggregate to `registry`."""
    _ir._register_linked_dialects(registry)
