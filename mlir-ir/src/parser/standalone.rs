//! Parsing a lone type or attribute from a string (the C API's
//! `mlirTypeParseGet` / `mlirAttributeParseGet`, Python's `Type.parse`).
//!
//! As upstream's `mlir::parseType` / `mlir::parseAttribute` without a
//! `numRead` out-parameter: the whole string must be consumed, and
//! diagnostics are located in a buffer named after the input itself.

use super::token::TokenKind;
use super::{ParseResult, Parser};
use crate::attributes::Attribute;
use crate::context::Context;
use crate::diagnostics::Diagnostic;
use crate::ir::Ir;
use crate::types::Type;

/// Parses `src` as one type.
pub fn parse_type_str(ctx: &Context, src: &str) -> Result<Type, Diagnostic> {
    parse_whole(ctx, src, |p| p.parse_type())
}

/// Parses `src` as one attribute (with its `: type` suffix if any).
pub fn parse_attribute_str(ctx: &Context, src: &str) -> Result<Attribute, Diagnostic> {
    parse_whole(ctx, src, |p| p.parse_attribute(None))
}

/// Parses a type at the start of `src`; returns it with the number of
/// bytes it took (what follows is left alone: a caller reading a larger
/// syntax, such as a dialect type's parameters, goes on from there).
pub fn parse_type_prefix(ctx: &Context, src: &str) -> Result<(Type, usize), Diagnostic> {
    parse_prefix(ctx, src, |p| p.parse_type())
}

/// Parses an attribute (with its `: type` suffix if any) at the start of
/// `src`; returns it with the number of bytes it took.
pub fn parse_attribute_prefix(ctx: &Context, src: &str) -> Result<(Attribute, usize), Diagnostic> {
    parse_prefix(ctx, src, |p| p.parse_attribute(None))
}

fn parse_prefix<T>(
    ctx: &Context,
    src: &str,
    f: impl FnOnce(&mut Parser<'_, '_>) -> ParseResult<T>,
) -> Result<(T, usize), Diagnostic> {
    let mut ir = Ir::new(ctx);
    let mut p = Parser::new(src, src, ctx, &mut ir);
    let value = f(&mut p).map_err(|e| *e.0)?;
    let end = if p.kind() == TokenKind::Eof { src.len() } else { p.tok.start };
    Ok((value, end))
}

fn parse_whole<T>(
    ctx: &Context,
    src: &str,
    f: impl FnOnce(&mut Parser<'_, '_>) -> ParseResult<T>,
) -> Result<T, Diagnostic> {
    let mut ir = Ir::new(ctx);
    let mut p = Parser::new(src, src, ctx, &mut ir);
    let value = f(&mut p).map_err(|e| *e.0)?;
    if p.kind() != TokenKind::Eof {
        let at = p.tok.start;
        let rest = &src[at..];
        return Err(*p.error_at(at, format!("found trailing characters: '{rest}'")).0);
    }
    Ok(value)
}
