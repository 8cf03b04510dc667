//! `builtin.module`: a symbol table holding one graph-region block.

use crate::attributes::AttrKind;
use crate::ir::{Ir, OpId, OperationState};
use crate::ods::spec::constraints::{STRING, SYMBOL_NAME};
use crate::ods::spec::{Hooks, OpSpec, Trait};
use crate::parser::{OpAsmParser, ParseResult};
use crate::printer::OpAsmPrinter;

/// Creation and access helpers beside the generated view (the module's
/// definition is [`spec`]).
impl super::ModuleOp {
    /// Creates a detached, empty module (one empty block) at `loc`.
    pub fn create(ir: &mut Ir, loc: crate::attributes::Location) -> OpId {
        let region = ir.create_region();
        let block = ir.create_block(&[]);
        ir.append_block(region, block).expect("fresh region and block");
        let name = ir.ctx().op_name("builtin.module");
        let mut st = OperationState::new(name, loc);
        st.regions.push(region);
        ir.create_op(st).expect("module creation cannot fail")
    }

    /// The body block of a module.
    pub fn body(ir: &Ir, module: OpId) -> Option<crate::ir::BlockId> {
        let r = *ir.regions(module).ok()?.first()?;
        ir.region_first_block(r).ok().flatten()
    }
}

/// `($sym_name^)? attr-dict-with-keyword $bodyRegion`, parsed.
fn parse_module(p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    if let Some(name) = p.parse_optional_symbol_name() {
        state.attributes.push((ctx.ident("sym_name"), ctx.string_attr(&name)));
    }
    state.attributes.extend(p.parse_optional_attr_dict_with_keyword()?);
    // As upstream: names from above stay visible while parsing (the
    // verifier enforces isolation); no shadowing.
    let region = p.parse_region(&[], false)?;
    p.ensure_single_block(region);
    state.regions.push(region);
    Ok(())
}

/// `($sym_name^)? attr-dict-with-keyword $bodyRegion`, printed.
fn print_module(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = p.ctx().clone();
    if let Ok(Some(name)) = ir.op_inherent_attr(op, ctx.ident("sym_name")) {
        if let AttrKind::String { value, .. } = ctx.attr_kind(name) {
            p.output().push(' ');
            p.print_symbol_name(&String::from_utf8_lossy(value));
        }
    }
    // Upstream's format is `($sym_name^)? attr-dict-with-keyword $bodyRegion`:
    // only `sym_name` is elided; an inherent `sym_visibility` prints in the
    // attribute dictionary, sorted among the discardable attributes.
    let mut attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    let vis = ctx.ident("sym_visibility");
    if let Ok(Some(v)) = ir.op_inherent_attr(op, vis) {
        if !attrs.iter().any(|(n, _)| *n == vis) {
            attrs.push((vis, v));
            attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
        }
    }
    p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name"]);
    p.output().push(' ');
    if let Some(&r) = ir.regions(op).ok().and_then(|r| r.first()) {
        p.print_region(r, false, false, false);
    }
}

/// The one definition of `builtin.module`, which the core parses, prints
/// and verifies by, and the Python generator reads.
pub fn spec() -> OpSpec {
    let mut s = OpSpec::new("builtin.module", "A top level container operation")
        .optional_attr("sym_name", &SYMBOL_NAME)
        .optional_attr("sym_visibility", &STRING)
        .region("bodyRegion")
        .traits(&[
            Trait::IsolatedFromAbove,
            Trait::NoTerminator,
            Trait::SingleBlock,
            Trait::Symbol,
            Trait::SymbolTable,
            Trait::GraphRegion,
        ])
        .hooks(Hooks { parse: Some(parse_module), print: Some(print_module), ..Default::default() });
    s.default_dialect = Some("builtin");
    s
}
