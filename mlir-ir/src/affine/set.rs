//! `IntegerSet`: `(d0, ...)[s0, ...] : (e0 >= 0, e1 == 0, ...)`.

use std::fmt;
use std::sync::Arc;

use super::expr::AffineExpr;

/// A conjunction of affine constraints `e >= 0` / `e == 0` over dims and
/// symbols.
///
/// Immutable; clones share the constraint lists. Structural equality
/// coincides with upstream's uniquing, as for [`super::AffineMap`].
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    num_dims: usize,
    num_symbols: usize,
    constraints: Arc<[AffineExpr]>,
    eq_flags: Arc<[bool]>,
}

impl IntegerSet {
    /// The set with the given constraints; `eq_flags[i]` marks constraint `i`
    /// as an equality. `None` if the two lists differ in length. Upstream
    /// asserts at least one constraint (the parser turns `()` into `0 == 0`);
    /// an empty list is accepted here but has no upstream spelling.
    pub fn get(
        num_dims: usize,
        num_symbols: usize,
        constraints: impl Into<Vec<AffineExpr>>,
        eq_flags: impl Into<Vec<bool>>,
    ) -> Option<IntegerSet> {
        let constraints: Vec<AffineExpr> = constraints.into();
        let eq_flags: Vec<bool> = eq_flags.into();
        if constraints.len() != eq_flags.len() {
            return None;
        }
        Some(IntegerSet { num_dims, num_symbols, constraints: constraints.into(), eq_flags: eq_flags.into() })
    }

    /// The canonical empty set `1 == 0` (upstream's `getEmptySet`).
    pub fn get_empty(num_dims: usize, num_symbols: usize) -> IntegerSet {
        IntegerSet {
            num_dims,
            num_symbols,
            constraints: vec![AffineExpr::constant(1)].into(),
            eq_flags: vec![true].into(),
        }
    }

    /// The universe `0 == 0`, which is what an empty constraint list parses to.
    pub fn get_universe(num_dims: usize, num_symbols: usize) -> IntegerSet {
        IntegerSet {
            num_dims,
            num_symbols,
            constraints: vec![AffineExpr::constant(0)].into(),
            eq_flags: vec![true].into(),
        }
    }

    /// True only for the canonical empty set `1 == 0` (a syntactic check,
    /// exactly upstream's `isEmptyIntegerSet`).
    pub fn is_empty_integer_set(&self) -> bool {
        *self == Self::get_empty(self.num_dims, self.num_symbols)
    }

    /// Number of dimension inputs.
    pub fn num_dims(&self) -> usize {
        self.num_dims
    }

    /// Number of symbol inputs.
    pub fn num_symbols(&self) -> usize {
        self.num_symbols
    }

    /// Number of inputs, dims plus symbols.
    pub fn num_inputs(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// Number of equality constraints.
    pub fn num_equalities(&self) -> usize {
        self.eq_flags.iter().filter(|&&e| e).count()
    }

    /// Number of inequality (`>= 0`) constraints.
    pub fn num_inequalities(&self) -> usize {
        self.eq_flags.len() - self.num_equalities()
    }

    /// The constraint expressions (each compared against 0).
    pub fn constraints(&self) -> &[AffineExpr] {
        &self.constraints
    }

    /// Constraint `idx`; panics when out of range.
    pub fn constraint(&self, idx: usize) -> &AffineExpr {
        &self.constraints[idx]
    }

    /// The equality flags, parallel to [`Self::constraints`].
    pub fn eq_flags(&self) -> &[bool] {
        &self.eq_flags
    }

    /// Whether constraint `idx` is an equality; panics when out of range.
    pub fn is_eq(&self, idx: usize) -> bool {
        self.eq_flags[idx]
    }

    /// Post-order walk over every constraint expression.
    pub fn walk_exprs(&self, f: &mut dyn FnMut(&AffineExpr)) {
        for e in self.constraints.iter() {
            e.walk(f);
        }
    }

    /// Substitutes dims and symbols in every constraint and re-declares the
    /// input counts (upstream's `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_result_dims: usize,
        num_result_symbols: usize,
    ) -> IntegerSet {
        let constraints: Vec<_> = self.constraints.iter().map(|e| e.replace_dims_and_symbols(dims, symbols)).collect();
        IntegerSet {
            num_dims: num_result_dims,
            num_symbols: num_result_symbols,
            constraints: constraints.into(),
            eq_flags: self.eq_flags.clone(),
        }
    }
}

impl fmt::Debug for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "IntegerSet({self})")
    }
}
