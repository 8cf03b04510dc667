//! Typed views of the `func` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `func.func`: An operation with a name containing a single `SSACFG` region.
    FuncOp = "func.func";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        sym_name = "sym_name",
        function_type = "function_type",
        sym_visibility = "sym_visibility",
        arg_attrs = "arg_attrs",
        res_attrs = "res_attrs",
        no_inline = "no_inline",
    }
    regions {
        body: one 0 "body",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `func.return`: Function return operation.
    ReturnOp = "func.return";
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
    /// `func.call`: call operation.
    CallOp = "func.call";
    operands(sizes = None) {
        operands: Variadic 0 "operands",
    }
    results {
        result: Variadic 0 "result",
    }
    attributes {
        callee = "callee",
        arg_attrs = "arg_attrs",
        res_attrs = "res_attrs",
        no_inline = "no_inline",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `func.call_indirect`: indirect call operation.
    CallIndirectOp = "func.call_indirect";
    operands(sizes = None) {
        callee: Single 0 "callee",
        callee_operands: Variadic 1 "callee_operands",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
        arg_attrs = "arg_attrs",
        res_attrs = "res_attrs",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `func.constant`: constant.
    ConstantOp = "func.constant";
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
