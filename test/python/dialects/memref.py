# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc

from mlir.ir import *
from mlir.dialects import arith, func, memref


def run(f):
    print("\nTEST:", f.__name__)
    f()
    gc.collect()
    assert Context._get_live_count() == 0
    return f


def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])


def raises(f):
    try:
        f()
        print("no exception")
    except Exception:
        print("raised")


@run
def testAllocLoadStore():
    # CHECK-LABEL: TEST: testAllocLoadStore
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        dyn = ShapedType.get_dynamic_size()
        with InsertionPoint(module.body):
            f = func.FuncOp("mem", ([idx, idx, f32], [f32]))
            with InsertionPoint(f.add_entry_block()):
                i, n, x = f.arguments
                static = memref.AllocOp(MemRefType.get([4, 8], f32), [], [])
                dynamic = memref.alloc(MemRefType.get([dyn, 8], f32), [n], [])
                stack = memref.alloca(MemRefType.get([16], IntegerType.get_signless(8)), [], [], alignment=64)
                scalar = memref.AllocaOp(MemRefType.get([], f32), [], [])
                memref.StoreOp(x, static, [i, i])
                memref.store(x, dynamic, [n, i], nontemporal=True)
                v = memref.LoadOp(static, [i, i])
                w = memref.load(dynamic, [i, n])
                s = memref.load(scalar.memref, [])
                memref.store(s, scalar, [])
                memref.DeallocOp(static)
                memref.dealloc(dynamic)
                func.ReturnOp([arith.addf(v.result, w)])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @mem(%arg0: index, %arg1: index, %arg2: f32) -> f32 {
        # CHECK-NEXT:     %alloc = memref.alloc() : memref<4x8xf32>
        # CHECK-NEXT:     %alloc_0 = memref.alloc(%arg1) : memref<?x8xf32>
        # CHECK-NEXT:     %alloca = memref.alloca() {alignment = 64 : i64} : memref<16xi8>
        # CHECK-NEXT:     %alloca_1 = memref.alloca() : memref<f32>
        # CHECK-NEXT:     memref.store %arg2, %alloc[%arg0, %arg0] : memref<4x8xf32>
        # CHECK-NEXT:     memref.store %arg2, %alloc_0[%arg1, %arg0] {nontemporal = true} : memref<?x8xf32>
        # CHECK-NEXT:     %0 = memref.load %alloc[%arg0, %arg0] : memref<4x8xf32>
        # CHECK-NEXT:     %1 = memref.load %alloc_0[%arg0, %arg1] : memref<?x8xf32>
        # CHECK-NEXT:     %2 = memref.load %alloca_1[] : memref<f32>
        # CHECK-NEXT:     memref.store %2, %alloca_1[] : memref<f32>
        # CHECK-NEXT:     memref.dealloc %alloc : memref<4x8xf32>
        # CHECK-NEXT:     memref.dealloc %alloc_0 : memref<?x8xf32>
        # CHECK-NEXT:     %3 = arith.addf %0, %1 : f32
        # CHECK-NEXT:     return %3 : f32
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(static).__name__, static.memref.type, type(dynamic).__name__, dynamic.type)
        # CHECK: AllocOp memref<4x8xf32> OpResult memref<?x8xf32>
        print(v.result.type, w.type, s.type)
        # CHECK: f32 f32 f32
        print(len(static.dynamicSizes), len(static.symbolOperands), static.alignment)
        # CHECK: 0 0 None
        print(len(dynamic.owner.dynamicSizes), dynamic.owner.dynamicSizes[0] == n)
        # CHECK: 1 True
        print(stack.owner.alignment, stack.owner.attributes["operandSegmentSizes"])
        # CHECK: 64 : i64 array<i32: 0, 0>
        print(v.memref == static.result, len(v.indices), v.alignment)
        # CHECK: True 2 None
        static.alignment = IntegerAttr.get(IntegerType.get_signless(64), 128)
        print(static)
        # CHECK: %alloc = memref.alloc() {alignment = 128 : i64} : memref<4x8xf32>
        static.alignment = None
        print(static.alignment, static)
        # CHECK: None %alloc = memref.alloc() : memref<4x8xf32>


@run
def testQueries():
    # CHECK-LABEL: TEST: testQueries
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        dyn = ShapedType.get_dynamic_size()
        src_t = MemRefType.get([dyn, 4], f32)
        with InsertionPoint(module.body):
            f = func.FuncOp("queries", ([src_t], []))
            with InsertionPoint(f.add_entry_block()):
                (src,) = f.arguments
                c0 = arith.constant(idx, 0)
                d = memref.dim(src, c0)
                d2 = memref.DimOp(src, c0)
                r = memref.rank(src)
                casted = memref.cast(MemRefType.get([dyn, dyn], f32), src)
                dst = memref.alloc(MemRefType.get([dyn, 4], f32), [d], [])
                memref.copy(src, dst)
                memref.CopyOp(dst, src)
                md = memref.extract_strided_metadata(src)
                p = memref.extract_aligned_pointer_as_index(src)
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @queries(%arg0: memref<?x4xf32>) {
        # CHECK-NEXT:     %c0 = arith.constant 0 : index
        # CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
        # CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c0 : memref<?x4xf32>
        # CHECK-NEXT:     %0 = memref.rank %arg0 : memref<?x4xf32>
        # CHECK-NEXT:     %cast = memref.cast %arg0 : memref<?x4xf32> to memref<?x?xf32>
        # CHECK-NEXT:     %alloc = memref.alloc(%dim) : memref<?x4xf32>
        # CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?x4xf32> to memref<?x4xf32>
        # CHECK-NEXT:     memref.copy %alloc, %arg0 : memref<?x4xf32> to memref<?x4xf32>
        # CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
        # CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x4xf32> -> index
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(d.type, d2.source == src, d2.index == c0, r.type, casted.type)
        # CHECK: index True True index memref<?x?xf32>
        print(type(md).__name__, len(md), [str(v.type) for v in md])
        # CHECK: OpResultList 6 ['memref<f32>', 'index', 'index', 'index', 'index', 'index']
        eo = md[0].owner.opview
        print(type(eo).__name__, eo.base_buffer.type, eo.offset.type, len(eo.sizes), len(eo.strides))
        # CHECK: ExtractStridedMetadataOp memref<f32> index 2 2
        print(p.type, type(p.owner.opview).__name__)
        # CHECK: index ExtractAlignedPointerAsIndexOp


@run
def testSubview():
    # CHECK-LABEL: TEST: testSubview
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            src_t = MemRefType.get([10, 10], f32)
            f = func.FuncOp("subviews", ([src_t, idx], []))
            with InsertionPoint(f.add_entry_block()):
                src, i = f.arguments
                s1 = memref.subview(src, [1, 2], [4, 4], [1, 1])
                s2 = memref.subview(src, [0, 0], [10, 10], [1, 1])
                s3 = memref.subview(src, [2, 0], [3, 10], [2, 1])
                c1 = arith.constant(idx, 1)
                c3 = arith.constant(idx, 3)
                s4 = memref.subview(src, [c1, c1], [c3, c3], [1, 1])
                s5 = memref.subview(src, [i, 0], [2, 2], [1, 1])
                dyn_t = MemRefType.get(
                    [2, 2], f32, StridedLayoutAttr.get(ShapedType.get_dynamic_stride_or_offset(), [10, 1])
                )
                s6 = memref.subview(src, [i, i], [2, 2], [1, 1], result_type=dyn_t)
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @subviews(%arg0: memref<10x10xf32>, %arg1: index) {
        # CHECK-NEXT:     %subview = memref.subview %arg0[1, 2] [4, 4] [1, 1] : memref<10x10xf32> to memref<4x4xf32, strided<[10, 1], offset: 12>>
        # CHECK-NEXT:     %subview_0 = memref.subview %arg0[0, 0] [10, 10] [1, 1] : memref<10x10xf32> to memref<10x10xf32>
        # CHECK-NEXT:     %subview_1 = memref.subview %arg0[2, 0] [3, 10] [2, 1] : memref<10x10xf32> to memref<3x10xf32, strided<[20, 1], offset: 20>>
        # CHECK-NEXT:     %c1 = arith.constant 1 : index
        # CHECK-NEXT:     %c3 = arith.constant 3 : index
        # CHECK-NEXT:     %subview_2 = memref.subview %arg0[1, 1] [3, 3] [1, 1] : memref<10x10xf32> to memref<3x3xf32, strided<[10, 1], offset: 11>>
        # CHECK-NEXT:     %subview_3 = memref.subview %arg0[%arg1, 0] [2, 2] [1, 1] : memref<10x10xf32> to memref<2x2xf32, strided<[10, 1], offset: ?>>
        # CHECK-NEXT:     %subview_4 = memref.subview %arg0[%arg1, %arg1] [2, 2] [1, 1] : memref<10x10xf32> to memref<2x2xf32, strided<[10, 1], offset: ?>>
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(s1.type)
        # CHECK: memref<4x4xf32, strided<[10, 1], offset: 12>>
        print(s2.type)
        # CHECK: memref<10x10xf32>
        print(s3.type)
        # CHECK: memref<3x10xf32, strided<[20, 1], offset: 20>>
        print(s4.type)
        # CHECK: memref<3x3xf32, strided<[10, 1], offset: 11>>
        print(s5.type)
        # CHECK: memref<2x2xf32, strided<[10, 1], offset: ?>>
        sv = s6.owner.opview
        print(type(sv).__name__, sv.static_offsets, sv.static_sizes, sv.static_strides)
        # CHECK: SubViewOp array<i64: -9223372036854775808, -9223372036854775808> array<i64: 2, 2> array<i64: 1, 1>
        print(len(sv.offsets), len(sv.sizes), len(sv.strides), sv.source == src)
        # CHECK: 2 0 0 True
        print(sv.attributes["operandSegmentSizes"])
        # CHECK: array<i32: 1, 2, 0, 0>


@run
def testSubviewErrors():
    # CHECK-LABEL: TEST: testSubviewErrors
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("bad_subviews", ([MemRefType.get([10, 10], f32), idx], []))
            with InsertionPoint(f.add_entry_block()):
                src, i = f.arguments
                t(lambda: memref.subview(src, [0, 0], [i, 2], [1, 1]))
                # CHECK: ValueError mixed static/dynamic offset/sizes/strides requires explicit result type.
                t(lambda: memref.subview(src, [0, 0], [2, 2], [i, 1]))
                # CHECK: ValueError mixed static/dynamic offset/sizes/strides requires explicit result type.
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @bad_subviews(%arg0: memref<10x10xf32>, %arg1: index) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }


@run
def testGlobals():
    # CHECK-LABEL: TEST: testGlobals
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        t2 = MemRefType.get([2], f32)
        with InsertionPoint(module.body):
            g1 = memref.GlobalOp(
                "g1",
                TypeAttr.get(t2),
                sym_visibility="private",
                initial_value=DenseElementsAttr.get_splat(
                    RankedTensorType.get([2], f32), FloatAttr.get(f32, 1.5)
                ),
                constant=True,
                alignment=IntegerAttr.get(IntegerType.get_signless(64), 16),
            )
            g2 = memref.global_("g2", TypeAttr.get(t2), initial_value=UnitAttr.get())
            g3 = memref.GlobalOp("g3", TypeAttr.get(t2), sym_visibility="private")
            f = func.FuncOp("use", ([], []))
            with InsertionPoint(f.add_entry_block()):
                gg = memref.get_global(t2, "g1")
                gg2 = memref.GetGlobalOp(t2, FlatSymbolRefAttr.get("g2"))
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   memref.global "private" constant @g1 : memref<2xf32> = dense<1.500000e+00> {alignment = 16 : i64}
        # CHECK-NEXT:   memref.global @g2 : memref<2xf32> = uninitialized
        # CHECK-NEXT:   memref.global "private" @g3 : memref<2xf32>
        # CHECK-NEXT:   func.func @use() {
        # CHECK-NEXT:     %0 = memref.get_global @g1 : memref<2xf32>
        # CHECK-NEXT:     %1 = memref.get_global @g2 : memref<2xf32>
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(g1.sym_name, g1.sym_visibility, g1.type_, g1.constant, g1.alignment)
        # CHECK: "g1" "private" memref<2xf32> True 16 : i64
        print(g1.initial_value)
        # CHECK: dense<1.500000e+00> : tensor<2xf32>
        print(g3.constant, g3.initial_value, g3.alignment, g2.sym_visibility)
        # CHECK: False None None None
        g3.constant = True
        print(g3.constant, "constant" in g3.attributes)
        # CHECK: True True
        g3.constant = False
        print(g3.constant, "constant" in g3.attributes)
        # CHECK: False False
        print(gg.owner.opview.name, gg2.name, gg.type)
        # CHECK: @g1 @g2 memref<2xf32>


@run
def testReshapes():
    # CHECK-LABEL: TEST: testReshapes
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("reshapes", ([MemRefType.get([2, 3, 4], f32)], []))
            with InsertionPoint(f.add_entry_block()):
                (src,) = f.arguments
                col = memref.collapse_shape(MemRefType.get([6, 4], f32), src, Attribute.parse("[[0, 1], [2]]"))
                exp = memref.ExpandShapeOp(
                    MemRefType.get([2, 3, 2, 2], f32),
                    src,
                    Attribute.parse("[[0], [1], [2, 3]]"),
                    [],
                    DenseI64ArrayAttr.get([2, 3, 2, 2]),
                )
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @reshapes(%arg0: memref<2x3x4xf32>) {
        # CHECK-NEXT:     %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
        # CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(col.owner.opview.reassociation, exp.static_output_shape, len(exp.output_shape))
        # CHECK: {{\[\[}}0, 1], [2]] array<i64: 2, 3, 2, 2> 0


@run
def testClassAttributes():
    # CHECK-LABEL: TEST: testClassAttributes
    print(memref.AllocOp.OPERATION_NAME, memref.AllocOp._ODS_OPERAND_SEGMENTS, memref.AllocOp._ODS_REGIONS)
    # CHECK: memref.alloc [-1, -1] (0, True)
    print(memref.SubViewOp.OPERATION_NAME, memref.SubViewOp._ODS_OPERAND_SEGMENTS)
    # CHECK: memref.subview [1, -1, -1, -1]
    print(memref.LoadOp.OPERATION_NAME, memref.StoreOp.OPERATION_NAME, memref.GlobalOp.OPERATION_NAME)
    # CHECK: memref.load memref.store memref.global
    print(memref.ExtractStridedMetadataOp.OPERATION_NAME)
    # CHECK: memref.extract_strided_metadata
    print(memref._Dialect.DIALECT_NAMESPACE)
    # CHECK: memref
    with Context() as ctx:
        print(type(ctx.dialects.memref).__name__, ctx.dialects.memref.DIALECT_NAMESPACE)
        # CHECK: _Dialect memref


@run
def testParsedOpViews():
    # CHECK-LABEL: TEST: testParsedOpViews
    with Context():
        module = Module.parse(
            r"""
            memref.global "private" constant @cst : memref<2xf32> = dense<0.0>
            func.func @f(%i: index) -> f32 {
              %g = memref.get_global @cst : memref<2xf32>
              %a = memref.alloc() {alignment = 32 : i64} : memref<4xf32>
              %v = memref.load %g[%i] : memref<2xf32>
              memref.store %v, %a[%i] : memref<4xf32>
              %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
              memref.dealloc %a : memref<4xf32>
              return %v : f32
            }
            """
        )
        ops = list(module.body.operations)
        print([type(o).__name__ for o in ops])
        # CHECK: ['GlobalOp', 'FuncOp']
        body = list(ops[1].entry_block.operations)
        print([type(o).__name__ for o in body])
        # CHECK: ['GetGlobalOp', 'AllocOp', 'LoadOp', 'StoreOp', 'SubViewOp', 'DeallocOp', 'ReturnOp']
        print(ops[0].constant, ops[0].sym_visibility, ops[0].type_)
        # CHECK: True "private" memref<2xf32>
        print(body[1].alignment, body[2].result.type, len(body[3].indices))
        # CHECK: 32 : i64 f32 1
        print(body[4].static_offsets, body[4].static_sizes, body[4].result.type)
        # CHECK: array<i64: 1> array<i64: 2> memref<2xf32, strided<[1], offset: 1>>


@run
def testErrors():
    # CHECK-LABEL: TEST: testErrors
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("errs", ([MemRefType.get([4], f32), idx], []))
            with InsertionPoint(f.add_entry_block()):
                m, i = f.arguments
                t(lambda: memref.LoadOp(m))
                # CHECK: TypeError LoadOp.__init__() missing 1 required positional argument: 'indices'
                t(lambda: memref.alloc(MemRefType.get([4], f32)))
                # CHECK: TypeError alloc() missing 2 required positional arguments: 'dynamic_sizes' and 'symbol_operands'
                t(lambda: memref.store(m, [i]))
                # CHECK: TypeError store() missing 1 required positional argument: 'indices'
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @errs(%arg0: memref<4xf32>, %arg1: index) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True


@run
def testVerifierErrors():
    # CHECK-LABEL: TEST: testVerifierErrors
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("bad", ([MemRefType.get([4, 4], f32), idx], []))
            with InsertionPoint(f.add_entry_block()):
                m, i = f.arguments
                memref.LoadOp(m, [i])
                func.ReturnOp([])
        try:
            module.operation.verify()
        except MLIRError as e:
            print(e.error_diagnostics[0].message)
            # CHECK: 'memref.load' op incorrect number of indices for load, expected 2 but got 1


@run
def testWrongArgumentTypes():
    # A wrong argument raises a Python exception (never a crash); the exact
    # type and message are checked in memref_known_diffs.py.
    # CHECK-LABEL: TEST: testWrongArgumentTypes
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("wrong", ([MemRefType.get([4], f32), IndexType.get()], []))
            with InsertionPoint(f.add_entry_block()):
                mr, n = f.arguments
                raises(lambda: memref.load(mr, [1]))
                # CHECK: raised
                raises(lambda: memref.load(1, [n]))
                # CHECK: raised
                raises(lambda: memref.store(1.0, mr, [n]))
                # CHECK: raised
                raises(lambda: memref.alloc("x", [], []))
                # CHECK: raised
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @wrong(%arg0: memref<4xf32>, %arg1: index) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
