//! [`SpecOp`]: the one generic [`OpDefinition`] driven by an [`OpSpec`].

use super::{verify, OpSpec};
use crate::diagnostics::Diagnostic;
use crate::dialect::{OpDefinition, OpTraits};
use crate::interfaces::{InferTypeOpInterface, InterfaceMap};
use crate::ir::{Ir, OpId, OperationState, Value};
use crate::ods::format::{parse_with_format, print_with_format, Format};
use crate::parser::{OpAsmParser, ParseResult};
use crate::printer::OpAsmPrinter;
use std::sync::Arc;

/// Whether the op's result types follow from `SameOperandsAndResultType`
/// (which upstream's ODS turns into an `InferTypeOpInterface`).
fn same_operands_and_result_type(spec: &OpSpec) -> bool {
    spec.has_trait(&super::Trait::SameOperandsAndResultType)
        && !spec.operands.is_empty()
        && !spec.results.is_empty()
        && spec.results.iter().all(|r| r.arity == super::Arity::Single)
}

/// Where a dialect keeps its op definitions for the process (see
/// [`SpecOp::shared`]).
pub type SharedDefinitions = std::sync::OnceLock<Vec<Arc<dyn OpDefinition>>>;

/// An op definition built from its spec.
pub struct SpecOp {
    /// The spec.
    pub spec: OpSpec,
    format: Option<Format>,
    inherent: Vec<&'static str>,
    traits: OpTraits,
    /// What the verifier precomputes of the spec.
    plan: verify::Plan,
    /// The spec's interfaces and those it implies (`InferTypeOpInterface`).
    interfaces: InterfaceMap,
}

/// `InferTypeOpInterface` of a spec: its inference function, or the type
/// of the first operand for every result (`SameOperandsAndResultType`).
struct SpecInference {
    infer: Option<super::InferTypesFn>,
    checked: Option<super::CheckedInference>,
    results: usize,
}

impl InferTypeOpInterface for SpecInference {
    fn infer_return_types(
        &self,
        ctx: &crate::Context,
        operand_types: &[crate::Type],
        attrs: &[crate::attributes::NamedAttribute],
    ) -> Option<Vec<crate::Type>> {
        if let Some(c) = self.checked {
            return (c.infer)(ctx, operand_types, attrs).ok();
        }
        match self.infer {
            Some(f) => f(ctx, operand_types, attrs),
            // ODS derives `inferReturnTypes` from the trait.
            None => operand_types.first().map(|t| vec![*t; self.results]),
        }
    }

    fn infer_return_types_or_error(
        &self,
        ctx: &crate::Context,
        operand_types: &[crate::Type],
        attrs: &[crate::attributes::NamedAttribute],
    ) -> Result<Vec<crate::Type>, Option<String>> {
        match self.checked {
            Some(c) => (c.infer)(ctx, operand_types, attrs),
            None => self.infer_return_types(ctx, operand_types, attrs).ok_or(None),
        }
    }
}

impl SpecOp {
    /// Builds the definition; panics on a malformed format string, which
    /// is a bug in the op's definition (caught by the crate's tests).
    pub fn new(spec: OpSpec) -> SpecOp {
        let format = spec
            .assembly_format
            .map(|f| Format::new(f, &spec).unwrap_or_else(|e| panic!("bad assembly format of {}: {e}", spec.name)));
        let mut inherent: Vec<&'static str> = spec.attributes.iter().map(|a| a.name).collect();
        if spec.has_trait(&super::Trait::AttrSizedOperandSegments) {
            inherent.push("operandSegmentSizes");
        }
        let traits = spec.traits.iter().fold(OpTraits::empty(), |acc, t| acc | t.core());
        let plan = verify::Plan::new(&spec);
        let mut interfaces = spec.interfaces.clone();
        if spec.infer_result.is_some() || spec.infer_checked.is_some() || same_operands_and_result_type(&spec) {
            let inference =
                SpecInference { infer: spec.infer_result, checked: spec.infer_checked, results: spec.results.len() };
            interfaces.insert::<dyn InferTypeOpInterface>(Arc::new(inference));
        }
        SpecOp { spec, format, inherent, traits, plan, interfaces }
    }

    /// Builds the definition behind an `Arc`, as dialects hold it.
    pub fn arc(spec: OpSpec) -> Arc<dyn OpDefinition> {
        Arc::new(SpecOp::new(spec))
    }

    /// The definitions of a dialect's `specs`, built once per process into
    /// `cell` and shared by every context that loads the dialect: its specs
    /// are made, its format strings parsed and its verifier planned once.
    pub fn shared(cell: &'static SharedDefinitions, specs: fn() -> Vec<OpSpec>) -> Vec<Arc<dyn OpDefinition>> {
        cell.get_or_init(|| specs().into_iter().map(SpecOp::arc).collect()).clone()
    }

    /// The compiled assembly format.
    pub fn format(&self) -> Option<&Format> {
        self.format.as_ref()
    }
}

impl OpDefinition for SpecOp {
    fn name(&self) -> &str {
        self.spec.name
    }

    fn ods_spec(&self) -> Option<&OpSpec> {
        Some(&self.spec)
    }

    fn traits(&self) -> OpTraits {
        self.traits
    }

    fn inherent_attr_names(&self) -> &[&'static str] {
        &self.inherent
    }

    fn verify(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        // The last error is the one that fails the op.
        verify::verify_spec(&self.spec, &self.plan, ir, op).map_err(|mut v| {
            v.pop().unwrap_or_else(|| Diagnostic::error(ir.ctx().unknown_loc(), "verification failed"))
        })
    }

    fn verify_all(&self, ir: &Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
        verify::verify_spec(&self.spec, &self.plan, ir, op)
    }

    fn verify_region(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        match self.spec.hooks.verify_region {
            Some(f) => f(ir, op),
            None => Ok(()),
        }
    }

    fn has_custom_assembly(&self) -> bool {
        self.format.is_some() || self.spec.hooks.parse.is_some()
    }

    fn parse(&self, p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> ParseResult<()> {
        if let Some(f) = self.spec.hooks.parse {
            return f(p, state);
        }
        match &self.format {
            Some(fmt) => parse_with_format(fmt, &self.spec, p, state),
            None => Err(p.error_at(p.name_offset(), "has no custom assembly form")),
        }
    }

    fn print(&self, p: &mut OpAsmPrinter<'_>, op: OpId) {
        if let Some(f) = self.spec.hooks.print {
            return f(p, op);
        }
        if let (Some(fmt), Some(ir)) = (&self.format, p.ir_ref()) {
            print_with_format(fmt, &self.spec, ir, p, op);
        }
    }

    fn result_names(&self, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
        if let Some(f) = self.spec.hooks.result_names {
            f(ir, op, set);
        } else if let Some(name) = self.spec.hooks.result_name {
            if let Ok(v) = ir.result(op, 0) {
                set(v, name);
            }
        } else if self.spec.results.len() > 1 && self.spec.results.iter().all(|r| r.arity == super::Arity::Single) {
            // ODS names the results of multi-result ops after their ODS names.
            for (i, r) in self.spec.results.iter().enumerate() {
                if let Ok(v) = ir.result(op, i) {
                    set(v, r.name);
                }
            }
        }
    }

    fn block_arg_names(&self, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
        if let Some(f) = self.spec.hooks.block_arg_names {
            f(ir, op, set);
        }
    }

    fn default_attrs(&self, ctx: &crate::Context) -> Vec<crate::attributes::NamedAttribute> {
        self.spec
            .attributes
            .iter()
            .filter_map(|a| match (a.default, a.materialize) {
                (Some(default), true) => Some((ctx.ident(a.name), default(ctx))),
                _ => None,
            })
            .collect()
    }

    fn fold(&self, ir: &Ir, op: OpId, operands: &[Option<crate::Attribute>]) -> Option<crate::dialect::Folded> {
        if let Some(f) = self.spec.fold {
            if self.spec.traits.iter().any(|t| matches!(t, crate::ods::spec::Trait::Elementwise)) {
                return crate::ods::fold_elementwise::fold(ir, op, operands, f);
            }
            return f(ir, op, operands);
        }
        if self.traits.contains(crate::dialect::OpTraits::CONSTANT_LIKE) {
            let value = crate::ods::fold_utils::constant_value_unchecked(ir, op)?;
            return crate::ods::fold_utils::to_attr(Some(value));
        }
        None
    }

    fn interfaces(&self) -> &crate::interfaces::InterfaceMap {
        &self.interfaces
    }

    fn canonicalization_patterns(&self) -> Vec<crate::rewrite::PatternRef> {
        self.spec.patterns.map(|f| f()).unwrap_or_default()
    }

    fn default_dialect(&self) -> Option<&str> {
        self.spec.default_dialect
    }
}
