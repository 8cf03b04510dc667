# RUN: %PYTHON %s | FileCheck %s
# llvm.StructType.get_identified + set_body: an identified struct is one
# type per name and context whose body, set once, shows wherever the type
# is used, including types built before it was set; recursive bodies print
# the struct by name inside itself; conflicting bodies are errors.
from mlir.ir import *
from mlir.dialects import llvm


def expect(exc_type, f):
    try:
        f()
    except exc_type as e:
        return str(e)
    raise AssertionError(f"expected {exc_type.__name__}")


with Context() as ctx, Location.unknown():
    i8, i32, i64 = (IntegerType.get_signless(w) for w in (8, 32, 64))
    ptr = llvm.PointerType.get()

    node = llvm.StructType.get_identified("node")
    assert node == llvm.StructType.get_identified("node")
    assert node != llvm.StructType.get_identified("other")
    # A literal struct and a function type made before the body is set.
    pair = llvm.StructType.get_literal([node, i8])
    fn = FunctionType.get([node], [pair])
    # CHECK: !llvm.struct<"node", opaque> True None node
    print(node, node.opaque, node.body, node.name)
    # CHECK: !llvm.struct<(struct<"node", opaque>, i8)>
    print(pair)

    node.set_body([i32, ptr, node])
    # CHECK: !llvm.struct<"node", (i32, ptr, struct<"node">)> False False
    print(node, node.opaque, node.packed)
    # CHECK: (!llvm.struct<"node", (i32, ptr, struct<"node">)>) -> !llvm.struct<(struct<"node", (i32, ptr, struct<"node">)>, i8)>
    print(fn)
    # The element that is the struct itself is the very same type.
    # CHECK: i32 !llvm.ptr !llvm.struct<"node", (i32, ptr, struct<"node">)> True StructType
    body = node.body
    print(body[0], body[1], body[2], body[2] == node, type(body[2]).__name__)

    # The same body again is fine; another one is not.
    node.set_body([i32, ptr, node])
    # CHECK: ValueError: Struct body already set to different content.
    print("ValueError:", expect(ValueError, lambda: node.set_body([i32, ptr, node], packed=True)))
    expect(ValueError, lambda: node.set_body([]))

    # Parsing agrees with the body set from Python, and reports a different
    # one at its elements.
    assert Type.parse('!llvm.struct<"node", (i32, ptr, struct<"node">)>') == node
    msg = expect(MLIRError, lambda: Type.parse('!llvm.struct<"node", (i64)>'))
    # CHECK: Unable to parse type:
    # CHECK-NEXT: error: "!llvm.struct<\22node\22, (i64)>":1:23: identified type already used with a different body
    print(msg)
    msg = expect(MLIRError, lambda: Type.parse('!llvm.struct<"node", opaque>'))
    # CHECK: 1:22: redeclaring defined struct as opaque
    print(msg.splitlines()[-1])
    msg = expect(MLIRError, lambda: Type.parse('!llvm.struct<"node">'))
    # CHECK: 1:20: struct without a body only allowed in a recursive struct
    print(msg.splitlines()[-1])

    # get_opaque makes a new name opaque for good; a name used before stays
    # without a body, which can still be set.
    sealed = llvm.StructType.get_opaque("sealed")
    expect(ValueError, lambda: sealed.set_body([i32]))
    later = llvm.StructType.get_identified("later")
    assert llvm.StructType.get_opaque("later") == later
    later.set_body([i64], packed=True)
    # CHECK: !llvm.struct<"sealed", opaque> !llvm.struct<"later", packed (i64)> True
    print(sealed, later, later.packed)

    # new_identified takes the first free name among name, name.1, ...
    a = llvm.StructType.new_identified("node", [i8])
    b = llvm.StructType.new_identified("fresh", [])
    c = llvm.StructType.new_identified("fresh", [])
    # CHECK: !llvm.struct<"node.1", (i8)> !llvm.struct<"fresh", ()> !llvm.struct<"fresh.1", ()>
    print(a, b, c)

    # Mutual recursion read from text: each prints the other in full.
    m = Module.parse(
        'llvm.func @f(!llvm.struct<"even", (i1, struct<"odd", (ptr, struct<"even">)>)>)'
    )
    odd = llvm.StructType.get_identified("odd")
    # CHECK: !llvm.struct<"odd", (ptr, struct<"even", (i1, struct<"odd">)>)>
    print(odd)
    # CHECK: True
    print(odd.body[1] == Type.parse('!llvm.struct<"even", (i1, struct<"odd", (ptr, struct<"even">)>)>'))

    # Only identified structs take a body, from types of their context
    # (upstream aborts on an assertion for a literal struct).
    expect(ValueError, lambda: llvm.StructType.get_literal([i32]).set_body([i32]))
    with Context():
        elsewhere = llvm.StructType.get_identified("node")
        # CHECK: !llvm.struct<"node", opaque>
        print(elsewhere)
        expect(ValueError, lambda: elsewhere.set_body([i32]))
