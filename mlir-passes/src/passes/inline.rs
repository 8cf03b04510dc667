//! `inline`: inlines calls (`CallOpInterface`) into callables
//! (`CallableOpInterface`) when the call's dialect has an inliner interface
//! that allows it (upstream's `Inliner`).
//!
//! The call graph of the symbol table's functions is walked bottom-up by
//! strongly connected component, so callees are simplified and inlined into
//! before their callers; calls within one component (recursion) stay. Each
//! function is canonicalized (the default pipeline), then has its calls
//! inlined, up to `max-iterations` times until nothing is inlined. A
//! multi-block callee splits the caller's block at the call, and the
//! dialect of each of its terminators turns it into a branch to the rest
//! of the block (`func.return` becomes `cf.br`). Callables of nested symbol
//! tables are nodes too. A private or nested callable that nothing refers
//! to when its turn comes is erased once every callable had its turn
//! (it is simplified, nothing is inlined into it, and the calls left in it
//! count as uses until then);
//! one whose last call was just inlined goes at once; declarations stay.

use crate::greedy::{apply_greedily, FrozenPatterns, GreedyConfig};
use crate::pass::{parse_int, OptionValue, Pass, PassResult};
use crate::registry::{unknown_option, PassRegistration};
use hashbrown::{HashMap, HashSet};
use mlir_ir::dialect::OpTraits;
use mlir_ir::interfaces::{dialect_inliner, op_interface, CallOpInterface, CallableOpInterface, Callee};
use mlir_ir::ir::{BlockId, InsertPoint, Ir, OpId, RegionId, Value, ValueMapping, WalkOrder, WalkResult};
use mlir_ir::symbols::{child_ops, lookup_nearest_symbol_from, symbol_name, symbol_visibility};
use mlir_ir::{AttrKind, Attribute};

/// The `inline` pass.
#[derive(Clone)]
pub struct Inline {
    /// `max-iterations`: simplify/inline rounds per function.
    pub max_iterations: i64,
    /// `default-pipeline` (only `canonicalize` or empty are supported).
    pub default_pipeline: String,
}

impl Default for Inline {
    fn default() -> Self {
        Inline { max_iterations: 4, default_pipeline: "canonicalize".into() }
    }
}

fn unit_attr(ir: &Ir, op: OpId, name: &str) -> bool {
    let id = ir.ctx().ident(name);
    ir.op_inherent_attr(op, id).ok().flatten().is_some() || ir.op_attr(op, id).ok().flatten().is_some()
}

/// The callable a call calls by symbol (an indirect call has none).
fn callee(ir: &Ir, call: OpId) -> Option<OpId> {
    let Callee::Symbol(r) = op_interface::<dyn CallOpInterface>(ir, call)?.callee(ir, call)? else { return None };
    let f = lookup_nearest_symbol_from(ir, call, r)?;
    op_interface::<dyn CallableOpInterface>(ir, f).is_some().then_some(f)
}

/// The calls nested in `f`.
fn calls_in(ir: &mut Ir, f: OpId) -> Vec<OpId> {
    let mut calls = Vec::new();
    ir.walk(f, WalkOrder::PreOrder, &mut |ir, o| {
        if op_interface::<dyn CallOpInterface>(ir, o).is_some() {
            calls.push(o);
        }
        WalkResult::Advance
    });
    calls
}

/// The functions of `table` in bottom-up order (callees first), and the
/// strongly connected component of each.
fn bottom_up(ir: &mut Ir, table: OpId) -> (Vec<OpId>, HashMap<OpId, usize>) {
    // Every callable with a body is a node, and every call by symbol to
    // one is an edge.
    let funcs: Vec<OpId> = callables(ir, table);
    let mut edges: HashMap<OpId, Vec<OpId>> = HashMap::new();
    for &f in &funcs {
        let targets: Vec<OpId> = calls_in(ir, f).into_iter().filter_map(|c| callee(ir, c)).collect();
        edges.insert(f, targets);
    }
    // Tarjan's algorithm; components come out callees first.
    struct T<'a> {
        edges: &'a HashMap<OpId, Vec<OpId>>,
        index: HashMap<OpId, usize>,
        low: HashMap<OpId, usize>,
        stack: Vec<OpId>,
        on_stack: HashSet<OpId>,
        order: Vec<OpId>,
        comp: HashMap<OpId, usize>,
        next: usize,
        ncomp: usize,
    }
    fn visit(t: &mut T<'_>, v: OpId) {
        t.index.insert(v, t.next);
        t.low.insert(v, t.next);
        t.next += 1;
        t.stack.push(v);
        t.on_stack.insert(v);
        for &w in t.edges.get(&v).map(|e| e.as_slice()).unwrap_or(&[]) {
            if !t.edges.contains_key(&w) {
                continue;
            }
            if !t.index.contains_key(&w) {
                visit(t, w);
                let lw = t.low[&w];
                let lv = t.low[&v];
                t.low.insert(v, lv.min(lw));
            } else if t.on_stack.contains(&w) {
                let iw = t.index[&w];
                let lv = t.low[&v];
                t.low.insert(v, lv.min(iw));
            }
        }
        if t.low[&v] == t.index[&v] {
            while let Some(w) = t.stack.pop() {
                t.on_stack.remove(&w);
                t.comp.insert(w, t.ncomp);
                t.order.push(w);
                if w == v {
                    break;
                }
            }
            t.ncomp += 1;
        }
    }
    let mut t = T {
        edges: &edges,
        index: HashMap::new(),
        low: HashMap::new(),
        stack: Vec::new(),
        on_stack: HashSet::new(),
        order: Vec::new(),
        comp: HashMap::new(),
        next: 0,
        ncomp: 0,
    };
    for &f in &funcs {
        if !t.index.contains_key(&f) {
            visit(&mut t, f);
        }
    }
    (t.order, t.comp)
}

/// The body of callable `f`, if it has one.
fn callable_body(ir: &Ir, f: OpId) -> Option<RegionId> {
    op_interface::<dyn CallableOpInterface>(ir, f)?.callable_region(ir, f)
}

/// Whether the dialect of `call` allows inlining it into `func`, and the
/// call's place can take `func`'s body (upstream's `shouldInline`): a call
/// that is a terminator is not inlined, nor a body of several blocks into a
/// region whose op may require a single block (`SingleBlock`, or an
/// unregistered op), unless that op is of `func`'s kind.
fn legal_to_inline(ir: &Ir, call: OpId, func: OpId) -> bool {
    let has_trait =
        |op: OpId, t: OpTraits| ir.op_name(op).ok().and_then(|n| ir.ctx().op_def(n)).map(|d| d.traits().contains(t));
    if has_trait(call, OpTraits::TERMINATOR) == Some(true) {
        return false;
    }
    let multi_block = callable_body(ir, func).is_some_and(|r| ir.region_blocks(r).map_or(0, |b| b.take(2).count()) > 1);
    if multi_block {
        let Ok(Some(parent)) = ir.op_parent_op(call) else { return false };
        let same_kind = ir.op_name(parent).ok() == ir.op_name(func).ok();
        // An unregistered op might have the trait (upstream's `mightHaveTrait`).
        let may_need_single_block = has_trait(parent, OpTraits::SINGLE_BLOCK).unwrap_or(true);
        if !same_kind && may_need_single_block {
            return false;
        }
    }
    dialect_inliner(ir, call).is_some_and(|i| i.is_legal_to_inline_call(ir, call, func))
}

/// Inlines `call` (to `func`); whether it did.
fn inline_call(ir: &mut Ir, call: OpId, func: OpId) -> bool {
    let Some(body) = callable_body(ir, func) else { return false };
    let Ok(Some(block)) = ir.op_parent_block(call) else { return false };
    let Ok(Some(region)) = ir.block_parent_region(block) else { return false };
    let Some(arg_range) = op_interface::<dyn CallOpInterface>(ir, call).map(|c| c.arg_operands(ir, call)) else {
        return false;
    };
    let all_operands: Vec<Value> = ir.operands(call).map(|o| o.collect()).unwrap_or_default();
    let Some(operands) = all_operands.get(arg_range) else { return false };
    let results: Vec<Value> = ir.results(call).map(|r| r.collect()).unwrap_or_default();
    let tmp = ir.create_region();
    let mut mapping = ValueMapping::default();
    if ir.clone_region_into(body, tmp, &mut mapping).is_err() {
        let _ = ir.erase_region(tmp);
        return false;
    }
    let blocks: Vec<BlockId> = ir.region_blocks(tmp).map(|b| b.collect()).unwrap_or_default();
    let entry = blocks[0];
    // The entry block's arguments are the call's operands.
    let args: Vec<Value> = ir.block_args(entry).map(|a| a.collect()).unwrap_or_default();
    for (a, o) in args.iter().zip(operands) {
        let _ = ir.replace_all_uses_with(*a, *o);
    }
    if blocks.len() == 1 {
        let Ok(Some(ret)) = ir.block_last_op(entry) else { return false };
        let ops: Vec<OpId> = ir.block_ops(entry).map(|o| o.collect()).unwrap_or_default();
        for o in ops {
            if o != ret && ir.move_op(o, InsertPoint::Before(call)).is_err() {
                return false;
            }
        }
        let values = match dialect_inliner(ir, ret) {
            Some(inliner) => inliner.terminator_values(ir, ret),
            None => ir.operands(ret).map(|o| o.collect()).unwrap_or_default(),
        };
        let _ = ir.replace_all_op_uses_with(call, &values);
        let _ = ir.erase_op(ret);
        let _ = ir.erase_op(call);
        let _ = ir.erase_region(tmp);
        return true;
    }
    // Split the caller's block at the call: the call heads the new block.
    let post = ir.create_block(&[]);
    let next = ir.block_next(block).ok().flatten();
    if ir.insert_block(region, post, next).is_err() {
        return false;
    }
    let mut cur = Some(call);
    while let Some(o) = cur {
        cur = ir.op_next(o).ok().flatten();
        let _ = ir.move_op(o, InsertPoint::BlockEnd(post));
    }
    let loc = ir.op_loc(call).unwrap_or_else(|_| ir.ctx().get_loc(mlir_ir::LocKind::Unknown));
    let mut post_args = Vec::new();
    for r in &results {
        let Ok(ty) = ir.value_type(*r) else { return false };
        match ir.add_block_arg(post, ty, loc) {
            Ok(a) => post_args.push(a),
            Err(_) => return false,
        }
    }
    let _ = ir.replace_all_op_uses_with(call, &post_args);
    let _ = ir.erase_op(call);
    // The callee's blocks go between; returns branch to the rest.
    for &b in &blocks {
        if ir.detach_block(b).is_err() || ir.insert_block(region, b, Some(post)).is_err() {
            return false;
        }
        if let Ok(Some(t)) = ir.block_last_op(b) {
            if returns_from_callable(ir, t) {
                match dialect_inliner(ir, t) {
                    Some(inliner) if inliner.handle_terminator_with_branch(ir, t, post) => {}
                    _ => return false,
                }
            }
        }
    }
    // The cloned entry block continues the caller's block.
    let ops: Vec<OpId> = ir.block_ops(entry).map(|o| o.collect()).unwrap_or_default();
    for o in ops {
        let _ = ir.move_op(o, InsertPoint::BlockEnd(block));
    }
    let _ = ir.erase_block(entry);
    let _ = ir.erase_region(tmp);
    true
}

/// The callables with a body in `table` and in the symbol tables nested in
/// it (the call graph's nodes), in order.
fn callables(ir: &Ir, table: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    for f in child_ops(ir, table).unwrap_or_default() {
        if has_body(ir, f) {
            out.push(f);
        } else if mlir_ir::symbols::is_symbol_table(ir, f) {
            out.extend(callables(ir, f));
        }
    }
    out
}

/// Whether `f` is a discardable (private or nested) callable with a body
/// that nothing under `table` refers to.
fn is_dead_callable(ir: &mut Ir, table: OpId, f: OpId) -> bool {
    let discardable = matches!(symbol_visibility(ir, f).as_deref(), Some("private") | Some("nested"));
    if !ir.op_is_live(f) || !has_body(ir, f) || !discardable {
        return false;
    }
    match symbol_name(ir, f) {
        Some(n) => !symbol_used(ir, table, &n),
        None => false,
    }
}

/// Whether callable `f` has a body (declarations have an empty region).
/// Whether `f` calls itself directly.
fn is_self_recursive(ir: &mut Ir, f: OpId) -> bool {
    calls_in(ir, f).into_iter().any(|c| callee(ir, c) == Some(f))
}

fn has_body(ir: &Ir, f: OpId) -> bool {
    callable_body(ir, f).is_some()
}

/// Whether terminator `t` of an inlined body returns from the callable
/// (is `ReturnLike`) rather than branching within it.
fn returns_from_callable(ir: &Ir, t: OpId) -> bool {
    ir.op_name(t).ok().and_then(|n| ir.ctx().op_def(n)).is_some_and(|d| d.traits().contains(OpTraits::RETURN_LIKE))
}

/// Whether the symbol `name` is used anywhere under `table`.
fn symbol_used(ir: &mut Ir, table: OpId, name: &str) -> bool {
    let mut used = false;
    ir.walk(table, WalkOrder::PreOrder, &mut |ir, o| {
        let ctx = ir.ctx();
        let mut attrs: Vec<Attribute> = Vec::new();
        attrs.extend(ir.op_attrs(o).unwrap_or_default().iter().map(|(_, a)| *a));
        if let Ok(Some(p)) = ir.op_props(o) {
            attrs.push(p);
        }
        while let Some(a) = attrs.pop() {
            match ctx.attr_kind(a) {
                AttrKind::SymbolRef { root, nested }
                    if ctx.ident_str(*root) == name || nested.iter().any(|n| ctx.ident_str(*n) == name) =>
                {
                    used = true;
                    return WalkResult::Interrupt;
                }
                AttrKind::Array(items) => attrs.extend(items.iter().copied()),
                AttrKind::Dictionary(entries) => attrs.extend(entries.iter().map(|(_, a)| *a)),
                _ => {}
            }
        }
        WalkResult::Advance
    });
    used
}

impl Pass for Inline {
    fn argument(&self) -> &str {
        "inline"
    }

    fn name(&self) -> &str {
        "Inliner"
    }

    fn options(&self) -> Option<Vec<(&'static str, OptionValue)>> {
        Some(vec![
            ("default-pipeline", OptionValue::Scalar(self.default_pipeline.clone())),
            ("inlining-threshold", OptionValue::Scalar("4294967295".into())),
            ("max-iterations", OptionValue::Scalar(self.max_iterations.to_string())),
            ("op-pipelines", OptionValue::List(Vec::new())),
        ])
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let (order, comp) = bottom_up(ir, op);
        let patterns = FrozenPatterns::canonicalization(ir.ctx(), &[], &[]);
        let config = GreedyConfig::default();
        // Callables already dead when their turn comes: erased once every
        // callable had its turn (upstream's dead nodes), so the calls they
        // hold still count as uses until then.
        let mut dead = Vec::new();
        for f in order {
            if !ir.op_is_live(f) {
                continue;
            }
            if is_dead_callable(ir, op, f) {
                // Upstream simplifies every callable of the component
                // before it finds this one dead: calls the simplification
                // drops (in unreachable blocks, say) stop counting as uses.
                if self.default_pipeline == "canonicalize" {
                    apply_greedily(ir, f, &patterns, &config);
                }
                dead.push(f);
                continue;
            }
            for _ in 0..self.max_iterations.max(1) {
                if self.default_pipeline == "canonicalize" {
                    apply_greedily(ir, f, &patterns, &config);
                }
                let mut inlined = false;
                for call in calls_in(ir, f) {
                    if !ir.op_is_live(call) || unit_attr(ir, call, "no_inline") {
                        continue;
                    }
                    let Some(target) = callee(ir, call) else { continue };
                    if comp.get(&target) == comp.get(&f)
                        || unit_attr(ir, target, "no_inline")
                        || !legal_to_inline(ir, call, target)
                    {
                        continue;
                    }
                    // Upstream does not inline a function that calls itself.
                    if is_self_recursive(ir, target) {
                        continue;
                    }
                    if inline_call(ir, call, target) {
                        inlined = true;
                        // That was the last call of a discardable callee.
                        if is_dead_callable(ir, op, target) {
                            let _ = ir.erase_op(target);
                        }
                    }
                }
                if !inlined {
                    break;
                }
            }
        }
        for f in dead {
            if ir.op_is_live(f) {
                let _ = ir.erase_op(f);
            }
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn create(options: &[(String, String)]) -> Result<Box<dyn Pass>, String> {
    let mut p = Inline::default();
    for (k, v) in options {
        match k.as_str() {
            "max-iterations" => p.max_iterations = parse_int(k, v)?,
            "default-pipeline" => match v.as_str() {
                "canonicalize" | "" => p.default_pipeline = v.clone(),
                _ => {
                    return Err(format!("rmlir's inliner only runs `canonicalize` as its default pipeline, not `{v}`"))
                }
            },
            // rmlir has no inlining cost model: only the default (inline
            // everything legal) is accepted.
            "inlining-threshold" if parse_int::<u64>(k, v)? == u32::MAX as u64 => {}
            "inlining-threshold" => return Err("rmlir's inliner has no cost model for inlining-threshold".into()),
            _ => return Err(unknown_option("inline", k)),
        }
    }
    Ok(Box::new(p))
}

inventory::submit! {
    PassRegistration { argument: "inline", description: "Inline function calls", create }
}
