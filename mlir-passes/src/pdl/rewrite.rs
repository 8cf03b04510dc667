//! Running a matched [`PdlPattern`]'s rewrite: creating ops before the
//! root, replacing and erasing matched ops, calling native rewrites.

use super::matcher::{result_group, Bindings};
use super::program::{Kind, OperationStep, PdlPattern, RewriteStep};
use super::{PdlError, PdlNatives, PdlValue};
use crate::greedy::ExternalOutcome;
use crate::manager::IrHost;
use mlir_ir::interfaces::InferTypeOpInterface;
use mlir_ir::ir::InsertPoint;
use mlir_ir::{Ir, Location, OpId, OperationState, Type, Value};

/// The bound value of `slot`, or an error naming what is missing.
fn get(env: &Bindings, slot: usize) -> Result<&PdlValue, PdlError> {
    env[slot].as_ref().ok_or_else(|| PdlError::Invalid("the rewrite uses a value the match did not bind".into()))
}

fn op_of(env: &Bindings, slot: usize) -> Result<OpId, PdlError> {
    match get(env, slot)? {
        PdlValue::Op(op) => Ok(*op),
        _ => Err(PdlError::Invalid("expected an operation".into())),
    }
}

/// The values of value and value-range slots, flattened.
fn values(env: &Bindings, slots: &[usize]) -> Result<Vec<Value>, PdlError> {
    let mut out = Vec::new();
    for s in slots {
        match get(env, *s)? {
            PdlValue::Value(v) => out.push(*v),
            PdlValue::Values(vs) => out.extend_from_slice(vs),
            _ => return Err(PdlError::Invalid("expected a value".into())),
        }
    }
    Ok(out)
}

/// The types of type and type-range slots, flattened.
fn types(env: &Bindings, slots: &[usize]) -> Result<Vec<Type>, PdlError> {
    let mut out = Vec::new();
    for s in slots {
        match get(env, *s)? {
            PdlValue::Type(t) => out.push(*t),
            PdlValue::Types(ts) => out.extend_from_slice(ts),
            _ => return Err(PdlError::Invalid("expected a type".into())),
        }
    }
    Ok(out)
}

impl PdlPattern {
    /// Matches the pattern at `root` and, if it matches, rewrites; whether
    /// it matched and rewrote (false too when a native rewrite function
    /// reported failure). What changed goes to `outcome`.
    pub fn apply(
        &self,
        host: &dyn IrHost,
        root: OpId,
        natives: &mut dyn PdlNatives,
        outcome: &mut ExternalOutcome,
    ) -> Result<bool, PdlError> {
        let Some(mut env) = self.find_match(host, root, natives)? else { return Ok(false) };
        // New ops get the fused location of every matched op, as upstream.
        let matched: Vec<OpId> = env
            .iter()
            .filter_map(|v| match v {
                Some(PdlValue::Op(op)) => Some(*op),
                _ => None,
            })
            .collect();
        let mut loc = None;
        host.with_ir(&mut |ir| {
            let locs: Vec<Location> = matched.iter().filter_map(|op| ir.op_loc(*op).ok()).collect();
            loc = Some(ir.ctx().fused_loc(&locs, None));
        });
        let loc = loc.expect("with_ir runs its closure");
        for step in &self.rewrites {
            if let RewriteStep::Native { name, args, results } = step {
                let args = args.iter().map(|a| get(&env, *a).cloned()).collect::<Result<Vec<_>, _>>()?;
                let Some(out) = natives.rewrite(name, &args, root)? else {
                    // The rewrite stops where the function failed and the
                    // pattern reports failure, as upstream's bytecode does
                    // (what earlier steps did stays, noted in `outcome`).
                    return Ok(false);
                };
                if out.len() != results.len() {
                    return Err(PdlError::Invalid(format!(
                        "native rewrite '{name}' returned {} values but {} are expected",
                        out.len(),
                        results.len()
                    )));
                }
                for (slot, v) in results.iter().zip(out) {
                    env[*slot] = Some(v);
                }
                continue;
            }
            let mut status = Ok(());
            host.with_ir(&mut |ir| status = self.run_step(ir, step, &mut env, root, loc, outcome));
            status?;
        }
        Ok(true)
    }

    /// Runs one non-native rewrite step.
    fn run_step(
        &self,
        ir: &mut Ir,
        step: &RewriteStep,
        env: &mut Bindings,
        root: OpId,
        loc: Location,
        outcome: &mut ExternalOutcome,
    ) -> Result<(), PdlError> {
        match step {
            RewriteStep::Operation(o) => {
                let op = create(ir, o, env, root, loc)?;
                outcome.touched.push(op);
                env[o.slot] = Some(PdlValue::Op(op));
            }
            RewriteStep::Attribute { slot, value } => env[*slot] = Some(PdlValue::Attr(*value)),
            RewriteStep::Type { slot, types } => {
                env[*slot] = Some(match self.kinds[*slot] {
                    Kind::Types => PdlValue::Types(types.clone()),
                    _ => PdlValue::Type(types[0]),
                })
            }
            RewriteStep::Result { slot, parent, index } => {
                let op = op_of(env, *parent)?;
                let group = match index {
                    None => Some(ir.results(op)?.collect()),
                    Some(i) => result_group(ir, op, *i)?,
                };
                let group = group.ok_or_else(|| PdlError::Invalid("result index out of range".into()))?;
                env[*slot] = Some(match self.kinds[*slot] {
                    Kind::Values => PdlValue::Values(group),
                    _ => PdlValue::Value(
                        *group.first().ok_or_else(|| PdlError::Invalid("result index out of range".into()))?,
                    ),
                });
            }
            RewriteStep::Replace { op, with_op, with_values, origin } => {
                let target = op_of(env, *op)?;
                let repl = match with_op {
                    Some(w) => ir.results(op_of(env, *w)?)?.collect(),
                    None => values(env, with_values)?,
                };
                let n = ir.num_results(target)?;
                if n != repl.len() {
                    return Err(PdlError::Invalid(format!(
                        "{origin}: the op has {n} results but {} replacement values were given",
                        repl.len()
                    )));
                }
                outcome.replace_op(ir, target, &repl)?;
            }
            RewriteStep::Erase { op } => outcome.erase_op(ir, op_of(env, *op)?)?,
            RewriteStep::Range { slot, args } => {
                let is_types = self.kinds[*slot] == Kind::Types;
                env[*slot] = Some(if is_types {
                    PdlValue::Types(types(env, args)?)
                } else {
                    PdlValue::Values(values(env, args)?)
                });
            }
            RewriteStep::Native { .. } => unreachable!("native steps run with the IR unlocked"),
        }
        Ok(())
    }
}

/// Creates the op `step` describes right before `root`; without result
/// types it infers them when the op can (`InferTypeOpInterface`).
fn create(ir: &mut Ir, step: &OperationStep, env: &Bindings, root: OpId, loc: Location) -> Result<OpId, PdlError> {
    let ctx = ir.ctx().clone();
    let name = step.name.as_deref().unwrap_or_default();
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = values(env, &step.operands)?;
    for (attr_name, slot) in &step.attrs {
        match get(env, *slot)? {
            PdlValue::Attr(a) => st.attributes.push((ctx.ident(attr_name), *a)),
            _ => return Err(PdlError::Invalid("expected an attribute".into())),
        }
    }
    st.result_types = types(env, &step.types)?;
    if step.types.is_empty() {
        let def = ctx.op_def(st.name).cloned();
        if let Some(infer) = def.as_ref().and_then(|d| d.interfaces().get::<dyn InferTypeOpInterface>()) {
            let operand_types = st.operands.iter().map(|v| ir.value_type(*v)).collect::<Result<Vec<_>, _>>()?;
            st.result_types = infer
                .infer_return_types(&ctx, &operand_types, &st.attributes)
                .ok_or_else(|| PdlError::Invalid(format!("'{name}' op failed to infer returned types")))?;
        }
    }
    let op = ir.create_op(st)?;
    ir.insert_op(op, InsertPoint::Before(root))?;
    Ok(op)
}
