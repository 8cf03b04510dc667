//! Typed views of the `index` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `index.add`: index binary operation.
    AddOp = "index.add";
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
    /// `index.and`: index binary operation.
    AndOp = "index.and";
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
    /// `index.ceildivs`: index binary operation.
    CeilDivSOp = "index.ceildivs";
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
    /// `index.ceildivu`: index binary operation.
    CeilDivUOp = "index.ceildivu";
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
    /// `index.divs`: index binary operation.
    DivSOp = "index.divs";
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
    /// `index.divu`: index binary operation.
    DivUOp = "index.divu";
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
    /// `index.floordivs`: index binary operation.
    FloorDivSOp = "index.floordivs";
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
    /// `index.maxs`: index binary operation.
    MaxSOp = "index.maxs";
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
    /// `index.maxu`: index binary operation.
    MaxUOp = "index.maxu";
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
    /// `index.mins`: index binary operation.
    MinSOp = "index.mins";
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
    /// `index.minu`: index binary operation.
    MinUOp = "index.minu";
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
    /// `index.mul`: index binary operation.
    MulOp = "index.mul";
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
    /// `index.or`: index binary operation.
    OrOp = "index.or";
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
    /// `index.rems`: index binary operation.
    RemSOp = "index.rems";
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
    /// `index.remu`: index binary operation.
    RemUOp = "index.remu";
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
    /// `index.shl`: index binary operation.
    ShlOp = "index.shl";
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
    /// `index.shrs`: index binary operation.
    ShrSOp = "index.shrs";
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
    /// `index.shru`: index binary operation.
    ShrUOp = "index.shru";
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
    /// `index.sub`: index binary operation.
    SubOp = "index.sub";
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
    /// `index.xor`: index binary operation.
    XOrOp = "index.xor";
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
    /// `index.bool.constant`: boolean constant.
    BoolConstantOp = "index.bool.constant";
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
    /// `index.casts`: index signed cast.
    CastSOp = "index.casts";
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
    /// `index.castu`: index unsigned cast.
    CastUOp = "index.castu";
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
    /// `index.cmp`: index compare.
    CmpOp = "index.cmp";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
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
    /// `index.constant`: index constant.
    ConstantOp = "index.constant";
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
    /// `index.sizeof`: size in bits of the index type.
    SizeOfOp = "index.sizeof";
    operands(sizes = None) {
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
