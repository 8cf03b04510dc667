#  rmlir: the `ub` dialect: the generated op classes and builders.

from ._ub_ops_gen import *
from ._ub_ops_gen import _Dialect
