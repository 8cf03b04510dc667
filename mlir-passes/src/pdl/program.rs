//! The compiled form of a pattern: a matcher and a rewrite over numbered
//! slots, which the interpreter (`matcher`, `rewrite`) runs. It names no
//! op of any dialect: a pattern language's compiler (the `pdl` dialect's,
//! registered through [`super::PdlCompilerRegistration`]) translates its
//! ops into these steps, and the program is checked once when built
//! ([`PdlPattern::new`]) so the interpreter may index its bindings by
//! slot without checking again.

use super::PdlError;
use mlir_ir::{Attribute, Type};

/// An index into a pattern's bindings.
pub type Slot = usize;

/// What a slot holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    /// An operation (`!pdl.operation`).
    Op,
    /// An SSA value (`!pdl.value`).
    Value,
    /// A range of SSA values (`!pdl.range<value>`).
    Values,
    /// An attribute (`!pdl.attribute`).
    Attr,
    /// A type (`!pdl.type`).
    Type,
    /// A range of types (`!pdl.range<type>`).
    Types,
}

impl Kind {
    /// Whether the slot holds a range rather than a single item.
    pub fn is_range(self) -> bool {
        matches!(self, Kind::Values | Kind::Types)
    }
}

/// One step of the matcher: a fact about the IR the bindings must satisfy.
#[derive(Debug)]
pub enum MatchStep {
    /// A type or range of types, with its constant value(s) if any.
    Type {
        /// The slot of the type(s).
        slot: Slot,
        /// The types the slot must hold.
        constant: Option<Vec<Type>>,
    },
    /// An attribute, with its value type or constant value if any.
    Attribute {
        /// The slot of the attribute.
        slot: Slot,
        /// The slot of the attribute's type.
        value_type: Option<Slot>,
        /// The attribute the slot must hold.
        constant: Option<Attribute>,
    },
    /// A value or range of values, with its type(s) if any.
    Operand {
        /// The slot of the value(s).
        slot: Slot,
        /// The slot of the value's type(s).
        value_type: Option<Slot>,
    },
    /// An operation and its parts.
    Operation(OperationStep),
    /// The results of a matched op: group `index` (a single value, or a
    /// range by segment), or every result when `index` is `None`.
    Result {
        /// The slot of the result(s).
        slot: Slot,
        /// The slot of the op.
        parent: Slot,
        /// Which result group.
        index: Option<usize>,
    },
    /// A native constraint, run once the structure matched.
    Constraint {
        /// The name the natives know it by.
        name: String,
        /// The slots passed to it.
        args: Vec<Slot>,
        /// The slots its results bind.
        results: Vec<Slot>,
        /// Whether the match requires the constraint to fail.
        negated: bool,
    },
}

/// An operation: in a matcher, what the op must look like; in a rewrite,
/// what to create.
#[derive(Debug)]
pub struct OperationStep {
    /// The slot of the op.
    pub slot: Slot,
    /// The op name, if given (always given in a rewrite).
    pub name: Option<String>,
    /// Operand slots (values or ranges of values).
    pub operands: Vec<Slot>,
    /// Attribute names and slots.
    pub attrs: Vec<(String, Slot)>,
    /// Result type slots (types or ranges of types).
    pub types: Vec<Slot>,
}

/// One step of the rewrite, run in order once the matcher succeeded.
#[derive(Debug)]
pub enum RewriteStep {
    /// Create an op before the root.
    Operation(OperationStep),
    /// Bind a constant attribute.
    Attribute {
        /// The slot bound.
        slot: Slot,
        /// The attribute.
        value: Attribute,
    },
    /// Bind constant type(s).
    Type {
        /// The slot bound.
        slot: Slot,
        /// The type, or the types of a range.
        types: Vec<Type>,
    },
    /// Bind the results of an op (see [`MatchStep::Result`]).
    Result {
        /// The slot bound.
        slot: Slot,
        /// The slot of the op.
        parent: Slot,
        /// Which result group.
        index: Option<usize>,
    },
    /// Replace an op by another op's results or by values.
    Replace {
        /// The op replaced.
        op: Slot,
        /// The op whose results replace it.
        with_op: Option<Slot>,
        /// The values that replace it, when `with_op` is `None`.
        with_values: Vec<Slot>,
        /// What the step came from (`pdl.replace`), named in its run-time
        /// errors: the source language's compiler knows, the interpreter
        /// does not.
        origin: String,
    },
    /// Erase an op.
    Erase {
        /// The op erased.
        op: Slot,
    },
    /// Call a native rewrite function (with the IR unlocked).
    Native {
        /// The name the natives know it by.
        name: String,
        /// The slots passed to it.
        args: Vec<Slot>,
        /// The slots its results bind.
        results: Vec<Slot>,
    },
    /// Bind a range concatenating values (or types) and ranges of them.
    Range {
        /// The slot bound.
        slot: Slot,
        /// The slots concatenated.
        args: Vec<Slot>,
    },
}

/// A compiled pattern: the program the interpreter runs at a root op.
#[derive(Debug)]
pub struct PdlPattern {
    name: String,
    benefit: u16,
    root_name: Option<String>,
    /// The slot of the root op.
    pub(super) root: Slot,
    /// The kind of each slot.
    pub(super) kinds: Vec<Kind>,
    /// The matcher, in the pattern's order.
    pub(super) matchers: Vec<MatchStep>,
    /// The rewrite, in order.
    pub(super) rewrites: Vec<RewriteStep>,
}

impl PdlPattern {
    /// A pattern named `name` (empty when it has none) matching at the op
    /// of slot `root`; `kinds` gives one kind per slot. An error when a
    /// step uses a slot out of range, the root is no op, or a single type
    /// is given as other than one type: the interpreter relies on that.
    pub fn new(
        name: String,
        benefit: u16,
        root: Slot,
        kinds: Vec<Kind>,
        matchers: Vec<MatchStep>,
        rewrites: Vec<RewriteStep>,
    ) -> Result<PdlPattern, PdlError> {
        check(root, &kinds, &matchers, &rewrites)?;
        let root_name = matchers
            .iter()
            .find_map(|m| match m {
                MatchStep::Operation(o) if o.slot == root => Some(o.name.clone()),
                _ => None,
            })
            .flatten();
        Ok(PdlPattern { name, benefit, root_name, root, kinds, matchers, rewrites })
    }

    /// The pattern's symbol name (empty when it has none).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The pattern's benefit.
    pub fn benefit(&self) -> u16 {
        self.benefit
    }

    /// The name of the root op, when the pattern names it.
    pub fn root_name(&self) -> Option<&str> {
        self.root_name.as_deref()
    }
}

fn invalid(msg: impl Into<String>) -> PdlError {
    PdlError::Invalid(msg.into())
}

/// Checks what [`PdlPattern::new`] promises.
fn check(root: Slot, kinds: &[Kind], matchers: &[MatchStep], rewrites: &[RewriteStep]) -> Result<(), PdlError> {
    let in_range = |s: &Slot| *s < kinds.len();
    let mut slots = vec![root];
    for m in matchers {
        match_slots(m, &mut slots);
    }
    for r in rewrites {
        rewrite_slots(r, &mut slots);
    }
    if !slots.iter().all(in_range) {
        return Err(invalid("a pattern step uses a slot the pattern does not have"));
    }
    if kinds[root] != Kind::Op {
        return Err(invalid("the root of a pattern must be an operation"));
    }
    // A single type is bound as `types[0]`: it must be there, alone.
    let single_type_ok = |slot: Slot, types: &[Type]| kinds[slot].is_range() || types.len() == 1;
    let types_ok = matchers.iter().all(|m| match m {
        MatchStep::Type { slot, constant: Some(types) } => single_type_ok(*slot, types),
        _ => true,
    }) && rewrites.iter().all(|r| match r {
        RewriteStep::Type { slot, types } => single_type_ok(*slot, types),
        _ => true,
    });
    if !types_ok {
        return Err(invalid("a single type must be given as exactly one type"));
    }
    Ok(())
}

/// Every slot `step` uses, appended to `out`.
fn match_slots(step: &MatchStep, out: &mut Vec<Slot>) {
    match step {
        MatchStep::Type { slot, .. } => out.push(*slot),
        MatchStep::Attribute { slot, value_type, .. } | MatchStep::Operand { slot, value_type } => {
            out.push(*slot);
            out.extend(value_type);
        }
        MatchStep::Operation(o) => operation_slots(o, out),
        MatchStep::Result { slot, parent, .. } => out.extend([*slot, *parent]),
        MatchStep::Constraint { args, results, .. } => out.extend(args.iter().chain(results)),
    }
}

/// Every slot `step` uses, appended to `out`.
fn rewrite_slots(step: &RewriteStep, out: &mut Vec<Slot>) {
    match step {
        RewriteStep::Operation(o) => operation_slots(o, out),
        RewriteStep::Attribute { slot, .. } | RewriteStep::Type { slot, .. } => out.push(*slot),
        RewriteStep::Result { slot, parent, .. } => out.extend([*slot, *parent]),
        RewriteStep::Replace { op, with_op, with_values, .. } => {
            out.push(*op);
            out.extend(with_op.iter().chain(with_values));
        }
        RewriteStep::Erase { op } => out.push(*op),
        RewriteStep::Native { args, results, .. } => out.extend(args.iter().chain(results)),
        RewriteStep::Range { slot, args } => {
            out.push(*slot);
            out.extend(args);
        }
    }
}

fn operation_slots(o: &OperationStep, out: &mut Vec<Slot>) {
    out.push(o.slot);
    out.extend(o.operands.iter().chain(o.attrs.iter().map(|(_, s)| s)).chain(&o.types));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op(slot: Slot) -> MatchStep {
        MatchStep::Operation(OperationStep {
            slot,
            name: Some("x.y".into()),
            operands: Vec::new(),
            attrs: Vec::new(),
            types: Vec::new(),
        })
    }

    #[test]
    fn a_well_formed_program_is_accepted_and_names_its_root() {
        let p = PdlPattern::new("p".into(), 2, 0, vec![Kind::Op], vec![op(0)], vec![RewriteStep::Erase { op: 0 }])
            .expect("well formed");
        assert_eq!((p.name(), p.benefit(), p.root_name()), ("p", 2, Some("x.y")));
    }

    #[test]
    fn a_slot_out_of_range_is_an_error() {
        let err = PdlPattern::new(String::new(), 0, 0, vec![Kind::Op], vec![op(0)], vec![RewriteStep::Erase { op: 3 }])
            .expect_err("slot 3 does not exist");
        assert_eq!(err.to_string(), "a pattern step uses a slot the pattern does not have");
    }

    #[test]
    fn the_root_must_be_an_op() {
        let err = PdlPattern::new(String::new(), 0, 0, vec![Kind::Value], Vec::new(), Vec::new()).expect_err("no op");
        assert_eq!(err.to_string(), "the root of a pattern must be an operation");
    }

    #[test]
    fn a_single_type_needs_exactly_one_type() {
        let steps = vec![op(0), MatchStep::Type { slot: 1, constant: Some(Vec::new()) }];
        let err = PdlPattern::new(String::new(), 0, 0, vec![Kind::Op, Kind::Type], steps, Vec::new())
            .expect_err("no type given");
        assert_eq!(err.to_string(), "a single type must be given as exactly one type");
        let steps = vec![op(0), MatchStep::Type { slot: 1, constant: Some(Vec::new()) }];
        PdlPattern::new(String::new(), 0, 0, vec![Kind::Op, Kind::Types], steps, Vec::new())
            .expect("an empty range of types is fine");
    }
}
