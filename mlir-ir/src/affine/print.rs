//! Textual form, byte-identical to upstream's AsmPrinter
//! (`printAffineExprInternal`, `printAffineMap`, `printIntegerSet`).
//!
//! The printer does not re-simplify: it prints the stored tree, with
//! upstream's cosmetic rewrites (`x + y * -1` as `x - y`, `x + -3` as
//! `x - 3`, `x * -1` as `-x`) and its parenthesization by binding strength.

use std::fmt::{self, Write};

use super::expr::{AffineExpr, AffineExprKind};
use super::map::AffineMap;
use super::set::IntegerSet;

/// How tightly the context binds the expression being printed: operands of
/// `* floordiv ceildiv mod` are `Strong` and get parenthesized if they are
/// themselves binary.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strength {
    Weak,
    Strong,
}

/// Callback naming dim/symbol `pos` (`is_symbol` tells which), used to print
/// expressions over SSA values instead of `dN`/`sN`.
pub type NameFn<'a> = &'a mut dyn FnMut(&mut dyn Write, usize, bool) -> fmt::Result;

/// Prints `expr` like upstream's `printAffineExpr`; `names`, if given,
/// spells dims and symbols (as the affine dialect's SSA-operand forms do).
pub fn write_affine_expr(out: &mut dyn Write, expr: &AffineExpr, names: Option<NameFn<'_>>) -> fmt::Result {
    let mut names = names;
    write_expr(out, expr, Strength::Weak, &mut names)
}

fn write_expr(out: &mut dyn Write, expr: &AffineExpr, ctx: Strength, names: &mut Option<NameFn<'_>>) -> fmt::Result {
    crate::support::stack::guard(|| {
        let (kind, lhs, rhs) = match expr.as_binary() {
            Some(b) => b,
            None => {
                return match expr.kind() {
                    AffineExprKind::Constant => write!(out, "{}", expr.value().unwrap_or(0)),
                    kind => {
                        let is_symbol = kind == AffineExprKind::SymbolId;
                        let pos = expr.position().unwrap_or(0);
                        match names {
                            Some(f) => f(out, pos, is_symbol),
                            None => write!(out, "{}{}", if is_symbol { 's' } else { 'd' }, pos),
                        }
                    }
                };
            }
        };
        let open = ctx == Strength::Strong;
        if open {
            out.write_char('(')?;
        }
        if kind != AffineExprKind::Add {
            if kind == AffineExprKind::Mul && rhs.value() == Some(-1) {
                out.write_char('-')?;
                write_expr(out, lhs, Strength::Strong, names)?;
            } else {
                let op = match kind {
                    AffineExprKind::Mul => " * ",
                    AffineExprKind::FloorDiv => " floordiv ",
                    AffineExprKind::CeilDiv => " ceildiv ",
                    _ => " mod ",
                };
                write_expr(out, lhs, Strength::Strong, names)?;
                out.write_str(op)?;
                write_expr(out, rhs, Strength::Strong, names)?;
            }
        } else {
            write_add(out, lhs, rhs, names)?;
        }
        if open {
            out.write_char(')')?;
        }
        Ok(())
    })
}

/// The body of an addition, with upstream's subtraction spellings. The
/// negations wrap like C++ (`- -9223372036854775808` is what upstream prints
/// for an `i64::MIN` addend).
fn write_add(out: &mut dyn Write, lhs: &AffineExpr, rhs: &AffineExpr, names: &mut Option<NameFn<'_>>) -> fmt::Result {
    if let Some((AffineExprKind::Mul, rl, rr)) = rhs.as_binary() {
        if let Some(c) = rr.value() {
            if c == -1 {
                write_expr(out, lhs, Strength::Weak, names)?;
                out.write_str(" - ")?;
                let s = if rl.kind() == AffineExprKind::Add { Strength::Strong } else { Strength::Weak };
                return write_expr(out, rl, s, names);
            }
            if c < -1 {
                write_expr(out, lhs, Strength::Weak, names)?;
                out.write_str(" - ")?;
                write_expr(out, rl, Strength::Strong, names)?;
                return write!(out, " * {}", c.wrapping_neg());
            }
        }
    }
    if let Some(c) = rhs.value() {
        if c < 0 {
            write_expr(out, lhs, Strength::Weak, names)?;
            return write!(out, " - {}", c.wrapping_neg());
        }
    }
    write_expr(out, lhs, Strength::Weak, names)?;
    out.write_str(" + ")?;
    write_expr(out, rhs, Strength::Weak, names)
}

/// `(d0, d1)[s0, s1]`: the identifier lists both maps and sets start with.
fn write_ids(out: &mut dyn Write, num_dims: usize, num_symbols: usize) -> fmt::Result {
    out.write_char('(')?;
    for i in 0..num_dims {
        if i > 0 {
            out.write_str(", ")?;
        }
        write!(out, "d{i}")?;
    }
    out.write_char(')')?;
    if num_symbols != 0 {
        out.write_char('[')?;
        for i in 0..num_symbols {
            if i > 0 {
                out.write_str(", ")?;
            }
            write!(out, "s{i}")?;
        }
        out.write_char(']')?;
    }
    Ok(())
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_affine_expr(f, self, None)
    }
}

/// Prints the body that appears inside `affine_map<...>`.
impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_ids(f, self.num_dims(), self.num_symbols())?;
        f.write_str(" -> (")?;
        for (i, e) in self.results().iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_affine_expr(f, e, None)?;
        }
        f.write_char(')')
    }
}

/// Prints the body that appears inside `affine_set<...>`.
impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_ids(f, self.num_dims(), self.num_symbols())?;
        f.write_str(" : (")?;
        for (i, (e, &eq)) in self.constraints().iter().zip(self.eq_flags()).enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_affine_expr(f, e, None)?;
            f.write_str(if eq { " == 0" } else { " >= 0" })?;
        }
        f.write_char(')')
    }
}
