"""One context hammered from several Python threads: parsing, printing,
building through the dialect classes, walking, verifying and running passes
concurrently. Nothing crashes or corrupts the IR (every module still
verifies and prints what a single-threaded run prints)."""
import threading

from mlir.ir import Context, InsertionPoint, IntegerType, Location, Module
from mlir.dialects import arith, func
from mlir.passmanager import PassManager

SRC = """func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.addi %x, %c0 : i32
  %c = arith.muli %a, %b : i32
  return %c : i32
}"""

THREADS = 8
ROUNDS = 25


def work(ctx, results, errors, i):
    try:
        with ctx, Location.unknown():
            for _ in range(ROUNDS):
                m = Module.parse(SRC)
                assert m.operation.verify()
                PassManager.parse("builtin.module(canonicalize,cse)").run(m.operation)
                results[i] = str(m)
                built = Module.create()
                with InsertionPoint(built.body):
                    f = func.FuncOp(f"g{i}", ([IntegerType.get_signless(32)], []))
                    with InsertionPoint(f.add_entry_block()):
                        v = f.arguments[0]
                        for _ in range(20):
                            v = arith.addi(v, v)
                        func.ReturnOp([])
                assert built.operation.verify()
                names = []
                built.operation.walk(lambda op: names.append(op.name))
                assert names.count("arith.addi") == 20
    except Exception as e:  # noqa: BLE001 - reported below
        errors.append(e)


def test_one_context_many_threads():
    ctx = Context()
    results = [None] * THREADS
    errors = []
    threads = [threading.Thread(target=work, args=(ctx, results, errors, i)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    with ctx, Location.unknown():
        m = Module.parse(SRC)
        PassManager.parse("builtin.module(canonicalize,cse)").run(m.operation)
        expected = str(m)
    assert all(r == expected for r in results)
