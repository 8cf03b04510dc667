//! Typed views of the `scf` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `scf.condition`: loop continuation condition.
    ConditionOp = "scf.condition";
    operands(sizes = None) {
        condition: Single 0 "condition",
        args: Variadic 1 "args",
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

mlir_ir::op_view! {
    /// `scf.execute_region`: operation that executes its region exactly once.
    ExecuteRegionOp = "scf.execute_region";
    operands(sizes = None) {
    }
    results {
        result: Variadic 0 "result",
    }
    attributes {
        no_inline = "no_inline",
    }
    regions {
        region: one 0 "region",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `scf.for`: for operation.
    ForOp = "scf.for";
    operands(sizes = None) {
        lower_bound: Single 0 "lowerBound",
        upper_bound: Single 1 "upperBound",
        step: Single 2 "step",
        init_args: Variadic 3 "initArgs",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
        unsigned_cmp = "unsignedCmp",
    }
    regions {
        region: one 0 "region",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `scf.forall`: evaluate a block multiple times in parallel.
    ForallOp = "scf.forall";
    operands(sizes = Some("operandSegmentSizes")) {
        dynamic_lower_bound: Variadic 0 "dynamicLowerBound",
        dynamic_upper_bound: Variadic 1 "dynamicUpperBound",
        dynamic_step: Variadic 2 "dynamicStep",
        outputs: Variadic 3 "outputs",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
        static_lower_bound = "staticLowerBound",
        static_upper_bound = "staticUpperBound",
        static_step = "staticStep",
        mapping = "mapping",
    }
    regions {
        region: one 0 "region",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `scf.forall.in_parallel`: terminates a `forall` block.
    InParallelOp = "scf.forall.in_parallel";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
    }
    regions {
        region: one 0 "region",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `scf.if`: if-then-else operation.
    IfOp = "scf.if";
    operands(sizes = None) {
        condition: Single 0 "condition",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
    }
    regions {
        then_region: one 0 "thenRegion",
        else_region: one 1 "elseRegion",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `scf.index_switch`: switch-case operation on an index argument.
    IndexSwitchOp = "scf.index_switch";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
        cases = "cases",
    }
    regions {
        default_region: one 0 "defaultRegion",
        case_regions: variadic 1 "caseRegions",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `scf.while`: a generic 'while' loop.
    WhileOp = "scf.while";
    operands(sizes = None) {
        inits: Variadic 0 "inits",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
    }
    regions {
        before: one 0 "before",
        after: one 1 "after",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `scf.yield`: loop yield and termination operation.
    YieldOp = "scf.yield";
    operands(sizes = None) {
        results: Variadic 0 "results",
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

mlir_ir::op_view! {
    /// `scf.parallel`: parallel for operation.
    ParallelOp = "scf.parallel";
    operands(sizes = Some("operandSegmentSizes")) {
        lower_bound: Variadic 0 "lowerBound",
        upper_bound: Variadic 1 "upperBound",
        step: Variadic 2 "step",
        init_vals: Variadic 3 "initVals",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
    }
    regions {
        region: one 0 "region",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `scf.reduce`: reduce operation for scf.parallel.
    ReduceOp = "scf.reduce";
    operands(sizes = None) {
        operands: Variadic 0 "operands",
    }
    results {
    }
    attributes {
    }
    regions {
        reductions: variadic 0 "reductions",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `scf.reduce.return`: terminator for reduce operation.
    ReduceReturnOp = "scf.reduce.return";
    operands(sizes = None) {
        result: Single 0 "result",
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
