//! Small builders the lowering patterns share: creating an op from its
//! name, operands, result types and attributes, and the `llvm` types and
//! constants conversions produce.

use mlir_ir::ir::{InsertPoint, OperationState};
use mlir_ir::parser::parse_attribute_str;
use mlir_ir::{Attribute, Context, Location, OpId, Type, Value};
use mlir_passes::conversion::ConversionPatternRewriter;

/// Creates op `name` at the rewriter's insertion point.
pub fn create(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[Value],
    results: &[Type],
    attrs: &[(&str, Attribute)],
) -> Option<OpId> {
    let ctx = rw.ctx();
    let mut st = OperationState::new(ctx.op_name(name), loc);
    st.operands = operands.to_vec();
    st.result_types = results.to_vec();
    st.attributes = attrs.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
    rw.create(st)
}

/// [`create`] for an op with one result, returned.
pub fn create1(
    rw: &mut ConversionPatternRewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[Value],
    result: Type,
    attrs: &[(&str, Attribute)],
) -> Option<Value> {
    let op = create(rw, name, loc, operands, &[result], attrs)?;
    rw.ir().result(op, 0).ok()
}

/// The attribute written `text`.
pub fn attr(ctx: &Context, text: &str) -> Option<Attribute> {
    parse_attribute_str(ctx, text).ok()
}

/// `!llvm.<body>`.
pub fn llvm_type(ctx: &Context, body: &str) -> Type {
    ctx.opaque_type(ctx.ident("llvm"), body)
}

/// `!llvm.ptr`.
pub fn ptr(ctx: &Context) -> Type {
    llvm_type(ctx, "ptr")
}

/// `llvm.mlir.constant(<value> : index) : i64`: an index constant as the
/// memref lowering writes it.
pub fn index_constant(rw: &mut ConversionPatternRewriter<'_>, loc: Location, value: i64) -> Option<Value> {
    let ctx = rw.ctx();
    let a = ctx.int_attr_i64(ctx.index_type(), value);
    create1(rw, "llvm.mlir.constant", loc, &[], ctx.i64_type(), &[("value", a)])
}

/// `llvm.mlir.constant(<value> : <ty>) : <ty>`.
pub fn int_constant(rw: &mut ConversionPatternRewriter<'_>, loc: Location, ty: Type, value: i64) -> Option<Value> {
    let ctx = rw.ctx();
    let a = ctx.int_attr_i64(ty, value);
    create1(rw, "llvm.mlir.constant", loc, &[], ty, &[("value", a)])
}

/// `%r = llvm.extractvalue %agg[pos]`.
pub fn extract(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    agg: Value,
    pos: &[i64],
    ty: Type,
) -> Option<Value> {
    let ctx = rw.ctx();
    let p = i64_array(&ctx, pos);
    create1(rw, "llvm.extractvalue", loc, &[agg], ty, &[("position", p)])
}

/// `%r = llvm.insertvalue %v, %agg[pos]`.
pub fn insert(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    agg: Value,
    v: Value,
    pos: &[i64],
) -> Option<Value> {
    let ctx = rw.ctx();
    let ty = rw.ir().value_type(agg).ok()?;
    let p = i64_array(&ctx, pos);
    create1(rw, "llvm.insertvalue", loc, &[agg, v], ty, &[("position", p)])
}

/// `llvm.mlir.poison : ty`.
pub fn poison(rw: &mut ConversionPatternRewriter<'_>, loc: Location, ty: Type) -> Option<Value> {
    create1(rw, "llvm.mlir.poison", loc, &[], ty, &[])
}

/// The overflow flags of an arith op (`#arith.overflow<nsw, nuw>`) as the
/// `llvm` ops keep them (an `i32` bit set: nsw 1, nuw 2).
pub fn overflow_flags(ctx: &Context, a: Option<Attribute>) -> Option<Attribute> {
    let text = mlir_ir::printer::attr_to_string(ctx, a?);
    let bits = i64::from(text.contains("nsw")) | (i64::from(text.contains("nuw")) << 1);
    (bits != 0).then(|| ctx.int_attr_i64(ctx.int(32), bits))
}

/// The fastmath flags of an arith op (`#arith.fastmath<...>`) as the `llvm`
/// ops' `#llvm.fastmath<...>`; `None` for none.
pub fn fastmath_flags(ctx: &Context, a: Option<Attribute>) -> Option<Attribute> {
    let text = mlir_ir::printer::attr_to_string(ctx, a?);
    let body = text.strip_prefix("#arith.fastmath<")?.strip_suffix('>')?;
    if body == "none" {
        return None;
    }
    attr(ctx, &format!("#llvm.fastmath<{body}>"))
}

/// `array<i64: ...>`.
pub fn i64_array(ctx: &Context, values: &[i64]) -> Attribute {
    let raw: Vec<u8> = values.iter().flat_map(|s| s.to_le_bytes()).collect();
    ctx.get_attr(mlir_ir::AttrKind::DenseArray { element: ctx.i64_type(), len: values.len(), raw: raw.into() })
}

/// `array<i32: ...>`.
pub fn i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    ctx.dense_i32_array_attr(values)
}

/// `llvm.call @name(args)`.
pub fn call(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    name: &str,
    args: &[Value],
    result: Option<Type>,
) -> Option<OpId> {
    let ctx = rw.ctx();
    let callee = attr(&ctx, &format!("@{name}"))?;
    create(
        rw,
        "llvm.call",
        loc,
        args,
        &result.into_iter().collect::<Vec<_>>(),
        &[
            ("callee", callee),
            ("operandSegmentSizes", i32_array(&ctx, &[args.len() as i32, 0])),
            ("op_bundle_sizes", i32_array(&ctx, &[])),
        ],
    )
}

/// The `llvm.func` named `name` of type `fty` in the enclosing module,
/// declared at its start if missing.
pub fn lookup_or_declare(rw: &mut ConversionPatternRewriter<'_>, op: OpId, name: &str, fty: Type) -> Option<()> {
    let ctx = rw.ctx();
    let mut module = rw.ir().op_parent_op(op).ok()??;
    while let Some(p) = rw.ir().op_parent_op(module).ok()? {
        module = p;
    }
    let body = rw.ir().region_first_block(*rw.ir().regions(module).ok()?.first()?).ok()??;
    if symbol_exists(rw, body, name) {
        return Some(());
    }
    let saved = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::BlockStart(body));
    let region = rw.ir_create_region();
    let mut st = OperationState::new(ctx.op_name("llvm.func"), rw.ir().op_loc(op).ok()?);
    st.attributes =
        vec![(ctx.ident("sym_name"), ctx.string_attr(name)), (ctx.ident("function_type"), ctx.type_attr(fty))];
    st.regions = vec![region];
    let created = rw.create(st);
    if let Some(s) = saved {
        rw.set_insertion_point(s);
    }
    created.map(|_| ())
}

/// The body of the outermost op enclosing `op` (the module symbols go in).
pub fn module_body(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Option<mlir_ir::BlockId> {
    let mut module = rw.ir().op_parent_op(op).ok()??;
    while let Some(p) = rw.ir().op_parent_op(module).ok()? {
        module = p;
    }
    rw.ir().region_first_block(*rw.ir().regions(module).ok()?.first()?).ok()?
}

/// Whether an op in `body` defines symbol `name` (its name read as the
/// core's symbol tables read it).
pub fn symbol_exists(rw: &ConversionPatternRewriter<'_>, body: mlir_ir::BlockId, name: &str) -> bool {
    let ir = rw.ir();
    ir.block_ops(body).is_ok_and(|mut ops| ops.any(|o| mlir_ir::symbols::symbol_name(ir, o).as_deref() == Some(name)))
}
