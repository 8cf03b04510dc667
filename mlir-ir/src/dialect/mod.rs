//! Dialects and operation definitions.
//!
//! A dialect is a namespace with a list of operation definitions. An
//! [`OpDefinition`] is the one place an op's behaviour lives: its traits,
//! inherent attributes, verifier, custom assembly and naming hooks. The
//! declarative op definitions of `mlir-dialects` and ops defined from Python
//! both implement it.

mod registry;
mod shaped_components;
mod traits;

pub use registry::{DialectRegistration, DialectRegistry};
pub use shaped_components::ShapedTypeComponents;
pub use traits::OpTraits;

use crate::diagnostics::Diagnostic;
use crate::ir::{Ir, OpId, OperationState, Value};
use crate::parser::{OpAsmParser, ParseResult};
use crate::printer::OpAsmPrinter;
use std::sync::Arc;

/// One result of folding an op: a constant to materialize, or an existing
/// value to use instead.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FoldResult {
    /// The result is this constant.
    Attr(crate::Attribute),
    /// The result is this value.
    Value(Value),
}

/// What folding an op did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// One replacement per result.
    Results(Vec<FoldResult>),
    /// The op was updated in place (e.g. operands reordered).
    InPlace,
    /// The op should be updated in place: new operands and inherent
    /// attributes (folders only read the IR; the driver applies this).
    Update {
        /// The new operands, if they change.
        operands: Option<Vec<Value>>,
        /// Inherent attributes to set.
        attrs: Vec<(crate::Identifier, crate::Attribute)>,
    },
}

/// Builds the constant op of a dialect for an attribute and type
/// (upstream's `Dialect::materializeConstant`), as an op state to create.
pub type ConstantMaterializer =
    fn(&crate::Context, crate::Attribute, crate::Type, crate::Location) -> Option<OperationState>;

/// Everything the core needs to know about one registered operation.
pub trait OpDefinition: Send + Sync + 'static {
    /// The full name, e.g. `arith.addi`.
    fn name(&self) -> &str;

    /// Structural traits.
    fn traits(&self) -> OpTraits {
        OpTraits::empty()
    }

    /// Names of the inherent attributes (stored as properties).
    fn inherent_attr_names(&self) -> &[&'static str] {
        &[]
    }

    /// Checks op-specific invariants after the structural checks passed.
    fn verify(&self, _ir: &Ir, _op: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }

    /// [`verify`](Self::verify) with every error upstream emits for the
    /// failure, in order. Some failures emit more than one: a failed type
    /// inference reports its reason, then "failed to infer returned types"
    /// (the last, with the `see current operation` note, fails the op).
    fn verify_all(&self, ir: &Ir, op: OpId) -> Result<(), Vec<Diagnostic>> {
        self.verify(ir, op).map_err(|d| vec![d])
    }

    /// Checks invariants that need the regions verified first.
    fn verify_region(&self, _ir: &Ir, _op: OpId) -> Result<(), Diagnostic> {
        Ok(())
    }

    /// Whether the op has a custom assembly form.
    fn has_custom_assembly(&self) -> bool {
        false
    }

    /// Parses the custom form after the op name, filling `state`.
    fn parse(&self, p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> ParseResult<()> {
        let _ = state;
        Err(p.error_at(p.name_offset(), "has no custom assembly form"))
    }

    /// Prints the custom form after the op name.
    fn print(&self, p: &mut OpAsmPrinter<'_>, op: OpId) {
        let _ = (p, op);
    }

    /// Suggests SSA names for results (`OpAsmOpInterface`).
    fn result_names(&self, _ir: &Ir, _op: OpId, _set: &mut dyn FnMut(Value, &str)) {}

    /// Suggests SSA names for the entry-block arguments of its regions.
    fn block_arg_names(&self, _ir: &Ir, _op: OpId, _set: &mut dyn FnMut(Value, &str)) {}

    /// The inherent attributes that have a default value, materialized in
    /// `ctx` (upstream's default-initialised properties): an op created
    /// without them has them all the same. The context caches them per op
    /// name ([`crate::Context::populate_default_attrs`]), since definitions
    /// are shared by every context of the process.
    fn default_attrs(&self, _ctx: &crate::Context) -> Vec<crate::attributes::NamedAttribute> {
        Vec::new()
    }

    /// Folds the op given the constant values of its operands (`None`: not
    /// a constant), as upstream's `fold` hooks: `None` when nothing folds.
    /// A constant-like op folds to its value.
    fn fold(&self, _ir: &Ir, _op: OpId, _operands: &[Option<crate::Attribute>]) -> Option<Folded> {
        None
    }

    /// The op interfaces the op implements, looked up by generic code
    /// through [`crate::interfaces::op_interface`].
    fn interfaces(&self) -> &crate::interfaces::InterfaceMap {
        crate::interfaces::InterfaceMap::empty()
    }

    /// The op's canonicalization patterns (`hasCanonicalizer`).
    fn canonicalization_patterns(&self) -> Vec<crate::rewrite::PatternRef> {
        Vec::new()
    }

    /// Whether the op implements `InferShapedTypeOpInterface`.
    fn infers_shaped_type_components(&self) -> bool {
        false
    }

    /// `InferShapedTypeOpInterface::inferReturnTypeComponents`: the shaped
    /// components of each result for these operand types and attributes, or
    /// `None` when the op does not infer them or they do not fit.
    fn infer_return_type_components(
        &self,
        _ctx: &crate::Context,
        _operand_types: &[crate::Type],
        _attrs: &[crate::attributes::NamedAttribute],
    ) -> Option<Vec<ShapedTypeComponents>> {
        None
    }

    /// The dialect whose prefix may be elided for ops nested in this op's
    /// regions (`OpAsmOpInterface::getDefaultDialect`).
    fn default_dialect(&self) -> Option<&str> {
        None
    }

    /// The definition as an op defined at run time (IRDL, Python), whose
    /// traits and hooks may be attached after it is registered.
    fn as_dynamic(&self) -> Option<&crate::ods::dynamic::DynamicOp> {
        None
    }

    /// The declarative spec the op was defined from, if any: what the
    /// bytecode reader lays an op's native properties out by (upstream's
    /// ODS-generated `readProperties`).
    fn ods_spec(&self) -> Option<&crate::ods::spec::OpSpec> {
        None
    }
}

/// Parsing and printing of a dialect's own attributes (`#ns.mnemonic<...>`),
/// upstream's `Dialect::parseAttribute` / `printAttribute`.
pub trait DialectAttrHooks: Send + Sync + 'static {
    /// Parses `body`, the text after `#ns.` (e.g. `fastmath<fast>`). The
    /// error message is reported at the start of the body.
    fn parse_attribute(&self, ctx: &crate::Context, body: &str) -> Result<crate::Attribute, String>;

    /// Prints the body of `attr` (without the `#ns.` prefix).
    fn print_attribute(&self, ctx: &crate::Context, attr: &crate::DialectAttr, out: &mut String);

    /// The hooks as `Any`, for their definer to reach its own type behind
    /// the trait object (a dialect defined at run time completing its
    /// definitions after registration); `None` by default.
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        None
    }
}

/// Parsing of a dialect's own types (`!ns.mnemonic<...>`), upstream's
/// `Dialect::parseType`. The types stay the context's opaque types of the
/// dialect; the hook checks the text and returns the type under its
/// canonical spelling (what upstream prints back).
pub trait DialectTypeHooks: Send + Sync + 'static {
    /// Parses `body`, the text after `!ns.` (e.g. `range<value>`). An error
    /// carries the byte offset in `body` where it is reported.
    fn parse_type(&self, ctx: &crate::Context, body: &str) -> Result<crate::Type, (usize, String)>;

    /// The text to print after `!ns.` for a type stored as `data`, when it
    /// differs from `data`: a type that names an identified type (see
    /// [`crate::context::IdentifiedBody`]) prints with the body set since.
    /// Asked only once the context has identified types; `None` prints
    /// `data` as it is.
    fn print_type(&self, ctx: &crate::Context, data: &str) -> Option<String> {
        let _ = (ctx, data);
        None
    }

    /// The hooks as `Any` (see [`DialectAttrHooks::as_any`]).
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        None
    }
}

/// A namespace of operations.
pub struct Dialect {
    /// The namespace, e.g. `arith`.
    pub name: String,
    /// Operation definitions.
    pub ops: Vec<Arc<dyn OpDefinition>>,
    /// Whether ops of this namespace that have no definition are accepted.
    pub allows_unknown_ops: bool,
    /// Parser and printer of the dialect's attributes, if it has any.
    pub attr_hooks: Option<Arc<dyn DialectAttrHooks>>,
    /// Parser of the dialect's types, if it checks them (the text of a
    /// type is otherwise kept as written).
    pub type_hooks: Option<Arc<dyn DialectTypeHooks>>,
    /// Builds a constant of this dialect when folding its ops produced one.
    pub materialize_constant: Option<ConstantMaterializer>,
    /// The dialect's say in inlining its calls (upstream's
    /// `DialectInlinerInterface`); calls of a dialect without one are not
    /// inlined.
    pub inliner: Option<Arc<dyn crate::interfaces::DialectInlinerInterface>>,
    /// Checks a discardable attribute named in this dialect's namespace
    /// (`ns.name`) on any op (upstream's `verifyOperationAttribute`).
    pub verify_op_attribute: Option<OpAttributeVerifier>,
}

/// A dialect's check of one of its discardable attributes on an op.
pub type OpAttributeVerifier = fn(&Ir, OpId, crate::attributes::NamedAttribute) -> Result<(), Diagnostic>;

impl Dialect {
    /// A dialect with the given namespace and ops.
    pub fn new(name: impl Into<String>, ops: Vec<Arc<dyn OpDefinition>>) -> Dialect {
        Dialect {
            name: name.into(),
            ops,
            allows_unknown_ops: false,
            attr_hooks: None,
            type_hooks: None,
            materialize_constant: None,
            inliner: None,
            verify_op_attribute: None,
        }
    }
}
