//! Parsing types.

use super::token::TokenKind as K;
use super::{Construct, ParseResult, Parser};
use crate::attributes::{AttrKind, Attribute};
use crate::types::{memref_layout_error, FloatKind, Signedness, Type, TypeKind, DYNAMIC, MAX_INT_WIDTH};

/// Splits `i32` / `si8` / `ui16` into signedness and width text.
pub(crate) fn int_type_spelling(s: &str) -> Option<(Signedness, &str)> {
    let (sign, rest) = if let Some(r) = s.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = s.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = s.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some((sign, rest))
}

/// Whether `s` starts a builtin (non-function) type.
pub(crate) fn is_builtin_type_keyword(s: &str) -> bool {
    matches!(s, "memref" | "tensor" | "complex" | "tuple" | "vector" | "index" | "none")
        || FloatKind::from_keyword(s).is_some()
        || int_type_spelling(s).is_some()
}

/// The dimensions of a shaped type as parsed; inline for common ranks so
/// parsing a type that already exists allocates nothing.
pub(crate) type Dims = smallvec::SmallVec<[i64; 6]>;
impl Parser<'_, '_> {
    /// `type ::= function-type | non-function-type`.
    pub(crate) fn parse_type(&mut self) -> ParseResult<Type> {
        // Every nesting of types (function types through their inputs and
        // results, tuples, complex and shaped element types) goes through
        // here: one level each.
        self.parse_type_memoized(|p| {
            p.nested(Construct::Type, |p| {
                if p.kind() == K::LParen {
                    return p.parse_function_type();
                }
                p.parse_non_function_type()
            })
        })
    }

    /// Parses a type if one starts here.
    pub(crate) fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        match self.kind() {
            K::LParen | K::ExclamationIdent => self.parse_type().map(Some),
            K::BareIdent if is_builtin_type_keyword(self.spelling()) => self.parse_type().map(Some),
            _ => Ok(None),
        }
    }

    /// `(inputs) -> results`.
    pub(crate) fn parse_function_type(&mut self) -> ParseResult<Type> {
        let mut inputs: smallvec::SmallVec<[Type; 4]> = smallvec::SmallVec::new();
        self.expect(K::LParen, "expected '('")?;
        if !self.consume_if(K::RParen) {
            self.comma_list(None, None, |p| {
                inputs.push(p.parse_type()?);
                Ok(())
            })?;
            self.expect(K::RParen, "expected ')'")?;
        }
        self.expect(K::Arrow, "expected '->' in function type")?;
        let mut results: smallvec::SmallVec<[Type; 2]> = smallvec::SmallVec::new();
        if self.kind() == K::LParen {
            self.consume();
            if !self.consume_if(K::RParen) {
                self.comma_list(None, None, |p| {
                    results.push(p.parse_type()?);
                    Ok(())
                })?;
                self.expect(K::RParen, "expected ')'")?;
            }
        } else {
            results.push(self.parse_non_function_type()?);
        }
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// `( type-list? )`.
    pub(crate) fn parse_type_list_parens(&mut self) -> ParseResult<Vec<Type>> {
        self.expect(K::LParen, "expected '('")?;
        if self.consume_if(K::RParen) {
            return Ok(Vec::new());
        }
        let types = self.parse_type_list_no_parens()?;
        self.expect(K::RParen, "expected ')'")?;
        Ok(types)
    }

    /// `type (, type)*`.
    pub(crate) fn parse_type_list_no_parens(&mut self) -> ParseResult<Vec<Type>> {
        let mut types = Vec::new();
        self.comma_list(None, None, |p| {
            types.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(types)
    }

    /// A parenthesized type list or a single non-function type.
    pub(crate) fn parse_function_result_types(&mut self) -> ParseResult<Vec<Type>> {
        if self.kind() == K::LParen {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    fn parse_non_function_type(&mut self) -> ParseResult<Type> {
        match self.kind() {
            K::ExclamationIdent => return self.parse_extended_type(),
            K::BareIdent => {}
            _ => return Err(self.wrong_token("expected non-function type")),
        }
        let s = self.spelling();
        let start = self.tok.start;
        match s {
            "memref" => return self.parse_memref_type(),
            "tensor" => return self.parse_tensor_type(),
            "vector" => return self.parse_vector_type(),
            "complex" => {
                self.consume();
                self.expect(K::Less, "expected '<' in complex type")?;
                let elt_at = self.tok.start;
                let elt = self.parse_type()?;
                self.expect(K::Greater, "expected '>' in complex type")?;
                if !matches!(self.ctx.type_kind(elt), TypeKind::Integer { .. } | TypeKind::Float(_)) {
                    return Err(self.error_at(elt_at, "invalid element type for complex"));
                }
                return Ok(self.ctx.complex_type(elt));
            }
            "tuple" => {
                self.consume();
                self.expect(K::Less, "expected '<' in tuple type")?;
                if self.consume_if(K::Greater) {
                    return Ok(self.ctx.tuple_type(&[]));
                }
                let types = self.parse_type_list_no_parens()?;
                self.expect(K::Greater, "expected '>' in tuple type")?;
                return Ok(self.ctx.tuple_type(&types));
            }
            "index" => {
                self.consume();
                return Ok(self.ctx.index_type());
            }
            "none" => {
                self.consume();
                return Ok(self.ctx.none_type());
            }
            _ => {}
        }
        // Integer types are the common case; test them before the float
        // keyword table.
        if let Some((sign, digits)) = int_type_spelling(s) {
            let width = digits.parse::<u64>().ok().filter(|w| *w <= MAX_INT_WIDTH as u64);
            let Some(width) = width else {
                return Err(self.error_at(start, "integer bitwidth is limited to 16777215 bits"));
            };
            self.consume();
            return Ok(self.ctx.int_type(width as u32, sign));
        }
        if let Some(f) = FloatKind::from_keyword(s) {
            self.consume();
            return Ok(self.ctx.float_type(f));
        }
        Err(self.wrong_token("expected non-function type"))
    }

    /// Dimensions `4x?x` (each followed by `x`); `allow_dynamic` permits `?`.
    pub(crate) fn parse_dimension_list(&mut self, allow_dynamic: bool) -> ParseResult<Dims> {
        let mut dims = Dims::new();
        loop {
            match self.kind() {
                K::Question => {
                    if !allow_dynamic {
                        return Err(self.error("expected static shape"));
                    }
                    self.consume_dimension();
                    dims.push(DYNAMIC);
                }
                K::Integer => dims.push(self.parse_integer_in_dimension_list()?),
                _ => return Ok(dims),
            }
            self.parse_x_in_dimension_list()?;
        }
    }

    fn parse_integer_in_dimension_list(&mut self) -> ParseResult<i64> {
        let s = self.spelling();
        if s.len() > 1 && s.as_bytes()[1] == b'x' {
            // `0x4xf32` lexes as a hex integer; it is really `0` then `x4xf32`.
            let at = self.tok.start + 1;
            self.reset_to(at);
            return Ok(0);
        }
        let v = s.parse::<u64>().ok().filter(|v| *v <= i64::MAX as u64);
        let Some(v) = v else {
            return Err(self.error("invalid dimension"));
        };
        self.consume_dimension();
        Ok(v as i64)
    }

    /// Consumes a dimension token (`4`, `?`, `]`). When an `x` follows
    /// directly, it becomes the next token on its own: lexing `x4x4x...f32`
    /// as one identifier after every dimension, to split its `x` off, made
    /// a shape's parse quadratic in its rank.
    fn consume_dimension(&mut self) {
        let end = self.tok.end;
        if self.src.as_bytes().get(end) == Some(&b'x') {
            self.prev_end = end;
            self.lex.reset(end + 1);
            self.tok = super::token::Token { kind: K::BareIdent, start: end, end: end + 1 };
        } else {
            self.consume();
        }
    }

    /// Consumes the `x` of a dimension list, splitting `x4xf32` tokens.
    fn parse_x_in_dimension_list(&mut self) -> ParseResult<()> {
        if self.kind() != K::BareIdent || !self.spelling().starts_with('x') {
            return Err(self.wrong_token("expected 'x' in dimension list"));
        }
        let at = self.tok.start + 1;
        if self.tok.end == at {
            self.consume();
        } else {
            self.prev_end = at;
            self.reset_to(at);
        }
        Ok(())
    }

    fn parse_vector_type(&mut self) -> ParseResult<Type> {
        // Type verification errors point at the `vector` keyword.
        let type_at = self.tok.start;
        self.consume();
        self.expect(K::Less, "expected '<' in vector type")?;
        let mut shape = Dims::new();
        let mut scalable: smallvec::SmallVec<[bool; 6]> = smallvec::SmallVec::new();
        loop {
            if self.kind() == K::LSquare {
                self.consume();
                if self.kind() != K::Integer {
                    return Err(self.error("expected integer value"));
                }
                shape.push(self.parse_integer_in_dimension_list()?);
                if self.kind() != K::RSquare {
                    return Err(self.wrong_token("missing ']' closing scalable dimension"));
                }
                self.consume_dimension();
                scalable.push(true);
            } else if self.kind() == K::Integer {
                shape.push(self.parse_integer_in_dimension_list()?);
                scalable.push(false);
            } else {
                break;
            }
            self.parse_x_in_dimension_list()?;
        }
        let elt = self.parse_type()?;
        self.expect(K::Greater, "expected '>' in vector type")?;
        let ek = self.ctx.type_kind(elt);
        if !matches!(ek, TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)) {
            return Err(self.error_at(type_at, "failed to verify 'elementType': VectorElementTypeInterface instance"));
        }
        if shape.iter().any(|d| *d <= 0) {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return Err(self.error_at(
                type_at,
                format!("vector types must have positive constant sizes but got {}", dims.join(", ")),
            ));
        }
        Ok(self.ctx.vector_type(&shape, &scalable, elt))
    }

    /// `*x` (unranked: returns `true`) or a dimension list `4x?x`, as both
    /// tensors and memrefs start.
    fn parse_shape_prefix(&mut self) -> ParseResult<(bool, Dims)> {
        if self.consume_if(K::Star) {
            self.parse_x_in_dimension_list()?;
            return Ok((true, Dims::new()));
        }
        Ok((false, self.parse_dimension_list(true)?))
    }

    fn parse_tensor_type(&mut self) -> ParseResult<Type> {
        self.consume();
        self.expect(K::Less, "expected '<' in tensor type")?;
        let (unranked, shape) = self.parse_shape_prefix()?;
        let elt_at = self.tok.start;
        let elt = self.parse_type()?;
        let mut encoding = None;
        if self.consume_if(K::Comma) {
            let enc_at = self.tok.start;
            encoding = Some(self.parse_attribute(None)?);
            if unranked {
                return Err(self.error_at(enc_at, "cannot apply encoding to unranked tensor"));
            }
        }
        self.expect(K::Greater, "expected '>' in tensor type")?;
        self.check_tensor_element(elt, elt_at)?;
        Ok(if unranked {
            self.ctx.unranked_tensor_type(elt)
        } else {
            self.ctx.ranked_tensor_type(&shape, elt, encoding)
        })
    }

    /// Builtin element types a tensor may hold (dialect types are all
    /// allowed), as upstream's `TensorType::isValidElementType`.
    fn check_tensor_element(&self, elt: Type, at: usize) -> ParseResult<()> {
        let ok = matches!(
            self.ctx.type_kind(elt),
            TypeKind::Complex(_)
                | TypeKind::Float(_)
                | TypeKind::Integer { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Vector { .. }
                | TypeKind::Index
        );
        if !ok {
            return Err(self.error_at(at, "invalid tensor element type"));
        }
        Ok(())
    }

    fn parse_memref_type(&mut self) -> ParseResult<Type> {
        let type_at = self.tok.start;
        self.consume();
        self.expect(K::Less, "expected '<' in memref type")?;
        let (unranked, shape) = self.parse_shape_prefix()?;
        let elt_at = self.tok.start;
        let elt = self.parse_type()?;
        let mut layout: Option<Attribute> = None;
        let mut space: Option<Attribute> = None;
        // As upstream: `>`, or `,` and a list of layouts and a memory space
        // up to `>`.
        if !self.consume_if(K::Greater) {
            self.expect(K::Comma, "expected ',' or '>' in memref type")?;
            loop {
                let attr = self.parse_attribute(None)?;
                if self.is_layout_attr(attr) {
                    if unranked {
                        return Err(self.error("cannot have affine map for unranked memref type"));
                    }
                    if space.is_some() {
                        return Err(self.error("expected memory space to be last in memref type"));
                    }
                    layout = Some(attr);
                } else if space.is_some() {
                    return Err(self.error("multiple memory spaces specified in memref type"));
                } else {
                    space = Some(attr);
                }
                if self.consume_if(K::Greater) {
                    break;
                }
                self.expect(K::Comma, "expected ',' or '>'")?;
            }
        }
        let ek = self.ctx.type_kind(elt);
        if !matches!(
            ek,
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        ) {
            return Err(self.error_at(elt_at, "invalid memref element type"));
        }
        if let Some(message) = layout.filter(|_| !unranked).and_then(|l| memref_layout_error(self.ctx, shape.len(), l))
        {
            return Err(self.error_at(type_at, message));
        }
        let space = space.filter(|s| !self.is_default_memory_space(*s));
        Ok(if unranked {
            self.ctx.unranked_memref_type(elt, space)
        } else {
            self.ctx.memref_type(&shape, elt, layout, space)
        })
    }

    /// Whether `attr` can be a memref layout.
    fn is_layout_attr(&self, attr: Attribute) -> bool {
        matches!(self.ctx.attr_kind(attr), AttrKind::Strided { .. } | AttrKind::AffineMap(_))
    }

    /// An integer memory space of value 0 is the default and is dropped.
    fn is_default_memory_space(&self, attr: Attribute) -> bool {
        matches!(self.ctx.attr_kind(attr), AttrKind::Integer { value, .. } if value.is_zero())
    }

    /// `!alias` or `!dialect.type<...>`.
    fn parse_extended_type(&mut self) -> ParseResult<Type> {
        match self.parse_extended_symbol(true)? {
            super::attributes::ExtendedSymbol::Alias(name) => match self.type_aliases.get(name) {
                Some(t) => Ok(*t),
                None => Err(self.wrong_token(format!("undefined symbol alias id '{name}'"))),
            },
            super::attributes::ExtendedSymbol::Dialect { dialect, data, at } => {
                if self.ctx.dialect(dialect).is_none() && !self.ctx.allow_unregistered_dialects() {
                    return Err(self.error_at(
                        at,
                        format!(
                            "`!\"{dialect}\"<\"{data}\">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
                        ),
                    ));
                }
                if let Some(hooks) = self.ctx.dialect(dialect).and_then(|d| d.type_hooks.clone()) {
                    // The body is a slice of the source: errors point into it.
                    let body_at = (data.as_ptr() as usize).wrapping_sub(self.src.as_ptr() as usize);
                    let body_at = if body_at <= self.src.len() { body_at } else { at };
                    return hooks.parse_type(self.ctx, data).map_err(|(offset, m)| self.error_at(body_at + offset, m));
                }
                let d = self.ctx.ident(dialect);
                Ok(self.ctx.opaque_type(d, data))
            }
        }
    }
}
