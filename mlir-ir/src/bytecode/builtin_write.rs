//! The builtin dialect's own encodings of the attributes the writer does
//! not write as text.
//!
//! A `dense_resource` must refer to its blob by index into the resource
//! section: written as text, a reader would declare a second resource of
//! the same name. Arrays and dictionaries (which hold such attributes,
//! e.g. `arith.constant`'s `value`) and the strings naming dictionary
//! entries use their encodings too; everything else is text.

use super::encoding::Emitter;
use super::strings::StringTable;
use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::ident::Identifier;
use crate::types::{Type, TypeKind};
use hashbrown::HashMap;

/// Builtin attribute codes (the order of upstream's
/// `BuiltinDialectAttributes`).
pub(crate) mod attr_code {
    pub const ARRAY: u64 = 0;
    pub const DICTIONARY: u64 = 1;
    pub const STRING: u64 = 2;
    pub const STRING_WITH_TYPE: u64 = 3;
    pub const FLAT_SYMBOL_REF: u64 = 4;
    pub const SYMBOL_REF: u64 = 5;
    pub const TYPE: u64 = 6;
    pub const UNIT: u64 = 7;
    pub const INTEGER: u64 = 8;
    pub const FLOAT: u64 = 9;
    pub const CALL_SITE_LOC: u64 = 10;
    pub const FILE_LINE_COL_LOC: u64 = 11;
    pub const FUSED_LOC: u64 = 12;
    pub const FUSED_LOC_WITH_METADATA: u64 = 13;
    pub const NAME_LOC: u64 = 14;
    pub const UNKNOWN_LOC: u64 = 15;
    pub const DENSE_RESOURCE: u64 = 16;
    pub const DENSE_ARRAY: u64 = 17;
    pub const DENSE_INT_OR_FP: u64 = 18;
    pub const DENSE_STRING: u64 = 19;
    pub const SPARSE: u64 = 20;
    pub const DISTINCT: u64 = 21;
    pub const FILE_LINE_COL_RANGE: u64 = 22;
}

/// Builtin type codes (the order of upstream's `BuiltinDialectTypes`).
pub(crate) mod type_code {
    pub const INTEGER: u64 = 0;
    pub const INDEX: u64 = 1;
    pub const FUNCTION: u64 = 2;
    pub const BF16: u64 = 3;
    pub const F16: u64 = 4;
    pub const F32: u64 = 5;
    pub const F64: u64 = 6;
    pub const F80: u64 = 7;
    pub const F128: u64 = 8;
    pub const COMPLEX: u64 = 9;
    pub const MEMREF: u64 = 10;
    pub const MEMREF_WITH_SPACE: u64 = 11;
    pub const NONE: u64 = 12;
    pub const RANKED_TENSOR: u64 = 13;
    pub const RANKED_TENSOR_WITH_ENCODING: u64 = 14;
    pub const TUPLE: u64 = 15;
    pub const UNRANKED_MEMREF: u64 = 16;
    pub const UNRANKED_MEMREF_WITH_SPACE: u64 = 17;
    pub const UNRANKED_TENSOR: u64 = 18;
    pub const VECTOR: u64 = 19;
    pub const VECTOR_WITH_SCALABLE_DIMS: u64 = 20;
}

/// Final indices of the numbered entries.
pub(crate) struct EntryIndex<'a> {
    pub attrs: &'a HashMap<Attribute, u64>,
    pub types: &'a HashMap<Type, u64>,
    pub resources: &'a HashMap<Identifier, u64>,
}

fn is_none(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::None)
}

/// Whether `attr` is written with a builtin encoding rather than as text.
pub(crate) fn entry_is_custom(ctx: &Context, attr: Attribute) -> bool {
    match ctx.attr_kind(attr) {
        AttrKind::Array(_) | AttrKind::Dictionary(_) | AttrKind::DenseResource { .. } => true,
        AttrKind::String { ty, .. } => is_none(ctx, *ty),
        _ => false,
    }
}

/// Writes the encoding of an attribute for which [`entry_is_custom`] holds.
pub(crate) fn write_custom_entry(
    ctx: &Context,
    attr: Attribute,
    index: &EntryIndex<'_>,
    strings: &mut StringTable,
    e: &mut Emitter,
) {
    match ctx.attr_kind(attr) {
        AttrKind::Array(elems) => {
            e.varint(attr_code::ARRAY);
            e.varint(elems.len() as u64);
            for el in elems.iter() {
                e.varint(index.attrs[el]);
            }
        }
        AttrKind::Dictionary(entries) => {
            e.varint(attr_code::DICTIONARY);
            e.varint(entries.len() as u64);
            for &(name, value) in entries.iter() {
                let name_attr = ctx.string_attr(ctx.ident_str(name));
                e.varint(index.attrs[&name_attr]);
                e.varint(index.attrs[&value]);
            }
        }
        AttrKind::String { value, .. } => {
            e.varint(attr_code::STRING);
            e.varint(strings.insert(value));
        }
        AttrKind::DenseResource { ty, key } => {
            e.varint(attr_code::DENSE_RESOURCE);
            e.varint(index.types[ty]);
            e.varint(index.resources[key]);
        }
        other => unreachable!("entry_is_custom admits no {other:?}"),
    }
}
