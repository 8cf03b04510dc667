//! Decoding the builtin dialect's encodings of builtin attributes and
//! types (upstream's `BuiltinDialectBytecode`), which `mlir-opt` writes
//! for every builtin entry.
//!
//! Each entry starts with its code (see `builtin_write.rs`); nested
//! attributes and types are indices into the entry tables. Elements
//! attributes given as raw data are rebuilt through their textual hex
//! form, which the parser checks as upstream checks a raw buffer.

use super::builtin_write::{attr_code as A, type_code as T};
use super::encoding::Cursor;
use super::reader::Reader;
use super::ReadError;
use crate::attributes::{AttrKind, Attribute, LocKind};
use crate::support::apint::APInt;
use crate::types::{FloatKind, Signedness, Type, TypeKind};

/// Decodes one builtin attribute entry.
pub(super) fn read_attr(r: &mut Reader<'_, '_>, c: &mut Cursor<'_>) -> Result<Attribute, ReadError> {
    let ctx = r.ctx;
    let code = c.varint()?;
    let attr = match code {
        A::ARRAY => {
            let elems = read_attr_list(r, c)?;
            ctx.array_attr(&elems)
        }
        A::DICTIONARY => {
            let n = c.varint()?;
            let n = c.check_count(n, 2, "dictionary entry")?;
            let mut entries = Vec::with_capacity(n);
            for _ in 0..n {
                let name = string_attr_value(r, c)?;
                let value = r.attr_at(c)?;
                entries.push((ctx.ident(&name), value));
            }
            entries.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
            if entries.windows(2).any(|w| w[0].0 == w[1].0) {
                return Err(c.error("duplicate name in dictionary attribute"));
            }
            ctx.dict_attr(entries)
        }
        A::STRING => {
            let s = r.string(c)?;
            ctx.get_attr(AttrKind::String { value: s.into(), ty: ctx.none_type() })
        }
        A::STRING_WITH_TYPE => {
            let s = r.string(c)?;
            let ty = r.type_at(c)?;
            ctx.get_attr(AttrKind::String { value: s.into(), ty })
        }
        A::FLAT_SYMBOL_REF => {
            let root = string_attr_value(r, c)?;
            ctx.symbol_ref_attr(&root, &[])
        }
        A::SYMBOL_REF => {
            let root = string_attr_value(r, c)?;
            let nested = read_attr_list(r, c)?;
            let mut names = Vec::with_capacity(nested.len());
            for n in nested {
                match ctx.attr_kind(n) {
                    AttrKind::SymbolRef { root, nested } if nested.is_empty() => names.push(*root),
                    _ => return Err(c.error("expected attribute of type: FlatSymbolRefAttr")),
                }
            }
            ctx.get_attr(AttrKind::SymbolRef { root: ctx.ident(&root), nested: names.into() })
        }
        A::TYPE => {
            let ty = r.type_at(c)?;
            ctx.type_attr(ty)
        }
        A::UNIT => ctx.unit_attr(),
        A::INTEGER => {
            let ty = r.type_at(c)?;
            let width = match ctx.type_kind(ty) {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Index => 64,
                _ => return Err(c.error("expected an integer or index type for an IntegerAttr")),
            };
            let value = read_apint(c, width)?;
            if matches!(ctx.type_kind(ty), TypeKind::Integer { width: 1, signedness: Signedness::Signless }) {
                ctx.bool_attr(!value.is_zero())
            } else {
                ctx.int_attr(ty, value)
            }
        }
        A::FLOAT => {
            let ty = r.type_at(c)?;
            let TypeKind::Float(kind) = ctx.type_kind(ty) else {
                return Err(c.error("expected a float type for a FloatAttr"));
            };
            let value = read_apint(c, kind.bit_width())?;
            let mut bytes = Vec::new();
            value.extend_le_bytes(&mut bytes);
            bytes.resize(16, 0);
            ctx.float_attr_bits(ty, u128::from_le_bytes(bytes[..16].try_into().expect("sixteen bytes")))
        }
        A::CALL_SITE_LOC => {
            let callee = r.loc_at(c)?;
            let caller = r.loc_at(c)?;
            ctx.callsite_loc(callee, caller).attr()
        }
        A::FILE_LINE_COL_LOC => {
            let file = string_attr_value(r, c)?;
            let line = read_u32(c)?;
            let col = read_u32(c)?;
            ctx.file_loc(&file, line, col).attr()
        }
        A::FILE_LINE_COL_RANGE => {
            let file = string_attr_value(r, c)?;
            let n = c.varint()?;
            if n > 4 {
                return Err(c.error(format!("a file range holds at most 4 numbers, got {n}")));
            }
            let mut v = [0u32; 4];
            for slot in v.iter_mut().take(n as usize) {
                *slot = read_u32(c)?;
            }
            let file = ctx.ident(&file);
            let (line, col, end_line, end_col) = match n {
                0 | 1 => (v[0], 0, v[0], 0),
                2 => (v[0], v[1], v[0], v[1]),
                3 => (v[0], v[1], v[0], v[2]),
                _ => (v[0], v[1], v[2], v[3]),
            };
            let parts = (n as u8).max(1);
            ctx.get_loc(LocKind::FileLineCol { file, line, col, end_line, end_col, parts }).attr()
        }
        A::FUSED_LOC | A::FUSED_LOC_WITH_METADATA => {
            let n = c.varint()?;
            let n = c.check_count(n, 1, "location")?;
            let mut locs = Vec::with_capacity(n);
            for _ in 0..n {
                locs.push(r.loc_at(c)?);
            }
            let metadata = if code == A::FUSED_LOC_WITH_METADATA { Some(r.attr_at(c)?) } else { None };
            ctx.get_loc(LocKind::Fused { locs: locs.into(), metadata }).attr()
        }
        A::NAME_LOC => {
            let name = string_attr_value(r, c)?;
            let child = r.loc_at(c)?;
            ctx.get_loc(LocKind::Name { name: ctx.ident(&name), child }).attr()
        }
        A::UNKNOWN_LOC => ctx.unknown_loc().attr(),
        A::DENSE_RESOURCE => {
            let ty = r.type_at(c)?;
            let key = r.resource_at(c)?;
            ctx.get_attr(AttrKind::DenseResource { ty, key })
        }
        A::DENSE_ARRAY => {
            let element = r.type_at(c)?;
            let len = c.varint()?;
            let size = c.varint()?;
            let raw = c.bytes(size)?;
            let elem_bytes = match ctx.type_kind(element) {
                TypeKind::Integer { width, .. } => (*width as u64).div_ceil(8),
                TypeKind::Index => 8,
                TypeKind::Float(k) => (k.bit_width() as u64).div_ceil(8),
                _ => return Err(c.error("expected an integer or float element type for a DenseArrayAttr")),
            };
            if len.checked_mul(elem_bytes) != Some(size) {
                return Err(c.error("DenseArrayAttr data size does not match its element count"));
            }
            ctx.get_attr(AttrKind::DenseArray { element, len: len as usize, raw: raw.into() })
        }
        A::DENSE_INT_OR_FP => {
            let ty = r.type_at(c)?;
            let size = c.varint()?;
            // Upstream's raw buffers (and so the hex form) pack `i1` elements
            // eight to a byte, as the bytecode does.
            let raw = c.bytes(size)?;
            let mut text = String::with_capacity(raw.len() * 2 + 32);
            if raw.is_empty() {
                text.push_str("dense<>");
            } else {
                text.push_str("dense<\"0x");
                for b in raw.iter() {
                    text.push_str(&format!("{b:02X}"));
                }
                text.push_str("\">");
            }
            from_text(r, c, text, ty)?
        }
        A::DENSE_STRING => {
            let ty = r.type_at(c)?;
            let splat = c.varint()? != 0;
            let n = if splat {
                1
            } else {
                let count =
                    ctx.type_kind(ty).shape().map(|s| s.iter().try_fold(1u64, |a, &d| a.checked_mul(d.max(0) as u64)));
                let count = count.flatten().ok_or_else(|| c.error("expected a statically shaped type"))?;
                c.check_count(count, 1, "string element")?
            };
            let mut text = String::from("dense<");
            if !splat {
                text.push('[');
            }
            for i in 0..n {
                if i > 0 {
                    text.push_str(", ");
                }
                crate::printer::write_escaped_string(r.string(c)?, &mut text);
            }
            if !splat {
                text.push(']');
            }
            text.push('>');
            from_text(r, c, text, ty)?
        }
        A::DISTINCT => {
            let referenced = r.attr_at(c)?;
            ctx.get_attr(AttrKind::Distinct { id: ctx.next_distinct_id(), referenced })
        }
        A::SPARSE => return Err(c.error("cannot decode the builtin bytecode encoding of a SparseElementsAttr")),
        _ => return Err(c.error(format!("unknown builtin attribute code: {code}"))),
    };
    Ok(attr)
}

/// Decodes one builtin type entry.
pub(super) fn read_type(r: &mut Reader<'_, '_>, c: &mut Cursor<'_>) -> Result<Type, ReadError> {
    let ctx = r.ctx;
    let code = c.varint()?;
    let ty = match code {
        T::INTEGER => {
            let v = c.varint()?;
            let width = u32::try_from(v >> 2).ok().filter(|w| *w <= 16_777_215);
            let width = width.ok_or_else(|| c.error("integer bitwidth is limited to 16777215 bits"))?;
            let signedness = match v & 3 {
                0 => Signedness::Signless,
                1 => Signedness::Signed,
                2 => Signedness::Unsigned,
                _ => return Err(c.error("invalid integer signedness")),
            };
            ctx.int_type(width, signedness)
        }
        T::INDEX => ctx.get_type(TypeKind::Index),
        T::FUNCTION => {
            let inputs = read_type_list(r, c)?;
            let results = read_type_list(r, c)?;
            ctx.function_type(&inputs, &results)
        }
        T::BF16 => ctx.float_type(FloatKind::BF16),
        T::F16 => ctx.float_type(FloatKind::F16),
        T::F32 => ctx.float_type(FloatKind::F32),
        T::F64 => ctx.float_type(FloatKind::F64),
        T::F80 => ctx.float_type(FloatKind::F80),
        T::F128 => ctx.float_type(FloatKind::F128),
        T::COMPLEX => {
            let e = r.type_at(c)?;
            ctx.complex_type(e)
        }
        T::MEMREF | T::MEMREF_WITH_SPACE => {
            let space = if code == T::MEMREF_WITH_SPACE { Some(r.attr_at(c)?) } else { None };
            let shape = read_shape(c)?;
            let element = r.type_at(c)?;
            let layout = r.attr_at(c)?;
            ctx.memref_type(&shape, element, Some(layout), space)
        }
        T::NONE => ctx.none_type(),
        T::RANKED_TENSOR | T::RANKED_TENSOR_WITH_ENCODING => {
            let encoding = if code == T::RANKED_TENSOR_WITH_ENCODING { Some(r.attr_at(c)?) } else { None };
            let shape = read_shape(c)?;
            let element = r.type_at(c)?;
            ctx.ranked_tensor_type(&shape, element, encoding)
        }
        T::TUPLE => {
            let types = read_type_list(r, c)?;
            ctx.tuple_type(&types)
        }
        T::UNRANKED_MEMREF | T::UNRANKED_MEMREF_WITH_SPACE => {
            let space = if code == T::UNRANKED_MEMREF_WITH_SPACE { Some(r.attr_at(c)?) } else { None };
            let element = r.type_at(c)?;
            ctx.unranked_memref_type(element, space)
        }
        T::UNRANKED_TENSOR => {
            let e = r.type_at(c)?;
            ctx.unranked_tensor_type(e)
        }
        T::VECTOR => {
            let shape = read_shape(c)?;
            let element = r.type_at(c)?;
            let scalable = vec![false; shape.len()];
            ctx.vector_type(&shape, &scalable, element)
        }
        T::VECTOR_WITH_SCALABLE_DIMS => {
            let n = c.varint()?;
            let n = c.check_count(n, 1, "scalable flag")?;
            let mut scalable = Vec::with_capacity(n);
            for _ in 0..n {
                scalable.push(c.byte()? != 0);
            }
            let shape = read_shape(c)?;
            let element = r.type_at(c)?;
            if scalable.len() != shape.len() {
                return Err(c.error("scalable dimension flags do not match the vector's rank"));
            }
            ctx.vector_type(&shape, &scalable, element)
        }
        _ => return Err(c.error(format!("unknown builtin type code: {code}"))),
    };
    Ok(ty)
}

fn from_text(r: &mut Reader<'_, '_>, c: &Cursor<'_>, mut text: String, ty: Type) -> Result<Attribute, ReadError> {
    text.push_str(" : ");
    text.push_str(&crate::printer::type_to_string(r.ctx, ty));
    crate::parser::parse_attribute_str(r.ctx, &text).map_err(|d| c.error(d.message))
}

fn read_attr_list(r: &mut Reader<'_, '_>, c: &mut Cursor<'_>) -> Result<Vec<Attribute>, ReadError> {
    let n = c.varint()?;
    let n = c.check_count(n, 1, "attribute")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        out.push(r.attr_at(c)?);
    }
    Ok(out)
}

fn read_type_list(r: &mut Reader<'_, '_>, c: &mut Cursor<'_>) -> Result<Vec<Type>, ReadError> {
    let n = c.varint()?;
    let n = c.check_count(n, 1, "type")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        out.push(r.type_at(c)?);
    }
    Ok(out)
}

fn read_shape(c: &mut Cursor<'_>) -> Result<Vec<i64>, ReadError> {
    let n = c.varint()?;
    let n = c.check_count(n, 1, "dimension")?;
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let d = c.signed_varint()?;
        if d < 0 && d != crate::types::DYNAMIC {
            return Err(c.error(format!("invalid dimension size: {d}")));
        }
        out.push(d);
    }
    Ok(out)
}

fn read_u32(c: &mut Cursor<'_>) -> Result<u32, ReadError> {
    let v = c.varint()?;
    u32::try_from(v).map_err(|_| c.error(format!("location line or column {v} is out of range")))
}

/// The text of the string attribute whose index is read from `c`.
fn string_attr_value(r: &mut Reader<'_, '_>, c: &mut Cursor<'_>) -> Result<String, ReadError> {
    let a = r.attr_at(c)?;
    match r.ctx.attr_kind(a) {
        AttrKind::String { value, .. } => {
            String::from_utf8(value.to_vec()).map_err(|_| c.error("string attribute is not valid UTF-8"))
        }
        _ => Err(c.error("expected attribute of type: StringAttr")),
    }
}

/// An integer of `width` bits: one byte up to 8 bits, a signed varint up
/// to 64, else the count of 64-bit words and each as a signed varint.
fn read_apint(c: &mut Cursor<'_>, width: u32) -> Result<APInt, ReadError> {
    if width <= 8 {
        return Ok(APInt::from_le_bytes(width, &[c.byte()?]));
    }
    if width <= 64 {
        let v = c.signed_varint()? as u64;
        return Ok(APInt::from_le_bytes(width, &v.to_le_bytes()));
    }
    let n = c.varint()?;
    let max_words = (width as u64).div_ceil(64);
    if n > max_words {
        return Err(c.error(format!("{n} words for an integer of {width} bits")));
    }
    let mut bytes = Vec::with_capacity(n as usize * 8);
    for _ in 0..n {
        bytes.extend_from_slice(&(c.signed_varint()? as u64).to_le_bytes());
    }
    Ok(APInt::from_le_bytes(width, &bytes))
}
