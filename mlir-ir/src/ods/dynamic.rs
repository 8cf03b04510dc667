//! [`DynamicOp`]: an op defined at run time (from IRDL, or from a Python
//! class through IRDL), registered into a context like any other.
//!
//! The definition *is* an [`OpSpec`] turned into a [`SpecOp`]: operand and
//! result groups, attributes, regions and the declarative assembly format
//! come from it, so parsing and printing run in Rust with no call out of
//! the core. What a static spec cannot hold is kept beside it, behind
//! locks, because upstream's dynamic ops receive it after registration:
//!
//! - the constraint checker its definer built (IRDL's constraint
//!   variables relate operands to each other, which a per-operand
//!   [`super::spec::TypeConstraint`] cannot say);
//! - traits attached later (`IsTerminatorTrait.attach(name)`);
//! - verifiers, a folder, canonicalization patterns and interfaces written
//!   in another language (closures calling back into Python);
//! - what IRDL cannot say but a Python class does: successors and the
//!   default values of attributes ([`DynamicOp::extend`]), which complete
//!   the spec the format engine and the verifier read.
//!
//! An op with none of the late hooks costs one empty-vector check per
//! verification and nothing while parsing or printing.

use super::format::{parse_with_format, print_with_format, Format};
use super::spec::{OpSpec, SpecOp, SuccessorSpec};
use crate::diagnostics::Diagnostic;
use crate::dialect::{Folded, OpDefinition, OpTraits};
use crate::interfaces::{BranchOpInterface, InferTypeOpInterface, InterfaceMap};
use crate::ir::{Ir, OpId, OperationState, Value};
use crate::parser::{OpAsmParser, ParseResult};
use crate::printer::OpAsmPrinter;
use crate::rewrite::PatternRef;
use crate::Attribute;
use parking_lot::RwLock;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, OnceLock};

/// A verifier attached to a dynamic op.
pub type DynVerifier = Arc<dyn Fn(&Ir, OpId) -> Result<(), Diagnostic> + Send + Sync>;

/// A folder attached to a dynamic op (same contract as
/// [`OpDefinition::fold`]).
pub type DynFolder = Arc<dyn Fn(&Ir, OpId, &[Option<Attribute>]) -> Option<Folded> + Send + Sync>;

/// A custom parser attached to a dynamic op (same contract as
/// [`OpDefinition::parse`]).
pub type DynParse = Arc<dyn Fn(&mut OpAsmParser<'_, '_, '_>, &mut OperationState) -> ParseResult<()> + Send + Sync>;

/// A custom printer attached to a dynamic op (same contract as
/// [`OpDefinition::print`]).
pub type DynPrint = Arc<dyn Fn(&mut OpAsmPrinter<'_>, OpId) + Send + Sync>;

/// An op definition made at run time; see the module documentation.
pub struct DynamicOp {
    spec: SpecOp,
    /// The definer's own invariant check (IRDL constraints), run first.
    check: Option<DynVerifier>,
    /// Traits beyond the spec's, attached after registration.
    extra_traits: AtomicU32,
    /// Verifiers attached after registration, run in order after `check`.
    verifiers: RwLock<Vec<DynVerifier>>,
    /// Verifiers that need the regions verified first.
    region_verifiers: RwLock<Vec<DynVerifier>>,
    folder: RwLock<Option<DynFolder>>,
    patterns: RwLock<Vec<PatternRef>>,
    /// The interfaces: the spec's, completed once by [`DynamicOp::set_interfaces`]
    /// (or frozen as the spec's at first use).
    interfaces: OnceLock<InterfaceMap>,
    /// A declarative assembly format given after registration (Python
    /// classes' `assembly_format`), run by the same engine as the spec's.
    format: OnceLock<Format>,
    /// A hand-written parser and printer given after registration (a
    /// Python class's `parse_assembly` / `print_assembly`), in place of a
    /// declarative format.
    custom: OnceLock<(DynParse, DynPrint)>,
    /// The spec completed by [`DynamicOp::extend`] (successors, attribute
    /// defaults); the format, parser, printer and verifier read it.
    extended: OnceLock<OpSpec>,
    /// The result types when the definition fixes them all (IRDL `is`
    /// constraints): a format need not spell them.
    fixed_results: Vec<crate::Type>,
}

impl DynamicOp {
    /// The definition of `spec`, checked by `check` besides the spec's own
    /// structure. With a checker, the spec's generic verifier is not run:
    /// the checker owns the invariants (counts, segments, constraints).
    pub fn new(spec: OpSpec, check: Option<DynVerifier>) -> DynamicOp {
        DynamicOp {
            spec: SpecOp::new(spec),
            check,
            extra_traits: AtomicU32::new(0),
            verifiers: RwLock::new(Vec::new()),
            region_verifiers: RwLock::new(Vec::new()),
            folder: RwLock::new(None),
            patterns: RwLock::new(Vec::new()),
            interfaces: OnceLock::new(),
            format: OnceLock::new(),
            custom: OnceLock::new(),
            extended: OnceLock::new(),
            fixed_results: Vec::new(),
        }
    }

    /// Declares the result types the definition fixes, which a parsed
    /// custom form then need not give.
    pub fn with_fixed_results(mut self, types: Vec<crate::Type>) -> DynamicOp {
        self.fixed_results = types;
        self
    }

    /// The spec it was made from, completed by [`DynamicOp::extend`].
    pub fn spec(&self) -> &OpSpec {
        self.extended.get().unwrap_or(&self.spec.spec)
    }

    /// Completes the spec with `successors` and the default values of
    /// some of its attributes (`defaults`, by name): such an attribute may
    /// be absent, and the format engine elides it when it holds its
    /// default. Done once, before [`DynamicOp::set_format`] (a format may
    /// name the successors).
    pub fn extend(&self, successors: Vec<SuccessorSpec>, defaults: &[(String, Attribute)]) -> Result<(), String> {
        let name = self.spec.spec.name;
        if self.format.get().is_some() {
            return Err(format!("'{name}' already has an assembly format; successors and defaults come first"));
        }
        if let Some(at) = successors.iter().position(|s| s.variadic) {
            if at + 1 != successors.len() {
                return Err(format!("'{name}': only the last successor can be variadic"));
            }
        }
        let mut spec = self.spec.spec.clone();
        spec.successors = successors;
        for (attr, value) in defaults {
            let Some(a) = spec.attributes.iter_mut().find(|a| a.name == attr) else {
                return Err(format!("'{name}' has no attribute '{attr}' to give a default value"));
            };
            a.optional = true;
            a.runtime_default = Some(*value);
        }
        self.extended.set(spec).map_err(|_| format!("the successors and defaults of '{name}' are already set"))
    }

    /// The default value of attribute `name` given by [`DynamicOp::extend`].
    pub fn attr_default(&self, name: &str) -> Option<Attribute> {
        self.extended.get()?.attributes.iter().find(|a| a.name == name)?.runtime_default
    }

    /// Adds structural traits (`Terminator`, `NoTerminator`, `Pure`, ...).
    pub fn attach_traits(&self, traits: OpTraits) {
        self.extra_traits.fetch_or(traits.bits(), Ordering::AcqRel);
    }

    /// Adds a verifier, run after the ones attached before it.
    pub fn attach_verifier(&self, f: DynVerifier) {
        self.verifiers.write().push(f);
    }

    /// Adds a verifier run once the regions are verified.
    pub fn attach_region_verifier(&self, f: DynVerifier) {
        self.region_verifiers.write().push(f);
    }

    /// Sets the folder (a later one replaces an earlier one).
    pub fn set_folder(&self, f: DynFolder) {
        *self.folder.write() = Some(f);
    }

    /// Adds canonicalization patterns.
    pub fn add_patterns(&self, patterns: Vec<PatternRef>) {
        self.patterns.write().extend(patterns);
    }

    /// Sets the declarative assembly format (upstream's syntax), checked
    /// against the spec; an op's format is set once.
    pub fn set_format(&self, text: &str) -> Result<(), String> {
        if self.spec.format().is_some() || self.format.get().is_some() || self.custom.get().is_some() {
            return Err(format!("'{}' already has an assembly format", self.spec.spec.name));
        }
        let f = Format::new(text, self.spec())
            .map_err(|e| format!("bad assembly format of '{}': {e}", self.spec.spec.name))?;
        self.format.set(f).map_err(|_| format!("'{}' already has an assembly format", self.spec.spec.name))
    }

    /// Sets a hand-written parser and printer, which an op with a
    /// declarative format cannot also have; set once.
    pub fn set_custom_assembly(&self, parse: DynParse, print: DynPrint) -> Result<(), String> {
        let name = self.spec.spec.name;
        if self.spec.has_custom_assembly() || self.format.get().is_some() {
            return Err(format!("'{name}' already has an assembly format"));
        }
        self.custom.set((parse, print)).map_err(|_| format!("'{name}' already has a custom parser and printer"))
    }

    /// Sets the interfaces beyond the spec's. Interfaces are read by
    /// reference from many threads, so they are set once: an error when
    /// they were already set or already read.
    pub fn set_interfaces(&self, extra: &InterfaceMap) -> Result<(), String> {
        let mut all = self.spec.interfaces().clone();
        all.extend(extra);
        self.interfaces.set(all).map_err(|_| format!("the interfaces of '{}' are already fixed", self.spec.spec.name))
    }
}

impl DynamicOp {
    /// With `InferTypeOpInterface` added after registration (a Python
    /// class's), the op's result types must be the inferred ones: upstream's
    /// `verifyInferredResultTypes`, with its message. The spec's own
    /// inference is checked by the spec's verifier.
    fn verify_inferred_types(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(interfaces) = self.interfaces.get() else {
            return Ok(());
        };
        if self.spec.interfaces().has::<dyn InferTypeOpInterface>() {
            return Ok(());
        }
        let Some(infer) = interfaces.get::<dyn InferTypeOpInterface>() else {
            return Ok(());
        };
        let ctx = ir.ctx();
        let loc = ir.op_loc(op).unwrap_or_else(|_| ctx.unknown_loc());
        let name = self.spec.name();
        let stale = |e: crate::ir::IrError| Diagnostic::error(loc, e.to_string());
        let types_of = |vs: Vec<Value>| vs.into_iter().map(|v| ir.value_type(v)).collect::<Result<Vec<_>, _>>();
        let operand_types = types_of(ir.operands(op).map_err(stale)?.collect()).map_err(stale)?;
        let result_types = types_of(ir.results(op).map_err(stale)?.collect()).map_err(stale)?;
        // Dynamic ops keep every attribute as a discardable one.
        let attrs = ir.op_attrs(op).map_err(stale)?;
        let Some(inferred) = infer.infer_return_types(ctx, &operand_types, attrs) else {
            return Err(Diagnostic::error(loc, format!("'{name}' op failed to infer returned types")));
        };
        if inferred != result_types {
            let list = |ts: &[crate::Type]| {
                ts.iter().map(|&t| crate::printer::type_to_string(ctx, t)).collect::<Vec<_>>().join(", ")
            };
            return Err(Diagnostic::error(
                loc,
                format!(
                    "'{name}' op inferred type(s) {} are incompatible with return type(s) of operation {}",
                    list(&inferred),
                    list(&result_types)
                ),
            ));
        }
        Ok(())
    }
}

impl DynamicOp {
    /// The successor count the extension declared, and the operands the
    /// op forwards to them when it declared `BranchOpInterface` (upstream
    /// verifies both for ODS ops; IRDL alone says nothing of successors).
    fn verify_successors(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        let Some(spec) = self.extended.get() else {
            return Ok(());
        };
        let n = ir.num_successors(op).unwrap_or(0);
        let fixed = spec.successors.iter().filter(|s| !s.variadic).count();
        let variadic = spec.successors.iter().any(|s| s.variadic);
        if (!variadic && n != fixed) || n < fixed {
            let s = if fixed == 1 { "successor" } else { "successors" };
            let at_least = if variadic { "at least " } else { "" };
            return Err(crate::verifier::op_error_prefixed(
                ir,
                op,
                format!("requires {at_least}{fixed} {s} but found {n}"),
            ));
        }
        if self.spec.interfaces().has::<dyn BranchOpInterface>() {
            return Ok(());
        }
        match self.interfaces.get().and_then(|i| i.get::<dyn BranchOpInterface>()) {
            Some(b) => crate::interfaces::verify_successor_operands(b, ir, op),
            None => Ok(()),
        }
    }
}

/// Runs `fs` in order, stopping at the first failure. The list is copied
/// out first: a verifier may attach more hooks (the lock is not held).
fn run_all(list: &RwLock<Vec<DynVerifier>>, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let fs: Vec<DynVerifier> = {
        let l = list.read();
        if l.is_empty() {
            return Ok(());
        }
        l.clone()
    };
    fs.iter().try_for_each(|f| f(ir, op))
}

impl OpDefinition for DynamicOp {
    fn name(&self) -> &str {
        self.spec.name()
    }

    fn traits(&self) -> OpTraits {
        self.spec.traits() | OpTraits::from_bits(self.extra_traits.load(Ordering::Acquire))
    }

    /// Dynamic ops have no properties: every attribute is a discardable
    /// one (upstream prints them in `{...}`, also in generic form).
    fn inherent_attr_names(&self) -> &[&'static str] {
        &[]
    }

    fn verify(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        match &self.check {
            Some(check) => check(ir, op)?,
            None => self.spec.verify(ir, op)?,
        }
        self.verify_inferred_types(ir, op)?;
        self.verify_successors(ir, op)?;
        run_all(&self.verifiers, ir, op)
    }

    fn verify_region(&self, ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
        self.spec.verify_region(ir, op)?;
        run_all(&self.region_verifiers, ir, op)
    }

    fn has_custom_assembly(&self) -> bool {
        self.format.get().is_some() || self.custom.get().is_some() || self.spec.has_custom_assembly()
    }

    fn parse(&self, p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> ParseResult<()> {
        if let Some((parse, _)) = self.custom.get() {
            return parse(p, state);
        }
        match self.format.get() {
            Some(f) => {
                let at = p.name_offset();
                parse_with_format(f, self.spec(), p, state)?;
                if state.result_types.is_empty() && !self.spec.spec.results.is_empty() {
                    if !self.fixed_results.is_empty() {
                        state.result_types.extend(self.fixed_results.iter().copied());
                    } else if let Some(infer) = self.interfaces().get::<dyn InferTypeOpInterface>() {
                        // The format leaves the results to the op's
                        // `InferTypeOpInterface`, as upstream's does.
                        let ir = p.ir();
                        let types = state.operands.iter().map(|v| ir.value_type(*v)).collect::<Result<Vec<_>, _>>();
                        let inferred =
                            types.ok().and_then(|t| infer.infer_return_types(ir.ctx(), &t, &state.attributes));
                        match inferred {
                            Some(t) => state.result_types.extend(t),
                            None => return Err(p.error_at(at, "failed to infer returned types")),
                        }
                    }
                }
                Ok(())
            }
            None => self.spec.parse(p, state),
        }
    }

    fn print(&self, p: &mut OpAsmPrinter<'_>, op: OpId) {
        if let Some((_, print)) = self.custom.get() {
            return print(p, op);
        }
        match (self.format.get(), p.ir_ref()) {
            (Some(f), Some(ir)) => print_with_format(f, self.spec(), ir, p, op),
            _ => self.spec.print(p, op),
        }
    }

    fn result_names(&self, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
        self.spec.result_names(ir, op, set)
    }

    fn default_attrs(&self, ctx: &crate::Context) -> Vec<crate::attributes::NamedAttribute> {
        self.spec.default_attrs(ctx)
    }

    fn fold(&self, ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<Folded> {
        let f = self.folder.read().clone();
        if let Some(f) = f {
            return f(ir, op, operands);
        }
        // A constant-like op folds to its value, also when the trait was
        // attached after registration.
        if self.traits().contains(OpTraits::CONSTANT_LIKE) {
            let value = super::fold_utils::constant_value_unchecked(ir, op)?;
            return super::fold_utils::to_attr(Some(value));
        }
        self.spec.fold(ir, op, operands)
    }

    fn interfaces(&self) -> &InterfaceMap {
        self.interfaces.get_or_init(|| self.spec.interfaces().clone())
    }

    fn canonicalization_patterns(&self) -> Vec<PatternRef> {
        let mut v = self.spec.canonicalization_patterns();
        v.extend(self.patterns.read().iter().cloned());
        v
    }

    fn default_dialect(&self) -> Option<&str> {
        self.spec.default_dialect()
    }

    fn as_dynamic(&self) -> Option<&DynamicOp> {
        Some(self)
    }
}

/// A string made to live for the process, for the `&'static str` fields of
/// a spec built at run time. Definitions are made once per dialect
/// loaded, so what leaks is bounded by the definitions a program makes.
pub fn leak_str(s: &str) -> &'static str {
    Box::leak(s.to_owned().into_boxed_str())
}
