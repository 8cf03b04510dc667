"""The probe printer the behaviour scripts share: one line per probe,
`name: <TypeName> repr` for a result or `ExceptionType: message` for a
raise, so a script's output is a stable text to diff against the one
upstream's bindings print (memory addresses are the only thing
normalised, since they differ run to run)."""
import re

_ADDR = re.compile(r"0x[0-9a-fA-F]{6,}")


def norm(text):
    """`text` with memory addresses replaced by a fixed token."""
    return _ADDR.sub("0xADDR", text)


def show(value):
    """The type name and repr of `value`; lists and tuples also name the
    type of each element, since the element types are what the probes
    compare."""
    if isinstance(value, (list, tuple)):
        inner = ", ".join(f"{type(v).__name__} {v!r}" for v in value)
        return f"{type(value).__name__}[{inner}]"
    return f"{type(value).__name__} {value!r}"


def probe(name, fn):
    """Calls `fn` and prints what it returned or raised under `name`
    (newlines become ' | ', keeping one line per probe)."""
    try:
        text = show(fn())
    except Exception as e:  # the exception type and message are the probe
        text = f"{type(e).__name__}: {e}"
    print(f"{name}: {norm(text)}".replace("\n", " | "), flush=True)


def probe_str(name, fn):
    """Like `probe`, but prints `str()` of the result."""
    try:
        text = str(fn())
    except Exception as e:
        text = f"{type(e).__name__}: {e}"
    print(f"{name}: {norm(text)}".replace("\n", " | "), flush=True)
