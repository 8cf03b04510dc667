//! Typed views of the `complex` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `complex.conj`: complex conjugate.
    ConjOp = "complex.conj";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.cos`: computes cosine of a complex number.
    CosOp = "complex.cos";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.exp`: computes exponential of a complex number.
    ExpOp = "complex.exp";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.expm1`: computes exponential of a complex number minus 1.
    Expm1Op = "complex.expm1";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.log`: computes natural logarithm of a complex number.
    LogOp = "complex.log";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.log1p`: computes natural logarithm of a complex number.
    Log1pOp = "complex.log1p";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.neg`: Negation operator.
    NegOp = "complex.neg";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.rsqrt`: complex reciprocal of square root.
    RsqrtOp = "complex.rsqrt";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.sign`: computes sign of a complex number.
    SignOp = "complex.sign";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.sin`: computes sine of a complex number.
    SinOp = "complex.sin";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.sqrt`: complex square root.
    SqrtOp = "complex.sqrt";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.tan`: computes tangent of a complex number.
    TanOp = "complex.tan";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.tanh`: complex hyperbolic tangent.
    TanhOp = "complex.tanh";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.add`: complex addition.
    AddOp = "complex.add";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.atan2`: complex 2-argument arctangent.
    Atan2Op = "complex.atan2";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.div`: complex division.
    DivOp = "complex.div";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.mul`: complex multiplication.
    MulOp = "complex.mul";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.pow`: complex power function.
    PowOp = "complex.pow";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.sub`: complex subtraction.
    SubOp = "complex.sub";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.abs`: computes absolute value of a complex number.
    AbsOp = "complex.abs";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.angle`: computes argument value of a complex number.
    AngleOp = "complex.angle";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.re`: extracts the real part of a complex number.
    ReOp = "complex.re";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        real: Single 0 "real",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.im`: extracts the imaginary part of a complex number.
    ImOp = "complex.im";
    operands(sizes = None) {
        complex: Single 0 "complex",
    }
    results {
        imaginary: Single 0 "imaginary",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.eq`: computes whether two complex values are equal.
    EqualOp = "complex.eq";
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
    /// `complex.neq`: computes whether two complex values are not equal.
    NotEqualOp = "complex.neq";
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
    /// `complex.powi`: complex number raised to signed integer power.
    PowiOp = "complex.powi";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.create`: complex number creation operation.
    CreateOp = "complex.create";
    operands(sizes = None) {
        real: Single 0 "real",
        imaginary: Single 1 "imaginary",
    }
    results {
        complex: Single 0 "complex",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `complex.constant`: complex number constant operation.
    ConstantOp = "complex.constant";
    operands(sizes = None) {
    }
    results {
        complex: Single 0 "complex",
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
    /// `complex.bitcast`: computes bitcast between complex and equal arith types.
    BitcastOp = "complex.bitcast";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
