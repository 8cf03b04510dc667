//! `pdl.pattern` ops compiled into [`PdlPattern`]s: every PDL value of the
//! pattern becomes a slot, every op a matcher or rewrite step over slots.

use super::PdlError;
use hashbrown::HashMap;
use mlir_ir::{AttrKind, Attribute, Ir, OpId, Type, Value};

/// An index into a pattern's bindings.
pub(super) type Slot = usize;

/// What a slot holds, from its PDL type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    /// `!pdl.operation`.
    Op,
    /// `!pdl.value`.
    Value,
    /// `!pdl.range<value>`.
    Values,
    /// `!pdl.attribute`.
    Attr,
    /// `!pdl.type`.
    Type,
    /// `!pdl.range<type>`.
    Types,
}

/// One op of the matcher (the body of `pdl.pattern` before `pdl.rewrite`).
#[derive(Debug)]
pub(super) enum MatchStep {
    /// `pdl.type` / `pdl.types`, with the constant type(s) if any.
    Type { slot: Slot, constant: Option<Vec<Type>> },
    /// `pdl.attribute`, with its value type or constant value if any.
    Attribute { slot: Slot, value_type: Option<Slot>, constant: Option<Attribute> },
    /// `pdl.operand` / `pdl.operands`, with the type(s) if any.
    Operand { slot: Slot, value_type: Option<Slot> },
    /// `pdl.operation`.
    Operation(OperationStep),
    /// `pdl.result` (`index: Some`, single value) or `pdl.results`.
    Result { slot: Slot, parent: Slot, index: Option<usize> },
    /// `pdl.apply_native_constraint`.
    Constraint { name: String, args: Vec<Slot>, results: Vec<Slot>, negated: bool },
}

/// A `pdl.operation`: in a matcher, what the op must look like; in a
/// rewrite, what to create.
#[derive(Debug)]
pub(super) struct OperationStep {
    /// The slot of the op.
    pub slot: Slot,
    /// The op name, if given.
    pub name: Option<String>,
    /// Operand slots (values or ranges of values).
    pub operands: Vec<Slot>,
    /// Attribute names and slots.
    pub attrs: Vec<(String, Slot)>,
    /// Result type slots (types or ranges of types).
    pub types: Vec<Slot>,
}

/// One op of the `pdl.rewrite` body (or the rewrite's external function).
#[derive(Debug)]
pub(super) enum RewriteStep {
    /// `pdl.operation`: create an op before the root.
    Operation(OperationStep),
    /// `pdl.attribute = value`.
    Attribute { slot: Slot, value: Attribute },
    /// `pdl.type : T` / `pdl.types : [...]`.
    Type { slot: Slot, types: Vec<Type> },
    /// `pdl.result` / `pdl.results` of an op.
    Result { slot: Slot, parent: Slot, index: Option<usize> },
    /// `pdl.replace`.
    Replace { op: Slot, with_op: Option<Slot>, with_values: Vec<Slot> },
    /// `pdl.erase`.
    Erase { op: Slot },
    /// `pdl.apply_native_rewrite`, or `pdl.rewrite %root with "name"(...)`.
    Native { name: String, args: Vec<Slot>, results: Vec<Slot> },
    /// `pdl.range`.
    Range { slot: Slot, args: Vec<Slot> },
}

/// A compiled `pdl.pattern`.
#[derive(Debug)]
pub struct PdlPattern {
    name: String,
    benefit: u16,
    root_name: Option<String>,
    /// The slot of the root op.
    pub(super) root: Slot,
    /// The kind of each slot.
    pub(super) kinds: Vec<Kind>,
    /// The matcher, in the pattern's order.
    pub(super) matchers: Vec<MatchStep>,
    /// The rewrite, in the rewrite body's order.
    pub(super) rewrites: Vec<RewriteStep>,
}

impl PdlPattern {
    /// The pattern's symbol name (empty when it has none).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The pattern's benefit.
    pub fn benefit(&self) -> u16 {
        self.benefit
    }

    /// The name of the root op, when the pattern names it.
    pub fn root_name(&self) -> Option<&str> {
        self.root_name.as_deref()
    }
}

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

/// The inherent or discardable attribute `name` of `op`.
pub(super) fn attr(ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    ir.op_attr_by_name(op, name)
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
    let Some(sizes) = attr(ir, op, "operandSegmentSizes").and_then(|a| dense_i32(ir, a)) else {
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

/// The elements of an `array<i32: ...>` attribute.
pub(super) fn dense_i32(ir: &Ir, a: Attribute) -> Option<Vec<i32>> {
    let ctx = ir.ctx();
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, raw, .. } if ctx.type_kind(*element).is_signless_int(32) => {
            Some(raw.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
        }
        _ => None,
    }
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
        let ty = self.ir.value_type(v)?;
        let text = mlir_ir::printer::type_to_string(self.ir.ctx(), ty);
        let kind = match text.as_str() {
            "!pdl.operation" => Kind::Op,
            "!pdl.value" => Kind::Value,
            "!pdl.range<value>" => Kind::Values,
            "!pdl.attribute" => Kind::Attr,
            "!pdl.type" => Kind::Type,
            "!pdl.range<type>" => Kind::Types,
            _ => return Err(invalid(format!("unsupported PDL value type {text}"))),
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
    let root_name = matchers.iter().find_map(|m| match m {
        MatchStep::Operation(o) if o.slot == root => Some(o.name.clone()),
        _ => None,
    });
    Ok(PdlPattern { name, benefit, root_name: root_name.flatten(), root, kinds: slots.kinds, matchers, rewrites })
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
