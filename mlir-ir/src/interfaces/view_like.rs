//! `ViewLikeOpInterface`: ops whose result is a view of (aliases) one of
//! their operands, so an alias analysis can follow a view to its source.

use crate::ir::{Ir, OpId, Value};

/// Upstream's `ViewLikeOpInterface`.
pub trait ViewLikeOpInterface: Send + Sync {
    /// `getViewSource`: the operand the result is a view of.
    fn view_source(&self, ir: &Ir, op: OpId) -> Option<Value>;
}

/// Follows views from `v` to the value they all view (upstream's
/// alias-analysis walk through `ViewLikeOpInterface`). A cycle of views,
/// possible in a graph region, ends the walk where it closes.
pub fn view_root(ir: &Ir, mut v: Value) -> Value {
    let mut seen = hashbrown::HashSet::new();
    while seen.insert(v) {
        let Value::OpResult { op, .. } = v else { return v };
        match super::op_interface::<dyn ViewLikeOpInterface>(ir, op).and_then(|i| i.view_source(ir, op)) {
            Some(src) => v = src,
            None => return v,
        }
    }
    v
}
