//! Typed views of the `memref` ops, generated from their definitions by
//! `cargo run -p mlir-dialects --bin rmlir-gen-views`: do not edit.

#![allow(clippy::should_implement_trait)]

mlir_ir::op_view! {
    /// `memref.alloc`: memory allocation operation.
    AllocOp = "memref.alloc";
    operands(sizes = Some("operandSegmentSizes")) {
        dynamic_sizes: Variadic 0 "dynamicSizes",
        symbol_operands: Variadic 1 "symbolOperands",
    }
    results {
        memref: Single 0 "memref",
    }
    attributes {
        alignment = "alignment",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.alloca`: stack memory allocation operation.
    AllocaOp = "memref.alloca";
    operands(sizes = Some("operandSegmentSizes")) {
        dynamic_sizes: Variadic 0 "dynamicSizes",
        symbol_operands: Variadic 1 "symbolOperands",
    }
    results {
        memref: Single 0 "memref",
    }
    attributes {
        alignment = "alignment",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.cast`: memref cast operation.
    CastOp = "memref.cast";
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
    /// `memref.collapse_shape`: operation to produce a memref with a smaller rank.
    CollapseShapeOp = "memref.collapse_shape";
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
    /// `memref.expand_shape`: operation to produce a memref with a higher rank.
    ExpandShapeOp = "memref.expand_shape";
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
    /// `memref.extract_aligned_pointer_as_index`: Extracts a memref's underlying aligned pointer as an index.
    ExtractAlignedPointerAsIndexOp = "memref.extract_aligned_pointer_as_index";
    operands(sizes = None) {
        source: Single 0 "source",
    }
    results {
        aligned_pointer: Single 0 "aligned_pointer",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.extract_strided_metadata`: Extracts a buffer base with offset and strides.
    ExtractStridedMetadataOp = "memref.extract_strided_metadata";
    operands(sizes = None) {
        source: Single 0 "source",
    }
    results {
        base_buffer: Single 0 "base_buffer",
        offset: Single 1 "offset",
        sizes: Variadic 2 "sizes",
        strides: Variadic 3 "strides",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.copy`: .
    CopyOp = "memref.copy";
    operands(sizes = None) {
        source: Single 0 "source",
        target: Single 1 "target",
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
    /// `memref.dealloc`: memory deallocation operation.
    DeallocOp = "memref.dealloc";
    operands(sizes = None) {
        memref: Single 0 "memref",
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
    /// `memref.dim`: dimension index operation.
    DimOp = "memref.dim";
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
    /// `memref.get_global`: get the memref pointing to a global variable.
    GetGlobalOp = "memref.get_global";
    operands(sizes = None) {
    }
    results {
        result: Single 0 "result",
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
    /// `memref.global`: declare or define a global memref variable.
    GlobalOp = "memref.global";
    operands(sizes = None) {
    }
    results {
    }
    attributes {
        sym_name = "sym_name",
        sym_visibility = "sym_visibility",
        type_ = "type",
        initial_value = "initial_value",
        constant = "constant",
        alignment = "alignment",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.assume_alignment`: assumption that gives alignment information to the input memref.
    AssumeAlignmentOp = "memref.assume_alignment";
    operands(sizes = None) {
        memref: Single 0 "memref",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        alignment = "alignment",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.realloc`: memory reallocation operation.
    ReallocOp = "memref.realloc";
    operands(sizes = None) {
        source: Single 0 "source",
        dynamic_result_size: Optional 1 "dynamicResultSize",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        alignment = "alignment",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.reshape`: memref reshape operation.
    ReshapeOp = "memref.reshape";
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
    /// `memref.load`: load operation.
    LoadOp = "memref.load";
    operands(sizes = None) {
        memref: Single 0 "memref",
        indices: Variadic 1 "indices",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        nontemporal = "nontemporal",
        alignment = "alignment",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.memory_space_cast`: memref memory space cast operation.
    MemorySpaceCastOp = "memref.memory_space_cast";
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
    /// `memref.rank`: rank operation.
    RankOp = "memref.rank";
    operands(sizes = None) {
        memref: Single 0 "memref",
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
    /// `memref.store`: store operation.
    StoreOp = "memref.store";
    operands(sizes = None) {
        value: Single 0 "value",
        memref: Single 1 "memref",
        indices: Variadic 2 "indices",
    }
    results {
    }
    attributes {
        nontemporal = "nontemporal",
        alignment = "alignment",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.subview`: memref subview operation.
    SubViewOp = "memref.subview";
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
    /// `memref.view`: memref view operation.
    ViewOp = "memref.view";
    operands(sizes = None) {
        source: Single 0 "source",
        byte_shift: Single 1 "byte_shift",
        sizes: Variadic 2 "sizes",
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
    /// `memref.reinterpret_cast`: memref reinterpret cast operation.
    ReinterpretCastOp = "memref.reinterpret_cast";
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
    /// `memref.atomic_rmw`: atomic read-modify-write operation.
    AtomicRMWOp = "memref.atomic_rmw";
    operands(sizes = None) {
        value: Single 0 "value",
        memref: Single 1 "memref",
        indices: Variadic 2 "indices",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        kind = "kind",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.distinct_objects`: assumption that acesses to specific memrefs will never alias.
    DistinctObjectsOp = "memref.distinct_objects";
    operands(sizes = None) {
        operands: Variadic 0 "operands",
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.prefetch`: prefetch operation.
    PrefetchOp = "memref.prefetch";
    operands(sizes = None) {
        memref: Single 0 "memref",
        indices: Variadic 1 "indices",
    }
    results {
    }
    attributes {
        is_write = "isWrite",
        locality_hint = "localityHint",
        is_data_cache = "isDataCache",
    }
    regions {
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.alloca_scope`: explicitly delimited scope for stack allocation.
    AllocaScopeOp = "memref.alloca_scope";
    operands(sizes = None) {
    }
    results {
        results: Variadic 0 "results",
    }
    attributes {
    }
    regions {
        body_region: one 0 "bodyRegion",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.alloca_scope.return`: terminator for alloca_scope operation.
    AllocaScopeReturnOp = "memref.alloca_scope.return";
    operands(sizes = None) {
        results: Variadic 0 "results",
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
    /// `memref.generic_atomic_rmw`: atomic read-modify-write operation with a region.
    GenericAtomicRMWOp = "memref.generic_atomic_rmw";
    operands(sizes = None) {
        memref: Single 0 "memref",
        indices: Variadic 1 "indices",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
    }
    regions {
        atomic_body: one 0 "atomic_body",
    }
    successors {
    }
}

mlir_ir::op_view! {
    /// `memref.atomic_yield`: yield operation for GenericAtomicRMWOp.
    AtomicYieldOp = "memref.atomic_yield";
    operands(sizes = None) {
        result: Single 0 "result",
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
    /// `memref.dma_start`: non-blocking DMA operation that starts a transfer.
    DmaStartOp = "memref.dma_start";
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
    /// `memref.dma_wait`: blocking DMA operation that waits for transfer completion.
    DmaWaitOp = "memref.dma_wait";
    operands(sizes = None) {
        tag_mem_ref: Single 0 "tagMemRef",
        tag_indices: Variadic 1 "tagIndices",
        num_elements: Single 2 "numElements",
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
    /// `memref.transpose`: `transpose` produces a new strided memref (metadata-only).
    TransposeOp = "memref.transpose";
    operands(sizes = None) {
        in_: Single 0 "in",
    }
    results {
        result: Single 0 "result",
    }
    attributes {
        permutation = "permutation",
    }
    regions {
    }
    successors {
    }
}
