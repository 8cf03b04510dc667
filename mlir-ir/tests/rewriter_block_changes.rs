//! Block-level changes a pattern makes through the `PatternRewriter`:
//! moving blocks between regions, and erasing a block, which reports each
//! erased op to the listener (so the greedy driver drops them from its
//! worklist) before they go.

mod common;
use common::*;
use mlir_ir::rewrite::{PatternRewriter, RewriteListener};
use mlir_ir::{Ir, OpId};

/// Records the names of the ops reported erased.
#[derive(Default)]
struct Erasures(Vec<String>);

impl RewriteListener for Erasures {
    fn op_erasing(&mut self, ir: &Ir, op: OpId) {
        let name = ir.op_name(op).map(|n| ir.ctx().op_name_str(n).to_string()).unwrap_or_default();
        self.0.push(name);
    }
}

#[test]
fn erasing_a_block_reports_each_of_its_ops() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (_, b) = top(&mut ir, 0);
    let a = push(&mut ir, b, "t.a", &[], 1);
    let v = ir.result(a, 0).unwrap();
    push(&mut ir, b, "t.b", &[v], 0);
    let mut listener = Erasures::default();
    {
        let mut rw = PatternRewriter::new(&mut ir, &mut listener);
        rw.erase_block(b).unwrap();
        assert!(!rw.ir().op_is_live(a));
    }
    // Upstream's order: users before the values they use.
    assert_eq!(listener.0, vec!["t.b".to_string(), "t.a".to_string()]);
}

#[test]
fn blocks_move_between_regions_in_order() {
    let ctx = ctx();
    let mut ir = Ir::new(&ctx);
    let (_, b0) = top(&mut ir, 0);
    let from = ir.block_parent_region(b0).unwrap().unwrap();
    let b1 = ir.create_block(&[]);
    ir.append_block(from, b1).unwrap();
    let mut listener = Erasures::default();
    let mut rw = PatternRewriter::new(&mut ir, &mut listener);
    let to = rw.create_region();
    rw.move_region_blocks(from, to).unwrap();
    assert_eq!(rw.ir().region_blocks(to).unwrap().collect::<Vec<_>>(), vec![b0, b1]);
    assert_eq!(rw.ir().region_blocks(from).unwrap().count(), 0);
    let fresh = rw.create_block(&[]);
    rw.move_block(fresh, to, Some(b1)).unwrap();
    assert_eq!(rw.ir().region_blocks(to).unwrap().collect::<Vec<_>>(), vec![b0, fresh, b1]);
}
