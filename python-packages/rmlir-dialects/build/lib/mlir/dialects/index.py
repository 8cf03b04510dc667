#  rmlir: the `index` dialect: the generated op classes, builders and enums.

from ._index_ops_gen import *
from ._index_ops_gen import _Dialect
from ._index_enum_gen import *
