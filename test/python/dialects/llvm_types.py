# RUN: %PYTHON %s | FileCheck %s
# llvm.PointerType and llvm.StructType (get_identified/set_body in
# llvm_identified_structs.py), as upstream; Type.parse returns them for
# !llvm.ptr and !llvm.struct.
from mlir.ir import *
from mlir.dialects import llvm
with Context(), Location.unknown():
    i32 = IntegerType.get_signless(32)
    f32 = F32Type.get()
    p = llvm.PointerType.get()
    p3 = llvm.PointerType.get(3)
    print(p, p3, p.address_space, p3.address_space, type(p).__name__, p.type_name if hasattr(p,'type_name') else None)
    print(llvm.PointerType.type_name, llvm.StructType.type_name)
    print(isinstance(p, llvm.PointerType), isinstance(i32, llvm.PointerType))
    s = llvm.StructType.get_literal([i32, f32])
    print(s, type(s).__name__, s.packed, s.opaque, s.name, [str(t) for t in s.body])
    sp = llvm.StructType.get_literal([i32], packed=True)
    print(sp, sp.packed)
    e = llvm.StructType.get_literal([])
    print(e, list(e.body))
    o = llvm.StructType.get_opaque("op")
    print(o, o.opaque, o.name, o.body)
    n = llvm.StructType.new_identified("node", [i32, p])
    print(n, n.name, n.opaque, [str(t) for t in n.body])
    n2 = llvm.StructType.new_identified("node", [i32])
    print(n2, n2.name)
    t = Type.parse("!llvm.struct<(i32, ptr)>")
    print(type(t).__name__, repr(t))
    v = llvm.StructType(t)
    print(type(v).__name__, v)
    try:
        llvm.StructType(i32)
    except Exception as ex:
        print(type(ex).__name__, ex)
    try:
        llvm.PointerType(i32)
    except Exception as ex:
        print(type(ex).__name__, ex)
    print(llvm.StructType.get_literal_unchecked([i32]))
    try:
        llvm.StructType.get_literal([IndexType.get()])
    except Exception as ex:
        print(type(ex).__name__, ex)
    print(llvm.StructType.get_literal([IndexType.get()]) if False else "")
    print(p.typeid == llvm.PointerType.static_typeid, s.typeid == llvm.StructType.static_typeid)
    m = Module.parse("llvm.func @f(%p: !llvm.ptr<1>, %s: !llvm.struct<(i32, ptr<2>)>)")
    f = m.body.operations[0]
    ty = f.function_type.value
    print(f.regions[0].blocks.__len__())
    t1 = Type.parse("!llvm.ptr<1>")
    print(type(t1).__name__, t1.address_space)
    t2 = Type.parse("!llvm.struct<(i32, ptr<2>)>")
    print([str(x) for x in t2.body], type(t2.body[1]).__name__, t2.body[1].address_space)
    print(type(Type.parse("!llvm.array<4 x i8>")).__name__)

# CHECK: !llvm.ptr !llvm.ptr<3> 0 3 PointerType llvm.ptr
# CHECK-NEXT: llvm.ptr llvm.struct
# CHECK-NEXT: True False
# CHECK-NEXT: !llvm.struct<(i32, f32)> StructType False False None ['i32', 'f32']
# CHECK-NEXT: !llvm.struct<packed (i32)> True
# CHECK-NEXT: !llvm.struct<()> []
# CHECK-NEXT: !llvm.struct<"op", opaque> True op None
# CHECK-NEXT: !llvm.struct<"node", (i32, ptr)> node False ['i32', '!llvm.ptr']
# CHECK-NEXT: !llvm.struct<"node.1", (i32)> node.1
# CHECK-NEXT: StructType StructType(!llvm.struct<(i32, ptr)>)
# CHECK-NEXT: StructType !llvm.struct<(i32, ptr)>
# CHECK-NEXT: ValueError Cannot cast type to StructType (from Type(i32))
# CHECK-NEXT: ValueError Cannot cast type to PointerType (from Type(i32))
# CHECK-NEXT: !llvm.struct<(i32)>
# CHECK-EMPTY:
# CHECK-NEXT: True True
# CHECK-NEXT: 0
# CHECK-NEXT: PointerType 1
# CHECK-NEXT: ['i32', '!llvm.ptr<2>'] PointerType 2
# CHECK-NEXT: Type
