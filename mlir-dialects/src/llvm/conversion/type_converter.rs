//! The LLVM type converter (upstream's `LLVMTypeConverter` with default
//! options): `index` becomes `i64`, integers and floats stay, a ranked
//! memref becomes its descriptor struct, and the `llvm` types stay. Memref
//! values split into their descriptor fields (function arguments) are
//! packed back into the struct by the target materialization.

use super::build::{insert, llvm_type, poison};
use mlir_ir::{Context, Location, Type, TypeKind, Value};
use mlir_passes::conversion::{ConversionPatternRewriter, TypeConverter};
use std::sync::Arc;

/// The descriptor struct of a ranked memref of rank `rank` in the default
/// address space:
/// `!llvm.struct<(ptr, ptr, i64, array<rank x i64>, array<rank x i64>)>`
/// (without the arrays at rank 0).
pub fn descriptor_type(ctx: &Context, rank: usize) -> Type {
    descriptor_type_in(ctx, rank, 0)
}

/// `ptr` text in address space `space` (`ptr`, `ptr<1>`).
fn ptr_text(space: u32) -> String {
    if space == 0 {
        "ptr".to_string()
    } else {
        format!("ptr<{space}>")
    }
}

/// `!llvm.ptr` in address space `space`.
pub fn ptr_in(ctx: &Context, space: u32) -> Type {
    llvm_type(ctx, &ptr_text(space))
}

/// [`descriptor_type`] with pointers in address space `space`.
pub fn descriptor_type_in(ctx: &Context, rank: usize, space: u32) -> Type {
    let p = ptr_text(space);
    if rank == 0 {
        llvm_type(ctx, &format!("struct<({p}, {p}, i64)>"))
    } else {
        llvm_type(ctx, &format!("struct<({p}, {p}, i64, array<{rank} x i64>, array<{rank} x i64>)>"))
    }
}

/// The address space of a memref's memory space attribute: none or an
/// integer; other memory spaces do not convert.
pub fn address_space(ctx: &Context, memory_space: Option<mlir_ir::Attribute>) -> Option<u32> {
    match memory_space.map(|a| ctx.attr_kind(a)) {
        None => Some(0),
        Some(mlir_ir::AttrKind::Integer { value, .. }) => u32::try_from(value.to_i64()?).ok(),
        Some(_) => None,
    }
}

/// The converted element type of a memref's elements, if it converts.
fn convert_scalar(ctx: &Context, ty: Type) -> Option<Type> {
    use mlir_ir::types::FloatKind::*;
    match ctx.type_kind(ty) {
        TypeKind::Index => Some(ctx.i64_type()),
        TypeKind::Integer { .. } => Some(ty),
        // LLVM's own float types stay; the 4-, 6- and 8-bit formats LLVM
        // lacks become integers of their width (upstream's
        // `convertFloatType`); tf32 has no conversion.
        TypeKind::Float(F16 | BF16 | F32 | F64 | F80 | F128) => Some(ty),
        TypeKind::Float(TF32) => None,
        TypeKind::Float(k) => Some(ctx.int(k.bit_width())),
        TypeKind::Opaque { dialect, .. } if ctx.ident_str(*dialect) == "llvm" => Some(ty),
        _ => None,
    }
}

/// The LLVM type `ty` converts to, if it does.
pub fn convert(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, element, memory_space, .. } => {
            let space = address_space(ctx, *memory_space)?;
            convert(ctx, *element)?;
            Some(descriptor_type_in(ctx, shape.len(), space))
        }
        TypeKind::UnrankedMemRef { element, memory_space } => {
            let space = address_space(ctx, *memory_space)?;
            convert(ctx, *element)?;
            Some(llvm_type(ctx, &format!("struct<(i64, {})>", ptr_text(space))))
        }
        TypeKind::Complex(element) => {
            let e = convert_scalar(ctx, *element)?;
            let t = crate::llvm::types::inner_text(ctx, e);
            Some(llvm_type(ctx, &format!("struct<({t}, {t})>")))
        }
        // A function value is a pointer to the function, when its
        // signature converts (upstream's `convertFunctionType`).
        TypeKind::Function { inputs, results } => {
            inputs.iter().chain(results.iter()).try_for_each(|t| convert(ctx, *t).map(|_| ()))?;
            Some(ptr_in(ctx, 0))
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
    descriptor_fields_in(ctx, rank, 0)
}

/// The types a memref function argument of type `ty` spreads into: the
/// descriptor fields of a ranked memref, rank and pointer of an unranked
/// one; `None` for other types.
pub fn spread_fields(ctx: &Context, ty: Type) -> Option<Vec<Type>> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, memory_space, .. } => {
            convert(ctx, ty)?;
            Some(descriptor_fields_in(ctx, shape.len(), address_space(ctx, *memory_space)?))
        }
        TypeKind::UnrankedMemRef { memory_space, .. } => {
            convert(ctx, ty)?;
            Some(vec![ctx.i64_type(), ptr_in(ctx, address_space(ctx, *memory_space)?)])
        }
        _ => None,
    }
}

/// [`descriptor_fields`] with pointers in address space `space`.
pub fn descriptor_fields_in(ctx: &Context, rank: usize, space: u32) -> Vec<Type> {
    let ptr = ptr_in(ctx, space);
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
            if inputs.len() == 2 {
                // An unranked memref's rank and descriptor pointer.
                let d = poison(rw, loc, ty)?;
                let d = insert(rw, loc, d, inputs[0], &[0])?;
                return insert(rw, loc, d, inputs[1], &[1]);
            }
            let rank = (inputs.len() - 3) / 2;
            let space = (0..4).find(|s| ty == descriptor_type_in(&ctx, rank, *s))?;
            let _ = space;
            pack_descriptor(rw, loc, ty, inputs, rank)
        },
    ));
    tc.add_source_materialization(Arc::new(
        |rw: &mut ConversionPatternRewriter<'_>, ty: Type, inputs: &[Value], loc: Location| {
            if inputs.len() < 2 {
                return None;
            }
            // The descriptor is the one a converted user of the same values
            // asked for (built once), cast back to the memref type after it.
            let ctx = rw.ctx();
            let dty = convert(&ctx, ty)?;
            let d = rw.materialize_target(inputs, dty, loc)?;
            let saved = rw.insertion_point();
            if let Value::OpResult { op, .. } = d {
                rw.set_insertion_point(mlir_ir::ir::InsertPoint::After(op));
            }
            let v = rw.unrealized_cast(&[d], ty, loc);
            if let Some(s) = saved {
                rw.set_insertion_point(s);
            }
            v
        },
    ));
    tc
}
