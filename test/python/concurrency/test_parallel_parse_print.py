"""Large modules are parsed, verified and printed on several threads.

From Python this must be invisible: the same text, the same handles' view
of the IR, and the same errors as with multithreading disabled, including
when an error sits in a part parsed by another thread.
"""

import pytest

from mlir.ir import Context, MLIRError, Module

FUNC = """func.func @f{i}(%x: i32) -> i32 {{
  %c = arith.constant {i} : i32
  %0 = arith.muli %x, %c : i32
  %1 = scf.for %iv = %c0 to %c8 step %c1 iter_args(%acc = %0) -> (i32) {{
    %2 = arith.addi %acc, %x : i32
    scf.yield %2 : i32
  }}
  return %1 : i32
}}
"""
PREFIX = "#map = affine_map<(d0) -> (d0 * 2)>\n"


def source(n, broken=None):
    funcs = []
    for i in range(n):
        text = FUNC.format(i=i).replace("%c0", "%k0").replace("%c8", "%k8").replace("%c1", "%k1")
        consts = "  %k0 = arith.constant 0 : index\n  %k8 = arith.constant 8 : index\n  %k1 = arith.constant 1 : index\n"
        text = text.replace("{\n", "{\n" + consts, 1)
        if i == broken:
            text = text.replace("arith.addi %acc, %x", "arith.addi %acc, %undefined")
        funcs.append(text)
    return PREFIX + "".join(funcs)


# About 1.5 MB: above the size from which parsing splits the text.
FUNCS = 3000


def parse(text, threading):
    ctx = Context()
    ctx.enable_multithreading(threading)
    with ctx:
        return ctx, Module.parse(text)


def test_threaded_parse_and_print_match_single_thread():
    text = source(FUNCS)
    assert len(text) > 1 << 20
    _, threaded = parse(text, True)
    _, single = parse(text, False)
    assert str(threaded) == str(single)
    assert threaded.operation.get_asm(print_generic_op_form=True) == single.operation.get_asm(
        print_generic_op_form=True
    )
    funcs = list(threaded.body.operations)
    assert len(funcs) == FUNCS
    assert [f.attributes["sym_name"].value for f in funcs[-3:]] == [f"f{i}" for i in range(FUNCS - 3, FUNCS)]
    assert threaded.operation.verify()


@pytest.mark.parametrize("broken", [0, FUNCS // 2, FUNCS - 1])
def test_errors_match_single_thread(broken):
    text = source(FUNCS, broken)
    messages = []
    for threading in (True, False):
        with pytest.raises(MLIRError) as e:
            parse(text, threading)
        messages.append(str(e.value))
    assert messages[0] == messages[1]
    assert "use of undeclared SSA value name" in messages[0]
