//! Printing attributes.

use super::escape::{write_dialect_symbol, write_escaped_string, write_keyword_or_string, write_symbol_ref};
use super::AsmPrinter;
use crate::attributes::{AttrKind, Attribute, NamedAttribute};
use crate::support::apfloat::APFloat;
use crate::support::semantics_of;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};
use std::fmt::Write;

impl AsmPrinter<'_> {
    /// Prints an attribute (with its type), using its alias if it has one.
    pub fn print_attribute(&mut self, attr: Attribute) {
        if self.collecting() {
            self.visit_symbol(super::aliases::Symbol::Attr(attr), false, false);
            return;
        }
        if let Some(text) = self.attr_texts.get(&attr) {
            self.out.push_str(text);
            return;
        }
        let printed = self.record_text(|p| {
            if !p.try_print_attr_alias(attr) {
                p.print_attribute_impl(attr, false);
            }
        });
        if let Some(text) = printed.and_then(|r| self.out.get(r)) {
            self.attr_texts.record(attr, text);
        }
    }

    /// Prints an attribute without its trailing `: type` where the type can
    /// be elided (integers, floats, strings, elements).
    pub fn print_attribute_without_type(&mut self, attr: Attribute) {
        if self.collecting() {
            self.visit_symbol(super::aliases::Symbol::Attr(attr), false, true);
            return;
        }
        if self.try_print_attr_alias(attr) {
            return;
        }
        self.print_attribute_impl(attr, true);
    }

    /// Prints an attribute whose `i64`/`f64` type may be elided (memref
    /// memory spaces, upstream's `AttrTypeElision::May`).
    pub(crate) fn print_attribute_may_elide(&mut self, attr: Attribute) {
        if self.collecting() {
            self.visit_symbol(super::aliases::Symbol::Attr(attr), false, false);
            return;
        }
        if self.try_print_attr_alias(attr) {
            return;
        }
        let elide = match self.ctx.attr_kind(attr) {
            AttrKind::Integer { ty, .. } => *ty == self.ctx.i64_type(),
            AttrKind::Float { ty, .. } => {
                matches!(self.ctx.type_kind(*ty), TypeKind::Float(crate::types::FloatKind::F64))
            }
            _ => false,
        };
        self.print_attribute_impl(attr, elide);
    }

    /// Prints an attribute in full (no alias for the attribute itself).
    pub(crate) fn print_attribute_impl(&mut self, attr: Attribute, elide_type: bool) {
        crate::support::stack::guard(|| self.print_attribute_impl_inner(attr, elide_type))
    }

    fn print_attribute_impl_inner(&mut self, attr: Attribute, elide_type: bool) {
        let ctx = self.ctx.clone();
        match ctx.attr_kind(attr) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { ty, value } => {
                let unsigned = matches!(ctx.type_kind(*ty), TypeKind::Integer { signedness: Signedness::Unsigned, .. });
                value.write_radix10(!unsigned, &mut self.out);
                if !elide_type {
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrKind::Float { ty, bits } => {
                self.print_float_value(*ty, bits.get());
                if !elide_type {
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrKind::String { value, ty } => {
                write_escaped_string(value, &mut self.out);
                if !elide_type && *ty != ctx.none_type() {
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::Array(elts) => {
                self.out.push('[');
                for (i, a) in elts.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attribute_may_elide(*a);
                }
                self.out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                self.print_named_attrs(entries);
                self.out.push('}');
            }
            AttrKind::SymbolRef { root, nested } => {
                write_symbol_ref(ctx.ident_str(*root), &mut self.out);
                for n in nested.iter() {
                    self.out.push_str("::");
                    write_symbol_ref(ctx.ident_str(*n), &mut self.out);
                }
            }
            AttrKind::DenseElements { ty, data } => self.print_dense_elements(attr, *ty, data, elide_type),
            AttrKind::DenseArray { element, len, raw } => self.print_dense_array(*element, *len, raw),
            AttrKind::DenseResource { ty, key } => {
                self.out.push_str("dense_resource<");
                write_keyword_or_string(ctx.ident_str(*key), &mut self.out);
                self.out.push('>');
                self.note_resource(*key);
                if !elide_type {
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrKind::Strided { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_int_or_question(*s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    self.print_int_or_question(*offset);
                }
                self.out.push('>');
            }
            AttrKind::Opaque { dialect, data, ty } => {
                write_dialect_symbol('#', ctx.ident_str(*dialect), data, &mut self.out);
                if !elide_type && *ty != ctx.none_type() {
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrKind::Dialect(d) => {
                let ns = ctx.ident_str(d.dialect);
                let mut body = String::new();
                if let Some(h) = ctx.dialect(ns).and_then(|x| x.attr_hooks.clone()) {
                    h.print_attribute(&ctx, d, &mut body);
                }
                write_dialect_symbol('#', ns, &body, &mut self.out);
            }
            AttrKind::Distinct { referenced, .. } => {
                let id = self.distinct_id(attr);
                let _ = write!(self.out, "distinct[{id}]<");
                if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.print_attribute(*referenced);
                }
                self.out.push('>');
            }
            AttrKind::Loc(_) => {
                let loc = crate::attributes::Location(attr);
                self.print_location(loc, true);
            }
            AttrKind::AffineMap(map) => {
                let _ = write!(self.out, "affine_map<{map}>");
            }
            AttrKind::IntegerSet(set) => {
                let _ = write!(self.out, "affine_set<{set}>");
            }
        }
    }

    /// `name = value, name2` (unit values elided).
    pub fn print_named_attrs(&mut self, entries: &[NamedAttribute]) {
        let ctx = self.ctx.clone();
        for (i, (n, a)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write_keyword_or_string(ctx.ident_str(*n), &mut self.out);
            if matches!(ctx.attr_kind(*a), AttrKind::Unit) {
                continue;
            }
            self.out.push_str(" = ");
            self.print_attribute(*a);
        }
    }

    fn print_int_or_question(&mut self, v: i64) {
        if v == DYNAMIC {
            self.out.push('?');
        } else {
            super::names::push_i64(&mut self.out, v);
        }
    }

    /// A float value as MLIR prints it (shortest round-tripping form, or
    /// hex for special values).
    pub fn print_float_value(&mut self, ty: Type, bits: u128) {
        let TypeKind::Float(kind) = *self.ctx.type_kind(ty) else {
            self.out.push_str("<<INVALID FLOAT TYPE>>");
            return;
        };
        let v = APFloat::from_bits(semantics_of(kind), bits);
        self.out.push_str(&v.to_mlir_string());
    }
}
