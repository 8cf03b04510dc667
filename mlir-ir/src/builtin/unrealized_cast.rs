//! `builtin.unrealized_conversion_cast`: a placeholder cast between type
//! systems during partial conversion.

use crate::ir::OpId;
use crate::ods::spec::constraints::ANY;
use crate::ods::spec::{Arity, Hooks, OpSpec, Trait};

/// `CastOpInterface`: a cast produces at least one value.
fn verify_cast(ir: &crate::Ir, op: OpId) -> Result<(), crate::Diagnostic> {
    if ir.num_results(op).unwrap_or(0) == 0 {
        return Err(crate::verifier::op_error_prefixed(ir, op, "expected at least one result for cast operation"));
    }
    Ok(())
}

/// The one definition of `builtin.unrealized_conversion_cast`.
pub fn spec() -> OpSpec {
    OpSpec::new("builtin.unrealized_conversion_cast", "An unrealized conversion from one set of types to another")
        .operand_group("inputs", &ANY, Arity::Variadic)
        .result_group("outputs", &ANY, Arity::Variadic)
        .traits(&[Trait::Pure])
        .format("($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict")
        .hooks(Hooks { verify: Some(verify_cast), ..Default::default() })
}
