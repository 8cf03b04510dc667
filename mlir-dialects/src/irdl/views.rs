//! Typed views of the `irdl` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `irdl.all_of`: Constraints to the intersection of the provided constraints.
    AllOfOp = "irdl.all_of";
    operands(sizes = None) {
        args: Variadic 0 "args",
    }
    results {
        output: Single 0 "output",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.any_of`: Constraints to the union of the provided constraints.
    AnyOfOp = "irdl.any_of";
    operands(sizes = None) {
        args: Variadic 0 "args",
    }
    results {
        output: Single 0 "output",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.any`: Accept any type or attribute.
    AnyOp = "irdl.any";
    operands(sizes = None) {
    }
    results {
        output: Single 0 "output",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.attribute`: Define a new attribute.
    AttributeOp = "irdl.attribute";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        sym_name = "sym_name",
    }
    regions {
        body: one 0 "body",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.attributes`: Define the attributes of an operation.
    AttributesOp = "irdl.attributes";
    operands(sizes = None) {
        attribute_values: Variadic 0 "attributeValues",
    }
    results {
    }
    attributes {
        attribute_value_names = "attributeValueNames",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.base`: Constraints an attribute/type base.
    BaseOp = "irdl.base";
    operands(sizes = None) {
    }
    results {
        output: Single 0 "output",
    }
    attributes {
        base_ref = "base_ref",
        base_name = "base_name",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.c_pred`: Constraints an attribute using a C++ predicate.
    CPredOp = "irdl.c_pred";
    operands(sizes = None) {
    }
    results {
        output: Single 0 "output",
    }
    attributes {
        pred = "pred",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.dialect`: Define a new dialect.
    DialectOp = "irdl.dialect";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        sym_name = "sym_name",
    }
    regions {
        body: one 0 "body",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.is`: Constraints an attribute/type to be a specific attribute instance.
    IsOp = "irdl.is";
    operands(sizes = None) {
    }
    results {
        output: Single 0 "output",
    }
    attributes {
        expected = "expected",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.operands`: Define the operands of an operation.
    OperandsOp = "irdl.operands";
    operands(sizes = None) {
        args: Variadic 0 "args",
    }
    results {
    }
    attributes {
        names = "names",
        variadicity = "variadicity",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.operation`: Define a new operation.
    OperationOp = "irdl.operation";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        sym_name = "sym_name",
    }
    regions {
        body: one 0 "body",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.parameters`: Define the constraints on parameters of a type/attribute definition.
    ParametersOp = "irdl.parameters";
    operands(sizes = None) {
        args: Variadic 0 "args",
    }
    results {
    }
    attributes {
        names = "names",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.parametric`: Constraints an attribute/type base and its parameters.
    ParametricOp = "irdl.parametric";
    operands(sizes = None) {
        args: Variadic 0 "args",
    }
    results {
        output: Single 0 "output",
    }
    attributes {
        base_type = "base_type",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.region`: Define a region of an operation.
    RegionOp = "irdl.region";
    operands(sizes = None) {
        entry_block_args: Variadic 0 "entryBlockArgs",
    }
    results {
        output: Single 0 "output",
    }
    attributes {
        number_of_blocks = "numberOfBlocks",
        constrained_arguments = "constrainedArguments",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.regions`: Define the regions of an operation.
    RegionsOp = "irdl.regions";
    operands(sizes = None) {
        args: Variadic 0 "args",
    }
    results {
    }
    attributes {
        names = "names",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.results`: Define the results of an operation.
    ResultsOp = "irdl.results";
    operands(sizes = None) {
        args: Variadic 0 "args",
    }
    results {
    }
    attributes {
        names = "names",
        variadicity = "variadicity",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `irdl.type`: Define a new type.
    TypeOp = "irdl.type";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        sym_name = "sym_name",
    }
    regions {
        body: one 0 "body",
    }
    successors {
    }
}
