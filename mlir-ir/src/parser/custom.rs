//! `OpAsmParser`: the API custom op parsers (hand-written or generated
//! from a declarative assembly format) use to read their syntax.

use super::ops::ResultRecord;
use super::token::TokenKind as K;
use super::{ParseError, ParseResult, Parser};
use crate::attributes::{Attribute, Location, NamedAttribute};
use crate::context::Context;
use crate::ir::{BlockId, OperationState, RegionId, Value};
use crate::types::Type;

/// An SSA use not yet resolved to a value: `%name#number`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// Byte offset of the name (`%...`) in the source.
    pub offset: usize,
    /// Length of the name in bytes; the name is the source text there, so
    /// parsing an operand allocates nothing.
    pub name_len: u32,
    /// The result number (`#N`), 0 when absent.
    pub number: u32,
}

/// A region or block argument as written: `%name : type {attrs} loc(...)`.
#[derive(Clone, Debug)]
pub struct Argument {
    /// The name.
    pub name: UnresolvedOperand,
    /// The type (when parsed with a type).
    pub ty: Type,
    /// Attributes (when parsed with attributes).
    pub attrs: Vec<NamedAttribute>,
    /// An explicit `loc(...)`.
    pub loc: Option<Location>,
}

/// Delimiters around a list.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// No delimiter; the list may not be empty unless it is absent.
    None,
    /// `( )`.
    Paren,
    /// `[ ]`.
    Square,
    /// `< >`.
    LessGreater,
    /// `{ }`.
    Braces,
    /// `( )` if present.
    OptionalParen,
    /// `[ ]` if present.
    OptionalSquare,
    /// `< >` if present.
    OptionalLessGreater,
    /// `{ }` if present.
    OptionalBraces,
}

/// The parser handed to an op's custom `parse` hook.
pub struct OpAsmParser<'p, 's, 'ir> {
    pub(crate) p: &'p mut Parser<'s, 'ir>,
    pub(crate) name_offset: usize,
    pub(crate) op_name: &'p str,
    pub(crate) results: &'p [ResultRecord],
}

macro_rules! punct {
    ($(($req:ident, $opt:ident, $kind:ident, $text:literal)),* $(,)?) => {
        $(
            #[doc = concat!("Parses `", $text, "`.")]
            pub fn $req(&mut self) -> ParseResult<()> {
                self.p.expect(K::$kind, concat!("expected '", $text, "'"))
            }
            #[doc = concat!("Parses `", $text, "` if present.")]
            pub fn $opt(&mut self) -> bool {
                self.p.consume_if(K::$kind)
            }
        )*
    };
}

impl<'s, 'ir> OpAsmParser<'_, 's, 'ir> {
    /// The context.
    pub fn ctx(&self) -> &'ir Context {
        self.p.ctx
    }

    /// Byte offset of the op name.
    pub fn name_offset(&self) -> usize {
        self.name_offset
    }

    /// Byte offset of the current token.
    pub fn current_offset(&self) -> usize {
        self.p.tok.start
    }

    /// The source location of byte `offset`.
    pub fn loc_at(&self, offset: usize) -> Location {
        self.p.loc_at(offset)
    }

    /// An error at `offset`, prefixed `custom op 'name' ` as upstream.
    pub fn error_at(&self, offset: usize, msg: impl std::fmt::Display) -> ParseError {
        self.p.error_at(offset, format!("custom op '{}' {msg}", self.op_name))
    }

    /// An error at the current token (no prefix: a token-level problem).
    pub fn error_here(&self, msg: impl Into<String>) -> ParseError {
        self.p.error(msg)
    }

    /// A wrong-token error (reported at the end of the previous line when
    /// the token starts a line).
    pub fn wrong_token(&self, msg: impl Into<String>) -> ParseError {
        self.p.wrong_token(msg)
    }

    /// How many results the op is bound to (`%a, %b:2 = ...` gives 3).
    pub fn num_results(&self) -> usize {
        self.results.iter().map(|r| r.count).sum()
    }

    /// The name given to result `index` (without `%`) and its sub-index.
    pub fn result_name(&self, mut index: usize) -> Option<(&str, usize)> {
        for r in self.results {
            if index < r.count {
                return Some((&self.p.src[r.offset + 1..r.offset + r.name_len as usize], index));
            }
            index -= r.count;
        }
        None
    }

    punct!(
        (parse_lparen, parse_optional_lparen, LParen, "("),
        (parse_rparen, parse_optional_rparen, RParen, ")"),
        (parse_lsquare, parse_optional_lsquare, LSquare, "["),
        (parse_rsquare, parse_optional_rsquare, RSquare, "]"),
        (parse_lbrace, parse_optional_lbrace, LBrace, "{"),
        (parse_rbrace, parse_optional_rbrace, RBrace, "}"),
        (parse_less, parse_optional_less, Less, "<"),
        (parse_greater, parse_optional_greater, Greater, ">"),
        (parse_comma, parse_optional_comma, Comma, ","),
        (parse_colon, parse_optional_colon, Colon, ":"),
        (parse_equal, parse_optional_equal, Equal, "="),
        (parse_arrow, parse_optional_arrow, Arrow, "->"),
        (parse_question, parse_optional_question, Question, "?"),
        (parse_star, parse_optional_star, Star, "*"),
        (parse_vertical_bar, parse_optional_vertical_bar, VerticalBar, "|"),
        (parse_plus, parse_optional_plus, Plus, "+"),
        (parse_minus, parse_optional_minus, Minus, "-"),
        (parse_ellipsis, parse_optional_ellipsis, Ellipsis, "..."),
    );

    /// Whether the current token is `(`, `[`, `{`, ... of the given kind.
    pub fn at_lbrace(&self) -> bool {
        self.p.kind() == K::LBrace
    }

    /// Parses the keyword `kw`.
    pub fn parse_keyword(&mut self, kw: &str) -> ParseResult<()> {
        if self.p.consume_keyword(kw) {
            Ok(())
        } else {
            // As upstream's `parseKeyword`: at the current token, as an
            // error of the op being parsed.
            Err(self.error_at(self.current_offset(), format!("expected '{kw}'")))
        }
    }

    /// Parses the keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.consume_keyword(kw)
    }

    /// Parses any bare keyword if present.
    pub fn parse_optional_any_keyword(&mut self) -> Option<&'s str> {
        if self.p.kind() == K::BareIdent {
            let s = self.p.spelling();
            self.p.consume();
            Some(s)
        } else {
            None
        }
    }

    /// Parses one of `allowed` keywords if present.
    pub fn parse_optional_keyword_of(&mut self, allowed: &[&str]) -> Option<&'s str> {
        if self.p.kind() == K::BareIdent && allowed.contains(&self.p.spelling()) {
            let s = self.p.spelling();
            self.p.consume();
            return Some(s);
        }
        None
    }

    /// Parses a string literal if present.
    pub fn parse_optional_string(&mut self) -> Option<Vec<u8>> {
        if self.p.kind() != K::String {
            return None;
        }
        let v = self.p.string_value().into_owned();
        self.p.consume();
        Some(v)
    }

    /// Parses a (possibly negative) integer if present.
    pub fn parse_optional_integer(&mut self) -> ParseResult<Option<i64>> {
        if !matches!(self.p.kind(), K::Integer | K::Minus) {
            return Ok(None);
        }
        let neg = self.p.consume_if(K::Minus);
        if self.p.kind() != K::Integer {
            return Err(self.p.wrong_token("expected integer value"));
        }
        let at = self.p.tok.start;
        let v = super::attributes::parse_int_literal(self.p.spelling())
            .and_then(|m| i128::try_from(m).ok())
            .map(|m| if neg { -m } else { m })
            .and_then(|m| i64::try_from(m).ok());
        self.p.consume();
        match v {
            Some(v) => Ok(Some(v)),
            None => Err(self.p.error_at(at, "integer value too large")),
        }
    }

    /// Parses an integer.
    pub fn parse_integer(&mut self) -> ParseResult<i64> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.error_at(self.p.tok.start, "expected integer value")),
        }
    }

    // ---- operands ---------------------------------------------------------

    /// Parses `%name` / `%name#N`.
    pub fn parse_operand(&mut self) -> ParseResult<UnresolvedOperand> {
        self.p.parse_ssa_use(true)
    }

    /// Parses an operand if one starts here.
    pub fn parse_optional_operand(&mut self) -> ParseResult<Option<UnresolvedOperand>> {
        if self.p.kind() == K::PercentIdent {
            self.parse_operand().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses a delimited operand list; `required` checks the count.
    pub fn parse_operand_list(
        &mut self,
        delimiter: Delimiter,
        required: Option<usize>,
    ) -> ParseResult<Vec<UnresolvedOperand>> {
        let start = self.p.tok.start;
        let mut out = Vec::new();
        if delimiter == Delimiter::None && self.p.kind() != K::PercentIdent {
            if matches!(required, None | Some(0)) {
                return Ok(out);
            }
            if matches!(self.p.kind(), K::LParen | K::LSquare) {
                return Err(self.p.error("unexpected delimiter"));
            }
            return Err(self.p.wrong_token("expected operand"));
        }
        self.comma_list(delimiter, " in operand list", |me| {
            out.push(me.parse_operand()?);
            Ok(())
        })?;
        if let Some(n) = required {
            if out.len() != n {
                return Err(self.error_at(start, format!("expected {n} operands")));
            }
        }
        Ok(out)
    }

    /// Resolves `operand` to a value of type `ty`.
    pub fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> ParseResult<Value> {
        self.p.resolve_ssa_use(operand, ty)
    }

    /// Resolves `operands` pairwise with `types`, reporting a count
    /// mismatch at `at`.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        at: usize,
    ) -> ParseResult<Vec<Value>> {
        if operands.len() != types.len() {
            return Err(self.error_at(
                at,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        operands.iter().zip(types).map(|(o, t)| self.resolve_operand(o, *t)).collect()
    }

    /// Resolves every operand to the same type.
    pub fn resolve_operands_same(&mut self, operands: &[UnresolvedOperand], ty: Type) -> ParseResult<Vec<Value>> {
        operands.iter().map(|o| self.resolve_operand(o, ty)).collect()
    }

    // ---- types ------------------------------------------------------------

    /// Parses a type.
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        self.p.parse_type()
    }

    /// Parses a type if one starts here.
    pub fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        self.p.parse_optional_type()
    }

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> ParseResult<Type> {
        self.p.expect(K::Colon, "expected ':'")?;
        self.p.parse_type()
    }

    /// Parses `: type, type`.
    pub fn parse_colon_type_list(&mut self) -> ParseResult<Vec<Type>> {
        self.p.expect(K::Colon, "expected ':'")?;
        self.p.parse_type_list_no_parens()
    }

    /// Parses `type, type`.
    pub fn parse_type_list(&mut self) -> ParseResult<Vec<Type>> {
        self.p.parse_type_list_no_parens()
    }

    /// Parses `-> type` or `-> (types)` if an arrow is present.
    pub fn parse_optional_arrow_type_list(&mut self) -> ParseResult<Vec<Type>> {
        if !self.p.consume_if(K::Arrow) {
            return Ok(Vec::new());
        }
        self.p.parse_function_result_types()
    }

    /// Parses a result list: one type, or `(types)`.
    pub fn parse_function_result_types(&mut self) -> ParseResult<Vec<Type>> {
        self.p.parse_function_result_types()
    }

    // ---- attributes -------------------------------------------------------

    /// Parses an attribute (of type `ty` when given).
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> ParseResult<Attribute> {
        self.p.parse_attribute(ty)
    }

    /// Parses an optional `{...}` attribute dictionary.
    pub fn parse_optional_attr_dict(&mut self) -> ParseResult<Vec<NamedAttribute>> {
        if self.p.kind() == K::LBrace {
            self.p.parse_attribute_dict()
        } else {
            Ok(Vec::new())
        }
    }

    /// Parses an optional `attributes {...}`.
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> ParseResult<Vec<NamedAttribute>> {
        if self.p.consume_keyword("attributes") {
            self.p.parse_attribute_dict()
        } else {
            Ok(Vec::new())
        }
    }

    /// Parses `@name` and returns the name.
    pub fn parse_symbol_name(&mut self) -> ParseResult<String> {
        match self.parse_optional_symbol_name() {
            Some(s) => Ok(s),
            None => Err(self.p.error("expected valid '@'-identifier for symbol name")),
        }
    }

    /// Parses `@name` if present.
    pub fn parse_optional_symbol_name(&mut self) -> Option<String> {
        if self.p.kind() != K::AtIdent {
            return None;
        }
        let s = self.p.symbol_name();
        self.p.consume();
        Some(s)
    }

    /// Parses `loc(...)` if present.
    pub fn parse_optional_location_specifier(&mut self) -> ParseResult<Option<Location>> {
        if !self.p.consume_keyword("loc") {
            return Ok(None);
        }
        self.p.expect(K::LParen, "expected '(' in location")?;
        let l = self.p.parse_location_or_alias(None)?;
        self.p.expect(K::RParen, "expected ')' in location")?;
        Ok(l)
    }

    // ---- regions, blocks, arguments ---------------------------------------

    /// Parses a region; `args` (with names) become its entry arguments.
    /// `isolated` starts a fresh name scope (isolated-from-above ops).
    pub fn parse_region(&mut self, args: &[Argument], isolated: bool) -> ParseResult<RegionId> {
        self.p.parse_region(args, isolated)
    }

    /// Parses a region if `{` follows.
    pub fn parse_optional_region(&mut self, args: &[Argument], isolated: bool) -> ParseResult<Option<RegionId>> {
        if self.p.kind() != K::LBrace {
            return Ok(None);
        }
        self.parse_region(args, isolated).map(Some)
    }

    /// Parses `^block`.
    pub fn parse_successor(&mut self) -> ParseResult<BlockId> {
        self.p.parse_successor()
    }

    /// Parses `^block` if present.
    pub fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>> {
        if self.p.kind() != K::CaretIdent {
            return Ok(None);
        }
        self.p.parse_successor().map(Some)
    }

    /// Parses `^block` then an optional `(%a, %b : t1, t2)` operand list.
    pub fn parse_successor_and_use_list(&mut self) -> ParseResult<(BlockId, Vec<Value>)> {
        let b = self.p.parse_successor()?;
        let mut values = Vec::new();
        if self.p.consume_if(K::LParen) {
            if self.p.kind() == K::PercentIdent {
                let mut uses = Vec::new();
                self.p.comma_list(None, None, |p| {
                    uses.push(p.parse_ssa_use(true)?);
                    Ok(())
                })?;
                self.p.expect(K::Colon, "expected ':' in operand list")?;
                let types = self.p.parse_type_list_no_parens()?;
                if types.len() != uses.len() {
                    return Err(self.p.error(format!("expected {} types to match operand list", uses.len())));
                }
                for (u, t) in uses.iter().zip(types) {
                    values.push(self.p.resolve_ssa_use(u, t)?);
                }
            }
            self.p.expect(K::RParen, "expected ')'")?;
        }
        Ok((b, values))
    }

    /// Parses `%name` optionally followed by `: type`, `{attrs}` and a
    /// location.
    pub fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> ParseResult<Argument> {
        let name = self.p.parse_ssa_use(false)?;
        let ty = if allow_type { self.parse_colon_type()? } else { self.p.ctx.none_type() };
        let attrs = if allow_attrs { self.parse_optional_attr_dict()? } else { Vec::new() };
        let loc = self.parse_optional_location_specifier()?;
        Ok(Argument { name, ty, attrs, loc })
    }

    /// Parses a delimited argument list.
    pub fn parse_argument_list(
        &mut self,
        delimiter: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> ParseResult<Vec<Argument>> {
        let mut out = Vec::new();
        if delimiter == Delimiter::None && self.p.kind() != K::PercentIdent {
            return Ok(out);
        }
        self.comma_list(delimiter, " in argument list", |me| {
            out.push(me.parse_argument(allow_type, allow_attrs)?);
            Ok(())
        })?;
        Ok(out)
    }

    /// Parses an affine map written bare, `(d0, d1) -> (d1, d0)` (as
    /// assembly formats print an `AffineMapAttr`), as the attribute.
    pub fn parse_affine_map_attr_stripped(&mut self) -> ParseResult<Attribute> {
        let start = self.p.tok.start;
        let (map, end) =
            crate::affine::parse_affine_map(self.p.src, start).map_err(|e| self.p.error_at(e.offset, e.message))?;
        self.p.reset_to(end);
        self.p.prev_end = end;
        Ok(self.p.ctx.get_attr(crate::attributes::AttrKind::AffineMap(map)))
    }

    /// Parses `(%a = %b, ...)` if present.
    pub fn parse_optional_assignment_list(&mut self) -> ParseResult<Option<(Vec<Argument>, Vec<UnresolvedOperand>)>> {
        if !self.p.consume_if(K::LParen) {
            return Ok(None);
        }
        let mut lhs = Vec::new();
        let mut rhs = Vec::new();
        if self.p.kind() == K::RParen {
            return Err(self.p.wrong_token("expected list element"));
        }
        self.comma_list(Delimiter::None, "", |me| {
            lhs.push(me.parse_argument(false, false)?);
            me.parse_equal()?;
            rhs.push(me.parse_operand()?);
            Ok(())
        })?;
        self.p.expect(K::RParen, "expected ',' or ')'")?;
        Ok(Some((lhs, rhs)))
    }

    /// Parses the rest of an op in generic form (after its name) into
    /// `state`.
    pub fn parse_generic_operation_after_name(&mut self, state: &mut OperationState) -> ParseResult<()> {
        self.p.parse_generic_operation_after_name(state)
    }

    /// A comma-separated list with the given delimiter.
    pub fn comma_list(
        &mut self,
        delimiter: Delimiter,
        context: &str,
        mut elt: impl FnMut(&mut Self) -> ParseResult<()>,
    ) -> ParseResult<()> {
        let (open, close, optional) = match delimiter {
            Delimiter::None => (None, None, false),
            Delimiter::Paren => (Some(K::LParen), Some(K::RParen), false),
            Delimiter::Square => (Some(K::LSquare), Some(K::RSquare), false),
            Delimiter::LessGreater => (Some(K::Less), Some(K::Greater), false),
            Delimiter::Braces => (Some(K::LBrace), Some(K::RBrace), false),
            Delimiter::OptionalParen => (Some(K::LParen), Some(K::RParen), true),
            Delimiter::OptionalSquare => (Some(K::LSquare), Some(K::RSquare), true),
            Delimiter::OptionalLessGreater => (Some(K::Less), Some(K::Greater), true),
            Delimiter::OptionalBraces => (Some(K::LBrace), Some(K::RBrace), true),
        };
        if let Some(o) = open {
            if optional && self.p.kind() != o {
                return Ok(());
            }
            let t = o.describe();
            self.p.expect(o, &format!("expected {t}{context}"))?;
            if close.is_some_and(|c| self.p.consume_if(c)) {
                return Ok(());
            }
        }
        elt(self)?;
        while self.p.consume_if(K::Comma) {
            elt(self)?;
        }
        if let Some(c) = close {
            let t = c.describe();
            self.p.expect(c, &format!("expected {t}{context}"))?;
        }
        Ok(())
    }
}

impl Parser<'_, '_> {
    /// Parses an op in custom form: resolves the name (prefixing the
    /// enclosing op's default dialect) and hands over to its parse hook.
    pub(crate) fn parse_custom_operation(
        &mut self,
        results: &[ResultRecord],
        block: BlockId,
    ) -> ParseResult<crate::ir::OpId> {
        let at = self.tok.start;
        let original = self.spelling();
        let mut name = std::borrow::Cow::Borrowed(original);
        let mut op_name = self.cached_op_name(name.clone());
        if self.ctx.op_def(op_name).is_none() && !name.contains('.') {
            let dialect = self.default_dialect.last().copied().unwrap_or("builtin");
            name = std::borrow::Cow::Owned(format!("{dialect}.{original}"));
            op_name = self.ctx.op_name(&name);
        }
        let tried = if name != original { format!(" (tried '{name}' as well)") } else { String::new() };
        let ctx = self.ctx;
        let Some(def) = ctx.op_def(op_name) else {
            let ns = name.split('.').next().unwrap_or("");
            if self.ctx.dialect(ns).is_none() {
                let dialects = self.ctx.loaded_dialects().join(", ");
                let d = crate::diagnostics::Diagnostic::error(
                    self.loc_at(at),
                    format!("Dialect `{ns}' not found for custom op '{original}' {tried}"),
                )
                .with_note(
                    self.loc_at(at),
                    format!("Available dialects: {dialects} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management"),
                );
                return Err(ParseError(Box::new(d)));
            }
            return Err(self.error_at(at, format!("custom op '{original}' is unknown{tried}")));
        };
        self.consume();
        let mut state = self.new_state(op_name, at);
        self.default_dialect.push(def.default_dialect().unwrap_or(""));
        let parsed = {
            let mut asm = OpAsmParser { p: self, name_offset: at, op_name: &name, results };
            if def.has_custom_assembly() {
                def.parse(&mut asm, &mut state)
            } else {
                Err(asm.error_at(at, "has no custom assembly form"))
            }
        };
        self.default_dialect.pop();
        parsed?;
        if let Some(n) = super::repeated_names::RepeatedNames::first_in(&state.attributes) {
            let text = self.ctx.ident_str(n).to_string();
            return Err(self.error_at(
                at,
                format!("custom op '{name}' attribute '{text}' occurs more than once in the attribute list"),
            ));
        }
        self.finish_operation(state, block)
    }
}

impl<'s> OpAsmParser<'_, 's, '_> {
    /// The spelling of the current token (for peeking).
    pub fn peek_spelling(&self) -> &'s str {
        self.p.spelling()
    }

    /// Whether the current token is a bare identifier (keyword).
    pub fn at_keyword(&self) -> bool {
        self.p.kind() == K::BareIdent
    }

    /// Whether the current token is `%name`.
    pub fn at_operand(&self) -> bool {
        self.p.kind() == K::PercentIdent
    }

    /// Whether the current token is `^name`.
    pub fn at_successor(&self) -> bool {
        self.p.kind() == K::CaretIdent
    }

    /// Whether the input is exhausted or at a token that cannot start an
    /// attribute value (`)`, `]`, `}`, `>`, `,`, `:`, `=`, `->`, end).
    pub fn at_attribute_start(&self) -> bool {
        !matches!(
            self.p.kind(),
            K::RParen
                | K::RSquare
                | K::RBrace
                | K::Greater
                | K::Comma
                | K::Colon
                | K::Equal
                | K::Arrow
                | K::Eof
                | K::PercentIdent
                | K::CaretIdent
                | K::LParen
        )
    }

    /// An error at `offset` without the `custom op` prefix.
    pub fn error_at_raw(&self, offset: usize, msg: impl Into<String>) -> ParseError {
        self.p.error_at(offset, msg.into())
    }

    /// Parses a function type `(types) -> types` (any other type is an
    /// error naming it, as upstream).
    pub fn parse_function_type(&mut self) -> ParseResult<Type> {
        // As upstream's `parseType(FunctionType &)`: any type, then its kind.
        let at = self.current_offset();
        let t = self.parse_type()?;
        if matches!(self.ctx().type_kind(t), crate::TypeKind::Function { .. }) {
            return Ok(t);
        }
        let found = crate::printer::type_to_string(self.ctx(), t);
        Err(self
            .error_at(at, format!("invalid kind of type specified: expected builtin.function, but found '{found}'")))
    }

    /// Parses `(type, type)` (parentheses required).
    pub fn parse_type_list_parens(&mut self) -> ParseResult<Vec<Type>> {
        self.p.parse_type_list_parens()
    }
}

impl OpAsmParser<'_, '_, '_> {
    /// Gives an empty region one empty block (ops whose single region
    /// always has a body, such as `builtin.module`).
    pub fn ensure_single_block(&mut self, region: RegionId) {
        let ir = &mut *self.p.ir;
        if ir.region_first_block(region).ok().flatten().is_none() {
            let b = ir.create_block(&[]);
            let _ = ir.append_block(region, b);
        }
    }

    /// The IR being built, for parse hooks that inspect what they parsed.
    pub fn ir(&mut self) -> &mut crate::ir::Ir {
        self.p.ir
    }
}
