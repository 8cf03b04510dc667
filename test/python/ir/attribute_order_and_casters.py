# RUN: %PYTHON %s | FileCheck %s
# `op.attributes` by index and in iteration is one list sorted by name
# (inherent and discardable together, as upstream's `getAttrs()`); an
# unregistered op's properties are not in it. A loaded dialect's type gets
# its Python class without the script importing the dialect's module.
from mlir.ir import *

with Context() as ctx:
    ctx.allow_unregistered_dialects = True
    m = Module.parse(
        "func.func private @f(%a: i32) -> i32 attributes {foo = 1 : i64, zzz = 2 : i64, aaa = 3 : i64}\n"
        '%0 = "test.pack"() <{prop = 5 : i64, tag = "p"}> {kind = 1 : i64, a = 2 : i64} : () -> i32\n'
        "%1 = arith.addi %0, %0 {zz = 1 : i64, aa = 2 : i64} : i32\n"
    )
    for op in m.body.operations:
        a = op.attributes
        print([a[i].name for i in range(len(a))], list(a), a[-1].name)
    # CHECK: ['aaa', 'foo', 'function_type', 'sym_name', 'sym_visibility', 'zzz'] ['aaa', 'foo', 'function_type', 'sym_name', 'sym_visibility', 'zzz'] zzz
    # CHECK: ['a', 'kind'] ['a', 'kind'] kind
    # CHECK: ['aa', 'overflowFlags', 'zz'] ['aa', 'overflowFlags', 'zz'] zz

    # CHECK: PointerType StructType
    print(type(Type.parse("!llvm.ptr")).__name__, type(Type.parse("!llvm.struct<(i32)>")).__name__)
