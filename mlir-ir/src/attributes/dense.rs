//! Storage of dense elements attributes and resource blobs.
//!
//! A `dense<...>` attribute holds its elements in one of two forms
//! ([`DenseData`]): raw bytes for integer, index, float and complex
//! elements, or a list of byte strings for every other element type.
//! Construction goes through the `Context` helpers below, which detect
//! splats the way upstream's storage uniquer does, so `dense<[1, 1]>` and
//! `dense<1>` of the same type are the same attribute. [`DenseElements`] is
//! a typed read-only view for printers and bindings.

use std::sync::Arc;

use super::{AttrKind, Attribute};
use crate::context::Context;
use crate::support::apfloat::APFloat;
use crate::support::apint::APInt;
use crate::support::semantics_of;
use crate::types::{FloatKind, Signedness, Type, TypeKind, DYNAMIC};

/// The element data of a `dense<...>` attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseData {
    /// Integer, float or complex elements: each element in its byte width
    /// (bit width rounded up to bytes; i1 as one byte holding 0 or 1;
    /// `index` as 8 bytes; complex as two parts), little-endian, row-major.
    /// A splat holds one element. Zero-width elements (`i0`) hold no bytes
    /// and are never splats, as upstream.
    Raw { bytes: Arc<[u8]>, splat: bool },
    /// String elements. A splat holds one element.
    Strings { values: Arc<[Box<[u8]>]>, splat: bool },
}

impl DenseData {
    /// Whether the data is one element standing for all of them.
    pub fn is_splat(&self) -> bool {
        match self {
            DenseData::Raw { splat, .. } | DenseData::Strings { splat, .. } => *splat,
        }
    }
}

/// The bytes of a `dense_resource` blob and their alignment.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ResourceBlob {
    /// Required alignment of the data, in bytes.
    pub alignment: u64,
    /// The data.
    pub data: Arc<[u8]>,
}

/// How the elements of a dense attribute are represented, derived from its
/// element type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum DenseElementKind {
    /// An integer of `width` bits, or `index` (64 bits, `is_index`).
    Int { width: u32, signedness: Signedness, is_index: bool },
    /// A float of the given format.
    Float(FloatKind),
    /// `complex<int>` (or `complex<index>`): two integer parts.
    ComplexInt { width: u32, signedness: Signedness, is_index: bool },
    /// `complex<float>`: two float parts.
    ComplexFloat(FloatKind),
    /// Any other element type: the elements are byte strings.
    String,
}

impl DenseElementKind {
    /// The kind of elements of type `element`.
    pub fn of(ctx: &Context, element: Type) -> DenseElementKind {
        match ctx.type_kind(element) {
            TypeKind::Integer { width, signedness } => {
                DenseElementKind::Int { width: *width, signedness: *signedness, is_index: false }
            }
            TypeKind::Index => DenseElementKind::Int { width: 64, signedness: Signedness::Signless, is_index: true },
            TypeKind::Float(f) => DenseElementKind::Float(*f),
            TypeKind::Complex(part) => match ctx.type_kind(*part) {
                TypeKind::Integer { width, signedness } => {
                    DenseElementKind::ComplexInt { width: *width, signedness: *signedness, is_index: false }
                }
                TypeKind::Index => {
                    DenseElementKind::ComplexInt { width: 64, signedness: Signedness::Signless, is_index: true }
                }
                TypeKind::Float(f) => DenseElementKind::ComplexFloat(*f),
                _ => DenseElementKind::String,
            },
            _ => DenseElementKind::String,
        }
    }

    /// The bit width of one scalar part (the element, or one half of a
    /// complex element); 0 for strings.
    pub fn part_bit_width(self) -> u32 {
        match self {
            DenseElementKind::Int { width, .. } | DenseElementKind::ComplexInt { width, .. } => width,
            DenseElementKind::Float(f) | DenseElementKind::ComplexFloat(f) => f.bit_width(),
            DenseElementKind::String => 0,
        }
    }

    /// Bytes one scalar part occupies in [`DenseData::Raw`].
    pub fn part_byte_width(self) -> usize {
        self.part_bit_width().div_ceil(8) as usize
    }

    /// Whether the elements are complex numbers.
    pub fn is_complex(self) -> bool {
        matches!(self, DenseElementKind::ComplexInt { .. } | DenseElementKind::ComplexFloat(_))
    }

    /// Bytes one element occupies in [`DenseData::Raw`] (0 for strings).
    pub fn byte_width(self) -> usize {
        self.part_byte_width() * if self.is_complex() { 2 } else { 1 }
    }

    /// Whether the elements are `i1` (packed by the bit in upstream's raw
    /// buffers).
    pub fn is_bool(self) -> bool {
        matches!(self, DenseElementKind::Int { width: 1, .. })
    }
}

/// One element value, for [`Context::dense_elements_attr`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DenseValue {
    /// An integer or `index` element (`i1` as a 1-bit value).
    Int(APInt),
    /// A float element, as its bit pattern.
    Float(u128),
    /// A `complex<int>` element.
    ComplexInt(APInt, APInt),
    /// A `complex<float>` element, as bit patterns.
    ComplexFloat(u128, u128),
    /// A string element (any other element type).
    String(Vec<u8>),
}

/// Why a dense elements attribute could not be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DenseError {
    /// The type is not a vector, tensor or memref type with a static shape.
    #[error("dense elements need a statically shaped vector, tensor or memref type")]
    NotStaticShaped,
    /// Neither one value (a splat) nor one value per element was given.
    #[error("expected 1 or {expected} elements, got {got}")]
    WrongCount {
        /// Elements of the type.
        expected: u64,
        /// Values given.
        got: usize,
    },
    /// A value does not match the element type (kind or bit width).
    #[error("element {index} does not match the element type")]
    WrongValue {
        /// Index of the offending value.
        index: usize,
    },
    /// A raw buffer has the wrong size for the type.
    #[error("raw buffer of {got} bytes is invalid for the type")]
    BadBufferSize {
        /// Bytes given.
        got: usize,
    },
}

/// The static shape of a shaped type usable for dense elements.
pub(crate) fn static_shape(ctx: &Context, ty: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, element, .. }
        | TypeKind::RankedTensor { shape, element, .. }
        | TypeKind::MemRef { shape, element, .. } => {
            if shape.iter().any(|d| *d == DYNAMIC || *d < 0) {
                None
            } else {
                Some((shape, *element))
            }
        }
        _ => None,
    }
}

/// The number of elements of a static shape (saturating).
pub(crate) fn num_elements(shape: &[i64]) -> u64 {
    shape.iter().fold(1u64, |acc, d| acc.saturating_mul(*d as u64))
}

/// Stores `bytes` (one element or all of them, each `width` bytes) as
/// upstream's uniquer would: one element when all are equal.
fn raw_data(bytes: Vec<u8>, width: usize, num: u64) -> DenseData {
    if bytes.is_empty() || width == 0 {
        return DenseData::Raw { bytes: Arc::from(&[][..]), splat: false };
    }
    let first = &bytes[..width];
    let splat = num == 1 || bytes.len() == width || bytes.chunks(width).all(|c| c == first);
    let bytes: Arc<[u8]> = if splat { Arc::from(first) } else { Arc::from(bytes) };
    DenseData::Raw { bytes, splat }
}

/// Stores string elements, detecting splats.
fn string_data(values: Vec<Box<[u8]>>, num: u64) -> DenseData {
    if values.is_empty() {
        return DenseData::Strings { values: Arc::from(Vec::new()), splat: false };
    }
    let splat = num == 1 || values.len() == 1 || values.iter().all(|v| *v == values[0]);
    let values: Arc<[Box<[u8]>]> = if splat { Arc::from(vec![values[0].clone()]) } else { Arc::from(values) };
    DenseData::Strings { values, splat }
}

/// Appends the low `width` bytes of an integer, little-endian.
fn push_apint(out: &mut Vec<u8>, v: &APInt, width: usize) {
    let start = out.len();
    v.extend_le_bytes(out);
    out.resize(start + width, 0);
}

/// Appends the low `width` bytes of a bit pattern, little-endian.
fn push_bits(out: &mut Vec<u8>, bits: u128, width: usize) {
    out.extend_from_slice(&bits.to_le_bytes()[..width.min(16)]);
}

/// `bits` as an APFloat of `kind` stores it: non-canonical encodings (an
/// x87 unnormal, say) become the value APFloat reads them as, as upstream's
/// `DenseElementsAttr::get(type, ArrayRef<APFloat>)` does.
fn canonical_float(kind: FloatKind, bits: u128) -> u128 {
    APFloat::from_bits(semantics_of(kind), bits).to_bits()
}

/// Whether `bits` fits in `width` bits.
fn bits_fit(bits: u128, width: u32) -> bool {
    width >= 128 || bits >> width == 0
}

impl Context {
    /// Builds a `dense<...>` attribute of the statically shaped type `ty`
    /// from one value (a splat) or one value per element, in row-major
    /// order. Values must match the element type: integers of its exact
    /// width (64 for `index`), float bit patterns, complex pairs, or
    /// strings for any other element type. Equal elements are detected and
    /// stored as a splat, as upstream.
    pub fn dense_elements_attr(&self, ty: Type, values: &[DenseValue]) -> Result<Attribute, DenseError> {
        let (shape, element) = static_shape(self, ty).ok_or(DenseError::NotStaticShaped)?;
        let num = num_elements(shape);
        if values.len() != 1 && values.len() as u64 != num {
            return Err(DenseError::WrongCount { expected: num, got: values.len() });
        }
        let kind = DenseElementKind::of(self, element);
        if kind == DenseElementKind::String {
            let mut strings = Vec::with_capacity(values.len());
            for (index, v) in values.iter().enumerate() {
                match v {
                    DenseValue::String(s) => strings.push(s.clone().into_boxed_slice()),
                    _ => return Err(DenseError::WrongValue { index }),
                }
            }
            let data = string_data(strings, num);
            return Ok(self.get_attr(AttrKind::DenseElements { ty, data }));
        }
        let part_bits = kind.part_bit_width();
        let part = kind.part_byte_width();
        let int_ok = |v: &APInt| v.width() == part_bits;
        let mut bytes = Vec::with_capacity(values.len() * kind.byte_width());
        for (index, v) in values.iter().enumerate() {
            match (kind, v) {
                (DenseElementKind::Int { .. }, DenseValue::Int(i)) if int_ok(i) => push_apint(&mut bytes, i, part),
                (DenseElementKind::Float(f), DenseValue::Float(b)) if bits_fit(*b, part_bits) => {
                    push_bits(&mut bytes, canonical_float(f, *b), part)
                }
                (DenseElementKind::ComplexInt { .. }, DenseValue::ComplexInt(re, im)) if int_ok(re) && int_ok(im) => {
                    push_apint(&mut bytes, re, part);
                    push_apint(&mut bytes, im, part);
                }
                (DenseElementKind::ComplexFloat(f), DenseValue::ComplexFloat(re, im))
                    if bits_fit(*re, part_bits) && bits_fit(*im, part_bits) =>
                {
                    push_bits(&mut bytes, canonical_float(f, *re), part);
                    push_bits(&mut bytes, canonical_float(f, *im), part);
                }
                _ => return Err(DenseError::WrongValue { index }),
            }
        }
        let data = raw_data(bytes, kind.byte_width(), num);
        Ok(self.get_attr(AttrKind::DenseElements { ty, data }))
    }

    /// Builds a `dense<...>` attribute of string elements (one value for a
    /// splat, or one per element). Strings are allowed for any element
    /// type, as upstream's `DenseStringElementsAttr`.
    pub fn dense_string_elements_attr(&self, ty: Type, values: &[&[u8]]) -> Result<Attribute, DenseError> {
        let (shape, _) = static_shape(self, ty).ok_or(DenseError::NotStaticShaped)?;
        let num = num_elements(shape);
        if values.len() != 1 && values.len() as u64 != num {
            return Err(DenseError::WrongCount { expected: num, got: values.len() });
        }
        let data = string_data(values.iter().map(|v| Box::<[u8]>::from(*v)).collect(), num);
        Ok(self.get_attr(AttrKind::DenseElements { ty, data }))
    }

    /// Builds a `dense<...>` attribute from bytes in [`DenseData::Raw`]'s
    /// layout: one element (a splat) or every element, each in its byte
    /// width. `i1` bytes are read as their lowest bit.
    pub fn dense_elements_from_raw(&self, ty: Type, bytes: &[u8]) -> Result<Attribute, DenseError> {
        let (shape, element) = static_shape(self, ty).ok_or(DenseError::NotStaticShaped)?;
        let num = num_elements(shape);
        let kind = DenseElementKind::of(self, element);
        let width = kind.byte_width();
        if kind == DenseElementKind::String {
            return Err(DenseError::WrongValue { index: 0 });
        }
        let ok = if width == 0 {
            bytes.is_empty()
        } else {
            bytes.len() == width || Some(bytes.len() as u64) == num.checked_mul(width as u64)
        };
        if !ok {
            return Err(DenseError::BadBufferSize { got: bytes.len() });
        }
        let mut owned = bytes.to_vec();
        if kind.is_bool() {
            for b in owned.iter_mut() {
                *b &= 1;
            }
        }
        let data = raw_data(owned, width, num);
        Ok(self.get_attr(AttrKind::DenseElements { ty, data }))
    }

    /// Builds a `dense<...>` attribute from a buffer in upstream's raw
    /// layout (`DenseElementsAttr::getFromRawBuffer`, the `dense<"0x...">`
    /// hex form): like [`Context::dense_elements_from_raw`] except that
    /// `i1` elements are packed eight to a byte, least significant bit
    /// first, and a single `0x00`/`0xFF` byte is a splat.
    pub fn dense_elements_from_buffer(&self, ty: Type, buffer: &[u8]) -> Result<Attribute, DenseError> {
        let (shape, element) = static_shape(self, ty).ok_or(DenseError::NotStaticShaped)?;
        let num = num_elements(shape);
        let kind = DenseElementKind::of(self, element);
        if !kind.is_bool() {
            return self.dense_elements_from_raw(ty, buffer);
        }
        if buffer.len() == 1 && (buffer[0] == 0 || buffer[0] == 0xFF) {
            return self.dense_elements_from_raw(ty, &[buffer[0] & 1]);
        }
        if num.div_ceil(8) != buffer.len() as u64 {
            return Err(DenseError::BadBufferSize { got: buffer.len() });
        }
        let bits: Vec<u8> = (0..num as usize).map(|i| (buffer[i / 8] >> (i % 8)) & 1).collect();
        let data = raw_data(bits, 1, num);
        Ok(self.get_attr(AttrKind::DenseElements { ty, data }))
    }
}

/// A typed read-only view of a `dense<...>` attribute.
#[derive(Copy, Clone, Debug)]
pub struct DenseElements<'a> {
    ty: Type,
    element: Type,
    kind: DenseElementKind,
    shape: &'a [i64],
    data: &'a DenseData,
}

impl<'a> DenseElements<'a> {
    /// The view of `attr`, if it is a dense elements attribute.
    pub fn new(ctx: &'a Context, attr: Attribute) -> Option<DenseElements<'a>> {
        let AttrKind::DenseElements { ty, data } = ctx.attr_kind(attr) else {
            return None;
        };
        let (shape, element) = match ctx.type_kind(*ty) {
            TypeKind::Vector { shape, element, .. }
            | TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::MemRef { shape, element, .. } => (&shape[..], *element),
            _ => return None,
        };
        Some(DenseElements { ty: *ty, element, kind: DenseElementKind::of(ctx, element), shape, data })
    }

    /// The attribute's shaped type.
    pub fn ty(&self) -> Type {
        self.ty
    }

    /// The element type.
    pub fn element_type(&self) -> Type {
        self.element
    }

    /// How the elements are represented.
    pub fn element_kind(&self) -> DenseElementKind {
        self.kind
    }

    /// The shape of the type.
    pub fn shape(&self) -> &'a [i64] {
        self.shape
    }

    /// The number of elements of the type (saturating at `u64::MAX`).
    pub fn len(&self) -> u64 {
        num_elements(self.shape)
    }

    /// Whether the type has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether one stored element stands for all of them.
    pub fn is_splat(&self) -> bool {
        self.data.is_splat()
    }

    /// The stored data.
    pub fn data(&self) -> &'a DenseData {
        self.data
    }

    /// The raw bytes of int/float/complex elements (one element for a
    /// splat), in [`DenseData::Raw`]'s layout; empty for strings.
    pub fn raw_bytes(&self) -> &'a [u8] {
        match self.data {
            DenseData::Raw { bytes, .. } => bytes,
            DenseData::Strings { .. } => &[],
        }
    }

    /// The bytes of part `part` (0 or 1 for complex) of element `i`.
    fn part_bytes(&self, i: u64, part: usize) -> Option<&'a [u8]> {
        let DenseData::Raw { bytes, splat } = self.data else {
            return None;
        };
        if i >= self.len() && !(*splat && i == 0) {
            return None;
        }
        let w = self.kind.part_byte_width();
        let parts = if self.kind.is_complex() { 2 } else { 1 };
        if w == 0 {
            return Some(&[]);
        }
        let index = if *splat { 0 } else { usize::try_from(i).ok()? };
        let start = (index * parts + part) * w;
        bytes.get(start..start + w)
    }

    fn part_apint(&self, i: u64, part: usize) -> Option<APInt> {
        let b = self.part_bytes(i, part)?;
        Some(APInt::from_le_bytes(self.kind.part_bit_width(), b))
    }

    fn part_bits(&self, i: u64, part: usize) -> Option<u128> {
        let b = self.part_bytes(i, part)?;
        let mut buf = [0u8; 16];
        let n = b.len().min(16);
        buf[..n].copy_from_slice(&b[..n]);
        Some(u128::from_le_bytes(buf))
    }

    /// Element `i` of an integer or `index` attribute.
    pub fn int(&self, i: u64) -> Option<APInt> {
        matches!(self.kind, DenseElementKind::Int { .. }).then(|| self.part_apint(i, 0)).flatten()
    }

    /// The bit pattern of element `i` of a float attribute.
    pub fn float_bits(&self, i: u64) -> Option<u128> {
        matches!(self.kind, DenseElementKind::Float(_)).then(|| self.part_bits(i, 0)).flatten()
    }

    /// Element `i` of a `complex<int>` attribute, as (real, imaginary).
    pub fn complex_int(&self, i: u64) -> Option<(APInt, APInt)> {
        if !matches!(self.kind, DenseElementKind::ComplexInt { .. }) {
            return None;
        }
        Some((self.part_apint(i, 0)?, self.part_apint(i, 1)?))
    }

    /// The bit patterns of element `i` of a `complex<float>` attribute.
    pub fn complex_float_bits(&self, i: u64) -> Option<(u128, u128)> {
        if !matches!(self.kind, DenseElementKind::ComplexFloat(_)) {
            return None;
        }
        Some((self.part_bits(i, 0)?, self.part_bits(i, 1)?))
    }

    /// Element `i` of a string attribute.
    pub fn string(&self, i: u64) -> Option<&'a [u8]> {
        let DenseData::Strings { values, splat } = self.data else {
            return None;
        };
        if i >= self.len() && !(*splat && i == 0) {
            return None;
        }
        let index = if *splat { 0 } else { usize::try_from(i).ok()? };
        values.get(index).map(|v| &v[..])
    }

    /// The data in upstream's raw buffer layout (what `dense<"0x...">`
    /// prints): as [`DenseElements::raw_bytes`], except that `i1`
    /// elements are packed eight to a byte, least significant bit first,
    /// and an `i1` splat is the one byte 0 or 1.
    pub fn raw_buffer(&self) -> Vec<u8> {
        let bytes = self.raw_bytes();
        if !self.kind.is_bool() || self.is_splat() {
            return bytes.to_vec();
        }
        let mut out = vec![0u8; bytes.len().div_ceil(8)];
        for (i, b) in bytes.iter().enumerate() {
            out[i / 8] |= (b & 1) << (i % 8);
        }
        out
    }
}

#[cfg(test)]
mod tests;
