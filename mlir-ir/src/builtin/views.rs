//! Typed views of the `builtin` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

crate::op_view! {
    /// `builtin.module`: A top level container operation.
    ModuleOp = "builtin.module";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        sym_name = "sym_name",
        sym_visibility = "sym_visibility",
    }
    regions {
        body_region: one 0 "bodyRegion",
    }
    successors {
    }
}

crate::op_view! {
    /// `builtin.unrealized_conversion_cast`: An unrealized conversion from one set of types to another.
    UnrealizedConversionCastOp = "builtin.unrealized_conversion_cast";
    operands(sizes = None) {
        inputs: Variadic 0 "inputs",
    }
    results {
        outputs: Variadic 0 "outputs",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}
