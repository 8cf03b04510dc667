//! The shape-function ops: `shape.function_library` (a symbol table of
//! shape functions and the `mapping` from op names to them),
//! `shape.func` (a function with upstream's function syntax, shared with
//! `func.func`) and its terminator `shape.return`. Inside both, `shape.`
//! may be left off nested ops' names.

use crate::spec::constraints::{AttrPrint, DICT_ARRAY, FUNCTION_TYPE_ATTR, STRING, SYMBOL_NAME};
use crate::spec::{AttrConstraint, Hooks, OpSpec, Trait};
use mlir_ir::interfaces::{CallableOpInterface, FunctionBody, FunctionOpInterface, SymbolOpInterface};
use mlir_ir::ods::view::Checked;
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{AttrKind, Ir, OpId, OperationState, Type};
use std::sync::Arc;

/// `DictionaryAttr`.
static DICTIONARY: AttrConstraint = AttrConstraint {
    ods_name: "DictionaryAttr",
    summary: "dictionary of named attribute values",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Dictionary(_)),
    print: AttrPrint::Full,
};

/// `@name [attributes {...}] { body } mapping {op = @fn, ...}`.
fn parse_library(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = p.parse_symbol_name()?;
    st.attributes.push((ctx.ident("sym_name"), ctx.string_attr(&name)));
    st.attributes.extend(p.parse_optional_attr_dict_with_keyword()?);
    st.regions.push(p.parse_region(&[], false)?);
    p.parse_keyword("mapping")?;
    let at = p.current_offset();
    let mapping = p.parse_attribute(Some(ctx.none_type()))?;
    if !matches!(ctx.attr_kind(mapping), AttrKind::Dictionary(_)) {
        return Err(p.error_at_raw(at, "invalid kind of attribute specified"));
    }
    st.attributes.push((ctx.ident("mapping"), mapping));
    Ok(())
}

/// Prints `shape.function_library` as upstream's `FunctionLibraryOp::print`.
fn print_library(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    let name = crate::fold_utils::attr(ir, op, "sym_name");
    let mapping = crate::fold_utils::attr(ir, op, "mapping");
    let mut attrs = ir.op_attrs(op).map(<[_]>::to_vec).unwrap_or_default();
    if let Ok(Some(props)) = ir.op_props(op) {
        attrs.extend_from_slice(ctx.dict_entries(props));
        attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    }
    let region = ir.regions(op).ok().and_then(|r| r.first().copied());
    p.output().push(' ');
    if let Some(AttrKind::String { value, .. }) = name.map(|a| ctx.attr_kind(a)) {
        p.print_symbol_name(&String::from_utf8_lossy(value));
    }
    p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name", "mapping"]);
    p.output().push(' ');
    if let Some(r) = region {
        p.print_region(r, false, false, false);
    }
    p.output().push_str(" mapping ");
    if let Some(m) = mapping {
        p.print_attribute_without_type(m);
    }
}

/// `shape.func`'s `FunctionOpInterface`: its `function_type` (it shares
/// `func.func`'s printer and verifier, which read the signature so).
struct ShapeFunction;

impl FunctionOpInterface for ShapeFunction {
    fn function_type(&self, ir: &Ir, op: OpId) -> Option<Type> {
        crate::func::func_op::type_of(ir.ctx(), super::FuncOp::new(ir, op)?.function_type(ir).checked())
    }
}

/// The specs of `shape.function_library`, `shape.func` and `shape.return`.
pub fn specs() -> Vec<OpSpec> {
    let mut library = OpSpec::new("shape.function_library", "Represents shape functions and corresponding ops")
        .attr("sym_name", &SYMBOL_NAME)
        .optional_attr("sym_visibility", &STRING)
        .attr("mapping", &DICTIONARY)
        .region("body")
        .traits(&[
            Trait::Marker("AffineScope"),
            Trait::IsolatedFromAbove,
            Trait::NoRegionArguments,
            Trait::SymbolTable,
            Trait::Symbol,
            Trait::NoTerminator,
            Trait::SingleBlock,
        ])
        .hooks(Hooks { parse: Some(parse_library), print: Some(print_library), ..Default::default() });
    library.default_dialect = Some("shape");
    let mut func = OpSpec::new("shape.func", "Shape function")
        .attr("sym_name", &SYMBOL_NAME)
        .attr("function_type", &FUNCTION_TYPE_ATTR)
        .optional_attr("arg_attrs", &DICT_ARRAY)
        .optional_attr("res_attrs", &DICT_ARRAY)
        .optional_attr("sym_visibility", &STRING)
        .region("body")
        .traits(&[
            Trait::Marker("AffineScope"),
            Trait::Marker("AutomaticAllocationScope"),
            Trait::IsolatedFromAbove,
            Trait::Symbol,
        ])
        .hooks(Hooks {
            parse: Some(crate::func::func_op::parse_func),
            print: Some(crate::func::func_op::print_func),
            verify: Some(crate::func::func_op::verify_func),
            ..Default::default()
        })
        .interface::<dyn CallableOpInterface>(Arc::new(FunctionBody))
        .interface::<dyn SymbolOpInterface>(Arc::new(FunctionBody))
        .interface::<dyn FunctionOpInterface>(Arc::new(ShapeFunction));
    func.default_dialect = Some("shape");
    let ret = OpSpec::new("shape.return", "Shape function return operation")
        .operand_group("operands", &crate::spec::constraints::ANY, crate::spec::Arity::Variadic)
        .traits(&[Trait::Pure, Trait::HasParent("shape.func"), Trait::ReturnLike, Trait::Terminator])
        .format("attr-dict ($operands^ `:` type($operands))?");
    vec![library, func, ret]
}
