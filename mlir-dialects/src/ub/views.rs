//! Typed views of the `ub` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `ub.poison`: Poisoned constant operation.
    PoisonOp = "ub.poison";
    operands(sizes = None) {
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        value = "value",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `ub.unreachable`: Unreachable operation.
    UnreachableOp = "ub.unreachable";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}
