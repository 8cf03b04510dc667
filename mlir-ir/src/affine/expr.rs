//! Affine expression nodes: the immutable, `Arc`-shared tree and the
//! structural queries upstream's `AffineExpr` offers.
//!
//! Construction of binary nodes always goes through the simplifying
//! constructors in [`super::simplify`], so two expressions built the same way
//! upstream would unique to the same pointer compare equal here.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::map::AffineMap;

/// The kind of an affine expression node, mirroring upstream's
/// `AffineExprKind` (the binary kinds first, then the leaves).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineExprKind {
    /// `lhs + rhs`.
    Add,
    /// `lhs * rhs`; at least one side is symbolic or constant.
    Mul,
    /// `lhs mod rhs` (Euclidean remainder, result in `[0, rhs)`).
    Mod,
    /// `lhs floordiv rhs` (rounds toward negative infinity).
    FloorDiv,
    /// `lhs ceildiv rhs` (rounds toward positive infinity).
    CeilDiv,
    /// An integer constant.
    Constant,
    /// A dimension identifier `dN`.
    DimId,
    /// A symbol identifier `sN`.
    SymbolId,
}

impl AffineExprKind {
    /// Whether this kind is one of the five binary operators.
    pub fn is_binary(self) -> bool {
        matches!(
            self,
            AffineExprKind::Add
                | AffineExprKind::Mul
                | AffineExprKind::Mod
                | AffineExprKind::FloorDiv
                | AffineExprKind::CeilDiv
        )
    }
}

/// Payload of a node; kept private so every binary node is created through a
/// constructor that knows about simplification.
#[derive(PartialEq, Eq)]
pub(super) enum NodeData {
    Dim(usize),
    Symbol(usize),
    Constant(i64),
    Binary { kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr },
}

/// A node plus its structural hash, computed once at construction so hashing
/// an interned map never walks whole trees.
pub(super) struct Node {
    hash: u64,
    /// [`AffineExpr::is_symbolic_or_constant`], computed once: the parser
    /// asks it of every right operand, and walking the operand each time
    /// makes deeply nested expressions quadratic (and recursive).
    symbolic: bool,
    pub(super) data: NodeData,
}

impl Drop for Node {
    /// Dropping the last reference to a deep tree recurses once per level;
    /// each level goes through the stack guard so that a tree nested
    /// 100,000 deep is freed on heap-allocated stack segments.
    fn drop(&mut self) {
        if let NodeData::Binary { .. } = self.data {
            let data = std::mem::replace(&mut self.data, NodeData::Constant(0));
            crate::support::stack::guard(move || drop(data));
        }
    }
}

/// An affine expression: an immutable tree of dims, symbols, constants and
/// the binary operators `+ * mod floordiv ceildiv`.
///
/// Cloning is a reference-count bump. Equality and hashing are structural;
/// since all constructors simplify exactly like upstream's, structural
/// equality coincides with upstream's pointer (uniquing) identity.
#[derive(Clone)]
pub struct AffineExpr(pub(super) Arc<Node>);

/// Mixes one word into a running hash. A fixed function (not `RandomState`)
/// so that the cached hash is deterministic across processes.
fn mix(h: u64, v: u64) -> u64 {
    (h.rotate_left(5) ^ v).wrapping_mul(0x517c_c1b7_2722_0a95)
}

impl AffineExpr {
    fn from_data(data: NodeData) -> AffineExpr {
        let hash = match &data {
            NodeData::Dim(p) => mix(mix(0, 1), *p as u64),
            NodeData::Symbol(p) => mix(mix(0, 2), *p as u64),
            NodeData::Constant(c) => mix(mix(0, 3), *c as u64),
            NodeData::Binary { kind, lhs, rhs } => mix(mix(mix(0, 4 + *kind as u64), lhs.0.hash), rhs.0.hash),
        };
        let symbolic = match &data {
            NodeData::Constant(_) | NodeData::Symbol(_) => true,
            NodeData::Dim(_) => false,
            NodeData::Binary { lhs, rhs, .. } => lhs.0.symbolic && rhs.0.symbolic,
        };
        AffineExpr(Arc::new(Node { hash, symbolic, data }))
    }

    /// The dimension identifier `d<position>`.
    pub fn dim(position: usize) -> AffineExpr {
        Self::from_data(NodeData::Dim(position))
    }

    /// The symbol identifier `s<position>`.
    pub fn symbol(position: usize) -> AffineExpr {
        Self::from_data(NodeData::Symbol(position))
    }

    /// The integer constant `value`.
    pub fn constant(value: i64) -> AffineExpr {
        Self::from_data(NodeData::Constant(value))
    }

    /// Builds a binary node verbatim, without any simplification. Only the
    /// simplifier calls this, after it decided nothing applies.
    pub(super) fn raw_binary(kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        debug_assert!(kind.is_binary());
        Self::from_data(NodeData::Binary { kind, lhs, rhs })
    }

    /// The kind of the root node.
    pub fn kind(&self) -> AffineExprKind {
        match &self.0.data {
            NodeData::Dim(_) => AffineExprKind::DimId,
            NodeData::Symbol(_) => AffineExprKind::SymbolId,
            NodeData::Constant(_) => AffineExprKind::Constant,
            NodeData::Binary { kind, .. } => *kind,
        }
    }

    /// Left operand of a binary node, `None` for leaves.
    pub fn lhs(&self) -> Option<&AffineExpr> {
        match &self.0.data {
            NodeData::Binary { lhs, .. } => Some(lhs),
            _ => None,
        }
    }

    /// Right operand of a binary node, `None` for leaves.
    pub fn rhs(&self) -> Option<&AffineExpr> {
        match &self.0.data {
            NodeData::Binary { rhs, .. } => Some(rhs),
            _ => None,
        }
    }

    /// Both operands and the kind of a binary node.
    pub fn as_binary(&self) -> Option<(AffineExprKind, &AffineExpr, &AffineExpr)> {
        match &self.0.data {
            NodeData::Binary { kind, lhs, rhs } => Some((*kind, lhs, rhs)),
            _ => None,
        }
    }

    /// Value of a constant node.
    pub fn value(&self) -> Option<i64> {
        match self.0.data {
            NodeData::Constant(c) => Some(c),
            _ => None,
        }
    }

    /// Position of a dim or symbol node.
    pub fn position(&self) -> Option<usize> {
        match self.0.data {
            NodeData::Dim(p) | NodeData::Symbol(p) => Some(p),
            _ => None,
        }
    }

    /// Position of a dim node (`None` for anything else, symbols included).
    pub fn dim_position(&self) -> Option<usize> {
        match self.0.data {
            NodeData::Dim(p) => Some(p),
            _ => None,
        }
    }

    /// Position of a symbol node (`None` for anything else, dims included).
    pub fn symbol_position(&self) -> Option<usize> {
        match self.0.data {
            NodeData::Symbol(p) => Some(p),
            _ => None,
        }
    }

    /// Whether the two handles share one node (cheap identity test).
    pub fn ptr_eq(&self, other: &AffineExpr) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    /// True if the expression contains no dimension identifier.
    pub fn is_symbolic_or_constant(&self) -> bool {
        self.0.symbolic
    }

    /// True if multiplication, floordiv, ceildiv and mod only ever involve a
    /// constant operand (a constant right operand for the divisions).
    pub fn is_pure_affine(&self) -> bool {
        crate::support::stack::guard(|| {
            match &self.0.data {
                NodeData::Dim(_) | NodeData::Symbol(_) | NodeData::Constant(_) => true,
                NodeData::Binary { kind, lhs, rhs } => match kind {
                    AffineExprKind::Add => lhs.is_pure_affine() && rhs.is_pure_affine(),
                    // Upstream accepts a constant on either side here since a
                    // raw (unsimplified) product may keep it on the left.
                    AffineExprKind::Mul => {
                        lhs.is_pure_affine() && rhs.is_pure_affine() && (lhs.value().is_some() || rhs.value().is_some())
                    }
                    _ => lhs.is_pure_affine() && rhs.value().is_some(),
                },
            }
        })
    }

    /// The greatest integer known to divide every value of the expression
    /// (upstream's `getLargestKnownDivisor`, wrapping arithmetic included).
    pub fn largest_known_divisor(&self) -> i64 {
        crate::support::stack::guard(|| {
            match &self.0.data {
                NodeData::Dim(_) | NodeData::Symbol(_) => 1,
                NodeData::Constant(c) => c.wrapping_abs(),
                NodeData::Binary { kind, lhs, rhs } => match kind {
                    AffineExprKind::FloorDiv | AffineExprKind::CeilDiv => {
                        // A constant divisor that divides the dividend's known
                        // divisor leaves the quotient as a known divisor.
                        match rhs.value() {
                            Some(r) if r != 0 => {
                                let l = lhs.largest_known_divisor();
                                if l.wrapping_rem(r) == 0 {
                                    l.wrapping_div(r)
                                } else {
                                    1
                                }
                            }
                            _ => 1,
                        }
                    }
                    AffineExprKind::Mul => lhs.largest_known_divisor().wrapping_mul(rhs.largest_known_divisor()),
                    _ => gcd_u64(lhs.largest_known_divisor() as u64, rhs.largest_known_divisor() as u64) as i64,
                },
            }
        })
    }

    /// Whether the expression is known to be a multiple of `factor`
    /// (upstream's `isMultipleOf`, including its unsigned arithmetic).
    pub fn is_multiple_of(&self, factor: i64) -> bool {
        crate::support::stack::guard(|| {
            // Upstream computes in `uint64_t` here; `is_multiple_of(0)` is
            // `v == 0`, which avoids C++'s division by zero.
            let urem = |v: u64| -> bool { v.is_multiple_of(factor as u64) };
            match &self.0.data {
                NodeData::Dim(_) | NodeData::Symbol(_) => factor.wrapping_mul(factor) == 1,
                NodeData::Constant(c) => {
                    if factor == 0 {
                        *c == 0
                    } else {
                        c.wrapping_rem(factor) == 0
                    }
                }
                NodeData::Binary { kind, lhs, rhs } => {
                    let l = lhs.largest_known_divisor() as u64;
                    let u = rhs.largest_known_divisor() as u64;
                    if *kind == AffineExprKind::Mul {
                        urem(l) || urem(u) || urem(l.wrapping_mul(u))
                    } else {
                        urem(gcd_u64(l, u))
                    }
                }
            }
        })
    }

    /// Whether `d<position>` occurs in the expression.
    pub fn is_function_of_dim(&self, position: usize) -> bool {
        crate::support::stack::guard(|| match &self.0.data {
            NodeData::Dim(p) => *p == position,
            NodeData::Binary { lhs, rhs, .. } => lhs.is_function_of_dim(position) || rhs.is_function_of_dim(position),
            _ => false,
        })
    }

    /// Whether `s<position>` occurs in the expression.
    pub fn is_function_of_symbol(&self, position: usize) -> bool {
        crate::support::stack::guard(|| match &self.0.data {
            NodeData::Symbol(p) => *p == position,
            NodeData::Binary { lhs, rhs, .. } => {
                lhs.is_function_of_symbol(position) || rhs.is_function_of_symbol(position)
            }
            _ => false,
        })
    }

    /// Visits every node in post-order (operands before their operator),
    /// like upstream's `AffineExpr::walk`.
    pub fn walk(&self, f: &mut dyn FnMut(&AffineExpr)) {
        crate::support::stack::guard(|| {
            if let NodeData::Binary { lhs, rhs, .. } = &self.0.data {
                lhs.walk(f);
                rhs.walk(f);
            }
            f(self);
        })
    }

    /// Substitutes `dims[i]` for `d<i>` and `symbols[j]` for `s<j>`;
    /// identifiers past the end of a list are kept. Rebuilt nodes are
    /// simplified again, and unchanged subtrees are shared, as upstream.
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], symbols: &[AffineExpr]) -> AffineExpr {
        crate::support::stack::guard(|| match &self.0.data {
            NodeData::Constant(_) => self.clone(),
            NodeData::Dim(p) => dims.get(*p).cloned().unwrap_or_else(|| self.clone()),
            NodeData::Symbol(p) => symbols.get(*p).cloned().unwrap_or_else(|| self.clone()),
            NodeData::Binary { kind, lhs, rhs } => {
                let nl = lhs.replace_dims_and_symbols(dims, symbols);
                let nr = rhs.replace_dims_and_symbols(dims, symbols);
                if nl == *lhs && nr == *rhs {
                    self.clone()
                } else {
                    AffineExpr::binary(*kind, &nl, &nr)
                }
            }
        })
    }

    /// [`Self::replace_dims_and_symbols`] with dims only.
    pub fn replace_dims(&self, dims: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(dims, &[])
    }

    /// [`Self::replace_dims_and_symbols`] with symbols only.
    pub fn replace_symbols(&self, symbols: &[AffineExpr]) -> AffineExpr {
        self.replace_dims_and_symbols(&[], symbols)
    }

    /// Sparse replacement: every subtree equal to a key (checked top-down,
    /// so the outermost match wins) is replaced by its value.
    pub fn replace_map(&self, map: &std::collections::HashMap<AffineExpr, AffineExpr>) -> AffineExpr {
        crate::support::stack::guard(|| {
            if let Some(r) = map.get(self) {
                return r.clone();
            }
            match &self.0.data {
                NodeData::Binary { kind, lhs, rhs } => {
                    let nl = lhs.replace_map(map);
                    let nr = rhs.replace_map(map);
                    if nl == *lhs && nr == *rhs {
                        self.clone()
                    } else {
                        AffineExpr::binary(*kind, &nl, &nr)
                    }
                }
                _ => self.clone(),
            }
        })
    }

    /// Replaces every occurrence of `expr` by `replacement`.
    pub fn replace(&self, expr: &AffineExpr, replacement: &AffineExpr) -> AffineExpr {
        let mut map = std::collections::HashMap::new();
        map.insert(expr.clone(), replacement.clone());
        self.replace_map(&map)
    }

    /// Renames `d[offset..num_dims)` to `d[offset+shift..num_dims+shift)`.
    pub fn shift_dims(&self, num_dims: usize, shift: usize, offset: usize) -> AffineExpr {
        let dims: Vec<AffineExpr> =
            (0..num_dims).map(|i| AffineExpr::dim(if i < offset { i } else { i + shift })).collect();
        self.replace_dims_and_symbols(&dims, &[])
    }

    /// Renames `s[offset..num_symbols)` to `s[offset+shift..num_symbols+shift)`.
    pub fn shift_symbols(&self, num_symbols: usize, shift: usize, offset: usize) -> AffineExpr {
        let syms: Vec<AffineExpr> =
            (0..num_symbols).map(|i| AffineExpr::symbol(if i < offset { i } else { i + shift })).collect();
        self.replace_dims_and_symbols(&[], &syms)
    }

    /// Substitutes the results of `map` for this expression's dims
    /// (upstream's `AffineExpr::compose`; symbols are left alone).
    pub fn compose(&self, map: &AffineMap) -> AffineExpr {
        self.replace_dims_and_symbols(map.results(), &[])
    }
}

/// Greatest common divisor on unsigned words, like `std::gcd<uint64_t>`.
pub(super) fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl PartialEq for AffineExpr {
    fn eq(&self, other: &AffineExpr) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
            || (self.0.hash == other.0.hash && crate::support::stack::guard(|| self.0.data == other.0.data))
    }
}

impl Eq for AffineExpr {}

impl Hash for AffineExpr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.0.hash);
    }
}

impl fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AffineExpr({self})")
    }
}

impl From<i64> for AffineExpr {
    fn from(v: i64) -> AffineExpr {
        AffineExpr::constant(v)
    }
}
