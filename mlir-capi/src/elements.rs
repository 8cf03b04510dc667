//! Dense elements and dense array attributes (`mlir-c/BuiltinAttributes.h`):
//! the read side a consumer of constants needs (element count, splat flag,
//! raw little-endian data, single elements).

use crate::ffi::*;
use crate::handles::{self, guard, Cx};
use mlir_ir::attributes::DenseData;
use mlir_ir::{AttrKind, TypeKind};
use std::ffi::c_void;

/// Runs `f` on the attribute's data.
fn inspect<R: Default>(h: MlirAttribute, f: impl FnOnce(Cx<'_>, &AttrKind) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, a) = handles::attr(h)?;
            f(cx, cx.ctx().attr_kind(a))
        };
        run().unwrap_or_default()
    })
}

/// The raw bytes and splat flag of a numeric dense elements attribute.
fn raw(k: &AttrKind) -> Option<(&[u8], bool)> {
    match k {
        AttrKind::DenseElements { data: DenseData::Raw { bytes, splat }, .. } => Some((bytes, *splat)),
        _ => None,
    }
}

/// The number of elements of a dense elements attribute's shaped type.
fn num_elements(cx: Cx<'_>, k: &AttrKind) -> Option<i64> {
    let AttrKind::DenseElements { ty, .. } = k else { return None };
    let shape: &[i64] = match cx.ctx().type_kind(*ty) {
        TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } => shape,
        _ => return None,
    };
    Some(shape.iter().product())
}

/// Element `pos` of width `width` bytes (a splat answers every position).
fn element(k: &AttrKind, pos: isize, width: usize) -> Option<&[u8]> {
    let (bytes, splat) = raw(k)?;
    let i = if splat { 0 } else { usize::try_from(pos).ok()? };
    bytes.get(i * width..(i + 1) * width)
}

/// Whether the attribute is an elements attribute (dense or resource).
#[no_mangle]
pub extern "C" fn mlirAttributeIsAElements(attr: MlirAttribute) -> bool {
    inspect(attr, |_, k| Some(matches!(k, AttrKind::DenseElements { .. } | AttrKind::DenseResource { .. })))
}

/// Whether the attribute is a dense elements attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseElements(attr: MlirAttribute) -> bool {
    inspect(attr, |_, k| Some(matches!(k, AttrKind::DenseElements { .. })))
}

/// The number of elements (the product of the shape).
#[no_mangle]
pub extern "C" fn mlirElementsAttrGetNumElements(attr: MlirAttribute) -> i64 {
    inspect(attr, num_elements)
}

/// Whether all elements are one value stored once.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrIsSplat(attr: MlirAttribute) -> bool {
    inspect(attr, |_, k| match k {
        AttrKind::DenseElements { data, .. } => Some(data.is_splat()),
        _ => None,
    })
}

/// The raw data: each element in its byte width, little-endian (a splat
/// holds one element; `i1` is one byte per element). Null for string
/// elements. Valid as long as the context.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetRawData(attr: MlirAttribute) -> *const c_void {
    // Interned attribute data lives as long as the context, so the
    // address stays valid after the borrow ends.
    inspect(attr, |_, k| raw(k).map(|(b, _)| b.as_ptr() as usize)) as *const c_void
}

/// Element `pos` of an `i64`/`index` elements attribute.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetInt64Value(attr: MlirAttribute, pos: isize) -> i64 {
    inspect(attr, |_, k| Some(i64::from_le_bytes(element(k, pos, 8)?.try_into().ok()?)))
}

/// Element `pos` of an `i32` elements attribute.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetInt32Value(attr: MlirAttribute, pos: isize) -> i32 {
    inspect(attr, |_, k| Some(i32::from_le_bytes(element(k, pos, 4)?.try_into().ok()?)))
}

/// Element `pos` of an `f64` elements attribute.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetDoubleValue(attr: MlirAttribute, pos: isize) -> f64 {
    inspect(attr, |_, k| Some(f64::from_le_bytes(element(k, pos, 8)?.try_into().ok()?)))
}

/// Element `pos` of an `f32` elements attribute.
#[no_mangle]
pub extern "C" fn mlirDenseElementsAttrGetFloatValue(attr: MlirAttribute, pos: isize) -> f32 {
    inspect(attr, |_, k| Some(f32::from_le_bytes(element(k, pos, 4)?.try_into().ok()?)))
}

// ---- dense arrays -------------------------------------------------------------

/// Whether the attribute is a dense array of the integer width `bits`.
fn is_int_array(h: MlirAttribute, bits: u32) -> bool {
    inspect(h, |cx, k| match k {
        AttrKind::DenseArray { element, .. } => {
            Some(matches!(cx.ctx().type_kind(*element), TypeKind::Integer { width, .. } if *width == bits))
        }
        _ => None,
    })
}

/// Element `pos` of a dense array whose elements are `N` bytes wide.
fn array_element<const N: usize>(h: MlirAttribute, pos: isize) -> Option<[u8; N]> {
    inspect(h, |_, k| match k {
        AttrKind::DenseArray { raw, .. } => {
            let i = usize::try_from(pos).ok()?;
            Some(<[u8; N]>::try_from(raw.get(i * N..(i + 1) * N)?).ok())
        }
        _ => None,
    })
}

/// Whether the attribute is `array<i32: ...>`.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseI32Array(attr: MlirAttribute) -> bool {
    is_int_array(attr, 32)
}

/// Whether the attribute is `array<i64: ...>`.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADenseI64Array(attr: MlirAttribute) -> bool {
    is_int_array(attr, 64)
}

/// The number of elements of a dense array.
#[no_mangle]
pub extern "C" fn mlirDenseArrayGetNumElements(attr: MlirAttribute) -> isize {
    inspect(attr, |_, k| match k {
        AttrKind::DenseArray { len, .. } => isize::try_from(*len).ok(),
        _ => None,
    })
}

/// Element `pos` of an `array<i32: ...>`.
#[no_mangle]
pub extern "C" fn mlirDenseI32ArrayGetElement(attr: MlirAttribute, pos: isize) -> i32 {
    array_element::<4>(attr, pos).map(i32::from_le_bytes).unwrap_or_default()
}

/// Element `pos` of an `array<i64: ...>`.
#[no_mangle]
pub extern "C" fn mlirDenseI64ArrayGetElement(attr: MlirAttribute, pos: isize) -> i64 {
    array_element::<8>(attr, pos).map(i64::from_le_bytes).unwrap_or_default()
}
