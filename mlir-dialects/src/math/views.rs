//! Typed views of the `math` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `math.absf`: floating point unary operation.
    AbsFOp = "math.absf";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.acos`: floating point unary operation.
    AcosOp = "math.acos";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.acosh`: floating point unary operation.
    AcoshOp = "math.acosh";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.asin`: floating point unary operation.
    AsinOp = "math.asin";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.asinh`: floating point unary operation.
    AsinhOp = "math.asinh";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.atan`: floating point unary operation.
    AtanOp = "math.atan";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.atanh`: floating point unary operation.
    AtanhOp = "math.atanh";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.cbrt`: floating point unary operation.
    CbrtOp = "math.cbrt";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.ceil`: floating point unary operation.
    CeilOp = "math.ceil";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.cos`: floating point unary operation.
    CosOp = "math.cos";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.cosh`: floating point unary operation.
    CoshOp = "math.cosh";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.erf`: floating point unary operation.
    ErfOp = "math.erf";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.erfc`: floating point unary operation.
    ErfcOp = "math.erfc";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.exp`: floating point unary operation.
    ExpOp = "math.exp";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.exp2`: floating point unary operation.
    Exp2Op = "math.exp2";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.expm1`: floating point unary operation.
    ExpM1Op = "math.expm1";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.floor`: floating point unary operation.
    FloorOp = "math.floor";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.log`: floating point unary operation.
    LogOp = "math.log";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.log10`: floating point unary operation.
    Log10Op = "math.log10";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.log1p`: floating point unary operation.
    Log1pOp = "math.log1p";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.log2`: floating point unary operation.
    Log2Op = "math.log2";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.round`: floating point unary operation.
    RoundOp = "math.round";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.roundeven`: floating point unary operation.
    RoundEvenOp = "math.roundeven";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.rsqrt`: floating point unary operation.
    RsqrtOp = "math.rsqrt";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.sin`: floating point unary operation.
    SinOp = "math.sin";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.sinh`: floating point unary operation.
    SinhOp = "math.sinh";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.sqrt`: floating point unary operation.
    SqrtOp = "math.sqrt";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.tan`: floating point unary operation.
    TanOp = "math.tan";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.tanh`: floating point unary operation.
    TanhOp = "math.tanh";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.trunc`: floating point unary operation.
    TruncOp = "math.trunc";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.atan2`: floating point binary operation.
    Atan2Op = "math.atan2";
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
    /// `math.copysign`: floating point binary operation.
    CopySignOp = "math.copysign";
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
    /// `math.powf`: floating point binary operation.
    PowFOp = "math.powf";
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
    /// `math.isfinite`: floating point classification.
    IsFiniteOp = "math.isfinite";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.isinf`: floating point classification.
    IsInfOp = "math.isinf";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.isnan`: floating point classification.
    IsNaNOp = "math.isnan";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.isnormal`: floating point classification.
    IsNormalOp = "math.isnormal";
    operands(sizes = None) {
        operand: Single 0 "operand",
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
    /// `math.absi`: integer unary operation.
    AbsIOp = "math.absi";
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

mlir_ir::op_view! {
    /// `math.ctlz`: integer unary operation.
    CountLeadingZerosOp = "math.ctlz";
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

mlir_ir::op_view! {
    /// `math.ctpop`: integer unary operation.
    CtPopOp = "math.ctpop";
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

mlir_ir::op_view! {
    /// `math.cttz`: integer unary operation.
    CountTrailingZerosOp = "math.cttz";
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

mlir_ir::op_view! {
    /// `math.fma`: floating point fused multipy-add operation.
    FmaOp = "math.fma";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
        c: Single 2 "c",
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
    /// `math.fpowi`: floating point raised to the signed integer power.
    FPowIOp = "math.fpowi";
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
    /// `math.clampf`: floating point clamping operation.
    ClampFOp = "math.clampf";
    operands(sizes = None) {
        value: Single 0 "value",
        min: Single 1 "min",
        max: Single 2 "max",
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
    /// `math.sincos`: sine and cosine of the specified value.
    SincosOp = "math.sincos";
    operands(sizes = None) {
        operand: Single 0 "operand",
    }
    results {
        sin: Single 0 "sin",
        cos: Single 1 "cos",
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
    /// `math.ipowi`: signed integer raised to the power of operation.
    IPowIOp = "math.ipowi";
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
