//! Matching a [`PdlPattern`] at a root op: structural bindings first (under
//! one IR borrow), then the native constraints (with the IR unlocked).

use super::program::{Kind, MatchStep, OperationStep, PdlPattern, Slot};
use super::{PdlError, PdlNatives, PdlValue};
use crate::manager::IrHost;
use mlir_ir::{AttrKind, Attribute, Ir, OpId, Type, Value};

/// The bindings of a pattern's slots.
pub(super) type Bindings = Vec<Option<PdlValue>>;

/// Structural matches kept per root before the constraints run: enough
/// for any pattern whose upward search is not pathological.
const MAX_CANDIDATES: usize = 4096;

/// The inherent or discardable attribute `name` of `op`.
fn op_attr(ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    ir.op_attr_by_name(op, name)
}

/// The elements of an `array<i32: ...>` attribute (segment sizes).
fn dense_i32(ir: &Ir, a: Attribute) -> Option<Vec<i32>> {
    let ctx = ir.ctx();
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, raw, .. } if ctx.type_kind(*element).is_signless_int(32) => {
            Some(raw.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
        }
        _ => None,
    }
}

/// Binds `slot` to `v`: false if it is bound to something else.
pub(super) fn bind(env: &mut Bindings, slot: Slot, v: PdlValue, changed: &mut bool) -> bool {
    match &env[slot] {
        Some(old) => *old == v,
        None => {
            env[slot] = Some(v);
            *changed = true;
            true
        }
    }
}

/// Splits `items` over `slots` (single items or ranges by `kinds`), using
/// `segments` (the op's own segment sizes) when there is one per slot.
fn split<T: Copy>(items: &[T], slots: &[Slot], kinds: &[Kind], segments: Option<Vec<i32>>) -> Option<Vec<Vec<T>>> {
    let is_range = |s: &Slot| matches!(kinds[*s], Kind::Values | Kind::Types);
    let ranges = slots.iter().filter(|s| is_range(s)).count();
    let singles = slots.len() - ranges;
    let sizes: Vec<usize> = match segments {
        Some(seg) if ranges > 1 && seg.len() == slots.len() => seg.iter().map(|n| *n as usize).collect(),
        _ if ranges > 1 => return None,
        _ if ranges == 0 && items.len() != singles => return None,
        _ if items.len() < singles => return None,
        _ => slots.iter().map(|s| if is_range(s) { items.len() - singles } else { 1 }).collect(),
    };
    if sizes.iter().sum::<usize>() != items.len() {
        return None;
    }
    let mut out = Vec::with_capacity(slots.len());
    let mut start = 0;
    for (slot, n) in slots.iter().zip(sizes) {
        if !is_range(slot) && n != 1 {
            return None;
        }
        out.push(items[start..start + n].to_vec());
        start += n;
    }
    Some(out)
}

/// The value binding of one group for `slot`.
fn value_group(kind: Kind, group: Vec<Value>) -> PdlValue {
    match kind {
        Kind::Values => PdlValue::Values(group),
        _ => PdlValue::Value(group[0]),
    }
}

fn type_group(kind: Kind, group: Vec<Type>) -> PdlValue {
    match kind {
        Kind::Types => PdlValue::Types(group),
        _ => PdlValue::Type(group[0]),
    }
}

/// The results of `op` in group `index` (by `resultSegmentSizes` when it
/// has them, else result `index` alone).
pub(super) fn result_group(ir: &Ir, op: OpId, index: usize) -> Result<Option<Vec<Value>>, PdlError> {
    let results: Vec<Value> = ir.results(op)?.collect();
    if let Some(sizes) = op_attr(ir, op, "resultSegmentSizes").and_then(|a| dense_i32(ir, a)) {
        let start: usize = sizes.iter().take(index).map(|n| *n as usize).sum();
        let Some(n) = sizes.get(index) else { return Ok(None) };
        return Ok(results.get(start..start + *n as usize).map(<[Value]>::to_vec));
    }
    Ok(results.get(index).map(|v| vec![*v]))
}

impl PdlPattern {
    /// The bindings of the pattern rooted at `root`, if it matches.
    pub(super) fn find_match(
        &self,
        host: &dyn IrHost,
        root: OpId,
        natives: &mut dyn PdlNatives,
    ) -> Result<Option<Bindings>, PdlError> {
        let mut candidates = Vec::new();
        let mut status = Ok(());
        host.with_ir(&mut |ir| {
            let mut env: Bindings = vec![None; self.kinds.len()];
            env[self.root] = Some(PdlValue::Op(root));
            status = self.search(ir, env, &mut candidates);
        });
        status?;
        'candidates: for mut env in candidates {
            for step in &self.matchers {
                let MatchStep::Constraint { name, args, results, negated } = step else { continue };
                let values = args
                    .iter()
                    .map(|a| {
                        env[*a]
                            .clone()
                            .ok_or_else(|| PdlError::Invalid(format!("constraint '{name}' uses an unbound value")))
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                let held = natives.constraint(name, &values)?;
                match (held, *negated) {
                    (Some(_), true) | (None, false) => continue 'candidates,
                    (None, true) => {}
                    (Some(out), false) => {
                        let mut changed = false;
                        for (slot, v) in results.iter().zip(out) {
                            if !bind(&mut env, *slot, v, &mut changed) {
                                continue 'candidates;
                            }
                        }
                    }
                }
            }
            // Constraint results may feed structural checks: rerun them.
            let mut ok = Ok(false);
            host.with_ir(&mut |ir| ok = self.propagate(ir, &mut env));
            if ok? {
                return Ok(Some(env));
            }
        }
        Ok(None)
    }

    /// Completes `env` structurally, backtracking over the users of bound
    /// values for ops reached upwards; complete bindings go to `out`.
    fn search(&self, ir: &Ir, mut env: Bindings, out: &mut Vec<Bindings>) -> Result<(), PdlError> {
        if out.len() >= MAX_CANDIDATES || !self.propagate(ir, &mut env)? {
            return Ok(());
        }
        let unbound = self.matchers.iter().find_map(|m| match m {
            MatchStep::Operation(o) if env[o.slot].is_none() => Some(o),
            _ => None,
        });
        let Some(step) = unbound else {
            out.push(env);
            return Ok(());
        };
        for user in users_of_operands(ir, &env, step)? {
            let mut next = env.clone();
            next[step.slot] = Some(PdlValue::Op(user));
            self.search(ir, next, out)?;
        }
        Ok(())
    }

    /// Binds what the bound slots determine until nothing changes; false
    /// on a contradiction.
    fn propagate(&self, ir: &Ir, env: &mut Bindings) -> Result<bool, PdlError> {
        loop {
            let mut changed = false;
            for step in &self.matchers {
                if !self.propagate_step(ir, env, step, &mut changed)? {
                    return Ok(false);
                }
            }
            if !changed {
                return Ok(true);
            }
        }
    }

    fn propagate_step(&self, ir: &Ir, env: &mut Bindings, step: &MatchStep, ch: &mut bool) -> Result<bool, PdlError> {
        Ok(match step {
            MatchStep::Type { slot, constant: Some(types) } => {
                let v = type_group(self.kinds[*slot], types.clone());
                bind(env, *slot, v, ch)
            }
            MatchStep::Type { .. } | MatchStep::Constraint { .. } => true,
            MatchStep::Attribute { slot, value_type, constant } => {
                if let Some(c) = constant {
                    if !bind(env, *slot, PdlValue::Attr(*c), ch) {
                        return Ok(false);
                    }
                }
                match (&env[*slot], value_type) {
                    (Some(PdlValue::Attr(a)), Some(t)) => match ir.ctx().typed_attr_type(*a) {
                        Some(ty) => bind(env, *t, PdlValue::Type(ty), ch),
                        None => false,
                    },
                    _ => true,
                }
            }
            MatchStep::Operand { slot, value_type } => match (&env[*slot], value_type) {
                (Some(PdlValue::Value(v)), Some(t)) => {
                    let ty = ir.value_type(*v)?;
                    bind(env, *t, PdlValue::Type(ty), ch)
                }
                (Some(PdlValue::Values(vs)), Some(t)) => {
                    let tys = vs.iter().map(|v| ir.value_type(*v)).collect::<Result<Vec<_>, _>>()?;
                    bind(env, *t, PdlValue::Types(tys), ch)
                }
                _ => true,
            },
            MatchStep::Operation(o) => match env[o.slot] {
                Some(PdlValue::Op(op)) => self.check_operation(ir, env, o, op, ch)?,
                _ => true,
            },
            MatchStep::Result { slot, parent, index } => match (&env[*parent], &env[*slot]) {
                (Some(PdlValue::Op(op)), _) => {
                    let op = *op;
                    let group = match index {
                        None => Some(ir.results(op)?.collect()),
                        Some(i) => result_group(ir, op, *i)?,
                    };
                    match group {
                        Some(g) if self.kinds[*slot] == Kind::Values || g.len() == 1 => {
                            bind(env, *slot, value_group(self.kinds[*slot], g), ch)
                        }
                        _ => false,
                    }
                }
                (None, Some(bound)) => {
                    let first = match bound {
                        PdlValue::Value(v) => Some(*v),
                        PdlValue::Values(vs) => vs.first().copied(),
                        _ => None,
                    };
                    match first {
                        Some(Value::OpResult { op, .. }) => bind(env, *parent, PdlValue::Op(op), ch),
                        _ => false,
                    }
                }
                _ => true,
            },
        })
    }

    /// Checks bound op `op` against `step` and binds its operands,
    /// attributes and result types.
    fn check_operation(
        &self,
        ir: &Ir,
        env: &mut Bindings,
        step: &OperationStep,
        op: OpId,
        ch: &mut bool,
    ) -> Result<bool, PdlError> {
        if let Some(name) = &step.name {
            if ir.ctx().op_name_str(ir.op_name(op)?) != name {
                return Ok(false);
            }
        }
        let operands: Vec<Value> = ir.operands(op)?.collect();
        let segments = op_attr(ir, op, "operandSegmentSizes").and_then(|a| dense_i32(ir, a));
        let Some(groups) = split(&operands, &step.operands, &self.kinds, segments) else { return Ok(false) };
        for (slot, g) in step.operands.iter().zip(groups) {
            if !bind(env, *slot, value_group(self.kinds[*slot], g), ch) {
                return Ok(false);
            }
        }
        for (name, slot) in &step.attrs {
            let Some(a) = op_attr(ir, op, name) else { return Ok(false) };
            if !bind(env, *slot, PdlValue::Attr(a), ch) {
                return Ok(false);
            }
        }
        let types = ir.results(op)?.map(|r| ir.value_type(r)).collect::<Result<Vec<_>, _>>()?;
        let segments = op_attr(ir, op, "resultSegmentSizes").and_then(|a| dense_i32(ir, a));
        let Some(groups) = split(&types, &step.types, &self.kinds, segments) else { return Ok(false) };
        for (slot, g) in step.types.iter().zip(groups) {
            if !bind(env, *slot, type_group(self.kinds[*slot], g), ch) {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// The ops using the first bound operand of `step`: where an op matched
/// upwards from its operands may be.
fn users_of_operands(ir: &Ir, env: &Bindings, step: &OperationStep) -> Result<Vec<OpId>, PdlError> {
    let first = step.operands.iter().find_map(|s| match &env[*s] {
        Some(PdlValue::Value(v)) => Some(*v),
        Some(PdlValue::Values(vs)) => vs.first().copied(),
        _ => None,
    });
    let Some(v) = first else { return Ok(Vec::new()) };
    let mut users: Vec<OpId> = Vec::new();
    for u in ir.value_uses(v)? {
        if !users.contains(&u.op) {
            users.push(u.op);
        }
    }
    Ok(users)
}
