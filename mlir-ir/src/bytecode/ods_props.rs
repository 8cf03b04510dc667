//! Native properties of registered ops, as upstream's ODS-generated
//! `readProperties` lays them out (bytecode version 5 on): each inherent
//! attribute by name order, a required one as an attribute index, an
//! optional or default-valued one as an index with a presence flag; then,
//! for ops with `AttrSizedOperandSegments`, the segment sizes (a dense
//! `i32` array attribute before version 6, a sparse varint array after).

use super::encoding::Cursor;
use super::reader::Reader;
use super::ReadError;
use crate::attributes::Attribute;
use crate::context::OperationName;
use crate::ods::spec::Trait;

/// The first version whose segment sizes are a varint array.
const NATIVE_SEGMENT_SIZES: u64 = 6;

/// Reads the properties of registered op `name` from its entry `c`.
pub(super) fn read_native_properties(
    r: &mut Reader<'_, '_>,
    c: &mut Cursor<'_>,
    name: OperationName,
) -> Result<Attribute, ReadError> {
    let ctx = r.ctx;
    let op = ctx.op_name_str(name).to_string();
    let def = ctx.op_def(name).cloned();
    let Some(spec) = def.as_deref().and_then(|d| d.ods_spec()) else {
        return Err(c.error(format!("has properties but missing BytecodeOpInterface for {op}")));
    };
    let segmented = spec.traits.iter().any(|t| matches!(t, Trait::AttrSizedOperandSegments));
    let mut entries: Vec<(&str, Attribute)> = Vec::new();
    if segmented && r.version < NATIVE_SEGMENT_SIZES {
        let (idx, present) = c.varint_flag()?;
        if present {
            entries.push(("operandSegmentSizes", r.attr_index(idx, c)?));
        }
    }
    let mut attrs: Vec<_> = spec.attributes.iter().collect();
    attrs.sort_by_key(|a| a.name);
    for a in attrs {
        if a.optional || a.default.is_some() {
            let (idx, present) = c.varint_flag()?;
            if present {
                entries.push((a.name, r.attr_index(idx, c)?));
            }
        } else {
            entries.push((a.name, r.attr_at(c)?));
        }
    }
    if segmented && r.version >= NATIVE_SEGMENT_SIZES {
        let sizes = read_sparse_array(c, spec.operands.len())?;
        entries.push(("operandSegmentSizes", ctx.dense_i32_array_attr(&sizes)));
    }
    if !c.at_end() {
        return Err(c.error(format!("unexpected trailing bytes in the properties of {op}")));
    }
    let entries = entries.into_iter().map(|(n, a)| (ctx.ident(n), a)).collect();
    Ok(ctx.dict_attr(entries))
}

/// `len` integers: dense (each a varint) or sparse (index/value pairs
/// packed in one varint each, the others zero).
fn read_sparse_array(c: &mut Cursor<'_>, len: usize) -> Result<Vec<i32>, ReadError> {
    let (n, sparse) = c.varint_flag()?;
    let n = c.check_count(n, 1, "segment size")?;
    let mut out = vec![0i32; len];
    if !sparse {
        if n != len {
            return Err(c.error(format!("expected {len} segment sizes, got {n}")));
        }
        for v in out.iter_mut() {
            *v = i32::try_from(c.varint()?).map_err(|_| c.error("segment size out of range"))?;
        }
        return Ok(out);
    }
    if n == 0 {
        // Every size zero: no index width follows.
        return Ok(out);
    }
    let bits = c.varint()?;
    if bits > 63 {
        return Err(c.error(format!("reading sparse array with indexing above 64 bits: {bits}")));
    }
    for _ in 0..n {
        let pair = c.varint()?;
        let index = (pair & ((1u64 << bits) - 1)) as usize;
        let value = pair >> bits;
        let slot = out.get_mut(index).ok_or_else(|| c.error(format!("segment index {index} out of range")))?;
        *slot = i32::try_from(value).map_err(|_| c.error("segment size out of range"))?;
    }
    Ok(out)
}
