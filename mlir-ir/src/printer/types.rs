//! Printing types.

use super::names::push_i64;
use super::AsmPrinter;
use crate::types::{Type, TypeKind, DYNAMIC};

impl AsmPrinter<'_> {
    /// Prints a type, using its alias when it has one.
    pub fn print_type(&mut self, ty: Type) {
        if self.collecting() {
            self.visit_symbol(super::aliases::Symbol::Type(ty), false, false);
            return;
        }
        if let Some(text) = self.type_texts.get(&ty) {
            self.out.push_str(text);
            return;
        }
        let printed = self.record_text(|p| {
            if !p.try_print_type_alias(ty) {
                p.print_type_no_alias(ty);
            }
        });
        if let Some(text) = printed.and_then(|r| self.out.get(r)) {
            self.type_texts.record(ty, text);
        }
    }

    /// Prints a type in full.
    pub(crate) fn print_type_no_alias(&mut self, ty: Type) {
        crate::support::stack::guard(|| self.print_type_no_alias_inner(ty))
    }

    fn print_type_no_alias_inner(&mut self, ty: Type) {
        let ctx = self.ctx.clone();
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    crate::types::Signedness::Signless => "i",
                    crate::types::Signedness::Signed => "si",
                    crate::types::Signedness::Unsigned => "ui",
                };
                self.out.push_str(p);
                super::names::push_u32(&mut self.out, *width);
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(f) => self.out.push_str(f.keyword()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(ts) => {
                self.out.push_str("tuple<");
                self.print_type_list(ts);
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.print_type_list(inputs);
                self.out.push_str(") -> ");
                self.print_result_types(results);
            }
            TypeKind::Vector { shape, scalable, element } => {
                self.out.push_str("vector<");
                for (d, s) in shape.iter().zip(scalable.iter()) {
                    if *s {
                        self.out.push('[');
                        push_i64(&mut self.out, *d);
                        self.out.push_str("]x");
                    } else {
                        push_i64(&mut self.out, *d);
                        self.out.push('x');
                    }
                }
                self.print_type(*element);
                self.out.push('>');
            }
            TypeKind::RankedTensor { shape, element, encoding } => {
                self.out.push_str("tensor<");
                self.print_shape(shape);
                self.print_type(*element);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attribute(*e);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.print_type(*element);
                self.out.push('>');
            }
            TypeKind::MemRef { shape, element, layout, memory_space } => {
                self.out.push_str("memref<");
                self.print_shape(shape);
                self.print_type(*element);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.print_attribute(*l);
                }
                if let Some(s) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute_may_elide(*s);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef { element, memory_space } => {
                self.out.push_str("memref<*x");
                self.print_type(*element);
                if let Some(s) = memory_space {
                    self.out.push_str(", ");
                    self.print_attribute_may_elide(*s);
                }
                self.out.push('>');
            }
            TypeKind::Opaque { dialect, data } => {
                let ns = ctx.ident_str(*dialect);
                // A dialect with identified types may print more than it
                // stores (their bodies); no need to ask before one exists.
                let expanded = if ctx.may_have_identified_types() {
                    ctx.dialect(ns).and_then(|d| d.type_hooks.clone()).and_then(|h| h.print_type(&ctx, data))
                } else {
                    None
                };
                let text = expanded.as_deref().unwrap_or(data);
                super::escape::write_dialect_symbol('!', ns, text, &mut self.out);
            }
        }
    }

    fn print_shape(&mut self, shape: &[i64]) {
        for d in shape {
            if *d == DYNAMIC {
                self.out.push_str("?x");
            } else {
                push_i64(&mut self.out, *d);
                self.out.push('x');
            }
        }
    }

    /// `t1, t2`.
    pub fn print_type_list(&mut self, types: &[Type]) {
        for (i, t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(*t);
        }
    }

    /// Results of a function type: a single non-function type bare,
    /// anything else parenthesized.
    pub fn print_result_types(&mut self, results: &[Type]) {
        let wrap = results.len() != 1 || matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if wrap {
            self.out.push('(');
        }
        self.print_type_list(results);
        if wrap {
            self.out.push(')');
        }
    }
}
