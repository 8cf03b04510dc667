# RUN: %PYTHON %s | FileCheck %s
# Expectations produced by upstream MLIR 22's bindings (the oracle).
import gc

from mlir.ir import *
from mlir.dialects import arith, func, tensor


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


DYN = -9223372036854775808


def i64s(values):
    return DenseI64ArrayAttr.get(values)


@run
def testEmpty():
    # CHECK-LABEL: TEST: testEmpty
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("empties", ([idx, idx], []))
            with InsertionPoint(f.add_entry_block()):
                m, n = f.arguments
                e1 = tensor.EmptyOp([2, 3], f32)
                e2 = tensor.EmptyOp([m, 4, n], IntegerType.get_signless(8))
                e3 = tensor.empty([], f32)
                e4 = tensor.empty([5, m], F16Type.get())
                e5 = tensor.EmptyOp([2], f32, encoding=StringAttr.get("enc"))
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @empties(%arg0: index, %arg1: index) {
        # CHECK-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
        # CHECK-NEXT:     %1 = tensor.empty(%arg0, %arg1) : tensor<?x4x?xi8>
        # CHECK-NEXT:     %2 = tensor.empty() : tensor<f32>
        # CHECK-NEXT:     %3 = tensor.empty(%arg0) : tensor<5x?xf16>
        # CHECK-NEXT:     %4 = tensor.empty() : tensor<2xf32, "enc">
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(e1).__name__, e1.result.type, len(e2.dynamicSizes), e2.dynamicSizes[1] == n)
        # CHECK: EmptyOp tensor<2x3xf32> 2 True
        print(type(e3).__name__, e3.type, e4.type, e5.result.type.encoding)
        # CHECK: OpResult tensor<f32> tensor<5x?xf16> "enc"
        print(ShapedType.get_dynamic_size() == DYN)
        # CHECK: True


@run
def testExtractInsert():
    # CHECK-LABEL: TEST: testExtractInsert
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        t_ty = RankedTensorType.get([4, 4], f32)
        with InsertionPoint(module.body):
            f = func.FuncOp("elems", ([t_ty, idx, f32], [t_ty]))
            with InsertionPoint(f.add_entry_block()):
                src, i, x = f.arguments
                ex = tensor.ExtractOp(src, [i, i])
                v = tensor.extract(src, [i, arith.constant(idx, 0)])
                ins = tensor.InsertOp(arith.addf(ex.result, v), src, [i, i])
                ins2 = tensor.insert(x, ins.result, [i, i])
                fe = tensor.from_elements(RankedTensorType.get([2], f32), [x, v])
                d = tensor.dim(src, i)
                r = tensor.rank(src)
                c = tensor.cast(RankedTensorType.get([DYN, 4], f32), src)
                func.ReturnOp([ins2])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @elems(%arg0: tensor<4x4xf32>, %arg1: index, %arg2: f32) -> tensor<4x4xf32> {
        # CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x4xf32>
        # CHECK-NEXT:     %c0 = arith.constant 0 : index
        # CHECK-NEXT:     %extracted_0 = tensor.extract %arg0[%arg1, %c0] : tensor<4x4xf32>
        # CHECK-NEXT:     %0 = arith.addf %extracted, %extracted_0 : f32
        # CHECK-NEXT:     %inserted = tensor.insert %0 into %arg0[%arg1, %arg1] : tensor<4x4xf32>
        # CHECK-NEXT:     %inserted_1 = tensor.insert %arg2 into %inserted[%arg1, %arg1] : tensor<4x4xf32>
        # CHECK-NEXT:     %from_elements = tensor.from_elements %arg2, %extracted_0 : tensor<2xf32>
        # CHECK-NEXT:     %dim = tensor.dim %arg0, %arg1 : tensor<4x4xf32>
        # CHECK-NEXT:     %rank = tensor.rank %arg0 : tensor<4x4xf32>
        # CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<4x4xf32> to tensor<?x4xf32>
        # CHECK-NEXT:     return %inserted_1 : tensor<4x4xf32>
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(ex.result.type, v.type, ex.tensor == src, len(ex.indices))
        # CHECK: f32 f32 True 2
        print(ins.result.type, ins.scalar.owner.name, ins.dest == src, len(ins.indices))
        # CHECK: tensor<4x4xf32> arith.addf True 2
        print(fe.type, d.type, r.type, c.type)
        # CHECK: tensor<2xf32> index index tensor<?x4xf32>


@run
def testSlices():
    # CHECK-LABEL: TEST: testSlices
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        big = RankedTensorType.get([8, 8], f32)
        small = RankedTensorType.get([2, 4], f32)
        with InsertionPoint(module.body):
            f = func.FuncOp("slices", ([big, small, idx], [big]))
            with InsertionPoint(f.add_entry_block()):
                b, s, i = f.arguments
                ex = tensor.ExtractSliceOp(
                    small, b, [], [], [], i64s([0, 4]), i64s([2, 4]), i64s([1, 1])
                )
                ex2 = tensor.extract_slice(
                    RankedTensorType.get([2, 4], f32), b, [i], [], [], i64s([DYN, 0]), i64s([2, 4]), i64s([1, 1])
                )
                ins = tensor.InsertSliceOp(s, b, [], [], [], i64s([1, 2]), i64s([2, 4]), i64s([1, 1]))
                ins2 = tensor.insert_slice(ex2, ins.result, [i], [], [], i64s([0, DYN]), i64s([2, 4]), i64s([1, 1]))
                func.ReturnOp([ins2])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @slices(%arg0: tensor<8x8xf32>, %arg1: tensor<2x4xf32>, %arg2: index) -> tensor<8x8xf32> {
        # CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 4] [2, 4] [1, 1] : tensor<8x8xf32> to tensor<2x4xf32>
        # CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[%arg2, 0] [2, 4] [1, 1] : tensor<8x8xf32> to tensor<2x4xf32>
        # CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg1 into %arg0[1, 2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
        # CHECK-NEXT:     %inserted_slice_1 = tensor.insert_slice %extracted_slice_0 into %inserted_slice[0, %arg2] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x8xf32>
        # CHECK-NEXT:     return %inserted_slice_1 : tensor<8x8xf32>
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(ex.static_offsets, ex.static_sizes, ex.static_strides, len(ex.offsets))
        # CHECK: array<i64: 0, 4> array<i64: 2, 4> array<i64: 1, 1> 0
        print(ins.result.type, ins2.type, ins.source == s, ins.dest == b)
        # CHECK: tensor<8x8xf32> tensor<8x8xf32> True True
        print(ex2.owner.attributes["operandSegmentSizes"], ins2.owner.attributes["operandSegmentSizes"])
        # CHECK: array<i32: 1, 1, 0, 0> array<i32: 1, 1, 1, 0, 0>


@run
def testGenerate():
    # CHECK-LABEL: TEST: testGenerate
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("gen", ([idx], []))
            with InsertionPoint(f.add_entry_block()):
                (n,) = f.arguments

                @tensor.generate(RankedTensorType.get([DYN, 3], f32), dynamic_extents=[n])
                def g(i: idx, j: idx):
                    s = arith.addi(i, j)
                    return arith.sitofp(f32, arith.index_cast(IntegerType.get_signless(32), s))

                op = tensor.GenerateOp(RankedTensorType.get([2], idx), [])
                block = op.body.blocks.append(idx)
                with InsertionPoint(block):
                    tensor.YieldOp(block.arguments[0])
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @gen(%arg0: index) {
        # CHECK-NEXT:     %generated = tensor.generate %arg0 {
        # CHECK-NEXT:     ^bb0(%arg1: index, %arg2: index):
        # CHECK-NEXT:       %0 = arith.addi %arg1, %arg2 : index
        # CHECK-NEXT:       %1 = arith.index_cast %0 : index to i32
        # CHECK-NEXT:       %2 = arith.sitofp %1 : i32 to f32
        # CHECK-NEXT:       tensor.yield %2 : f32
        # CHECK-NEXT:     } : tensor<?x3xf32>
        # CHECK-NEXT:     %generated_0 = tensor.generate  {
        # CHECK-NEXT:     ^bb0(%arg1: index):
        # CHECK-NEXT:       tensor.yield %arg1 : index
        # CHECK-NEXT:     } : tensor<2xindex>
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(type(g).__name__, g.type, len(g.owner.opview.dynamicExtents))
        # CHECK: OpResult tensor<?x3xf32> 1
        print(type(op.body).__name__, op.result.type)
        # CHECK: Region tensor<2xindex>


@run
def testShapes():
    # CHECK-LABEL: TEST: testShapes
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp(
                "shapes", ([RankedTensorType.get([2, 3, 4], f32), RankedTensorType.get([2, 3], f32), f32, idx], [])
            )
            with InsertionPoint(f.add_entry_block()):
                a, b, x, n = f.arguments
                col = tensor.collapse_shape(RankedTensorType.get([6, 4], f32), a, Attribute.parse("[[0, 1], [2]]"))
                exp = tensor.expand_shape(
                    RankedTensorType.get([2, 3, 2, 2], f32), a, Attribute.parse("[[0], [1], [2, 3]]"), [], i64s([2, 3, 2, 2])
                )
                cat = tensor.concat(RankedTensorType.get([4, 3], f32), 0, [b, b])
                sp = tensor.splat(RankedTensorType.get([DYN, 2], f32), x, [n])
                bc = tensor.bitcast(RankedTensorType.get([2, 3], IntegerType.get_signless(32)), b)
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @shapes(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x3xf32>, %arg2: f32, %arg3: index) {
        # CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
        # CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
        # CHECK-NEXT:     %concat = tensor.concat dim(0) %arg1, %arg1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
        # CHECK-NEXT:     %splat = tensor.splat %arg2[%arg3] : tensor<?x2xf32>
        # CHECK-NEXT:     %0 = tensor.bitcast %arg1 : tensor<2x3xf32> to tensor<2x3xi32>
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(cat.owner.opview.dim, len(cat.owner.opview.inputs), sp.owner.opview.input == x)
        # CHECK: 0 : i64 2 True
        print(exp.owner.opview.static_output_shape, col.owner.opview.reassociation)
        # CHECK: array<i64: 2, 3, 2, 2> {{\[\[}}0, 1], [2]]


@run
def testPad():
    # CHECK-LABEL: TEST: testPad
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        idx = IndexType.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("pad", ([RankedTensorType.get([2, 2], f32), f32], []))
            with InsertionPoint(f.add_entry_block()):
                src, x = f.arguments
                p = tensor.PadOp(RankedTensorType.get([4, 5], f32), src, [], [], i64s([1, 2]), i64s([1, 1]))
                blk = p.region.blocks.append(idx, idx)
                with InsertionPoint(blk):
                    tensor.yield_(x)
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @pad(%arg0: tensor<2x2xf32>, %arg1: f32) {
        # CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, 2] high[1, 1] {
        # CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
        # CHECK-NEXT:       tensor.yield %arg1 : f32
        # CHECK-NEXT:     } : tensor<2x2xf32> to tensor<4x5xf32>
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
        print(module.operation.verify())
        # CHECK: True
        print(p.static_low, p.static_high, p.nofold, len(p.low))
        # CHECK: array<i64: 1, 2> array<i64: 1, 1> False 0
        p.nofold = True
        print(p.nofold)
        # CHECK: True


@run
def testClassAttributes():
    # CHECK-LABEL: TEST: testClassAttributes
    print(tensor.EmptyOp.OPERATION_NAME, tensor.EmptyOp._ODS_REGIONS)
    # CHECK: tensor.empty (0, True)
    print(tensor.ExtractSliceOp.OPERATION_NAME, tensor.ExtractSliceOp._ODS_OPERAND_SEGMENTS)
    # CHECK: tensor.extract_slice [1, -1, -1, -1]
    print(tensor.InsertSliceOp.OPERATION_NAME, tensor.InsertSliceOp._ODS_OPERAND_SEGMENTS)
    # CHECK: tensor.insert_slice [1, 1, -1, -1, -1]
    print(tensor.GenerateOp.OPERATION_NAME, tensor.GenerateOp._ODS_REGIONS)
    # CHECK: tensor.generate (1, True)
    print(tensor.PadOp.OPERATION_NAME, tensor.PadOp._ODS_OPERAND_SEGMENTS)
    # CHECK: tensor.pad [1, -1, -1]
    print(tensor._Dialect.DIALECT_NAMESPACE)
    # CHECK: tensor
    with Context() as ctx:
        print(type(ctx.dialects.tensor).__name__, ctx.dialects.tensor.DIALECT_NAMESPACE)
        # CHECK: _Dialect tensor


@run
def testParsedOpViews():
    # CHECK-LABEL: TEST: testParsedOpViews
    with Context():
        module = Module.parse(
            r"""
            func.func @f(%t: tensor<4x?xf32>, %i: index) -> tensor<4x?xf32> {
              %e = tensor.empty(%i) : tensor<4x?xf32>
              %x = tensor.extract %t[%i, %i] : tensor<4x?xf32>
              %s = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
              %r = tensor.insert_slice %s into %e[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
              %d = tensor.dim %r, %i : tensor<4x?xf32>
              return %r : tensor<4x?xf32>
            }
            """
        )
        f = module.body.operations[0]
        print(type(f).__name__)
        # CHECK: FuncOp
        ops = list(f.entry_block.operations)
        print([type(o).__name__ for o in ops])
        # CHECK: ['EmptyOp', 'ExtractOp', 'ExtractSliceOp', 'InsertSliceOp', 'DimOp', 'ReturnOp']
        print(len(ops[0].dynamicSizes), ops[1].result.type, ops[2].static_sizes, ops[3].static_offsets)
        # CHECK: 1 f32 array<i64: 2, 2> array<i64: 1, 1>
        print(isinstance(ops[0], tensor.EmptyOp))
        # CHECK: True


@run
def testErrors():
    # CHECK-LABEL: TEST: testErrors
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("errs", ([RankedTensorType.get([4], f32)], []))
            with InsertionPoint(f.add_entry_block()):
                (src,) = f.arguments
                t(lambda: tensor.EmptyOp([2]))
                # CHECK: TypeError EmptyOp.__init__() missing 1 required positional argument: 'element_type'
                t(lambda: tensor.extract(src))
                # CHECK: TypeError extract() missing 1 required positional argument: 'indices'
                t(lambda: tensor.insert(src, [0]))
                # CHECK: TypeError insert() missing 1 required positional argument: 'indices'
                t(lambda: tensor.empty([2], f32, bogus=1))
                # CHECK: TypeError empty() got an unexpected keyword argument 'bogus'
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @errs(%arg0: tensor<4xf32>) {
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
            f = func.FuncOp("bad", ([RankedTensorType.get([4, 4], f32), idx], []))
            with InsertionPoint(f.add_entry_block()):
                src, i = f.arguments
                tensor.ExtractOp(src, [i])
                func.ReturnOp([])
        try:
            module.operation.verify()
        except MLIRError as e:
            print(e.error_diagnostics[0].message)
            # CHECK: 'tensor.extract' op incorrect number of indices for extract_element


@run
def testWrongArgumentTypes():
    # A wrong argument raises a Python exception (never a crash); the exact
    # type and message are checked in tensor_known_diffs.py.
    # CHECK-LABEL: TEST: testWrongArgumentTypes
    with Context(), Location.unknown():
        module = Module.create()
        f32 = F32Type.get()
        with InsertionPoint(module.body):
            f = func.FuncOp("wrong", ([RankedTensorType.get([4], f32)], []))
            with InsertionPoint(f.add_entry_block()):
                (tt,) = f.arguments
                raises(lambda: tensor.extract(tt, [0]))
                # CHECK: raised
                raises(lambda: tensor.empty([2], "f32"))
                # CHECK: raised
                raises(lambda: tensor.EmptyOp([2.5], f32))
                # CHECK: raised
                raises(lambda: tensor.insert(1.0, tt, []))
                # CHECK: raised
                func.ReturnOp([])
        print(module)
        # CHECK: module {
        # CHECK-NEXT:   func.func @wrong(%arg0: tensor<4xf32>) {
        # CHECK-NEXT:     return
        # CHECK-NEXT:   }
        # CHECK-NEXT: }
