//! The `cf` dialect: unstructured control flow (`br`, `cond_br`,
//! `switch`, `assert`).

use crate::branch_operands::BranchLayout;
use crate::spec::constraints::{AttrPrint, ANY, ANY_INTEGER, DENSE_I32_ARRAY, ELEMENTS, I1, STR_NO_TYPE};
use crate::spec::{Arity, AttrConstraint, Hooks, OpSpec, SharedDefinitions, SpecOp, Trait};

mod branch;
mod canonicalize;
mod replace_with_branch;
pub(crate) mod switch;
mod switch_canonicalize;
#[cfg(feature = "llvm")]
pub mod to_llvm;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

use mlir_ir::dialect::Dialect;
use mlir_ir::interfaces::BranchOpInterface;
use mlir_ir::parser::{Delimiter, OpAsmParser, ParseResult};
use mlir_ir::{AttrKind, Attribute, Context};
pub use replace_with_branch::replace_with_branch;
use std::sync::Arc;
pub use switch::i32_array;

/// `[1, 2, 3]` as a `DenseI32ArrayAttr` (a format's bare array).
pub(crate) fn parse_i32_list(p: &mut OpAsmParser<'_, '_, '_>) -> ParseResult<Attribute> {
    let mut v = Vec::new();
    p.comma_list(Delimiter::Square, "", |me| {
        v.push(me.parse_integer()? as i32);
        Ok(())
    })?;
    Ok(switch::i32_array(p.ctx(), &v))
}

fn print_i32_list(ctx: &Context, a: Attribute, out: &mut String) {
    out.push('[');
    if let AttrKind::DenseArray { raw, .. } = ctx.attr_kind(a) {
        let items: Vec<String> =
            raw.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]).to_string()).collect();
        out.push_str(&items.join(", "));
    }
    out.push(']');
}

/// `DenseI32ArrayAttr` as an ODS format prints it: `[1, 2]`.
pub static DENSE_I32_ARRAY_BODY: AttrConstraint = AttrConstraint {
    ods_name: "DenseI32ArrayAttr",
    summary: "i32 dense array attribute",
    check: DENSE_I32_ARRAY.check,
    print: AttrPrint::Stripped { parse: parse_i32_list, print: print_i32_list },
};

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("cf.assert", "Assert operation with message attribute")
            .operand("arg", &I1)
            .attr("msg", &STR_NO_TYPE)
            .format("$arg `,` $msg attr-dict")
            .canonicalize(canonicalize::assert_patterns),
        OpSpec::new("cf.br", "branch operation")
            .operand_group("destOperands", &ANY, Arity::Variadic)
            .successor("dest", false)
            .traits(&[Trait::Pure, Trait::Terminator])
            .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
            .hooks(Hooks { verify: Some(branch::verify_branch), ..Default::default() })
            .interface::<dyn BranchOpInterface>(Arc::new(BranchLayout::Br))
            .canonicalize(canonicalize::br_patterns),
        OpSpec::new("cf.cond_br", "conditional branch operation")
            .operand("condition", &I1)
            .operand_group("trueDestOperands", &ANY, Arity::Variadic)
            .operand_group("falseDestOperands", &ANY, Arity::Variadic)
            .optional_attr("branch_weights", &DENSE_I32_ARRAY_BODY)
            .successor("trueDest", false)
            .successor("falseDest", false)
            .traits(&[Trait::AttrSizedOperandSegments, Trait::Pure, Trait::Terminator])
            .format(
                "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
            )
            .hooks(Hooks { verify: Some(branch::verify_branch), ..Default::default() })
            .interface::<dyn BranchOpInterface>(Arc::new(BranchLayout::CondBr))
            .canonicalize(canonicalize::cond_br_patterns),
        OpSpec::new("cf.switch", "Switch operation")
            .operand("flag", &ANY_INTEGER)
            .operand_group("defaultOperands", &ANY, Arity::Variadic)
            .operand_group("caseOperands", &ANY, Arity::Variadic)
            .optional_attr("case_values", &ELEMENTS)
            .attr("case_operand_segments", &DENSE_I32_ARRAY)
            .successor("defaultDestination", false)
            .successor("caseDestinations", true)
            .traits(&[Trait::AttrSizedOperandSegments, Trait::Pure, Trait::Terminator])
            .hooks(Hooks {
                parse: Some(switch::parse_switch),
                print: Some(switch::print_switch),
                verify: Some(switch::verify_switch),
                ..Default::default()
            })
            .interface::<dyn BranchOpInterface>(Arc::new(BranchLayout::Switch))
            .canonicalize(switch_canonicalize::switch_patterns),
    ]
}

/// The `cf` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    Dialect::new("cf", SpecOp::shared(&DEFINITIONS, specs))
}
