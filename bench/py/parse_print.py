"""Module.parse + str(module) of an N-op module (timed: parse and print).

The text is bench/gen_ir.py's (``--input generic`` by default, as fed to
mlir-opt). ``check`` is a hash of the printed text, so run.py can tell whether
both implementations printed the same bytes.
"""

import hashlib

from _common import generated_ir, now, parse_args, report

from mlir.ir import Context, Module


def main():
    args = parse_args(__doc__.splitlines()[0], input_kind=True)
    text = generated_ir(args.input, args.ops)
    with Context() as ctx:
        ctx.allow_unregistered_dialects = True
        t0 = now()
        module = Module.parse(text)
        t1 = now()
        printed = str(module)
        t2 = now()
    digest = hashlib.sha256(printed.encode()).hexdigest()[:16]
    report(t2 - t0, parts={"parse": t1 - t0, "print": t2 - t1},
           check={"printed_sha256": digest, "printed_bytes": len(printed)})


if __name__ == "__main__":
    main()
