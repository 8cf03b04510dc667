//! Printing `array<...>`, `dense<...>` attributes.

use super::AsmPrinter;
use crate::attributes::{Attribute, DenseData};
use crate::support::apint::APInt;
use crate::types::{Signedness, Type, TypeKind};

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
            let mut buf = [0u8; 16];
            buf[..bytes_per].copy_from_slice(&raw[i * bytes_per..(i + 1) * bytes_per]);
            let bits = u128::from_le_bytes(buf);
            match kind {
                TypeKind::Integer { width: 1, signedness: Signedness::Signless } => {
                    self.out.push_str(if bits != 0 { "true" } else { "false" })
                }
                TypeKind::Integer { signedness, .. } => {
                    let v = APInt::from_biguint(width, &num_bigint::BigUint::from(bits));
                    self.out.push_str(&v.to_string_radix10(signedness != Signedness::Unsigned));
                }
                _ => self.print_float_value(element, bits),
            }
        }
        self.out.push('>');
    }

    /// `dense<...> : type`.
    pub(crate) fn print_dense_elements(&mut self, _attr: Attribute, ty: Type, _data: &DenseData, elide_type: bool) {
        self.out.push_str("dense<>");
        if !elide_type {
            self.out.push_str(" : ");
            self.print_type(ty);
        }
    }
}
