//! Parsing `array<...>`, `dense<...>` and `dense_resource<...>`.

use super::token::TokenKind as K;
use super::{ParseResult, Parser};
use crate::attributes::AttrKind;
use crate::types::{Type, TypeKind};

impl Parser<'_, '_> {
    /// `array<i32: 1, 2>` / `array<f32>`.
    pub(crate) fn parse_dense_array_attr(&mut self, _ty: Option<Type>) -> ParseResult<crate::attributes::Attribute> {
        self.consume();
        self.expect(K::Less, "expected '<' after 'array'")?;
        let ty_at = self.tok.start;
        let elt = self.parse_type()?;
        let kind = self.ctx.type_kind(elt).clone();
        let width = match kind {
            TypeKind::Integer { width, .. } if width == 1 || width % 8 == 0 => width,
            TypeKind::Float(f) if f.bit_width() % 8 == 0 => f.bit_width(),
            _ => {
                let text = crate::printer::type_to_string(&self.ctx, elt);
                return Err(self.error_at(ty_at, format!("expected integer or float type, got: {text}")));
            }
        };
        let bytes_per = width.div_ceil(8) as usize;
        let mut raw: Vec<u8> = Vec::new();
        let mut len = 0usize;
        if self.consume_if(K::Greater) {
            return Ok(self.ctx.get_attr(AttrKind::DenseArray { element: elt, len, raw: raw.into() }));
        }
        self.expect(K::Colon, "expected ':' after dense array type")?;
        loop {
            let at = self.tok.start;
            let attr = self.parse_attribute(Some(elt)).map_err(|e| {
                if self.kind() == K::Greater {
                    self.error_at(at, "expected integer or float literal")
                } else {
                    e
                }
            })?;
            let bits: u128 = match self.ctx.attr_kind(attr) {
                AttrKind::Integer { value, .. } => {
                    let b = value.to_biguint().to_u64_digits();
                    b.first().copied().unwrap_or(0) as u128 | (b.get(1).copied().unwrap_or(0) as u128) << 64
                }
                AttrKind::Bool(b) => *b as u128,
                AttrKind::Float { bits, .. } => *bits,
                _ => return Err(self.error_at(at, "expected integer or float literal")),
            };
            raw.extend_from_slice(&bits.to_le_bytes()[..bytes_per]);
            len += 1;
            if !self.consume_if(K::Comma) {
                break;
            }
        }
        self.expect(K::Greater, "expected '>' to close an array attribute")?;
        Ok(self.ctx.get_attr(AttrKind::DenseArray { element: elt, len, raw: raw.into() }))
    }

    /// `dense_resource<key> : type`.
    pub(crate) fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> ParseResult<crate::attributes::Attribute> {
        self.consume();
        self.expect(K::Less, "expected '<'")?;
        let key = match self.kind() {
            K::BareIdent => self.spelling().to_string(),
            K::String => self.string_text().into_owned(),
            _ => return Err(self.error("expected identifier key for 'resource' entry")),
        };
        self.consume();
        self.expect(K::Greater, "expected '>'")?;
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(K::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        if !self.ctx.type_kind(ty).is_shaped() {
            return Err(self.error("expected a shaped type for dense_resource"));
        }
        let key = self.ctx.ident(&key);
        Ok(self.ctx.get_attr(AttrKind::DenseResource { ty, key }))
    }

    /// `dense<...> : type`.
    pub(crate) fn parse_dense_elements_attr(&mut self, ty: Option<Type>) -> ParseResult<crate::attributes::Attribute> {
        let _ = ty;
        Err(self.error("dense elements attributes are not supported yet"))
    }
}
