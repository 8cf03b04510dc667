//! Typed views of the `tensor` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `tensor.gather`: gather a subset of a tensor at specified indices.
    GatherOp = "tensor.gather";
    operands(sizes = None) {
        source: Single 0 "source",
        indices: Single 1 "indices",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        gather_dims = "gather_dims",
        unique = "unique",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.scatter`: scatter a tensor into a destination tensor at specified indices.
    ScatterOp = "tensor.scatter";
    operands(sizes = None) {
        source: Single 0 "source",
        dest: Single 1 "dest",
        indices: Single 2 "indices",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        scatter_dims = "scatter_dims",
        unique = "unique",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.bitcast`: tensor bitcast operation.
    BitcastOp = "tensor.bitcast";
    operands(sizes = None) {
        source: Single 0 "source",
    }
    results {
        dest: Single 0 "dest",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.cast`: tensor cast operation.
    CastOp = "tensor.cast";
    operands(sizes = None) {
        source: Single 0 "source",
    }
    results {
        dest: Single 0 "dest",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.collapse_shape`: operation to produce a tensor with a smaller rank.
    CollapseShapeOp = "tensor.collapse_shape";
    operands(sizes = None) {
        src: Single 0 "src",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        reassociation = "reassociation",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.concat`: tensor concatenation operation.
    ConcatOp = "tensor.concat";
    operands(sizes = None) {
        inputs: Variadic 0 "inputs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        dim = "dim",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.dim`: dimension index operation.
    DimOp = "tensor.dim";
    operands(sizes = None) {
        source: Single 0 "source",
        index: Single 1 "index",
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
    /// `tensor.empty`: empty tensor operation.
    EmptyOp = "tensor.empty";
    operands(sizes = None) {
        dynamic_sizes: Variadic 0 "dynamicSizes",
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
    /// `tensor.expand_shape`: operation to produce a tensor with a higher rank.
    ExpandShapeOp = "tensor.expand_shape";
    operands(sizes = None) {
        src: Single 0 "src",
        output_shape: Variadic 1 "output_shape",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        reassociation = "reassociation",
        static_output_shape = "static_output_shape",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.extract`: element extraction operation.
    ExtractOp = "tensor.extract";
    operands(sizes = None) {
        tensor: Single 0 "tensor",
        indices: Variadic 1 "indices",
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
    /// `tensor.extract_slice`: extract slice operation.
    ExtractSliceOp = "tensor.extract_slice";
    operands(sizes = Some("operandSegmentSizes")) {
        source: Single 0 "source",
        offsets: Variadic 1 "offsets",
        sizes: Variadic 2 "sizes",
        strides: Variadic 3 "strides",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        static_offsets = "static_offsets",
        static_sizes = "static_sizes",
        static_strides = "static_strides",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.from_elements`: tensor from elements operation.
    FromElementsOp = "tensor.from_elements";
    operands(sizes = None) {
        elements: Variadic 0 "elements",
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
    /// `tensor.generate`: Creates a dynamically sized tensor from elements.
    GenerateOp = "tensor.generate";
    operands(sizes = None) {
        dynamic_extents: Variadic 0 "dynamicExtents",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
    }
    regions {
        body: one 0 "body",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.insert`: element insertion operation.
    InsertOp = "tensor.insert";
    operands(sizes = None) {
        scalar: Single 0 "scalar",
        dest: Single 1 "dest",
        indices: Variadic 2 "indices",
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
    /// `tensor.insert_slice`: insert_slice operation.
    InsertSliceOp = "tensor.insert_slice";
    operands(sizes = Some("operandSegmentSizes")) {
        source: Single 0 "source",
        dest: Single 1 "dest",
        offsets: Variadic 2 "offsets",
        sizes: Variadic 3 "sizes",
        strides: Variadic 4 "strides",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        static_offsets = "static_offsets",
        static_sizes = "static_sizes",
        static_strides = "static_strides",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.pad`: tensor pad operation.
    PadOp = "tensor.pad";
    operands(sizes = Some("operandSegmentSizes")) {
        source: Single 0 "source",
        low: Variadic 1 "low",
        high: Variadic 2 "high",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        static_low = "static_low",
        static_high = "static_high",
        nofold = "nofold",
    }
    regions {
        region: one 0 "region",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.parallel_insert_slice`: Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op.
    ParallelInsertSliceOp = "tensor.parallel_insert_slice";
    operands(sizes = Some("operandSegmentSizes")) {
        source: Single 0 "source",
        dest: Single 1 "dest",
        offsets: Variadic 2 "offsets",
        sizes: Variadic 3 "sizes",
        strides: Variadic 4 "strides",
    }
    results {
    }
    attributes {
        static_offsets = "static_offsets",
        static_sizes = "static_sizes",
        static_strides = "static_strides",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.reshape`: tensor reshape operation.
    ReshapeOp = "tensor.reshape";
    operands(sizes = None) {
        source: Single 0 "source",
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
    /// `tensor.rank`: rank operation.
    RankOp = "tensor.rank";
    operands(sizes = None) {
        tensor: Single 0 "tensor",
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
    /// `tensor.splat`: tensor splat or broadcast operation.
    SplatOp = "tensor.splat";
    operands(sizes = None) {
        input: Single 0 "input",
        dynamic_sizes: Variadic 1 "dynamicSizes",
    }
    results {
        aggregate: Single 0 "aggregate",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `tensor.yield`: Yield a value from a region.
    YieldOp = "tensor.yield";
    operands(sizes = None) {
        value: Single 0 "value",
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
