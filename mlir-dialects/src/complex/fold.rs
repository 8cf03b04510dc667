//! Folders of the `complex` ops (upstream's `ComplexOps.cpp`): `re`/`im`
//! of a constant or of `create`; `create(re(z), im(z))` is `z`; inverse
//! pairs cancel (`neg(neg)`, `conj(conj)`, `log(exp)`, `exp(log)`,
//! `add(sub(a, b), b)`, `sub(add(a, b), b)`); adding or subtracting 0 and
//! multiplying or dividing by 1 give the operand. Folded constants are
//! `complex.constant` when they are `[re, im]` pairs, else `arith.constant`.

use crate::fold_utils::{apfloat_of, to_attr, to_value};
use mlir_ir::dialect::Folded;
use mlir_ir::ods::view::Checked;
use mlir_ir::{on_view, AttrKind, Attribute, Context, Ir, Location, OpId, OperationState, Type, TypeKind, Value};

/// The op defining `v`, if it is named `name`.
fn def_named(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    let Value::OpResult { op, .. } = v else { return None };
    ir.op_name(op).is_ok_and(|n| ir.ctx().op_name_str(n) == name).then_some(op)
}

/// The view of the op defining `v`, when it is a `V`.
fn def_view<V>(ir: &Ir, v: Value, new: fn(&Ir, OpId) -> Option<V>) -> Option<V> {
    let Value::OpResult { op, .. } = v else { return None };
    new(ir, op)
}

/// The one operand (`complex`) of a unary `complex` op.
fn unary_operand(ir: &Ir, op: OpId) -> Option<Value> {
    on_view!(
        ir,
        op,
        |v| v.complex(ir).checked(),
        [
            super::ConjOp,
            super::CosOp,
            super::ExpOp,
            super::Expm1Op,
            super::LogOp,
            super::Log1pOp,
            super::NegOp,
            super::RsqrtOp,
            super::SignOp,
            super::SinOp,
            super::SqrtOp,
            super::TanOp,
            super::TanhOp,
            super::AbsOp,
            super::AngleOp,
            super::ReOp,
            super::ImOp,
        ]
    )
}

/// `complex.re`: the real part of a constant or of `complex.create`.
pub(super) fn fold_re(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    fold_part(ir, op, c, 0)
}

/// `complex.im`: the imaginary part of a constant or of `complex.create`.
pub(super) fn fold_im(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    fold_part(ir, op, c, 1)
}

/// Part `i` (0 real, 1 imaginary) of a constant or of `complex.create`.
fn fold_part(ir: &Ir, op: OpId, c: &[Option<Attribute>], i: usize) -> Option<Folded> {
    let ctx = ir.ctx();
    if let Some(AttrKind::Array(parts)) = c.first().copied().flatten().map(|a| ctx.attr_kind(a)) {
        if parts.len() == 2 {
            return to_attr(Some(parts[i]));
        }
    }
    let create = def_view(ir, unary_operand(ir, op)?, super::CreateOp::new)?;
    to_value(if i == 0 { create.real(ir) } else { create.imaginary(ir) }.checked())
}

/// `create(re(z), im(z))` is `z`.
pub(super) fn fold_create(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    let create = super::CreateOp::new(ir, op)?;
    let re = def_view(ir, create.real(ir).checked(), super::ReOp::new)?;
    let im = def_view(ir, create.imaginary(ir).checked(), super::ImOp::new)?;
    let z = re.complex(ir).checked();
    (im.complex(ir).checked() == z).then_some(())?;
    to_value(z)
}

/// `f(f(a))` is `a` for `neg` and `conj`.
pub(super) fn fold_involution(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    let name = ir.ctx().op_name_str(ir.op_name(op).ok()?).to_string();
    let inner = def_named(ir, unary_operand(ir, op)?, &name)?;
    to_value(unary_operand(ir, inner)?)
}

/// `log(exp(a))` is `a`.
pub(super) fn fold_log(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    fold_inverse(ir, op, "complex.exp")
}

/// `exp(log(a))` is `a`.
pub(super) fn fold_exp(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    fold_inverse(ir, op, "complex.log")
}

/// `f(g(a))` is `a` when the operand is defined by `inverse` (`g`).
fn fold_inverse(ir: &Ir, op: OpId, inverse: &str) -> Option<Folded> {
    let inner = def_named(ir, unary_operand(ir, op)?, inverse)?;
    to_value(unary_operand(ir, inner)?)
}

/// The `[re, im]` of a `complex.constant` defining `v`.
fn constant_parts(ir: &Ir, v: Value) -> Option<(f64, bool, bool)> {
    let constant = def_view(ir, v, super::ConstantOp::new)?;
    let ctx = ir.ctx();
    let AttrKind::Array(parts) = ctx.attr_kind(constant.value(ir).checked()?) else { return None };
    let (re, im) = (apfloat_of(ctx, *parts.first()?)?, apfloat_of(ctx, *parts.get(1)?)?);
    Some((re.to_f64(), re.is_zero(), im.is_zero()))
}

/// `add`, `sub`, `mul`, `div`: inverse pairs cancel, and adding or
/// subtracting 0 or multiplying or dividing by 1 gives the operand.
pub(super) fn fold_binary(ir: &Ir, op: OpId, _c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let name = ctx.op_name_str(ir.op_name(op).ok()?);
    let (lhs, rhs) = on_view!(
        ir,
        op,
        |v| (v.lhs(ir).checked(), v.rhs(ir).checked()),
        [super::AddOp, super::SubOp, super::MulOp, super::DivOp]
    )?;
    match name {
        "complex.add" => {
            if let Some(sub) = def_view(ir, lhs, super::SubOp::new) {
                if sub.rhs(ir).checked() == rhs {
                    return to_value(sub.lhs(ir).checked());
                }
            }
            if let Some(sub) = def_view(ir, rhs, super::SubOp::new) {
                if sub.rhs(ir).checked() == lhs {
                    return to_value(sub.lhs(ir).checked());
                }
            }
        }
        "complex.sub" => {
            if let Some(add) = def_view(ir, lhs, super::AddOp::new) {
                if add.rhs(ir).checked() == rhs {
                    return to_value(add.lhs(ir).checked());
                }
            }
        }
        _ => {}
    }
    let (re, re_zero, im_zero) = constant_parts(ir, rhs)?;
    let identity = match name {
        "complex.add" | "complex.sub" => re_zero && im_zero,
        _ => re == 1.0 && im_zero,
    };
    identity.then(|| to_value(lhs)).flatten()
}

/// `complex.constant` for `[re, im]` pairs of a complex type, else
/// `arith.constant` (upstream's `ComplexDialect::materializeConstant`).
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    let is_pair = matches!(ctx.attr_kind(value), AttrKind::Array(v) if v.len() == 2);
    if is_pair && matches!(ctx.type_kind(ty), TypeKind::Complex(_)) {
        let mut st = OperationState::new(ctx.op_name("complex.constant"), loc);
        st.attributes.push((ctx.ident("value"), value));
        st.result_types.push(ty);
        return Some(st);
    }
    crate::arith::materialize_constant(ctx, value, ty, loc)
}
