//! Parsing locations: `unknown`, `"file":line:col` (and ranges), names,
//! `callsite(... at ...)`, `fused<...>[...]` and `#loc` aliases.

use super::token::TokenKind as K;
use super::{Construct, ParseResult, Parser};
use crate::attributes::{LocKind, Location};

impl Parser<'_, '_> {
    /// One location (the text inside `loc(...)`).
    pub(crate) fn parse_location_instance(&mut self) -> ParseResult<Location> {
        self.nested(Construct::Location, |p| p.parse_location_inner())
    }

    fn parse_location_inner(&mut self) -> ParseResult<Location> {
        match self.kind() {
            K::HashIdent => {
                let attr = self.parse_attribute(None)?;
                match self.ctx.as_location(attr) {
                    Some(l) => Ok(l),
                    None => {
                        let text = crate::printer::attr_to_string(self.ctx, attr);
                        Err(self.error(format!("expected location attribute, but got{text}")))
                    }
                }
            }
            K::String => self.parse_name_or_file_loc(),
            K::BareIdent if self.spelling() == "callsite" => {
                self.consume();
                self.expect(K::LParen, "expected '(' in callsite location")?;
                let callee = self.parse_location_instance()?;
                if !self.is_keyword("at") {
                    return Err(self.wrong_token("expected 'at' in callsite location"));
                }
                self.consume();
                let caller = self.parse_location_instance()?;
                self.expect(K::RParen, "expected ')' in callsite location")?;
                Ok(self.ctx.callsite_loc(callee, caller))
            }
            K::BareIdent if self.spelling() == "fused" => {
                self.consume();
                let mut metadata = None;
                if self.consume_if(K::Less) {
                    metadata = Some(self.parse_attribute(None)?);
                    self.expect(K::Greater, "expected '>' after fused location metadata")?;
                }
                let mut locs = Vec::new();
                self.comma_list(
                    Some((K::LSquare, "expected '[' in fused location")),
                    Some((K::RSquare, "expected ']' in fused location")),
                    |p| {
                        locs.push(p.parse_location_instance()?);
                        Ok(())
                    },
                )?;
                Ok(self.ctx.fused_loc(&locs, metadata))
            }
            K::BareIdent if self.spelling() == "unknown" => {
                self.consume();
                Ok(self.ctx.unknown_loc())
            }
            _ => Err(self.wrong_token("expected location instance")),
        }
    }

    fn parse_line_or_col(&mut self, what: &str) -> ParseResult<u32> {
        let msg = format!("expected integer {what} number in FileLineColRange");
        if self.kind() != K::Integer {
            return Err(self.wrong_token(msg));
        }
        let v = self.spelling().parse::<u32>().map_err(|_| self.wrong_token(msg))?;
        self.consume();
        Ok(v)
    }

    fn parse_name_or_file_loc(&mut self) -> ParseResult<Location> {
        let text = self.string_text().into_owned();
        self.consume();
        if self.consume_if(K::Colon) {
            let file = self.ctx.ident(&text);
            let line = self.parse_line_or_col("line")?;
            if !self.consume_if(K::Colon) {
                return Ok(self.file_range(file, line, 0, line, 0, 1));
            }
            let col = self.parse_line_or_col("column")?;
            if !self.consume_keyword("to") {
                return Ok(self.file_range(file, line, col, line, col, 2));
            }
            if self.consume_if(K::Colon) {
                let end_col = self.parse_line_or_col("column")?;
                return Ok(self.file_range(file, line, col, line, end_col, 3));
            }
            let end_line = self.parse_line_or_col("line")?;
            if !self.consume_if(K::Colon) {
                return Ok(self.file_range(file, line, col, end_line, col, 4));
            }
            let end_col = self.parse_line_or_col("column")?;
            return Ok(self.file_range(file, line, col, end_line, end_col, 4));
        }
        let child = if self.consume_if(K::LParen) {
            let c = self.parse_location_instance()?;
            self.expect(K::RParen, "expected ')' after child location of NameLoc")?;
            Some(c)
        } else {
            None
        };
        Ok(self.ctx.name_loc(&text, child))
    }

    fn file_range(
        &self,
        file: crate::ident::Identifier,
        line: u32,
        col: u32,
        end_line: u32,
        end_col: u32,
        parts: u8,
    ) -> Location {
        self.ctx.get_loc(LocKind::FileLineCol { file, line, col, end_line, end_col, parts })
    }
}
