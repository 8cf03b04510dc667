//! `pdl.pattern` ops compiled into the program `mlir-passes` interprets
//! ([`PdlPattern`]): every PDL value of the pattern becomes a slot, every
//! op a matcher or rewrite step over slots. This is the one place that
//! knows what each `pdl` op means to a pattern; the dialect registers it
//! as the linked PDL compiler (the `inventory::submit!` in [`super`]), so
//! the interpreter names no `pdl` op.

use super::types::{Handle, PdlType};
use crate::spec::verify::{dense_i32, op_attr as attr};
use hashbrown::HashMap;
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

fn str_attr(ir: &Ir, op: OpId, name: &str) -> Option<String> {
    match ir.ctx().attr_kind(attr(ir, op, name)?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

fn int_attr(ir: &Ir, op: OpId, name: &str) -> Option<i64> {
    match ir.ctx().attr_kind(attr(ir, op, name)?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

fn bool_attr(ir: &Ir, op: OpId, name: &str) -> bool {
    attr(ir, op, name).is_some_and(|a| matches!(ir.ctx().attr_kind(a), AttrKind::Bool(true)))
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

/// The operands of `op` split by its `operandSegmentSizes` (one group
/// per entry), or one group per operand when it has none.
fn operand_groups(ir: &Ir, op: OpId) -> Result<Vec<Vec<Value>>, PdlError> {
    let operands: Vec<Value> = ir.operands(op)?.collect();
    let Some(sizes) = attr(ir, op, "operandSegmentSizes").and_then(|a| dense_i32(ir.ctx(), a)) else {
        return Ok(operands.into_iter().map(|v| vec![v]).collect());
    };
    let mut groups = Vec::with_capacity(sizes.len());
    let mut start = 0usize;
    for n in sizes {
        let end = start + usize::try_from(n).map_err(|_| invalid("negative operand segment size"))?;
        groups.push(operands.get(start..end).ok_or_else(|| invalid("operand segments exceed the operands"))?.to_vec());
        start = end;
    }
    Ok(groups)
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

    /// The slot of the result of `op`.
    fn result(&mut self, op: OpId) -> Result<Slot, PdlError> {
        let v = self.ir.result(op, 0)?;
        self.define(v)
    }

    /// The slots of every result of `op`.
    fn results(&mut self, op: OpId) -> Result<Vec<Slot>, PdlError> {
        let vals: Vec<Value> = self.ir.results(op)?.collect();
        vals.into_iter().map(|v| self.define(v)).collect()
    }

    fn get(&self, v: Value) -> Result<Slot, PdlError> {
        self.of.get(&v).copied().ok_or_else(|| invalid("a PDL value is used outside the pattern that defines it"))
    }

    fn all(&self, vs: &[Value]) -> Result<Vec<Slot>, PdlError> {
        vs.iter().map(|v| self.get(*v)).collect()
    }

    fn operands(&self, op: OpId) -> Result<Vec<Slot>, PdlError> {
        let vs: Vec<Value> = self.ir.operands(op)?.collect();
        self.all(&vs)
    }

    fn operand(&self, op: OpId, i: usize) -> Result<Slot, PdlError> {
        self.get(self.ir.operand(op, i)?)
    }

    /// The slot of `op`'s single optional operand, if present.
    fn optional(&self, op: OpId) -> Result<Option<Slot>, PdlError> {
        if self.ir.num_operands(op)? == 0 {
            Ok(None)
        } else {
            self.operand(op, 0).map(Some)
        }
    }

    /// A `pdl.operation`'s parts.
    fn operation(&mut self, op: OpId) -> Result<OperationStep, PdlError> {
        let ir = self.ir;
        let groups = operand_groups(ir, op)?;
        if groups.len() != 3 {
            return Err(invalid("pdl.operation needs three operand segments"));
        }
        let ctx = ir.ctx();
        let names: Vec<String> = match attr(ir, op, "attributeValueNames").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => items
                .iter()
                .map(|i| match ctx.attr_kind(*i) {
                    AttrKind::String { value, .. } => Ok(String::from_utf8_lossy(value).into_owned()),
                    _ => Err(invalid("attributeValueNames must hold strings")),
                })
                .collect::<Result<_, _>>()?,
            _ => Vec::new(),
        };
        if names.len() != groups[1].len() {
            return Err(invalid("pdl.operation has a different number of attribute names and values"));
        }
        let attrs = names.into_iter().zip(self.all(&groups[1])?).collect();
        Ok(OperationStep {
            slot: self.result(op)?,
            name: str_attr(ir, op, "opName"),
            operands: self.all(&groups[0])?,
            attrs,
            types: self.all(&groups[2])?,
        })
    }
}

fn compile_pattern(ir: &Ir, pattern: OpId) -> Result<PdlPattern, PdlError> {
    let name = str_attr(ir, pattern, "sym_name").unwrap_or_default();
    let benefit = int_attr(ir, pattern, "benefit").unwrap_or(0).clamp(0, u16::MAX as i64) as u16;
    let body = match ir.regions(pattern)?.first() {
        Some(r) => ir.region_first_block(*r)?,
        None => None,
    }
    .ok_or_else(|| invalid("pdl.pattern has no body"))?;
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
                let constant = attr(ir, op, "constantType")
                    .or_else(|| attr(ir, op, "constantTypes"))
                    .map(|a| types_of(ir, a).ok_or_else(|| invalid("bad constant type")))
                    .transpose()?;
                MatchStep::Type { slot: slots.result(op)?, constant }
            }
            "pdl.attribute" => MatchStep::Attribute {
                value_type: slots.optional(op)?,
                constant: attr(ir, op, "value"),
                slot: slots.result(op)?,
            },
            "pdl.operand" | "pdl.operands" => {
                MatchStep::Operand { value_type: slots.optional(op)?, slot: slots.result(op)? }
            }
            "pdl.operation" => MatchStep::Operation(slots.operation(op)?),
            "pdl.result" | "pdl.results" => MatchStep::Result {
                parent: slots.operand(op, 0)?,
                index: int_attr(ir, op, "index").map(|i| i as usize),
                slot: slots.result(op)?,
            },
            "pdl.apply_native_constraint" => MatchStep::Constraint {
                name: str_attr(ir, op, "name").unwrap_or_default(),
                args: slots.operands(op)?,
                results: slots.results(op)?,
                negated: bool_attr(ir, op, "isNegated"),
            },
            other => return Err(invalid(format!("unexpected '{other}' in a pdl.pattern"))),
        };
        matchers.push(step);
    }
    let rewrite_op = rewrite_op.ok_or_else(|| invalid("pdl.pattern has no pdl.rewrite"))?;
    let groups = operand_groups(ir, rewrite_op)?;
    let root = match groups.first().and_then(|g| g.first()) {
        Some(v) => slots.get(*v)?,
        None => pick_root(&matchers).ok_or_else(|| invalid("pdl.pattern has no operation to match"))?,
    };
    let mut rewrites = Vec::new();
    if let Some(native) = str_attr(ir, rewrite_op, "name") {
        let mut args = vec![root];
        args.extend(slots.all(groups.get(1).map(Vec::as_slice).unwrap_or(&[]))?);
        rewrites.push(RewriteStep::Native { name: native, args, results: Vec::new() });
    }
    if let Some(block) = match ir.regions(rewrite_op)?.first() {
        Some(r) => ir.region_first_block(*r)?,
        None => None,
    } {
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
            let value = attr(ir, op, "value").ok_or_else(|| invalid("a pdl.attribute in a rewrite needs a value"))?;
            RewriteStep::Attribute { slot: slots.result(op)?, value }
        }
        "pdl.type" | "pdl.types" => {
            let types = attr(ir, op, "constantType")
                .or_else(|| attr(ir, op, "constantTypes"))
                .and_then(|a| types_of(ir, a))
                .ok_or_else(|| invalid("a pdl.type in a rewrite needs a constant type"))?;
            RewriteStep::Type { slot: slots.result(op)?, types }
        }
        "pdl.result" | "pdl.results" => RewriteStep::Result {
            parent: slots.operand(op, 0)?,
            index: int_attr(ir, op, "index").map(|i| i as usize),
            slot: slots.result(op)?,
        },
        "pdl.replace" => {
            let groups = operand_groups(ir, op)?;
            let target = groups.first().and_then(|g| g.first()).ok_or_else(|| invalid("pdl.replace needs an op"))?;
            RewriteStep::Replace {
                origin: op_name(ir, op)?.to_string(),
                op: slots.get(*target)?,
                with_op: groups.get(1).and_then(|g| g.first()).map(|v| slots.get(*v)).transpose()?,
                with_values: slots.all(groups.get(2).map(Vec::as_slice).unwrap_or(&[]))?,
            }
        }
        "pdl.erase" => RewriteStep::Erase { op: slots.operand(op, 0)? },
        "pdl.apply_native_rewrite" => RewriteStep::Native {
            name: str_attr(ir, op, "name").unwrap_or_default(),
            args: slots.operands(op)?,
            results: slots.results(op)?,
        },
        "pdl.range" => RewriteStep::Range { args: slots.operands(op)?, slot: slots.result(op)? },
        other => return Err(invalid(format!("unexpected '{other}' in a pdl.rewrite"))),
    })
}
