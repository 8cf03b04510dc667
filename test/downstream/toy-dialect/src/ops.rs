//! The one definition of each `toy` op: operands, results, attributes,
//! regions, traits, assembly format, folder and interfaces, side by side.

use crate::interfaces::{Call, Loop, When};
use mlir_dialects::fold_utils::{int_attr, int_of, to_attr, to_value};
use mlir_dialects::spec::constraints::{
    ANY, FLAT_SYMBOL_REF, FUNCTION_TYPE_ATTR, I1, INDEX, SIGNLESS_INT_LIKE, STRING, SYMBOL_NAME, TYPED_ATTR,
};
use mlir_dialects::spec::{Arity, OpSpec, Trait};
use mlir_ir::dialect::Folded;
use mlir_ir::interfaces::{
    CallOpInterface, CallableOpInterface, FunctionBody, LoopLikeOpInterface, RegionBranchOpInterface, SymbolOpInterface,
};
use mlir_ir::{Attribute, Context, Identifier, Ir, Location, OpId, OperationState, Type};
use std::sync::Arc;

/// `toy.constant`'s result type is its value's.
fn constant_type(ctx: &Context, _operands: &[Type], attrs: &[(Identifier, Attribute)]) -> Option<Vec<Type>> {
    let value = attrs.iter().find(|(n, _)| ctx.ident_str(*n) == "value")?.1;
    Some(vec![ctx.typed_attr_type(value)?])
}

/// `toy.mul`: the product of two constants; `x * 1` is `x`.
fn fold_mul(ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let int = |i: usize| operands.get(i).copied().flatten().and_then(|a| int_of(ctx, a));
    match (int(0), int(1)) {
        (Some((ty, a)), Some((_, b))) => to_attr(int_attr(ctx, ty, &(a.to_bigint() * b.to_bigint()))),
        (_, Some((_, one))) if one.to_i64() == Some(1) => to_value(ir.operand(op, 0).ok()?),
        _ => None,
    }
}

/// Builds the `toy.constant` that folding a `toy` op produced.
pub(crate) fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    let (value_ty, _) = int_of(ctx, value)?;
    if value_ty != ty {
        return None;
    }
    let mut st = OperationState::new(ctx.op_name("toy.constant"), loc);
    st.attributes.push((ctx.ident("value"), value));
    st.result_types.push(ty);
    Some(st)
}

/// Every op of the dialect.
pub(crate) fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("toy.constant", "an integer constant")
            .attr("value", &TYPED_ATTR)
            .result("result", &ANY)
            .traits(&[Trait::ConstantLike, Trait::Pure])
            .infer(constant_type)
            .format("$value attr-dict"),
        OpSpec::new("toy.mul", "integer multiplication, folded")
            .operand("lhs", &SIGNLESS_INT_LIKE)
            .operand("rhs", &SIGNLESS_INT_LIKE)
            .result("result", &SIGNLESS_INT_LIKE)
            .traits(&[Trait::Pure, Trait::SameOperandsAndResultType])
            .folder(fold_mul)
            .format("$lhs `,` $rhs attr-dict `:` type($result)"),
        OpSpec::new("toy.print", "prints a value (writes memory)")
            .operand("input", &ANY)
            .traits(&[Trait::MemWrite])
            .format("$input attr-dict `:` type($input)"),
        OpSpec::new("toy.loop", "runs its body `count` times")
            .operand("count", &INDEX)
            .region("body")
            .traits(&[Trait::RecursiveMemoryEffects])
            .interface::<dyn LoopLikeOpInterface>(Arc::new(Loop))
            .interface::<dyn RegionBranchOpInterface>(Arc::new(Loop))
            .format("$count $body attr-dict"),
        OpSpec::new("toy.when", "runs its first region if the condition holds, else its second")
            .operand("condition", &I1)
            .result_group("results", &ANY, Arity::Variadic)
            .region("thenRegion")
            .region("elseRegion")
            .traits(&[Trait::RecursiveMemoryEffects])
            .interface::<dyn RegionBranchOpInterface>(Arc::new(When))
            .format("$condition `:` type($results) $thenRegion `else` $elseRegion attr-dict"),
        OpSpec::new("toy.yield", "ends a region of `toy.loop` or `toy.when`")
            .operand_group("results", &ANY, Arity::Variadic)
            .traits(&[Trait::Pure, Trait::ReturnLike, Trait::Terminator])
            .format("attr-dict ($results^ `:` type($results))?"),
        OpSpec::new("toy.func", "a function")
            .attr("sym_name", &SYMBOL_NAME)
            .attr("function_type", &FUNCTION_TYPE_ATTR)
            .optional_attr("sym_visibility", &STRING)
            .region("body")
            .traits(&[Trait::IsolatedFromAbove, Trait::Symbol])
            .interface::<dyn CallableOpInterface>(Arc::new(FunctionBody))
            .interface::<dyn SymbolOpInterface>(Arc::new(FunctionBody)),
        OpSpec::new("toy.call", "calls a `toy.func`")
            .attr("callee", &FLAT_SYMBOL_REF)
            .operand_group("operands", &ANY, Arity::Variadic)
            .result_group("results", &ANY, Arity::Variadic)
            .interface::<dyn CallOpInterface>(Arc::new(Call))
            .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)"),
        OpSpec::new("toy.return", "returns from a `toy.func`")
            .operand_group("operands", &ANY, Arity::Variadic)
            .traits(&[Trait::Pure, Trait::ReturnLike, Trait::Terminator, Trait::HasParent("toy.func")])
            .format("attr-dict ($operands^ `:` type($operands))?"),
    ]
}
