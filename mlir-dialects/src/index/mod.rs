//! The `index` dialect: arithmetic on `index` values.

use crate::spec::constraints::{AttrPrint, ANY_INTEGER, BOOL, I1, INDEX};
use crate::spec::verify::op_attr;
use crate::spec::{AttrConstraint, Hooks, OpSpec, SpecOp, Trait, TypeConstraint};
use mlir_ir::dialect::Dialect;
use mlir_ir::{AttrKind, Ir, OpId, TypeKind, Value};

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

/// `IndexAttr`.
static INDEX_ATTR: AttrConstraint = AttrConstraint {
    summary: "index attribute",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Integer { ty, .. } if matches!(c.type_kind(*ty), TypeKind::Index)),
    print: AttrPrint::WithoutType(|c| c.index_type()),
};

static INT_OR_INDEX: TypeConstraint =
    TypeConstraint { summary: "integer or index", check: |c, t| (ANY_INTEGER.check)(c, t) || (INDEX.check)(c, t) };

fn constant_name(ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    let Some(a) = op_attr(ir, op, "value") else { return };
    let Ok(v) = ir.result(op, 0) else { return };
    if let AttrKind::Integer { value, .. } = ctx.attr_kind(a) {
        if let Some(i) = value.to_i64() {
            set(v, &format!("idx{i}"));
        }
    }
}

fn bool_name(ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    let ctx = ir.ctx();
    let Some(a) = op_attr(ir, op, "value") else { return };
    let Ok(v) = ir.result(op, 0) else { return };
    if let AttrKind::Bool(b) = ctx.attr_kind(a) {
        set(v, if *b { "true" } else { "false" });
    }
}

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = Vec::new();
    for n in BINARY {
        let mut s = OpSpec::new(leak(format!("index.{n}")), "index binary operation")
            .operand("lhs", &INDEX)
            .operand("rhs", &INDEX)
            .result("result", &INDEX)
            .traits(&[Trait::Pure])
            .format("$lhs `,` $rhs attr-dict");
        if COMMUTATIVE.contains(n) {
            s = s.traits(&[Trait::Commutative]);
        }
        v.push(s);
    }
    v.push(
        OpSpec::new("index.bool.constant", "boolean constant")
            .attr("value", &BOOL)
            .result("result", &I1)
            .traits(&[Trait::ConstantLike, Trait::Pure])
            .format("attr-dict $value")
            .hooks(Hooks { result_names: Some(bool_name), ..Default::default() }),
    );
    for (n, summary) in [("casts", "index signed cast"), ("castu", "index unsigned cast")] {
        v.push(
            OpSpec::new(leak(format!("index.{n}")), summary)
                .operand("input", &INT_OR_INDEX)
                .result("output", &INT_OR_INDEX)
                .traits(&[Trait::Pure])
                .format("$input attr-dict `:` type($input) `to` type($output)"),
        );
    }
    v.push(
        OpSpec::new("index.constant", "index constant")
            .attr("value", &INDEX_ATTR)
            .result("result", &INDEX)
            .traits(&[Trait::ConstantLike, Trait::Pure])
            .format("attr-dict $value")
            .hooks(Hooks { result_names: Some(constant_name), ..Default::default() }),
    );
    v.push(
        OpSpec::new("index.sizeof", "size in bits of the index type")
            .result("result", &INDEX)
            .traits(&[Trait::Pure])
            .format("attr-dict"),
    );
    v
}

/// The `index` dialect.
pub fn dialect() -> Dialect {
    Dialect::new("index", specs().into_iter().map(SpecOp::arc).collect())
}
