//! Typed views of the `pdl` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `pdl.apply_native_constraint`: Apply a native constraint to a set of provided entities.
    ApplyNativeConstraintOp = "pdl.apply_native_constraint";
    operands(sizes = None) {
        args: Variadic 0 "args",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
        name = "name",
        is_negated = "isNegated",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.apply_native_rewrite`: Apply a native rewrite method inside of pdl.rewrite region.
    ApplyNativeRewriteOp = "pdl.apply_native_rewrite";
    operands(sizes = None) {
        args: Variadic 0 "args",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
        name = "name",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.attribute`: Define an input attribute in a pattern.
    AttributeOp = "pdl.attribute";
    operands(sizes = None) {
        value_type: Optional 0 "valueType",
    }
    results {
        attr: Single 0 "attr",
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
    /// `pdl.erase`: Mark an input operation as `erased`.
    EraseOp = "pdl.erase";
    operands(sizes = None) {
        op_value: Single 0 "opValue",
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
    /// `pdl.operand`: Define an external input operand in a pattern.
    OperandOp = "pdl.operand";
    operands(sizes = None) {
        value_type: Optional 0 "valueType",
    }
    results {
        value: Single 0 "value",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.operands`: Define a range of input operands in a pattern.
    OperandsOp = "pdl.operands";
    operands(sizes = None) {
        value_type: Optional 0 "valueType",
    }
    results {
        value: Single 0 "value",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.operation`: Define an operation within a pattern.
    OperationOp = "pdl.operation";
    operands(sizes = Some("operandSegmentSizes")) {
        operand_values: Variadic 0 "operandValues",
        attribute_values: Variadic 1 "attributeValues",
        type_values: Variadic 2 "typeValues",
    }
    results {
        op_: Single 0 "op",
    }
    attributes {
        op_name = "opName",
        attribute_value_names = "attributeValueNames",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.pattern`: Define a rewrite pattern.
    PatternOp = "pdl.pattern";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        benefit = "benefit",
        sym_name = "sym_name",
    }
    regions {
        body_region: one 0 "bodyRegion",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.range`: Construct a range of pdl entities.
    RangeOp = "pdl.range";
    operands(sizes = None) {
        arguments: Variadic 0 "arguments",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.replace`: Mark an input operation as `replaced`.
    ReplaceOp = "pdl.replace";
    operands(sizes = Some("operandSegmentSizes")) {
        op_value: Single 0 "opValue",
        repl_operation: Optional 1 "replOperation",
        repl_values: Variadic 2 "replValues",
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
    /// `pdl.result`: Extract a result from an operation.
    ResultOp = "pdl.result";
    operands(sizes = None) {
        parent: Single 0 "parent",
    }
    results {
        val: Single 0 "val",
    }
    attributes {
        index = "index",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.results`: Extract a result group from an operation.
    ResultsOp = "pdl.results";
    operands(sizes = None) {
        parent: Single 0 "parent",
    }
    results {
        val: Single 0 "val",
    }
    attributes {
        index = "index",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.rewrite`: Specify the rewrite of a matched pattern.
    RewriteOp = "pdl.rewrite";
    operands(sizes = Some("operandSegmentSizes")) {
        root: Optional 0 "root",
        external_args: Variadic 1 "externalArgs",
    }
    results {
    }
    attributes {
        name = "name",
    }
    regions {
        body_region: one 0 "bodyRegion",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.type`: Define a type handle within a pattern.
    TypeOp = "pdl.type";
    operands(sizes = None) {
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        constant_type = "constantType",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `pdl.types`: Define a range of type handles within a pattern.
    TypesOp = "pdl.types";
    operands(sizes = None) {
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        constant_types = "constantTypes",
    }
    regions {
    }
    successors {
    }
}
