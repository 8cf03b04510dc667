//! Parsing `array<...>`, `dense<...>` and `dense_resource<...>`.

use super::attributes::literal_apint;
use super::token::{Token, TokenKind as K};
use super::{Construct, ParseResult, Parser};
use crate::attributes::dense::{num_elements, static_shape};
use crate::attributes::{AttrKind, Attribute, DenseElementKind, DenseValue};
use crate::support::apint::APInt;
use crate::support::float_bits_from_f64;
use crate::types::{FloatKind, Signedness, Type, TypeKind};

impl Parser<'_, '_> {
    /// `array<i32: 1, 2>` / `array<f32>`.
    pub(crate) fn parse_dense_array_attr(&mut self, _ty: Option<Type>) -> ParseResult<Attribute> {
        self.consume();
        self.expect(K::Less, "expected '<' after 'array'")?;
        let ty_at = self.tok.start;
        let elt = self.parse_type()?;
        let kind = self.ctx.type_kind(elt).clone();
        let width = match kind {
            TypeKind::Integer { width, .. } if width == 1 || width % 8 == 0 => width,
            TypeKind::Float(f) if f.bit_width() % 8 == 0 => f.bit_width(),
            _ => {
                let text = crate::printer::type_to_string(self.ctx, elt);
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
        let int_elt = match kind {
            TypeKind::Integer { width, signedness } => Some((width, signedness)),
            _ => None,
        };
        let start = self.tok.start;
        loop {
            let at = self.tok.start;
            // Before the element is built: its width may be far more data
            // than its text (see `data_budget.rs`).
            let data = (len as u64 + 1).saturating_mul(bytes_per as u64);
            if data > super::data_budget::data_allowed(self.tok.end - start) {
                return Err(self.error_at(at, super::data_budget::too_much_data(data, self.tok.end - start)));
            }
            if let Some((width, signedness)) = int_elt {
                let bytes = self.parse_dense_array_int(width, signedness)?;
                raw.extend_from_slice(&bytes[..bytes_per]);
                len += 1;
                if !self.consume_if(K::Comma) {
                    break;
                }
                continue;
            }
            let attr = self.parse_attribute(Some(elt)).map_err(|e| {
                if self.kind() == K::Greater {
                    self.error_at(at, "expected integer or float literal")
                } else {
                    e
                }
            })?;
            // Little-endian bytes of the element, `bytes_per` of them (wide
            // integers may need more than 128 bits).
            let mut bytes: Vec<u8> = match self.ctx.attr_kind(attr) {
                AttrKind::Integer { value, .. } => {
                    let mut b = Vec::with_capacity(bytes_per);
                    value.extend_le_bytes(&mut b);
                    b
                }
                AttrKind::Bool(b) => vec![*b as u8],
                AttrKind::Float { bits, .. } => bits.get().to_le_bytes().to_vec(),
                _ => return Err(self.error_at(at, "expected integer or float literal")),
            };
            bytes.resize(bytes_per, 0);
            raw.extend_from_slice(&bytes);
            len += 1;
            if !self.consume_if(K::Comma) {
                break;
            }
        }
        self.expect(K::Greater, "expected '>' to close an array attribute")?;
        Ok(self.ctx.get_attr(AttrKind::DenseArray { element: elt, len, raw: raw.into() }))
    }

    /// One integer element of `array<iN: ...>`, as upstream's dense-array
    /// element parser: `true`/`false` only for `i1`, otherwise an integer
    /// literal that fits. Returns at least `ceil(width/8)` little-endian bytes.
    fn parse_dense_array_int(&mut self, width: u32, signedness: crate::types::Signedness) -> ParseResult<Vec<u8>> {
        use crate::types::Signedness;
        let negative = self.consume_if(K::Minus);
        if self.kind() == K::BareIdent && matches!(self.spelling(), "true" | "false") {
            if width != 1 {
                return Err(self.error("expected i1 type for 'true' or 'false' values"));
            }
            let v = self.spelling() == "true";
            self.consume();
            return Ok(vec![v as u8]);
        }
        if self.kind() != K::Integer {
            return Err(self.error("expected integer literal"));
        }
        let spelling = self.spelling();
        self.consume();
        if width == 1 {
            return Err(self.error("expected 'true' or 'false' values for i1 type"));
        }
        match literal_apint(spelling, width, signedness == Signedness::Signed, negative) {
            Some(v) => {
                let mut bytes = Vec::with_capacity(width.div_ceil(8) as usize);
                v.extend_le_bytes(&mut bytes);
                Ok(bytes)
            }
            None => Err(self.error("integer constant out of range")),
        }
    }

    /// `dense_resource<key> : type`.
    pub(crate) fn parse_dense_resource_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
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
        let key = self.resource_key(&key);
        Ok(self.ctx.get_attr(AttrKind::DenseResource { ty, key }))
    }
}

/// One parsed element literal of a `dense<...>` attribute: its token and
/// whether a `-` preceded it.
#[derive(Copy, Clone)]
struct Element {
    negative: bool,
    tok: Token,
}

/// The literal of a `dense<...>` attribute, parsed before its type is
/// known (upstream's `TensorLiteralParser`).
#[derive(Default)]
struct TensorLiteral {
    /// The shape inferred from nested lists; empty for a single element.
    shape: Vec<i64>,
    /// The elements, complex parts flattened.
    elements: Vec<Element>,
    /// A string literal standing alone: hex data, or a string splat.
    hex: Option<Token>,
}

/// The bytes of a `"0x..."` string token's hex digits, if well formed.
fn hex_string_value(spelling: &str) -> Option<Vec<u8>> {
    let body = spelling.get(1..spelling.len().saturating_sub(1))?;
    let digits = body.strip_prefix("0x")?;
    if digits.len() % 2 != 0 || !digits.bytes().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    (0..digits.len()).step_by(2).map(|i| u8::from_str_radix(&digits[i..i + 2], 16).ok()).collect()
}

/// `[2, 3]` as upstream prints a shape in diagnostics.
fn shape_text(shape: &[i64]) -> String {
    shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

impl Parser<'_, '_> {
    /// `dense<literal> : type` (the type may come from the context).
    pub(crate) fn parse_dense_elements_attr(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        let at = self.tok.start;
        self.consume();
        self.expect(K::Less, "expected '<' after 'dense'")?;
        let mut lit = TensorLiteral::default();
        if !self.consume_if(K::Greater) {
            if self.kind() == K::String {
                lit.hex = Some(self.tok);
                self.consume();
            } else if self.kind() == K::LSquare {
                lit.shape = self.nested(Construct::Attribute, |p| p.parse_tensor_list(&mut lit.elements))?;
                lit.shape.reverse();
            } else {
                self.parse_tensor_element(&mut lit.elements)?;
            }
            self.expect(K::Greater, "expected '>'")?;
        }
        let ty = match ty {
            Some(t) => t,
            None => {
                self.expect(K::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let kind = self.ctx.type_kind(ty);
        if !kind.is_shaped() {
            return Err(self.error_at(at, "elements literal must be a shaped type"));
        }
        let Some((shape, element)) = static_shape(self.ctx, ty) else {
            return Err(self.error_at(at, "elements literal type must have static shape"));
        };
        let shape = shape.to_vec();
        self.build_dense_attr(at, ty, &shape, element, lit)
    }

    /// One element: `true`, `false`, `[-]integer`, `[-]float`, `"string"`
    /// or `(element, element)` (complex parts are flattened).
    fn parse_tensor_element(&mut self, out: &mut Vec<Element>) -> ParseResult<()> {
        match self.kind() {
            K::Integer | K::Float | K::String => {
                out.push(Element { negative: false, tok: self.tok });
                self.consume();
            }
            K::BareIdent if matches!(self.spelling(), "true" | "false") => {
                out.push(Element { negative: false, tok: self.tok });
                self.consume();
            }
            K::Minus => {
                self.consume();
                if !matches!(self.kind(), K::Integer | K::Float) {
                    return Err(self.error("expected integer or floating point literal"));
                }
                out.push(Element { negative: true, tok: self.tok });
                self.consume();
            }
            // The parts nest as upstream parses them (`((1, 2), 3)` is
            // rejected later, by the element type), so they are a level.
            K::LParen => self.nested(Construct::Attribute, |p| {
                p.consume();
                p.parse_tensor_element(out)?;
                p.expect(K::Comma, "expected ',' between complex elements")?;
                p.parse_tensor_element(out)?;
                p.expect(K::RParen, "expected ')' after complex elements")
            })?,
            _ => return Err(self.error("expected element literal of primitive type")),
        }
        Ok(())
    }

    /// `[elt-or-list, ...]`; returns the shape of the list, innermost
    /// dimension first (so each level pushes its size in constant time and
    /// deep nesting stays linear).
    fn parse_tensor_list(&mut self, out: &mut Vec<Element>) -> ParseResult<Vec<i64>> {
        self.expect(K::LSquare, "expected '['")?;
        let mut inner: Option<Vec<i64>> = None;
        let mut size = 0i64;
        if !self.consume_if(K::RSquare) {
            loop {
                let dims = if self.kind() == K::LSquare {
                    self.nested(Construct::Attribute, |p| p.parse_tensor_list(out))?
                } else {
                    self.parse_tensor_element(out)?;
                    Vec::new()
                };
                size += 1;
                match &inner {
                    None => inner = Some(dims),
                    Some(prev) if *prev == dims => {}
                    Some(_) => {
                        return Err(self.error("tensor literal is invalid; ranks are not consistent between elements"))
                    }
                }
                if !self.consume_if(K::Comma) {
                    break;
                }
            }
            self.expect(K::RSquare, "expected ']'")?;
        }
        let mut shape = inner.unwrap_or_default();
        shape.push(size);
        Ok(shape)
    }

    /// Checks the literal against its type and builds the attribute
    /// (upstream's `TensorLiteralParser::getAttr`).
    fn build_dense_attr(
        &mut self,
        at: usize,
        ty: Type,
        shape: &[i64],
        element: Type,
        lit: TensorLiteral,
    ) -> ParseResult<Attribute> {
        let kind = DenseElementKind::of(self.ctx, element);
        let type_text = |p: &Self, t: Type| crate::printer::type_to_string(p.ctx, t);
        if let (Some(tok), true) = (lit.hex, kind != DenseElementKind::String) {
            let spelling = &self.src[tok.start..tok.end];
            let Some(bytes) = hex_string_value(spelling) else {
                return Err(self.error_at(tok.start, "expected string containing hex digits starting with `0x`"));
            };
            return self.ctx.dense_elements_from_buffer(ty, &bytes).map_err(|_| {
                self.error_at(
                    at,
                    format!("elements hex data size is invalid for provided type: '{}'", type_text(self, ty)),
                )
            });
        }
        if !lit.shape.is_empty() && lit.shape != shape {
            return Err(self.error_at(
                at,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    shape_text(&lit.shape),
                    shape_text(shape)
                ),
            ));
        }
        let num = num_elements(shape);
        if lit.hex.is_none() && lit.elements.is_empty() && num != 0 {
            return Err(self.error_at(
                at,
                format!("parsed zero elements, but type ('{}') expected at least 1", type_text(self, ty)),
            ));
        }
        let n = lit.elements.len() as u64;
        if kind.is_complex() {
            if lit.shape.is_empty() && num != 0 && n != 2 {
                return Err(self.error_at(
                    at,
                    format!("parsed {n} elements, but type ('{}') expected 2 elements", type_text(self, element)),
                ));
            }
            if !lit.shape.is_empty() && Some(n) != num.checked_mul(2) {
                return Err(self.error_at(
                    at,
                    format!(
                        "parsed {n} elements, but type ('{}') expected {} elements",
                        type_text(self, ty),
                        num.saturating_mul(2)
                    ),
                ));
            }
        }
        // Upstream asserts here (a complex literal for a scalar type, or a
        // bare complex literal whose parts do not fill the type); report it.
        let per = if kind.is_complex() { 2 } else { 1 };
        let count = n / per;
        if lit.hex.is_none() && n != 0 && (!n.is_multiple_of(per) || (count != 1 && count != num)) {
            return Err(self.error_at(
                at,
                format!("parsed {n} elements, but type ('{}') expected {} elements", type_text(self, ty), num * per),
            ));
        }
        // Before any element is built: their width may be far more data
        // than their text (see `data_budget.rs`). Strings are their text.
        let text_len = self.prev_end.saturating_sub(at);
        let data = count.saturating_mul(kind.byte_width() as u64);
        if kind != DenseElementKind::String && data > super::data_budget::data_allowed(text_len) {
            return Err(self.error_at(at, super::data_budget::too_much_data(data, text_len)));
        }
        let values = match kind {
            DenseElementKind::String => {
                let mut strings: Vec<Vec<u8>> = Vec::new();
                if let Some(tok) = lit.hex {
                    let s = &self.src[tok.start..tok.end];
                    strings.push(super::decode_string(&s[1..s.len() - 1]));
                }
                for e in &lit.elements {
                    let s = &self.src[e.tok.start..e.tok.end];
                    if e.tok.kind != K::String {
                        return Err(self.error_at(at, format!("expected string token, got {s}")));
                    }
                    strings.push(super::decode_string(&s[1..s.len() - 1]));
                }
                let refs: Vec<&[u8]> = strings.iter().map(|s| &s[..]).collect();
                return self.ctx.dense_string_elements_attr(ty, &refs).map_err(|e| self.error_at(at, e.to_string()));
            }
            DenseElementKind::Int { width, signedness, is_index }
            | DenseElementKind::ComplexInt { width, signedness, is_index } => {
                let ints = self.dense_int_values(&lit.elements, width, signedness, is_index)?;
                if kind.is_complex() {
                    ints.chunks(2).map(|c| DenseValue::ComplexInt(c[0].clone(), c[1].clone())).collect::<Vec<_>>()
                } else {
                    ints.into_iter().map(DenseValue::Int).collect()
                }
            }
            DenseElementKind::Float(f) | DenseElementKind::ComplexFloat(f) => {
                let mut bits = Vec::with_capacity(lit.elements.len());
                for e in &lit.elements {
                    bits.push(self.dense_float_value(*e, f)?);
                }
                if kind.is_complex() {
                    bits.chunks(2).map(|c| DenseValue::ComplexFloat(c[0], c[1])).collect()
                } else {
                    bits.into_iter().map(DenseValue::Float).collect()
                }
            }
        };
        if values.is_empty() {
            return self.ctx.dense_elements_from_raw(ty, &[]).map_err(|e| self.error_at(at, e.to_string()));
        }
        self.ctx.dense_elements_attr(ty, &values).map_err(|e| self.error_at(at, e.to_string()))
    }

    /// The integer values of the elements (upstream's
    /// `getIntAttrElements`).
    fn dense_int_values(
        &self,
        elements: &[Element],
        width: u32,
        signedness: Signedness,
        is_index: bool,
    ) -> ParseResult<Vec<APInt>> {
        let mut out = Vec::with_capacity(elements.len());
        for e in elements {
            let at = e.tok.start;
            if e.negative && signedness == Signedness::Unsigned {
                return Err(self.error_at(at, "expected unsigned integer elements, but parsed negative value"));
            }
            let spelling = &self.src[e.tok.start..e.tok.end];
            match e.tok.kind {
                K::Float => return Err(self.error_at(at, "expected integer elements, but parsed floating-point")),
                // Upstream asserts on a string here; report it instead.
                K::String => return Err(self.error_at(at, "expected integer elements, but parsed string")),
                K::BareIdent => {
                    if width != 1 || is_index {
                        return Err(self.error_at(at, "expected i1 type for 'true' or 'false' values"));
                    }
                    out.push(APInt::from_u64(1, u64::from(spelling == "true")));
                    continue;
                }
                _ => {}
            }
            let signed = signedness == Signedness::Signed || is_index;
            let value = literal_apint(spelling, width, signed, e.negative)
                .ok_or_else(|| self.error_at(at, "integer constant out of range for type"))?;
            out.push(value);
        }
        Ok(out)
    }

    /// The bit pattern of a float element (upstream's
    /// `parseFloatFromLiteral`).
    fn dense_float_value(&self, e: Element, kind: FloatKind) -> ParseResult<u128> {
        let at = e.tok.start;
        let spelling = &self.src[e.tok.start..e.tok.end];
        match e.tok.kind {
            K::Float => {
                let v: f64 = spelling.parse().map_err(|_| self.error_at(at, "floating point value too large"))?;
                Ok(float_bits_from_f64(kind, if e.negative { -v } else { v }))
            }
            K::Integer => self.parse_float_from_integer_literal(spelling, at, e.negative, kind),
            _ => Err(self.error_at(at, "expected floating point literal")),
        }
    }
}
