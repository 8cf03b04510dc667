#!/usr/bin/env python3
"""Generate oracle_cases.txt for the affine module's cross-check test.

Random affine map / integer set bodies (valid ones and mutated invalid ones)
are put in one file, one `// -----` chunk each, and run through upstream
`mlir-opt --split-input-file` once; the printed bodies and the diagnostics
(line:col: message) become the expected results. A second part exercises
the AffineExpr / AffineMap / IntegerSet API through upstream's Python
bindings on bodies taken from the first part.

Run with upstream's environment:
    source /root/.cache/mlir-anchors/ref-env.sh
    $REF_PY mlir-ir/src/affine/gen_oracle_cases.py [seed] [count] [output]

Output format (tab-separated, one record per line, bodies escaped with
\\n, \\t and \\\\):
    M|S <body>            a map / set case, followed by
    = <expected>          printed body, or
    = error@L:C: msg[ | error@L:C: msg ...]   diagnostics
    A <op> <args...>      an API case, followed by
    = <expected>
"""

import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[3] if len(sys.argv) > 3 else os.path.join(HERE, "oracle_cases.txt")

SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 22
COUNT = int(sys.argv[2]) if len(sys.argv) > 2 else 1900
rng = random.Random(SEED)

MAP_PREFIX = '"t.op"() {m = affine_map<'
SET_PREFIX = '"t.op"() {m = affine_set<'
SUFFIX = ">} : () -> ()"

CUSTOM_NAMES = ["i", "j", "k", "N", "M", "x_1", "a.b", "t$", "i32", "_", "mod", "size", "floordiv"]


def esc(s):
    return s.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def pick_names(n, prefix):
    if rng.random() < 0.7:
        return [f"{prefix}{i}" for i in range(n)]
    pool = [x for x in CUSTOM_NAMES]
    rng.shuffle(pool)
    names = pool[:n]
    while len(names) < n:
        names.append(f"{prefix}{len(names)}")
    return names


def const():
    r = rng.random()
    if r < 0.75:
        return str(rng.randint(0, 9))
    if r < 0.9:
        return str(rng.randint(10, 200))
    if r < 0.95:
        return rng.choice(["9223372036854775807", "4611686018427387904", "0x10", "0x7fffffffffffffff"])
    return rng.choice(["9223372036854775808", "18446744073709551616", "00", "007"])


class Gen:
    def __init__(self, dims, syms):
        self.dims = dims
        self.syms = syms

    def leaf(self, symbolic):
        choices = []
        if not symbolic and self.dims:
            choices += ["d"] * 3
        if self.syms:
            choices += ["s"] * 2
        choices += ["c"] * 2
        k = rng.choice(choices)
        if k == "d":
            return rng.choice(self.dims)
        if k == "s":
            return rng.choice(self.syms)
        return const()

    def expr(self, depth, symbolic=False):
        if depth <= 0 or rng.random() < 0.25:
            return self.leaf(symbolic)
        r = rng.random()
        if r < 0.1:
            return "-" + self.operand(depth - 1, symbolic)
        if r < 0.4:
            op = rng.choice(["+", "-", "+"])
            return f"{self.expr(depth - 1, symbolic)} {op} {self.expr(depth - 1, symbolic)}"
        if r < 0.65:
            # Mostly keep one side symbolic so the product is affine.
            bad = rng.random() < 0.04
            a = self.operand(depth - 1, symbolic)
            b = self.operand(depth - 1, symbolic or not bad)
            if rng.random() < 0.5:
                a, b = b, a
            return f"{a} * {b}"
        op = rng.choice(["floordiv", "ceildiv", "mod"])
        bad = rng.random() < 0.04
        a = self.operand(depth - 1, symbolic)
        if rng.random() < 0.7 and not bad:
            b = rng.choice(["1", "2", "3", "4", "8", "16", "0", "-2", "6", "12"])
            if b.startswith("-"):
                b = "(" + b + ")" if rng.random() < 0.5 else b
        else:
            b = self.operand(depth - 1, symbolic or not bad)
        return f"{a} {op} {b}"

    def operand(self, depth, symbolic):
        e = self.expr(depth, symbolic)
        if re.fullmatch(r"[\w.$]+", e):
            return e
        return f"({e})"


def space(s):
    """Randomly re-space a body: drop, widen or break the spaces, add comments."""
    r = rng.random()
    if r < 0.6:
        return s
    if r < 0.75:
        return s.replace(" ", "")  # may glue `mod2`-like tokens: fine, it is what upstream sees
    out = []
    for ch in s:
        if ch == " " and rng.random() < 0.3:
            out.append(rng.choice(["  ", "\n", "\n  ", " // c\n ", "\t"]))
        else:
            out.append(ch)
    return "".join(out)


def gen_body():
    nd = rng.randint(0, 3)
    ns = rng.choice([0, 0, 1, 2])
    dims = pick_names(nd, "d")
    syms = pick_names(ns, "s")
    dims_syms_clash = set(dims) & set(syms)
    if dims_syms_clash:
        syms = [f"s{i}" for i in range(ns)]
        if set(dims) & set(syms):
            dims = [f"d{i}" for i in range(nd)]
    g = Gen(dims, syms)
    head = "(" + ", ".join(dims) + ")"
    if syms or rng.random() < 0.05:
        head += "[" + ", ".join(syms) + "]"
    is_set = rng.random() < 0.3
    if is_set:
        cs = []
        for _ in range(rng.randint(0, 3)):
            op = rng.choice([">=", "<=", "==", ">=", "> ="])
            rhs = "0" if rng.random() < 0.5 else g.expr(2)
            cs.append(f"{g.expr(3)} {op} {rhs}")
        body = f"{head} : (" + ", ".join(cs) + ")"
    else:
        rs = [g.expr(rng.randint(1, 4)) for _ in range(rng.randint(0, 3))]
        body = f"{head} -> (" + ", ".join(rs) + ")"
    return space(body), is_set


TOKEN_RE = re.compile(r"\s+|//[^\n]*\n|->|[\w.$]+|.", re.S)
INSERTS = ["+", "*", "-", "(", ")", ",", "[", "]", "d9", "%x", "1.5", "#a", "$", '"s"', "->", ":",
           "floordiv", "mod", "symbol", "symbol(%x)", "99999999999999999999", "0x", "==", ">", "<", "=",
           "...", ".", "@", "@f", "!t", "^bb", "{", "?", "/", "", "\n"]


def mutate(body, is_set):
    toks = [t for t in TOKEN_RE.findall(body)]
    r = rng.random()
    if r < 0.15:
        return body, not is_set  # wrong wrapper: map body in affine_set or the reverse
    if r < 0.25 and "(" in body:
        # redefine an identifier
        m = re.match(r"\(([^)]*)\)", body)
        if m and m.group(1).strip():
            first = m.group(1).split(",")[0].strip()
            return body.replace("(", f"({first}, ", 1), is_set
    idx = [i for i, t in enumerate(toks) if not t.isspace()]
    if not idx:
        return body + rng.choice(INSERTS), is_set
    i = rng.choice(idx)
    if rng.random() < 0.5:
        toks[i] = ""
    else:
        toks.insert(i + rng.randint(0, 1), rng.choice(INSERTS) + rng.choice(["", " "]))
    return "".join(toks), is_set


AFFINE_ERROR_RE = re.compile(
    r"(expected '[(\[]' in (dimensional identifier|symbol) list|expected '[)\]]' in "
    r"(dimensional identifier list|symbol list|affine map range|integer set constraint list)"
    r"|expected '\(' in (affine map range|integer set constraint list)"
    r"|expected bare identifier|redefinition of identifier|use of undeclared identifier"
    r"|expected '->' or ':'|expected '\)'$|no expression inside parentheses|missing "
    r"|expected affine expression|non-affine expression|constant too large|unexpected ssa"
    r"|expected '\(' at start of SSA symbol|expected '== affine-expr'|expected (AffineMap|IntegerSet)"
    r"|unexpected character|expected three consecutive|@ identifier|invalid |expected '\"'"
    r"|unknown escape)")


def run_mlir_opt(cases):
    """cases: list of (body, is_set). Returns list of expected strings."""
    lines = []
    starts = []
    for body, is_set in cases:
        starts.append(len(lines) + 1)
        text = (SET_PREFIX if is_set else MAP_PREFIX) + body + SUFFIX
        lines.extend(text.split("\n"))
        lines.append("// -----")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        path = f.name
    proc = subprocess.run(
        [os.environ["MLIR_OPT"], "--allow-unregistered-dialect", "--mlir-print-local-scope",
         "--split-input-file", path],
        capture_output=True, text=True)
    os.unlink(path)
    chunks = proc.stdout.split("// -----\n")
    errors = {}
    base = os.path.basename(path)
    for m in re.finditer(r"^(?:.*/)?" + re.escape(base) + r":(\d+):(\d+): error: (.*)$", proc.stderr, re.M):
        line, col, msg = int(m.group(1)), int(m.group(2)), m.group(3)
        # map the line to its case
        lo, hi = 0, len(starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if starts[mid] <= line:
                lo = mid
            else:
                hi = mid - 1
        errors.setdefault(lo, []).append(f"error@{line - starts[lo] + 1}:{col}: {msg}")
    results = []
    for k, (body, is_set) in enumerate(cases):
        if k in errors:
            results.append(" | ".join(errors[k]))
            continue
        out = chunks[k] if k < len(chunks) else ""
        kw = "affine_set<" if is_set else "affine_map<"
        a = out.find(kw)
        b = out.rfind(SUFFIX)
        if a < 0 or b < 0:
            results.append(None)
            continue
        results.append(out[a + len(kw):b])
    return results


def api_cases(maps, sets):
    """Cross-check the programmatic API through upstream's Python bindings."""
    from mlir.ir import (AffineConstantExpr, AffineDimExpr, AffineExpr, AffineMap, AffineSymbolExpr,
                         Attribute, Context, IntegerSet)
    out = []
    with Context() as ctx:
        def pm(body):
            return Attribute.parse(f"affine_map<{body}>").value

        def ps(body):
            # IntegerSetAttr exposes no value in the bindings: rebuild the
            # set from its printed constraints through a map of them.
            head, rest = body.split(" : (", 1)
            parts, depth, cur = [], 0, ""
            for ch in rest[:-1]:
                depth += ch == "("
                depth -= ch == ")"
                if ch == "," and depth == 0:
                    parts.append(cur.strip())
                    cur = ""
                else:
                    cur += ch
            parts.append(cur.strip())
            exprs = [p[:-5] for p in parts]
            eqs = [p.endswith("== 0") for p in parts]
            m = pm(f"{head} -> ({', '.join(exprs)})")
            return IntegerSet.get(m.n_dims, m.n_symbols, list(m.results), eqs)

        def parses(f, body):
            try:
                f(body)
                return True
            except Exception:  # printed forms with i64::MIN do not re-parse
                return False

        maps = [b for b in maps if parses(pm, b)]
        sets = [b for b in sets if parses(ps, b)]

        # Expressions built bottom-up by the constructors, spelled in prefix
        # form so the test rebuilds them with the same constructor calls.
        def build(nd, ns, depth):
            if depth == 0 or rng.random() < 0.3:
                k = rng.random()
                if k < 0.4 and nd:
                    p = rng.randrange(nd)
                    return AffineDimExpr.get(p), f"d{p}"
                if k < 0.7 and ns:
                    p = rng.randrange(ns)
                    return AffineSymbolExpr.get(p), f"s{p}"
                c = rng.choice([rng.randint(-6, 12), rng.randint(-6, 12), 9223372036854775807,
                                -9223372036854775808])
                return AffineConstantExpr.get(c), f"{c}"
            a, sa = build(nd, ns, depth - 1)
            b, sb = build(nd, ns, depth - 1)
            op = rng.choice(["add", "add", "mul", "mul", "floordiv", "ceildiv", "mod"])
            sym_a = "d" not in str(a)
            sym_b = "d" not in str(b)
            if op == "mul" and not (sym_a or sym_b):
                op = "add"
            if op in ("floordiv", "ceildiv", "mod") and not sym_b:
                op = "add"
            f = {"add": AffineExpr.get_add, "mul": AffineExpr.get_mul, "floordiv": AffineExpr.get_floor_div,
                 "ceildiv": AffineExpr.get_ceil_div, "mod": AffineExpr.get_mod}[op]
            return f(a, b), f"{op}({sa},{sb})"

        for _ in range(300):
            e, s = build(3, 2, rng.randint(1, 5))
            out.append((["build", s], str(e)))

        for body in maps:
            m = pm(body)
            nd, ns, nr = m.n_dims, m.n_symbols, len(m.results)
            r = rng.random()
            if r < 0.2 and nr:
                # compose result 0 with a random map whose result count is nd
                cands = [x for x in maps if pm(x).n_dims >= 0 and len(pm(x).results) == nd]
                if cands:
                    other = rng.choice(cands)
                    out.append((["ecompose", body, other], str(m.results[0].compose(pm(other)))))
            elif r < 0.35 and nr:
                shift, off = rng.randint(0, 3), rng.randint(0, max(nd, 1))
                out.append((["shiftd", body, str(nd), str(shift), str(off)],
                            str(m.results[0].shift_dims(nd, shift, off))))
                out.append((["shifts", body, str(ns), str(shift), str(off)],
                            str(m.results[0].shift_symbols(ns, shift, off))))
            elif r < 0.5 and nd:
                repl = rng.choice(["d1 * 2", "s0", "d0 + 3", "7", "d2 floordiv 2"])
                rm = pm(f"(d0, d1, d2)[s0] -> ({repl})")
                what = rng.choice(["d0", "s0", "d1"])
                wm = pm(f"(d0, d1)[s0] -> ({what})")
                # upstream asserts that results fit the declared counts
                rd, rs = max(nd, 3), max(ns, 1)
                res = m.replace(wm.results[0], rm.results[0], rd, rs)
                out.append((["replace", body, what, repl, str(rd), str(rs)], str(res)))
            elif r < 0.6 and nr:
                pos = [rng.randrange(nr) for _ in range(rng.randint(1, 3))]
                out.append((["submap", body, ",".join(map(str, pos))], str(m.get_submap(pos))))
                if nr > 1:  # the bindings reject n >= number of results
                    n = rng.randint(1, nr - 1)
                    out.append((["major", body, str(n)], str(m.get_major_submap(n))))
                    out.append((["minor", body, str(n)], str(m.get_minor_submap(n))))
            elif r < 0.75:
                out.append((["compress", body], str(AffineMap.compress_unused_symbols([m], ctx)[0])))
            else:
                out.append((["isperm", body], f"perm={m.is_permutation} proj={m.is_projected_permutation}"))
        for _ in range(60):
            n = rng.randint(1, 5)
            perm = list(range(n))
            rng.shuffle(perm)
            out.append((["perm", ",".join(map(str, perm))], str(AffineMap.get_permutation(perm))))
            d = rng.randint(0, 4)
            k = rng.randint(0, d)
            out.append((["minorid", str(d), str(k)], str(AffineMap.get_minor_identity(d, k))))
        for body in sets:
            s = ps(body)
            pool = ["d0", "d1", "d0 * 2", "s0", "3", "d1 + 1", "s0 floordiv 2", "d0 - d1"]
            dm = pm("(d0, d1)[s0] -> (" + ", ".join(rng.choice(pool) for _ in range(s.n_dims)) + ")")
            smm = pm("(d0, d1)[s0] -> (" + ", ".join(rng.choice(pool[3:]) for _ in range(s.n_symbols)) + ")")
            rd, rs = 2, 1
            res = s.get_replaced(list(dm.results), list(smm.results), rd, rs)
            out.append((["setrepl", body, str(dm), str(smm)], str(res)))
            out.append((["setinfo", body], f"eq={s.n_equalities} ineq={s.n_inequalities} "
                                            f"empty={s.is_canonical_empty}"))
    return out


def main():
    cases = []
    for _ in range(COUNT):
        body, is_set = gen_body()
        if rng.random() < 0.3:
            body, is_set = mutate(body, is_set)
        cases.append((body, is_set))
    results = run_mlir_opt(cases)
    records = []
    ok_maps, ok_sets = [], []
    seen = set()
    for (body, is_set), res in zip(cases, results):
        if res is None or (body, is_set) in seen:
            continue
        # Errors the enclosing attribute/op parser reports after a complete
        # body (a stray token before `>`) are the caller's business.
        if res.startswith("error@") and not AFFINE_ERROR_RE.match(res.split(": ", 1)[1]):
            continue
        seen.add((body, is_set))
        records.append(f"{'S' if is_set else 'M'}\t{esc(body)}\n=\t{res}\n")
        if not res.startswith("error@"):
            (ok_sets if is_set else ok_maps).append(res)
    ok_maps = sorted(set(ok_maps))[:400]
    ok_sets = sorted(set(ok_sets))[:120]
    for args, expected in api_cases(ok_maps, ok_sets):
        records.append("A\t" + "\t".join(esc(a) for a in args) + f"\n=\t{expected}\n")
    with open(OUT, "w") as f:
        f.write("# generated by gen_oracle_cases.py from upstream mlir-opt 22; do not edit\n")
        f.writelines(records)
    print(f"wrote {len(records)} records, {os.path.getsize(OUT)} bytes to {OUT}")


if __name__ == "__main__":
    main()
