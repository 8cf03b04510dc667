//! Typed views of the `arith` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `arith.constant`: integer or floating point constant.
    ConstantOp = "arith.constant";
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
    /// `arith.addui_extended`: extended unsigned integer addition operation returning sum and overflow bit.
    AddUIExtendedOp = "arith.addui_extended";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        sum: Single 0 "sum",
        overflow: Single 1 "overflow",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.mului_extended`: extended unsigned integer multiplication operation.
    MulUIExtendedOp = "arith.mului_extended";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        low: Single 0 "low",
        high: Single 1 "high",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.mulsi_extended`: extended signed integer multiplication operation.
    MulSIExtendedOp = "arith.mulsi_extended";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        low: Single 0 "low",
        high: Single 1 "high",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.addi`: integer addition operation.
    AddIOp = "arith.addi";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        overflow_flags = "overflowFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.subi`: Integer subtraction operation.
    SubIOp = "arith.subi";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        overflow_flags = "overflowFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.muli`: Integer multiplication operation.
    MulIOp = "arith.muli";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        overflow_flags = "overflowFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.shli`: integer left-shift.
    ShLIOp = "arith.shli";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        overflow_flags = "overflowFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.divui`: unsigned integer division operation.
    DivUIOp = "arith.divui";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        is_exact = "isExact",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.divsi`: signed integer division operation.
    DivSIOp = "arith.divsi";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        is_exact = "isExact",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.shrui`: unsigned integer right-shift.
    ShRUIOp = "arith.shrui";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        is_exact = "isExact",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.shrsi`: signed integer right-shift.
    ShRSIOp = "arith.shrsi";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        is_exact = "isExact",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.ceildivui`: unsigned ceil integer division operation.
    CeilDivUIOp = "arith.ceildivui";
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
    /// `arith.ceildivsi`: signed ceil integer division operation.
    CeilDivSIOp = "arith.ceildivsi";
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
    /// `arith.floordivsi`: signed floor integer division operation.
    FloorDivSIOp = "arith.floordivsi";
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
    /// `arith.remui`: unsigned integer division remainder operation.
    RemUIOp = "arith.remui";
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
    /// `arith.remsi`: signed integer division remainder operation.
    RemSIOp = "arith.remsi";
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
    /// `arith.andi`: integer binary and.
    AndIOp = "arith.andi";
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
    /// `arith.ori`: integer binary or.
    OrIOp = "arith.ori";
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
    /// `arith.xori`: integer binary xor.
    XOrIOp = "arith.xori";
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
    /// `arith.maxsi`: signed integer maximum operation.
    MaxSIOp = "arith.maxsi";
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
    /// `arith.maxui`: unsigned integer maximum operation.
    MaxUIOp = "arith.maxui";
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
    /// `arith.minsi`: signed integer minimum operation.
    MinSIOp = "arith.minsi";
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
    /// `arith.minui`: unsigned integer minimum operation.
    MinUIOp = "arith.minui";
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
    /// `arith.addf`: floating point addition operation.
    AddFOp = "arith.addf";
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
    /// `arith.subf`: floating point subtraction operation.
    SubFOp = "arith.subf";
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
    /// `arith.mulf`: floating point multiplication operation.
    MulFOp = "arith.mulf";
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
    /// `arith.divf`: floating point division operation.
    DivFOp = "arith.divf";
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
    /// `arith.remf`: floating point division remainder operation.
    RemFOp = "arith.remf";
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
    /// `arith.maximumf`: floating-point maximum operation.
    MaximumFOp = "arith.maximumf";
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
    /// `arith.minimumf`: floating-point minimum operation.
    MinimumFOp = "arith.minimumf";
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
    /// `arith.maxnumf`: floating-point maximum operation.
    MaxNumFOp = "arith.maxnumf";
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
    /// `arith.minnumf`: floating-point minimum operation.
    MinNumFOp = "arith.minnumf";
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
    /// `arith.negf`: floating point negation.
    NegFOp = "arith.negf";
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
    /// `arith.cmpi`: integer comparison operation.
    CmpIOp = "arith.cmpi";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        predicate = "predicate",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.cmpf`: floating-point comparison operation.
    CmpFOp = "arith.cmpf";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        predicate = "predicate",
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.select`: select operation.
    SelectOp = "arith.select";
    operands(sizes = None) {
        condition: Single 0 "condition",
        true_value: Single 1 "true_value",
        false_value: Single 2 "false_value",
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
    /// `arith.extui`: integer zero extension operation.
    ExtUIOp = "arith.extui";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.extsi`: integer sign extension operation.
    ExtSIOp = "arith.extsi";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.trunci`: integer truncation operation.
    TruncIOp = "arith.trunci";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
        overflow_flags = "overflowFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.extf`: cast from floating-point to wider floating-point.
    ExtFOp = "arith.extf";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
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
    /// `arith.truncf`: cast from floating-point to narrower floating-point.
    TruncFOp = "arith.truncf";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
        roundingmode = "roundingmode",
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.uitofp`: cast from unsigned integer type to floating-point.
    UIToFPOp = "arith.uitofp";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.sitofp`: cast from integer type to floating-point.
    SIToFPOp = "arith.sitofp";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.fptoui`: cast from floating-point type to integer type.
    FPToUIOp = "arith.fptoui";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.fptosi`: cast from floating-point type to integer type.
    FPToSIOp = "arith.fptosi";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.index_cast`: cast between index and integer types.
    IndexCastOp = "arith.index_cast";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.index_castui`: unsigned cast between index and integer types.
    IndexCastUIOp = "arith.index_castui";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.scaling_extf`: Upcasts input floats using provided scales values following OCP MXFP Spec.
    ScalingExtFOp = "arith.scaling_extf";
    operands(sizes = None) {
        in_: Single 0 "in",
        scale: Single 1 "scale",
    }
    results {
        out: Single 0 "out",
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
    /// `arith.scaling_truncf`: Downcasts input floating point values using provided scales values following OCP MXFP Spec.
    ScalingTruncFOp = "arith.scaling_truncf";
    operands(sizes = None) {
        in_: Single 0 "in",
        scale: Single 1 "scale",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
        roundingmode = "roundingmode",
        fastmath = "fastmath",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `arith.bitcast`: bitcast between values of equal bit width.
    BitcastOp = "arith.bitcast";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        out: Single 0 "out",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}
