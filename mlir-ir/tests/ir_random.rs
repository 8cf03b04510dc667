//! Property tests with a deterministic generator (xorshift, fixed seeds):
//! random IR of unregistered ops with nested regions, blocks, block
//! arguments, successors and forward references prints generically to a
//! fixpoint through the parser; random mutation sequences keep every
//! storage invariant (checked by `check_invariants` after each step).

mod common;
use common::*;
use mlir_ir::ir::{InsertPoint, ValueMapping};
use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::{BlockId, Ir, OpId, Value};

/// xorshift64*: tiny, deterministic, good enough to shape test IR.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<T: Copy>(&mut self, v: &[T]) -> Option<T> {
        (!v.is_empty()).then(|| v[self.below(v.len())])
    }
}

/// Fills `block` (in a region whose blocks are `siblings`) with random
/// ops using values from `visible`; recursion depth bounded by `depth`.
fn fill_block(
    ir: &mut Ir,
    rng: &mut Rng,
    block: BlockId,
    siblings: &[BlockId],
    visible: &mut Vec<Value>,
    depth: usize,
) {
    let n = 1 + rng.below(4);
    for _ in 0..n {
        let operands: Vec<Value> = (0..rng.below(3)).filter_map(|_| rng.pick(visible)).collect();
        let mut regions = Vec::new();
        if depth > 0 && rng.chance(30) {
            for _ in 0..1 + rng.below(2) {
                regions.push(random_region(ir, rng, visible, depth - 1));
            }
        }
        let op = op_full(ir, &format!("t.op{}", rng.below(5)), &operands, rng.below(3), regions, &[]);
        if rng.chance(20) {
            let attr = ir.ctx().int_attr_i64(ir.ctx().i64_type(), rng.below(100) as i64);
            ir.set_op_attr(op, ir.ctx().ident("k"), Some(attr)).unwrap();
        }
        ir.insert_op(op, InsertPoint::BlockEnd(block)).unwrap();
        visible.extend(ir.results(op).unwrap());
    }
    // A terminator branching anywhere in the region (later blocks too).
    let succs: Vec<BlockId> = (0..rng.below(3)).filter_map(|_| rng.pick(siblings)).collect();
    let term = op_full(ir, "t.term", &[], 0, vec![], &succs);
    ir.insert_op(term, InsertPoint::BlockEnd(block)).unwrap();
}

fn random_region(ir: &mut Ir, rng: &mut Rng, outer: &[Value], depth: usize) -> mlir_ir::RegionId {
    let r = ir.create_region();
    let loc = ir.ctx().unknown_loc();
    let i64 = ir.ctx().i64_type();
    let blocks: Vec<BlockId> =
        (0..1 + rng.below(3)).map(|_| ir.create_block(&vec![(i64, loc); rng.below(3)])).collect();
    for &b in &blocks {
        ir.append_block(r, b).unwrap();
    }
    // Regions of unregistered ops order nothing within a block (upstream
    // relaxes only same-block order; across blocks dominance still holds),
    // so each block sees the outer values, its own arguments and all of
    // its own results: uses before definitions within the block.
    for &b in &blocks {
        let mut visible = outer.to_vec();
        visible.extend(ir.block_args(b).unwrap());
        fill_block(ir, rng, b, &blocks[1..], &mut visible, depth);
        let local: Vec<Value> = visible[outer.len()..].to_vec();
        for op in ir.block_ops(b).unwrap().collect::<Vec<_>>() {
            for i in 0..ir.num_operands(op).unwrap() {
                if rng.chance(25) {
                    if let Some(v) = rng.pick(&local) {
                        ir.set_operand(op, i, v).unwrap();
                    }
                }
            }
        }
    }
    r
}

fn random_module(ir: &mut Ir, seed: u64) -> OpId {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let r = random_region(ir, &mut rng, &[], 3);
    op_full(ir, "t.root", &[], 0, vec![r], &[])
}

fn generic(ir: &Ir, op: OpId) -> String {
    print_op(ir, op, &PrintFlags { generic: true, debug_info: true, ..Default::default() })
}

#[test]
fn random_ir_prints_to_a_fixpoint() {
    let ctx = ctx();
    for seed in 0..80 {
        let mut ir = Ir::new(&ctx);
        let root = random_module(&mut ir, seed);
        check_invariants(&ir, root);
        let text = generic(&ir, root);
        let mut ir2 = Ir::new(&ctx);
        let m = parse_source(&mut ir2, &text, "rt", &ParserConfig { verify_after_parse: false, ..Default::default() })
            .unwrap_or_else(|d| panic!("seed {seed}: {}\n{text}", d.message));
        check_invariants(&ir2, m);
        // The re-parsed root is wrapped in a module: print the root op.
        let root2 =
            ir2.block_first_op(ir2.region_first_block(ir2.regions(m).unwrap()[0]).unwrap().unwrap()).unwrap().unwrap();
        let text2 = generic(&ir2, root2);
        let mut ir3 = Ir::new(&ctx);
        let m3 =
            parse_source(&mut ir3, &text2, "rt", &ParserConfig { verify_after_parse: false, ..Default::default() })
                .unwrap();
        let root3 =
            ir3.block_first_op(ir3.region_first_block(ir3.regions(m3).unwrap()[0]).unwrap().unwrap()).unwrap().unwrap();
        assert_eq!(generic(&ir3, root3), text2, "seed {seed}: not a fixpoint");
        // Structure survives: same number of ops (+1 for the module).
        assert_eq!(ir2.collect_ops(m).len(), ir.collect_ops(root).len() + 1, "seed {seed}");
        // A clone prints like the original (modulo the root's location).
        let mut map = ValueMapping::default();
        let c = ir.clone_op(root, &mut map).unwrap();
        check_invariants(&ir, c);
        assert_eq!(generic(&ir, c), generic(&ir, root), "seed {seed}: clone differs");
    }
}

/// One random mutation; errors are fine (a refused erase must change
/// nothing), panics and broken invariants are not.
fn mutate(ir: &mut Ir, rng: &mut Rng, root: OpId) {
    let ops = ir.collect_ops(root);
    let ops: Vec<OpId> = ops.into_iter().skip(1).collect();
    let Some(op) = rng.pick(&ops) else { return };
    let mut values = Vec::new();
    let mut blocks = Vec::new();
    for &o in &ops {
        values.extend(ir.results(o).unwrap());
        for &r in ir.regions(o).unwrap() {
            for b in ir.region_blocks(r).unwrap().collect::<Vec<_>>() {
                values.extend(ir.block_args(b).unwrap());
                blocks.push(b);
            }
        }
    }
    let nops = ir.num_operands(op).unwrap();
    // Only the refusable mutations need the text to compare against.
    let snapshot = |ir: &Ir| generic(ir, root);
    match rng.below(12) {
        0 if nops > 0 => ir.set_operand(op, rng.below(nops), rng.pick(&values).unwrap()).unwrap(),
        1 if nops > 0 => ir.erase_operand(op, rng.below(nops)).unwrap(),
        2 => {
            let vs: Vec<Value> = (0..rng.below(3)).filter_map(|_| rng.pick(&values)).collect();
            ir.insert_operands(op, rng.below(nops + 1), &vs).unwrap()
        }
        3 => {
            let vs: Vec<Value> = (0..rng.below(4)).filter_map(|_| rng.pick(&values)).collect();
            ir.set_operands(op, &vs).unwrap()
        }
        4 => {
            if let (Some(a), Some(b)) = (rng.pick(&values), rng.pick(&values)) {
                ir.replace_all_uses_with(a, b).unwrap();
            }
        }
        5 => {
            if let (Some(a), Some(b)) = (rng.pick(&values), rng.pick(&values)) {
                let keep = rng.pick(&ops).unwrap();
                ir.replace_uses_except(a, b, &[keep]).unwrap();
            }
        }
        6 => {
            let before = snapshot(ir);
            if ir.erase_op(op).is_err() {
                assert_eq!(generic(ir, root), before, "refused erase changed the IR");
            }
        }
        7 => {
            let target = rng.pick(&ops).unwrap();
            let before = snapshot(ir);
            let at = if rng.chance(50) { InsertPoint::Before(target) } else { InsertPoint::After(target) };
            if ir.move_op(op, at).is_err() {
                assert_eq!(generic(ir, root), before, "refused move changed the IR");
            }
        }
        8 => {
            if let Some(b) = rng.pick(&blocks) {
                let loc = ir.ctx().unknown_loc();
                let i = rng.below(ir.num_block_args(b).unwrap() + 1);
                ir.insert_block_arg(b, i, ir.ctx().i64_type(), loc).unwrap();
            }
        }
        9 => {
            if let Some(b) = rng.pick(&blocks) {
                let n = ir.num_block_args(b).unwrap();
                let before = snapshot(ir);
                if n > 0 && ir.erase_block_arg(b, rng.below(n)).is_err() {
                    assert_eq!(generic(ir, root), before);
                }
            }
        }
        10 => {
            let ns = ir.num_successors(op).unwrap();
            let parent_region = ir.op_parent_block(op).unwrap().and_then(|b| ir.block_parent_region(b).unwrap());
            if let (true, Some(r)) = (ns > 0, parent_region) {
                let bs: Vec<_> = ir.region_blocks(r).unwrap().collect();
                let b = rng.pick(&bs).unwrap();
                ir.set_successor(op, rng.below(ns), b).unwrap();
            }
        }
        _ => {
            let mut map = ValueMapping::default();
            let c = ir.clone_op(op, &mut map).unwrap();
            ir.insert_op(c, InsertPoint::After(op)).unwrap();
        }
    }
}

#[test]
fn random_mutations_keep_invariants() {
    let ctx = ctx();
    for seed in 0..40 {
        let mut ir = Ir::new(&ctx);
        let root = random_module(&mut ir, 1000 + seed);
        let mut rng = Rng(seed * 7919 + 1);
        for step in 0..50 {
            mutate(&mut ir, &mut rng, root);
            // Invariants must hold after each step; a panic here names the
            // seed and step through the test output.
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_invariants(&ir, root)));
            assert!(r.is_ok(), "seed {seed} step {step}");
        }
        // Everything erases cleanly at the end and nothing leaks.
        ir.erase_op(root).unwrap();
        assert_eq!(ir.live_counts(), (0, 0, 0), "seed {seed}: leaked entities");
    }
}
