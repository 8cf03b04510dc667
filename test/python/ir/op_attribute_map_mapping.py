# RUN: %PYTHON %s | FileCheck %s
# op.attributes as a mapping, as upstream MLIR 22's OpAttributeMap: iteration
# and keys() give names, values() attributes, items() (name, attribute)
# tuples (so dict(op.attributes.items()) works), [str] an Attribute, [int] a
# NamedAttribute; `in` and len() by name. DictAttr has no keys()/items():
# it iterates by position, as a sequence of NamedAttributes. Every line
# below is what upstream's bindings print.
from collections.abc import Mapping

from mlir.ir import *


def t(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])


with Context() as c, Location.unknown():
    c.allow_unregistered_dialects = True
    m = Module.parse('''
"t.op"() {b = "x", a = 1 : i32} : () -> ()
%c = arith.constant {z} 3 : i32
''')
    op, cst = m.body.operations
    a = op.attributes

    # CHECK: ['a', 'b'] ['a', 'b']
    print(list(a), [x for x in a])
    # CHECK-NEXT: ['a', 'b'] list
    print(a.keys(), type(a.keys()).__name__)
    # CHECK-NEXT: [IntegerAttr(1 : i32), StringAttr("x")]
    print(a.values())
    # CHECK-NEXT: [('a', IntegerAttr(1 : i32)), ('b', StringAttr("x"))]
    print(a.items())
    # CHECK-NEXT: tuple str IntegerAttr
    name, attr = a.items()[0]
    print(type(a.items()[0]).__name__, type(name).__name__, type(attr).__name__)
    # CHECK-NEXT: {'a': IntegerAttr(1 : i32), 'b': StringAttr("x")}
    print(dict(a.items()))
    # CHECK-NEXT: {'a': IntegerAttr(1 : i32), 'b': StringAttr("x")}
    print(dict(a))
    # CHECK-NEXT: True
    print(isinstance(a, Mapping))
    # CHECK-NEXT: 2 True False
    print(len(a), "a" in a, "q" in a)
    # CHECK-NEXT: NamedAttribute(a=1 : i32) NamedAttribute(b="x")
    print(repr(a[0]), repr(a[-1]))
    # CHECK-NEXT: IntegerAttr(1 : i32)
    print(repr(a["a"]))
    # CHECK-NEXT: KeyError 'attempt to access a non-existent attribute'
    t(lambda: a["q"])
    # CHECK-NEXT: KeyError 'attempt to delete a non-existent attribute'
    t(lambda: a.__delitem__("q"))
    # CHECK-NEXT: 1 : i32 None 3
    print(a.get("a"), a.get("q"), a.get("q", 3))

    # A registered op: its inherent attribute (a property) and its
    # discardable one, in one list sorted by name.
    # CHECK-NEXT: [('value', IntegerAttr(3 : i32)), ('z', UnitAttr(unit))]
    print(cst.attributes.items())
    # Items follow changes to the op.
    cst.attributes["new"] = StringAttr.get("n")
    # CHECK-NEXT: {'new': StringAttr("n"), 'value': IntegerAttr(3 : i32), 'z': UnitAttr(unit)}
    print(dict(cst.attributes.items()))
    del cst.attributes["new"]
    # CHECK-NEXT: ['value', 'z']
    print(list(cst.attributes))

    d = DictAttr.get({"k": UnitAttr.get(), "j": StringAttr.get("s")})
    # CHECK-NEXT: False False
    print(hasattr(d, "items"), hasattr(d, "keys"))
    # CHECK-NEXT: ['NamedAttribute(j="s")', 'NamedAttribute(k=unit)']
    print([repr(x) for x in d])
    # CHECK-NEXT: 2 True UnitAttr(unit)
    print(len(d), "j" in d, repr(d["k"]))
    # CHECK-NEXT: IndexError attempt to access out of bounds attribute
    t(lambda: d[2])
    # CHECK-NEXT: KeyError 'attempt to access a non-existent attribute'
    t(lambda: d["q"])
