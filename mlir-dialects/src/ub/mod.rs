//! The `ub` dialect: `ub.poison` and the `#ub.poison` attribute.

// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
#[cfg(feature = "llvm")]
pub mod to_llvm;
mod views;
pub use views::*;

use crate::spec::constraints::{AttrPrint, ANY};
use crate::spec::{AttrConstraint, OpSpec, SharedDefinitions, SpecOp, Trait};
use mlir_ir::dialect::{Dialect, DialectAttrHooks};
use mlir_ir::{AttrKind, Attribute, Context, DialectAttr};
use std::sync::Arc;

/// `#ub.poison`.
pub fn poison_attr(ctx: &Context) -> Attribute {
    ctx.get_attr(AttrKind::Dialect(DialectAttr {
        dialect: ctx.ident("ub"),
        mnemonic: "poison".into(),
        params: [].into(),
    }))
}

static POISON_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "PoisonAttrInterface",
    summary: "PoisonAttrInterface instance",
    check: |c, a| matches!(c.attr_kind(a), AttrKind::Dialect(_)),
    print: AttrPrint::Full,
};

struct UbAttrs;

impl DialectAttrHooks for UbAttrs {
    fn parse_attribute(&self, ctx: &Context, body: &str) -> Result<Attribute, String> {
        if body.trim() == "poison" {
            return Ok(poison_attr(ctx));
        }
        let mnemonic: String = body.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        Err(format!("unknown attribute `{mnemonic}` in dialect `ub`"))
    }

    fn print_attribute(&self, _ctx: &Context, attr: &DialectAttr, out: &mut String) {
        out.push_str(&attr.mnemonic);
    }
}

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("ub.poison", "Poisoned constant operation.")
            .default_attr("value", &POISON_ATTR, poison_attr)
            .result("result", &ANY)
            .traits(&[Trait::ConstantLike, Trait::Pure])
            .folder(fold_poison)
            .format("attr-dict `:` type($result)"),
        OpSpec::new("ub.unreachable", "Unreachable operation.").traits(&[Trait::Terminator]).format("attr-dict"),
    ]
}

/// `PoisonOp::fold`: the op's poison attribute.
fn fold_poison(ir: &mlir_ir::Ir, op: mlir_ir::OpId, _: &[Option<Attribute>]) -> Option<mlir_ir::dialect::Folded> {
    use mlir_ir::ods::view::Checked;
    crate::fold_utils::to_attr(PoisonOp::new(ir, op)?.value(ir).checked())
}

/// The dialect's constant materializer: a poison attribute is a
/// `ub.poison` of the type.
fn materialize_constant(
    ctx: &Context,
    value: Attribute,
    ty: mlir_ir::Type,
    loc: mlir_ir::Location,
) -> Option<mlir_ir::OperationState> {
    if !(POISON_ATTR.check)(ctx, value) {
        return None;
    }
    let mut st = mlir_ir::OperationState::new(ctx.op_name("ub.poison"), loc);
    st.attributes.push((ctx.ident("value"), value));
    st.result_types.push(ty);
    Some(st)
}

/// The `ub` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("ub", SpecOp::shared(&DEFINITIONS, specs));
    d.attr_hooks = Some(Arc::new(UbAttrs));
    d.materialize_constant = Some(materialize_constant);
    d
}
