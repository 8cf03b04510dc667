#  rmlir: the `shape` dialect: the generated op classes and builders.
#  `const_shape([1, 2, 3])` takes the extents as a list of ints (the
#  `IndexElementsAttr` attribute builder of `mlir.ir` turns it into a
#  `dense<...> : tensor<3xindex>`), as upstream's module does.

from ._shape_ops_gen import *
from ._shape_ops_gen import _Dialect
