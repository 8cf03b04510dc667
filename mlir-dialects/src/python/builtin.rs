//! Specs of the builtin dialect's ops for the Python generator only: the
//! ops themselves are defined in the core (`mlir-ir`), which parses, prints
//! and verifies them; these specs give `_builtin_ops_gen.py` the same
//! arguments and accessors upstream's has.

use crate::spec::constraints::{ANY, STRING, SYMBOL_NAME};
use crate::spec::{Arity, OpSpec, Trait};

/// `builtin.module` and `builtin.unrealized_conversion_cast`.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("builtin.module", "A top level container operation")
            .optional_attr("sym_name", &SYMBOL_NAME)
            .optional_attr("sym_visibility", &STRING)
            .region("bodyRegion")
            .traits(&[Trait::IsolatedFromAbove, Trait::NoTerminator, Trait::Symbol]),
        OpSpec::new("builtin.unrealized_conversion_cast", "An unrealized conversion from one set of types to another")
            .operand_group("inputs", &ANY, Arity::Variadic)
            .result_group("outputs", &ANY, Arity::Variadic)
            .traits(&[Trait::Pure]),
    ]
}
