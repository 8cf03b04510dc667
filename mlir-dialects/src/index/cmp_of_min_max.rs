//! `index.cmp(minX/maxX(x, a), b)` with constants `a` and `b` (upstream's
//! `foldCmpOfMaxOrMin`): the min or max bounds its result on one side, which
//! may decide the compare whatever `x` is. Decided at 64 and at 32 bits,
//! it folds only when both agree.

/// Inclusive signed and unsigned bounds of `w`-bit values (upstream's
/// `ConstantIntRanges`).
#[derive(Copy, Clone)]
struct Range {
    smin: i128,
    smax: i128,
    umin: u128,
    umax: u128,
}

/// `v` (any integer) read as a signed `w`-bit number.
fn signed(v: i128, w: u32) -> i128 {
    let m = 1i128 << w;
    let r = v.rem_euclid(m);
    if r >= m / 2 {
        r - m
    } else {
        r
    }
}

/// `v` read as an unsigned `w`-bit number.
fn unsigned(v: i128, w: u32) -> u128 {
    v.rem_euclid(1i128 << w) as u128
}

fn from_signed(lo: i128, hi: i128, w: u32) -> Range {
    let (umin, umax) = if (lo < 0) == (hi < 0) { (unsigned(lo, w), unsigned(hi, w)) } else { (0, unsigned(-1, w)) };
    Range { smin: lo, smax: hi, umin, umax }
}

fn from_unsigned(lo: u128, hi: u128, w: u32) -> Range {
    let (slo, shi) = (signed(lo as i128, w), signed(hi as i128, w));
    let (smin, smax) = if (slo < 0) == (shi < 0) { (slo, shi) } else { (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1) };
    Range { smin, smax, umin: lo, umax: hi }
}

fn constant(v: i128, w: u32) -> Range {
    let (s, u) = (signed(v, w), unsigned(v, w));
    Range { smin: s, smax: s, umin: u, umax: u }
}

/// Upstream's `isStaticallyTrue` for the `index.cmp` predicate `p`.
fn statically_true(p: &str, l: &Range, r: &Range) -> bool {
    match p {
        "sle" => l.smax <= r.smin,
        "slt" => l.smax < r.smin,
        "ule" => l.umax <= r.umin,
        "ult" => l.umax < r.umin,
        "sge" => l.smin >= r.smax,
        "sgt" => l.smin > r.smax,
        "uge" => l.umin >= r.umax,
        "ugt" => l.umin > r.umax,
        "eq" => l.smin == l.smax && r.smin == r.smax && l.smin == r.smin,
        // No value in common, read signed and read unsigned.
        "ne" => {
            (statically_true("slt", l, r) || statically_true("sgt", l, r))
                && (statically_true("ult", l, r) || statically_true("ugt", l, r))
        }
        _ => false,
    }
}

fn inverse(p: &str) -> &str {
    match p {
        "eq" => "ne",
        "ne" => "eq",
        "slt" => "sge",
        "sge" => "slt",
        "sle" => "sgt",
        "sgt" => "sle",
        "ult" => "uge",
        "uge" => "ult",
        "ule" => "ugt",
        _ => "ule",
    }
}

/// The compare `p` of `minmax(x, a)` (`minmax` one of `mins`, `minu`,
/// `maxs`, `maxu`) with `b`, at `w` bits, when the bounds decide it.
fn decide(minmax: &str, a: i128, b: i128, w: u32, p: &str) -> Option<bool> {
    let lhs = match minmax {
        "mins" => from_signed(-(1i128 << (w - 1)), signed(a, w), w),
        "minu" => from_unsigned(0, unsigned(a, w), w),
        "maxs" => from_signed(signed(a, w), (1i128 << (w - 1)) - 1, w),
        "maxu" => from_unsigned(unsigned(a, w), unsigned(-1, w), w),
        _ => return None,
    };
    let rhs = constant(b, w);
    if statically_true(p, &lhs, &rhs) {
        Some(true)
    } else if statically_true(inverse(p), &lhs, &rhs) {
        Some(false)
    } else {
        None
    }
}

/// The folded compare, when 64- and 32-bit arithmetic decide it alike.
pub(super) fn fold_cmp_of_min_max(minmax: &str, a: i128, b: i128, p: &str) -> Option<bool> {
    let r64 = decide(minmax, a, b, 64, p)?;
    let r32 = decide(minmax, a, b, 32, p)?;
    (r64 == r32).then_some(r64)
}
