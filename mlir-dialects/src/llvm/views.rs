//! Typed views of the `llvm` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `llvm.func`: LLVM dialect function.
    LLVMFuncOp = "llvm.func";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        sym_name = "sym_name",
        sym_visibility = "sym_visibility",
        function_type = "function_type",
        linkage = "linkage",
        dso_local = "dso_local",
        c_conv = "CConv",
        comdat = "comdat",
        convergent = "convergent",
        personality = "personality",
        garbage_collector = "garbageCollector",
        passthrough = "passthrough",
        arg_attrs = "arg_attrs",
        res_attrs = "res_attrs",
        function_entry_count = "function_entry_count",
        memory_effects = "memory_effects",
        visibility_ = "visibility_",
        arm_streaming = "arm_streaming",
        arm_locally_streaming = "arm_locally_streaming",
        arm_streaming_compatible = "arm_streaming_compatible",
        arm_new_za = "arm_new_za",
        arm_in_za = "arm_in_za",
        arm_out_za = "arm_out_za",
        arm_inout_za = "arm_inout_za",
        arm_preserves_za = "arm_preserves_za",
        section = "section",
        unnamed_addr = "unnamed_addr",
        alignment = "alignment",
        vscale_range = "vscale_range",
        frame_pointer = "frame_pointer",
        target_cpu = "target_cpu",
        tune_cpu = "tune_cpu",
        reciprocal_estimates = "reciprocal_estimates",
        prefer_vector_width = "prefer_vector_width",
        target_features = "target_features",
        no_infs_fp_math = "no_infs_fp_math",
        no_nans_fp_math = "no_nans_fp_math",
        no_signed_zeros_fp_math = "no_signed_zeros_fp_math",
        denormal_fp_math = "denormal_fp_math",
        denormal_fp_math_f32 = "denormal_fp_math_f32",
        fp_contract = "fp_contract",
        instrument_function_entry = "instrument_function_entry",
        instrument_function_exit = "instrument_function_exit",
        no_inline = "no_inline",
        always_inline = "always_inline",
        inline_hint = "inline_hint",
        no_unwind = "no_unwind",
        will_return = "will_return",
        optimize_none = "optimize_none",
        vec_type_hint = "vec_type_hint",
        work_group_size_hint = "work_group_size_hint",
        reqd_work_group_size = "reqd_work_group_size",
        intel_reqd_sub_group_size = "intel_reqd_sub_group_size",
        uwtable_kind = "uwtable_kind",
    }
    regions {
        body: one 0 "body",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.getelementptr`: LLVM dialect getelementptr operation.
    GEPOp = "llvm.getelementptr";
    operands(sizes = None) {
        base: Single 0 "base",
        dynamic_indices: Variadic 1 "dynamicIndices",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        raw_constant_indices = "rawConstantIndices",
        elem_type = "elem_type",
        no_wrap_flags = "noWrapFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.call`: Call to an LLVM function.
    CallOp = "llvm.call";
    operands(sizes = Some("operandSegmentSizes")) {
        callee_operands: Variadic 0 "callee_operands",
        op_bundle_operands: Variadic 1 "op_bundle_operands",
    }
    results {
        result: Optional 0 "result",
    }
    attributes {
        var_callee_type = "var_callee_type",
        callee = "callee",
        fastmath_flags = "fastmathFlags",
        c_conv = "CConv",
        tail_call_kind = "TailCallKind",
        memory_effects = "memory_effects",
        convergent = "convergent",
        no_unwind = "no_unwind",
        will_return = "will_return",
        op_bundle_sizes = "op_bundle_sizes",
        op_bundle_tags = "op_bundle_tags",
        arg_attrs = "arg_attrs",
        res_attrs = "res_attrs",
        no_inline = "no_inline",
        always_inline = "always_inline",
        inline_hint = "inline_hint",
        access_groups = "access_groups",
        alias_scopes = "alias_scopes",
        noalias_scopes = "noalias_scopes",
        tbaa = "tbaa",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.mlir.addressof`: Creates a pointer pointing to a global, alias or a function.
    AddressOfOp = "llvm.mlir.addressof";
    operands(sizes = None) {
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        global_name = "global_name",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.mlir.global`: LLVM dialect global.
    GlobalOp = "llvm.mlir.global";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        global_type = "global_type",
        constant = "constant",
        sym_name = "sym_name",
        linkage = "linkage",
        dso_local = "dso_local",
        thread_local_ = "thread_local_",
        externally_initialized = "externally_initialized",
        value = "value",
        alignment = "alignment",
        addr_space = "addr_space",
        unnamed_addr = "unnamed_addr",
        section = "section",
        comdat = "comdat",
        dbg_exprs = "dbg_exprs",
        visibility_ = "visibility_",
        target_specific_attrs = "target_specific_attrs",
    }
    regions {
        initializer: one 0 "initializer",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.switch`: Switch instruction.
    SwitchOp = "llvm.switch";
    operands(sizes = Some("operandSegmentSizes")) {
        value: Single 0 "value",
        default_operands: Variadic 1 "defaultOperands",
        case_operands: Variadic 2 "caseOperands",
    }
    results {
    }
    attributes {
        case_values = "case_values",
        case_operand_segments = "case_operand_segments",
        branch_weights = "branch_weights",
    }
    regions {
    }
    successors {
        default_destination: one 0 "defaultDestination",
        case_destinations: variadic 1 "caseDestinations",
    }
}

mlir_ir::op_view! {
    /// `llvm.add`: LLVM integer arithmetic operation.
    AddOp = "llvm.add";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.sub`: LLVM integer arithmetic operation.
    SubOp = "llvm.sub";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.mul`: LLVM integer arithmetic operation.
    MulOp = "llvm.mul";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.shl`: LLVM integer arithmetic operation.
    ShlOp = "llvm.shl";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.sdiv`: LLVM integer arithmetic operation.
    SDivOp = "llvm.sdiv";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.udiv`: LLVM integer arithmetic operation.
    UDivOp = "llvm.udiv";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.lshr`: LLVM integer arithmetic operation.
    LShrOp = "llvm.lshr";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.ashr`: LLVM integer arithmetic operation.
    AShrOp = "llvm.ashr";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.or`: LLVM integer arithmetic operation.
    OrOp = "llvm.or";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        is_disjoint = "isDisjoint",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.srem`: LLVM integer arithmetic operation.
    SRemOp = "llvm.srem";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.urem`: LLVM integer arithmetic operation.
    URemOp = "llvm.urem";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.and`: LLVM integer arithmetic operation.
    AndOp = "llvm.and";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.xor`: LLVM integer arithmetic operation.
    XOrOp = "llvm.xor";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.fadd`: LLVM floating point arithmetic operation.
    FAddOp = "llvm.fadd";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.fsub`: LLVM floating point arithmetic operation.
    FSubOp = "llvm.fsub";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.fmul`: LLVM floating point arithmetic operation.
    FMulOp = "llvm.fmul";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.fdiv`: LLVM floating point arithmetic operation.
    FDivOp = "llvm.fdiv";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.frem`: LLVM floating point arithmetic operation.
    FRemOp = "llvm.frem";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.fneg`: Negate an argument.
    FNegOp = "llvm.fneg";
    operands(sizes = None) {
        operand: Single 0 "operand",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.sext`: LLVM cast operation.
    SExtOp = "llvm.sext";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.sitofp`: LLVM cast operation.
    SIToFPOp = "llvm.sitofp";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.fptosi`: LLVM cast operation.
    FPToSIOp = "llvm.fptosi";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.fptoui`: LLVM cast operation.
    FPToUIOp = "llvm.fptoui";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.fpext`: LLVM cast operation.
    FPExtOp = "llvm.fpext";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.fptrunc`: LLVM cast operation.
    FPTruncOp = "llvm.fptrunc";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.ptrtoint`: LLVM cast operation.
    PtrToIntOp = "llvm.ptrtoint";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.bitcast`: LLVM cast operation.
    BitcastOp = "llvm.bitcast";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.addrspacecast`: LLVM cast operation.
    AddrSpaceCastOp = "llvm.addrspacecast";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.inttoptr`: LLVM cast operation.
    IntToPtrOp = "llvm.inttoptr";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        dereferenceable = "dereferenceable",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.zext`: LLVM cast operation.
    ZExtOp = "llvm.zext";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        non_neg = "nonNeg",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.uitofp`: LLVM cast operation.
    UIToFPOp = "llvm.uitofp";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        non_neg = "nonNeg",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.trunc`: LLVM cast operation.
    TruncOp = "llvm.trunc";
    operands(sizes = None) {
        arg: Single 0 "arg",
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.icmp`: LLVM dialect icmp operation.
    ICmpOp = "llvm.icmp";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.fcmp`: LLVM dialect fcmp operation.
    FCmpOp = "llvm.fcmp";
    operands(sizes = None) {
        lhs: Single 0 "lhs",
        rhs: Single 1 "rhs",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        predicate = "predicate",
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.select`: LLVM dialect select operation.
    SelectOp = "llvm.select";
    operands(sizes = None) {
        condition: Single 0 "condition",
        true_value: Single 1 "trueValue",
        false_value: Single 2 "falseValue",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.freeze`: Freeze a value: undef and poison become a fixed arbitrary value.
    FreezeOp = "llvm.freeze";
    operands(sizes = None) {
        val: Single 0 "val",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.mlir.constant`: Defines a constant of LLVM type.
    ConstantOp = "llvm.mlir.constant";
    operands(sizes = None) {
    }
    results {
        res: Single 0 "res",
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
    /// `llvm.mlir.undef`: Creates an undefined value of LLVM dialect type.
    UndefOp = "llvm.mlir.undef";
    operands(sizes = None) {
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.mlir.poison`: Creates a poison value of LLVM dialect type.
    PoisonOp = "llvm.mlir.poison";
    operands(sizes = None) {
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.mlir.zero`: Creates a zero-initialized value of LLVM dialect type.
    ZeroOp = "llvm.mlir.zero";
    operands(sizes = None) {
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.insertvalue`: Insert a value into an LLVM struct.
    InsertValueOp = "llvm.insertvalue";
    operands(sizes = None) {
        container: Single 0 "container",
        value: Single 1 "value",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        position = "position",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.extractvalue`: Extract a value from an LLVM struct.
    ExtractValueOp = "llvm.extractvalue";
    operands(sizes = None) {
        container: Single 0 "container",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        position = "position",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.alloca`: Stack allocation.
    AllocaOp = "llvm.alloca";
    operands(sizes = None) {
        array_size: Single 0 "arraySize",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        alignment = "alignment",
        elem_type = "elem_type",
        inalloca = "inalloca",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.load`: Load from a pointer.
    LoadOp = "llvm.load";
    operands(sizes = None) {
        addr: Single 0 "addr",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        alignment = "alignment",
        volatile_ = "volatile_",
        nontemporal = "nontemporal",
        invariant = "invariant",
        invariant_group = "invariantGroup",
        ordering = "ordering",
        syncscope = "syncscope",
        dereferenceable = "dereferenceable",
        access_groups = "access_groups",
        alias_scopes = "alias_scopes",
        noalias_scopes = "noalias_scopes",
        tbaa = "tbaa",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.store`: Store to a pointer.
    StoreOp = "llvm.store";
    operands(sizes = None) {
        value: Single 0 "value",
        addr: Single 1 "addr",
    }
    results {
    }
    attributes {
        alignment = "alignment",
        volatile_ = "volatile_",
        nontemporal = "nontemporal",
        invariant_group = "invariantGroup",
        ordering = "ordering",
        syncscope = "syncscope",
        access_groups = "access_groups",
        alias_scopes = "alias_scopes",
        noalias_scopes = "noalias_scopes",
        tbaa = "tbaa",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.return`: LLVM dialect return operation.
    ReturnOp = "llvm.return";
    operands(sizes = None) {
        arg: Optional 0 "arg",
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
    /// `llvm.unreachable`: Unreachable code.
    UnreachableOp = "llvm.unreachable";
    operands(sizes = None) {
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
    /// `llvm.br`: LLVM dialect branch operation.
    BrOp = "llvm.br";
    operands(sizes = None) {
        dest_operands: Variadic 0 "destOperands",
    }
    results {
    }
    attributes {
        loop_annotation = "loop_annotation",
    }
    regions {
    }
    successors {
        dest: one 0 "dest",
    }
}

mlir_ir::op_view! {
    /// `llvm.cond_br`: LLVM dialect conditional branch operation.
    CondBrOp = "llvm.cond_br";
    operands(sizes = Some("operandSegmentSizes")) {
        condition: Single 0 "condition",
        true_dest_operands: Variadic 1 "trueDestOperands",
        false_dest_operands: Variadic 2 "falseDestOperands",
    }
    results {
    }
    attributes {
        branch_weights = "branch_weights",
        loop_annotation = "loop_annotation",
    }
    regions {
    }
    successors {
        true_dest: one 0 "trueDest",
        false_dest: one 1 "falseDest",
    }
}

mlir_ir::op_view! {
    /// `llvm.extractelement`: Extract an element from an LLVM vector.
    ExtractElementOp = "llvm.extractelement";
    operands(sizes = None) {
        vector: Single 0 "vector",
        position: Single 1 "position",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.insertelement`: Insert an element into an LLVM vector.
    InsertElementOp = "llvm.insertelement";
    operands(sizes = None) {
        vector: Single 0 "vector",
        value: Single 1 "value",
        position: Single 2 "position",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.shufflevector`: Construct a permutation of two vectors.
    ShuffleVectorOp = "llvm.shufflevector";
    operands(sizes = None) {
        v1: Single 0 "v1",
        v2: Single 1 "v2",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        mask = "mask",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.fabs`: LLVM math intrinsic.
    FAbsOp = "llvm.intr.fabs";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.sqrt`: LLVM math intrinsic.
    SqrtOp = "llvm.intr.sqrt";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.ceil`: LLVM math intrinsic.
    FCeilOp = "llvm.intr.ceil";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.floor`: LLVM math intrinsic.
    FFloorOp = "llvm.intr.floor";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.exp`: LLVM math intrinsic.
    ExpOp = "llvm.intr.exp";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.exp2`: LLVM math intrinsic.
    Exp2Op = "llvm.intr.exp2";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.exp10`: LLVM math intrinsic.
    Exp10Op = "llvm.intr.exp10";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.log`: LLVM math intrinsic.
    LogOp = "llvm.intr.log";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.log2`: LLVM math intrinsic.
    Log2Op = "llvm.intr.log2";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.log10`: LLVM math intrinsic.
    Log10Op = "llvm.intr.log10";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.sin`: LLVM math intrinsic.
    SinOp = "llvm.intr.sin";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.cos`: LLVM math intrinsic.
    CosOp = "llvm.intr.cos";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.tan`: LLVM math intrinsic.
    TanOp = "llvm.intr.tan";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.asin`: LLVM math intrinsic.
    ASinOp = "llvm.intr.asin";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.acos`: LLVM math intrinsic.
    ACosOp = "llvm.intr.acos";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.atan`: LLVM math intrinsic.
    ATanOp = "llvm.intr.atan";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.sinh`: LLVM math intrinsic.
    SinhOp = "llvm.intr.sinh";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.cosh`: LLVM math intrinsic.
    CoshOp = "llvm.intr.cosh";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.tanh`: LLVM math intrinsic.
    TanhOp = "llvm.intr.tanh";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.round`: LLVM math intrinsic.
    RoundOp = "llvm.intr.round";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.roundeven`: LLVM math intrinsic.
    RoundEvenOp = "llvm.intr.roundeven";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.trunc`: LLVM math intrinsic.
    FTruncOp = "llvm.intr.trunc";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.rint`: LLVM math intrinsic.
    RintOp = "llvm.intr.rint";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.nearbyint`: LLVM math intrinsic.
    NearbyintOp = "llvm.intr.nearbyint";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.pow`: LLVM math intrinsic.
    PowOp = "llvm.intr.pow";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.atan2`: LLVM math intrinsic.
    ATan2Op = "llvm.intr.atan2";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.copysign`: LLVM math intrinsic.
    CopySignOp = "llvm.intr.copysign";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.maxnum`: LLVM math intrinsic.
    MaxNumOp = "llvm.intr.maxnum";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.minnum`: LLVM math intrinsic.
    MinNumOp = "llvm.intr.minnum";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.maximum`: LLVM math intrinsic.
    MaximumOp = "llvm.intr.maximum";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.minimum`: LLVM math intrinsic.
    MinimumOp = "llvm.intr.minimum";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.fma`: LLVM math intrinsic.
    FMAOp = "llvm.intr.fma";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
        c: Single 2 "c",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.fmuladd`: LLVM math intrinsic.
    FMulAddOp = "llvm.intr.fmuladd";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
        c: Single 2 "c",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.ctpop`: LLVM integer intrinsic.
    CtPopOp = "llvm.intr.ctpop";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.bitreverse`: LLVM integer intrinsic.
    BitReverseOp = "llvm.intr.bitreverse";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.bswap`: LLVM integer intrinsic.
    ByteSwapOp = "llvm.intr.bswap";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.smax`: LLVM integer intrinsic.
    SMaxOp = "llvm.intr.smax";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.smin`: LLVM integer intrinsic.
    SMinOp = "llvm.intr.smin";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.umax`: LLVM integer intrinsic.
    UMaxOp = "llvm.intr.umax";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.umin`: LLVM integer intrinsic.
    UMinOp = "llvm.intr.umin";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.fshl`: LLVM integer intrinsic.
    FshlOp = "llvm.intr.fshl";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
        c: Single 2 "c",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.fshr`: LLVM integer intrinsic.
    FshrOp = "llvm.intr.fshr";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
        c: Single 2 "c",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.lround`: LLVM float to integer rounding intrinsic.
    LroundOp = "llvm.intr.lround";
    operands(sizes = None) {
        val: Single 0 "val",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.llround`: LLVM float to integer rounding intrinsic.
    LlroundOp = "llvm.intr.llround";
    operands(sizes = None) {
        val: Single 0 "val",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.lrint`: LLVM float to integer rounding intrinsic.
    LrintOp = "llvm.intr.lrint";
    operands(sizes = None) {
        val: Single 0 "val",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.llrint`: LLVM float to integer rounding intrinsic.
    LlrintOp = "llvm.intr.llrint";
    operands(sizes = None) {
        val: Single 0 "val",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.powi`: LLVM float and integer exponent intrinsic.
    PowIOp = "llvm.intr.powi";
    operands(sizes = None) {
        val: Single 0 "val",
        power: Single 1 "power",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.ldexp`: LLVM float and integer exponent intrinsic.
    LoadExpOp = "llvm.intr.ldexp";
    operands(sizes = None) {
        val: Single 0 "val",
        power: Single 1 "power",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.frexp`: LLVM intrinsic returning a struct.
    FractionExpOp = "llvm.intr.frexp";
    operands(sizes = None) {
        val: Single 0 "val",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.sincos`: LLVM intrinsic returning a struct.
    SincosOp = "llvm.intr.sincos";
    operands(sizes = None) {
        val: Single 0 "val",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        fastmath_flags = "fastmathFlags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.scmp`: LLVM three-way compare intrinsic.
    SCmpOp = "llvm.intr.scmp";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.ucmp`: LLVM three-way compare intrinsic.
    UCmpOp = "llvm.intr.ucmp";
    operands(sizes = None) {
        a: Single 0 "a",
        b: Single 1 "b",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.abs`: LLVM absolute value intrinsic.
    AbsOp = "llvm.intr.abs";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        is_int_min_poison = "is_int_min_poison",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.ctlz`: LLVM bit counting intrinsic.
    CountLeadingZerosOp = "llvm.intr.ctlz";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        is_zero_poison = "is_zero_poison",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.cttz`: LLVM bit counting intrinsic.
    CountTrailingZerosOp = "llvm.intr.cttz";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        is_zero_poison = "is_zero_poison",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.sadd.with.overflow`: LLVM arithmetic with overflow intrinsic.
    SAddWithOverflowOp = "llvm.intr.sadd.with.overflow";
    operands(sizes = None) {
        _gen_arg_0: Single 0 "_gen_arg_0",
        _gen_arg_1: Single 1 "_gen_arg_1",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.uadd.with.overflow`: LLVM arithmetic with overflow intrinsic.
    UAddWithOverflowOp = "llvm.intr.uadd.with.overflow";
    operands(sizes = None) {
        _gen_arg_0: Single 0 "_gen_arg_0",
        _gen_arg_1: Single 1 "_gen_arg_1",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.ssub.with.overflow`: LLVM arithmetic with overflow intrinsic.
    SSubWithOverflowOp = "llvm.intr.ssub.with.overflow";
    operands(sizes = None) {
        _gen_arg_0: Single 0 "_gen_arg_0",
        _gen_arg_1: Single 1 "_gen_arg_1",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.usub.with.overflow`: LLVM arithmetic with overflow intrinsic.
    USubWithOverflowOp = "llvm.intr.usub.with.overflow";
    operands(sizes = None) {
        _gen_arg_0: Single 0 "_gen_arg_0",
        _gen_arg_1: Single 1 "_gen_arg_1",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.smul.with.overflow`: LLVM arithmetic with overflow intrinsic.
    SMulWithOverflowOp = "llvm.intr.smul.with.overflow";
    operands(sizes = None) {
        _gen_arg_0: Single 0 "_gen_arg_0",
        _gen_arg_1: Single 1 "_gen_arg_1",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.umul.with.overflow`: LLVM arithmetic with overflow intrinsic.
    UMulWithOverflowOp = "llvm.intr.umul.with.overflow";
    operands(sizes = None) {
        _gen_arg_0: Single 0 "_gen_arg_0",
        _gen_arg_1: Single 1 "_gen_arg_1",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.is.constant`: LLVM is.constant intrinsic.
    IsConstantOp = "llvm.intr.is.constant";
    operands(sizes = None) {
        val: Single 0 "val",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.threadlocal.address`: LLVM threadlocal.address intrinsic.
    ThreadlocalAddressOp = "llvm.intr.threadlocal.address";
    operands(sizes = None) {
        global: Single 0 "global",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.expect`: LLVM expect intrinsic.
    ExpectOp = "llvm.intr.expect";
    operands(sizes = None) {
        val: Single 0 "val",
        expected: Single 1 "expected",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.expect.with.probability`: LLVM expect.with.probability intrinsic.
    ExpectWithProbabilityOp = "llvm.intr.expect.with.probability";
    operands(sizes = None) {
        val: Single 0 "val",
        expected: Single 1 "expected",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        prob = "prob",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.ptrmask`: LLVM ptrmask intrinsic.
    PtrMaskOp = "llvm.intr.ptrmask";
    operands(sizes = None) {
        ptr: Single 0 "ptr",
        mask: Single 1 "mask",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.ssa.copy`: LLVM ssa.copy intrinsic.
    SSACopyOp = "llvm.intr.ssa.copy";
    operands(sizes = None) {
        operand: Single 0 "operand",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.stacksave`: LLVM stacksave intrinsic.
    StackSaveOp = "llvm.intr.stacksave";
    operands(sizes = None) {
    }
    results {
        res: Single 0 "res",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.stackrestore`: LLVM stackrestore intrinsic.
    StackRestoreOp = "llvm.intr.stackrestore";
    operands(sizes = None) {
        ptr: Single 0 "ptr",
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
    /// `llvm.intr.memcpy`: LLVM memory transfer intrinsic.
    MemcpyOp = "llvm.intr.memcpy";
    operands(sizes = None) {
        dst: Single 0 "dst",
        src: Single 1 "src",
        len: Single 2 "len",
    }
    results {
    }
    attributes {
        is_volatile = "isVolatile",
        access_groups = "access_groups",
        alias_scopes = "alias_scopes",
        noalias_scopes = "noalias_scopes",
        tbaa = "tbaa",
        arg_attrs = "arg_attrs",
        res_attrs = "res_attrs",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.memmove`: LLVM memory transfer intrinsic.
    MemmoveOp = "llvm.intr.memmove";
    operands(sizes = None) {
        dst: Single 0 "dst",
        src: Single 1 "src",
        len: Single 2 "len",
    }
    results {
    }
    attributes {
        is_volatile = "isVolatile",
        access_groups = "access_groups",
        alias_scopes = "alias_scopes",
        noalias_scopes = "noalias_scopes",
        tbaa = "tbaa",
        arg_attrs = "arg_attrs",
        res_attrs = "res_attrs",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.memset`: LLVM memset intrinsic.
    MemsetOp = "llvm.intr.memset";
    operands(sizes = None) {
        dst: Single 0 "dst",
        val: Single 1 "val",
        len: Single 2 "len",
    }
    results {
    }
    attributes {
        is_volatile = "isVolatile",
        access_groups = "access_groups",
        alias_scopes = "alias_scopes",
        noalias_scopes = "noalias_scopes",
        tbaa = "tbaa",
        arg_attrs = "arg_attrs",
        res_attrs = "res_attrs",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.intr.assume`: LLVM assume intrinsic.
    AssumeOp = "llvm.intr.assume";
    operands(sizes = None) {
        cond: Single 0 "cond",
        op_bundle_operands: Variadic 1 "op_bundle_operands",
    }
    results {
    }
    attributes {
        op_bundle_sizes = "op_bundle_sizes",
        op_bundle_tags = "op_bundle_tags",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.atomicrmw`: Atomic read-modify-write.
    AtomicRMWOp = "llvm.atomicrmw";
    operands(sizes = None) {
        ptr: Single 0 "ptr",
        val: Single 1 "val",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        bin_op = "bin_op",
        ordering = "ordering",
        syncscope = "syncscope",
        alignment = "alignment",
        volatile_ = "volatile_",
        access_groups = "access_groups",
        alias_scopes = "alias_scopes",
        noalias_scopes = "noalias_scopes",
        tbaa = "tbaa",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.cmpxchg`: Atomic compare and exchange.
    AtomicCmpXchgOp = "llvm.cmpxchg";
    operands(sizes = None) {
        ptr: Single 0 "ptr",
        cmp: Single 1 "cmp",
        val: Single 2 "val",
    }
    results {
        res: Single 0 "res",
    }
    attributes {
        success_ordering = "success_ordering",
        failure_ordering = "failure_ordering",
        syncscope = "syncscope",
        alignment = "alignment",
        weak = "weak",
        volatile_ = "volatile_",
        access_groups = "access_groups",
        alias_scopes = "alias_scopes",
        noalias_scopes = "noalias_scopes",
        tbaa = "tbaa",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.fence`: Memory fence.
    FenceOp = "llvm.fence";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        ordering = "ordering",
        syncscope = "syncscope",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.mlir.global_ctors`: LLVM dialect global_ctors.
    MlirGlobalCtorsOp = "llvm.mlir.global_ctors";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        ctors = "ctors",
        priorities = "priorities",
        data = "data",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `llvm.mlir.global_dtors`: LLVM dialect global_dtors.
    MlirGlobalDtorsOp = "llvm.mlir.global_dtors";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        dtors = "dtors",
        priorities = "priorities",
        data = "data",
    }
    regions {
    }
    successors {
    }
}
