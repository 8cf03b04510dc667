#  rmlir: the `cf` dialect: the generated op classes and builders.

from ._cf_ops_gen import *
from ._cf_ops_gen import _Dialect
