"""Operation and attribute names as Python strings: each context caches one
string per name index, in a table grown in buckets of doubling size and
read without a lock. Every name reads back right across many bucket
boundaries, and when several threads read the same names for the first
time at once."""
import threading

from mlir.ir import Context, Location, Module, Operation, UnitAttr

NAMES = 3000  # identifier indices span buckets 0 to 6 at least
THREADS = 6


def make_module(ctx):
    """A module holding 40 ops of distinct names with 75 distinct attributes each."""
    with ctx, Location.unknown():
        m = Module.create()
        ops = []
        per_op = NAMES // 40
        for k in range(40):
            attrs = {f"attr_{k * per_op + j:05d}": UnitAttr.get() for j in range(per_op)}
            op = Operation.create(f"test.op_{k:03d}", attributes=attrs)
            m.body.append(op)
            ops.append(op)
        return m, ops


def names_of(ops):
    out = []
    for op in ops:
        attrs = op.attributes
        out.append((op.name, [attrs[i].name for i in range(len(attrs))]))
    return out


def expected():
    per_op = NAMES // 40
    return [(f"test.op_{k:03d}", [f"attr_{k * per_op + j:05d}" for j in range(per_op)]) for k in range(40)]


def test_every_name_reads_back_across_buckets():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    m, ops = make_module(ctx)
    assert names_of(ops) == expected()
    # Read again: now from the cache, and the same string objects.
    again = names_of(ops)
    assert again == expected()
    assert ops[7].name is ops[7].name
    assert ops[7].attributes[3].name is ops[7].attributes[3].name


def test_first_reads_racing_from_threads_agree():
    ctx = Context()
    ctx.allow_unregistered_dialects = True
    m, ops = make_module(ctx)
    results = [None] * THREADS
    errors = []
    start = threading.Barrier(THREADS)

    def work(i):
        try:
            start.wait()
            # Each thread starts at a different op so first reads collide
            # on different buckets.
            k = i * len(ops) // THREADS
            order = list(range(k, len(ops))) + list(range(k))
            got = dict(zip(order, names_of([ops[j] for j in order])))
            results[i] = [got[j] for j in range(len(ops))]
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for r in results:
        assert r == expected()
