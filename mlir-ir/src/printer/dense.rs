//! Printing `array<...>`, `dense<...>` attributes.

use super::escape::write_escaped_string;
use super::AsmPrinter;
use crate::attributes::{Attribute, DenseData, DenseElementKind, DenseElements};
use crate::support::apint::APInt;
use crate::types::{Signedness, Type, TypeKind};
use std::fmt::Write;

impl AsmPrinter<'_> {
    /// `array<i32: 1, 2>`.
    pub(crate) fn print_dense_array(&mut self, element: Type, len: usize, raw: &[u8]) {
        self.out.push_str("array<");
        self.print_type(element);
        let kind = self.ctx.type_kind(element).clone();
        let width = kind.int_or_float_bit_width().unwrap_or(8);
        let bytes_per = width.div_ceil(8) as usize;
        if len > 0 {
            self.out.push_str(": ");
        }
        for i in 0..len {
            if i > 0 {
                self.out.push_str(", ");
            }
            let Some(elt) = raw.get(i * bytes_per..(i + 1) * bytes_per) else { break };
            match kind {
                TypeKind::Integer { width: 1, signedness: Signedness::Signless } => {
                    self.out.push_str(if elt.iter().any(|b| *b != 0) { "true" } else { "false" })
                }
                TypeKind::Integer { signedness, .. } => {
                    // Integers may be wider than 128 bits.
                    let v = APInt::from_le_bytes(width, elt);
                    v.write_radix10(signedness != Signedness::Unsigned, &mut self.out);
                }
                _ => {
                    let mut buf = [0u8; 16];
                    let n = elt.len().min(16);
                    buf[..n].copy_from_slice(&elt[..n]);
                    self.print_float_value(element, u128::from_le_bytes(buf));
                }
            }
        }
        self.out.push('>');
    }

    /// `dense<...> : type`, as upstream's `printAttributeImpl` prints
    /// dense int/float and string elements: elided to
    /// `dense_resource<__elided__>` above the elision limit, hex form for
    /// large non-splat int/float data, nested lists otherwise.
    pub(crate) fn print_dense_elements(&mut self, attr: Attribute, ty: Type, data: &DenseData, elide_type: bool) {
        let ctx = self.ctx.clone();
        match DenseElements::new(&ctx, attr) {
            Some(view) => {
                let n = view.len();
                let elide = self.flags.elide_elements_above.is_some_and(|limit| (limit as u64) < n) && !view.is_splat();
                if elide {
                    self.out.push_str("dense_resource<__elided__>");
                } else {
                    self.out.push_str("dense<");
                    self.print_dense_body(&view, data);
                    self.out.push('>');
                }
            }
            None => self.out.push_str("dense<<<INVALID DENSE ELEMENTS>>>"),
        }
        if !elide_type {
            self.out.push_str(" : ");
            self.print_type(ty);
        }
    }

    /// The text between `dense<` and `>`.
    fn print_dense_body(&mut self, view: &DenseElements<'_>, data: &DenseData) {
        let kind = view.element_kind();
        if let DenseData::Raw { .. } = data {
            let hex_limit = self.flags.hex_elements_above.unwrap_or(100);
            if hex_limit >= 0 && !view.is_splat() && view.len() > hex_limit as u64 {
                self.out.push_str("\"0x");
                for b in view.raw_buffer() {
                    let _ = write!(self.out, "{b:02X}");
                }
                self.out.push('"');
                return;
            }
        }
        let ctx = self.ctx.clone();
        let element = view.element_type();
        let part_type = match ctx.type_kind(element) {
            TypeKind::Complex(p) => *p,
            _ => element,
        };
        self.print_nested(view, |p, i| match kind {
            DenseElementKind::Int { width, signedness, .. } => {
                let v = view.int(i).unwrap_or_else(|| APInt::zero(width));
                p.print_dense_int(&v, width, signedness);
            }
            DenseElementKind::Float(_) => {
                let bits = view.float_bits(i).unwrap_or(0);
                p.print_float_value(element, bits);
            }
            DenseElementKind::ComplexInt { width, signedness, .. } => {
                let (re, im) = if width == 1 {
                    complex_i1_as_upstream_reads(view, i)
                } else {
                    view.complex_int(i).unwrap_or_else(|| (APInt::zero(width), APInt::zero(width)))
                };
                p.out.push('(');
                p.print_dense_int(&re, width, signedness);
                p.out.push(',');
                p.print_dense_int(&im, width, signedness);
                p.out.push(')');
            }
            DenseElementKind::ComplexFloat(_) => {
                let (re, im) = view.complex_float_bits(i).unwrap_or((0, 0));
                p.out.push('(');
                p.print_float_value(part_type, re);
                p.out.push(',');
                p.print_float_value(part_type, im);
                p.out.push(')');
            }
            DenseElementKind::String => {
                write_escaped_string(view.string(i).unwrap_or(&[]), &mut p.out);
            }
        });
    }

    /// One integer element: `true`/`false` for 1-bit types, otherwise
    /// decimal, signed unless the type is unsigned.
    fn print_dense_int(&mut self, v: &APInt, width: u32, signedness: Signedness) {
        if width == 1 {
            self.out.push_str(if v.is_zero() { "false" } else { "true" });
        } else {
            v.write_radix10(signedness != Signedness::Unsigned, &mut self.out);
        }
    }

    /// Prints the elements nested in brackets by the shape (upstream's
    /// `printDenseElementsAttrImpl`): a splat prints its one element, an
    /// empty attribute prints nothing.
    fn print_nested(&mut self, view: &DenseElements<'_>, mut elt: impl FnMut(&mut Self, u64)) {
        if view.is_splat() {
            return elt(self, 0);
        }
        let n = view.len();
        if n == 0 {
            return;
        }
        let shape = view.shape();
        let rank = shape.len();
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..n {
            if idx != 0 {
                self.out.push_str(", ");
            }
            while open < rank {
                self.out.push('[');
                open += 1;
            }
            elt(self, idx);
            if rank == 0 {
                continue;
            }
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open -= 1;
                    self.out.push(']');
                }
            }
        }
        for _ in 0..open {
            self.out.push(']');
        }
    }
}

/// Element `i` of a `complex<i1>` attribute as upstream 22 reads it back:
/// its writer stores each part in a byte, its reader takes bits `2i` and
/// `2i + 1` of the packed buffer, so the printed values follow that.
fn complex_i1_as_upstream_reads(view: &DenseElements<'_>, i: u64) -> (APInt, APInt) {
    let bytes = view.raw_bytes();
    let index = if view.is_splat() { 0 } else { i };
    let bit = |b: u64| -> u64 {
        let byte = usize::try_from(b / 8).ok().and_then(|k| bytes.get(k)).copied().unwrap_or(0);
        u64::from((byte >> (b % 8)) & 1)
    };
    (APInt::from_u64(1, bit(2 * index)), APInt::from_u64(1, bit(2 * index + 1)))
}
