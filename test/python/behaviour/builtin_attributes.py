"""Attributes: OpAttributeMap, NamedAttribute, ArrayAttr, DictAttr and
DenseElementsAttr as containers (len, iteration, `in`, indices, slices,
keys/values/items, get), repr/str of each builtin attribute class, and
wrong casts / wrong argument types."""
from _probe import probe, probe_str

from mlir.ir import *

with Context() as ctx, Location.unknown():
    ctx.allow_unregistered_dialects = True
    i32 = IntegerType.get_signless(32)
    f32 = F32Type.get()
    op = Operation.parse(
        '"test.op"() {a = 1 : i32, b = "s", c = [1, 2.0 : f32, "x"], d = {k = unit}} : () -> ()'
    )
    attrs = op.attributes

    # OpAttributeMap
    probe("attrs.type", lambda: type(attrs).__name__)
    probe("attrs.len", lambda: len(attrs))
    probe("attrs['a']", lambda: attrs["a"])
    probe("attrs['zz']", lambda: attrs["zz"])
    probe("attrs[0]", lambda: attrs[0])
    probe("attrs[-1]", lambda: attrs[-1])
    probe("attrs[4]", lambda: attrs[4])
    probe("attrs[-5]", lambda: attrs[-5])
    probe("attrs[1.5]", lambda: attrs[1.5])
    probe("attrs[0:2]", lambda: attrs[0:2])
    probe("attrs.in", lambda: "b" in attrs)
    probe("attrs.in.missing", lambda: "q" in attrs)
    probe("attrs.in.int", lambda: 1 in attrs)
    probe("attrs.iter", lambda: [type(x).__name__ for x in attrs])
    probe("attrs.iter.values", lambda: list(attrs))
    probe("attrs.keys", lambda: attrs.keys())
    probe("attrs.values", lambda: attrs.values())
    probe("attrs.items", lambda: attrs.items())
    probe("attrs.get", lambda: attrs.get("a"))
    probe("attrs.get.missing", lambda: attrs.get("zz"))
    probe("attrs.get.default", lambda: attrs.get("zz", 7))
    probe("attrs.set", lambda: attrs.__setitem__("e", UnitAttr.get()))
    probe("attrs.set.len", lambda: len(attrs))
    probe("attrs.set.bad", lambda: attrs.__setitem__("e", 3))
    probe("attrs.del", lambda: attrs.__delitem__("e"))
    probe("attrs.del.missing", lambda: attrs.__delitem__("e"))
    probe("attrs.del.len", lambda: len(attrs))
    probe("attrs.bool", lambda: bool(attrs))

    # NamedAttribute
    na = attrs[0]
    probe("named.type", lambda: type(na).__name__)
    probe("named.name", lambda: na.name)
    probe("named.attr", lambda: na.attr)
    probe_str("named.str", lambda: na)
    probe("named.get", lambda: NamedAttribute("q", UnitAttr.get()))

    # ArrayAttr
    arr = attrs["c"]
    probe("arr.type", lambda: type(arr).__name__)
    probe("arr.len", lambda: len(arr))
    probe("arr[0]", lambda: arr[0])
    probe("arr[3]", lambda: arr[3])
    probe("arr[0:2]", lambda: arr[0:2])
    probe("arr[::-1]", lambda: arr[::-1])
    probe("arr.iter", lambda: list(arr))
    probe("arr.in", lambda: StringAttr.get("x") in arr)
    probe("arr.in.missing", lambda: StringAttr.get("y") in arr)
    probe("arr.add", lambda: arr + [UnitAttr.get()])
    probe("arr.add.bad", lambda: arr + [3])
    probe("arr.get", lambda: ArrayAttr.get([i32 and IntegerAttr.get(i32, 5)]))
    probe("arr.get.bad", lambda: ArrayAttr.get([1]))
    probe("arr.get.empty", lambda: ArrayAttr.get([]))
    probe_str("arr.str", lambda: arr)

    # DictAttr
    d = DictAttr.get({"k": UnitAttr.get(), "a": IntegerAttr.get(i32, 3)})
    probe("dict", lambda: d)
    probe("dict.len", lambda: len(d))
    probe("dict['k']", lambda: d["k"])
    probe("dict['zz']", lambda: d["zz"])
    probe("dict[0]", lambda: d[0])
    probe("dict[-1]", lambda: d[-1])
    probe("dict[5]", lambda: d[5])
    probe("dict.in", lambda: "a" in d)
    probe("dict.in.missing", lambda: "zz" in d)
    probe("dict.iter", lambda: list(d))
    probe("dict.get.bad", lambda: DictAttr.get({"k": 3}))
    probe("dict.get.badkey", lambda: DictAttr.get({3: UnitAttr.get()}))
    probe("dict.empty", lambda: DictAttr.get())

    # DenseElementsAttr
    t = RankedTensorType.get([2, 3], i32)
    dense = DenseElementsAttr.parse("dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>") if hasattr(DenseElementsAttr, "parse") else Attribute.parse("dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>")
    probe("dense", lambda: dense)
    probe("dense.len", lambda: len(dense))
    probe("dense[0]", lambda: dense[0])
    probe("dense[5]", lambda: dense[5])
    probe("dense[-1]", lambda: dense[-1])
    probe("dense[6]", lambda: dense[6])
    probe("dense.is_splat", lambda: dense.is_splat)
    probe("dense.type", lambda: dense.type)
    probe("dense.iter", lambda: list(dense))
    probe("dense.get_splat_value", lambda: dense.get_splat_value())
    splat = DenseElementsAttr.get_splat(t, IntegerAttr.get(i32, 7))
    probe("splat", lambda: splat)
    probe("splat.value", lambda: splat.get_splat_value())
    probe("splat.len", lambda: len(splat))
    probe("splat.bad", lambda: DenseElementsAttr.get_splat(t, FloatAttr.get(f32, 1.0)))
    dint = DenseIntElementsAttr(dense)
    probe("dint[0]", lambda: dint[0])
    probe("dint[-1]", lambda: dint[-1])
    probe("dint[6]", lambda: dint[6])
    probe("dint.iter", lambda: list(dint))
    probe("dfp.cast.bad", lambda: DenseFPElementsAttr(dense))
    dfp = Attribute.parse("dense<[1.5, 2.5]> : tensor<2xf32>")
    probe("dfp", lambda: DenseFPElementsAttr(dfp)[1])
    probe("dfp.iter", lambda: list(DenseFPElementsAttr(dfp)))

    # repr/str of each attribute class
    for name, a in [
        ("IntegerAttr", IntegerAttr.get(i32, 42)),
        ("FloatAttr", FloatAttr.get(f32, 2.5)),
        ("FloatAttr.f64", FloatAttr.get_f64(1.0)),
        ("BoolAttr", BoolAttr.get(True)),
        ("StringAttr", StringAttr.get("hi")),
        ("StringAttr.typed", StringAttr.get_typed(i32, "hi")),
        ("UnitAttr", UnitAttr.get()),
        ("TypeAttr", TypeAttr.get(f32)),
        ("FlatSymbolRefAttr", FlatSymbolRefAttr.get("sym")),
        ("SymbolRefAttr", SymbolRefAttr.get(["a", "b"])),
        ("ArrayAttr", ArrayAttr.get([UnitAttr.get()])),
        ("DictAttr", DictAttr.get({"x": UnitAttr.get()})),
        ("DenseI32ArrayAttr", DenseI32ArrayAttr.get([1, 2])),
        ("DenseI64ArrayAttr", DenseI64ArrayAttr.get([])),
        ("DenseBoolArrayAttr", DenseBoolArrayAttr.get([True, False])),
        ("DenseF32ArrayAttr", DenseF32ArrayAttr.get([1.0])),
        ("OpaqueAttr", OpaqueAttr.get("dial", b"data", NoneType.get())),
        ("AffineMapAttr", AffineMapAttr.get(AffineMap.get_identity(2))),
        ("IntegerSetAttr", IntegerSetAttr.get(IntegerSet.get_empty(1, 0))),
        ("StridedLayoutAttr", StridedLayoutAttr.get(0, [1])),
        ("LocationAttr", Attribute.parse("loc(unknown)")),
        ("Attribute.generic", Attribute.parse('#test.foo<"x">')),
        ("DenseResource", Attribute.parse("dense_resource<blob> : tensor<1xi8>")),
    ]:
        probe(f"repr.{name}", lambda a=a: a)
        probe_str(f"str.{name}", lambda a=a: a)
        probe(f"type.{name}", lambda a=a: type(a).__name__)

    # DenseXArrayAttr containers
    di = DenseI32ArrayAttr.get([1, 2, 3])
    probe("di.len", lambda: len(di))
    probe("di[0]", lambda: di[0])
    probe("di[3]", lambda: di[3])
    probe("di.iter", lambda: list(di))
    probe("di.in", lambda: 2 in di)
    probe("di.add", lambda: di + [4])
    probe("di[1:]", lambda: di[1:])

    # Casts and misuse
    ia = IntegerAttr.get(i32, 42)
    probe("cast.IntegerAttr.value", lambda: IntegerAttr(ia).value)
    probe("cast.StringAttr.bad", lambda: StringAttr(ia))
    probe("cast.ArrayAttr.bad", lambda: ArrayAttr(ia))
    probe("cast.FloatAttr.bad", lambda: FloatAttr(ia))
    probe("cast.isinstance", lambda: IntegerAttr.isinstance(ia))
    probe("cast.isinstance.no", lambda: StringAttr.isinstance(ia))
    probe("cast.str", lambda: IntegerAttr("x"))
    probe("attr.maybe_downcast", lambda: Attribute(ia).maybe_downcast())
    probe("attr.typeid.eq", lambda: ia.typeid == IntegerAttr.static_typeid)
    probe("attr.eq", lambda: ia == IntegerAttr.get(i32, 42))
    probe("attr.eq.other", lambda: ia == 42)
    probe("attr.hash", lambda: hash(ia) == hash(IntegerAttr.get(i32, 42)))
    probe("attr.parse.bad", lambda: Attribute.parse("[1,"))
    probe("attr.parse.type", lambda: Attribute.parse(3))
    probe("FloatAttr.get.badtype", lambda: FloatAttr.get(i32, 1.0))
    probe("IntegerAttr.int", lambda: int(ia))
    probe("BoolAttr.bool", lambda: bool(BoolAttr.get(False)))
    probe("StringAttr.value", lambda: StringAttr.get("hi").value)
    probe("StringAttr.value_bytes", lambda: StringAttr.get("hi").value_bytes)
    probe("FloatAttr.float", lambda: float(FloatAttr.get(f32, 2.5)))
    probe("TypeAttr.value", lambda: TypeAttr.get(f32).value)
    probe("attr.type", lambda: ia.type)
    probe("attr.context", lambda: ia.context is ctx)
    probe("attr.dump", lambda: UnitAttr.get().dump())
    probe("symref.value", lambda: SymbolRefAttr.get(["a", "b"]).value)
    probe("flatsym.value", lambda: FlatSymbolRefAttr.get("s").value)

    # Dense arrays and dense elements: element conversion and its errors.
    class Truthy:
        def __bool__(self):
            return True

    probe("DenseBoolArrayAttr.get.truthy", lambda: DenseBoolArrayAttr.get([Truthy(), 0, 2, None, "x"]))
    probe("DenseI8ArrayAttr.get.float", lambda: DenseI8ArrayAttr.get([4, 2.0]))
    probe("DenseI8ArrayAttr.get.overflow", lambda: DenseI8ArrayAttr.get([40000]))
    probe("DenseI64ArrayAttr.get.attrs", lambda: DenseI64ArrayAttr.get([IntegerAttr.get(i32, 4)]))
    probe("DenseI64ArrayAttr.get.int", lambda: DenseI64ArrayAttr.get(5))
    probe("DenseF32ArrayAttr.get.str", lambda: DenseF32ArrayAttr.get(["x"]))
    probe("DenseIntElementsAttr.i7", lambda: DenseIntElementsAttr(Attribute.parse("dense<5> : tensor<i7>"))[0])
    probe("DenseIntElementsAttr.i128", lambda: DenseIntElementsAttr(Attribute.parse("dense<5> : tensor<i128>"))[0])
    probe("DenseIntElementsAttr.index", lambda: DenseIntElementsAttr(Attribute.parse("dense<5> : tensor<index>"))[0])
    probe("DenseElementsAttr.get_splat.unranked",
          lambda: DenseElementsAttr.get_splat(UnrankedTensorType.get(f32), FloatAttr.get(f32, 1.0)))
    probe("DenseElementsAttr.get.list.positional_type",
          lambda: DenseElementsAttr.get([FloatAttr.get(f32, 1.0)], RankedTensorType.get([1], f32)))
