//! The successor-operand check of `BranchOpInterface` for `cf` branches:
//! each successor gets exactly as many operands as its block has arguments,
//! of the same types.

use mlir_ir::attributes::AttrKind;
use mlir_ir::diagnostics::Diagnostic;
use mlir_ir::ir::{Ir, OpId, Value};
use mlir_ir::verifier::op_error_plain;

/// The operands forwarded to each successor, read from the op's operand
/// segments: `cf.br` forwards all operands; `cf.cond_br` its second and
/// third segments.
fn successor_operands(ir: &Ir, op: OpId) -> Vec<Vec<Value>> {
    let ctx = ir.ctx();
    let operands: Vec<Value> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
    let segments =
        ir.op_inherent_attr(op, ctx.ident("operandSegmentSizes")).ok().flatten().and_then(|a| match ctx.attr_kind(a) {
            AttrKind::DenseArray { raw, len, .. } => Some(
                (0..*len)
                    .map(|i| i32::from_le_bytes([raw[4 * i], raw[4 * i + 1], raw[4 * i + 2], raw[4 * i + 3]]) as usize)
                    .collect::<Vec<_>>(),
            ),
            _ => None,
        });
    match segments {
        None => vec![operands],
        Some(sizes) => {
            let mut out = Vec::new();
            let mut at = 0;
            for (i, n) in sizes.iter().enumerate() {
                let end = (at + n).min(operands.len());
                if i > 0 {
                    out.push(operands[at..end].to_vec());
                }
                at = end;
            }
            out
        }
    }
}

/// Verifies the operands passed to every successor of a branch.
pub fn verify_branch(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_successor_groups(ir, op, &successor_operands(ir, op))
}

/// Verifies that `groups[i]` matches the arguments of successor `i`.
pub fn verify_successor_groups(ir: &Ir, op: OpId, groups: &[Vec<Value>]) -> Result<(), Diagnostic> {
    for (succ, block) in ir.successors(op).map(|s| s.collect::<Vec<_>>()).unwrap_or_default().into_iter().enumerate() {
        let Some(ops) = groups.get(succ) else { continue };
        let nargs = ir.num_block_args(block).unwrap_or(0);
        if ops.len() != nargs {
            return Err(op_error_plain(
                ir,
                op,
                format!("branch has {} operands for successor #{succ}, but target block has {nargs}", ops.len()),
            ));
        }
        for (i, v) in ops.iter().enumerate() {
            let arg = ir.block_arg(block, i).ok();
            if ir.value_type(*v).ok() != arg.and_then(|a| ir.value_type(a).ok()) {
                return Err(op_error_plain(ir, op, format!("type mismatch for bb argument #{i} of successor #{succ}")));
            }
        }
    }
    Ok(())
}
