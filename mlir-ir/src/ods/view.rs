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

fn count(ir: &Ir, op: OpId, of: Of) -> IrResult<usize> {
    match of {
        Of::Operands => ir.num_operands(op),
        Of::Results => ir.num_results(op),
    }
}

/// Whether `op` is a live op named `name` whose operands and results fit
/// `operands` and `results`: the check a view makes once.
pub fn matches(ir: &Ir, op: OpId, name: &str, operands: &Groups, results: &Groups) -> bool {
    let Ok(n) = ir.op_name(op) else { return false };
    if ir.ctx().op_name_str(n) != name {
        return false;
    }
    let fits = |groups: &Groups, of: Of| count(ir, op, of).is_ok_and(|total| groups.ranges(ir, op, total).is_some());
    fits(operands, Of::Operands) && fits(results, Of::Results)
}

/// The values of group `index` of `op`'s operands or results (`view`
/// names the view, for the error).
pub fn group(ir: &Ir, op: OpId, view: &'static str, groups: &Groups, of: Of, index: usize) -> IrResult<Vec<Value>> {
    let total = count(ir, op, of)?;
    let range = groups.ranges(ir, op, total).and_then(|r| r.get(index).cloned()).ok_or(IrError::ViewMismatch(view))?;
    range
        .map(|i| match of {
            Of::Operands => ir.operand(op, i),
            Of::Results => ir.result(op, i),
        })
        .collect()
}

/// The one value of single group `index`.
pub fn single(ir: &Ir, op: OpId, view: &'static str, groups: &Groups, of: Of, index: usize) -> IrResult<Value> {
    let values = group(ir, op, view, groups, of, index)?;
    match values.as_slice() {
        [v] => Ok(*v),
        _ => Err(IrError::ViewMismatch(view)),
    }
}

/// The value of optional group `index`, if present.
pub fn optional(
    ir: &Ir,
    op: OpId,
    view: &'static str,
    groups: &Groups,
    of: Of,
    index: usize,
) -> IrResult<Option<Value>> {
    let values = group(ir, op, view, groups, of, index)?;
    match values.as_slice() {
        [] => Ok(None),
        [v] => Ok(Some(*v)),
        _ => Err(IrError::ViewMismatch(view)),
    }
}

/// Attribute `name` of `op` (inherent, else discardable), if set.
pub fn attr(ir: &Ir, op: OpId, name: &str) -> IrResult<Option<Attribute>> {
    ir.op_data(op)?;
    Ok(super::spec::verify::op_attr(ir, op, name))
}

/// Region `index` of `op`.
pub fn region(ir: &Ir, op: OpId, index: usize) -> IrResult<RegionId> {
    let regions = ir.regions(op)?;
    regions.get(index).copied().ok_or(IrError::OutOfRange { what: "region", index, size: regions.len() })
}

/// The regions of `op` from `index` on (a variadic region group).
pub fn regions_from(ir: &Ir, op: OpId, index: usize) -> IrResult<Vec<RegionId>> {
    Ok(ir.regions(op)?.iter().skip(index).copied().collect())
}

/// Successor `index` of `op`.
pub fn successor(ir: &Ir, op: OpId, index: usize) -> IrResult<BlockId> {
    ir.successor(op, index)
}

/// The successors of `op` from `index` on (a variadic successor group).
pub fn successors_from(ir: &Ir, op: OpId, index: usize) -> IrResult<Vec<BlockId>> {
    Ok(ir.successors(op)?.skip(index).collect())
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

            /// A view of `op` when it is a live op of this name whose operands
            /// and results fit its definition.
            pub fn new(ir: &$crate::Ir, op: $crate::OpId) -> Option<$view> {
                $crate::ods::view::matches(ir, op, Self::NAME, &Self::OPERANDS, &Self::RESULTS).then_some($view(op))
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
