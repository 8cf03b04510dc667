# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc

from mlir.ir import *
from mlir.dialects import arith, func, shape


def run(f):
    print("\nTEST:", f.__name__)
    f()
    gc.collect()
    assert Context._get_live_count() == 0
    return f


# CHECK-LABEL: TEST: testConstShapeFromInts
@run
def testConstShapeFromInts():
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            # A list of ints is the extents; the result type is inferred.
            empty = shape.const_shape([])
            three = shape.const_shape([1, 2, 3])
            # An attribute and an explicit result type work too.
            attr = DenseElementsAttr.get_splat(
                RankedTensorType.get([2], IndexType.get()),
                IntegerAttr.get(IndexType.get(), 7),
            )
            typed = shape.ConstShapeOp(attr, results=[Type.parse("!shape.shape")])
        # CHECK: tensor<0xindex> tensor<3xindex>
        print(empty.type, three.type)
        # CHECK: dense<[1, 2, 3]> : tensor<3xindex>
        print(three.owner.attributes["shape"])
        # CHECK: shape.const_shape [] : tensor<0xindex>
        # CHECK: shape.const_shape [1, 2, 3] : tensor<3xindex>
        # CHECK: shape.const_shape [7, 7] : !shape.shape
        print(module)
        # CHECK: True
        print(module.operation.verify())


# CHECK-LABEL: TEST: testMeetInference
@run
def testMeetInference():
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            c0 = shape.const_shape([])
            c1 = shape.const_shape([1, 2, 3])
            c2 = shape.const_shape([4, 5, 6])
            # CHECK: tensor<3xindex>
            print(shape.meet(c1, c2).type)
            try:
                shape.MeetOp.build_generic(operands=[c0, c1])
            except MLIRError as e:
                # CHECK: Operation creation failed:
                # CHECK-NEXT: error: unknown: unequal shape cardinality
                print(e)
            size = shape.const_size(3)
            try:
                shape.meet(size, c1)
            except MLIRError as e:
                # CHECK: error: unknown: requires all sizes or shapes
                print(e)
            # CHECK: !shape.size
            print(shape.meet(size, arith.constant(IndexType.get(), 1)).type)


# CHECK-LABEL: TEST: testBuilders
@run
def testBuilders():
    with Context(), Location.unknown():
        module = Module.create()
        with InsertionPoint(module.body):
            f32 = F32Type.get()
            ty = RankedTensorType.get([ShapedType.get_dynamic_size(), 4], f32)

            @func.FuncOp.from_py_func(ty, IndexType.get())
            def f(t, i):
                s = shape.shape_of(t)
                r = shape.rank(s)
                n = shape.num_elements(s)
                sz = shape.index_to_size(i)
                e = shape.get_extent(s, i)
                total = shape.add(sz, n)
                prod = shape.mul(i, e)
                back = shape.size_to_index(total)
                ext = shape.from_extents([sz, i])
                et = shape.to_extent_tensor(
                    RankedTensorType.get([ShapedType.get_dynamic_size()], IndexType.get()), ext
                )
                w = shape.cstr_broadcastable([s, et])
                w2 = shape.cstr_eq([s, s])
                all_ = shape.assuming_all([w, w2, shape.const_witness(True)])
                b = shape.broadcast(Type.parse("!shape.shape"), [s, ext], error="bad")
                return r, prod, back, all_, b

        # CHECK: %0 = shape.shape_of %arg0 : tensor<?x4xf32> -> tensor<2xindex>
        # CHECK: %1 = shape.rank %0 : tensor<2xindex> -> index
        # CHECK: %2 = shape.num_elements %0 : tensor<2xindex> -> index
        # CHECK: %3 = shape.index_to_size %arg1
        # CHECK: %4 = shape.get_extent %0, %arg1 : tensor<2xindex>, index -> index
        # CHECK: %5 = shape.add %3, %2 : !shape.size, index -> !shape.size
        # CHECK: %6 = shape.mul %arg1, %4 : index, index -> index
        # CHECK: %7 = shape.size_to_index %5 : !shape.size
        # CHECK: %8 = shape.from_extents %3, %arg1 : !shape.size, index
        # CHECK: %9 = shape.to_extent_tensor %8 : !shape.shape -> tensor<?xindex>
        # CHECK: %10 = shape.cstr_broadcastable %0, %9 : tensor<2xindex>, tensor<?xindex>
        # CHECK: %11 = shape.cstr_eq %0, %0 : tensor<2xindex>, tensor<2xindex>
        # CHECK: %12 = shape.const_witness true
        # CHECK: %13 = shape.assuming_all %10, %11, %12
        # CHECK: %14 = shape.broadcast %0, %8 {error = "bad"} : tensor<2xindex>, !shape.shape -> !shape.shape
        print(module)
        # CHECK: True
        print(module.operation.verify())
        # CHECK: shape.meet shape.const_shape
        print(shape.MeetOp.OPERATION_NAME, shape.ConstShapeOp.OPERATION_NAME)


# CHECK-LABEL: TEST: testTypesParse
@run
def testTypesParse():
    with Context():
        for t in ["!shape.shape", "!shape.size", "!shape.witness", "!shape.value_shape"]:
            # CHECK: !shape.shape
            # CHECK: !shape.size
            # CHECK: !shape.witness
            # CHECK: !shape.value_shape
            print(Type.parse(t))
        try:
            Type.parse("!shape.nope")
        except MLIRError as e:
            # CHECK: unknown  type `nope` in dialect `shape`
            print(e)


# CHECK-LABEL: TEST: testRegionOps
@run
def testRegionOps():
    with Context(), Location.unknown():
        module = Module.create()
        index = IndexType.get()
        with InsertionPoint(module.body):

            @func.FuncOp.from_py_func(Type.parse("!shape.witness"), index)
            def f(w, i):
                op = shape.AssumingOp([index], w)
                block = op.doRegion.blocks.append()
                with InsertionPoint(block):
                    shape.assuming_yield([arith.addi(i, i)])
                return op.results[0]

        # CHECK: %0 = shape.assuming %arg0 -> (index) {
        # CHECK:   %1 = arith.addi %arg1, %arg1 : index
        # CHECK:   shape.assuming_yield %1 : index
        # CHECK: }
        print(module)
        # CHECK: True
        print(module.operation.verify())
