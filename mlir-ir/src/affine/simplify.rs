//! The simplifying binary constructors (upstream's `operator+`, `operator*`,
//! `floorDiv`, `ceilDiv`, `operator%` with their `simplify*` helpers).
//!
//! Every rule below is applied in upstream's order, because the order
//! decides which canonical tree comes out, and the printed text of a map is
//! that tree. Constant arithmetic follows upstream too: folding two constant
//! operands is skipped when it would overflow (the node is kept as written),
//! while coefficients merged from nested nodes wrap, as C++ `int64_t` does.

use std::ops;

use super::expr::{AffineExpr, AffineExprKind};

/// `floor(a / b)` for `b != 0` (no `i64::MIN / -1`).
fn floor_div_i64(a: i64, b: i64) -> i64 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `ceil(a / b)` for `b != 0` (no `i64::MIN / -1`).
fn ceil_div_i64(a: i64, b: i64) -> i64 {
    let q = a / b;
    if a % b != 0 && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

/// Euclidean remainder for `b > 0`, always in `[0, b)`.
fn mod_i64(a: i64, b: i64) -> i64 {
    a.rem_euclid(b)
}

/// If both operands are identifiers of the same kind, whether they are out
/// of position order. Upstream orders such leaves of commutative operators
/// (`d1 + d0` becomes `d0 + d1`, `s1 * s0` becomes `s0 * s1`).
fn leaves_out_of_order(lhs: &AffineExpr, rhs: &AffineExpr) -> bool {
    if let (Some(l), Some(r)) = (lhs.dim_position(), rhs.dim_position()) {
        return l > r;
    }
    matches!((lhs.symbol_position(), rhs.symbol_position()), (Some(l), Some(r)) if l > r)
}

/// If `e` is `x * c` with constant `c`, returns `(x, c)`.
fn mul_by_const(e: &AffineExpr) -> Option<(&AffineExpr, i64)> {
    match e.as_binary() {
        Some((AffineExprKind::Mul, x, c)) => c.value().map(|c| (x, c)),
        _ => None,
    }
}

fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lc = lhs.value();
    let rc = rhs.value();
    if let (Some(l), Some(r)) = (lc, rc) {
        // An overflowing sum is left unfolded rather than wrapped.
        return l.checked_add(r).map(AffineExpr::constant);
    }
    if leaves_out_of_order(lhs, rhs) {
        return Some(rhs.add(lhs));
    }
    // Constants go right; a symbolic term goes right of a dimensional one.
    if lc.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.add(lhs));
    }
    if rc == Some(0) {
        return Some(lhs.clone());
    }
    let l_bin = lhs.as_binary();
    // (x + c1) + c2 -> x + (c1 + c2)
    if let (Some((AffineExprKind::Add, ll, lr)), Some(r)) = (l_bin, rc) {
        if let Some(c1) = lr.value() {
            return Some(ll.add(&AffineExpr::constant(c1.wrapping_add(r))));
        }
    }
    // c1 * x + c2 * x -> x * (c1 + c2); a bare x counts as x * 1.
    let (first, c1) = mul_by_const(lhs).unwrap_or((lhs, 1));
    let (second, c2) = mul_by_const(rhs).unwrap_or((rhs, 1));
    if first == second {
        return Some(first.mul(&AffineExpr::constant(c1.wrapping_add(c2))));
    }
    // (x + c) + y -> (x + y) + c, keeping the constant outermost.
    if let Some((AffineExprKind::Add, ll, lr)) = l_bin {
        if lr.value().is_some() {
            return Some(ll.add(rhs).add(lr));
        }
    }
    // x - (x floordiv q) * q -> x mod q, in two spellings.
    let (r_kind, lrhs, rrhs) = rhs.as_binary()?;
    if rrhs.value() == Some(-1) {
        if let Some((AffineExprKind::Mul, llrhs, rlrhs)) = lrhs.as_binary() {
            // (x floordiv q) * q * -1
            match llrhs.as_binary() {
                Some((AffineExprKind::FloorDiv, fl, fr)) => {
                    if fr == rlrhs && lhs == fl {
                        return Some(lhs.modulo(rlrhs));
                    }
                }
                _ => return None,
            }
        }
    }
    // (x floordiv q) * (-q)
    let Some((AffineExprKind::FloorDiv, llrhs, rlrhs)) = lrhs.as_binary() else {
        return None;
    };
    if lhs == llrhs && *rlrhs == rrhs.neg() {
        return Some(lhs.modulo(rlrhs));
    }
    // (a + b) + (x floordiv q) * k -> a + (b + (x floordiv q) * k) when the
    // inner sum simplifies (upstream tries to bring the floordiv term next
    // to a matching `x`; any simplification of `b + rhs` triggers it, the
    // mere reordering of a symbolic `b` included).
    let (AffineExprKind::Add, a, b) = lhs.as_binary()? else {
        return None;
    };
    if r_kind != AffineExprKind::Mul {
        return None;
    }
    simplify_add(b, rhs).map(|t| a.add(&t))
}

fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lc = lhs.value();
    let rc = rhs.value();
    if let (Some(l), Some(r)) = (lc, rc) {
        // An overflowing product is left unfolded rather than wrapped.
        return l.checked_mul(r).map(AffineExpr::constant);
    }
    let l_sym = lhs.is_symbolic_or_constant();
    let r_sym = rhs.is_symbolic_or_constant();
    if !l_sym && !r_sym {
        // Not affine; upstream asserts (and would recurse forever swapping
        // in a release build). Keep the product as written instead.
        return None;
    }
    if leaves_out_of_order(lhs, rhs) {
        return Some(rhs.mul(lhs));
    }
    // The constant, or else the symbolic factor, goes right.
    if !r_sym || lc.is_some() {
        return Some(rhs.mul(lhs));
    }
    if let Some(r) = rc {
        if r == 1 {
            return Some(lhs.clone());
        }
        if r == 0 {
            return Some(rhs.clone());
        }
    }
    if let Some((AffineExprKind::Mul, ll, lr)) = lhs.as_binary() {
        if let Some(c1) = lr.value() {
            // (x * c1) * c2 -> x * (c1 * c2)
            if let Some(r) = rc {
                return Some(ll.mul(&AffineExpr::constant(c1.wrapping_mul(r))));
            }
            // (x * c) * y -> (x * y) * c
            return Some(ll.mul(rhs).mul(lr));
        }
    }
    None
}

fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let r = rhs.value()?;
    // Two constants fold for any non-zero divisor that does not overflow
    // (`i64::MIN floordiv -1` stays as written).
    if let Some(l) = lhs.value() {
        if r == 0 || (l == i64::MIN && r == -1) {
            return None;
        }
        return Some(AffineExpr::constant(floor_div_i64(l, r)));
    }
    if r == 0 {
        return None;
    }
    if r == 1 {
        return Some(lhs.clone());
    }
    match lhs.as_binary() {
        // (x * c) floordiv r -> x * (c / r) when r divides c.
        Some((AffineExprKind::Mul, ll, lr)) => {
            if let Some(c) = lr.value().filter(|&c| !(c == i64::MIN && r == -1)) {
                if c % r == 0 {
                    return Some(ll.mul(&AffineExpr::constant(c / r)));
                }
            }
            None
        }
        // (a + b) floordiv r -> a floordiv r + b floordiv r when r divides
        // either term.
        Some((AffineExprKind::Add, a, b)) => {
            if a.largest_known_divisor().wrapping_rem(r) == 0 || b.largest_known_divisor().wrapping_rem(r) == 0 {
                let rc = AffineExpr::constant(r);
                Some(a.floor_div(&rc).add(&b.floor_div(&rc)))
            } else {
                None
            }
        }
        _ => None,
    }
}

fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let r = rhs.value()?;
    // As for floordiv: any non-zero divisor, negative ones included.
    if let Some(l) = lhs.value() {
        if r == 0 || (l == i64::MIN && r == -1) {
            return None;
        }
        return Some(AffineExpr::constant(ceil_div_i64(l, r)));
    }
    if r == 0 {
        return None;
    }
    if r == 1 {
        return Some(lhs.clone());
    }
    // (x * c) ceildiv r -> x * (c / r) when r divides c.
    if let Some((AffineExprKind::Mul, ll, lr)) = lhs.as_binary() {
        if let Some(c) = lr.value().filter(|&c| !(c == i64::MIN && r == -1)) {
            if c % r == 0 {
                return Some(ll.mul(&AffineExpr::constant(c / r)));
            }
        }
    }
    None
}

fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let r = rhs.value().filter(|&r| r >= 1)?;
    if let Some(l) = lhs.value() {
        return Some(AffineExpr::constant(mod_i64(l, r)));
    }
    // A known multiple of r is 0 mod r.
    if lhs.largest_known_divisor() % r == 0 {
        return Some(AffineExpr::constant(0));
    }
    match lhs.as_binary() {
        // (a + b) mod r drops a term that is a multiple of r.
        Some((AffineExprKind::Add, a, b)) => {
            let rc = AffineExpr::constant(r);
            if a.largest_known_divisor() % r == 0 {
                return Some(b.modulo(&rc));
            }
            if b.largest_known_divisor() % r == 0 {
                return Some(a.modulo(&rc));
            }
            None
        }
        // (x mod c) mod r -> x mod r when r divides c.
        Some((AffineExprKind::Mod, x, c)) => match c.value() {
            Some(c) if c >= 1 && mod_i64(c, r) == 0 => Some(x.modulo(&AffineExpr::constant(r))),
            _ => None,
        },
        _ => None,
    }
}

impl AffineExpr {
    /// Builds `lhs <kind> rhs` with upstream's simplifications
    /// (`getAffineBinaryOpExpr`). `kind` must be a binary kind; a leaf kind
    /// returns `lhs` unchanged.
    pub fn binary(kind: AffineExprKind, lhs: &AffineExpr, rhs: &AffineExpr) -> AffineExpr {
        match kind {
            AffineExprKind::Add => lhs.add(rhs),
            AffineExprKind::Mul => lhs.mul(rhs),
            AffineExprKind::FloorDiv => lhs.floor_div(rhs),
            AffineExprKind::CeilDiv => lhs.ceil_div(rhs),
            AffineExprKind::Mod => lhs.modulo(rhs),
            _ => lhs.clone(),
        }
    }

    /// `self + rhs`, simplified.
    pub fn add(&self, rhs: &AffineExpr) -> AffineExpr {
        simplify_add(self, rhs)
            .unwrap_or_else(|| AffineExpr::raw_binary(AffineExprKind::Add, self.clone(), rhs.clone()))
    }

    /// `self * rhs`, simplified. One side should be symbolic or constant;
    /// a product of two dimensional expressions is kept unsimplified.
    pub fn mul(&self, rhs: &AffineExpr) -> AffineExpr {
        simplify_mul(self, rhs)
            .unwrap_or_else(|| AffineExpr::raw_binary(AffineExprKind::Mul, self.clone(), rhs.clone()))
    }

    /// `self floordiv rhs`, simplified.
    pub fn floor_div(&self, rhs: &AffineExpr) -> AffineExpr {
        simplify_floor_div(self, rhs)
            .unwrap_or_else(|| AffineExpr::raw_binary(AffineExprKind::FloorDiv, self.clone(), rhs.clone()))
    }

    /// `self ceildiv rhs`, simplified.
    pub fn ceil_div(&self, rhs: &AffineExpr) -> AffineExpr {
        simplify_ceil_div(self, rhs)
            .unwrap_or_else(|| AffineExpr::raw_binary(AffineExprKind::CeilDiv, self.clone(), rhs.clone()))
    }

    /// `self mod rhs`, simplified.
    pub fn modulo(&self, rhs: &AffineExpr) -> AffineExpr {
        simplify_mod(self, rhs)
            .unwrap_or_else(|| AffineExpr::raw_binary(AffineExprKind::Mod, self.clone(), rhs.clone()))
    }

    /// `-self`, i.e. `self * -1`, as upstream spells negation.
    pub fn neg(&self) -> AffineExpr {
        self.mul(&AffineExpr::constant(-1))
    }

    /// `self - rhs`, i.e. `self + rhs * -1`.
    pub fn sub(&self, rhs: &AffineExpr) -> AffineExpr {
        self.add(&rhs.neg())
    }
}

/// Implements a std operator for all owned/borrowed combinations of
/// `AffineExpr` and `i64` operands, delegating to the named method.
macro_rules! affine_binop {
    ($trait:ident, $fn:ident, $method:ident) => {
        impl ops::$trait<&AffineExpr> for &AffineExpr {
            type Output = AffineExpr;
            fn $fn(self, rhs: &AffineExpr) -> AffineExpr {
                AffineExpr::$method(self, rhs)
            }
        }
        impl ops::$trait<AffineExpr> for AffineExpr {
            type Output = AffineExpr;
            fn $fn(self, rhs: AffineExpr) -> AffineExpr {
                AffineExpr::$method(&self, &rhs)
            }
        }
        impl ops::$trait<&AffineExpr> for AffineExpr {
            type Output = AffineExpr;
            fn $fn(self, rhs: &AffineExpr) -> AffineExpr {
                AffineExpr::$method(&self, rhs)
            }
        }
        impl ops::$trait<AffineExpr> for &AffineExpr {
            type Output = AffineExpr;
            fn $fn(self, rhs: AffineExpr) -> AffineExpr {
                AffineExpr::$method(self, &rhs)
            }
        }
        impl ops::$trait<i64> for AffineExpr {
            type Output = AffineExpr;
            fn $fn(self, rhs: i64) -> AffineExpr {
                AffineExpr::$method(&self, &AffineExpr::constant(rhs))
            }
        }
        impl ops::$trait<i64> for &AffineExpr {
            type Output = AffineExpr;
            fn $fn(self, rhs: i64) -> AffineExpr {
                AffineExpr::$method(self, &AffineExpr::constant(rhs))
            }
        }
    };
}

affine_binop!(Add, add, add);
affine_binop!(Sub, sub, sub);
affine_binop!(Mul, mul, mul);
affine_binop!(Rem, rem, modulo);

impl ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(&self)
    }
}

impl ops::Neg for &AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(self)
    }
}
