"""Helpers to pass numpy arrays to compiled code as memref descriptors and
read results back (upstream's ``mlir.runtime``)."""

from .np_to_memref import *
