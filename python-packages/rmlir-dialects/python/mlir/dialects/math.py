#  rmlir: the `math` dialect: the generated op classes and builders.

from ._math_ops_gen import *
from ._math_ops_gen import _Dialect
