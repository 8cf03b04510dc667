//! The `shape` dialect: shapes, sizes and constraints on them, from
//! upstream's `ShapeBase.td` / `ShapeOps.td` (MLIR 22).
//!
//! Types: `!shape.shape`, `!shape.size`, `!shape.witness` and
//! `!shape.value_shape` ([`types`]). Ops defined here (and only these):
//! `shape.add`, `shape.any`, `shape.assuming`, `shape.assuming_all`,
//! `shape.assuming_yield`, `shape.broadcast`, `shape.concat`,
//! `shape.const_shape`, `shape.const_size`, `shape.const_witness`,
//! `shape.cstr_broadcastable`, `shape.cstr_eq`, `shape.cstr_require`,
//! `shape.debug_print`, `shape.dim`, `shape.div`,
//! `shape.from_extent_tensor`, `shape.from_extents`, `shape.func`,
//! `shape.function_library`, `shape.get_extent`, `shape.index_to_size`,
//! `shape.is_broadcastable`, `shape.max`, `shape.meet`, `shape.min`,
//! `shape.mul`, `shape.num_elements`, `shape.rank`, `shape.reduce`,
//! `shape.return`, `shape.shape_eq`, `shape.shape_of`,
//! `shape.size_to_index`, `shape.split_at`, `shape.to_extent_tensor`,
//! `shape.value_as_shape`, `shape.value_of`, `shape.with_shape` and
//! `shape.yield` (all of upstream's), with upstream's formats, verifiers,
//! result-type inference (checked by the verifier as
//! `InferTypeOpAdaptorWithIsCompatible` does) and folders.
//!
//! Canonicalization patterns (`patterns.rs`): upstream's, including
//! those rooted at `tensor.cast` / `tensor.extract`, except
//! `ShapeOfWithTensor`.
//! The `shape.lib` attribute is verified (`lib_attr.rs`). Not here: the
//! dialect's inliner interface. As upstream's, the dialect accepts
//! unknown `shape.*` ops.

mod const_shape;
pub mod fold;
mod functions;
pub mod infer;
mod lib_attr;
mod patterns;
mod regions;
pub mod types;
mod verify;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
pub use views::*;

use crate::index::INDEX_ATTR;
use crate::spec::constraints::{AttrPrint, ANY, BOOL, I1, INDEX, STRING};
use crate::spec::{Arity, AttrConstraint, Hooks, OpSpec, SharedDefinitions, SpecOp, Trait};
use mlir_ir::attributes::DenseElements;
use mlir_ir::dialect::Dialect;
use mlir_ir::interfaces::RegionBranchOpInterface;
use mlir_ir::{AttrKind, Attribute, Context, Ir, Location, OpId, OperationState, Type, TypeKind, Value};
use std::sync::Arc;
use types::{
    ANY_SHAPED, ANY_SHAPE_OR_SIZE, INDEX_TENSOR, INDEX_TENSOR_1D, INT_TENSOR_1D_OR_VALUE_SHAPE, SHAPE,
    SHAPED_OR_VALUE_SHAPE, SHAPE_OR_EXTENT_TENSOR, SHAPE_OR_SIZE, SIZE, SIZE_OR_INDEX, VALUE_SHAPE, WITNESS,
};

/// `IndexElementsAttr`: dense integer elements of `index` type.
pub static INDEX_ELEMENTS: AttrConstraint = AttrConstraint {
    ods_name: "IndexElementsAttr",
    summary: "index elements attribute",
    check: |c, a| {
        matches!(c.attr_kind(a), AttrKind::DenseElements { .. })
            && DenseElements::new(c, a).is_some_and(|e| matches!(c.type_kind(e.element_type()), TypeKind::Index))
    },
    print: AttrPrint::Full,
};

/// `shape.const_size`'s result is named after its value (`%c3`).
fn const_size_name(ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    use mlir_ir::ods::view::Checked;
    let ctx = ir.ctx();
    let Some(c) = ConstSizeOp::new(ir, op) else { return };
    let value = c.value(ir).checked().and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    });
    if let Some(v) = value {
        set(c.result(ir).checked(), &format!("c{v}"));
    }
}

/// A binary op on sizes or indices (`add`, `mul`).
fn size_binary(name: &'static str, summary: &'static str, folder: crate::spec::FoldFn) -> OpSpec {
    OpSpec::new(name, summary)
        .operand("lhs", &SIZE_OR_INDEX)
        .operand("rhs", &SIZE_OR_INDEX)
        .result("result", &SIZE_OR_INDEX)
        .traits(&[Trait::Commutative, Trait::Pure])
        .infer_checked(infer::size_if_any_size, infer::size_or_index_each)
        .folder(folder)
        .hooks(Hooks { verify: Some(verify::size_or_index_result), ..Default::default() })
        .format("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)")
}

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    let mut v = ops();
    v.extend(functions::specs());
    v
}

/// The specs of the ops outside the shape-function ops.
fn ops() -> Vec<OpSpec> {
    vec![
        size_binary("shape.add", "Addition of sizes and indices", fold::add),
        OpSpec::new("shape.broadcast", "Returns the broadcasted output shape of two or more inputs")
            .operand_group("shapes", &SHAPE_OR_EXTENT_TENSOR, Arity::Variadic)
            .optional_attr("error", &STRING)
            .result("result", &SHAPE_OR_EXTENT_TENSOR)
            .traits(&[Trait::Commutative, Trait::Pure])
            .canonicalize(patterns::broadcast)
            .folder(fold::broadcast)
            .hooks(Hooks { verify: Some(verify::shape_or_extent_tensor_result), ..Default::default() })
            .format("$shapes attr-dict `:` type($shapes) `->` type($result)"),
        OpSpec::new("shape.const_shape", "Creates a constant shape or extent tensor")
            .attr("shape", &INDEX_ELEMENTS)
            .result("result", &SHAPE_OR_EXTENT_TENSOR)
            .traits(&[Trait::ConstantLike, Trait::Pure])
            .canonicalize(patterns::const_shape)
            .infer_checked(infer::const_shape, infer::const_shape_compatible)
            .folder(fold::const_shape)
            .hooks(Hooks { parse: Some(const_shape::parse), print: Some(const_shape::print), ..Default::default() }),
        OpSpec::new("shape.const_size", "Creates a constant of type `shape.size`")
            .attr("value", &INDEX_ATTR)
            .result("result", &SIZE)
            .traits(&[Trait::ConstantLike, Trait::Pure])
            .infer(infer::size_result)
            .folder(fold::const_size)
            .hooks(Hooks { result_names: Some(const_size_name), ..Default::default() })
            .format("$value attr-dict"),
        OpSpec::new("shape.from_extents", "Creates a shape from extents")
            .operand_group("extents", &SIZE_OR_INDEX, Arity::Variadic)
            .result("shape", &SHAPE)
            .traits(&[Trait::Pure])
            .infer(infer::shape_result)
            .folder(fold::from_extents)
            .format("$extents attr-dict `:` type($extents)"),
        OpSpec::new("shape.rank", "Gets the rank of a shape")
            .operand("shape", &SHAPE_OR_EXTENT_TENSOR)
            .result("rank", &SIZE_OR_INDEX)
            .traits(&[Trait::Pure])
            .canonicalize(patterns::rank)
            .infer_checked(infer::size_if_shape, infer::size_or_index_each)
            .folder(fold::rank)
            .hooks(Hooks { verify: Some(verify::size_or_index_result), ..Default::default() })
            .format("$shape attr-dict `:` type($shape) `->` type($rank)"),
        OpSpec::new("shape.to_extent_tensor", "Creates a dimension tensor from a shape")
            .operand("input", &SHAPE_OR_EXTENT_TENSOR)
            .result("result", &INDEX_TENSOR)
            .traits(&[Trait::Pure])
            .folder(fold::to_extent_tensor)
            .format("$input attr-dict `:` type($input) `->` type($result)"),
        OpSpec::new("shape.get_extent", "Gets the specified extent from a shape or extent tensor")
            .operand("shape", &SHAPE_OR_EXTENT_TENSOR)
            .operand("dim", &SIZE_OR_INDEX)
            .result("extent", &SIZE_OR_INDEX)
            .traits(&[Trait::Pure])
            .infer_checked(infer::index, infer::size_or_index_each)
            .folder(fold::get_extent)
            .hooks(Hooks { verify: Some(verify::size_or_index_result), ..Default::default() })
            .format("$shape `,` $dim attr-dict `:` type($shape) `,` type($dim) `->` type($extent)"),
        OpSpec::new("shape.index_to_size", "Converts a standard index to a shape size")
            .operand("arg", &INDEX)
            .result("result", &SIZE)
            .traits(&[Trait::Pure])
            .canonicalize(patterns::index_to_size)
            .infer(infer::size_result)
            .folder(fold::index_to_size)
            .format("$arg attr-dict"),
        OpSpec::new("shape.meet", "Returns the least general shape or size of its operands")
            .operand("arg0", &ANY_SHAPE_OR_SIZE)
            .operand("arg1", &ANY_SHAPE_OR_SIZE)
            .optional_attr("error", &STRING)
            .result("result", &ANY_SHAPE_OR_SIZE)
            .traits(&[Trait::Commutative])
            .infer_checked(infer::meet, infer::meet_compatible)
            .format(
                "$arg0 `,` $arg1 (`,` `error` `=` $error^)? attr-dict `:` type($arg0) `,` type($arg1) `->` type($result)",
            ),
        size_binary("shape.mul", "Multiplication of sizes and indices", fold::mul),
        OpSpec::new("shape.num_elements", "Returns the number of elements for a given shape")
            .operand("shape", &SHAPE_OR_EXTENT_TENSOR)
            .result("result", &SIZE_OR_INDEX)
            .traits(&[Trait::Pure])
            .infer_checked(infer::size_if_shape, infer::size_or_index_each)
            .folder(fold::num_elements)
            .hooks(Hooks { verify: Some(verify::size_or_index_result), ..Default::default() })
            .format("$shape attr-dict `:` type($shape) `->` type($result)"),
        OpSpec::new("shape.shape_of", "Returns shape of a value or shaped type operand")
            .operand("arg", &SHAPED_OR_VALUE_SHAPE)
            .result("result", &SHAPE_OR_EXTENT_TENSOR)
            .traits(&[Trait::Pure])
            .canonicalize(patterns::shape_of)
            .infer_checked(infer::shape_of, infer::shape_of_compatible)
            .folder(fold::shape_of)
            .hooks(Hooks { verify: Some(verify::shape_or_extent_tensor_result), ..Default::default() })
            .format("$arg attr-dict `:` type($arg) `->` type($result)"),
        OpSpec::new("shape.size_to_index", "Casts between index types of the shape and standard dialect")
            .operand("arg", &SIZE_OR_INDEX)
            .result("result", &INDEX)
            .traits(&[Trait::Pure])
            .canonicalize(patterns::size_to_index)
            .infer(crate::spec::infer::index)
            .folder(fold::size_to_index)
            .format("$arg attr-dict `:` type($arg)"),
        OpSpec::new("shape.div", "Division of sizes and indices")
            .operand("lhs", &SIZE_OR_INDEX)
            .operand("rhs", &SIZE_OR_INDEX)
            .result("result", &SIZE_OR_INDEX)
            .traits(&[Trait::Pure])
            .infer_checked(infer::size_if_any_size, infer::size_or_index_each)
            .folder(fold::div)
            .hooks(Hooks { verify: Some(verify::size_or_index_result), ..Default::default() })
            .format("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"),
        OpSpec::new("shape.shape_eq", "Returns whether the input shapes or extent tensors are equal")
            .operand_group("shapes", &SHAPE_OR_EXTENT_TENSOR, Arity::Variadic)
            .result("result", &I1)
            .traits(&[Trait::Pure, Trait::Commutative])
            .infer(crate::spec::infer::i1)
            .folder(fold::shape_eq)
            .format("$shapes attr-dict `:` type($shapes)"),
        OpSpec::new("shape.from_extent_tensor", "Creates a shape from a tensor of extents")
            .operand("input", &INDEX_TENSOR_1D)
            .result("result", &SHAPE)
            .traits(&[Trait::Pure])
            .infer(infer::shape_result)
            .format("$input attr-dict `:` type($input)"),
        OpSpec::new("shape.is_broadcastable", "Determines if 2+ shapes can be successfully broadcasted")
            .operand_group("shapes", &SHAPE_OR_EXTENT_TENSOR, Arity::Variadic)
            .result("result", &I1)
            .traits(&[Trait::Commutative])
            .infer(crate::spec::infer::i1)
            .folder(fold::is_broadcastable)
            .canonicalize(patterns::is_broadcastable)
            .format("$shapes attr-dict `:` type($shapes)"),
        OpSpec::new("shape.dim", "Gets the specified extent from the shape of a shaped input")
            .operand("value", &ANY_SHAPED)
            .operand("index", &SIZE_OR_INDEX)
            .result("extent", &SIZE_OR_INDEX)
            .traits(&[Trait::Pure])
            .infer_checked(infer::second_operand, infer::size_or_index_each)
            .folder(fold::dim)
            .format("$value `,` $index attr-dict `:` type($value) `,`type($index) `->` type($extent)"),
        OpSpec::new("shape.max", "Elementwise maximum")
            .operand("lhs", &SHAPE_OR_SIZE)
            .operand("rhs", &SHAPE_OR_SIZE)
            .result("result", &SHAPE_OR_SIZE)
            .traits(&[Trait::Commutative, Trait::Pure])
            .infer_checked(infer::same_or_size, infer::both_shapes_or_sizes)
            .folder(fold::same_operands)
            .format("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"),
        OpSpec::new("shape.min", "Elementwise minimum")
            .operand("lhs", &SHAPE_OR_SIZE)
            .operand("rhs", &SHAPE_OR_SIZE)
            .result("result", &SHAPE_OR_SIZE)
            .traits(&[Trait::Commutative, Trait::Pure])
            .infer_checked(infer::same_or_size, infer::both_shapes_or_sizes)
            .folder(fold::same_operands)
            .format("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"),
        OpSpec::new("shape.value_of", "Returns value of a !shape.value_shape operand")
            .operand("arg", &VALUE_SHAPE)
            .result("result", &ANY_SHAPED)
            .traits(&[Trait::Pure])
            .format("$arg attr-dict `:` type($result)"),
        OpSpec::new("shape.value_as_shape", "Returns value as a shape")
            .operand("arg", &INT_TENSOR_1D_OR_VALUE_SHAPE)
            .result("result", &SHAPE_OR_EXTENT_TENSOR)
            .traits(&[Trait::Pure])
            .format("$arg attr-dict `:` type($arg) `->` type($result)"),
        OpSpec::new("shape.with_shape", "Returns ValueShape with given shape")
            .operand("operand", &SHAPED_OR_VALUE_SHAPE)
            .operand("shape", &SHAPE_OR_EXTENT_TENSOR)
            .result("result", &VALUE_SHAPE)
            .traits(&[Trait::Pure])
            .infer(infer::value_shape_result)
            .format("operands attr-dict `:` type($operand) `,` type($shape)"),
        OpSpec::new("shape.debug_print", "Prints the input shape or size")
            .operand("input", &SHAPE_OR_SIZE)
            .result("output", &SHAPE_OR_SIZE),
        OpSpec::new("shape.split_at", "Splits a shape at a given index")
            .operand("operand", &SHAPE_OR_EXTENT_TENSOR)
            .operand("index", &SIZE_OR_INDEX)
            .result("head", &SHAPE_OR_EXTENT_TENSOR)
            .result("tail", &SHAPE_OR_EXTENT_TENSOR)
            .traits(&[Trait::Pure])
            .folder(fold::split_at),
        OpSpec::new("shape.concat", "Concatenates two shapes")
            .operand("lhs", &SHAPE_OR_EXTENT_TENSOR)
            .operand("rhs", &SHAPE_OR_EXTENT_TENSOR)
            .result("result", &SHAPE_OR_EXTENT_TENSOR)
            .traits(&[Trait::Pure])
            .folder(fold::concat)
            .format("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"),
        OpSpec::new("shape.any", "Return any combination of the input shapes")
            .operand_group("inputs", &SHAPE_OR_EXTENT_TENSOR, Arity::Variadic)
            .result("result", &SHAPE_OR_EXTENT_TENSOR)
            .traits(&[Trait::Commutative, Trait::Pure])
            .folder(fold::any)
            .format("$inputs attr-dict `:` type($inputs) `->` type($result)"),
        OpSpec::new("shape.cstr_require", "Represents a runtime assertion that an i1 is `true`")
            .operand("pred", &I1)
            .attr("msg", &STRING)
            .result("result", &WITNESS)
            .infer(infer::witness_result)
            .folder(fold::cstr_require)
            .format("$pred `,` $msg attr-dict"),
        OpSpec::new("shape.assuming", "Execute the region")
            .interface::<dyn RegionBranchOpInterface>(Arc::new(regions::Assuming))
            .operand("witness", &WITNESS)
            .result_group("results", &ANY, Arity::Variadic)
            .sized_region("doRegion", 1)
            .traits(&[Trait::SingleBlock, Trait::RecursiveMemoryEffects])
            .canonicalize(patterns::assuming)
            .hooks(Hooks {
                parse: Some(regions::parse_assuming),
                print: Some(regions::print_assuming),
                verify_region: Some(regions::verify_assuming_edges),
                ..Default::default()
            }),
        OpSpec::new("shape.assuming_yield", "Yield operation")
            .operand_group("operands", &ANY, Arity::Variadic)
            .traits(&[Trait::Pure, Trait::ReturnLike, Trait::Terminator, Trait::HasParent("shape.assuming")])
            .format("attr-dict ($operands^ `:` type($operands))?"),
        OpSpec::new("shape.reduce", "Returns an expression reduced over a shape or extent tensor")
            .operand("shape", &SHAPE_OR_EXTENT_TENSOR)
            .operand_group("initVals", &ANY, Arity::Variadic)
            .result_group("result", &ANY, Arity::Variadic)
            .sized_region("region", 1)
            .traits(&[Trait::SingleBlock])
            .hooks(Hooks {
                parse: Some(regions::parse_reduce),
                print: Some(regions::print_reduce),
                verify: Some(regions::verify_reduce),
                ..Default::default()
            }),
        OpSpec::new("shape.yield", "Returns the value to parent op")
            .operand_group("operands", &ANY, Arity::Variadic)
            .traits(&[
                Trait::HasParent("shape.reduce, shape.function_library"),
                Trait::Pure,
                Trait::ReturnLike,
                Trait::Terminator,
            ])
            .hooks(Hooks { verify: Some(regions::verify_yield), ..Default::default() })
            .format("attr-dict ($operands^ `:` type($operands))?"),
        OpSpec::new("shape.assuming_all", "Return a logical AND of all witnesses")
            .operand_group("inputs", &WITNESS, Arity::Variadic)
            .result("result", &WITNESS)
            .traits(&[Trait::Commutative, Trait::Pure])
            .canonicalize(patterns::assuming_all)
            .infer(infer::witness_result)
            .folder(fold::assuming_all)
            .hooks(Hooks { verify: Some(verify::assuming_all), ..Default::default() })
            .format("$inputs attr-dict"),
        OpSpec::new("shape.cstr_broadcastable", "Determines if 2+ shapes can be successfully broadcasted")
            .operand_group("shapes", &SHAPE_OR_EXTENT_TENSOR, Arity::Variadic)
            .result("result", &WITNESS)
            .traits(&[Trait::Commutative])
            .canonicalize(patterns::cstr_broadcastable)
            .infer(infer::witness_result)
            .folder(fold::cstr_broadcastable)
            .hooks(Hooks { verify: Some(verify::cstr_broadcastable), ..Default::default() })
            .format("$shapes attr-dict `:` type($shapes)"),
        OpSpec::new("shape.cstr_eq", "Determines if all input shapes are equal")
            .operand_group("shapes", &SHAPE_OR_EXTENT_TENSOR, Arity::Variadic)
            .result("result", &WITNESS)
            .traits(&[Trait::Commutative])
            .canonicalize(patterns::cstr_eq)
            .infer(infer::witness_result)
            .folder(fold::cstr_eq)
            .format("$shapes attr-dict `:` type($shapes)"),
        OpSpec::new("shape.const_witness", "An operation that returns a statically known witness value")
            .attr("passing", &BOOL)
            .result("result", &WITNESS)
            .traits(&[Trait::ConstantLike, Trait::Pure])
            .infer(infer::witness_result)
            .folder(fold::const_witness)
            .format("$passing attr-dict"),
    ]
}

/// The dialect's constant materializer (upstream's
/// `ShapeDialect::materializeConstant`): shapes and extent tensors become
/// `const_shape`, sizes `const_size`, witnesses `const_witness`, anything
/// else an `arith.constant`.
fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    let op = |name: &str, attr: &str, ok: bool| {
        ok.then(|| {
            let mut st = OperationState::new(ctx.op_name(name), loc);
            st.attributes.push((ctx.ident(attr), value));
            st.result_types.push(ty);
            st
        })
    };
    if types::is_shape(ctx, ty) || types::is_extent_tensor(ctx, ty) {
        return op("shape.const_shape", "shape", (INDEX_ELEMENTS.check)(ctx, value));
    }
    if types::is_size(ctx, ty) {
        return op("shape.const_size", "value", (INDEX_ATTR.check)(ctx, value));
    }
    if types::is_witness(ctx, ty) {
        return op("shape.const_witness", "passing", (BOOL.check)(ctx, value));
    }
    crate::arith::materialize_constant(ctx, value, ty, loc)
}

/// The `shape` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("shape", SpecOp::shared(&DEFINITIONS, specs));
    d.type_hooks = Some(Arc::new(types::ShapeTypeSyntax));
    d.materialize_constant = Some(materialize_constant);
    d.verify_op_attribute = Some(lib_attr::verify);
    // Upstream allows unknown ops while the dialect evolves.
    d.allows_unknown_ops = true;
    d
}
