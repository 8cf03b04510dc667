//! The `shape.lib` attribute (upstream's
//! `ShapeDialect::verifyOperationAttribute`): on a symbol table, it names
//! the shape function libraries, one symbol or an array of them, whose
//! mappings may not give an op two shape functions.

use mlir_ir::attributes::NamedAttribute;
use mlir_ir::printer::attr_to_string;
use mlir_ir::symbols::{is_symbol_table, lookup_symbol_in};
use mlir_ir::verifier::op_error_plain;
use mlir_ir::{AttrKind, Attribute, Diagnostic, Ir, OpId};

/// Whether `op` is a `shape.function_library`.
fn is_library(ir: &Ir, op: OpId) -> bool {
    ir.op_name(op).is_ok_and(|n| ir.ctx().op_name_str(n) == "shape.function_library")
}

/// Checks the dialect's attributes on `op`; only `shape.lib` has rules.
pub fn verify(ir: &Ir, op: OpId, (name, value): NamedAttribute) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    if ctx.ident_str(name) != "shape.lib" {
        return Ok(());
    }
    let error = |m: String| Err(op_error_plain(ir, op, m));
    if !is_symbol_table(ir, op) {
        return error("shape.lib attribute may only be on op implementing SymbolTable".into());
    }
    let is_ref = |a: Attribute| matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. });
    if is_ref(value) {
        let shown = attr_to_string(ctx, value);
        return match lookup_symbol_in(ir, op, value) {
            None => error(format!("shape function library {shown} not found")),
            Some(s) if is_library(ir, s) => Ok(()),
            Some(_) => error(format!("{shown} required to be shape function library")),
        };
    }
    let AttrKind::Array(items) = ctx.attr_kind(value) else {
        return error("only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute".into());
    };
    // Each op may be mapped to a shape function once over all libraries.
    let mut mapped: Vec<mlir_ir::Identifier> = Vec::new();
    for &item in items.iter() {
        if !is_ref(item) {
            return error("only SymbolRefAttr allowed in shape.lib attribute array".into());
        }
        // Upstream crashes on a reference it cannot resolve; this reports
        // it as not a library.
        let Some(library) = lookup_symbol_in(ir, op, item).filter(|s| is_library(ir, *s)) else {
            return error(format!("{} does not refer to FunctionLibraryOp", attr_to_string(ctx, item)));
        };
        let mapping = crate::fold_utils::attr(ir, library, "mapping");
        let entries: Vec<NamedAttribute> = mapping.map(|m| ctx.dict_entries(m).to_vec()).unwrap_or_default();
        for (op_name, _) in entries {
            if mapped.contains(&op_name) {
                let quoted = attr_to_string(ctx, ctx.string_attr(ctx.ident_str(op_name)));
                return error(format!("only one op to shape mapping allowed, found multiple for `{quoted}`"));
            }
            mapped.push(op_name);
        }
    }
    Ok(())
}
