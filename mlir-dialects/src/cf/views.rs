//! Typed views of the `cf` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `cf.assert`: Assert operation with message attribute.
    AssertOp = "cf.assert";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
    }
    attributes {
        msg = "msg",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `cf.br`: branch operation.
    BranchOp = "cf.br";
    operands(sizes = None) {
        dest_operands: Variadic 0 "destOperands",
    }
    results {
    }
    attributes {
    }
    regions {
    }
    successors {
        dest: one 0 "dest",
    }
}

mlir_ir::op_view! {
    /// `cf.cond_br`: conditional branch operation.
    CondBranchOp = "cf.cond_br";
    operands(sizes = Some("operandSegmentSizes")) {
        condition: Single 0 "condition",
        true_dest_operands: Variadic 1 "trueDestOperands",
        false_dest_operands: Variadic 2 "falseDestOperands",
    }
    results {
    }
    attributes {
        branch_weights = "branch_weights",
    }
    regions {
    }
    successors {
        true_dest: one 0 "trueDest",
        false_dest: one 1 "falseDest",
    }
}

mlir_ir::op_view! {
    /// `cf.switch`: Switch operation.
    SwitchOp = "cf.switch";
    operands(sizes = Some("operandSegmentSizes")) {
        flag: Single 0 "flag",
        default_operands: Variadic 1 "defaultOperands",
        case_operands: Variadic 2 "caseOperands",
    }
    results {
    }
    attributes {
        case_values = "case_values",
        case_operand_segments = "case_operand_segments",
    }
    regions {
    }
    successors {
        default_destination: one 0 "defaultDestination",
        case_destinations: variadic 1 "caseDestinations",
    }
}
