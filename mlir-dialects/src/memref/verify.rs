//! `memref` verifiers written in C++ upstream: alloc-like operand counts,
//! index counts, cast compatibility.

use crate::spec::verify::{op_attr, operands, result_types, types_of};
use mlir_ir::ods::view::Checked;
use mlir_ir::printer::type_to_string;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{AttrKind, Context, Diagnostic, Ir, OpId, Type, TypeKind};

const DYNAMIC: i64 = i64::MIN;

fn rank(ctx: &Context, t: Type) -> Option<usize> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

/// How many dynamic sizes and symbol operands an alloc-like op has.
fn alloc_operand_counts(ir: &Ir, op: OpId) -> Option<(usize, usize)> {
    mlir_ir::on_view!(
        ir,
        op,
        |v| (v.dynamic_sizes(ir).checked().len(), v.symbol_operands(ir).checked().len()),
        [super::AllocOp, super::AllocaOp]
    )
}

/// `verifyAllocLikeOp`: dynamic sizes and layout symbols match the type.
pub fn verify_alloc_like(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(t) = result_types(ir, op).first().copied() else { return Ok(()) };
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else {
        return Err(op_error_prefixed(ir, op, "result must be a memref"));
    };
    // Run after the invariants, so the op fits its definition.
    let Some((has, got)) = alloc_operand_counts(ir, op) else { return Ok(()) };
    let n_dyn = shape.iter().filter(|d| **d == DYNAMIC).count();
    if has != n_dyn {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("incorrect number of dynamic sizes, has {has}, expected {n_dyn}"),
        ));
    }
    let symbols = match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::AffineMap(m)) => m.num_symbols(),
        _ => 0,
    };
    if got != symbols {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("symbol operand count does not equal memref symbol count: expected {symbols}, got {got}"),
        ));
    }
    Ok(())
}

/// `LoadOp::verify`.
pub fn verify_load(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ops = operands(ir, op);
    let Some(r) = ops.first().and_then(|m| ir.value_type(*m).ok()).and_then(|t| rank(ir.ctx(), t)) else {
        return Ok(());
    };
    let got = ops.len() - 1;
    if got != r {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("incorrect number of indices for load, expected {r} but got {got}"),
        ));
    }
    Ok(())
}

/// `StoreOp::verify`.
pub fn verify_store(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ops = operands(ir, op);
    let Some(r) = ops.get(1).and_then(|m| ir.value_type(*m).ok()).and_then(|t| rank(ir.ctx(), t)) else {
        return Ok(());
    };
    if ops.len() != 2 + r {
        return Err(op_error_prefixed(ir, op, "store index operand count not equal to memref rank"));
    }
    Ok(())
}

/// `CastOp::areCastCompatible` for memrefs.
pub fn memref_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::MemRef { shape: sa, element: ea, memory_space: ma, layout: la },
            TypeKind::MemRef { shape: sb, element: eb, memory_space: mb, layout: lb },
        ) => {
            let ok = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
            if la != lb {
                let (Some((xs, xo)), Some((ys, yo))) = (
                    mlir_ir::types::memref_strides_and_offset(ctx, sa, *la),
                    mlir_ir::types::memref_strides_and_offset(ctx, sb, *lb),
                ) else {
                    return false;
                };
                if xs.len() != ys.len() || !ok(xo, yo) || !xs.iter().zip(&ys).all(|(x, y)| ok(*x, *y)) {
                    return false;
                }
            }
            ea == eb
                && ma == mb
                && sa.len() == sb.len()
                && sa.iter().zip(sb.iter()).all(|(x, y)| *x == DYNAMIC || *y == DYNAMIC || x == y)
        }
        (TypeKind::UnrankedMemRef { .. }, TypeKind::UnrankedMemRef { .. }) => false,
        (ka, kb) => {
            let parts = |k: &TypeKind| match k {
                TypeKind::MemRef { element, memory_space, .. } => Some((*element, *memory_space)),
                TypeKind::UnrankedMemRef { element, memory_space } => Some((*element, *memory_space)),
                _ => None,
            };
            matches!((parts(ka), parts(kb)), (Some(x), Some(y)) if x == y)
        }
    }
}

/// "operand type 'A' and result type 'B' are cast incompatible".
pub fn verify_cast_with(ir: &Ir, op: OpId, compatible: fn(&Context, Type, Type) -> bool) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let ins = types_of(ir, &operands(ir, op));
    let outs = result_types(ir, op);
    if let (Some(a), Some(b)) = (ins.first(), outs.first()) {
        if !compatible(ctx, *a, *b) {
            return Err(op_error_prefixed(
                ir,
                op,
                format!(
                    "operand type '{}' and result type '{}' are cast incompatible",
                    type_to_string(ctx, *a),
                    type_to_string(ctx, *b)
                ),
            ));
        }
    }
    Ok(())
}

/// `memref.cast`'s verifier.
pub fn verify_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast_with(ir, op, memref_cast_compatible)
}

/// `SameOperandsElementType` and `SameOperandsShape` of `memref.copy`.
pub fn verify_copy(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let tys = types_of(ir, &operands(ir, op));
    let elems: Vec<Option<Type>> = tys.iter().map(|t| ctx.type_kind(*t).element_type()).collect();
    if elems.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_error_prefixed(ir, op, "requires the same element type for all operands"));
    }
    let shapes: Vec<Option<Vec<i64>>> = tys
        .iter()
        .map(|t| match ctx.type_kind(*t) {
            TypeKind::MemRef { shape, .. } => Some(shape.to_vec()),
            _ => None,
        })
        .collect();
    let ranked: Vec<&Vec<i64>> = shapes.iter().flatten().collect();
    let compatible = ranked.windows(2).all(|w| {
        w[0].len() == w[1].len() && w[0].iter().zip(w[1]).all(|(a, b)| *a == DYNAMIC || *b == DYNAMIC || a == b)
    });
    if !compatible {
        return Err(op_error_prefixed(ir, op, "requires the same shape for all operands"));
    }
    Ok(())
}

/// `GetGlobalOp::verifySymbolUses`.
pub fn verify_get_global(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(sym) = op_attr(ir, op, "name") else { return Ok(()) };
    let name = match ctx.attr_kind(sym) {
        AttrKind::SymbolRef { root, .. } => ctx.ident_str(*root).to_string(),
        _ => return Ok(()),
    };
    let global = mlir_ir::symbols::lookup_nearest_symbol_from(ir, op, sym)
        .filter(|g| ir.op_name(*g).is_ok_and(|n| ctx.op_name_str(n) == "memref.global"));
    let Some(g) = global else {
        return Err(op_error_prefixed(ir, op, format!("'{name}' does not reference a valid global memref")));
    };
    let gty = match op_attr(ir, g, "type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return Ok(()),
    };
    if let Some(rt) = result_types(ir, op).first() {
        if *rt != gty {
            return Err(op_error_prefixed(
                ir,
                op,
                format!(
                    "result type '{}' does not match type '{}' of the global memref @{name}",
                    type_to_string(ctx, *rt),
                    type_to_string(ctx, gty)
                ),
            ));
        }
    }
    Ok(())
}
