# RUN: %PYTHON %s | FileCheck %s
# Context.d is upstream's alias of Context.dialects.
from mlir.ir import *

with Context() as ctx:
    # CHECK: <Dialect func (class mlir.dialects._func_ops_gen._Dialect)>
    print(ctx.d["func"])
    # CHECK: True
    print(type(ctx.d) is type(ctx.dialects))
