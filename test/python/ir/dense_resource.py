# RUN: %PYTHON %s | FileCheck %s
# DenseResourceElementsAttr.get_from_buffer: numpy and other buffers, the
# default alignment, name uniquing in the context, and parsed resources.

import numpy as np
from mlir.ir import *


def test_get_from_buffer():
    with Context(), Location.unknown():
        t = RankedTensorType.get([4], IntegerType.get_signless(32))
        a = np.array([1, 2, 3, 4], dtype=np.int32)
        r = DenseResourceElementsAttr.get_from_buffer(a, "my_blob", t)
        print(r)
        print(type(r).__name__, r.type, DenseResourceElementsAttr.attr_name if hasattr(DenseResourceElementsAttr, "attr_name") else None)
        r2 = DenseResourceElementsAttr.get_from_buffer(np.array([5.0, 6.0], dtype=np.float32), "my_blob", RankedTensorType.get([2], F32Type.get()), alignment=8)
        print(r2)
        m = Module.parse("func.func private @f()")
        with InsertionPoint(m.body):
            op = Operation.create("arith.constant", results=[t], attributes={"value": r})
            op2 = Operation.create("arith.constant", results=[r2.type], attributes={"value": r2})
        print(m)
        print(isinstance(r, DenseResourceElementsAttr), isinstance(r, DenseElementsAttr), isinstance(r, ElementsAttr) if 'ElementsAttr' in dir() else None)
        print(DenseResourceElementsAttr(Attribute.parse("dense_resource<foo> : tensor<2xi8>")))
        try:
            DenseResourceElementsAttr(StringAttr.get("x"))
        except Exception as e:
            print(type(e).__name__, e)
        try:
            DenseResourceElementsAttr.get_from_buffer(a, "bad", IntegerType.get_signless(32))
        except Exception as e:
            print(type(e).__name__, e)
        try:
            DenseResourceElementsAttr.get_from_buffer(np.array([1,2,3], dtype=np.int32), "bad2", t)
        except Exception as e:
            print(type(e).__name__, e)
        try:
            DenseResourceElementsAttr.get_from_buffer(np.array([1,2,3,4], dtype=np.int64), "bad3", t)
            print("no error int64")
        except Exception as e:
            print(type(e).__name__, e)
        try:
            DenseResourceElementsAttr.get_from_buffer(np.array([[1,2],[3,4]], dtype=np.int32), "rank2", t)
            print("no error rank2")
        except Exception as e:
            print(type(e).__name__, e)
        b = DenseResourceElementsAttr.get_from_buffer(bytearray(b"\x01\x02"), "bytes", RankedTensorType.get([2], IntegerType.get_signless(8)))
        print(b)
        print(DenseResourceElementsAttr.get_from_buffer(np.array([True, False]), "bools", RankedTensorType.get([2], IntegerType.get_signless(1))))
        m2 = Module.parse('func.func private @g() -> tensor<2xi8> attributes {x = dense_resource<bytes> : tensor<2xi8>}')
        print(m2)


test_get_from_buffer()

def test_parsed_resource_names():
    src = '''func.func private @g() attributes {x = dense_resource<blob> : tensor<2xi8>, y = dense_resource<blob> : tensor<2xi8>}
    {-#
      dialect_resources: {
        builtin: {
          blob: "0x010000000102"
        }
      }
    #-}
    '''
    with Context():
        for i in range(3):
            print(Module.parse(src))
        print(Module.parse("func.func private @h() attributes {z = dense_resource<blob_1> : tensor<2xi8>}"))
        print(Module.parse("func.func private @h() attributes {z = dense_resource<fresh> : tensor<2xi8>}"))
        print(Module.parse("func.func private @h() attributes {z = dense_resource<fresh> : tensor<2xi8>}"))


test_parsed_resource_names()

def test_layouts_and_errors():
    with Context(), Location.unknown():
        t = RankedTensorType.get([2], IntegerType.get_signless(32))
        a = np.arange(4, dtype=np.int32)[::2]
        try:
            DenseResourceElementsAttr.get_from_buffer(a, "nc", t)
        except Exception as e:
            print(type(e).__name__, e)
        try:
            DenseResourceElementsAttr.get_from_buffer([1,2], "lst", t)
        except TypeError:
            print("TypeError")
        f = np.asfortranarray(np.arange(4, dtype=np.int32).reshape(2,2))
        print(DenseResourceElementsAttr.get_from_buffer(f, "fortran", RankedTensorType.get([2,2], IntegerType.get_signless(32))))
        print(DenseResourceElementsAttr.get_from_buffer(b"\x01\x02", "ro", RankedTensorType.get([2], IntegerType.get_signless(8)), is_mutable=True))
        print(DenseResourceElementsAttr.get_from_buffer(np.zeros(0, dtype=np.float64), "empty", RankedTensorType.get([0], F64Type.get())))
        m = Module.parse("func.func private @f()")
        with InsertionPoint(m.body):
            r = DenseResourceElementsAttr.get_from_buffer(f, "fortran", RankedTensorType.get([2,2], IntegerType.get_signless(32)))
            Operation.create("arith.constant", results=[r.type], attributes={"value": r})
            e = DenseResourceElementsAttr.get_from_buffer(np.zeros(0, dtype=np.float64), "empty", RankedTensorType.get([0], F64Type.get()))
            Operation.create("arith.constant", results=[e.type], attributes={"value": e})
        print(m)


test_layouts_and_errors()

# CHECK: dense_resource<my_blob> : tensor<4xi32>
# CHECK-NEXT: DenseResourceElementsAttr tensor<4xi32> builtin.dense_resource_elements
# CHECK-NEXT: dense_resource<my_blob_1> : tensor<2xf32>
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func private @f()
# CHECK-NEXT:   %cst = arith.constant dense_resource<my_blob> : tensor<4xi32>
# CHECK-NEXT:   %cst_0 = arith.constant dense_resource<my_blob_1> : tensor<2xf32>
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: {-#
# CHECK-NEXT:   dialect_resources: {
# CHECK-NEXT:     builtin: {
# CHECK-NEXT:       my_blob: "0x0400000001000000020000000300000004000000",
# CHECK-NEXT:       my_blob_1: "0x080000000000A0400000C040"
# CHECK-NEXT:     }
# CHECK-NEXT:   }
# CHECK-NEXT: #-}
# CHECK-EMPTY:
# CHECK-NEXT: True False None
# CHECK-NEXT: dense_resource<foo> : tensor<2xi8>
# CHECK-NEXT: ValueError Cannot cast attribute to DenseResourceElementsAttr (from Attribute("x"))
# CHECK-NEXT: ValueError Constructing a DenseResourceElementsAttr requires a ShapedType.
# CHECK-NEXT: no error int64
# CHECK-NEXT: no error rank2
# CHECK-NEXT: dense_resource<bytes> : tensor<2xi8>
# CHECK-NEXT: dense_resource<bools> : tensor<2xi1>
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func private @g() -> tensor<2xi8> attributes {x = dense_resource<bytes_1> : tensor<2xi8>}
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func private @g() attributes {x = dense_resource<blob> : tensor<2xi8>, y = dense_resource<blob> : tensor<2xi8>}
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: {-#
# CHECK-NEXT:   dialect_resources: {
# CHECK-NEXT:     builtin: {
# CHECK-NEXT:       blob: "0x010000000102"
# CHECK-NEXT:     }
# CHECK-NEXT:   }
# CHECK-NEXT: #-}
# CHECK-EMPTY:
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func private @g() attributes {x = dense_resource<blob_1> : tensor<2xi8>, y = dense_resource<blob_1> : tensor<2xi8>}
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: {-#
# CHECK-NEXT:   dialect_resources: {
# CHECK-NEXT:     builtin: {
# CHECK-NEXT:       blob_1: "0x010000000102"
# CHECK-NEXT:     }
# CHECK-NEXT:   }
# CHECK-NEXT: #-}
# CHECK-EMPTY:
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func private @g() attributes {x = dense_resource<blob_2> : tensor<2xi8>, y = dense_resource<blob_2> : tensor<2xi8>}
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: {-#
# CHECK-NEXT:   dialect_resources: {
# CHECK-NEXT:     builtin: {
# CHECK-NEXT:       blob_2: "0x010000000102"
# CHECK-NEXT:     }
# CHECK-NEXT:   }
# CHECK-NEXT: #-}
# CHECK-EMPTY:
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func private @h() attributes {z = dense_resource<blob_1_1> : tensor<2xi8>}
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func private @h() attributes {z = dense_resource<fresh> : tensor<2xi8>}
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func private @h() attributes {z = dense_resource<fresh_1> : tensor<2xi8>}
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: ValueError Contiguous buffer is required.
# CHECK-NEXT: TypeError
# CHECK-NEXT: dense_resource<fortran> : tensor<2x2xi32>
# CHECK-NEXT: dense_resource<ro> : tensor<2xi8>
# CHECK-NEXT: dense_resource<empty> : tensor<0xf64>
# CHECK-NEXT: module {
# CHECK-NEXT:   func.func private @f()
# CHECK-NEXT:   %cst = arith.constant dense_resource<fortran_1> : tensor<2x2xi32>
# CHECK-NEXT:   %cst_0 = arith.constant dense_resource<empty_1> : tensor<0xf64>
# CHECK-NEXT: }
# CHECK-EMPTY:
# CHECK-NEXT: {-#
# CHECK-NEXT:   dialect_resources: {
# CHECK-NEXT:     builtin: {
# CHECK-NEXT:       fortran_1: "0x0800000000000000020000000100000003000000",
# CHECK-NEXT:       empty_1: "0x08000000"
# CHECK-NEXT:     }
# CHECK-NEXT:   }
# CHECK-NEXT: #-}
# CHECK-EMPTY:


def test_buffer_lives_as_long_as_the_context():
    # As upstream's resource blob, the context keeps the buffer alive.
    import gc
    import weakref

    ctx = Context()
    mview = memoryview(np.array([1, 2], dtype=np.int32))
    ref = weakref.ref(mview, lambda _: print("BUFFER RELEASED"))

    def make(mview):
        with ctx, Location.unknown():
            t = RankedTensorType.get([2], IntegerType.get_signless(32))
            DenseResourceElementsAttr.get_from_buffer(mview, "kept", t)

    make(mview)
    mview = None
    gc.collect()
    print("CONTEXT DROPPED")
    ctx = None
    gc.collect()
    print("DONE")


test_buffer_lives_as_long_as_the_context()
# CHECK: CONTEXT DROPPED
# CHECK-NEXT: BUFFER RELEASED
# CHECK-NEXT: DONE
