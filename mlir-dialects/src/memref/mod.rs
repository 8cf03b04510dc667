//! The `memref` dialect: buffer allocation, access, casts and copies.

#[cfg(feature = "llvm")]
mod alloca_scope_to_llvm;
mod canonicalize;
mod dim_range;
#[cfg(feature = "llvm")]
pub mod expand_strided_metadata;
mod fold;
mod global;
mod interfaces;
mod more;
pub mod reshape;
pub(crate) mod reshape_verify;
pub mod slice;
pub mod slice_verify;
#[cfg(feature = "llvm")]
pub mod to_llvm;
mod transpose;
mod verify;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

use crate::spec::constraints::{
    AttrPrint, BOOL, DENSE_I64_ARRAY, FLAT_SYMBOL_REF, I64_ATTR, INDEX, STRING, SYMBOL_NAME, UNIT,
};
use crate::spec::AttrConstraint;

/// `MemRefTypeAttr`.
static MEMREF_TYPE_ATTR: AttrConstraint = AttrConstraint {
    ods_name: "MemRefTypeAttr",
    summary: "memref type attribute",
    check: |c, a| matches!(c.attr_kind(a), mlir_ir::AttrKind::Type(t) if is_memref(c, *t)),
    print: AttrPrint::Full,
};

/// `AnyAttr`.
static ANY_ATTR: AttrConstraint =
    AttrConstraint { ods_name: "AnyAttr", summary: "any attribute", check: |_, _| true, print: AttrPrint::Full };

use crate::spec::{Arity, Hooks, OpSpec, SharedDefinitions, SpecOp, Trait, TypeConstraint};
use mlir_ir::dialect::Dialect;
use mlir_ir::{Context, Type, TypeKind};
pub use verify::verify_cast_with;

fn is_memref(c: &Context, t: Type) -> bool {
    matches!(c.type_kind(t), TypeKind::MemRef { .. })
}

fn is_any_memref(c: &Context, t: Type) -> bool {
    matches!(c.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
}

/// `AnyMemRef`.
pub static MEMREF: TypeConstraint =
    TypeConstraint { buildable: None, summary: "memref of any type values", check: is_memref };
/// `AnyRankedOrUnrankedMemRef`.
pub static ANY_MEMREF: TypeConstraint =
    TypeConstraint { buildable: None, summary: "ranked or unranked memref of any type values", check: is_any_memref };
/// `AnyNon0RankedOrUnrankedMemRef`.
pub static NON0_MEMREF: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "unranked.memref of any type values or non-0-ranked.memref of any type values",
    check: |c, t| match c.type_kind(t) {
        TypeKind::MemRef { shape, .. } => !shape.is_empty(),
        TypeKind::UnrankedMemRef { .. } => true,
        _ => false,
    },
};
static ANY_TYPE: TypeConstraint = TypeConstraint { buildable: None, summary: "any type", check: |_, _| true };

fn element(c: &Context, t: Type) -> Type {
    c.type_kind(t).element_type().unwrap_or(t)
}

/// `memref.alloc` and `memref.alloca`, which differ in name, result name,
/// summary and canonicalization patterns.
fn alloc_like(
    name: &'static str,
    short: &'static str,
    summary: &'static str,
    patterns: fn() -> Vec<mlir_ir::rewrite::PatternRef>,
) -> OpSpec {
    OpSpec::new(name, summary)
        .operand_group("dynamicSizes", &INDEX, Arity::Variadic)
        .operand_group("symbolOperands", &INDEX, Arity::Variadic)
        .optional_attr("alignment", &I64_ATTR)
        .result("memref", &MEMREF)
        .traits(&[Trait::AttrSizedOperandSegments, Trait::MemAlloc])
        .format("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")
        .canonicalize(patterns)
        .hooks(Hooks { verify: Some(verify::verify_alloc_like), result_name: Some(short), ..Default::default() })
}

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = vec![
        alloc_like("memref.alloc", "alloc", "memory allocation operation", canonicalize::alloc_patterns),
        alloc_like("memref.alloca", "alloca", "stack memory allocation operation", canonicalize::alloca_patterns),
        OpSpec::new("memref.cast", "memref cast operation")
            .interface::<dyn mlir_ir::interfaces::ViewLikeOpInterface>(std::sync::Arc::new(
                crate::memref::interfaces::ViewOfSource,
            ))
            .operand("source", &ANY_MEMREF)
            .result("dest", &ANY_MEMREF)
            .traits(&[Trait::Pure])
            .format("$source attr-dict `:` type($source) `to` type($dest)")
            .hooks(Hooks { verify: Some(verify::verify_cast), result_name: Some("cast"), ..Default::default() }),
        OpSpec::new("memref.collapse_shape", "operation to produce a memref with a smaller rank.")
            .interface::<dyn mlir_ir::interfaces::ViewLikeOpInterface>(std::sync::Arc::new(
                crate::memref::interfaces::ViewOfSource,
            ))
            .operand("src", &MEMREF)
            .attr("reassociation", &reshape::REASSOCIATION)
            .result("result", &MEMREF)
            .traits(&[Trait::Pure])
            .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
            .hooks(Hooks {
                verify: Some(reshape_verify::verify_collapse_shape),
                result_name: Some("collapse_shape"),
                ..Default::default()
            }),
        OpSpec::new("memref.expand_shape", "operation to produce a memref with a higher rank.")
            .interface::<dyn mlir_ir::interfaces::ViewLikeOpInterface>(std::sync::Arc::new(
                crate::memref::interfaces::ViewOfSource,
            ))
            .operand("src", &MEMREF)
            .attr("reassociation", &reshape::REASSOCIATION)
            .operand_group("output_shape", &INDEX, Arity::Variadic)
            .attr("static_output_shape", &DENSE_I64_ARRAY)
            .result("result", &MEMREF)
            .traits(&[Trait::Pure])
            .hooks(Hooks {
                verify: Some(reshape_verify::verify_expand_shape),
                parse: Some(reshape::parse_expand_shape),
                print: Some(reshape::print_expand_shape),
                result_name: Some("expand_shape"),
                ..Default::default()
            }),
        OpSpec::new(
            "memref.extract_aligned_pointer_as_index",
            "Extracts a memref's underlying aligned pointer as an index",
        )
        .operand("source", &ANY_MEMREF)
        .result("aligned_pointer", &INDEX)
        .infer(crate::spec::infer::index)
        .traits(&[Trait::Pure])
        .format("$source `:` type($source) `->` type(results) attr-dict")
        .hooks(Hooks { result_name: Some("intptr"), ..Default::default() }),
        OpSpec::new("memref.extract_strided_metadata", "Extracts a buffer base with offset and strides")
            .operand("source", &ANY_MEMREF)
            .result("base_buffer", &MEMREF)
            .result("offset", &INDEX)
            .result_group("sizes", &INDEX, Arity::Variadic)
            .result_group("strides", &INDEX, Arity::Variadic)
            .infer(crate::spec::infer::strided_metadata)
            .traits(&[Trait::Pure])
            .format("$source `:` type($source) `->` type(results) attr-dict")
            .hooks(Hooks { result_names: Some(reshape::metadata_names), ..Default::default() }),
        OpSpec::new("memref.copy", "")
            .operand("source", &ANY_MEMREF)
            .operand("target", &ANY_MEMREF)
            .traits(&[Trait::MemRead, Trait::MemWrite])
            .format("$source `,` $target attr-dict `:` type($source) `to` type($target)")
            .hooks(Hooks { verify: Some(verify::verify_copy), ..Default::default() })
            .canonicalize(canonicalize::copy_patterns),
        OpSpec::new("memref.dealloc", "memory deallocation operation")
            .operand("memref", &ANY_MEMREF)
            .traits(&[Trait::MemFree])
            .format("$memref attr-dict `:` type($memref)")
            .folder(fold::fold_dealloc),
        OpSpec::new("memref.dim", "dimension index operation")
            .operand("source", &NON0_MEMREF)
            .operand("index", &INDEX)
            .result("result", &INDEX)
            .infer(crate::spec::infer::index)
            .traits(&[Trait::Pure])
            .format("attr-dict $source `,` $index `:` type($source)")
            .folder(fold::fold_dim)
            .interface(dim_range::DimRange::arc())
            .hooks(Hooks { result_name: Some("dim"), ..Default::default() }),
        OpSpec::new("memref.get_global", "get the memref pointing to a global variable")
            .attr("name", &FLAT_SYMBOL_REF)
            .result("result", &MEMREF)
            .traits(&[Trait::Pure])
            .format("$name `:` type($result) attr-dict")
            .interface::<dyn mlir_ir::interfaces::SymbolUserOpInterface>(std::sync::Arc::new(interfaces::GetGlobal)),
        OpSpec::new("memref.global", "declare or define a global memref variable")
            .attr("sym_name", &SYMBOL_NAME)
            .optional_attr("sym_visibility", &STRING)
            .attr("type", &MEMREF_TYPE_ATTR)
            .optional_attr("initial_value", &ANY_ATTR)
            .optional_attr("constant", &UNIT)
            .optional_attr("alignment", &I64_ATTR)
            .traits(&[Trait::Symbol])
            .hooks(Hooks {
                parse: Some(global::parse_global),
                print: Some(global::print_global),
                ..Default::default()
            }),
        OpSpec::new("memref.assume_alignment", "assumption that gives alignment information to the input memref")
            .interface::<dyn mlir_ir::interfaces::ViewLikeOpInterface>(std::sync::Arc::new(
                crate::memref::interfaces::ViewOfSource,
            ))
            .operand("memref", &ANY_MEMREF)
            .attr("alignment", &crate::spec::constraints::I32_ATTR)
            .result("result", &ANY_MEMREF)
            .infer(crate::spec::infer::first_operand)
            .traits(&[Trait::Pure])
            .format("$memref `,` $alignment attr-dict `:` type($memref)")
            .hooks(Hooks { result_name: Some("assume_align"), ..Default::default() }),
        OpSpec::new("memref.realloc", "memory reallocation operation")
            .operand("source", &MEMREF)
            .operand_group("dynamicResultSize", &crate::spec::constraints::INDEX, Arity::Optional)
            .optional_attr("alignment", &I64_ATTR)
            .result("result", &MEMREF)
            .traits(&[Trait::MemAlloc, Trait::MemFree])
            .format("$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)")
            .canonicalize(canonicalize::realloc_patterns),
        OpSpec::new("memref.reshape", "memref reshape operation")
            .interface::<dyn mlir_ir::interfaces::ViewLikeOpInterface>(std::sync::Arc::new(
                crate::memref::interfaces::ViewOfSource,
            ))
            .operand("source", &ANY_MEMREF)
            .operand("shape", &MEMREF)
            .result("result", &ANY_MEMREF)
            .traits(&[Trait::Pure])
            .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
            .hooks(Hooks { result_name: Some("reshape"), ..Default::default() }),
        OpSpec::new("memref.load", "load operation")
            .operand("memref", &MEMREF)
            .operand_group("indices", &INDEX, Arity::Variadic)
            .default_optional_attr("nontemporal", &BOOL, |c| c.bool_attr(false))
            .optional_attr("alignment", &I64_ATTR)
            .result("result", &ANY_TYPE)
            .infer(crate::spec::infer::element_of_first_operand)
            .traits(&[Trait::MemRead])
            .traits(&[Trait::TypesMatchWith {
                summary: "result type matches element type of 'memref'",
                from: "memref",
                to: "result",
                transform: element,
            }])
            .format("$memref `[` $indices `]` attr-dict `:` type($memref)")
            .folder(fold::fold_load)
            .hooks(Hooks { verify: Some(verify::verify_load), ..Default::default() }),
        OpSpec::new("memref.memory_space_cast", "memref memory space cast operation")
            .interface::<dyn mlir_ir::interfaces::ViewLikeOpInterface>(std::sync::Arc::new(
                crate::memref::interfaces::ViewOfSource,
            ))
            .operand("source", &ANY_MEMREF)
            .result("dest", &ANY_MEMREF)
            .traits(&[Trait::Pure])
            .format("$source attr-dict `:` type($source) `to` type($dest)")
            .hooks(Hooks { result_name: Some("memspacecast"), ..Default::default() }),
        OpSpec::new("memref.rank", "rank operation")
            .operand("memref", &ANY_MEMREF)
            .result("result", &INDEX)
            .infer(crate::spec::infer::index)
            .traits(&[Trait::Pure])
            .format("$memref attr-dict `:` type($memref)"),
        OpSpec::new("memref.store", "store operation")
            .operand("value", &ANY_TYPE)
            .operand("memref", &MEMREF)
            .operand_group("indices", &INDEX, Arity::Variadic)
            .default_optional_attr("nontemporal", &BOOL, |c| c.bool_attr(false))
            .optional_attr("alignment", &I64_ATTR)
            .traits(&[Trait::MemWrite])
            .traits(&[Trait::TypesMatchWith {
                summary: "type of 'value' matches element type of 'memref'",
                from: "memref",
                to: "value",
                transform: element,
            }])
            .format("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)")
            .folder(fold::fold_store)
            .hooks(Hooks { verify: Some(verify::verify_store), ..Default::default() }),
        OpSpec::new("memref.subview", "memref subview operation")
            .interface::<dyn mlir_ir::interfaces::ViewLikeOpInterface>(std::sync::Arc::new(
                crate::memref::interfaces::ViewOfSource,
            ))
            .operand("source", &MEMREF)
            .offsets_sizes_strides()
            .result("result", &MEMREF)
            .traits(&[Trait::AttrSizedOperandSegments, Trait::Pure])
            .hooks(Hooks {
                parse: Some(slice::parse_subview),
                print: Some(slice::print_subview),
                verify: Some(slice_verify::verify_subview),
                result_name: Some("subview"),
                ..Default::default()
            }),
        OpSpec::new("memref.view", "memref view operation")
            .interface::<dyn mlir_ir::interfaces::ViewLikeOpInterface>(std::sync::Arc::new(
                crate::memref::interfaces::ViewOfSource,
            ))
            .operand("source", &MEMREF)
            .operand("byte_shift", &INDEX)
            .operand_group("sizes", &INDEX, Arity::Variadic)
            .result("result", &MEMREF)
            .traits(&[Trait::Pure])
            .format("$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)")
            .hooks(Hooks { result_name: Some("view"), ..Default::default() }),
    ];
    v.extend(more::specs());
    v.extend(more::atomic_and_dma_specs());
    v.push(transpose::spec());
    v
}

/// The `memref` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("memref", SpecOp::shared(&DEFINITIONS, specs));
    // Folded constants (`memref.dim` sizes) are `arith.constant`s.
    d.materialize_constant = crate::arith::dialect().materialize_constant;
    d
}
