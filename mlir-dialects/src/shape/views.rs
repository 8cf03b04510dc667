//! Typed views of the `shape` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `shape.add`: Addition of sizes and indices.
    AddOp = "shape.add";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
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
    /// `shape.broadcast`: Returns the broadcasted output shape of two or more inputs.
    BroadcastOp = "shape.broadcast";
    operands(sizes = None) {
        shapes: Variadic 0 "shapes",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        error = "error",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.const_shape`: Creates a constant shape or extent tensor.
    ConstShapeOp = "shape.const_shape";
    operands(sizes = None) {
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        shape = "shape",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.const_size`: Creates a constant of type `shape.size`.
    ConstSizeOp = "shape.const_size";
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
    /// `shape.from_extents`: Creates a shape from extents.
    FromExtentsOp = "shape.from_extents";
    operands(sizes = None) {
        extents: Variadic 0 "extents",
    }
    results {
        shape: Single 0 "shape",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.rank`: Gets the rank of a shape.
    RankOp = "shape.rank";
    operands(sizes = None) {
        shape: Single 0 "shape",
    }
    results {
        rank: Single 0 "rank",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.to_extent_tensor`: Creates a dimension tensor from a shape.
    ToExtentTensorOp = "shape.to_extent_tensor";
    operands(sizes = None) {
        input: Single 0 "input",
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
    /// `shape.get_extent`: Gets the specified extent from a shape or extent tensor.
    GetExtentOp = "shape.get_extent";
    operands(sizes = None) {
        shape: Single 0 "shape",
        dim: Single 1 "dim",
    }
    results {
        extent: Single 0 "extent",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.index_to_size`: Converts a standard index to a shape size.
    IndexToSizeOp = "shape.index_to_size";
    operands(sizes = None) {
        arg: Single 0 "arg",
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
    /// `shape.meet`: Returns the least general shape or size of its operands.
    MeetOp = "shape.meet";
    operands(sizes = None) {
        arg0: Single 0 "arg0",
        arg1: Single 1 "arg1",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        error = "error",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.mul`: Multiplication of sizes and indices.
    MulOp = "shape.mul";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
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
    /// `shape.num_elements`: Returns the number of elements for a given shape.
    NumElementsOp = "shape.num_elements";
    operands(sizes = None) {
        shape: Single 0 "shape",
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
    /// `shape.shape_of`: Returns shape of a value or shaped type operand.
    ShapeOfOp = "shape.shape_of";
    operands(sizes = None) {
        arg: Single 0 "arg",
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
    /// `shape.size_to_index`: Casts between index types of the shape and standard dialect.
    SizeToIndexOp = "shape.size_to_index";
    operands(sizes = None) {
        arg: Single 0 "arg",
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
    /// `shape.div`: Division of sizes and indices.
    DivOp = "shape.div";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
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
    /// `shape.shape_eq`: Returns whether the input shapes or extent tensors are equal.
    ShapeEqOp = "shape.shape_eq";
    operands(sizes = None) {
        shapes: Variadic 0 "shapes",
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
    /// `shape.from_extent_tensor`: Creates a shape from a tensor of extents.
    FromExtentTensorOp = "shape.from_extent_tensor";
    operands(sizes = None) {
        input: Single 0 "input",
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
    /// `shape.is_broadcastable`: Determines if 2+ shapes can be successfully broadcasted.
    IsBroadcastableOp = "shape.is_broadcastable";
    operands(sizes = None) {
        shapes: Variadic 0 "shapes",
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
    /// `shape.dim`: Gets the specified extent from the shape of a shaped input.
    DimOp = "shape.dim";
    operands(sizes = None) {
        value: Single 0 "value",
        index: Single 1 "index",
    }
    results {
        extent: Single 0 "extent",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.max`: Elementwise maximum.
    MaxOp = "shape.max";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
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
    /// `shape.min`: Elementwise minimum.
    MinOp = "shape.min";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
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
    /// `shape.value_of`: Returns value of a !shape.value_shape operand.
    ValueOfOp = "shape.value_of";
    operands(sizes = None) {
        arg: Single 0 "arg",
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
    /// `shape.value_as_shape`: Returns value as a shape.
    ValueAsShapeOp = "shape.value_as_shape";
    operands(sizes = None) {
        arg: Single 0 "arg",
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
    /// `shape.with_shape`: Returns ValueShape with given shape.
    WithShapeOp = "shape.with_shape";
    operands(sizes = None) {
        operand: Single 0 "operand",
        shape: Single 1 "shape",
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
    /// `shape.debug_print`: Prints the input shape or size.
    DebugPrintOp = "shape.debug_print";
    operands(sizes = None) {
        input: Single 0 "input",
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
    /// `shape.split_at`: Splits a shape at a given index.
    SplitAtOp = "shape.split_at";
    operands(sizes = None) {
        operand: Single 0 "operand",
        index: Single 1 "index",
    }
    results {
        head: Single 0 "head",
        tail: Single 1 "tail",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.concat`: Concatenates two shapes.
    ConcatOp = "shape.concat";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
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
    /// `shape.any`: Return any combination of the input shapes.
    AnyOp = "shape.any";
    operands(sizes = None) {
        inputs: Variadic 0 "inputs",
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
    /// `shape.cstr_require`: Represents a runtime assertion that an i1 is `true`.
    CstrRequireOp = "shape.cstr_require";
    operands(sizes = None) {
        pred: Single 0 "pred",
    }
    results {
        result: Single 0 "result",
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
    /// `shape.assuming`: Execute the region.
    AssumingOp = "shape.assuming";
    operands(sizes = None) {
        witness: Single 0 "witness",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
    }
    regions {
        do_region: one 0 "doRegion",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.assuming_yield`: Yield operation.
    AssumingYieldOp = "shape.assuming_yield";
    operands(sizes = None) {
        operands: Variadic 0 "operands",
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
    /// `shape.reduce`: Returns an expression reduced over a shape or extent tensor.
    ReduceOp = "shape.reduce";
    operands(sizes = None) {
        shape: Single 0 "shape",
        init_vals: Variadic 1 "initVals",
    }
    results {
        result: Variadic 0 "result",
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
    /// `shape.yield`: Returns the value to parent op.
    YieldOp = "shape.yield";
    operands(sizes = None) {
        operands: Variadic 0 "operands",
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
    /// `shape.assuming_all`: Return a logical AND of all witnesses.
    AssumingAllOp = "shape.assuming_all";
    operands(sizes = None) {
        inputs: Variadic 0 "inputs",
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
    /// `shape.cstr_broadcastable`: Determines if 2+ shapes can be successfully broadcasted.
    CstrBroadcastableOp = "shape.cstr_broadcastable";
    operands(sizes = None) {
        shapes: Variadic 0 "shapes",
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
    /// `shape.cstr_eq`: Determines if all input shapes are equal.
    CstrEqOp = "shape.cstr_eq";
    operands(sizes = None) {
        shapes: Variadic 0 "shapes",
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
    /// `shape.const_witness`: An operation that returns a statically known witness value.
    ConstWitnessOp = "shape.const_witness";
    operands(sizes = None) {
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        passing = "passing",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.function_library`: Represents shape functions and corresponding ops.
    FunctionLibraryOp = "shape.function_library";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        sym_name = "sym_name",
        sym_visibility = "sym_visibility",
        mapping = "mapping",
    }
    regions {
        body: one 0 "body",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.func`: Shape function.
    FuncOp = "shape.func";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        sym_name = "sym_name",
        function_type = "function_type",
        arg_attrs = "arg_attrs",
        res_attrs = "res_attrs",
        sym_visibility = "sym_visibility",
    }
    regions {
        body: one 0 "body",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `shape.return`: Shape function return operation.
    ReturnOp = "shape.return";
    operands(sizes = None) {
        operands: Variadic 0 "operands",
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
