//! Memory layout of LLVM types as the C ABI of x86-64 and AArch64 Linux
//! and macOS lays them out: sizes, alignments, field offsets, and the
//! flattening of aggregates into scalar leaves (the engine keeps an
//! aggregate SSA value as one Cranelift value per leaf).

use crate::model::{Half, Ty};

/// A scalar leaf of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// An integer of the given bit width.
    Int(u32),
    /// `f16` or `bf16` (2 bytes in memory, an `f32` in registers).
    Half(Half),
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// A pointer.
    Ptr,
}

/// Size in bytes of an integer of `bits` bits in memory.
fn int_bytes(bits: u32) -> u64 {
    u64::from(bits.div_ceil(8)).next_power_of_two()
}

/// Alignment in bytes.
pub fn align_of(ty: &Ty) -> u64 {
    match ty {
        Ty::Int(b) => int_bytes(*b).min(16),
        Ty::Half(_) => 2,
        Ty::F32 => 4,
        Ty::F64 | Ty::Ptr => 8,
        Ty::Struct(_, true) => 1,
        Ty::Struct(fields, false) => fields.iter().map(align_of).max().unwrap_or(1),
        Ty::Array(e, _) => align_of(e),
        Ty::Void => 1,
    }
}

/// Size in bytes (with tail padding, as `sizeof`).
pub fn size_of(ty: &Ty) -> u64 {
    match ty {
        Ty::Int(b) => int_bytes(*b),
        Ty::Half(_) => 2,
        Ty::F32 => 4,
        Ty::F64 | Ty::Ptr => 8,
        Ty::Struct(fields, packed) => {
            let end = field_offsets(fields, *packed).last().map(|(o, t)| o + size_of(t)).unwrap_or(0);
            end.next_multiple_of(if *packed { 1 } else { align_of(ty) })
        }
        Ty::Array(e, n) => size_of(e) * n,
        Ty::Void => 0,
    }
}

/// The offset of each field of a struct with these fields.
pub fn field_offsets(fields: &[Ty], packed: bool) -> Vec<(u64, &Ty)> {
    let mut off: u64 = 0;
    fields
        .iter()
        .map(|f| {
            if !packed {
                off = off.next_multiple_of(align_of(f));
            }
            let at = off;
            off += size_of(f);
            (at, f)
        })
        .collect()
}

/// The byte offset of field `i` of an aggregate.
pub fn element_offset(ty: &Ty, i: u64) -> Option<u64> {
    match ty {
        Ty::Struct(fields, packed) => field_offsets(fields, *packed).get(usize::try_from(i).ok()?).map(|(o, _)| *o),
        Ty::Array(e, n) if i < *n => Some(size_of(e) * i),
        _ => None,
    }
}

/// The type of field `i` of an aggregate.
pub fn element_type(ty: &Ty, i: u64) -> Option<&Ty> {
    match ty {
        Ty::Struct(fields, _) => fields.get(usize::try_from(i).ok()?),
        Ty::Array(e, n) if i < *n => Some(e),
        _ => None,
    }
}

/// The scalar leaves of a type with their byte offsets, in order.
pub fn leaves(ty: &Ty) -> Vec<(u64, Leaf)> {
    let mut out = Vec::new();
    push_leaves(ty, 0, &mut out);
    out
}

fn push_leaves(ty: &Ty, base: u64, out: &mut Vec<(u64, Leaf)>) {
    match ty {
        Ty::Int(b) => out.push((base, Leaf::Int(*b))),
        Ty::Half(h) => out.push((base, Leaf::Half(*h))),
        Ty::F32 => out.push((base, Leaf::F32)),
        Ty::F64 => out.push((base, Leaf::F64)),
        Ty::Ptr => out.push((base, Leaf::Ptr)),
        Ty::Struct(fields, packed) => {
            for (o, f) in field_offsets(fields, *packed) {
                push_leaves(f, base + o, out);
            }
        }
        Ty::Array(e, n) => {
            let s = size_of(e);
            for i in 0..*n {
                push_leaves(e, base + i * s, out);
            }
        }
        Ty::Void => {}
    }
}

/// The number of scalar leaves of a type.
pub fn leaf_count(ty: &Ty) -> usize {
    match ty {
        Ty::Struct(fields, _) => fields.iter().map(leaf_count).sum(),
        Ty::Array(e, n) => leaf_count(e) * (*n as usize),
        Ty::Void => 0,
        _ => 1,
    }
}

/// The leaves an `insertvalue`/`extractvalue` position selects: the first
/// leaf's index, and the selected member's type.
pub fn leaf_range<'a>(ty: &'a Ty, position: &[i64]) -> Option<(usize, &'a Ty)> {
    let mut start = 0;
    let mut cur = ty;
    for &p in position {
        let i = u64::try_from(p).ok()?;
        match cur {
            Ty::Struct(fields, _) => {
                let i = usize::try_from(i).ok()?;
                cur = fields.get(i)?;
                start += fields[..i].iter().map(leaf_count).sum::<usize>();
            }
            Ty::Array(e, n) if i < *n => {
                start += leaf_count(e) * i as usize;
                cur = e;
            }
            _ => return None,
        }
    }
    Some((start, cur))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn descriptor(rank: u64) -> Ty {
        let arr = Ty::Array(Box::new(Ty::Int(64)), rank);
        Ty::Struct(vec![Ty::Ptr, Ty::Ptr, Ty::Int(64), arr.clone(), arr], false)
    }

    #[test]
    fn memref_descriptors_lay_out_as_c_structs() {
        let d = descriptor(2);
        assert_eq!(size_of(&d), 8 * 7);
        assert_eq!(leaf_count(&d), 7);
        assert_eq!(leaf_range(&d, &[4, 1]), Some((6, &Ty::Int(64))));
        assert_eq!(element_offset(&d, 3), Some(24));
    }

    #[test]
    fn fields_are_padded_to_their_alignment() {
        let s = Ty::Struct(vec![Ty::Int(8), Ty::F64, Ty::Int(1)], false);
        assert_eq!(
            field_offsets(
                match &s {
                    Ty::Struct(f, _) => f,
                    _ => unreachable!(),
                },
                false
            )[1]
            .0,
            8
        );
        assert_eq!(size_of(&s), 24);
        let p = Ty::Struct(vec![Ty::Int(8), Ty::F64], true);
        assert_eq!(size_of(&p), 9);
    }
}
