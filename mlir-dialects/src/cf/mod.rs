//! The `cf` dialect: unstructured control flow (`br`, `cond_br`,
//! `switch`, `assert`).

use crate::spec::constraints::{ANY, I1, STR_NO_TYPE};
use crate::spec::{Arity, Hooks, OpSpec, SpecOp, Trait};

mod branch;
use mlir_ir::dialect::Dialect;

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("cf.assert", "Assert operation with message attribute")
            .operand("arg", &I1)
            .attr("msg", &STR_NO_TYPE)
            .format("$arg `,` $msg attr-dict"),
        OpSpec::new("cf.br", "branch operation")
            .operand_group("destOperands", &ANY, Arity::Variadic)
            .successor("dest", false)
            .traits(&[Trait::Pure, Trait::Terminator])
            .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
            .hooks(Hooks { verify: Some(branch::verify_branch), ..Default::default() }),
        OpSpec::new("cf.cond_br", "conditional branch operation")
            .operand("condition", &I1)
            .operand_group("trueDestOperands", &ANY, Arity::Variadic)
            .operand_group("falseDestOperands", &ANY, Arity::Variadic)
            .successor("trueDest", false)
            .successor("falseDest", false)
            .traits(&[Trait::AttrSizedOperandSegments, Trait::Pure, Trait::Terminator])
            .format(
                "$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
            )
            .hooks(Hooks { verify: Some(branch::verify_branch), ..Default::default() }),
    ]
}

/// The `cf` dialect.
pub fn dialect() -> Dialect {
    Dialect::new("cf", specs().into_iter().map(SpecOp::arc).collect())
}
