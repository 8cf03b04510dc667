//! `pdl.pattern` ops compiled into the program `mlir-passes` interprets
//! ([`PdlPattern`]): every PDL value of the pattern becomes a slot, every
//! op a matcher or rewrite step over slots. This is the one place that
//! knows what each `pdl` op means to a pattern; the dialect registers it
//! as the linked PDL compiler (the `inventory::submit!` in [`super`]), so
//! the interpreter names no `pdl` op.

use super::types::{Handle, PdlType};
use super::{
    ApplyNativeConstraintOp, ApplyNativeRewriteOp, AttributeOp, EraseOp, OperandOp, OperandsOp, OperationOp, PatternOp,
    RangeOp, ReplaceOp, ResultOp, ResultsOp, RewriteOp, TypeOp, TypesOp,
};
use crate::spec::verify::{dense_i32, op_attr as attr};
use hashbrown::HashMap;
use mlir_ir::ods::view::Checked;
use mlir_ir::{AttrKind, Attribute, Ir, OpId, Type, Value};
use mlir_passes::pdl::{Kind, MatchStep, OperationStep, PdlError, PdlPattern, RewriteStep, Slot};

/// Every `pdl.pattern` op nested in `module`, compiled.
pub fn compile_patterns(ir: &Ir, module: OpId) -> Result<Vec<PdlPattern>, PdlError> {
    let mut out = Vec::new();
    for op in ir.subtree_ops(module)? {
        if op_name(ir, op)? == "pdl.pattern" {
            out.push(compile_pattern(ir, op)?);
        }
    }
    Ok(out)
}

fn invalid(msg: impl Into<String>) -> PdlError {
    PdlError::Invalid(msg.into())
}

fn op_name(ir: &Ir, op: OpId) -> Result<&str, PdlError> {
    Ok(ir.ctx().op_name_str(ir.op_name(op)?))
}

/// The text of a string attribute.
fn string_of(ir: &Ir, a: Option<Attribute>) -> Option<String> {
    match ir.ctx().attr_kind(a?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The value of an integer attribute.
fn int_of(ir: &Ir, a: Option<Attribute>) -> Option<i64> {
    match ir.ctx().attr_kind(a?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// Whether a unit or boolean flag attribute is set to true.
fn is_true(ir: &Ir, a: Option<Attribute>) -> bool {
    a.is_some_and(|a| matches!(ir.ctx().attr_kind(a), AttrKind::Bool(true)))
}

/// The types held by a type attribute or an array of them.
fn types_of(ir: &Ir, a: Attribute) -> Option<Vec<Type>> {
    let ctx = ir.ctx();
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(vec![*t]),
        AttrKind::Array(items) => items
            .iter()
            .map(|i| match ctx.attr_kind(*i) {
                AttrKind::Type(t) => Some(*t),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The view of `op`, or the error saying why it has none: the compiler
/// reads PDL that need not have been verified (a module built op by op),
/// so an op that does not fit its definition is reported, not read.
fn fit<V>(ir: &Ir, op: OpId, view: Option<V>) -> Result<V, PdlError> {
    view.ok_or_else(|| check_misfit(ir, op))
}

/// Why `op` does not fit its definition, for [`fit`]: its operand
/// segments first, as the compiler has always reported them (negative,
/// past the operands, or not the three groups of a `pdl.operation`), a
/// pattern without a body, else the op by name.
fn check_misfit(ir: &Ir, op: OpId) -> PdlError {
    let name = match op_name(ir, op) {
        Ok(name) => name,
        Err(e) => return e,
    };
    let total = match ir.num_operands(op) {
        Ok(n) => n,
        Err(e) => return e.into(),
    };
    let sizes = attr(ir, op, "operandSegmentSizes").and_then(|a| dense_i32(ir.ctx(), a));
    let mut start = 0usize;
    for n in sizes.iter().flatten() {
        let Ok(n) = usize::try_from(*n) else { return invalid("negative operand segment size") };
        start += n;
        if start > total {
            return invalid("operand segments exceed the operands");
        }
    }
    if name == OperationOp::NAME && sizes.map_or(total, |s| s.len()) != 3 {
        return invalid("pdl.operation needs three operand segments");
    }
    if name == PatternOp::NAME && ir.regions(op).is_ok_and(|r| r.is_empty()) {
        return invalid("pdl.pattern has no body");
    }
    invalid(format!("{name} does not fit its definition"))
}

/// Slots of the PDL values of one pattern.
struct Slots<'a> {
    ir: &'a Ir,
    of: HashMap<Value, Slot>,
    kinds: Vec<Kind>,
}

impl Slots<'_> {
    /// A new slot for `v`, its kind read from its PDL type.
    fn define(&mut self, v: Value) -> Result<Slot, PdlError> {
        let ctx = self.ir.ctx();
        let ty = self.ir.value_type(v)?;
        let kind = match PdlType::of(ctx, ty) {
            Some(PdlType::Single(Handle::Operation)) => Kind::Op,
            Some(PdlType::Single(Handle::Value)) => Kind::Value,
            Some(PdlType::Range(Handle::Value)) => Kind::Values,
            Some(PdlType::Single(Handle::Attribute)) => Kind::Attr,
            Some(PdlType::Single(Handle::Type)) => Kind::Type,
            Some(PdlType::Range(Handle::Type)) => Kind::Types,
            // Ranges of ops or of attributes: the interpreter has no
            // kind of slot for them.
            _ => {
                let text = mlir_ir::printer::type_to_string(ctx, ty);
                return Err(invalid(format!("unsupported PDL value type {text}")));
            }
        };
        self.kinds.push(kind);
        let slot = self.kinds.len() - 1;
        self.of.insert(v, slot);
        Ok(slot)
    }

    /// New slots for `vs`, in order.
    fn define_all(&mut self, vs: Vec<Value>) -> Result<Vec<Slot>, PdlError> {
        vs.into_iter().map(|v| self.define(v)).collect()
    }

    fn get(&self, v: Value) -> Result<Slot, PdlError> {
        self.of.get(&v).copied().ok_or_else(|| invalid("a PDL value is used outside the pattern that defines it"))
    }

    fn all(&self, vs: &[Value]) -> Result<Vec<Slot>, PdlError> {
        vs.iter().map(|v| self.get(*v)).collect()
    }

    /// The slot of an optional operand, if present.
    fn optional(&self, v: Option<Value>) -> Result<Option<Slot>, PdlError> {
        v.map(|v| self.get(v)).transpose()
    }

    /// A `pdl.operation`'s parts.
    fn operation(&mut self, op: OpId) -> Result<OperationStep, PdlError> {
        let ir = self.ir;
        let view = fit(ir, op, OperationOp::new(ir, op))?;
        let ctx = ir.ctx();
        let names: Vec<String> = match view.attribute_value_names(ir).checked().map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items
                .iter()
                .map(|i| match ctx.attr_kind(*i) {
                    AttrKind::String { value, .. } => Ok(String::from_utf8_lossy(value).into_owned()),
                    _ => Err(invalid("attributeValueNames must hold strings")),
                })
                .collect::<Result<_, _>>()?,
            _ => Vec::new(),
        };
        let values = view.attribute_values(ir).checked();
        if names.len() != values.len() {
            return Err(invalid("pdl.operation has a different number of attribute names and values"));
        }
        let attrs = names.into_iter().zip(self.all(&values)?).collect();
        Ok(OperationStep {
            slot: self.define(view.op_(ir).checked())?,
            name: string_of(ir, view.op_name(ir).checked()),
            operands: self.all(&view.operand_values(ir).checked())?,
            attrs,
            types: self.all(&view.type_values(ir).checked())?,
        })
    }

    /// A `pdl.type`'s or `pdl.types`' slot and constant types attribute.
    fn type_op(&mut self, op: OpId) -> Result<(Slot, Option<Attribute>), PdlError> {
        let ir = self.ir;
        let (result, constant) = if op_name(ir, op)? == TypeOp::NAME {
            let view = fit(ir, op, TypeOp::new(ir, op))?;
            (view.result(ir).checked(), view.constant_type(ir).checked())
        } else {
            let view = fit(ir, op, TypesOp::new(ir, op))?;
            (view.result(ir).checked(), view.constant_types(ir).checked())
        };
        Ok((self.define(result)?, constant))
    }

    /// A `pdl.result`'s or `pdl.results`' parent slot, index and slot.
    fn result_op(&mut self, op: OpId) -> Result<(Slot, Option<usize>, Slot), PdlError> {
        let ir = self.ir;
        let (parent, index, val) = if op_name(ir, op)? == ResultOp::NAME {
            let view = fit(ir, op, ResultOp::new(ir, op))?;
            (view.parent(ir).checked(), view.index(ir).checked(), view.val(ir).checked())
        } else {
            let view = fit(ir, op, ResultsOp::new(ir, op))?;
            (view.parent(ir).checked(), view.index(ir).checked(), view.val(ir).checked())
        };
        Ok((self.get(parent)?, int_of(ir, index).map(|i| i as usize), self.define(val)?))
    }
}

fn compile_pattern(ir: &Ir, pattern: OpId) -> Result<PdlPattern, PdlError> {
    let view = fit(ir, pattern, PatternOp::new(ir, pattern))?;
    let name = string_of(ir, view.sym_name(ir).checked()).unwrap_or_default();
    let benefit = int_of(ir, view.benefit(ir).checked()).unwrap_or(0).clamp(0, u16::MAX as i64) as u16;
    let body =
        ir.region_first_block(view.body_region(ir).checked())?.ok_or_else(|| invalid("pdl.pattern has no body"))?;
    let mut slots = Slots { ir, of: HashMap::new(), kinds: Vec::new() };
    let mut matchers = Vec::new();
    let mut rewrite_op = None;
    for op in ir.block_ops(body)?.collect::<Vec<_>>() {
        let step = match op_name(ir, op)? {
            "pdl.rewrite" => {
                rewrite_op = Some(op);
                continue;
            }
            "pdl.type" | "pdl.types" => {
                let (slot, constant) = slots.type_op(op)?;
                let constant =
                    constant.map(|a| types_of(ir, a).ok_or_else(|| invalid("bad constant type"))).transpose()?;
                MatchStep::Type { slot, constant }
            }
            "pdl.attribute" => {
                let view = fit(ir, op, AttributeOp::new(ir, op))?;
                MatchStep::Attribute {
                    value_type: slots.optional(view.value_type(ir).checked())?,
                    constant: view.value(ir).checked(),
                    slot: slots.define(view.attr(ir).checked())?,
                }
            }
            "pdl.operand" => {
                let view = fit(ir, op, OperandOp::new(ir, op))?;
                let value_type = slots.optional(view.value_type(ir).checked())?;
                MatchStep::Operand { value_type, slot: slots.define(view.value(ir).checked())? }
            }
            "pdl.operands" => {
                let view = fit(ir, op, OperandsOp::new(ir, op))?;
                let value_type = slots.optional(view.value_type(ir).checked())?;
                MatchStep::Operand { value_type, slot: slots.define(view.value(ir).checked())? }
            }
            "pdl.operation" => MatchStep::Operation(slots.operation(op)?),
            "pdl.result" | "pdl.results" => {
                let (parent, index, slot) = slots.result_op(op)?;
                MatchStep::Result { parent, index, slot }
            }
            "pdl.apply_native_constraint" => {
                let view = fit(ir, op, ApplyNativeConstraintOp::new(ir, op))?;
                MatchStep::Constraint {
                    name: string_of(ir, view.name(ir).checked()).unwrap_or_default(),
                    args: slots.all(&view.args(ir).checked())?,
                    results: slots.define_all(view.results(ir).checked())?,
                    negated: is_true(ir, view.is_negated(ir).checked()),
                }
            }
            other => return Err(invalid(format!("unexpected '{other}' in a pdl.pattern"))),
        };
        matchers.push(step);
    }
    let rewrite_op = rewrite_op.ok_or_else(|| invalid("pdl.pattern has no pdl.rewrite"))?;
    let rewrite = fit(ir, rewrite_op, RewriteOp::new(ir, rewrite_op))?;
    let root = match rewrite.root(ir).checked() {
        Some(v) => slots.get(v)?,
        None => pick_root(&matchers).ok_or_else(|| invalid("pdl.pattern has no operation to match"))?,
    };
    let mut rewrites = Vec::new();
    if let Some(native) = string_of(ir, rewrite.name(ir).checked()) {
        let mut args = vec![root];
        args.extend(slots.all(&rewrite.external_args(ir).checked())?);
        rewrites.push(RewriteStep::Native { name: native, args, results: Vec::new() });
    }
    if let Some(block) = ir.region_first_block(rewrite.body_region(ir).checked())? {
        for op in ir.block_ops(block)?.collect::<Vec<_>>() {
            rewrites.push(rewrite_step(&mut slots, op)?);
        }
    }
    PdlPattern::new(name, benefit, root, slots.kinds, matchers, rewrites)
}

/// The root when `pdl.rewrite` names none: the first matched op whose
/// results no other matched op uses.
fn pick_root(matchers: &[MatchStep]) -> Option<Slot> {
    let used_as_operand: Vec<Slot> = matchers
        .iter()
        .filter_map(|m| match m {
            MatchStep::Operation(o) => Some(o.operands.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    let producers: Vec<Slot> = matchers
        .iter()
        .filter_map(|m| match m {
            MatchStep::Result { slot, parent, .. } if used_as_operand.contains(slot) => Some(*parent),
            _ => None,
        })
        .collect();
    matchers.iter().find_map(|m| match m {
        MatchStep::Operation(o) if !producers.contains(&o.slot) => Some(o.slot),
        _ => None,
    })
}

fn rewrite_step(slots: &mut Slots<'_>, op: OpId) -> Result<RewriteStep, PdlError> {
    let ir = slots.ir;
    Ok(match op_name(ir, op)? {
        "pdl.operation" => {
            let step = slots.operation(op)?;
            if step.name.is_none() {
                return Err(invalid("a pdl.operation in a rewrite must name its op"));
            }
            RewriteStep::Operation(step)
        }
        "pdl.attribute" => {
            let view = fit(ir, op, AttributeOp::new(ir, op))?;
            let value =
                view.value(ir).checked().ok_or_else(|| invalid("a pdl.attribute in a rewrite needs a value"))?;
            RewriteStep::Attribute { slot: slots.define(view.attr(ir).checked())?, value }
        }
        "pdl.type" | "pdl.types" => {
            let (slot, constant) = slots.type_op(op)?;
            let types = constant
                .and_then(|a| types_of(ir, a))
                .ok_or_else(|| invalid("a pdl.type in a rewrite needs a constant type"))?;
            RewriteStep::Type { slot, types }
        }
        "pdl.result" | "pdl.results" => {
            let (parent, index, slot) = slots.result_op(op)?;
            RewriteStep::Result { parent, index, slot }
        }
        "pdl.replace" => {
            let view = fit(ir, op, ReplaceOp::new(ir, op))?;
            RewriteStep::Replace {
                origin: op_name(ir, op)?.to_string(),
                op: slots.get(view.op_value(ir).checked())?,
                with_op: slots.optional(view.repl_operation(ir).checked())?,
                with_values: slots.all(&view.repl_values(ir).checked())?,
            }
        }
        "pdl.erase" => {
            let view = fit(ir, op, EraseOp::new(ir, op))?;
            RewriteStep::Erase { op: slots.get(view.op_value(ir).checked())? }
        }
        "pdl.apply_native_rewrite" => {
            let view = fit(ir, op, ApplyNativeRewriteOp::new(ir, op))?;
            RewriteStep::Native {
                name: string_of(ir, view.name(ir).checked()).unwrap_or_default(),
                args: slots.all(&view.args(ir).checked())?,
                results: slots.define_all(view.results(ir).checked())?,
            }
        }
        "pdl.range" => {
            let view = fit(ir, op, RangeOp::new(ir, op))?;
            RewriteStep::Range {
                args: slots.all(&view.arguments(ir).checked())?,
                slot: slots.define(view.result(ir).checked())?,
            }
        }
        other => return Err(invalid(format!("unexpected '{other}' in a pdl.rewrite"))),
    })
}
