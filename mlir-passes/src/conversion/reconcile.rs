//! `reconcile-unrealized-casts`: removes the `builtin.unrealized_conversion_cast`
//! bridges a sequence of partial conversions leaves behind once both sides
//! agree: a cast to the same types, a chain that returns to its start
//! (`A -> B -> A`), and casts nothing uses. Chains are shortened first, so
//! `A -> B -> C -> A` folds too; a cast that still bridges different types
//! between live code stays (upstream's `ReconcileUnrealizedCasts`).

use crate::pass::{Pass, PassResult};
use crate::registry::{unknown_option, PassRegistration};
use mlir_ir::{Ir, OpId, Type, Value};

/// The cast op's name.
const CAST: &str = "builtin.unrealized_conversion_cast";

/// The `reconcile-unrealized-casts` pass.
#[derive(Default, Clone)]
pub struct ReconcileUnrealizedCasts;

/// Whether `op` is a cast.
fn is_cast(ir: &Ir, op: OpId) -> bool {
    ir.op_name(op).is_ok_and(|n| ir.ctx().op_name_str(n) == CAST)
}

fn types(ir: &Ir, vs: &[Value]) -> Vec<Type> {
    vs.iter().filter_map(|v| ir.value_type(*v).ok()).collect()
}

/// The cast whose results are exactly `inputs`, in order.
fn producing_cast(ir: &Ir, inputs: &[Value]) -> Option<OpId> {
    let Some(Value::OpResult { op, .. }) = inputs.first().copied() else { return None };
    if !is_cast(ir, op) {
        return None;
    }
    let results: Vec<Value> = ir.results(op).ok()?.collect();
    (results == inputs).then_some(op)
}

/// One simplification of `cast`; whether it changed anything.
fn simplify(ir: &mut Ir, cast: OpId) -> bool {
    let (Ok(ins), Ok(outs)) = (ir.operands(cast), ir.results(cast)) else { return false };
    let (ins, outs): (Vec<Value>, Vec<Value>) = (ins.collect(), outs.collect());
    if outs.iter().all(|v| !ir.value_has_uses(*v).unwrap_or(true)) {
        let _ = ir.erase_op(cast);
        return true;
    }
    let out_types = types(ir, &outs);
    if types(ir, &ins) == out_types {
        return ir.replace_all_op_uses_with(cast, &ins).is_ok() && ir.erase_op(cast).is_ok();
    }
    if let Some(prev) = producing_cast(ir, &ins) {
        let Ok(prev_ins) = ir.operands(prev) else { return false };
        let prev_ins: Vec<Value> = prev_ins.collect();
        if types(ir, &prev_ins) == out_types {
            return ir.replace_all_op_uses_with(cast, &prev_ins).is_ok() && ir.erase_op(cast).is_ok();
        }
        return ir.set_operands(cast, &prev_ins).is_ok();
    }
    false
}

/// Reconciles the casts under `root`.
pub fn reconcile_unrealized_casts(ir: &mut Ir, root: OpId) {
    let casts: Vec<OpId> = ir.collect_ops(root).into_iter().filter(|o| is_cast(ir, *o)).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &c in &casts {
            if ir.op_is_live(c) && simplify(ir, c) {
                changed = true;
            }
        }
    }
}

impl Pass for ReconcileUnrealizedCasts {
    fn argument(&self) -> &str {
        "reconcile-unrealized-casts"
    }

    fn name(&self) -> &str {
        "ReconcileUnrealizedCastsPass"
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        reconcile_unrealized_casts(ir, op);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn create(options: &[(String, String)]) -> Result<Box<dyn Pass>, String> {
    if let Some((k, _)) = options.first() {
        return Err(unknown_option("reconcile-unrealized-casts", k));
    }
    Ok(Box::new(ReconcileUnrealizedCasts))
}

inventory::submit! {
    PassRegistration {
        argument: "reconcile-unrealized-casts",
        description: "Simplify and eliminate unrealized conversion casts",
        create,
    }
}
