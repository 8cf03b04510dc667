//! The declarative description of an operation, in the spirit of ODS.
//!
//! An [`OpSpec`] lists an op's operands, results, attributes, regions,
//! successors, traits and assembly format, in upstream's names and order.
//! [`SpecOp`] turns it into an [`crate::dialect::OpDefinition`]: the
//! verifier, parser and printer all come from the spec. The same data is
//! what the Python `OpView` generator reads.

pub mod constraints;
mod definition;
mod enums;
pub mod infer;
mod traits;
pub mod verify;

pub use constraints::{AttrConstraint, AttrPrint, TypeConstraint};
pub use definition::{SharedDefinitions, SpecOp};
pub use enums::{BitEnumDef, EnumDef};
pub use traits::Trait;

use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId, OperationState, Value};
use crate::ods::format::CustomDirective;
use crate::parser::{OpAsmParser, ParseResult};
use crate::printer::OpAsmPrinter;
use crate::{Attribute, Context, Type};

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// A named operand or result group.
#[derive(Clone)]
pub struct ValueSpec {
    /// The ODS name (`lhs`).
    pub name: &'static str,
    /// The type constraint.
    pub constraint: &'static TypeConstraint,
    /// How many values the group holds.
    pub arity: Arity,
}

/// A named inherent attribute (a property).
#[derive(Clone)]
pub struct AttrSpec {
    /// The attribute name.
    pub name: &'static str,
    /// The constraint and its printing style.
    pub constraint: &'static AttrConstraint,
    /// Whether it may be absent.
    pub optional: bool,
    /// The default value (`DefaultValuedAttr`); implies optional.
    pub default: Option<fn(&Context) -> Attribute>,
    /// Whether the parser fills in the default when absent
    /// (`DefaultValuedAttr`; not `DefaultValuedOptionalAttr`).
    pub materialize: bool,
    /// Whether Python builders take it as a positional argument though it
    /// has a default (upstream's `DefaultValuedProp` of an enum).
    pub builder_required: bool,
    /// The default value of a definition made at run time in one context
    /// (a Python class's), which no `fn` can produce: elided when printing
    /// like `default`, never materialized by the parser.
    pub runtime_default: Option<Attribute>,
}

/// A named region.
/// One entry of an op's ODS `arguments` list, in declaration order:
/// operands and attributes interleave there, and the Python builders take
/// them in that order.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ArgRef {
    /// The operand group at this index of [`OpSpec::operands`].
    Operand(usize),
    /// The attribute at this index of [`OpSpec::attributes`].
    Attr(usize),
}

#[derive(Clone)]
pub struct RegionSpec {
    /// The ODS name.
    pub name: &'static str,
    /// Whether any number of regions is allowed.
    pub variadic: bool,
    /// `SizedRegion<n>`: the number of blocks the region must have.
    pub blocks: Option<usize>,
}

/// A named successor.
#[derive(Clone)]
pub struct SuccessorSpec {
    /// The ODS name.
    pub name: &'static str,
    /// Whether any number of successors is allowed.
    pub variadic: bool,
}

/// Result types inferred from what the parser has already read:
/// operand types and the op's attributes (`InferTypeOpInterface`).
/// An op's folder (see [`crate::dialect::OpDefinition::fold`]).
pub type FoldFn = fn(&Ir, OpId, &[Option<Attribute>]) -> Option<crate::dialect::Folded>;

pub type InferTypesFn = fn(&Context, &[Type], &[(crate::Identifier, Attribute)]) -> Option<Vec<Type>>;

/// An `inferReturnTypes` that says why it failed: `Err(Some(message))`
/// for the error upstream emits at the op's location, `Err(None)` for a
/// failure without one.
pub type InferTypesCheckedFn =
    fn(&Context, &[Type], &[(crate::Identifier, Attribute)]) -> Result<Vec<Type>, Option<String>>;

/// `isCompatibleReturnTypes(inferred, actual)`.
pub type CompatibleTypesFn = fn(&Context, &[Type], &[Type]) -> bool;

/// Upstream's `InferTypeOpAdaptorWithIsCompatible`: result types inferred
/// with a reason on failure, and the verifier checks the op's result types
/// against them with the op's own notion of compatibility.
#[derive(Copy, Clone)]
pub struct CheckedInference {
    /// `inferReturnTypes`.
    pub infer: InferTypesCheckedFn,
    /// `isCompatibleReturnTypes`.
    pub compatible: CompatibleTypesFn,
}

/// Hand-written hooks, for what upstream writes in C++.
#[derive(Clone, Default)]
pub struct Hooks {
    /// Extra verification after the spec's checks (`hasVerifier`).
    pub verify: Option<fn(&Ir, OpId) -> Result<(), Diagnostic>>,
    /// Verification after the regions (`hasRegionVerifier`).
    pub verify_region: Option<fn(&Ir, OpId) -> Result<(), Diagnostic>>,
    /// A custom parser (`hasCustomAssemblyFormat`).
    pub parse: Option<fn(&mut OpAsmParser<'_, '_, '_>, &mut OperationState) -> ParseResult<()>>,
    /// A custom printer (`hasCustomAssemblyFormat`).
    pub print: Option<fn(&mut OpAsmPrinter<'_>, OpId)>,
    /// `OpAsmOpInterface::getAsmResultNames`.
    pub result_names: Option<fn(&Ir, OpId, &mut dyn FnMut(Value, &str))>,
    /// The common case of `getAsmResultNames`: a fixed name for result 0
    /// (`%alloc`, `%cast`); used when `result_names` is not set.
    pub result_name: Option<&'static str>,
    /// `OpAsmOpInterface::getAsmBlockArgumentNames`.
    pub block_arg_names: Option<fn(&Ir, OpId, &mut dyn FnMut(Value, &str))>,
    /// Result types the custom parser derives when its format does not
    /// name them (e.g. `func.call_indirect` from the callee type).
    pub infer_types: Option<InferTypesFn>,
    /// `custom<Name>(...)` directives of the assembly format.
    pub custom_directives: &'static [CustomDirective],
}

/// The one definition of an operation.
#[derive(Clone)]
pub struct OpSpec {
    /// The full name (`arith.addi`).
    pub name: &'static str,
    /// The one-line summary.
    pub summary: &'static str,
    /// Operand groups in order.
    pub operands: Vec<ValueSpec>,
    /// Result groups in order.
    pub results: Vec<ValueSpec>,
    /// Inherent attributes in order.
    pub attributes: Vec<AttrSpec>,
    /// Regions in order.
    pub regions: Vec<RegionSpec>,
    /// Successors in order.
    pub successors: Vec<SuccessorSpec>,
    /// Traits, in the order upstream verifies them.
    pub traits: Vec<Trait>,
    /// The declarative assembly format (ODS syntax), if any.
    pub assembly_format: Option<&'static str>,
    /// The dialect whose prefix nested ops may omit.
    pub default_dialect: Option<&'static str>,
    /// Hand-written hooks.
    pub hooks: Hooks,
    /// Operands and attributes in ODS declaration order.
    pub args: Vec<ArgRef>,
    /// `InferTypeOpInterface`: builders may omit the result types, which
    /// this computes (see [`infer`]).
    pub infer_result: Option<InferTypesFn>,
    /// `InferTypeOpAdaptorWithIsCompatible` (see [`OpSpec::infer_checked`]);
    /// takes the place of `infer_result`.
    pub infer_checked: Option<CheckedInference>,
    /// The folder (`hasFolder`); constant-like ops fold to their value
    /// without one.
    pub fold: Option<FoldFn>,
    /// The canonicalization patterns (`hasCanonicalizer`).
    pub patterns: Option<fn() -> Vec<crate::rewrite::PatternRef>>,
    /// The op interfaces it implements, beyond those the spec itself
    /// implies (see [`OpSpec::interface`]).
    pub interfaces: crate::interfaces::InterfaceMap,
}

impl OpSpec {
    /// An op with no operands, results or attributes yet.
    pub fn new(name: &'static str, summary: &'static str) -> OpSpec {
        OpSpec {
            name,
            summary,
            operands: Vec::new(),
            results: Vec::new(),
            attributes: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::new(),
            assembly_format: None,
            default_dialect: None,
            hooks: Hooks::default(),
            args: Vec::new(),
            infer_result: None,
            infer_checked: None,
            fold: None,
            patterns: None,
            interfaces: crate::interfaces::InterfaceMap::new(),
        }
    }

    /// Adds a single operand.
    pub fn operand(mut self, name: &'static str, constraint: &'static TypeConstraint) -> Self {
        self.args.push(ArgRef::Operand(self.operands.len()));
        self.operands.push(ValueSpec { name, constraint, arity: Arity::Single });
        self
    }

    /// Adds an operand group of the given arity.
    pub fn operand_group(mut self, name: &'static str, constraint: &'static TypeConstraint, arity: Arity) -> Self {
        self.args.push(ArgRef::Operand(self.operands.len()));
        self.operands.push(ValueSpec { name, constraint, arity });
        self
    }

    /// Adds a single result.
    pub fn result(mut self, name: &'static str, constraint: &'static TypeConstraint) -> Self {
        self.results.push(ValueSpec { name, constraint, arity: Arity::Single });
        self
    }

    /// Adds a result group of the given arity.
    pub fn result_group(mut self, name: &'static str, constraint: &'static TypeConstraint, arity: Arity) -> Self {
        self.results.push(ValueSpec { name, constraint, arity });
        self
    }

    /// The operands and attributes of upstream's
    /// `OffsetSizeAndStrideOpInterface`: `offsets`, `sizes`, `strides`
    /// (variadic index operands) and their `static_*` i64 arrays.
    pub fn offsets_sizes_strides(self) -> Self {
        use constraints::{DENSE_I64_ARRAY, INDEX};
        self.operand_group("offsets", &INDEX, Arity::Variadic)
            .operand_group("sizes", &INDEX, Arity::Variadic)
            .operand_group("strides", &INDEX, Arity::Variadic)
            .attr("static_offsets", &DENSE_I64_ARRAY)
            .attr("static_sizes", &DENSE_I64_ARRAY)
            .attr("static_strides", &DENSE_I64_ARRAY)
    }

    /// Adds a required attribute.
    pub fn attr(self, name: &'static str, constraint: &'static AttrConstraint) -> Self {
        self.push_attr(name, constraint, false, None, false, false)
    }

    /// Adds an optional attribute.
    pub fn optional_attr(self, name: &'static str, constraint: &'static AttrConstraint) -> Self {
        self.push_attr(name, constraint, true, None, false, false)
    }

    /// Adds an attribute with a default value.
    pub fn default_attr(
        self,
        name: &'static str,
        constraint: &'static AttrConstraint,
        default: fn(&Context) -> Attribute,
    ) -> Self {
        self.push_attr(name, constraint, true, Some(default), true, false)
    }

    /// Adds a property with a default that Python builders still take as a
    /// positional argument (upstream's `DefaultValuedProp<EnumProp>`).
    pub fn default_prop(
        self,
        name: &'static str,
        constraint: &'static AttrConstraint,
        default: fn(&Context) -> Attribute,
    ) -> Self {
        self.push_attr(name, constraint, true, Some(default), true, true)
    }

    /// Adds an attribute whose default is elided when printing but never
    /// filled in by the parser (`DefaultValuedOptionalAttr`).
    pub fn default_optional_attr(
        self,
        name: &'static str,
        constraint: &'static AttrConstraint,
        default: fn(&Context) -> Attribute,
    ) -> Self {
        self.push_attr(name, constraint, true, Some(default), false, false)
    }

    fn push_attr(
        mut self,
        name: &'static str,
        constraint: &'static AttrConstraint,
        optional: bool,
        default: Option<fn(&Context) -> Attribute>,
        materialize: bool,
        builder_required: bool,
    ) -> Self {
        self.args.push(ArgRef::Attr(self.attributes.len()));
        self.attributes.push(AttrSpec {
            name,
            constraint,
            optional,
            default,
            materialize,
            builder_required,
            runtime_default: None,
        });
        self
    }

    /// Adds a region.
    pub fn region(mut self, name: &'static str) -> Self {
        self.regions.push(RegionSpec { name, variadic: false, blocks: None });
        self
    }

    /// Adds a region that must have exactly `blocks` blocks
    /// (`SizedRegion<blocks>`).
    pub fn sized_region(mut self, name: &'static str, blocks: usize) -> Self {
        self.regions.push(RegionSpec { name, variadic: false, blocks: Some(blocks) });
        self
    }

    /// Adds a variadic region.
    pub fn variadic_region(mut self, name: &'static str) -> Self {
        self.regions.push(RegionSpec { name, variadic: true, blocks: None });
        self
    }

    /// Adds a successor.
    pub fn successor(mut self, name: &'static str, variadic: bool) -> Self {
        self.successors.push(SuccessorSpec { name, variadic });
        self
    }

    /// Adds traits.
    pub fn traits(mut self, traits: &[Trait]) -> Self {
        self.traits.extend_from_slice(traits);
        self
    }

    /// Sets the assembly format.
    pub fn format(mut self, format: &'static str) -> Self {
        self.assembly_format = Some(format);
        self
    }

    /// Sets the hooks.
    /// Declares the canonicalization patterns (`hasCanonicalizer`).
    pub fn canonicalize(mut self, f: fn() -> Vec<crate::rewrite::PatternRef>) -> Self {
        self.patterns = Some(f);
        self
    }

    /// Declares `InferTypeOpInterface` with inference function `f`.
    pub fn infer(mut self, f: InferTypesFn) -> Self {
        self.infer_result = Some(f);
        self
    }

    /// Declares `InferTypeOpAdaptorWithIsCompatible`: `infer` gives the
    /// result types (or why it cannot), and the verifier requires the op's
    /// result types to be `compatible` with them, as upstream's
    /// `verifyInferredResultTypes` does.
    pub fn infer_checked(mut self, infer: InferTypesCheckedFn, compatible: CompatibleTypesFn) -> Self {
        self.infer_checked = Some(CheckedInference { infer, compatible });
        self
    }

    /// Sets the folder (`hasFolder`).
    pub fn folder(mut self, f: FoldFn) -> Self {
        self.fold = Some(f);
        self
    }

    /// Declares that the op implements interface `I` with `imp`, e.g.
    /// `.interface::<dyn LoopLikeOpInterface>(Arc::new(ForLoop))`: generic
    /// passes find it through the registry (`crate::interfaces`).
    pub fn interface<I: ?Sized + Send + Sync + 'static>(mut self, imp: std::sync::Arc<I>) -> Self {
        self.interfaces.insert(imp);
        self
    }

    /// Sets the hand-written hooks.
    pub fn hooks(mut self, hooks: Hooks) -> Self {
        self.hooks = hooks;
        self
    }

    /// Whether the spec lists `t`.
    pub fn has_trait(&self, t: &Trait) -> bool {
        self.traits.iter().any(|x| std::mem::discriminant(x) == std::mem::discriminant(t))
    }

    /// Whether operand group `i` is always operand `i`: every group is one
    /// operand and no `operandSegmentSizes` attribute sizes them. The
    /// verifier and the format printer then need no segments per op.
    pub fn single_operand_groups(&self) -> bool {
        !self.has_trait(&Trait::AttrSizedOperandSegments) && self.operands.iter().all(|g| g.arity == Arity::Single)
    }

    /// The index of the operand group named `name`.
    pub fn operand_index(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|o| o.name == name)
    }

    /// The index of the result group named `name`.
    pub fn result_index(&self, name: &str) -> Option<usize> {
        self.results.iter().position(|o| o.name == name)
    }

    /// The index of the attribute named `name`.
    pub fn attr_index(&self, name: &str) -> Option<usize> {
        self.attributes.iter().position(|o| o.name == name)
    }
}
