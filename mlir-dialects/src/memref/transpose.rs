//! `memref.transpose`: a view of a memref with its dimensions permuted by an
//! affine permutation map, printed bare (`%m (d0, d1) -> (d1, d0) : ...`).

use crate::spec::verify::{op_attr, operands, result_types, types_of};
use crate::spec::{Hooks, OpSpec, Trait};
use mlir_ir::affine::AffineMap;
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::printer::{type_to_string, OpAsmPrinter};
use mlir_ir::types::canonicalize_strided_layout;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{AttrKind, Context, Diagnostic, Ir, OpId, OperationState, Type, TypeKind};

/// `$in $permutation attr-dict : type($in) to type($result)`.
fn parse_transpose(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let input = p.parse_operand()?;
    let perm = p.parse_affine_map_attr_stripped()?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    let src = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let dst = p.parse_type()?;
    st.operands.push(p.resolve_operand(&input, src)?);
    st.attributes.push((ctx.ident("permutation"), perm));
    st.result_types.push(dst);
    Ok(())
}

fn print_transpose(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx().clone();
    let ops = operands(ir, op);
    p.output().push(' ');
    if let Some(v) = ops.first() {
        p.print_operand(*v);
    }
    if let Some(AttrKind::AffineMap(map)) = op_attr(ir, op, "permutation").map(|a| ctx.attr_kind(a)) {
        p.output().push_str(&format!(" {map}"));
    }
    let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    p.print_optional_attr_dict(&attrs, &["permutation"]);
    p.output().push_str(" : ");
    if let Some(t) = types_of(ir, &ops).first() {
        p.print_type(*t);
    }
    p.output().push_str(" to ");
    if let Some(t) = result_types(ir, op).first() {
        p.print_type(*t);
    }
}

/// The memref type `memref` viewed through `perm`: sizes and strides
/// permuted, the layout made explicit as `strided<...>` (upstream's
/// `inferTransposeResultType`).
pub fn transposed_type(ctx: &Context, memref: Type, perm: &AffineMap) -> Option<Type> {
    let TypeKind::MemRef { shape, element, layout, memory_space } = ctx.type_kind(memref) else { return None };
    let (strides, offset) = mlir_ir::types::memref_strides_and_offset(ctx, shape, *layout)?;
    let pick = |src: &[i64]| -> Option<Vec<i64>> {
        (0..perm.results().len()).map(|i| perm.dim_position(i).and_then(|d| src.get(d).copied())).collect()
    };
    let sizes = pick(shape)?;
    let strides = pick(&strides)?;
    let layout = ctx.get_attr(AttrKind::Strided { offset, strides: strides.into() });
    Some(ctx.memref_type(&sizes, *element, Some(layout), *memory_space))
}

fn verify_transpose(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(AttrKind::AffineMap(perm)) = op_attr(ir, op, "permutation").map(|a| ctx.attr_kind(a)) else {
        return Ok(());
    };
    if !perm.is_permutation() {
        return Err(op_error_prefixed(ir, op, "expected a permutation map"));
    }
    let ops = operands(ir, op);
    let (Some(src), Some(dst)) = (types_of(ir, &ops).first().copied(), result_types(ir, op).first().copied()) else {
        return Ok(());
    };
    let rank = ctx.type_kind(src).shape().map_or(0, |s| s.len());
    if perm.num_dims() != rank {
        return Err(op_error_prefixed(ir, op, "expected a permutation map of same rank as the input"));
    }
    let Some(expected) = transposed_type(ctx, src, perm) else { return Ok(()) };
    let expected = canonicalize_strided_layout(ctx, expected);
    if canonicalize_strided_layout(ctx, dst) != expected {
        return Err(op_error_prefixed(
            ir,
            op,
            format!(
                "result type '{}' is not equivalent to the canonical transposed input type '{}'",
                type_to_string(ctx, dst),
                type_to_string(ctx, expected)
            ),
        ));
    }
    Ok(())
}

/// The spec of `memref.transpose`.
pub fn spec() -> OpSpec {
    OpSpec::new("memref.transpose", "`transpose` produces a new strided memref (metadata-only)")
        .interface::<dyn mlir_ir::interfaces::ViewLikeOpInterface>(std::sync::Arc::new(
            crate::memref::interfaces::ViewOfSource,
        ))
        .operand("in", &super::MEMREF)
        .attr("permutation", &crate::spec::constraints::AFFINE_MAP_ATTR)
        .result("result", &super::MEMREF)
        .traits(&[Trait::Pure])
        .hooks(Hooks {
            parse: Some(parse_transpose),
            print: Some(print_transpose),
            verify: Some(verify_transpose),
            result_name: Some("transpose"),
            ..Default::default()
        })
}
