#  rmlir: the `complex` dialect: the generated op classes and builders.

from ._complex_ops_gen import *
from ._complex_ops_gen import _Dialect
