"""Types: repr/str of each builtin type class, their accessors (shape,
element type, inputs/results of FunctionType, TupleType members — with
indices and the types of what they return), wrong casts such as
IntegerType(f32), and wrong argument types."""
from _probe import probe, probe_str

from mlir.ir import *

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    i32 = IntegerType.get_signless(32)
    f32 = F32Type.get()
    idx = IndexType.get()
    all_types = [
        ("i32", i32),
        ("si8", IntegerType.get_signed(8)),
        ("ui16", IntegerType.get_unsigned(16)),
        ("index", idx),
        ("f16", F16Type.get()),
        ("bf16", BF16Type.get()),
        ("f32", f32),
        ("f64", F64Type.get()),
        ("tf32", FloatTF32Type.get()),
        ("f8e4m3fn", Float8E4M3FNType.get()),
        ("none", NoneType.get()),
        ("complex", ComplexType.get(f32)),
        ("vector", VectorType.get([2, 3], f32)),
        ("vector.scalable", VectorType.get([4], f32, scalable=[True])),
        ("tensor", RankedTensorType.get([2, ShapedType.get_dynamic_size()], i32)),
        ("tensor.enc", RankedTensorType.get([2], i32, StringAttr.get("e"))),
        ("utensor", UnrankedTensorType.get(f32)),
        ("memref", MemRefType.get([4, 4], f32)),
        ("memref.space", MemRefType.get([4], f32, memory_space=IntegerAttr.get(i32, 1))),
        ("umemref", UnrankedMemRefType.get(f32, None)),
        ("tuple", TupleType.get_tuple([i32, f32])),
        ("function", FunctionType.get([i32, f32], [idx])),
        ("opaque", OpaqueType.get("dial", "thing")),
        ("parsed.unregistered", Type.parse("!test.foo<1>")),
    ]
    for name, t in all_types:
        probe(f"repr.{name}", lambda t=t: t)
        probe_str(f"str.{name}", lambda t=t: t)
        probe(f"generic.{name}", lambda t=t: Type(t))
        probe(f"downcast.{name}", lambda t=t: Type(t).maybe_downcast())

    # integer accessors
    probe("i32.width", lambda: i32.width)
    probe("i32.is_signless", lambda: i32.is_signless)
    probe("i32.is_signed", lambda: i32.is_signed)
    probe("si8.is_signed", lambda: IntegerType.get_signed(8).is_signed)
    probe("f32.width", lambda: f32.width)
    probe("int.get.negative", lambda: IntegerType.get_signless(-1))
    probe("int.get.str", lambda: IntegerType.get_signless("32"))

    # shaped accessors
    tensor = RankedTensorType.get([2, ShapedType.get_dynamic_size(), 4], i32)
    probe("shape", lambda: tensor.shape)
    probe("rank", lambda: tensor.rank)
    probe("element_type", lambda: tensor.element_type)
    probe("has_rank", lambda: tensor.has_rank)
    probe("has_static_shape", lambda: tensor.has_static_shape)
    probe("is_dynamic_dim(1)", lambda: tensor.is_dynamic_dim(1))
    probe("get_dim_size(0)", lambda: tensor.get_dim_size(0))
    probe("encoding.none", lambda: tensor.encoding)
    probe("utensor.shape", lambda: UnrankedTensorType.get(f32).shape)
    probe("utensor.rank", lambda: UnrankedTensorType.get(f32).rank)
    probe("utensor.has_rank", lambda: UnrankedTensorType.get(f32).has_rank)
    probe("dynamic_size", lambda: ShapedType.get_dynamic_size())
    probe("is_dynamic_size", lambda: ShapedType.is_dynamic_size(ShapedType.get_dynamic_size()))
    probe("memref.layout", lambda: MemRefType.get([4, 4], f32).layout)
    probe("memref.affine_map", lambda: MemRefType.get([4, 4], f32).affine_map)
    probe("memref.memory_space.none", lambda: MemRefType.get([4], f32).memory_space)
    probe("memref.memory_space", lambda: MemRefType.get([4], f32, memory_space=IntegerAttr.get(i32, 1)).memory_space)
    probe("memref.strides", lambda: MemRefType.get([4, 4], f32).get_strides_and_offset())
    probe("vector.scalable_dims", lambda: VectorType.get([4, 2], f32, scalable=[True, False]).scalable_dims)
    probe("vector.scalable", lambda: VectorType.get([4], f32).scalable)
    probe("vector.bad.elt", lambda: VectorType.get([4], TupleType.get_tuple([])))
    probe("tensor.bad.elt", lambda: RankedTensorType.get([4], FunctionType.get([], [])))
    probe("vector.bad.shape", lambda: VectorType.get([-5], f32))
    probe("complex.bad", lambda: ComplexType.get(NoneType.get()))
    probe("complex.element_type", lambda: ComplexType.get(f32).element_type)

    # tuple / function containers
    tup = TupleType.get_tuple([i32, f32, idx])
    probe("tuple.num_types", lambda: tup.num_types)
    probe("tuple.get_type(0)", lambda: tup.get_type(0))
    probe("tuple.get_type(2)", lambda: tup.get_type(2))
    probe("tuple.bad", lambda: TupleType.get_tuple([1]))
    fn = FunctionType.get([i32, f32], [idx])
    probe("fn.inputs", lambda: fn.inputs)
    probe("fn.results", lambda: fn.results)
    probe("fn.inputs.type", lambda: type(fn.inputs).__name__)
    probe("fn.inputs[-1]", lambda: fn.inputs[-1])
    probe("fn.bad", lambda: FunctionType.get([1], []))
    probe("opaque.dialect_namespace", lambda: OpaqueType.get("dial", "thing").dialect_namespace)
    probe("opaque.data", lambda: OpaqueType.get("dial", "thing").data)

    # casts and misuse
    probe("cast.IntegerType(f32)", lambda: IntegerType(f32))
    probe("cast.F32Type(i32)", lambda: F32Type(i32))
    probe("cast.RankedTensorType(i32)", lambda: RankedTensorType(i32))
    probe("cast.ShapedType(i32)", lambda: ShapedType(i32))
    probe("cast.ShapedType(tensor)", lambda: ShapedType(tensor))
    probe("cast.FloatType(f32)", lambda: FloatType(f32))
    probe("cast.FloatType(i32)", lambda: FloatType(i32))
    probe("cast.IntegerType(str)", lambda: IntegerType("i32"))
    probe("cast.Type(int)", lambda: Type(3))
    probe("isinstance.int", lambda: IntegerType.isinstance(i32))
    probe("isinstance.f32", lambda: IntegerType.isinstance(f32))
    probe("parse.bad", lambda: Type.parse("i32<"))
    probe("eq", lambda: i32 == IntegerType.get_signless(32))
    probe("eq.other", lambda: i32 == "i32")
    probe("ne", lambda: i32 != f32)
    probe("hash", lambda: hash(i32) == hash(Type.parse("i32")))
    probe("typeid", lambda: i32.typeid == IntegerType.static_typeid)
    probe("typeid.type", lambda: type(i32.typeid).__name__)
    probe("context", lambda: i32.context is ctx)
    probe("static_typeid.base", lambda: Type.static_typeid)
    probe("float.width", lambda: F64Type.get().width)
    probe("index.typeid", lambda: IndexType.static_typeid == idx.typeid)
    probe("none.isinstance", lambda: NoneType.isinstance(NoneType.get()))

probe("nocontext.i32", lambda: IntegerType.get_signless(32))
probe("nocontext.parse", lambda: Type.parse("i32"))
probe("nocontext.f32", lambda: F32Type.get())
