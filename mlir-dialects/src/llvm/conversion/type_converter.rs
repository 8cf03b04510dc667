//! The LLVM type converter (upstream's `LLVMTypeConverter` with default
//! options): `index` becomes `i64`, integers and floats stay, a ranked
//! memref becomes its descriptor struct, and the `llvm` types stay. Memref
//! values split into their descriptor fields (function arguments) are
//! packed back into the struct by the target materialization.

use super::build::{insert, llvm_type, poison};
use mlir_ir::{Context, Location, Type, TypeKind, Value};
use mlir_passes::conversion::{ConversionPatternRewriter, TypeConverter};
use std::sync::Arc;

/// The descriptor struct of a ranked memref of rank `rank`:
/// `!llvm.struct<(ptr, ptr, i64, array<rank x i64>, array<rank x i64>)>`
/// (without the arrays at rank 0).
pub fn descriptor_type(ctx: &Context, rank: usize) -> Type {
    if rank == 0 {
        llvm_type(ctx, "struct<(ptr, ptr, i64)>")
    } else {
        llvm_type(ctx, &format!("struct<(ptr, ptr, i64, array<{rank} x i64>, array<{rank} x i64>)>"))
    }
}

/// The converted element type of a memref's elements, if it converts.
fn convert_scalar(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Index => Some(ctx.i64_type()),
        TypeKind::Integer { .. } | TypeKind::Float(_) => Some(ty),
        TypeKind::Opaque { dialect, .. } if ctx.ident_str(*dialect) == "llvm" => Some(ty),
        _ => None,
    }
}

/// The LLVM type `ty` converts to, if it does.
pub fn convert(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, memory_space, .. } => {
            if memory_space.is_some() {
                return None;
            }
            convert_scalar(ctx, *element)?;
            Some(descriptor_type(ctx, shape.len()))
        }
        TypeKind::Vector { shape, scalable, element } if shape.len() == 1 && !scalable[0] => {
            let e = convert_scalar(ctx, *element)?;
            Some(ctx.vector_type(&[shape[0]], &[false], e))
        }
        _ => convert_scalar(ctx, ty),
    }
}

/// The types of the descriptor fields of a ranked memref of rank `rank`,
/// as a function argument spreads them.
pub fn descriptor_fields(ctx: &Context, rank: usize) -> Vec<Type> {
    let ptr = llvm_type(ctx, "ptr");
    let mut v = vec![ptr, ptr, ctx.i64_type()];
    v.extend(std::iter::repeat(ctx.i64_type()).take(2 * rank));
    v
}

/// The rank of `ty` if it is a ranked memref the converter handles.
pub fn memref_rank(ctx: &Context, ty: Type) -> Option<usize> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, .. } => convert(ctx, ty).map(|_| shape.len()),
        _ => None,
    }
}

/// Packs the spread fields `fields` of a memref of rank `rank` into its
/// descriptor struct `ty` (sizes and strides interleaved per dimension, as
/// upstream's `MemRefDescriptor::pack`).
pub fn pack_descriptor(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    ty: Type,
    fields: &[Value],
    rank: usize,
) -> Option<Value> {
    if fields.len() != 3 + 2 * rank {
        return None;
    }
    let mut d = poison(rw, loc, ty)?;
    for (i, f) in fields[..3].iter().enumerate() {
        d = insert(rw, loc, d, *f, &[i as i64])?;
    }
    for dim in 0..rank {
        d = insert(rw, loc, d, fields[3 + dim], &[3, dim as i64])?;
        d = insert(rw, loc, d, fields[3 + rank + dim], &[4, dim as i64])?;
    }
    Some(d)
}

/// The LLVM type converter.
pub fn llvm_type_converter() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(Arc::new(|ctx: &Context, ty: Type| convert(ctx, ty).map(|t| vec![t])));
    tc.add_target_materialization(Arc::new(
        |rw: &mut ConversionPatternRewriter<'_>, ty: Type, inputs: &[Value], loc: Location| {
            if inputs.len() < 2 {
                return None;
            }
            let ctx = rw.ctx();
            let rank = (inputs.len() - 3) / 2;
            (ty == descriptor_type(&ctx, rank)).then_some(())?;
            pack_descriptor(rw, loc, ty, inputs, rank)
        },
    ));
    tc.add_source_materialization(Arc::new(
        |rw: &mut ConversionPatternRewriter<'_>, ty: Type, inputs: &[Value], loc: Location| {
            if inputs.len() < 2 {
                return None;
            }
            let ctx = rw.ctx();
            let rank = memref_rank(&ctx, ty)?;
            let d = pack_descriptor(rw, loc, descriptor_type(&ctx, rank), inputs, rank)?;
            rw.unrealized_cast(&[d], ty, loc)
        },
    ));
    tc
}
