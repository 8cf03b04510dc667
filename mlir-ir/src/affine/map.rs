//! `AffineMap`: `(d0, ..., dn)[s0, ..., sm] -> (e0, ..., ek)`.

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use super::expr::{AffineExpr, AffineExprKind};

/// An affine map: a number of dimension and symbol inputs and a list of
/// result expressions over them.
///
/// Values are immutable; clones share the result list. Equality and hashing
/// are structural, which matches upstream's uniquing because the expressions
/// are built by the same simplifying constructors.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct AffineMap {
    num_dims: usize,
    num_symbols: usize,
    results: Arc<[AffineExpr]>,
}

impl AffineMap {
    /// The map with the given input counts and results. Like upstream, the
    /// results are taken as they are (no re-simplification, no check that
    /// identifiers are in range).
    pub fn get(num_dims: usize, num_symbols: usize, results: impl Into<Vec<AffineExpr>>) -> AffineMap {
        let results: Vec<AffineExpr> = results.into();
        AffineMap { num_dims, num_symbols, results: results.into() }
    }

    /// `() -> ()`, the zero-input zero-result map.
    pub fn get_empty() -> AffineMap {
        AffineMap::get(0, 0, Vec::new())
    }

    /// A map with inputs but no results.
    pub fn get_no_results(num_dims: usize, num_symbols: usize) -> AffineMap {
        AffineMap::get(num_dims, num_symbols, Vec::new())
    }

    /// `() -> (value)`.
    pub fn get_constant(value: i64) -> AffineMap {
        AffineMap::get(0, 0, vec![AffineExpr::constant(value)])
    }

    /// `(d0, ..., d{n-1}) -> (d0, ..., d{n-1})`.
    pub fn multi_dim_identity(num_dims: usize) -> AffineMap {
        AffineMap::get(num_dims, 0, (0..num_dims).map(AffineExpr::dim).collect::<Vec<_>>())
    }

    /// Alias of [`Self::multi_dim_identity`] under the Python bindings' name.
    pub fn identity(num_dims: usize) -> AffineMap {
        Self::multi_dim_identity(num_dims)
    }

    /// The identity on the `results` most minor dims:
    /// `(d0, ..., d{dims-1}) -> (d{dims-results}, ..., d{dims-1})`.
    /// `None` if `results > dims` (upstream asserts).
    pub fn minor_identity(dims: usize, results: usize) -> Option<AffineMap> {
        if results > dims {
            return None;
        }
        Some(AffineMap::get(dims, 0, (dims - results..dims).map(AffineExpr::dim).collect::<Vec<_>>()))
    }

    /// `(d0, ..., d{n-1}) -> (d{targets[0]}, ...)`.
    pub fn multi_dim_map_with_targets(num_dims: usize, targets: &[usize]) -> AffineMap {
        AffineMap::get(num_dims, 0, targets.iter().map(|&t| AffineExpr::dim(t)).collect::<Vec<_>>())
    }

    /// The permutation map sending result `i` to `d{permutation[i]}`, over
    /// `max + 1` dims. `None` for an empty list or a non-permutation (both
    /// assert upstream).
    pub fn permutation(permutation: &[usize]) -> Option<AffineMap> {
        let max = *permutation.iter().max()?;
        let map = Self::multi_dim_map_with_targets(max + 1, permutation);
        map.is_permutation().then_some(map)
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

    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// The result expressions.
    pub fn results(&self) -> &[AffineExpr] {
        &self.results
    }

    /// Result `idx`; panics when out of range, like slice indexing.
    pub fn result(&self, idx: usize) -> &AffineExpr {
        &self.results[idx]
    }

    /// True for `() -> ()`.
    pub fn is_empty(&self) -> bool {
        self.num_dims == 0 && self.num_symbols == 0 && self.results.is_empty()
    }

    /// True if the results are exactly `d0, ..., d{num_dims-1}`.
    pub fn is_identity(&self) -> bool {
        self.num_dims == self.results.len() && self.results.iter().enumerate().all(|(i, e)| e.dim_position() == Some(i))
    }

    /// True if this is the minor identity for its dim and result counts.
    pub fn is_minor_identity(&self) -> bool {
        let (d, r) = (self.num_dims, self.results.len());
        d >= r
            && self.results.iter().enumerate().all(|(i, e)| e.dim_position() == Some(d - r + i))
            && self.num_symbols == 0
    }

    /// True if there is exactly one result and it is a constant.
    pub fn is_single_constant(&self) -> bool {
        self.results.len() == 1 && self.results[0].value().is_some()
    }

    /// True if every result is a constant (vacuously for no results).
    pub fn is_constant(&self) -> bool {
        self.results.iter().all(|e| e.value().is_some())
    }

    /// The value of the single constant result, if [`Self::is_single_constant`].
    pub fn single_constant_result(&self) -> Option<i64> {
        if self.is_single_constant() {
            self.results[0].value()
        } else {
            None
        }
    }

    /// All results as constants, if [`Self::is_constant`].
    pub fn constant_results(&self) -> Option<Vec<i64>> {
        self.results.iter().map(AffineExpr::value).collect()
    }

    /// True if the map has no symbols, no more results than inputs, and each
    /// result is a distinct dim (or, with `allow_zero_in_results`, the
    /// constant 0).
    pub fn is_projected_permutation(&self, allow_zero_in_results: bool) -> bool {
        if self.num_symbols > 0 || self.results.len() > self.num_inputs() {
            return false;
        }
        let mut seen = vec![false; self.num_inputs()];
        for e in self.results.iter() {
            if let Some(p) = e.dim_position() {
                match seen.get_mut(p) {
                    Some(s) if !*s => *s = true,
                    _ => return false,
                }
            } else if !(allow_zero_in_results && e.value() == Some(0)) {
                return false;
            }
        }
        true
    }

    /// A projected permutation with as many results as dims.
    pub fn is_permutation(&self) -> bool {
        self.num_dims == self.results.len() && self.is_projected_permutation(false)
    }

    /// Position of the dim that result `idx` is, if it is a dim.
    pub fn dim_position(&self, idx: usize) -> Option<usize> {
        self.results.get(idx).and_then(AffineExpr::dim_position)
    }

    /// Index of the first result equal to the dim expression `input`.
    pub fn result_position(&self, input: &AffineExpr) -> Option<usize> {
        input.dim_position()?;
        self.results.iter().position(|e| e == input)
    }

    /// Whether `d<position>` occurs in some result.
    pub fn is_function_of_dim(&self, position: usize) -> bool {
        self.results.iter().any(|e| e.is_function_of_dim(position))
    }

    /// Whether `s<position>` occurs in some result.
    pub fn is_function_of_symbol(&self, position: usize) -> bool {
        self.results.iter().any(|e| e.is_function_of_symbol(position))
    }

    /// Post-order walk over every result expression.
    pub fn walk_exprs(&self, f: &mut dyn FnMut(&AffineExpr)) {
        for e in self.results.iter() {
            e.walk(f);
        }
    }

    /// Substitutes dims and symbols in every result and re-declares the
    /// input counts (upstream's `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_result_dims: usize,
        num_result_symbols: usize,
    ) -> AffineMap {
        let results: Vec<_> = self.results.iter().map(|e| e.replace_dims_and_symbols(dims, symbols)).collect();
        AffineMap::get(num_result_dims, num_result_symbols, results)
    }

    /// Replaces `expr` by `replacement` in every result, with new input counts.
    pub fn replace(
        &self,
        expr: &AffineExpr,
        replacement: &AffineExpr,
        num_result_dims: usize,
        num_result_symbols: usize,
    ) -> AffineMap {
        let results: Vec<_> = self.results.iter().map(|e| e.replace(expr, replacement)).collect();
        AffineMap::get(num_result_dims, num_result_symbols, results)
    }

    /// Sparse replacement in every result, with new input counts.
    pub fn replace_map(
        &self,
        map: &HashMap<AffineExpr, AffineExpr>,
        num_result_dims: usize,
        num_result_symbols: usize,
    ) -> AffineMap {
        let results: Vec<_> = self.results.iter().map(|e| e.replace_map(map)).collect();
        AffineMap::get(num_result_dims, num_result_symbols, results)
    }

    /// Removes the results whose indices are listed (duplicates ignored).
    pub fn drop_results(&self, positions: &[usize]) -> AffineMap {
        let results: Vec<_> =
            self.results.iter().enumerate().filter(|(i, _)| !positions.contains(i)).map(|(_, e)| e.clone()).collect();
        AffineMap::get(self.num_dims, self.num_symbols, results)
    }

    /// Removes result `idx`.
    pub fn drop_result(&self, idx: usize) -> AffineMap {
        self.drop_results(&[idx])
    }

    /// `self ∘ other`: feeds `other`'s results into this map's dims.
    /// Symbols are concatenated, this map's first. `None` if
    /// `self.num_dims() != other.num_results()` (upstream asserts).
    pub fn compose(&self, other: &AffineMap) -> Option<AffineMap> {
        if self.num_dims != other.num_results() {
            return None;
        }
        let num_dims = other.num_dims;
        let num_symbols = self.num_symbols + other.num_symbols;
        let new_dims: Vec<_> = (0..num_dims).map(AffineExpr::dim).collect();
        let new_syms: Vec<_> = (self.num_symbols..num_symbols).map(AffineExpr::symbol).collect();
        let shifted = other.replace_dims_and_symbols(&new_dims, &new_syms, num_dims, num_symbols);
        let results: Vec<_> = self.results.iter().map(|e| e.compose(&shifted)).collect();
        Some(AffineMap::get(num_dims, num_symbols, results))
    }

    /// Evaluates a symbol-less map at constant dims; `None` unless every
    /// result folds to a constant.
    pub fn compose_values(&self, values: &[i64]) -> Option<Vec<i64>> {
        if self.num_symbols != 0 {
            return None;
        }
        let dims: Vec<_> = values.iter().map(|&v| AffineExpr::constant(v)).collect();
        self.results.iter().map(|e| e.replace_dims(&dims).value()).collect()
    }

    /// The map keeping only the listed results, in the listed order.
    /// `None` if an index is out of range.
    pub fn get_submap(&self, result_pos: &[usize]) -> Option<AffineMap> {
        let results: Option<Vec<_>> = result_pos.iter().map(|&i| self.results.get(i).cloned()).collect();
        Some(AffineMap::get(self.num_dims, self.num_symbols, results?))
    }

    /// The map keeping results `start .. start + length`; `None` if out of range.
    pub fn get_slice_map(&self, start: usize, length: usize) -> Option<AffineMap> {
        let slice = self.results.get(start..start.checked_add(length)?)?;
        Some(AffineMap::get(self.num_dims, self.num_symbols, slice.to_vec()))
    }

    /// The first `num_results` results; the whole map if it has fewer.
    /// `None` for 0, where upstream returns a null map.
    pub fn get_major_submap(&self, num_results: usize) -> Option<AffineMap> {
        if num_results == 0 {
            return None;
        }
        if num_results > self.results.len() {
            return Some(self.clone());
        }
        self.get_slice_map(0, num_results)
    }

    /// The last `num_results` results; the whole map if it has fewer.
    /// `None` for 0, where upstream returns a null map.
    pub fn get_minor_submap(&self, num_results: usize) -> Option<AffineMap> {
        if num_results == 0 {
            return None;
        }
        if num_results > self.results.len() {
            return Some(self.clone());
        }
        self.get_slice_map(self.results.len() - num_results, num_results)
    }

    /// Replaces the flagged dims (`flags[i]` for `d<i>`) by 0; with
    /// `compress`, the remaining dims are renumbered densely and the dim
    /// count shrinks (upstream's `projectDims`).
    pub fn project_dims(&self, flags: &[bool], compress: bool) -> AffineMap {
        self.project_common(flags, compress, true)
    }

    /// Symbol counterpart of [`Self::project_dims`].
    pub fn project_symbols(&self, flags: &[bool], compress: bool) -> AffineMap {
        self.project_common(flags, compress, false)
    }

    fn project_common(&self, flags: &[bool], compress: bool, is_dim: bool) -> AffineMap {
        let n = if is_dim { self.num_dims } else { self.num_symbols };
        let mut next = 0;
        let mut repl = Vec::with_capacity(n);
        for i in 0..n {
            if flags.get(i).copied().unwrap_or(false) {
                repl.push(AffineExpr::constant(0));
                continue;
            }
            let pos = if compress {
                next += 1;
                next - 1
            } else {
                i
            };
            repl.push(if is_dim { AffineExpr::dim(pos) } else { AffineExpr::symbol(pos) });
        }
        let results: Vec<_> = self
            .results
            .iter()
            .map(|e| if is_dim { e.replace_dims(&repl) } else { e.replace_symbols(&repl) })
            .collect();
        let num_dims = if compress && is_dim { next } else { self.num_dims };
        let num_symbols = if compress && !is_dim { next } else { self.num_symbols };
        AffineMap::get(num_dims, num_symbols, results)
    }

    /// Flags of the dims no result uses.
    pub fn unused_dims(&self) -> Vec<bool> {
        (0..self.num_dims).map(|i| !self.is_function_of_dim(i)).collect()
    }

    /// Flags of the symbols no result uses.
    pub fn unused_symbols(&self) -> Vec<bool> {
        (0..self.num_symbols).map(|i| !self.is_function_of_symbol(i)).collect()
    }

    /// Drops the flagged dims and renumbers the rest (upstream's `compressDims`).
    pub fn compress_dims(&self, unused: &[bool]) -> AffineMap {
        self.project_dims(unused, true)
    }

    /// Drops the flagged symbols and renumbers the rest.
    pub fn compress_symbols(&self, unused: &[bool]) -> AffineMap {
        self.project_symbols(unused, true)
    }

    /// Drops the dims no result uses (upstream's `compressUnusedDims`).
    pub fn compress_unused_dims(&self) -> AffineMap {
        self.compress_dims(&self.unused_dims())
    }

    /// Drops the symbols no result uses (upstream's `compressUnusedSymbols`).
    pub fn compress_unused_symbols(&self) -> AffineMap {
        self.compress_symbols(&self.unused_symbols())
    }

    /// Compresses several maps with the same input counts together, so they
    /// keep agreeing on their inputs: a symbol is kept if any map uses it.
    /// `None` if the input counts differ.
    pub fn compress_unused_symbols_list(maps: &[AffineMap]) -> Option<Vec<AffineMap>> {
        Self::compress_list(maps, AffineMap::compress_unused_symbols)
    }

    /// Dim counterpart of [`Self::compress_unused_symbols_list`].
    pub fn compress_unused_dims_list(maps: &[AffineMap]) -> Option<Vec<AffineMap>> {
        Self::compress_list(maps, AffineMap::compress_unused_dims)
    }

    fn compress_list(maps: &[AffineMap], f: fn(&AffineMap) -> AffineMap) -> Option<Vec<AffineMap>> {
        let Some(first) = maps.first() else {
            return Some(Vec::new());
        };
        let (nd, ns) = (first.num_dims, first.num_symbols);
        if maps.iter().any(|m| m.num_dims != nd || m.num_symbols != ns) {
            return None;
        }
        let all: Vec<_> = maps.iter().flat_map(|m| m.results.iter().cloned()).collect();
        let unified = f(&AffineMap::get(nd, ns, all));
        let mut rest = unified.results();
        let mut out = Vec::with_capacity(maps.len());
        for m in maps {
            let (head, tail) = rest.split_at(m.num_results());
            out.push(AffineMap::get(unified.num_dims, unified.num_symbols, head.to_vec()));
            rest = tail;
        }
        Some(out)
    }

    /// Inverse of a (possibly non-injective) permutation map without
    /// symbols: the first result naming each dim wins. `None` if some dim is
    /// never named. An empty map is its own inverse.
    pub fn inverse_permutation(&self) -> Option<AffineMap> {
        if self.is_empty() {
            return Some(self.clone());
        }
        if self.num_symbols != 0 {
            return None;
        }
        let mut exprs: Vec<Option<AffineExpr>> = vec![None; self.num_dims];
        for (i, e) in self.results.iter().enumerate() {
            if let Some(p) = e.dim_position() {
                if let Some(slot) = exprs.get_mut(p) {
                    if slot.is_none() {
                        *slot = Some(AffineExpr::dim(i));
                    }
                }
            }
        }
        let seen: Vec<_> = exprs.into_iter().flatten().collect();
        if seen.len() != self.num_inputs() {
            return None;
        }
        Some(AffineMap::get(self.results.len(), 0, seen))
    }

    /// Concatenates the results of several maps: dims are shared (the count
    /// is the maximum), symbols are appended map after map.
    pub fn concat(maps: &[AffineMap]) -> AffineMap {
        let mut num_dims = 0;
        let mut num_symbols = 0;
        let mut results = Vec::new();
        for m in maps {
            for e in m.results.iter() {
                results.push(e.shift_symbols(m.num_symbols, num_symbols, 0));
            }
            num_symbols += m.num_symbols;
            num_dims = num_dims.max(m.num_dims);
        }
        AffineMap::get(num_dims, num_symbols, results)
    }

    /// Builds one map per expression list, all with the dim and symbol
    /// counts inferred from the largest positions used anywhere.
    pub fn infer_from_expr_list(lists: &[Vec<AffineExpr>]) -> Vec<AffineMap> {
        let mut num_dims = 0;
        let mut num_symbols = 0;
        for e in lists.iter().flatten() {
            e.walk(&mut |n| match n.kind() {
                AffineExprKind::DimId => num_dims = num_dims.max(n.position().unwrap_or(0) + 1),
                AffineExprKind::SymbolId => num_symbols = num_symbols.max(n.position().unwrap_or(0) + 1),
                _ => {}
            });
        }
        lists.iter().map(|l| AffineMap::get(num_dims, num_symbols, l.clone())).collect()
    }

    /// Folds each result given constant values for some inputs (`None` for
    /// unknown ones, dims first then symbols). Results that fold become
    /// constants; the others are kept. Returns the partially folded map and,
    /// when every result folded, the values. Returns `Err(())` when an
    /// evaluation hits division by zero or `mod` by a non-positive value
    /// (upstream's poison). `operands.len()` must be `num_inputs()`.
    #[allow(clippy::result_unit_err)]
    pub fn partial_constant_fold(&self, operands: &[Option<i64>]) -> Result<(AffineMap, Option<Vec<i64>>), ()> {
        let mut all = Some(Vec::with_capacity(self.results.len()));
        let mut exprs = Vec::with_capacity(self.results.len());
        for e in self.results.iter() {
            match fold_expr(e, self.num_dims, operands)? {
                Some(v) => {
                    exprs.push(AffineExpr::constant(v));
                    if let Some(a) = all.as_mut() {
                        a.push(v);
                    }
                }
                None => {
                    exprs.push(e.clone());
                    all = None;
                }
            }
        }
        Ok((AffineMap::get(self.num_dims, self.num_symbols, exprs), all))
    }

    /// Largest known divisor common to all results (`u64::MAX` with no
    /// results, as upstream).
    pub fn largest_known_divisor_of_results(&self) -> u64 {
        let g = self.results.iter().fold(0u64, |g, e| super::expr::gcd_u64(g, e.largest_known_divisor() as u64));
        if g == 0 {
            u64::MAX
        } else {
            g
        }
    }
}

/// Constant evaluation used by [`AffineMap::partial_constant_fold`]:
/// `Ok(None)` when an input is unknown, `Err` on poison. Arithmetic wraps,
/// like upstream's `int64_t` folder.
fn fold_expr(e: &AffineExpr, num_dims: usize, operands: &[Option<i64>]) -> Result<Option<i64>, ()> {
    match e.kind() {
        AffineExprKind::Constant => Ok(e.value()),
        AffineExprKind::DimId => Ok(e.position().and_then(|p| operands.get(p).copied().flatten())),
        AffineExprKind::SymbolId => Ok(e.position().and_then(|p| operands.get(num_dims + p).copied().flatten())),
        kind => {
            let (_, l, r) = e.as_binary().ok_or(())?;
            let Some(l) = fold_expr(l, num_dims, operands)? else {
                return Ok(None);
            };
            let Some(r) = fold_expr(r, num_dims, operands)? else {
                return Ok(None);
            };
            Ok(Some(match kind {
                AffineExprKind::Add => l.wrapping_add(r),
                AffineExprKind::Mul => l.wrapping_mul(r),
                AffineExprKind::Mod => {
                    if r < 1 {
                        return Err(());
                    }
                    l.rem_euclid(r)
                }
                AffineExprKind::FloorDiv => {
                    if r == 0 {
                        return Err(());
                    }
                    let q = l.wrapping_div(r);
                    if l.wrapping_rem(r) != 0 && ((l < 0) != (r < 0)) {
                        q - 1
                    } else {
                        q
                    }
                }
                _ => {
                    if r == 0 {
                        return Err(());
                    }
                    let q = l.wrapping_div(r);
                    if l.wrapping_rem(r) != 0 && ((l < 0) == (r < 0)) {
                        q + 1
                    } else {
                        q
                    }
                }
            }))
        }
    }
}

impl fmt::Debug for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AffineMap({self})")
    }
}
