//! The printer of MLIR's textual format, byte-compatible with `mlir-opt`.
//!
//! [`print_op`] prints an operation with everything it needs around it:
//! alias definitions, SSA names, trailing locations and the resource
//! section. [`AsmPrinter`] is also the `OpAsmPrinter` custom op printers
//! write through. One file per concern: names, aliases, types, attributes,
//! dense elements, locations, operations.

mod aliases;
mod attributes;
mod dense;
mod escape;
mod locations;
mod names;
mod ops;
mod parallel;
mod text_cache;
mod types;

pub use escape::{is_bare_identifier, write_escaped_string};

use crate::attributes::{Attribute, Location};
use crate::context::Context;
use crate::ident::Identifier;
use crate::ir::{Ir, OpId};
use crate::types::Type;
use aliases::AliasState;
use names::NameState;
use std::borrow::Cow;
use text_cache::TextCache;

/// Options of the printer, mirroring `mlir-opt`'s printing flags.
#[derive(Clone, Debug, Default)]
pub struct PrintFlags {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--mlir-pretty-debuginfo`.
    pub pretty_debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases, everything inline.
    pub local_scope: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_above: Option<usize>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N`: non-splat
    /// int/float dense elements with more than N elements print as a hex
    /// string (`None` means upstream's default of 100; -1 disables).
    pub hex_elements_above: Option<i64>,
    /// `--mlir-elide-resource-strings-if-larger=N`.
    pub elide_resources_above: Option<usize>,
    /// Print `{...}` instead of regions.
    pub skip_regions: bool,
    /// Assume the IR is valid (skip the printer's own verification).
    pub assume_verified: bool,
    /// `--mlir-use-nameloc-as-prefix`: values whose location holds a
    /// `NameLoc` are named after it (`%sum` for `loc("sum")`).
    pub name_loc_prefix: bool,
}

/// Prints text for one operation tree, a type or an attribute. Also the
/// API custom op printers use (`OpAsmPrinter`).
pub struct AsmPrinter<'a> {
    /// Borrowed, not cloned: clones are atomic reference-count updates
    /// that threads printing at once would contend for.
    pub(crate) ctx: &'a Context,
    pub(crate) ir: Option<&'a Ir>,
    pub(crate) out: String,
    pub(crate) flags: PrintFlags,
    /// Borrowed by the printers of a parallel print's runs.
    pub(crate) names: Cow<'a, NameState>,
    pub(crate) aliases: Cow<'a, AliasState>,
    pub(crate) indent: usize,
    pub(crate) default_dialect: Vec<String>,
    pub(crate) resources: Vec<Identifier>,
    pub(crate) distinct_ids: hashbrown::HashMap<Attribute, u64>,
    /// Set during the dry run that chooses aliases.
    pub(crate) collector: Option<Box<aliases::AliasCollector>>,
    /// Where finished text goes while printing, so a large module is never
    /// held in memory whole (see [`print_op_to`]).
    pub(crate) sink: Option<&'a mut dyn std::io::Write>,
    /// The first error the sink reported.
    pub(crate) sink_error: Option<std::io::Error>,
    /// The block whose ops are printed on several threads (see
    /// `parallel.rs`).
    pub(crate) parallel_block: Option<crate::ir::BlockId>,
    /// The text each type and attribute printed so far printed as.
    pub(crate) type_texts: TextCache<Type>,
    pub(crate) attr_texts: TextCache<Attribute>,
    /// Set while the text of a type or attribute is being printed for the
    /// caches above: the ones nested in it are not recorded (see
    /// [`AsmPrinter::record_text`]).
    pub(crate) recording: bool,
}

/// The printer handed to custom op printers.
pub type OpAsmPrinter<'a> = AsmPrinter<'a>;

impl<'a> AsmPrinter<'a> {
    fn new(ctx: &'a Context, ir: Option<&'a Ir>, flags: PrintFlags) -> AsmPrinter<'a> {
        AsmPrinter {
            ctx,
            ir,
            out: String::new(),
            flags,
            names: Cow::Owned(NameState::default()),
            aliases: Cow::Owned(AliasState::default()),
            indent: 0,
            default_dialect: vec!["builtin".to_string()],
            resources: Vec::new(),
            distinct_ids: hashbrown::HashMap::new(),
            collector: None,
            sink: None,
            sink_error: None,
            parallel_block: None,
            type_texts: TextCache::default(),
            attr_texts: TextCache::default(),
            recording: false,
        }
    }

    /// Runs `print`, which prints one type or attribute, and returns the
    /// text it printed when that text should go in a [`TextCache`]: only
    /// for the outermost one. Recording every nested level too would keep
    /// each level's text, which holds all the deeper ones: memory
    /// quadratic in the nesting depth (1.3 GB for 16,000 nested
    /// dictionaries). This way each printed byte is kept at most once.
    pub(crate) fn record_text(&mut self, print: impl FnOnce(&mut Self)) -> Option<std::ops::Range<usize>> {
        let outermost = !self.recording;
        self.recording = true;
        let start = self.out.len();
        print(self);
        if !outermost {
            return None;
        }
        self.recording = false;
        // Text goes to the sink only between ops, never inside a type or
        // an attribute, so it is all still in `out`.
        (start <= self.out.len()).then_some(start..self.out.len())
    }

    /// Hands the text printed so far to the sink once it is large enough.
    pub(crate) fn maybe_flush(&mut self) {
        const CHUNK: usize = 1 << 18;
        if self.out.len() >= CHUNK {
            self.flush_sink();
        }
    }

    fn flush_sink(&mut self) {
        if let Some(sink) = self.sink.as_mut() {
            if self.sink_error.is_none() {
                if let Err(e) = sink.write_all(self.out.as_bytes()) {
                    self.sink_error = Some(e);
                }
            }
            self.out.clear();
        }
    }

    /// The output so far.
    pub fn output(&mut self) -> &mut String {
        &mut self.out
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The printing flags.
    pub fn flags(&self) -> &PrintFlags {
        &self.flags
    }

    /// Records that `dense_resource<key>` was printed, so the resource
    /// section lists its blob.
    pub(crate) fn note_resource(&mut self, key: Identifier) {
        if !self.resources.contains(&key) {
            self.resources.push(key);
        }
    }

    /// The print-order id of a distinct attribute.
    pub(crate) fn distinct_id(&mut self, attr: Attribute) -> u64 {
        let n = self.distinct_ids.len() as u64;
        *self.distinct_ids.entry(attr).or_insert(n)
    }
}

/// Whether the alias dry run can find anything: not in local scope, and
/// only if an aliasable attribute or type exists (locations count only when
/// they are printed).
fn needs_alias_pass(ir: &Ir, flags: &PrintFlags) -> bool {
    !flags.local_scope && (flags.debug_info || ir.ctx().may_have_aliasable())
}

impl<'a> AsmPrinter<'a> {
    /// Before printing `op`: names its values and blocks, chooses aliases
    /// and plans a parallel print (see `parallel.rs`). When the print is
    /// parallel, naming and the alias dry run run at once too: the dry run
    /// only records the attributes and types met, which names never change.
    fn prepare(&mut self, ir: &'a Ir, op: OpId) {
        self.plan_parallel(op);
        let threads = if self.parallel_block.is_some() { self.ctx.worker_threads() } else { 1 };
        let flags = &self.flags;
        if !needs_alias_pass(ir, flags) {
            self.names = Cow::Owned(NameState::new_on(ir, op, flags, threads));
            return;
        }
        if threads < 2 {
            self.names = Cow::Owned(NameState::new(ir, op, flags));
            self.aliases = Cow::Owned(AliasState::collect(ir, op, flags));
            return;
        }
        // The threads are busy with these two: naming on one of them.
        let (names, aliases) = std::thread::scope(|s| {
            let dry_run = s.spawn(|| AliasState::collect(ir, op, flags));
            let names = NameState::new(ir, op, flags);
            match dry_run.join() {
                Ok(aliases) => (names, aliases),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        });
        self.names = Cow::Owned(names);
        self.aliases = Cow::Owned(aliases);
    }
}

/// Prints `op` as `mlir-opt` prints a top-level operation: non-deferred
/// aliases, the op, deferred (location) aliases, then the resource section.
pub fn print_op(ir: &Ir, op: OpId, flags: &PrintFlags) -> String {
    let mut p = AsmPrinter::new(ir.ctx(), Some(ir), flags.clone());
    p.prepare(ir, op);
    p.out.reserve(ir.live_counts().0 * 72);
    if flags.local_scope {
        // Upstream prints just the op in local scope: no aliases, no
        // trailing newline, no resource section.
        p.print_full_op(op);
    } else {
        p.print_top_level(op);
    }
    p.out
}

/// Like [`print_op`], writing to `sink` as it goes instead of building one
/// string: the printed text of a 200,000-op module never sits in memory.
pub fn print_op_to(ir: &Ir, op: OpId, flags: &PrintFlags, sink: &mut dyn std::io::Write) -> std::io::Result<()> {
    let mut p = AsmPrinter::new(ir.ctx(), Some(ir), flags.clone());
    p.prepare(ir, op);
    p.sink = Some(sink);
    if flags.local_scope {
        p.print_full_op(op);
    } else {
        p.print_top_level(op);
    }
    p.flush_sink();
    match p.sink_error.take() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Prints an operation nested in a larger tree the way `op.print()` /
/// `str(op)` do for a non-top-level op (no aliases, local numbering).
pub fn print_op_local(ir: &Ir, op: OpId, flags: &PrintFlags) -> String {
    let mut p = AsmPrinter::new(ir.ctx(), Some(ir), flags.clone());
    p.names = Cow::Owned(NameState::new(ir, op, flags));
    p.print_full_op(op);
    p.out
}

/// A type's text.
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut p = AsmPrinter::new(ctx, None, PrintFlags::default());
    p.print_type_no_alias(ty);
    p.out
}

/// An attribute's text.
pub fn attr_to_string(ctx: &Context, attr: Attribute) -> String {
    let mut p = AsmPrinter::new(ctx, None, PrintFlags::default());
    p.print_attribute_impl(attr, false);
    p.out
}

/// A location's text, `loc(...)`.
pub fn location_to_string(ctx: &Context, loc: Location) -> String {
    let mut p = AsmPrinter::new(ctx, None, PrintFlags::default());
    p.print_location(loc, false);
    p.out
}

/// The op `op` is numbered and verified under when printed alone: its
/// nearest isolated-from-above ancestor with `local_scope`, the top-level
/// op otherwise (upstream's `Operation::print` / `findParent`).
pub fn print_scope_root(ir: &Ir, op: OpId, flags: &PrintFlags) -> Option<OpId> {
    let mut root = op;
    loop {
        if flags.local_scope
            && ir
                .ctx()
                .op_def(ir.op_name(root).ok()?)
                .is_some_and(|d| d.traits().contains(crate::dialect::OpTraits::ISOLATED_FROM_ABOVE))
        {
            break;
        }
        match ir.op_parent_op(root).ok()? {
            Some(p) => root = p,
            None => break,
        }
    }
    Some(root)
}

/// Prints `op` alone with SSA names computed from the op it is numbered
/// under: its nearest isolated-from-above ancestor with `local_scope`, the
/// top-level op otherwise (upstream's `Operation::print`). Without alias
/// definitions to refer to, attributes, types and locations are printed
/// inline, as upstream prints a nested op.
pub fn print_op_in_scope(ir: &Ir, op: OpId, flags: &PrintFlags) -> Option<String> {
    let root = print_scope_root(ir, op, flags)?;
    let mut p = AsmPrinter::new(ir.ctx(), Some(ir), flags.clone());
    p.names = Cow::Owned(NameState::new(ir, root, flags));
    p.print_full_op(op);
    Some(p.out)
}

/// Prints `block` alone, its header and its ops, numbered as when printing
/// the top-level op it is under (upstream's `Block::print`); a block in no
/// op prints as `<<UNLINKED BLOCK>>`.
pub fn print_block_in_scope(ir: &Ir, block: crate::BlockId, flags: &PrintFlags) -> Option<String> {
    let Some(mut root) = ir.block_parent_op(block).ok()? else {
        return Some("<<UNLINKED BLOCK>>\n".to_string());
    };
    while let Some(parent) = ir.op_parent_op(root).ok()? {
        root = parent;
    }
    let mut p = AsmPrinter::new(ir.ctx(), Some(ir), flags.clone());
    p.names = Cow::Owned(NameState::new(ir, root, flags));
    p.print_block(block, true, true);
    Some(p.out)
}

/// The SSA names of every value under one op, computed once: what the
/// printer writes for each when printing that op (for tools that name many
/// values, such as graph writers).
pub struct ValueNames(NameState);

impl ValueNames {
    /// The names of the values under `root`, numbered as when printing it.
    pub fn new(ir: &Ir, root: OpId) -> ValueNames {
        ValueNames(NameState::new(ir, root, &PrintFlags::default()))
    }

    /// `%name` of `value`, with its `#n` suffix for a result of a
    /// multi-result op.
    pub fn name(&self, ir: &Ir, value: crate::ir::Value) -> String {
        let mut out = String::new();
        self.0.write_value(ir, value, true, &mut out);
        out
    }
}

/// The SSA name of `value` (`%0`, `%arg0`) as the printer would write it,
/// numbered from the top-level op above it (or, with `local_scope`, from the
/// nearest isolated-from-above ancestor), as upstream's `Value.get_name`;
/// `name_loc_prefix` as [`PrintFlags::name_loc_prefix`].
pub fn value_name(ir: &Ir, value: crate::ir::Value, local_scope: bool, name_loc_prefix: bool) -> Option<String> {
    let anchor = match value {
        crate::ir::Value::OpResult { op, .. } => op,
        crate::ir::Value::BlockArg { block, .. } => ir.block_parent_op(block).ok()??,
    };
    if !ir.value_is_live(value) {
        return None;
    }
    let mut root = anchor;
    loop {
        let isolated = ir
            .ctx()
            .op_def(ir.op_name(root).ok()?)
            .is_some_and(|d| d.traits().contains(crate::dialect::OpTraits::ISOLATED_FROM_ABOVE));
        if local_scope && root != anchor && isolated {
            break;
        }
        match ir.op_parent_op(root).ok()? {
            Some(p) => root = p,
            None => break,
        }
    }
    let names = NameState::new(ir, root, &PrintFlags { name_loc_prefix, ..PrintFlags::default() });
    let mut out = String::new();
    names.write_value(ir, value, true, &mut out);
    Some(out)
}
