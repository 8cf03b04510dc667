//! The `index` dialect: arithmetic on `index` values.

use crate::spec::constraints::{AttrPrint, ANY_INTEGER, BOOL, I1, INDEX};
use crate::spec::{AttrConstraint, Hooks, OpSpec, SharedDefinitions, SpecOp, Trait, TypeConstraint};
use mlir_ir::attributes::AttrParam;
use mlir_ir::dialect::{Dialect, DialectAttrHooks};
use mlir_ir::ods::view::Checked;
use mlir_ir::parser::{OpAsmParser, ParseResult};
use mlir_ir::{AttrKind, Attribute, Context, DialectAttr, Ir, OpId, TypeKind, Value};
use std::sync::Arc;

mod cmp_of_min_max;
mod cmp_of_sub;
mod fold;
mod reassociate;
mod sizeof_range;
#[cfg(feature = "llvm")]
pub mod to_llvm;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

const PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// `#index<cmp_predicate KIND>`.
fn predicate_attr(ctx: &Context, value: i64) -> Attribute {
    ctx.get_attr(AttrKind::Dialect(DialectAttr {
        dialect: ctx.ident("index"),
        mnemonic: "cmp_predicate".into(),
        params: [AttrParam::Int(value)].into(),
    }))
}

fn predicate_keyword(ctx: &Context, a: Attribute) -> Option<&'static str> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) => match d.params.first() {
            Some(AttrParam::Int(v)) => PREDICATES.get(*v as usize).copied(),
            _ => None,
        },
        _ => None,
    }
}

fn parse_predicate(p: &mut OpAsmParser<'_, '_, '_>) -> ParseResult<Attribute> {
    let at = p.current_offset();
    let kw = p.parse_optional_any_keyword().unwrap_or("");
    match PREDICATES.iter().position(|k| *k == kw) {
        Some(i) => Ok(predicate_attr(p.ctx(), i as i64)),
        None => Err(p.error_at_raw(
            at,
            format!("expected one of [{}] for index comparison predicate kind", PREDICATES.join(", ")),
        )),
    }
}

/// Prints ` KIND`: the attribute's own printer starts with a space.
fn print_predicate(ctx: &Context, a: Attribute, out: &mut String) {
    out.push(' ');
    out.push_str(predicate_keyword(ctx, a).unwrap_or(""));
}

static PREDICATE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "IndexCmpPredicateAttr",
    summary: "index comparison predicate kind",
    check: |c, a| predicate_keyword(c, a).is_some(),
    print: AttrPrint::Stripped { parse: parse_predicate, print: print_predicate },
};

struct IndexAttrs;

impl DialectAttrHooks for IndexAttrs {
    fn parse_attribute(&self, ctx: &Context, body: &str) -> Result<Attribute, String> {
        if let Some(rest) = body.strip_prefix("cmp_predicate") {
            let kw = rest.trim();
            return PREDICATES.iter().position(|k| *k == kw).map(|i| predicate_attr(ctx, i as i64)).ok_or_else(|| {
                format!("expected one of [{}] for index comparison predicate kind", PREDICATES.join(", "))
            });
        }
        let mnemonic: String = body.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        Err(format!("unknown attribute `{mnemonic}` in dialect `index`"))
    }

    fn print_attribute(&self, ctx: &Context, attr: &DialectAttr, out: &mut String) {
        let a = ctx.get_attr(AttrKind::Dialect(attr.clone()));
        out.push_str("cmp_predicate");
        print_predicate(ctx, a, out);
    }
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

const BINARY: &[&str] = &[
    "add",
    "and",
    "ceildivs",
    "ceildivu",
    "divs",
    "divu",
    "floordivs",
    "maxs",
    "maxu",
    "mins",
    "minu",
    "mul",
    "or",
    "rems",
    "remu",
    "shl",
    "shrs",
    "shru",
    "sub",
    "xor",
];
const COMMUTATIVE: &[&str] = &["add", "and", "maxs", "maxu", "mins", "minu", "mul", "or", "xor"];
/// The divisions and remainders, which upstream 22 never runs
/// speculatively (LICM leaves them in their loop).
const DIVISIONS: &[&str] = &["ceildivs", "ceildivu", "divs", "divu", "floordivs", "rems", "remu"];

/// `IndexAttr`.
pub(crate) static INDEX_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "IndexAttr",
    summary: "index attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if matches!(c.type_kind(*ty), TypeKind::Index)),
    print: AttrPrint::WithoutType(|c| c.index_type()),
};

static INT_OR_INDEX: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "integer or index",
    check: |c, t| (ANY_INTEGER.check)(c, t) || (INDEX.check)(c, t),
};

fn constant_name(ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    let Some(c) = ConstantOp::new(ir, op) else { return };
    let (Some(a), v) = (c.value(ir).checked(), c.result(ir).checked()) else { return };
    if let AttrKind::Integer { value, .. } = ctx.attr_kind(a) {
        if let Some(i) = value.to_i64() {
            set(v, &format!("idx{i}"));
        }
    }
}

fn bool_name(ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    let Some(c) = BoolConstantOp::new(ir, op) else { return };
    let (Some(a), v) = (c.value(ir).checked(), c.result(ir).checked()) else { return };
    if let AttrKind::Bool(b) = ctx.attr_kind(a) {
        set(v, if *b { "true" } else { "false" });
    }
}

/// `CastOpInterface::areCastCompatible`: one side `index`, the other an
/// integer.
fn verify_cast(ir: &Ir, op: OpId) -> Result<(), mlir_ir::Diagnostic> {
    let ctx = ir.ctx();
    let (Ok(v), Ok(r)) = (ir.operand(op, 0), ir.result(op, 0)) else {
        return Ok(());
    };
    let (Ok(from), Ok(to)) = (ir.value_type(v), ir.value_type(r)) else {
        return Ok(());
    };
    let is_index = |t| matches!(ctx.type_kind(t), TypeKind::Index);
    let is_int = |t| matches!(ctx.type_kind(t), TypeKind::Integer { .. });
    if (is_index(from) && is_int(to)) || (is_int(from) && is_index(to)) {
        return Ok(());
    }
    let (f, t) = (mlir_ir::printer::type_to_string(ctx, from), mlir_ir::printer::type_to_string(ctx, to));
    Err(mlir_ir::verifier::op_error_prefixed(
        ir,
        op,
        format!("operand type '{f}' and result type '{t}' are cast incompatible"),
    ))
}

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = Vec::new();
    for n in BINARY {
        let mut s = OpSpec::new(leak(format!("index.{n}")), "index binary operation")
            .operand("lhs", &INDEX)
            .operand("rhs", &INDEX)
            .result("result", &INDEX)
            .infer(crate::spec::infer::index)
            .traits(&[Trait::Pure])
            .format("$lhs `,` $rhs attr-dict")
            .folder(fold::fold_binary);
        s.patterns = reassociate::patterns_of(n);
        if COMMUTATIVE.contains(n) {
            s = s.traits(&[Trait::Commutative]);
        }
        if DIVISIONS.contains(n) {
            s = s.interface(crate::division_speculation::NeverSpeculatable::arc());
        }
        v.push(s);
    }
    v.push(
        OpSpec::new("index.bool.constant", "boolean constant")
            .attr("value", &BOOL)
            .result("result", &I1)
            .infer(crate::spec::infer::i1)
            .traits(&[Trait::ConstantLike, Trait::Pure])
            .format("attr-dict $value")
            .hooks(Hooks { result_names: Some(bool_name), ..Default::default() }),
    );
    let casts: [(&str, &str, crate::spec::FoldFn); 2] =
        [("casts", "index signed cast", fold::fold_casts), ("castu", "index unsigned cast", fold::fold_castu)];
    for (n, summary, folder) in casts {
        v.push(
            OpSpec::new(leak(format!("index.{n}")), summary)
                .operand("input", &INT_OR_INDEX)
                .result("output", &INT_OR_INDEX)
                .traits(&[Trait::Pure])
                .folder(folder)
                .format("$input attr-dict `:` type($input) `to` type($output)")
                .hooks(Hooks { verify: Some(verify_cast), ..Default::default() }),
        );
    }
    let mut cmp = OpSpec::new("index.cmp", "index compare")
        .attr("pred", &PREDICATE_ATTR)
        .operand("lhs", &INDEX)
        .operand("rhs", &INDEX)
        .result("result", &I1)
        .infer(crate::spec::infer::i1)
        .traits(&[Trait::Pure])
        .format("`` $pred `(` $lhs `,` $rhs `)` attr-dict")
        .folder(fold::fold_cmp);
    cmp.patterns = Some(cmp_of_sub::patterns);
    v.push(cmp);
    v.push(
        OpSpec::new("index.constant", "index constant")
            .attr("value", &INDEX_ATTR)
            .result("result", &INDEX)
            .infer(crate::spec::infer::index)
            .traits(&[Trait::ConstantLike, Trait::Pure])
            .format("attr-dict $value")
            .hooks(Hooks { result_names: Some(constant_name), ..Default::default() }),
    );
    v.push(
        OpSpec::new("index.sizeof", "size in bits of the index type")
            .result("result", &INDEX)
            .infer(crate::spec::infer::index)
            .traits(&[Trait::Pure])
            .interface(sizeof_range::SizeofRange::arc())
            .format("attr-dict"),
    );
    v
}

/// The `index` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("index", SpecOp::shared(&DEFINITIONS, specs));
    d.attr_hooks = Some(Arc::new(IndexAttrs));
    d.materialize_constant = Some(materialize_constant);
    d
}

/// `index.bool.constant` for a bool, `index.constant` for an index integer
/// (upstream's `IndexDialect::materializeConstant`).
fn materialize_constant(
    ctx: &Context,
    value: Attribute,
    ty: mlir_ir::Type,
    loc: mlir_ir::Location,
) -> Option<mlir_ir::OperationState> {
    let name = match ctx.attr_kind(value) {
        AttrKind::Bool(_) => "index.bool.constant",
        AttrKind::Integer { ty: t, .. } if *t == ty && matches!(ctx.type_kind(ty), TypeKind::Index) => "index.constant",
        _ => return None,
    };
    let mut st = mlir_ir::OperationState::new(ctx.op_name(name), loc);
    st.attributes.push((ctx.ident("value"), value));
    st.result_types.push(ty);
    Some(st)
}
