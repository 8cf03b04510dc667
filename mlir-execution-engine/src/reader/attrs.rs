//! Attributes through the C API: strings, integers, dense arrays, symbol
//! lists, and constants (scalars, dense elements, strings) as leaves.

use super::capi;
use crate::layout::{leaf_count, leaves as layout_leaves, size_of, Leaf};
use crate::model::{Scalar, Ty};
use crate::text;
use capi::MlirAttribute;

/// The value of a string attribute (empty if it is none).
pub fn string(a: MlirAttribute) -> String {
    if a.ptr.is_null() || !capi::mlirAttributeIsAString(a) {
        return String::new();
    }
    text::string(capi::mlirStringAttrGetValue(a))
}

/// The value of an integer attribute, or `default`.
pub fn int_or(a: MlirAttribute, default: i64) -> i64 {
    if !a.ptr.is_null() && capi::mlirAttributeIsAInteger(a) {
        capi::mlirIntegerAttrGetValueInt(a)
    } else {
        default
    }
}

/// The elements of an `array<i32: ...>` or `array<i64: ...>`.
pub fn int_array(a: MlirAttribute) -> Vec<i64> {
    if a.ptr.is_null() {
        return Vec::new();
    }
    let n = capi::mlirDenseArrayGetNumElements(a);
    if capi::mlirAttributeIsADenseI32Array(a) {
        (0..n).map(|i| i64::from(capi::mlirDenseI32ArrayGetElement(a, i))).collect()
    } else if capi::mlirAttributeIsADenseI64Array(a) {
        (0..n).map(|i| capi::mlirDenseI64ArrayGetElement(a, i)).collect()
    } else {
        Vec::new()
    }
}

/// The referenced names of an array of flat symbol references.
pub fn symbol_list(a: MlirAttribute) -> Vec<String> {
    if a.ptr.is_null() || !capi::mlirAttributeIsAArray(a) {
        return Vec::new();
    }
    (0..capi::mlirArrayAttrGetNumElements(a))
        .map(|i| capi::mlirArrayAttrGetElement(a, i))
        .filter(|e| capi::mlirAttributeIsAFlatSymbolRef(*e))
        .map(|e| text::string(capi::mlirFlatSymbolRefAttrGetValue(e)))
        .collect()
}

/// The integer elements of a dense elements attribute (for switch cases).
pub fn dense_ints(a: MlirAttribute) -> Vec<i64> {
    if a.ptr.is_null() || !capi::mlirAttributeIsADenseElements(a) {
        return Vec::new();
    }
    let elt = capi::mlirShapedTypeGetElementType(capi::mlirAttributeGetType(a));
    let width = capi::mlirIntegerTypeGetWidth(elt);
    let n = capi::mlirElementsAttrGetNumElements(a);
    dense_scalars(a, &Leaf::Int(width), n as usize)
        .into_iter()
        .map(|s| if let Scalar::Int(v) = s { v } else { 0 })
        .collect()
}

/// Reads `n` elements of kind `leaf` from the raw data of a dense
/// elements attribute (expanding a splat).
fn dense_scalars(a: MlirAttribute, leaf: &Leaf, n: usize) -> Vec<Scalar> {
    let width = match leaf {
        Leaf::Int(b) => (*b as usize).div_ceil(8),
        Leaf::Half(_) => 2,
        Leaf::F32 => 4,
        Leaf::F64 | Leaf::Ptr => 8,
    };
    let splat = capi::mlirDenseElementsAttrIsSplat(a);
    let stored = if splat { 1 } else { n };
    let ptr = capi::mlirDenseElementsAttrGetRawData(a).cast::<u8>();
    if ptr.is_null() {
        return Vec::new();
    }
    let raw = text::bytes(capi::MlirStringRef { data: ptr.cast(), length: stored * width });
    (0..n)
        .map(|i| {
            let b = &raw[(if splat { 0 } else { i }) * width..][..width];
            match leaf {
                Leaf::Half(h) => Scalar::Float(f64::from(h.to_f32(u16::from_le_bytes([b[0], b[1]])))),
                Leaf::F32 => Scalar::Float(f64::from(f32::from_le_bytes(b.try_into().unwrap_or_default()))),
                Leaf::F64 => Scalar::Float(f64::from_le_bytes(b.try_into().unwrap_or_default())),
                _ => {
                    let mut buf = [0u8; 8];
                    buf[..width.min(8)].copy_from_slice(&b[..width.min(8)]);
                    let v = i64::from_le_bytes(buf);
                    // Sign-extend narrow integers.
                    let bits = (width.min(8) * 8) as u32;
                    Scalar::Int(if bits < 64 { (v << (64 - bits)) >> (64 - bits) } else { v })
                }
            }
        })
        .collect()
}

/// The leaves of the constant `a` of type `ty`, in layout order.
pub fn leaves(a: MlirAttribute, ty: &Ty) -> Result<Vec<Scalar>, String> {
    let shape = layout_leaves(ty);
    if capi::mlirAttributeIsAInteger(a) && shape.len() == 1 {
        return Ok(vec![match shape[0].1 {
            Leaf::Half(_) | Leaf::F32 | Leaf::F64 => Scalar::Float(capi::mlirIntegerAttrGetValueInt(a) as f64),
            _ => Scalar::Int(capi::mlirIntegerAttrGetValueInt(a)),
        }]);
    }
    if capi::mlirAttributeIsABool(a) && shape.len() == 1 {
        return Ok(vec![Scalar::Int(i64::from(capi::mlirBoolAttrGetValue(a)))]);
    }
    if capi::mlirAttributeIsAFloat(a) && shape.len() == 1 {
        return Ok(vec![Scalar::Float(capi::mlirFloatAttrGetValueDouble(a))]);
    }
    if capi::mlirAttributeIsAString(a) {
        let bytes = text::bytes(capi::mlirStringAttrGetValue(a));
        if shape.iter().all(|(_, l)| *l == Leaf::Int(8)) && bytes.len() <= shape.len() {
            let mut out: Vec<Scalar> = bytes.iter().map(|b| Scalar::Int(i64::from(*b))).collect();
            out.resize(shape.len(), Scalar::Int(0));
            return Ok(out);
        }
    }
    if capi::mlirAttributeIsADenseElements(a) {
        let n = leaf_count(ty);
        let count = capi::mlirElementsAttrGetNumElements(a);
        let elt = capi::mlirShapedTypeGetElementType(capi::mlirAttributeGetType(a));
        let leaf = match super::types::read(elt) {
            Ok(Ty::Int(b)) => Leaf::Int(b),
            Ok(Ty::Half(h)) => Leaf::Half(h),
            Ok(Ty::F32) => Leaf::F32,
            Ok(Ty::F64) => Leaf::F64,
            _ => return Err(format!("dense constant of element type {}", super::types::print(elt))),
        };
        let uniform = shape.iter().all(|(_, l)| *l == leaf);
        if count as usize == n && uniform {
            return Ok(dense_scalars(a, &leaf, n));
        }
    }
    let printed = text::collect(|cb, ud| capi::mlirAttributePrint(a, cb, ud));
    Err(format!("constant {printed} does not fit its type"))
}

/// The bytes of a value of type `ty` with these leaves (little-endian).
pub fn encode(ty: &Ty, leaves: &[Scalar]) -> Vec<u8> {
    let mut out = vec![0u8; size_of(ty) as usize];
    for ((off, leaf), s) in layout_leaves(ty).iter().zip(leaves) {
        let at = *off as usize;
        match (leaf, s) {
            (Leaf::Half(h), Scalar::Float(f)) => out[at..at + 2].copy_from_slice(&h.from_f64(*f).to_le_bytes()),
            (Leaf::F32, Scalar::Float(f)) => out[at..at + 4].copy_from_slice(&(*f as f32).to_le_bytes()),
            (Leaf::F64, Scalar::Float(f)) => out[at..at + 8].copy_from_slice(&f.to_le_bytes()),
            (Leaf::Int(b), Scalar::Int(v)) => {
                let w = (*b as usize).div_ceil(8).min(8);
                out[at..at + w].copy_from_slice(&v.to_le_bytes()[..w]);
            }
            (Leaf::Ptr, Scalar::Int(v)) => out[at..at + 8].copy_from_slice(&v.to_le_bytes()),
            _ => {}
        }
    }
    out
}
