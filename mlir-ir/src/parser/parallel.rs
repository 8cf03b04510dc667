//! Parsing a large file's top-level operations on several threads.
//!
//! The text after the leading alias definitions is cut into a few parts
//! per core, at lines that look like the start of a top-level op; or, when
//! the text is one `module { ... }` as `mlir-opt` prints it, the module's
//! body is cut at the start of its ops. Each part
//! is parsed by its own [`Parser`] into a private [`Ir`] (the first into
//! the caller's), each thread taking the next part left, and the private
//! IRs are then absorbed in order (`ir/absorb.rs`).
//!
//! This is only ever an optimization of the sequential parse, never a
//! second meaning of the text: a part is accepted only when the parse
//! could not have gone differently with the whole text in one parser, and
//! otherwise everything built is dropped and the caller parses
//! sequentially (which also gives the diagnostics). So a part must
//! - end exactly at the next cut (its last op did not run past it), and
//!   every part start where the previous one ended;
//! - define no alias, hold no `{-# ... #-}` section, bind no SSA name at
//!   the top level, and use no `distinct[...]` attribute: those are the
//!   state the sequential parser carries from one top-level op to the next
//!   (with the prefix's aliases, which every part is given);
//! - reference no location alias before its definition (resolved at the
//!   end of the file).
//!
//! `dense_resource` keys are declared in the context as they are met, so a
//! text mentioning them is parsed sequentially from the start.

use super::token::TokenKind as K;
use super::{Construct, Parser, ParserConfig};
use crate::diagnostics::Diagnostic;
use crate::ir::{BlockId, InsertPoint, Ir, OpId, OperationState};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Parts the text is cut into per thread. More than one, so that a thread
/// done with its part early takes another instead of waiting for the
/// slowest (parts of equal size take unequal times); few, because each
/// part's IR ends in a partly used arena chunk and is absorbed apart.
const PARTS_PER_THREAD: usize = 2;

/// Parses `src` on several threads when it is large enough and the context
/// allows it. `None` when it did not (or gave up): `ir` then holds
/// nothing new and the caller parses sequentially.
pub(super) fn parse_parallel(
    ir: &mut Ir,
    src: &str,
    file: &str,
    config: &ParserConfig,
) -> Option<Result<OpId, Vec<Diagnostic>>> {
    if src.len() < config.parallel_min_bytes {
        return None;
    }
    let threads = ir.ctx().worker_threads();
    parse_in_parts(ir, src, file, config, threads)
}

/// [`parse_parallel`] on `threads` threads (and [`PARTS_PER_THREAD`]
/// times as many parts), whatever the core count.
fn parse_in_parts(
    ir: &mut Ir,
    src: &str,
    file: &str,
    config: &ParserConfig,
    threads: usize,
) -> Option<Result<OpId, Vec<Diagnostic>>> {
    if threads < 2 || memchr::memmem::find(src.as_bytes(), b"dense_resource").is_some() {
        return None;
    }
    let ctx = ir.ctx().clone();
    let mut p = Parser::new(src, file, &ctx, ir);
    let block = p.ir.create_block(&[]);
    p.push_scope(true);
    let merged = p.parse_parts(block, threads);
    if !merged {
        p.discard_partial(block);
        return None;
    }
    let finished = p.pop_scope().map_err(|super::ParseError(d)| vec![*d]);
    Some(p.finish(block, finished, config))
}

/// Byte offsets cutting `src[from..to]` into up to `parts` pieces of about
/// equal size: `from`, the cuts, and `to`. A cut is where a line's first
/// character can start an op (`%`, `"` or a letter) right after `indent`
/// spaces: where printed IR puts the ops of the top level (column 0) or of
/// a module's body (column 2), and nothing else. A wrong guess is caught
/// by the parts' checks and costs only time.
fn cut_points(src: &str, from: usize, to: usize, indent: usize, parts: usize) -> Vec<usize> {
    let bytes = &src.as_bytes()[..to];
    let starts_op = |at: usize| {
        let Some(&c) = bytes.get(at + indent) else { return false };
        bytes[at..at + indent].iter().all(|&b| b == b' ') && (c == b'%' || c == b'"' || c.is_ascii_alphabetic())
    };
    let mut cuts = vec![from];
    for i in 1..parts {
        let target = from + (to - from) / parts * i;
        let mut at = target.max(cuts[cuts.len() - 1] + 1);
        while let Some(n) = memchr::memchr(b'\n', bytes.get(at..).unwrap_or_default()) {
            let line = at + n + 1;
            if starts_op(line) {
                cuts.push(line + indent);
                break;
            }
            at = line;
        }
    }
    cuts.push(to);
    cuts
}

/// Where the body of a text's one `module { ... }` lies, when the text
/// (after its leading aliases) is just that, as `mlir-opt` prints it.
struct ModuleBody {
    /// Offset of the `module` keyword.
    keyword: usize,
    /// Offset of the closing brace: the text's last character but blanks.
    close: usize,
}

impl<'s, 'ir> Parser<'s, 'ir> {
    /// Parses the alias definitions leading the text, then the rest in
    /// parts on up to `threads` threads, into `block`. Whether every part
    /// was accepted (see the module comment) and absorbed.
    fn parse_parts(&mut self, block: BlockId, threads: usize) -> bool {
        loop {
            let alias = matches!(self.kind(), K::HashIdent | K::ExclamationIdent) && self.peek().kind == K::Equal;
            if !alias {
                break;
            }
            let defined =
                if self.kind() == K::HashIdent { self.parse_attr_alias_def() } else { self.parse_type_alias_def() };
            if defined.is_err() {
                return false;
            }
        }
        let module = self.module_body();
        let (body, end, indent) = match &module {
            Some(m) => {
                self.consume();
                self.consume();
                // The body's ops are one region deep, as in a sequential
                // parse: their nesting limit must be the same.
                self.depths.enter(Construct::Region);
                (self.ir.create_block(&[]), m.close, 2)
            }
            None => (block, self.src.len(), 0),
        };
        let dialect = module.as_ref().map(|_| self.module_default_dialect());
        let cuts = cut_points(self.src, self.tok.start, end, indent, threads * PARTS_PER_THREAD);
        let merged = cuts.len() >= 3 && self.parse_cut(body, &cuts, dialect, threads);
        if module.is_some() {
            self.depths.leave(Construct::Region);
        }
        match module {
            Some(m) if merged => self.close_module(block, body, m),
            Some(_) => {
                self.discard_partial(body);
                false
            }
            None => merged,
        }
    }

    /// The explicit module around the rest of the text, if the text is
    /// `module {` ... `}` and nothing more.
    fn module_body(&self) -> Option<ModuleBody> {
        if !self.is_keyword("module") || self.peek().kind != K::LBrace {
            return None;
        }
        let close = self.src.trim_end().len().checked_sub(1)?;
        (self.src.as_bytes()[close] == b'}').then_some(ModuleBody { keyword: self.tok.start, close })
    }

    /// The default dialect `builtin.module` sets for the ops of its body.
    fn module_default_dialect(&self) -> &'ir str {
        let ctx = self.ctx;
        ctx.op_def(ctx.op_name("builtin.module")).and_then(|d| d.default_dialect()).unwrap_or("")
    }

    /// After the parts of a module's body were parsed into `body`: the
    /// closing brace, then the module op (as its custom parser builds it
    /// from `module { ... }`), appended to `block`.
    fn close_module(&mut self, block: BlockId, body: BlockId, m: ModuleBody) -> bool {
        self.reset_to(m.close);
        if !self.consume_if(K::RBrace) || self.kind() != K::Eof {
            self.discard_partial(body);
            return false;
        }
        let region = self.ir.create_region();
        self.ir.append_block(region, body).expect("fresh region");
        let mut st = OperationState::new(self.ctx.op_name("builtin.module"), self.loc_at(m.keyword));
        st.regions.push(region);
        let module = self.ir.create_op(st).expect("module creation");
        self.ir.insert_op(module, InsertPoint::BlockEnd(block)).expect("top block is live");
        true
    }

    /// Parses the text between `cuts[0]` and the last cut into `block`,
    /// one part per pair of cuts, on up to `threads` threads: the calling
    /// thread parses the first part into `block`, then every thread takes
    /// the next part not yet taken (into a private IR) until none is left,
    /// so a thread that finishes early helps instead of waiting. `dialect`
    /// is the default dialect of the enclosing module, if any. Whether every
    /// part was accepted and absorbed.
    fn parse_cut(&mut self, block: BlockId, cuts: &[usize], dialect: Option<&'ir str>, threads: usize) -> bool {
        let (src, file, ctx) = (self.src, self.ctx.ident_str(self.file).to_string(), self.ctx);
        let (types, attrs) = (self.type_aliases.clone(), self.attr_aliases.clone());
        // Built once here rather than by each part's parser: it scans the
        // whole text.
        let lines = self.line_index().starts.clone();
        let (file, types, attrs, lines) = (&file, &types, &attrs, &lines);
        let parts = cuts.len() - 1;
        let next = AtomicUsize::new(1);
        let failed = AtomicBool::new(false);
        let parse_private = |k: usize| {
            let mut ir = Ir::new(ctx);
            let part = ir.create_block(&[]);
            let mut p = Parser::new(src, file, ctx, &mut ir);
            p.type_aliases = types.clone();
            p.attr_aliases = attrs.clone();
            p.lines = super::LineIndex::shared(lines.clone()).into();
            p.reset_to(cuts[k]);
            p.push_scope(true);
            p.default_dialect.extend(dialect);
            if dialect.is_some() {
                // Inside the module's region, as the first part.
                p.depths.enter(Construct::Region);
            }
            let ok = p.parse_part(part, cuts[k + 1]);
            ok.then_some((ir, part))
        };
        // Parts taken by one thread, by index; stops at the first failure
        // anywhere (the whole text is then parsed again sequentially).
        let take_parts = || {
            let mut done = Vec::new();
            loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= parts || failed.load(Ordering::Relaxed) {
                    return done;
                }
                let r = parse_private(k);
                if r.is_none() {
                    failed.store(true, Ordering::Relaxed);
                }
                done.push((k, r));
            }
        };
        let mut others: Vec<(usize, Option<(Ir, BlockId)>)> = std::thread::scope(|s| {
            let handles: Vec<_> = (1..threads.min(parts)).map(|_| s.spawn(take_parts)).collect();
            self.default_dialect.extend(dialect);
            let mine = self.parse_part(block, cuts[1]);
            if dialect.is_some() {
                self.default_dialect.pop();
            }
            if !mine {
                failed.store(true, Ordering::Relaxed);
            }
            let mut all = take_parts();
            for h in handles {
                match h.join() {
                    Ok(done) => all.extend(done),
                    Err(_) => failed.store(true, Ordering::Relaxed),
                }
            }
            all
        });
        if failed.load(Ordering::Relaxed) || others.len() != parts - 1 {
            return false;
        }
        others.sort_unstable_by_key(|(k, _)| *k);
        for (_, done) in others {
            let Some((other, part)) = done else { return false };
            let r = self.ir.absorb(other);
            let part = r.block(part);
            let ops: Vec<OpId> = self.ir.block_ops(part).expect("absorbed block").collect();
            for op in ops {
                self.ir.move_op(op, InsertPoint::BlockEnd(block)).expect("absorbed op");
            }
            let _ = self.ir.erase_block(part);
        }
        self.reset_to(cuts[parts]);
        true
    }

    /// Parses top-level ops into `block` from the current token to byte
    /// `end`. Whether the part is accepted (see the module comment).
    fn parse_part(&mut self, block: BlockId, end: usize) -> bool {
        while self.tok.start < end && !matches!(self.kind(), K::Eof | K::Error | K::FileMetadataBegin) {
            if matches!(self.kind(), K::HashIdent | K::ExclamationIdent) && self.peek().kind == K::Equal {
                return false;
            }
            if self.parse_operation(block).is_err() {
                return false;
            }
            let last = self.ir.block(block).last_op.expect("an op was just parsed");
            if !self.ir.op(last).results.is_empty() {
                return false;
            }
        }
        let at_end = self.tok.start == end || (self.kind() == K::Eof && end == self.src.len());
        at_end
            && self.first_unresolved_value().is_none()
            && self.ops.deferred_locs.is_empty()
            && self.ops.distinct.is_empty()
            && self.resource_keys.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::printer::{print_op, PrintFlags};
    use crate::Context;

    fn context() -> Context {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        ctx
    }

    /// The sequential parse's outcome: every print form, or the errors.
    fn sequential(src: &str) -> Result<Vec<String>, Vec<String>> {
        let ctx = context();
        let mut ir = Ir::new(&ctx);
        let config = ParserConfig { parallel_min_bytes: usize::MAX, ..Default::default() };
        let r = super::super::parse_source_all(&mut ir, src, "t.mlir", &config);
        outcome(&mut ir, src, r)
    }

    fn outcome(ir: &mut Ir, src: &str, r: Result<OpId, Vec<Diagnostic>>) -> Result<Vec<String>, Vec<String>> {
        match r {
            Ok(m) => Ok([
                PrintFlags::default(),
                PrintFlags { generic: true, ..Default::default() },
                PrintFlags { debug_info: true, ..Default::default() },
            ]
            .iter()
            .map(|f| print_op(ir, m, f))
            .collect()),
            Err(ds) => {
                let mut sm = crate::diagnostics::SourceMgr::new();
                sm.add("t.mlir", std::sync::Arc::new(src.to_string()));
                Err(ds.iter().map(|d| sm.render(ir.ctx(), d)).collect())
            }
        }
    }

    /// Parses `src` in parts on `threads` threads; whether that path was
    /// taken, and the outcome, which must equal the sequential parse's.
    fn in_parts(src: &str, threads: usize) -> bool {
        let ctx = context();
        let mut ir = Ir::new(&ctx);
        let config = ParserConfig { parallel_min_bytes: 0, ..Default::default() };
        let (taken, r) = match parse_in_parts(&mut ir, src, "t.mlir", &config, threads) {
            Some(r) => (true, r),
            None => {
                assert_eq!(ir.ops.live_count(), 0, "a part left ops behind");
                (false, super::super::parse_source_all(&mut ir, src, "t.mlir", &ParserConfig::default()))
            }
        };
        assert_eq!(outcome(&mut ir, src, r), sequential(src), "threads: {threads}\n{src}");
        taken
    }

    /// Top-level ops with regions, blocks, branches, aliases (leading and
    /// location aliases), forward references inside a region and
    /// locations: cut anywhere, the same IR.
    fn sample(funcs: usize) -> String {
        let mut s = String::from("#map = affine_map<(d0) -> (d0 * 2)>\n!ty = tensor<4xf32>\n// a comment\n");
        for i in 0..funcs {
            s += &format!(
                "\"t.func\"() ({{\n^bb0(%a: i32 loc(\"arg\")):\n  %1 = \"t.op\"() : () -> i32\n  \
                 %0 = \"t.op\"(%a, %1) {{m = #map}} : (i32, i32) -> !ty\n  \"t.br\"(%1)[^bb1] : (i32) -> ()\n^bb1(%b: i32):\n  \
                 \"t.ret\"(%b) : (i32) -> () loc(\"f{i}\":{i}:1)\n}}) {{sym_name = \"f{i}\"}} : () -> ()\n"
            );
        }
        s
    }

    #[test]
    fn parts_give_the_sequential_ir() {
        let src = sample(12);
        for parts in [2, 3, 5, 12, 40] {
            assert!(in_parts(&src, parts), "{parts} parts fell back");
        }
    }

    /// `sample`'s ops in a module, as `mlir-opt` prints them.
    fn in_module(funcs: usize) -> String {
        let body = sample(funcs);
        let (aliases, ops) = body.split_at(body.find("\"t.func").expect("an op"));
        let indented: String = ops.lines().map(|l| format!("  {l}\n")).collect();
        format!("{aliases}module {{\n{indented}}}\n")
    }

    #[test]
    fn a_module_body_is_cut_at_its_ops() {
        let src = in_module(12);
        for parts in [2, 3, 12] {
            assert!(in_parts(&src, parts), "{parts} parts fell back");
        }
        let cuts = cut_points(&src, 0, src.len(), 2, 4);
        assert_eq!(cuts.len(), 5);
        assert!(cuts[1..cuts.len() - 1].iter().all(|&c| src[c..].starts_with("\"t.func")), "{cuts:?}");
    }

    #[test]
    fn other_module_forms_fall_back() {
        let body = in_module(6);
        let cases = [
            body.replace("module {", "module attributes {a = 1} {"),
            body.replace("module {", "module @m {"),
            format!("{body}#after = 1 : i64\n"),
            format!("{body}// trailing comment\n"),
            body.replace("}\n", "} loc(\"m\":1:1)\n"),
            body.replacen("  \"t.func\"", "  ^bb0:\n  \"t.func\"", 1),
            body.replacen("  \"t.func\"", "  %r = \"t.def\"() : () -> i32\n  \"t.func\"", 1),
        ];
        assert_all_fall_back(&cases, &[2, 5]);
    }

    /// Every case, cut in each of `parts` ways, parses sequentially.
    fn assert_all_fall_back(cases: &[String], parts: &[usize]) {
        for (i, src) in cases.iter().enumerate() {
            for &n in parts {
                assert!(!in_parts(src, n), "case {i}: {n} parts were accepted:\n{src}");
            }
        }
    }

    #[test]
    fn parts_needing_shared_state_fall_back() {
        let body = sample(6);
        let cases = [
            // A top-level result used by a later op.
            format!("%x = \"t.def\"() : () -> i32\n{body}\"t.use\"(%x) : (i32) -> ()\n"),
            // An alias defined after the first op, used later.
            format!("{body}#late = 5 : i64\n{body}\"t.a\"() {{x = #late}} : () -> ()\n"),
            // A location alias defined at the end.
            format!("{body}\"t.a\"() : () -> () loc(#loc9)\n#loc9 = loc(\"x\":1:2)\n"),
            // One distinct attribute in two parts.
            format!("\"t.a\"() {{d = distinct[0]<>}} : () -> ()\n{body}\"t.b\"() {{d = distinct[0]<>}} : () -> ()\n"),
            // Nested ops in column 0: cuts inside a region.
            "\"t.outer\"() ({\n\"t.in\"() : () -> ()\n\"t.in\"() : () -> ()\n\"t.in\"() : () -> ()\n}) : () -> ()\n".to_string(),
            // A resource section.
            format!("{body}\"t.a\"() {{r = dense_resource<b> : tensor<1xi8>}} : () -> ()\n{{-#\n dialect_resources: {{ builtin: {{ b: \"0x0100000007\" }} }}\n#-}}\n"),
        ];
        assert_all_fall_back(&cases, &[2, 3, 7]);
    }

    #[test]
    fn errors_are_the_sequential_parse_errors() {
        let body = sample(6);
        let cases = [
            format!("{body}\"t.a\"(%nope) : (i32) -> ()\n{body}"),
            format!("{body}{body}\"t.a\"() : () -> (\n"),
            format!("{body}t.unknown\n{body}"),
            format!("{body}\"t.a\"() {{x = #undefined}} : () -> ()\n"),
            in_module(8).replacen("  \"t.func\"", "  \"t.a\"(%nope) : (i32) -> ()\n  \"t.func\"", 5),
            in_module(8).replace("(i32) -> !ty", "(i32) -> !nope"),
        ];
        for src in &cases {
            for parts in [2, 5] {
                in_parts(src, parts);
            }
        }
    }
}
