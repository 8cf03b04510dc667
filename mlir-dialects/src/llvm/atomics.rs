//! The `llvm` atomic ops: `llvm.atomicrmw`, `llvm.cmpxchg` and
//! `llvm.fence`, with upstream's formats, verifiers and builder shapes
//! (what `memref.atomic_rmw` and `generic_atomic_rmw` lower to).

use super::metadata::{ACCESS_GROUPS, ALIAS_SCOPES, ATOMIC_ORDERING, ATOMIC_ORDERING_ATTR, TBAA_TAGS};
use super::types::{inner_text, parse_inner};
use crate::spec::constraints::{TypeConstraint, ANY, I64_ATTR, STRING, UNIT};
use crate::spec::verify::op_attr;
use crate::spec::{AttrConstraint, AttrPrint, EnumDef, Hooks, OpSpec, Trait};
use mlir_ir::ods::view::Checked;
use mlir_ir::verifier::op_error_prefixed;
use mlir_ir::{Context, Diagnostic, Ir, OpId, Type, TypeKind};

/// `AtomicBinOp`.
pub static ATOMIC_BIN_OP: EnumDef = EnumDef {
    name: "AtomicBinOp",
    width: 64,
    cases: &[
        ("xchg", 0),
        ("add", 1),
        ("sub", 2),
        ("_and", 3),
        ("nand", 4),
        ("_or", 5),
        ("_xor", 6),
        ("max", 7),
        ("min", 8),
        ("umax", 9),
        ("umin", 10),
        ("fadd", 11),
        ("fsub", 12),
        ("fmax", 13),
        ("fmin", 14),
        ("uinc_wrap", 15),
        ("udec_wrap", 16),
        ("usub_cond", 17),
        ("usub_sat", 18),
        ("fmaximum", 19),
        ("fminimum", 20),
    ],
};

static ATOMIC_BIN_OP_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "AtomicBinOpAttr",
    summary: "llvm.atomicrmw binary operations",
    check: |c, a| ATOMIC_BIN_OP.attr_value(c, a).is_some(),
    print: AttrPrint::Enum(&ATOMIC_BIN_OP),
};

/// What `llvm.cmpxchg` compares: a signless integer or a pointer.
static CMPXCHG_VALUE: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "signless integer or LLVM pointer type",
    check: |c, t| {
        matches!(c.type_kind(t), TypeKind::Integer { signedness: mlir_ir::types::Signedness::Signless, .. })
            || super::types::is_pointer(c, t)
    },
};

fn same_type(_: &Context, t: Type) -> Type {
    t
}

/// `!llvm.struct<(T, i1)>`: `llvm.cmpxchg`'s result for a value of type `T`.
fn cmpxchg_result(ctx: &Context, value: Type) -> Type {
    parse_inner(ctx, &format!("struct<({}, i1)>", inner_text(ctx, value))).unwrap_or(value)
}

/// The atomic ops' specs.
pub fn specs() -> Vec<OpSpec> {
    let rmw = OpSpec::new("llvm.atomicrmw", "Atomic read-modify-write.")
        .attr("bin_op", &ATOMIC_BIN_OP_ATTR)
        .operand("ptr", &super::types::POINTER)
        .operand("val", &ANY)
        .attr("ordering", &ATOMIC_ORDERING_ATTR)
        .optional_attr("syncscope", &STRING)
        .optional_attr("alignment", &I64_ATTR)
        .optional_attr("volatile_", &UNIT);
    let cmpxchg = OpSpec::new("llvm.cmpxchg", "Atomic compare and exchange.")
        .operand("ptr", &super::types::POINTER)
        .operand("cmp", &CMPXCHG_VALUE)
        .operand("val", &CMPXCHG_VALUE)
        .attr("success_ordering", &ATOMIC_ORDERING_ATTR)
        .attr("failure_ordering", &ATOMIC_ORDERING_ATTR)
        .optional_attr("syncscope", &STRING)
        .optional_attr("alignment", &I64_ATTR)
        .optional_attr("weak", &UNIT)
        .optional_attr("volatile_", &UNIT);
    vec![
        with_access_metadata(rmw)
            .result("res", &ANY)
            .infer(crate::spec::infer::second_operand)
            .traits(&[
                Trait::MemRead,
                Trait::MemWrite,
                Trait::TypesMatchWith { summary: "result #0 and operand #1 have the same type", from: "val", to: "res", transform: same_type },
            ])
            .format(
                "(`volatile` $volatile_^)? $bin_op $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` qualified(type($ptr)) `,` type($val)",
            )
            .hooks(Hooks { verify: Some(verify_atomicrmw), ..Default::default() }),
        with_access_metadata(cmpxchg)
            .result("res", &ANY)
            .infer(|ctx, ops, _| Some(vec![cmpxchg_result(ctx, *ops.get(2)?)]))
            .traits(&[
                Trait::MemRead,
                Trait::MemWrite,
                Trait::TypesMatchWith { summary: "operand #1 and operand #2 have the same type", from: "val", to: "cmp", transform: same_type },
                Trait::TypesMatchWith { summary: "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool", from: "val", to: "res", transform: cmpxchg_result },
            ])
            .format(
                "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering attr-dict `:` qualified(type($ptr)) `,` type($val)",
            )
            .hooks(Hooks { verify: Some(verify_cmpxchg), ..Default::default() }),
        OpSpec::new("llvm.fence", "Memory fence.")
            .attr("ordering", &ATOMIC_ORDERING_ATTR)
            .optional_attr("syncscope", &STRING)
            .format("(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict")
            .hooks(Hooks { verify: Some(verify_fence), ..Default::default() }),
    ]
}

/// The alias-analysis metadata attributes of memory accesses.
fn with_access_metadata(s: OpSpec) -> OpSpec {
    s.optional_attr("access_groups", &ACCESS_GROUPS)
        .optional_attr("alias_scopes", &ALIAS_SCOPES)
        .optional_attr("noalias_scopes", &ALIAS_SCOPES)
        .optional_attr("tbaa", &TBAA_TAGS)
}

fn ordering(ir: &Ir, op: OpId, name: &str) -> i64 {
    op_attr(ir, op, name).and_then(|a| ATOMIC_ORDERING.attr_value(ir.ctx(), a)).unwrap_or(0)
}

const MONOTONIC: i64 = 2;
const RELEASE: i64 = 5;
const ACQ_REL: i64 = 6;

fn is_float(ctx: &Context, t: Type) -> bool {
    ctx.type_kind(t).is_float()
}

/// Integers of 8, 16, 32 or 64 bits.
fn is_atomic_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { width: 8 | 16 | 32 | 64, .. })
}

/// `AtomicRMWOp::verify`.
fn verify_atomicrmw(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    // Run after the invariants, so the op fits its definition.
    let Some(rmw) = super::AtomicRMWOp::new(ir, op) else { return Ok(()) };
    let Ok(t) = ir.value_type(rmw.val(ir).checked()) else { return Ok(()) };
    let bin_op = op_attr(ir, op, "bin_op").and_then(|a| ATOMIC_BIN_OP.attr_value(ctx, a)).unwrap_or(0);
    let float_op = matches!(bin_op, 11..=14 | 19 | 20);
    if float_op {
        if let TypeKind::Vector { element, scalable, .. } = ctx.type_kind(t) {
            if scalable.iter().any(|s| *s) {
                return Err(op_error_prefixed(ir, op, "expected LLVM IR fixed vector type"));
            }
            if !is_float(ctx, *element) {
                return Err(op_error_prefixed(ir, op, "expected LLVM IR floating point type for vector element"));
            }
        } else if !is_float(ctx, t) {
            return Err(op_error_prefixed(ir, op, "expected LLVM IR floating point type"));
        }
    } else if bin_op == 0 {
        let ok = super::types::is_pointer(ctx, t)
            || is_atomic_int(ctx, t)
            || matches!(ctx.type_kind(t).int_or_float_bit_width(), Some(16 | 32 | 64) if is_float(ctx, t));
        if !ok {
            return Err(op_error_prefixed(ir, op, "unexpected LLVM IR type for 'xchg' bin_op"));
        }
    } else if !is_atomic_int(ctx, t) {
        return Err(op_error_prefixed(ir, op, "expected LLVM IR integer type"));
    }
    if ordering(ir, op, "ordering") < MONOTONIC {
        return Err(op_error_prefixed(ir, op, "expected at least 'monotonic' ordering"));
    }
    Ok(())
}

/// `AtomicCmpXchgOp::verify`.
fn verify_cmpxchg(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let (success, failure) = (ordering(ir, op, "success_ordering"), ordering(ir, op, "failure_ordering"));
    if success < MONOTONIC || failure < MONOTONIC {
        return Err(op_error_prefixed(ir, op, "ordering must be at least 'monotonic'"));
    }
    if failure == RELEASE || failure == ACQ_REL {
        return Err(op_error_prefixed(ir, op, "failure ordering cannot be 'release' or 'acq_rel'"));
    }
    Ok(())
}

/// `FenceOp::verify`.
fn verify_fence(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    if ordering(ir, op, "ordering") <= MONOTONIC {
        return Err(op_error_prefixed(ir, op, "can be given only acquire, release, acq_rel, and seq_cst orderings"));
    }
    Ok(())
}
