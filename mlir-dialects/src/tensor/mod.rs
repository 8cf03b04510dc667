//! The `tensor` dialect: creation, casts, element access and `generate`.

use crate::memref::{reshape, slice, slice_verify};
use crate::spec::constraints::UNIT;

mod canonicalize;
mod fold;
mod pad;
// Typed views of the ops, generated from their definitions.
#[rustfmt::skip]
mod views;
use crate::memref::verify_cast_with;
use crate::spec::constraints::DENSE_I64_ARRAY;
use crate::spec::constraints::{I64_ATTR, INDEX};
use crate::spec::verify::{operands, result_types};
use crate::spec::{Arity, Hooks, OpSpec, SharedDefinitions, SpecOp, Trait, TypeConstraint};
use mlir_ir::dialect::Dialect;
use mlir_ir::parser::{Delimiter, OpAsmParser, ParseResult};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::verifier::{op_error_plain, op_error_prefixed};
use mlir_ir::{Context, Diagnostic, Ir, OpId, OperationState, Type, TypeKind, Value};
pub use views::*;

const DYNAMIC: i64 = i64::MIN;

static RANKED: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "ranked tensor of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::RankedTensor { .. }),
};
static TENSOR: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "tensor of any type values",
    check: |c, t| matches!(c.type_kind(t), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }),
};
static NON0_TENSOR: TypeConstraint = TypeConstraint {
    buildable: None,
    summary: "non-0-ranked or unranked tensor of any type values",
    check: |c, t| match c.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
        TypeKind::UnrankedTensor { .. } => true,
        _ => false,
    },
};
static ANY_TYPE: TypeConstraint = TypeConstraint { buildable: None, summary: "any type", check: |_, _| true };

fn element(c: &Context, t: Type) -> Type {
    c.type_kind(t).element_type().unwrap_or(t)
}

fn shape(c: &Context, t: Type) -> Option<Vec<i64>> {
    match c.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape.to_vec()),
        _ => None,
    }
}

fn hooks(name: &'static str, verify: Option<fn(&Ir, OpId) -> Result<(), Diagnostic>>) -> Hooks {
    Hooks { result_name: Some(name), verify, ..Default::default() }
}

/// `tensor::CastOp::areCastCompatible`.
fn cast_compatible(c: &Context, a: Type, b: Type) -> bool {
    let (Some(ea), Some(eb)) = (c.type_kind(a).element_type(), c.type_kind(b).element_type()) else {
        return false;
    };
    if ea != eb {
        return false;
    }
    match (shape(c, a), shape(c, b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len() && x.iter().zip(&y).all(|(p, q)| *p == DYNAMIC || *q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

fn verify_cast(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    verify_cast_with(ir, op, cast_compatible)
}

fn verify_empty(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(s) = result_types(ir, op).first().and_then(|t| shape(ir.ctx(), *t)) else { return Ok(()) };
    let expected = s.iter().filter(|d| **d == DYNAMIC).count();
    let has = operands(ir, op).len();
    if has != expected {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
        ));
    }
    Ok(())
}

fn index_count(ir: &Ir, op: OpId, tensor_at: usize, msg: &str) -> Result<(), Diagnostic> {
    let ops = operands(ir, op);
    let Some(s) = ops.get(tensor_at).and_then(|v| ir.value_type(*v).ok()).and_then(|t| shape(ir.ctx(), t)) else {
        return Ok(());
    };
    if s.len() != ops.len() - tensor_at - 1 {
        return Err(op_error_prefixed(ir, op, msg));
    }
    Ok(())
}

fn verify_extract(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    index_count(ir, op, 0, "incorrect number of indices for extract_element")
}

fn verify_insert(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    index_count(ir, op, 1, "incorrect number of indices")
}

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    vec![
        OpSpec::new("tensor.gather", "gather a subset of a tensor at specified indices")
            .operand("source", &RANKED)
            .operand("indices", &RANKED)
            .attr("gather_dims", &crate::spec::constraints::DENSE_I64_ARRAY_BRACKETS)
            .optional_attr("unique", &crate::spec::constraints::UNIT)
            .result("result", &RANKED)
            .traits(&[Trait::Pure])
            .hooks(Hooks { result_name: Some("gather"), ..Default::default() })
            .format("$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)"),
        OpSpec::new("tensor.scatter", "scatter a tensor into a destination tensor at specified indices")
            .operand("source", &RANKED)
            .operand("dest", &RANKED)
            .operand("indices", &RANKED)
            .attr("scatter_dims", &crate::spec::constraints::DENSE_I64_ARRAY_BRACKETS)
            .optional_attr("unique", &crate::spec::constraints::UNIT)
            .result("result", &RANKED)
            .traits(&[Trait::Pure])
            .hooks(Hooks { result_name: Some("scatter"), ..Default::default() })
            .format("$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? attr-dict `:` functional-type(operands, results)"),
        OpSpec::new("tensor.bitcast", "tensor bitcast operation")
            .operand("source", &TENSOR)
            .result("dest", &TENSOR)
            .traits(&[Trait::Pure])
            .format("$source attr-dict `:` type($source) `to` type($dest)"),
        OpSpec::new("tensor.cast", "tensor cast operation")
            .operand("source", &TENSOR)
            .result("dest", &TENSOR)
            .traits(&[Trait::Pure])
            .format("$source attr-dict `:` type($source) `to` type($dest)")
            .folder(fold::fold_cast)
            .canonicalize(canonicalize::cast_patterns)
            .hooks(hooks("cast", Some(verify_cast))),
        OpSpec::new("tensor.collapse_shape", "operation to produce a tensor with a smaller rank")
            .operand("src", &RANKED)
            .attr("reassociation", &reshape::REASSOCIATION)
            .result("result", &RANKED)
            .traits(&[Trait::Pure])
            .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
            .hooks(hooks("collapsed", Some(crate::memref::reshape_verify::verify_tensor_reshape))),
        OpSpec::new("tensor.concat", "tensor concatenation operation")
            .attr("dim", &I64_ATTR)
            .operand_group("inputs", &RANKED, Arity::Variadic)
            .result("result", &RANKED)
            .traits(&[Trait::Pure])
            .format("`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)")
            .hooks(hooks("concat", None)),
        OpSpec::new("tensor.dim", "dimension index operation")
            .operand("source", &NON0_TENSOR)
            .operand("index", &INDEX)
            .result("result", &INDEX)
            .infer(crate::spec::infer::index)
            .traits(&[Trait::NoMemoryEffect])
            .format("attr-dict $source `,` $index `:` type($source)")
            .folder(fold::fold_dim)
            .hooks(hooks("dim", None)),
        OpSpec::new("tensor.empty", "empty tensor operation")
            .operand_group("dynamicSizes", &INDEX, Arity::Variadic)
            .result("result", &RANKED)
            .traits(&[Trait::Pure])
            .format("`(`$dynamicSizes`)` attr-dict `:` type($result)")
            .hooks(Hooks { verify: Some(verify_empty), ..Default::default() }),
        OpSpec::new("tensor.expand_shape", "operation to produce a tensor with a higher rank")
            .operand("src", &RANKED)
            .attr("reassociation", &reshape::REASSOCIATION)
            .operand_group("output_shape", &INDEX, Arity::Variadic)
            .attr("static_output_shape", &DENSE_I64_ARRAY)
            .result("result", &RANKED)
            .traits(&[Trait::Pure])
            .hooks(Hooks {
                parse: Some(reshape::parse_expand_shape),
                print: Some(reshape::print_expand_shape),
                verify: Some(crate::memref::reshape_verify::verify_tensor_reshape),
                result_name: Some("expanded"),
                ..Default::default()
            }),
        OpSpec::new("tensor.extract", "element extraction operation")
            .operand("tensor", &RANKED)
            .operand_group("indices", &INDEX, Arity::Variadic)
            .result("result", &ANY_TYPE)
            .infer(crate::spec::infer::element_of_first_operand)
            .traits(&[
                Trait::Pure,
                Trait::TypesMatchWith {
                    summary: "result type matches element type of tensor",
                    from: "tensor",
                    to: "result",
                    transform: element,
                },
            ])
            .format("$tensor `[` $indices `]` attr-dict `:` type($tensor)")
            .folder(fold::fold_extract)
            .hooks(hooks("extracted", Some(verify_extract))),
        OpSpec::new("tensor.extract_slice", "extract slice operation")
            .operand("source", &RANKED)
            .offsets_sizes_strides()
            .result("result", &RANKED)
            .traits(&[Trait::AttrSizedOperandSegments, Trait::Pure])
            .hooks(Hooks {
                parse: Some(slice::parse_subview),
                print: Some(slice::print_subview),
                verify: Some(slice_verify::verify_extract_slice),
                result_name: Some("extracted_slice"),
                ..Default::default()
            }),
        OpSpec::new("tensor.from_elements", "tensor from elements operation.")
            .operand_group("elements", &ANY_TYPE, Arity::Variadic)
            .result("result", &RANKED)
            .traits(&[
                Trait::Pure,
                Trait::TypesMatchWith {
                    summary: "operand types match result element type",
                    from: "result",
                    to: "elements",
                    transform: element,
                },
            ])
            .folder(fold::fold_from_elements)
            .hooks(Hooks {
                parse: Some(parse_from_elements),
                print: Some(print_from_elements),
                result_name: Some("from_elements"),
                ..Default::default()
            }),
        OpSpec::new("tensor.generate", "Creates a dynamically sized tensor from elements")
            .operand_group("dynamicExtents", &INDEX, Arity::Variadic)
            .result("result", &RANKED)
            .region("body")
            .traits(&[Trait::RecursiveMemoryEffects])
            .format("$dynamicExtents $body attr-dict `:` type($result)")
            .hooks(Hooks {
                verify: Some(verify_empty),
                verify_region: Some(verify_generate_region),
                result_name: Some("generated"),
                ..Default::default()
            }),
        OpSpec::new("tensor.insert", "element insertion operation")
            .interface::<dyn mlir_ir::interfaces::DestinationStyleOpInterface>(std::sync::Arc::new(DestAt(1)))
            .operand("scalar", &ANY_TYPE)
            .operand("dest", &RANKED)
            .operand_group("indices", &INDEX, Arity::Variadic)
            .result("result", &RANKED)
            .infer(crate::spec::infer::second_operand)
            .traits(&[
                Trait::Pure,
                Trait::AllTypesMatch(&["dest", "result"]),
                Trait::TypesMatchWith {
                    summary: "scalar type matches element type of dest",
                    from: "dest",
                    to: "scalar",
                    transform: element,
                },
            ])
            .format("$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)")
            .hooks(hooks("inserted", Some(verify_insert))),
        OpSpec::new("tensor.insert_slice", "insert_slice operation")
            .interface::<dyn mlir_ir::interfaces::DestinationStyleOpInterface>(std::sync::Arc::new(DestAt(1)))
            .operand("source", &RANKED)
            .operand("dest", &RANKED)
            .offsets_sizes_strides()
            .result("result", &RANKED)
            .infer(crate::spec::infer::second_operand)
            .traits(&[Trait::AttrSizedOperandSegments, Trait::Pure])
            .hooks(Hooks {
                parse: Some(slice::parse_insert_slice),
                print: Some(slice::print_insert_slice),
                verify: Some(slice_verify::verify_insert_slice),
                result_name: Some("inserted_slice"),
                ..Default::default()
            }),
        OpSpec::new("tensor.pad", "tensor pad operation")
            .operand("source", &RANKED)
            .operand_group("low", &INDEX, Arity::Variadic)
            .operand_group("high", &INDEX, Arity::Variadic)
            .attr("static_low", &DENSE_I64_ARRAY)
            .attr("static_high", &DENSE_I64_ARRAY)
            .optional_attr("nofold", &UNIT)
            .result("result", &RANKED)
            .region("region")
            .traits(&[Trait::AttrSizedOperandSegments, Trait::Pure])
            .hooks(Hooks {
                parse: Some(pad::parse_pad),
                print: Some(pad::print_pad),
                verify: Some(pad::verify_pad),
                verify_region: Some(pad::verify_pad_region),
                result_name: Some("padded"),
                ..Default::default()
            }),
        OpSpec::new(
            "tensor.parallel_insert_slice",
            "Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op.",
        )
        .operand("source", &RANKED)
        .operand("dest", &RANKED)
        .offsets_sizes_strides()
        .traits(&[Trait::AttrSizedOperandSegments])
        .hooks(Hooks {
            parse: Some(slice::parse_parallel_insert_slice),
            print: Some(slice::print_insert_slice),
            ..Default::default()
        }),
        OpSpec::new("tensor.reshape", "tensor reshape operation")
            .operand("source", &ANY_TYPE)
            .operand("shape", &ANY_TYPE)
            .result("result", &ANY_TYPE)
            .traits(&[Trait::Pure])
            .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
            .hooks(Hooks { result_name: Some("reshape"), ..Default::default() }),
        OpSpec::new("tensor.rank", "rank operation")
            .operand("tensor", &TENSOR)
            .result("result", &INDEX)
            .infer(crate::spec::infer::index)
            .traits(&[Trait::Pure])
            .format("$tensor attr-dict `:` type($tensor)")
            .hooks(hooks("rank", None)),
        OpSpec::new("tensor.splat", "tensor splat or broadcast operation")
            .operand("input", &ANY_TYPE)
            .operand_group("dynamicSizes", &INDEX, Arity::Variadic)
            .result("aggregate", &RANKED)
            .traits(&[
                Trait::Pure,
                Trait::TypesMatchWith {
                    summary: "operand type matches element type of result",
                    from: "aggregate",
                    to: "input",
                    transform: element,
                },
            ])
            .format("$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)")
            .hooks(hooks("splat", Some(verify_splat))),
        OpSpec::new("tensor.yield", "Yield a value from a region")
            .operand("value", &ANY_TYPE)
            .traits(&[Trait::HasParent("tensor.generate, tensor.pad"), Trait::Pure, Trait::Terminator])
            .format("$value attr-dict `:` type($value)"),
    ]
}

/// `$elements attr-dict : type($result)`, the operand types being as many
/// copies of the element type as the result has elements.
fn parse_from_elements(p: &mut OpAsmParser<'_, '_, '_>, st: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let at = p.current_offset();
    let elements = p.parse_operand_list(Delimiter::None, None)?;
    st.attributes.extend(p.parse_optional_attr_dict()?);
    p.parse_colon()?;
    let ty = p.parse_type()?;
    let n: i64 = shape(ctx, ty).map(|s| s.iter().product()).unwrap_or(0);
    if n as usize != elements.len() || n < 0 {
        return Err(p.error_at(
            at,
            format!("number of operands and types do not match: got {} operands and {n} types", elements.len()),
        ));
    }
    st.operands.extend(p.resolve_operands_same(&elements, element(ctx, ty))?);
    st.result_types.push(ty);
    Ok(())
}

fn print_from_elements(p: &mut OpAsmPrinter<'_>, op: OpId) {
    let Some(ir) = p.ir_ref() else { return };
    let ctx = ir.ctx();
    let ops = operands(ir, op);
    if !ops.is_empty() {
        p.output().push(' ');
        p.print_operands(&ops);
    }
    let mut attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
    attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
    p.print_optional_attr_dict(&attrs, &[]);
    p.output().push_str(" : ");
    if let Some(t) = result_types(ir, op).first() {
        p.print_type(*t);
    }
}

/// `GenerateOp::verifyRegions`.
fn verify_generate_region(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let ctx = ir.ctx();
    let Some(rt) = result_types(ir, op).first().copied() else { return Ok(()) };
    let Some(entry) =
        ir.regions(op).ok().and_then(|r| r.first().copied()).and_then(|r| ir.region_first_block(r).ok().flatten())
    else {
        return Ok(());
    };
    let args: Vec<Value> = ir.block_args(entry).map(|a| a.collect()).unwrap_or_default();
    if !args.iter().all(|a| ir.value_type(*a).is_ok_and(|t| matches!(ctx.type_kind(t), TypeKind::Index))) {
        return Err(op_error_plain(ir, op, "all body arguments must be index"));
    }
    if Some(args.len()) != shape(ctx, rt).map(|s| s.len()) {
        return Err(op_error_plain(ir, op, "must have one body argument per input dimension"));
    }
    let yielded = ir.block_last_op(entry).ok().flatten().and_then(|t| ir.operand(t, 0).ok());
    if yielded.and_then(|v| ir.value_type(v).ok()) != Some(element(ctx, rt)) {
        return Err(op_error_prefixed(
            ir,
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

fn verify_splat(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    let Some(s) = result_types(ir, op).first().and_then(|t| shape(ir.ctx(), *t)) else { return Ok(()) };
    let expected = s.iter().filter(|d| **d == DYNAMIC).count();
    let has = operands(ir, op).len() - 1;
    if has != expected {
        return Err(op_error_prefixed(
            ir,
            op,
            format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
        ));
    }
    Ok(())
}

/// The `tensor` dialect.
pub fn dialect() -> Dialect {
    static DEFINITIONS: SharedDefinitions = SharedDefinitions::new();
    let mut d = Dialect::new("tensor", SpecOp::shared(&DEFINITIONS, specs));
    // Folded constants (`tensor.dim` sizes, extracted elements, dense
    // tensors) are `arith.constant`s, as upstream's `materializeConstant`.
    d.materialize_constant = Some(crate::arith::materialize_constant);
    d
}

/// `DestinationStyleOpInterface` of the tensor ops that write into one
/// destination operand at this position (`insert`, `insert_slice`).
struct DestAt(usize);

impl mlir_ir::interfaces::DestinationStyleOpInterface for DestAt {
    fn dps_inits(&self, _ir: &mlir_ir::Ir, _op: mlir_ir::OpId) -> std::ops::Range<usize> {
        self.0..self.0 + 1
    }
}
