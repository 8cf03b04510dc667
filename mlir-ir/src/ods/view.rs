//! What the typed op views generated from the op definitions
//! (`rmlir-gen-views`) read through: an op's operand and result groups by
//! their definition's arities, its attributes, regions and successors.
//!
//! A view is checked once when made ([`matches`]): the op is live, has the
//! view's name, and its operand and result counts fit the definition's
//! groups. Its accessors then name what they read instead of counting
//! positions; an op that changed shape since (which only a bug can do)
//! reads as [`IrError::ViewMismatch`], never as a silently wrong value.

use super::spec::Arity;
use crate::ir::{Ir, IrError, IrResult, OpId, RegionId, Value};
use crate::{Attribute, BlockId};
use smallvec::SmallVec;
use std::ops::Range;

/// The groups of an op's operands or results, as its definition lists
/// them.
#[derive(Copy, Clone, Debug)]
pub struct Groups {
    /// Each group's arity, in order.
    pub arities: &'static [Arity],
    /// The inherent attribute giving each group's size
    /// (`operandSegmentSizes`), when the op has one.
    pub sizes_attr: Option<&'static str>,
}

/// Which values of an op a [`Groups`] describes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Of {
    /// The operands.
    Operands,
    /// The results.
    Results,
}

impl Groups {
    /// The position range of each group among `total` values, or `None`
    /// when the counts do not fit the groups.
    fn ranges(&self, ir: &Ir, op: OpId, total: usize) -> Option<SmallVec<[Range<usize>; 6]>> {
        let mut out = SmallVec::new();
        let mut start = 0;
        if let Some(name) = self.sizes_attr {
            let sizes =
                super::spec::verify::op_attr(ir, op, name).and_then(|a| super::spec::verify::dense_i32(ir.ctx(), a))?;
            if sizes.len() != self.arities.len() {
                return None;
            }
            for (n, arity) in sizes.iter().zip(self.arities) {
                let n = usize::try_from(*n).ok()?;
                let fits = match arity {
                    Arity::Single => n == 1,
                    Arity::Optional => n <= 1,
                    Arity::Variadic => true,
                };
                if !fits {
                    return None;
                }
                out.push(start..start + n);
                start += n;
            }
            return (start == total).then_some(out);
        }
        let fixed = self.arities.iter().filter(|a| **a == Arity::Single).count();
        let var = self.arities.len() - fixed;
        let dynamic = total.checked_sub(fixed)?;
        // Without sizes, the variable groups share what is left evenly (as
        // ODS's unsegmented accessors do).
        let each = match var {
            0 if dynamic == 0 => 0,
            0 => return None,
            _ if dynamic % var != 0 => return None,
            _ => dynamic / var,
        };
        for arity in self.arities {
            let n = match arity {
                Arity::Single => 1,
                Arity::Optional if each > 1 => return None,
                _ => each,
            };
            out.push(start..start + n);
            start += n;
        }
        Some(out)
    }
}

impl Groups {
    /// Whether `total` values fit the groups (what [`Groups::ranges`]
    /// checks, without building the ranges when no sizes attribute says
    /// them: views are made on every fold).
    #[inline]
    fn fit(&self, ir: &Ir, op: OpId, total: usize) -> bool {
        if self.sizes_attr.is_some() {
            return self.ranges(ir, op, total).is_some();
        }
        let fixed = self.arities.iter().filter(|a| **a == Arity::Single).count();
        let var = self.arities.len() - fixed;
        let Some(dynamic) = total.checked_sub(fixed) else { return false };
        match var {
            0 => dynamic == 0,
            _ if dynamic % var != 0 => false,
            _ => dynamic / var <= 1 || !self.arities.contains(&Arity::Optional),
        }
    }

    /// The position of group `index` when it and every group before it
    /// are single: then it is `index` whatever the other groups hold, and
    /// a read needs no ranges.
    #[inline]
    fn static_position(&self, index: usize) -> Option<usize> {
        self.arities.get(..=index)?.iter().all(|a| *a == Arity::Single).then_some(index)
    }
}

fn count(ir: &Ir, op: OpId, of: Of) -> IrResult<usize> {
    match of {
        Of::Operands => ir.num_operands(op),
        Of::Results => ir.num_results(op),
    }
}

/// How many regions or successors an op's definition declares: `fixed`
/// single ones, and whether a variadic group (its last) takes any more.
#[derive(Copy, Clone, Debug)]
pub struct Slots {
    /// The number of single slots.
    pub fixed: usize,
    /// Whether a variadic group follows them.
    pub variadic: bool,
}

impl Slots {
    /// Whether `n` slots fit.
    fn fit(self, n: usize) -> bool {
        n == self.fixed || (self.variadic && n >= self.fixed)
    }
}

/// Whether `op` is a live op named `name` whose operands, results,
/// regions and successors fit its definition's: the check a view makes
/// once, so that its accessors can only fail on a core bug.
#[inline]
pub fn matches(
    ir: &Ir,
    op: OpId,
    name: &str,
    operands: &Groups,
    results: &Groups,
    regions: Slots,
    succs: Slots,
) -> bool {
    let Ok(data) = ir.op_data(op) else { return false };
    if ir.ctx().op_name_str(data.name) != name || !regions.fit(data.regions.len()) || !succs.fit(data.successors.len())
    {
        return false;
    }
    operands.fit(ir, op, data.operands.len()) && results.fit(ir, op, data.results.len())
}

/// The position range of group `index` of `op`'s operands or results.
#[inline]
fn range(ir: &Ir, op: OpId, view: &'static str, groups: &Groups, of: Of, index: usize) -> IrResult<Range<usize>> {
    let total = count(ir, op, of)?;
    groups.ranges(ir, op, total).and_then(|r| r.get(index).cloned()).ok_or(IrError::ViewMismatch(view))
}

#[inline]
fn value_at(ir: &Ir, op: OpId, of: Of, i: usize) -> IrResult<Value> {
    match of {
        Of::Operands => ir.operand(op, i),
        Of::Results => ir.result(op, i),
    }
}

/// The values of group `index` of `op`'s operands or results (`view`
/// names the view, for the error).
pub fn group(ir: &Ir, op: OpId, view: &'static str, groups: &Groups, of: Of, index: usize) -> IrResult<Vec<Value>> {
    range(ir, op, view, groups, of, index)?.map(|i| value_at(ir, op, of, i)).collect()
}

/// The one value of single group `index` (read in place: folders ask for
/// operands on every op, so this allocates nothing).
#[inline]
pub fn single(ir: &Ir, op: OpId, view: &'static str, groups: &Groups, of: Of, index: usize) -> IrResult<Value> {
    if let Some(at) = groups.static_position(index) {
        return value_at(ir, op, of, at);
    }
    let r = range(ir, op, view, groups, of, index)?;
    if r.len() != 1 {
        return Err(IrError::ViewMismatch(view));
    }
    value_at(ir, op, of, r.start)
}

/// The value of optional group `index`, if present.
#[inline]
pub fn optional(
    ir: &Ir,
    op: OpId,
    view: &'static str,
    groups: &Groups,
    of: Of,
    index: usize,
) -> IrResult<Option<Value>> {
    let r = range(ir, op, view, groups, of, index)?;
    match r.len() {
        0 => Ok(None),
        1 => value_at(ir, op, of, r.start).map(Some),
        _ => Err(IrError::ViewMismatch(view)),
    }
}

/// Attribute `name` of `op` (inherent, else discardable), if set.
#[inline]
pub fn attr(ir: &Ir, op: OpId, name: &str) -> IrResult<Option<Attribute>> {
    let d = ir.op_data(op)?;
    // Compare the text: the lists are short, and interning `name` (or a
    // per-thread memo of it) costs more than a few string compares.
    let ctx = ir.ctx();
    let find = |entries: &[crate::attributes::NamedAttribute]| {
        entries.iter().find(|(n, _)| ctx.ident_str(*n) == name).map(|(_, a)| *a)
    };
    Ok(d.props.and_then(|p| find(ctx.dict_entries(p))).or_else(|| find(&d.attrs)))
}

/// Region `index` of `op`.
#[inline]
pub fn region(ir: &Ir, op: OpId, index: usize) -> IrResult<RegionId> {
    let regions = ir.regions(op)?;
    regions.get(index).copied().ok_or(IrError::OutOfRange { what: "region", index, size: regions.len() })
}

/// The regions of `op` from `index` on (a variadic region group).
pub fn regions_from(ir: &Ir, op: OpId, index: usize) -> IrResult<Vec<RegionId>> {
    Ok(ir.regions(op)?.iter().skip(index).copied().collect())
}

/// Successor `index` of `op`.
#[inline]
pub fn successor(ir: &Ir, op: OpId, index: usize) -> IrResult<BlockId> {
    ir.successor(op, index)
}

/// The successors of `op` from `index` on (a variadic successor group).
pub fn successors_from(ir: &Ir, op: OpId, index: usize) -> IrResult<Vec<BlockId>> {
    Ok(ir.successors(op)?.skip(index).collect())
}

/// Reads through a view that was checked when made: an error there means
/// the op changed shape or was erased behind the view's back, a bug in
/// the core rather than in the IR a user wrote. `checked` turns it into a
/// loud internal error instead of a silently skipped fold or pattern.
pub trait Checked<T> {
    /// The value read; panics with the internal error if the read failed.
    fn checked(self) -> T;
}

impl<T> Checked<T> for IrResult<T> {
    #[inline]
    #[track_caller]
    fn checked(self) -> T {
        match self {
            Ok(v) => v,
            Err(e) => panic!("{e} (a read through a checked op view failed)"),
        }
    }
}

/// Reads `op` through the typed view of whichever of the listed views it
/// is, for code shared by a family of ops (one folder for every binary op
/// of a dialect): matches the op's name against the views' and, on the
/// one it is, evaluates `$read` with `$v` bound to the checked view, as
/// `Some`. `None` when `op` is none of them, is stale or does not fit.
/// The enclosing function returns an `Option`.
///
/// ```ignore
/// let (lhs, rhs) = mlir_ir::on_view!(ir, op, |v| (v.lhs(ir).checked(), v.rhs(ir).checked()), [AddOp, SubOp])?;
/// ```
#[macro_export]
macro_rules! on_view {
    ($ir:expr, $op:expr, |$v:ident| $read:expr, [$($view:path),* $(,)?]) => {{
        let name = $ir.ctx().op_name_str($ir.op_name($op).ok()?);
        match name {
            $(<$view>::NAME => <$view>::new($ir, $op).map(|$v| $read),)*
            _ => None,
        }
    }};
}

/// Defines the typed view of one op (what `rmlir-gen-views` writes, one
/// invocation per op): a `Copy` struct over the op's id, `new` checking it
/// once, and an accessor per operand group, result group, attribute,
/// region and successor of its definition.
///
/// Groups are `name: Arity index "odsName"`; regions and successors are
/// `name: one index "odsName"` or `name: variadic index "odsName"`.
#[macro_export]
macro_rules! op_view {
    (
        $(#[$doc:meta])*
        $view:ident = $op:literal;
        operands(sizes = $sizes:expr) { $($on:ident: $oa:ident $oi:literal $ods:literal),* $(,)? }
        results { $($rn:ident: $ra:ident $ri:literal $rods:literal),* $(,)? }
        attributes { $($an:ident = $aods:literal),* $(,)? }
        regions { $($gn:ident: $gk:ident $gi:literal $gods:literal),* $(,)? }
        successors { $($sn:ident: $sk:ident $si:literal $sods:literal),* $(,)? }
    ) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub struct $view($crate::OpId);

        impl $view {
            /// The op's name.
            pub const NAME: &'static str = $op;
            const OPERANDS: $crate::ods::view::Groups = $crate::ods::view::Groups {
                arities: &[$($crate::ods::spec::Arity::$oa),*],
                sizes_attr: $sizes,
            };
            const RESULTS: $crate::ods::view::Groups =
                $crate::ods::view::Groups { arities: &[$($crate::ods::spec::Arity::$ra),*], sizes_attr: None };
            const REGIONS: $crate::ods::view::Slots = $crate::ods::view::Slots {
                fixed: 0 $(+ $crate::op_view!(@fixed $gk))*,
                variadic: false $(|| $crate::op_view!(@variadic $gk))*,
            };
            const SUCCESSORS: $crate::ods::view::Slots = $crate::ods::view::Slots {
                fixed: 0 $(+ $crate::op_view!(@fixed $sk))*,
                variadic: false $(|| $crate::op_view!(@variadic $sk))*,
            };

            /// A view of `op` when it is a live op of this name whose operands,
            /// results, regions and successors fit its definition.
            pub fn new(ir: &$crate::Ir, op: $crate::OpId) -> Option<$view> {
                $crate::ods::view::matches(
                    ir,
                    op,
                    Self::NAME,
                    &Self::OPERANDS,
                    &Self::RESULTS,
                    Self::REGIONS,
                    Self::SUCCESSORS,
                )
                .then_some($view(op))
            }

            /// The viewed op.
            pub fn op(self) -> $crate::OpId {
                self.0
            }

            $($crate::op_view!(@value $on $oa $oi $ods OPERANDS Operands "Operand");)*
            $($crate::op_view!(@value $rn $ra $ri $rods RESULTS Results "Result");)*
            $(
                #[doc = concat!("Attribute `", $aods, "`, if set.")]
                pub fn $an(self, ir: &$crate::Ir) -> $crate::IrResult<Option<$crate::Attribute>> {
                    $crate::ods::view::attr(ir, self.0, $aods)
                }
            )*
            $($crate::op_view!(@region $gn $gk $gi $gods);)*
            $($crate::op_view!(@successor $sn $sk $si $sods);)*
        }
    };
    (@fixed one) => { 1 };
    (@fixed variadic) => { 0 };
    (@variadic one) => { false };
    (@variadic variadic) => { true };
    (@value $name:ident Single $i:literal $ods:literal $groups:ident $of:ident $what:literal) => {
        #[doc = concat!($what, " `", $ods, "`.")]
        pub fn $name(self, ir: &$crate::Ir) -> $crate::IrResult<$crate::Value> {
            $crate::ods::view::single(ir, self.0, Self::NAME, &Self::$groups, $crate::ods::view::Of::$of, $i)
        }
    };
    (@value $name:ident Optional $i:literal $ods:literal $groups:ident $of:ident $what:literal) => {
        #[doc = concat!($what, " `", $ods, "` (optional).")]
        pub fn $name(self, ir: &$crate::Ir) -> $crate::IrResult<Option<$crate::Value>> {
            $crate::ods::view::optional(ir, self.0, Self::NAME, &Self::$groups, $crate::ods::view::Of::$of, $i)
        }
    };
    (@value $name:ident Variadic $i:literal $ods:literal $groups:ident $of:ident $what:literal) => {
        #[doc = concat!($what, "s `", $ods, "` (variadic).")]
        pub fn $name(self, ir: &$crate::Ir) -> $crate::IrResult<Vec<$crate::Value>> {
            $crate::ods::view::group(ir, self.0, Self::NAME, &Self::$groups, $crate::ods::view::Of::$of, $i)
        }
    };
    (@region $name:ident one $i:literal $ods:literal) => {
        #[doc = concat!("Region `", $ods, "`.")]
        pub fn $name(self, ir: &$crate::Ir) -> $crate::IrResult<$crate::RegionId> {
            $crate::ods::view::region(ir, self.0, $i)
        }
    };
    (@region $name:ident variadic $i:literal $ods:literal) => {
        #[doc = concat!("Regions `", $ods, "` (variadic).")]
        pub fn $name(self, ir: &$crate::Ir) -> $crate::IrResult<Vec<$crate::RegionId>> {
            $crate::ods::view::regions_from(ir, self.0, $i)
        }
    };
    (@successor $name:ident one $i:literal $ods:literal) => {
        #[doc = concat!("Successor `", $ods, "`.")]
        pub fn $name(self, ir: &$crate::Ir) -> $crate::IrResult<$crate::BlockId> {
            $crate::ods::view::successor(ir, self.0, $i)
        }
    };
    (@successor $name:ident variadic $i:literal $ods:literal) => {
        #[doc = concat!("Successors `", $ods, "` (variadic).")]
        pub fn $name(self, ir: &$crate::Ir) -> $crate::IrResult<Vec<$crate::BlockId>> {
            $crate::ods::view::successors_from(ir, self.0, $i)
        }
    };
}
