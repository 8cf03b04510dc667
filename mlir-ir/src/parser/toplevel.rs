//! The top level of a file: operations, `#alias = ...` / `!alias = ...`
//! definitions and the `{-# ... #-}` metadata section; then wrapping the
//! parsed operations in a module as `mlir-opt` does.

use super::token::TokenKind as K;
use super::{ParseError, ParseResult, Parser};
use crate::attributes::ResourceBlob;
use crate::diagnostics::Diagnostic;
use crate::ir::{InsertPoint, Ir, OpId, OperationState};

/// Options of a parse.
#[derive(Clone, Debug)]
pub struct ParserConfig {
    /// Run the verifier on the result (as `mlir-opt` does by default).
    pub verify_after_parse: bool,
    /// Texts at least this long are parsed on several threads when the
    /// context allows multithreading (see `parallel.rs`); smaller ones are
    /// not worth starting threads for.
    pub parallel_min_bytes: usize,
}

impl Default for ParserConfig {
    fn default() -> Self {
        ParserConfig { verify_after_parse: true, parallel_min_bytes: 1 << 20 }
    }
}

/// Parses `src` (named `file` in locations) into a `builtin.module`: the
/// file's single top-level module, or a new module (located at
/// `file:0:0`) holding every top-level operation.
pub fn parse_source(ir: &mut Ir, src: &str, file: &str, config: &ParserConfig) -> Result<OpId, Diagnostic> {
    parse_source_all(ir, src, file, config).map_err(|mut d| d.swap_remove(0))
}

/// Like [`parse_source`], with every error: a syntax error is one, but
/// each value used and never defined is one (found at the end of the
/// file), the verifier reports each failing op (each isolated-from-above
/// op checks on its own), and `mlir-opt` prints them all.
pub fn parse_source_all(ir: &mut Ir, src: &str, file: &str, config: &ParserConfig) -> Result<OpId, Vec<Diagnostic>> {
    if u32::try_from(src.len()).is_err() {
        let loc = ir.ctx().file_loc(file, 0, 0);
        return Err(vec![Diagnostic::error(loc, "input larger than 4 GiB is not supported")]);
    }
    ir.ctx().reserve_for_text(src.len());
    if let Some(done) = super::parallel::parse_parallel(ir, src, file, config) {
        return done;
    }
    let ctx = ir.ctx().clone();
    let mut p = Parser::new(src, file, &ctx, ir);
    let block = p.ir.create_block(&[]);
    let result = p.parse_top_level(block);
    p.finish(block, result, config)
}

impl Parser<'_, '_> {
    /// Wraps the top-level ops parsed into `block` in their module and
    /// verifies it, or frees them after a parse error.
    pub(super) fn finish(
        &mut self,
        block: crate::ir::BlockId,
        parsed: Result<(), Vec<Diagnostic>>,
        config: &ParserConfig,
    ) -> Result<OpId, Vec<Diagnostic>> {
        match parsed.and_then(|()| self.wrap_in_module(block).map_err(|ParseError(d)| vec![*d])) {
            Ok(m) => {
                let _ = self.ir.erase_block(block);
                if config.verify_after_parse {
                    crate::verifier::verify_all(self.ir, m)?;
                }
                Ok(m)
            }
            Err(diags) => {
                self.discard_partial(block);
                Err(diags)
            }
        }
    }

    /// The whole file, then the checks `mlir-opt` makes at its end (its
    /// `OperationParser::finalize`). A syntax error stops the parse with
    /// one diagnostic; values used but never defined are all reported.
    fn parse_top_level(&mut self, block: crate::ir::BlockId) -> Result<(), Vec<Diagnostic>> {
        let one = |ParseError(d): ParseError| vec![*d];
        self.push_scope(true);
        self.parse_top_level_items(block).map_err(one)?;
        let undeclared = self.undeclared_value_errors();
        if !undeclared.is_empty() {
            return Err(undeclared);
        }
        self.resolve_deferred_locs().and_then(|()| self.pop_scope()).map_err(one)
    }

    /// Alias definitions, the metadata section and operations, to the end
    /// of the text.
    fn parse_top_level_items(&mut self, block: crate::ir::BlockId) -> ParseResult<()> {
        loop {
            match self.kind() {
                K::Eof => return Ok(()),
                K::Error => return Err(self.error("unexpected character")),
                K::HashIdent if self.peek().kind == K::Equal => self.parse_attr_alias_def()?,
                K::ExclamationIdent if self.peek().kind == K::Equal => self.parse_type_alias_def()?,
                K::FileMetadataBegin => self.parse_file_metadata()?,
                _ => self.parse_operation(block)?,
            }
        }
    }

    /// Gives the ops and block arguments written with `loc(#alias)` before
    /// the alias was defined their locations, now that every alias is.
    fn resolve_deferred_locs(&mut self) -> ParseResult<()> {
        let deferred = std::mem::take(&mut self.ops.deferred_locs);
        for (target, name, at) in deferred {
            let Some(&attr) = self.attr_aliases.get(&name) else {
                return Err(self.error_at(at, "operation location alias was never defined"));
            };
            let Some(loc) = self.ctx.as_location(attr) else {
                let text = crate::printer::attr_to_string(self.ctx, attr);
                return Err(self.error_at(at, format!("expected location, but found '{text}'")));
            };
            self.set_target_loc(target, loc);
        }
        Ok(())
    }

    pub(super) fn parse_attr_alias_def(&mut self) -> ParseResult<()> {
        let name = self.spelling()[1..].to_string();
        if self.attr_aliases.contains_key(&name) {
            return Err(self.error(format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self.error("attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.consume();
        self.expect(K::Equal, "expected '=' in attribute alias definition")?;
        let attr = self.parse_attribute(None)?;
        self.attr_aliases.insert(name, attr);
        Ok(())
    }

    pub(super) fn parse_type_alias_def(&mut self) -> ParseResult<()> {
        let name = self.spelling()[1..].to_string();
        if self.type_aliases.contains_key(&name) {
            return Err(self.error(format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self.error("type names with a '.' are reserved for dialect-defined names"));
        }
        self.consume();
        self.expect(K::Equal, "expected '=' in type alias definition")?;
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, ty);
        Ok(())
    }

    fn parse_file_metadata(&mut self) -> ParseResult<()> {
        self.consume();
        if self.consume_if(K::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            let key_at = self.tok.start;
            if self.kind() != K::BareIdent {
                return Err(self.error("expected identifier key in file metadata dictionary"));
            }
            let key = self.spelling();
            self.consume();
            self.expect(K::Colon, "expected ':'")?;
            match key {
                "dialect_resources" => self.parse_resource_section(true)?,
                "external_resources" => self.parse_resource_section(false)?,
                _ => return Err(self.error_at(key_at, format!("unknown key '{key}' in file metadata dictionary"))),
            }
            if !self.consume_if(K::Comma) {
                break;
            }
        }
        self.expect(K::FileMetadataEnd, "expected ',' or '#-}'")
    }

    fn parse_resource_section(&mut self, dialect: bool) -> ParseResult<()> {
        self.expect(K::LBrace, "expected '{'")?;
        if self.consume_if(K::RBrace) {
            return Ok(());
        }
        loop {
            let name_at = self.tok.start;
            if self.kind() != K::BareIdent {
                return Err(self.error("expected identifier key for 'resource' entry"));
            }
            let owner = self.spelling();
            self.consume();
            self.expect(K::Colon, "expected ':'")?;
            self.expect(K::LBrace, "expected '{'")?;
            if dialect && owner != "builtin" && self.ctx.dialect(owner).is_none() {
                return Err(self.error_at(name_at, format!("dialect '{owner}' is unknown")));
            }
            if !self.consume_if(K::RBrace) {
                loop {
                    let key = match self.kind() {
                        K::BareIdent => self.spelling().to_string(),
                        K::String => self.string_text().into_owned(),
                        _ => return Err(self.error("expected identifier key for 'resource' entry")),
                    };
                    self.consume();
                    self.expect(K::Colon, "expected ':'")?;
                    let value_at = self.tok.start;
                    let value = self.spelling();
                    self.consume();
                    if dialect && owner == "builtin" {
                        let blob = self.parse_blob(&key, value, value_at)?;
                        let id = self.resource_key(&key);
                        self.ctx.set_resource(id, blob);
                    }
                    if !self.consume_if(K::Comma) {
                        break;
                    }
                }
                self.expect(K::RBrace, "expected ',' or '}'")?;
            }
            if !self.consume_if(K::Comma) {
                break;
            }
        }
        self.expect(K::RBrace, "expected ',' or '}'")
    }

    /// A `"0x<alignment><data>"` hex blob.
    fn parse_blob(&self, key: &str, value: &str, at: usize) -> ParseResult<ResourceBlob> {
        let hex = value.strip_prefix("\"0x").and_then(|v| v.strip_suffix('"'));
        let bytes = hex.and_then(|h| {
            (h.len() % 2 == 0)
                .then(|| {
                    (0..h.len())
                        .step_by(2)
                        .map(|i| u8::from_str_radix(&h[i..i + 2], 16).ok())
                        .collect::<Option<Vec<u8>>>()
                })
                .flatten()
        });
        let Some(bytes) = bytes else {
            return Err(self.error_at(at, format!("expected hex string blob for key '{key}'")));
        };
        if bytes.len() < 4 {
            return Err(self.error_at(
                at,
                format!("expected hex string blob for key '{key}' to encode alignment in first 4 bytes"),
            ));
        }
        let align = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        if align != 0 && !align.is_power_of_two() {
            return Err(self.error_at(at, format!("expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}")));
        }
        Ok(ResourceBlob { alignment: align as u64, data: bytes[4..].into() })
    }

    /// The single top-level `builtin.module`, or a new module holding all
    /// top-level operations.
    fn wrap_in_module(&mut self, block: crate::ir::BlockId) -> ParseResult<OpId> {
        let ops: Vec<OpId> = self.ir.block_ops(block).expect("top block is live").collect();
        let module_name = self.ctx.op_name("builtin.module");
        if ops.len() == 1 && self.ir.op_name(ops[0]).ok() == Some(module_name) {
            self.ir.detach_op(ops[0]).expect("op is live");
            return Ok(ops[0]);
        }
        let region = self.ir.create_region();
        let body = self.ir.create_block(&[]);
        self.ir.append_block(region, body).expect("fresh region");
        let mut st = OperationState::new(module_name, self.ctx.file_loc(self.ctx.ident_str(self.file), 0, 0));
        st.regions.push(region);
        let module = self.ir.create_op(st).expect("module creation");
        for op in ops {
            self.ir.move_op(op, InsertPoint::BlockEnd(body)).expect("moving parsed ops");
        }
        Ok(module)
    }

    /// Frees whatever a failed parse built.
    pub(super) fn discard_partial(&mut self, block: crate::ir::BlockId) {
        let ops: Vec<OpId> = self.ir.block_ops(block).map(|i| i.collect()).unwrap_or_default();
        let mut all = Vec::new();
        for op in ops.iter().rev() {
            all.extend(self.ir.subtree_ops(*op).unwrap_or_default());
        }
        for op in ops {
            let _ = self.ir.detach_op(op);
        }
        // Forward references never defined are detached placeholder ops.
        all.extend(self.ops.placeholders.drain().filter_map(|(v, _)| match v {
            crate::ir::Value::OpResult { op, .. } => Some(op),
            crate::ir::Value::BlockArg { .. } => None,
        }));
        // Best-effort cleanup: uses may cross between the discarded ops.
        let ir = &mut *self.ir;
        ir.destroy_ops(&all);
        let _ = ir.erase_block(block);
    }
}
