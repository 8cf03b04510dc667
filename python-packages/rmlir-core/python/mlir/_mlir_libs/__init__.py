#  rmlir: the loader of the native aggregate, with upstream's site
#  initialisation.
#
#  1. Probe the initializer modules `_mlirRegisterEverything` and
#     `_site_initialize_{i}` (i = 0, 1, ... while they exist). For each:
#     call `register_dialects(registry)` if present, collect
#     `context_init_hook`, and note `disable_multithreading` and
#     `disable_load_all_available_dialects`.
#  2. Define the `Context` subclass that applies them on construction.
#  3. Define `MLIRError` and register the pseudo-containers with the
#     `collections.abc` protocols.
#
#  Imports are relative so the tree can live under another package prefix.

import os
from collections.abc import Mapping, Sequence
from typing import Sequence as _SequenceT

_this_dir = os.path.dirname(__file__)


def get_lib_dirs() -> _SequenceT[str]:
    """Directories holding the package's shared libraries."""
    return [_this_dir]


def get_include_dirs() -> _SequenceT[str]:
    """Directories holding the C API headers, when shipped."""
    return [os.path.join(_this_dir, "include")]


_dialect_registry = None
_load_on_create_dialects = None


def get_dialect_registry():
    """The process-wide registry initializer modules populate."""
    global _dialect_registry
    if _dialect_registry is None:
        from ._mlir import ir

        _dialect_registry = ir.DialectRegistry()
    return _dialect_registry


def append_load_on_create_dialect(dialect: str):
    """Adds `dialect` to those a new Context loads eagerly."""
    get_load_on_create_dialects().append(dialect)


def get_load_on_create_dialects():
    """The dialects a new Context loads eagerly (when loading all is off)."""
    global _load_on_create_dialects
    if _load_on_create_dialects is None:
        _load_on_create_dialects = []
    return _load_on_create_dialects


def _site_initialize():
    import importlib
    import itertools
    import logging

    from ._mlir import ir

    logger = logging.getLogger(__name__)
    hooks = []
    flags = {"no_threads": False, "no_load_all": False}

    def process(module_name):
        try:
            m = importlib.import_module(f".{module_name}", __name__)
        except ModuleNotFoundError:
            return False
        except ImportError:
            logger.warning("Error importing mlir initializer %s", module_name, exc_info=True)
            return False
        logger.debug("Initializing MLIR with module: %s", module_name)
        if hasattr(m, "register_dialects"):
            m.register_dialects(get_dialect_registry())
        if hasattr(m, "context_init_hook"):
            hooks.append(m.context_init_hook)
        if hasattr(m, "disable_multithreading") and bool(m.disable_multithreading):
            flags["no_threads"] = True
        if hasattr(m, "disable_load_all_available_dialects"):
            flags["no_load_all"] = True
        return True

    init_module = None
    if process("_mlirRegisterEverything"):
        init_module = importlib.import_module("._mlirRegisterEverything", __name__)
    for i in itertools.count():
        if not process(f"_site_initialize_{i}"):
            break

    base = ir.Context
    ir._Context = base

    class Context(base):
        """An MLIR context, set up by the site's initializer modules."""

        def __init__(self, load_on_create_dialects=None, thread_pool=None, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.append_dialect_registry(get_dialect_registry())
            for hook in hooks:
                hook(self)
            if flags["no_threads"] and thread_pool is not None:
                raise ValueError(
                    "Context constructor has given thread_pool argument, "
                    "but disable_multithreading flag is True. "
                    "Please, set thread_pool argument to None or "
                    "set disable_multithreading flag to False."
                )
            if not flags["no_threads"]:
                if thread_pool is None:
                    self.enable_multithreading(True)
                else:
                    self.set_thread_pool(thread_pool)
            else:
                self.enable_multithreading(False)
            if load_on_create_dialects is not None:
                for dialect in load_on_create_dialects:
                    _ = self.dialects[dialect]
            elif flags["no_load_all"]:
                for dialect in get_load_on_create_dialects():
                    _ = self.dialects[dialect]
            else:
                self.load_all_available_dialects()
            if init_module is not None and hasattr(init_module, "register_llvm_translations"):
                init_module.register_llvm_translations(self)

    Context.__module__ = base.__module__
    Context.__qualname__ = "Context"
    ir.Context = Context

    class MLIRError(Exception):
        """An exception with diagnostic information.

        `message` is the summary; `error_diagnostics` a list of
        `DiagnosticInfo`. Its text lists each error with its location and,
        when the source is known, the source line and a caret.
        """

        def __init__(self, message, error_diagnostics):
            self.message = message
            self.error_diagnostics = error_diagnostics
            super().__init__(message, error_diagnostics)

        def __str__(self):
            s = self.message
            if self.error_diagnostics:
                s += ":"
            for diag in self.error_diagnostics:
                s += "\nerror: " + str(diag.location)[4:-1] + ": " + diag.message.replace("\n", "\n  ")
                excerpt = getattr(diag, "_source_excerpt", "")
                if excerpt:
                    s += "\n" + excerpt
                for note in diag.notes:
                    s += "\n note: " + str(note.location)[4:-1] + ": " + note.message.replace("\n", "\n  ")
            return s

    MLIRError.__module__ = base.__module__
    ir.MLIRError = MLIRError

    for name in (
        "BlockArgumentList",
        "BlockList",
        "OperationList",
        "OpOperandList",
        "OpResultList",
        "OpSuccessors",
        "RegionSequence",
    ):
        cls = getattr(ir, name, None)
        if cls is not None:
            Sequence.register(cls)
    Mapping.register(ir.OpAttributeMap)


_site_initialize()
