//! `finalize-memref-to-llvm`: memrefs become descriptor structs (allocated
//! pointer, aligned pointer, offset, sizes, strides) and their ops pointer
//! arithmetic (upstream's `MemRefToLLVM`): `alloc`/`dealloc` call
//! `malloc`/`free`, `alloca` becomes `llvm.alloca`, `load`/`store` address
//! their element through the strides, globals become `llvm.mlir.global`.

use crate::llvm::conversion::build::{
    call, create, create1, extract, i32_array, index_constant, insert, llvm_type, lookup_or_declare, poison, ptr,
};
use crate::llvm::conversion::interface::{llvm_conversion, ConvertToLlvmInterface};
use crate::llvm::conversion::type_converter::{address_space, descriptor_type_in, ptr_in};
use crate::llvm::types::inner_text;
use crate::register_conversion_pass;
use mlir_ir::ods::view::Checked;
use mlir_ir::types::{memref_strides_and_offset, DYNAMIC};
use mlir_ir::{Attribute, Context, Location, OpId, OperationState, Type, TypeKind, Value};
use mlir_passes::conversion::{ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget};
use std::sync::Arc;

/// A ranked memref type's shape, element type (converted) and layout.
struct MemRefInfo {
    /// Whether the layout is the identity.
    identity: bool,
    /// The address space of its pointers.
    space: u32,
    /// `!llvm.ptr` in that address space.
    ptr: Type,
    shape: Vec<i64>,
    element: Type,
    strides: Vec<i64>,
    offset: i64,
}

fn info(rw: &ConversionPatternRewriter<'_>, ty: Type) -> Option<MemRefInfo> {
    let ctx = rw.ctx();
    let TypeKind::MemRef { shape, element, layout, memory_space } = ctx.type_kind(ty) else { return None };
    let space = address_space(&ctx, *memory_space)?;
    let (strides, offset) = memref_strides_and_offset(&ctx, shape, *layout)?;
    let identity = match layout.map(|l| ctx.attr_kind(l)) {
        None => true,
        Some(mlir_ir::AttrKind::AffineMap(map)) => map.is_identity(),
        Some(_) => false,
    };
    Some(MemRefInfo {
        identity,
        space,
        ptr: ptr_in(&ctx, space),
        shape: shape.to_vec(),
        element: rw.convert_type(*element)?,
        strides,
        offset,
    })
}

/// The sizes, strides and element count (or byte size through a null
/// GEP when `bytes`) of a new contiguous memref (upstream's
/// `getMemRefDescriptorSizes`).
fn descriptor_sizes(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    m: &MemRefInfo,
    dynamic: &[Value],
    bytes: bool,
) -> Option<(Vec<Value>, Vec<Value>, Value)> {
    let mut dynamic = dynamic.iter();
    let mut sizes = Vec::new();
    for &s in &m.shape {
        sizes.push(if s == DYNAMIC { *dynamic.next()? } else { index_constant(rw, loc, s)? });
    }
    let rank = m.shape.len();
    let mut strides = vec![None; rank];
    let mut stride: i64 = 1;
    let mut running = index_constant(rw, loc, 1)?;
    for i in (0..rank).rev() {
        strides[i] = Some(running);
        let use_size = stride == 1;
        if m.shape[i] == DYNAMIC {
            stride = DYNAMIC;
        }
        if stride != DYNAMIC {
            stride *= m.shape[i];
        }
        running = if use_size {
            sizes[i]
        } else if stride == DYNAMIC {
            create1(rw, "llvm.mul", loc, &[running, sizes[i]], rw.ctx().i64_type(), &[])?
        } else {
            index_constant(rw, loc, stride)?
        };
    }
    let total = if bytes {
        let ctx = rw.ctx();
        let null = create1(rw, "llvm.mlir.zero", loc, &[], ptr(&ctx), &[])?;
        let gep = gep(rw, loc, null, &[running], m.element, 0)?;
        create1(rw, "llvm.ptrtoint", loc, &[gep], ctx.i64_type(), &[])?
    } else {
        running
    };
    Some((sizes, strides.into_iter().collect::<Option<_>>()?, total))
}

/// `llvm.getelementptr` with dynamic indices `indices` over `elem`.
fn gep(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    base: Value,
    indices: &[Value],
    elem: Type,
    flags: i64,
) -> Option<Value> {
    let ctx = rw.ctx();
    let base_ty = rw.ir().value_type(base).ok()?;
    let mut operands = vec![base];
    operands.extend_from_slice(indices);
    let raw = vec![i32::MIN; indices.len()];
    create1(
        rw,
        "llvm.getelementptr",
        loc,
        &operands,
        base_ty,
        &[
            ("elem_type", ctx.type_attr(elem)),
            ("noWrapFlags", ctx.int_attr_i64(ctx.int(32), flags)),
            ("rawConstantIndices", i32_array(&ctx, &raw)),
        ],
    )
}

/// A descriptor of a contiguous memref at `allocated`/`aligned` (upstream's
/// `createMemRefDescriptor`): sizes first, then strides.
fn build_descriptor(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    rank: usize,
    allocated: Value,
    aligned: Value,
    sizes: &[Value],
    strides: &[Value],
) -> Option<Value> {
    let ctx = rw.ctx();
    let pty = rw.ir().value_type(aligned).ok()?;
    let space = (0..=8).find(|s| ptr_in(&ctx, *s) == pty)?;
    let ty = descriptor_type_in(&ctx, rank, space);
    let mut d = poison(rw, loc, ty)?;
    d = insert(rw, loc, d, allocated, &[0])?;
    d = insert(rw, loc, d, aligned, &[1])?;
    let zero = index_constant(rw, loc, 0)?;
    d = insert(rw, loc, d, zero, &[2])?;
    for (i, s) in sizes.iter().enumerate() {
        d = insert(rw, loc, d, *s, &[3, i as i64])?;
    }
    for (i, s) in strides.iter().enumerate() {
        d = insert(rw, loc, d, *s, &[4, i as i64])?;
    }
    Some(d)
}

/// What one memref op lowering does.
#[derive(Copy, Clone)]
enum Kind {
    Alloc,
    Alloca,
    Dealloc,
    Load,
    Store,
    Global,
    GetGlobal,
    Dim,
    Cast,
    ExtractStridedMetadata,
    ReinterpretCast,
    Copy,
}

struct MemRefLowering {
    from: &'static str,
    kind: Kind,
}

impl ConversionPattern for MemRefLowering {
    fn root(&self) -> Option<&str> {
        Some(self.from)
    }
    fn name(&self) -> &str {
        self.from
    }
    fn match_and_rewrite(&self, op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
        let loc = match rw.ir().op_loc(op) {
            Ok(l) => l,
            Err(_) => return false,
        };
        match self.kind {
            Kind::Alloc | Kind::Alloca => lower_alloc(op, operands, rw, loc, matches!(self.kind, Kind::Alloc)),
            Kind::Dealloc => lower_dealloc(op, operands, rw, loc),
            Kind::Load | Kind::Store => lower_access(op, operands, rw, loc, matches!(self.kind, Kind::Load)),
            Kind::Global => lower_global(op, rw, loc),
            Kind::GetGlobal => lower_get_global(op, rw, loc),
            Kind::Dim => lower_dim(op, operands, rw, loc),
            Kind::Cast => lower_cast(op, operands, rw, loc),
            Kind::ExtractStridedMetadata => lower_extract_strided_metadata(op, operands, rw, loc),
            Kind::ReinterpretCast => lower_reinterpret_cast(op, operands, rw, loc),
            Kind::Copy => lower_copy(op, operands, rw, loc),
        }
        .is_some()
    }
}

fn result_info(rw: &ConversionPatternRewriter<'_>, op: OpId) -> Option<MemRefInfo> {
    let ty = rw.ir().value_type(rw.ir().result(op, 0).ok()?).ok()?;
    info(rw, ty)
}

fn lower_alloc(
    op: OpId,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    heap: bool,
) -> Option<()> {
    let ir = rw.ir();
    let alignment = mlir_ir::on_view!(ir, op, |v| v.alignment(ir).checked(), [super::AllocOp, super::AllocaOp])?;
    let align = match alignment.map(|a| rw.ctx().attr_kind(a).clone()) {
        Some(mlir_ir::AttrKind::Integer { value, .. }) => Some(value.to_i64()?),
        Some(_) => return None,
        None => None,
    };
    let m = result_info(rw, op)?;
    let ctx = rw.ctx();
    let dynamic = &operands[..m.shape.iter().filter(|s| **s == DYNAMIC).count().min(operands.len())];
    let (sizes, strides, total) = descriptor_sizes(rw, loc, &m, dynamic, heap)?;
    let i64t = ctx.i64_type();
    let (p, aligned) = if heap {
        let fty = crate::llvm::types::func_type(&ctx, &[i64t], Some(ptr(&ctx)), false);
        lookup_or_declare(rw, op, "malloc", fty)?;
        // With an alignment, allocate that much more and round the
        // pointer up (upstream's `AllocOpLowering`).
        let align_v = match align {
            Some(a) => Some(index_constant(rw, loc, a)?),
            None => None,
        };
        let bytes = match align_v {
            Some(a) => create1(rw, "llvm.add", loc, &[total, a], i64t, &[])?,
            None => total,
        };
        let c = call(rw, loc, "malloc", &[bytes], Some(ptr(&ctx)))?;
        let mut p = rw.ir().result(c, 0).ok()?;
        if m.space != 0 {
            p = create1(rw, "llvm.addrspacecast", loc, &[p], m.ptr, &[])?;
        }
        let aligned = match align_v {
            Some(a) => {
                let as_int = create1(rw, "llvm.ptrtoint", loc, &[p], i64t, &[])?;
                let one = index_constant(rw, loc, 1)?;
                let bump = create1(rw, "llvm.sub", loc, &[a, one], i64t, &[])?;
                let bumped = create1(rw, "llvm.add", loc, &[as_int, bump], i64t, &[])?;
                let rem = create1(rw, "llvm.urem", loc, &[bumped, a], i64t, &[])?;
                let rounded = create1(rw, "llvm.sub", loc, &[bumped, rem], i64t, &[])?;
                create1(rw, "llvm.inttoptr", loc, &[rounded], ptr(&ctx), &[])?
            }
            None => p,
        };
        (p, aligned)
    } else {
        if m.space != 0 {
            return None;
        }
        let mut attrs = vec![("elem_type", ctx.type_attr(m.element))];
        if let Some(a) = align {
            attrs.push(("alignment", ctx.int_attr_i64(ctx.i64_type(), a)));
        }
        let p = create1(rw, "llvm.alloca", loc, &[total], ptr(&ctx), &attrs)?;
        (p, p)
    };
    let d = build_descriptor(rw, loc, m.shape.len(), p, aligned, &sizes, &strides)?;
    rw.replace_op(op, &[d]).then_some(())
}

fn lower_dealloc(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> Option<()> {
    let ctx = rw.ctx();
    let memref = super::DeallocOp::new(rw.ir(), op)?.memref(rw.ir()).checked();
    if info(rw, rw.ir().value_type(memref).checked())?.space != 0 {
        return None;
    }
    let fty = crate::llvm::types::func_type(&ctx, &[ptr(&ctx)], None, false);
    lookup_or_declare(rw, op, "free", fty)?;
    let p = extract(rw, loc, *operands.first()?, &[0], ptr(&ctx))?;
    call(rw, loc, "free", &[p], None)?;
    rw.erase_op(op).then_some(())
}

fn lower_access(
    op: OpId,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
    load: bool,
) -> Option<()> {
    let ctx = rw.ctx();
    let (memref_index, first_index) = if load { (0, 1) } else { (1, 2) };
    let orig = rw.ir().operand(op, memref_index).ok()?;
    let m = info(rw, rw.ir().value_type(orig).ok()?)?;
    let desc = *operands.get(memref_index)?;
    let indices = operands.get(first_index..)?.to_vec();
    // The buffer starts at the aligned pointer moved by the offset
    // (upstream's `bufferPtr`); the indices then scale by the strides.
    let aligned = extract(rw, loc, desc, &[1], m.ptr)?;
    let i64t = ctx.i64_type();
    let nsw_nuw = ctx.int_attr_i64(ctx.int(32), 3);
    let base = if m.offset == 0 {
        aligned
    } else {
        let off =
            if m.offset == DYNAMIC { extract(rw, loc, desc, &[2], i64t)? } else { index_constant(rw, loc, m.offset)? };
        gep(rw, loc, aligned, &[off], m.element, 0)?
    };
    let mut index: Option<Value> = None;
    for (i, idx) in indices.iter().enumerate() {
        let s = *m.strides.get(i)?;
        let increment = if s == 1 {
            *idx
        } else {
            let sv =
                if s == DYNAMIC { extract(rw, loc, desc, &[4, i as i64], i64t)? } else { index_constant(rw, loc, s)? };
            create1(rw, "llvm.mul", loc, &[*idx, sv], i64t, &[("overflowFlags", nsw_nuw)])?
        };
        index = Some(match index {
            None => increment,
            Some(acc) => create1(rw, "llvm.add", loc, &[acc, increment], i64t, &[("overflowFlags", nsw_nuw)])?,
        });
    }
    let addr = match index {
        Some(ix) => gep(rw, loc, base, &[ix], m.element, 7)?,
        None => base,
    };
    if load {
        let v = create1(rw, "llvm.load", loc, &[addr], m.element, &[])?;
        rw.replace_op(op, &[v]).then_some(())
    } else {
        create(rw, "llvm.store", loc, &[operands[0], addr], &[], &[])?;
        rw.erase_op(op).then_some(())
    }
}

/// `!llvm.array<...>` nesting for a static shape.
fn array_type(ctx: &Context, shape: &[i64], element: Type) -> Type {
    let mut t = element;
    for &s in shape.iter().rev() {
        t = llvm_type(ctx, &format!("array<{s} x {}>", inner_text(ctx, t)));
    }
    t
}

fn lower_global(op: OpId, rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> Option<()> {
    let ctx = rw.ctx();
    let ir = rw.ir();
    let global = super::GlobalOp::new(ir, op)?;
    let ty_attr = global.type_(ir).checked()?;
    let mlir_ir::AttrKind::Type(ty) = ctx.attr_kind(ty_attr) else { return None };
    let m = info(rw, *ty)?;
    if m.shape.contains(&DYNAMIC) || m.space != 0 {
        return None;
    }
    let ir = rw.ir();
    let global_ty = array_type(&ctx, &m.shape, m.element);
    let private =
        global.sym_visibility(ir).checked().is_some_and(|a| mlir_ir::printer::attr_to_string(&ctx, a) == "\"private\"");
    let linkage = crate::llvm::conversion::build::attr(
        &ctx,
        if private { "#llvm.linkage<private>" } else { "#llvm.linkage<external>" },
    )?;
    let mut attrs: Vec<(&str, Attribute)> = vec![
        ("sym_name", global.sym_name(ir).checked()?),
        ("global_type", ctx.type_attr(global_ty)),
        ("linkage", linkage),
        ("addr_space", ctx.int_attr_i64(ctx.int(32), 0)),
    ];
    if global.constant(ir).checked().is_some() {
        attrs.push(("constant", ctx.unit_attr()));
    }
    if let Some(init) = global.initial_value(ir).checked() {
        if matches!(ctx.attr_kind(init), mlir_ir::AttrKind::Unit) {
            return None;
        }
        attrs.push(("value", init));
    }
    if let Some(a) = global.alignment(ir).checked() {
        attrs.push(("alignment", a));
    }
    let region = rw.ir_create_region();
    let mut st = OperationState::new(ctx.op_name("llvm.mlir.global"), loc);
    st.attributes = attrs.iter().map(|(n, a)| (ctx.ident(n), *a)).collect();
    st.regions = vec![region];
    rw.create(st)?;
    rw.erase_op(op).then_some(())
}

fn lower_get_global(op: OpId, rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> Option<()> {
    let ctx = rw.ctx();
    let m = result_info(rw, op)?;
    if m.shape.contains(&DYNAMIC) || m.space != 0 {
        return None;
    }
    let name = super::GetGlobalOp::new(rw.ir(), op)?.name(rw.ir()).checked()?;
    let (sizes, strides, _) = descriptor_sizes(rw, loc, &m, &[], true)?;
    let addr = create1(rw, "llvm.mlir.addressof", loc, &[], ptr(&ctx), &[("global_name", name)])?;
    let array = array_type(&ctx, &m.shape, m.element);
    let zeros = vec![0i32; m.shape.len() + 1];
    let gep = create1(
        rw,
        "llvm.getelementptr",
        loc,
        &[addr],
        ptr(&ctx),
        &[("elem_type", ctx.type_attr(array)), ("rawConstantIndices", i32_array(&ctx, &zeros))],
    )?;
    let dead = index_constant(rw, loc, 0xdeadbeef)?;
    let allocated = create1(rw, "llvm.inttoptr", loc, &[dead], ptr(&ctx), &[])?;
    let d = build_descriptor(rw, loc, m.shape.len(), allocated, gep, &sizes, &strides)?;
    rw.replace_op(op, &[d]).then_some(())
}

/// The value of `v` if a constant op defines it.
fn constant_index(rw: &ConversionPatternRewriter<'_>, v: Value) -> Option<i64> {
    let Value::OpResult { op, .. } = v else { return None };
    let ctx = rw.ctx();
    let a = crate::fold_utils::constant_value(rw.ir(), op)?;
    let name = rw.ir().op_name(op).ok()?;
    if !ctx.op_name_str(name).ends_with(".constant") {
        return None;
    }
    match ctx.attr_kind(a) {
        mlir_ir::AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// `memref.dim` with a constant index: the static size as a constant, a
/// dynamic one read from the descriptor.
fn lower_dim(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> Option<()> {
    let dim = super::DimOp::new(rw.ir(), op)?;
    let orig = dim.source(rw.ir()).checked();
    let m = info(rw, rw.ir().value_type(orig).checked())?;
    let i = usize::try_from(constant_index(rw, dim.index(rw.ir()).checked())?).ok()?;
    let size = *m.shape.get(i)?;
    let v = if size == DYNAMIC {
        extract(rw, loc, operands[0], &[3, i as i64], rw.ctx().i64_type())?
    } else {
        index_constant(rw, loc, size)?
    };
    rw.replace_op(op, &[v]).then_some(())
}

/// `memref.cast`: between ranked memrefs the descriptor stays; to an
/// unranked memref the descriptor goes to the stack and the rank and its
/// address travel; from one, the descriptor is loaded from that address.
fn lower_cast(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> Option<()> {
    let ctx = rw.ctx();
    let from = rw.ir().value_type(super::CastOp::new(rw.ir(), op)?.source(rw.ir()).checked()).ok()?;
    let to = rw.ir().value_type(rw.ir().result(op, 0).checked()).checked();
    let src = *operands.first()?;
    let v = match (ctx.type_kind(from), ctx.type_kind(to)) {
        (TypeKind::MemRef { .. }, TypeKind::MemRef { .. }) => src,
        (TypeKind::MemRef { shape, .. }, TypeKind::UnrankedMemRef { .. }) => {
            let rank = shape.len() as i64;
            if info(rw, from)?.space != 0 {
                return None;
            }
            let dty = rw.ir().value_type(src).ok()?;
            let one = index_constant(rw, loc, 1)?;
            let slot = create1(rw, "llvm.alloca", loc, &[one], ptr(&ctx), &[("elem_type", ctx.type_attr(dty))])?;
            create(rw, "llvm.store", loc, &[src, slot], &[], &[])?;
            let r = index_constant(rw, loc, rank)?;
            let uty = rw.convert_type(to)?;
            let u = poison(rw, loc, uty)?;
            let u = insert(rw, loc, u, r, &[0])?;
            insert(rw, loc, u, slot, &[1])?
        }
        (TypeKind::UnrankedMemRef { .. }, TypeKind::MemRef { .. }) => {
            if info(rw, to)?.space != 0 {
                return None;
            }
            let dty = rw.convert_type(to)?;
            let p = extract(rw, loc, src, &[1], ptr(&ctx))?;
            create1(rw, "llvm.load", loc, &[p], dty, &[])?
        }
        _ => return None,
    };
    rw.replace_op(op, &[v]).then_some(())
}

/// `memref.extract_strided_metadata`: the base buffer as a rank-0
/// descriptor, then the offset, sizes and strides read from the source.
fn lower_extract_strided_metadata(
    op: OpId,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
) -> Option<()> {
    let ctx = rw.ctx();
    let orig = super::ExtractStridedMetadataOp::new(rw.ir(), op)?.source(rw.ir()).checked();
    let m = info(rw, rw.ir().value_type(orig).checked())?;
    if m.space != 0 {
        return None;
    }
    let src = *operands.first()?;
    let allocated = extract(rw, loc, src, &[0], ptr(&ctx))?;
    let aligned = extract(rw, loc, src, &[1], ptr(&ctx))?;
    let base = build_descriptor(rw, loc, 0, allocated, aligned, &[], &[])?;
    let i64t = ctx.i64_type();
    let mut values = vec![base, extract(rw, loc, src, &[2], i64t)?];
    let rank = m.shape.len();
    for field in [3, 4] {
        for i in 0..rank {
            values.push(extract(rw, loc, src, &[field, i as i64], i64t)?);
        }
    }
    rw.replace_op(op, &values).then_some(())
}

/// The `i64` entries of a dense array attribute.
fn i64_entries(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        mlir_ir::AttrKind::DenseArray { raw, len, .. } => {
            Some((0..*len).map(|i| i64::from_le_bytes(raw[i * 8..i * 8 + 8].try_into().unwrap_or([0; 8]))).collect())
        }
        _ => None,
    }
}

/// `memref.reinterpret_cast` of a ranked source: its pointers with the
/// given offset, sizes and strides (static ones as constants).
fn lower_reinterpret_cast(
    op: OpId,
    operands: &[Value],
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Location,
) -> Option<()> {
    let ctx = rw.ctx();
    let ir = rw.ir();
    let cast = super::ReinterpretCastOp::new(ir, op)?;
    let src_ty = ir.value_type(cast.source(ir).checked()).ok()?;
    if info(rw, src_ty)?.space != 0 {
        return None;
    }
    let result_ty = rw.convert_type(ir.value_type(cast.result(ir).checked()).ok()?)?;
    let offsets = i64_entries(&ctx, cast.static_offsets(ir).checked()?)?;
    let sizes = i64_entries(&ctx, cast.static_sizes(ir).checked()?)?;
    let strides = i64_entries(&ctx, cast.static_strides(ir).checked()?)?;
    let mut dynamic = operands.get(1..)?.iter().copied();
    let d = poison(rw, loc, result_ty)?;
    let allocated = extract(rw, loc, operands[0], &[0], ptr(&ctx))?;
    let aligned = extract(rw, loc, operands[0], &[1], ptr(&ctx))?;
    let mut d = insert(rw, loc, d, allocated, &[0])?;
    d = insert(rw, loc, d, aligned, &[1])?;
    let mut value = |rw: &mut ConversionPatternRewriter<'_>, s: i64| -> Option<Value> {
        if s == DYNAMIC {
            dynamic.next()
        } else {
            index_constant(rw, loc, s)
        }
    };
    let off = value(rw, *offsets.first()?)?;
    d = insert(rw, loc, d, off, &[2])?;
    // Dynamic sizes come before dynamic strides among the operands.
    let size_values: Vec<Option<Value>> =
        sizes.iter().map(|s| if *s == DYNAMIC { value(rw, *s) } else { None }).collect();
    let mut stride_dynamic: Vec<Option<Value>> =
        strides.iter().map(|s| if *s == DYNAMIC { value(rw, *s) } else { None }).collect();
    for (i, (s, dv)) in sizes.iter().zip(size_values).enumerate() {
        let v = match dv {
            Some(v) => v,
            None => index_constant(rw, loc, *s)?,
        };
        d = insert(rw, loc, d, v, &[3, i as i64])?;
        let st = *strides.get(i)?;
        let sv = match stride_dynamic.get_mut(i)?.take() {
            Some(v) => v,
            None => index_constant(rw, loc, st)?,
        };
        d = insert(rw, loc, d, sv, &[4, i as i64])?;
    }
    rw.replace_op(op, &[d]).then_some(())
}

/// `sizeof(elem)` through a null GEP, as upstream computes it.
fn element_size(rw: &mut ConversionPatternRewriter<'_>, loc: Location, elem: Type) -> Option<Value> {
    let ctx = rw.ctx();
    let null = create1(rw, "llvm.mlir.zero", loc, &[], ptr(&ctx), &[])?;
    let one = create1(
        rw,
        "llvm.getelementptr",
        loc,
        &[null],
        ptr(&ctx),
        &[("elem_type", ctx.type_attr(elem)), ("rawConstantIndices", i32_array(&ctx, &[1]))],
    )?;
    create1(rw, "llvm.ptrtoint", loc, &[one], ctx.i64_type(), &[])
}

/// Whether `m` can be copied with one memcpy, as upstream decides: an
/// identity layout, or a static non-empty shape whose inner dimensions
/// have row-major strides and whose outer ones have size 1.
fn is_contiguous(m: &MemRefInfo) -> bool {
    if m.identity {
        return true;
    }
    if m.shape.contains(&DYNAMIC) || m.shape.iter().product::<i64>() <= 0 {
        return false;
    }
    let mut running = 1i64;
    let mut dim = m.strides.len();
    while dim > 0 && m.strides[dim - 1] == running {
        running = running.saturating_mul(m.shape[dim - 1]);
        dim -= 1;
    }
    while dim > 0 && m.shape[dim - 1] == 1 {
        dim -= 1;
    }
    dim == 0
}

/// `memref.copy`: one `llvm.intr.memcpy` between contiguous memrefs, else
/// a call to the runtime's `memrefCopy` with both memrefs passed unranked
/// (upstream's `MemRefCopyOpLowering`).
fn lower_copy(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>, loc: Location) -> Option<()> {
    let ctx = rw.ctx();
    let copy = super::CopyOp::new(rw.ir(), op)?;
    let src_ty = rw.ir().value_type(copy.source(rw.ir()).checked()).ok()?;
    let dst_ty = rw.ir().value_type(copy.target(rw.ir()).checked()).ok()?;
    let (src, dst) = (info(rw, src_ty)?, info(rw, dst_ty)?);
    if src.space != 0 || dst.space != 0 {
        return None;
    }
    let (s, d) = (*operands.first()?, *operands.get(1)?);
    let i64t = ctx.i64_type();
    if is_contiguous(&src) && is_contiguous(&dst) {
        let mut count = index_constant(rw, loc, 1)?;
        for i in 0..src.shape.len() {
            let size = extract(rw, loc, s, &[3, i as i64], i64t)?;
            count = create1(rw, "llvm.mul", loc, &[count, size], i64t, &[])?;
        }
        let esize = element_size(rw, loc, src.element)?;
        let bytes = create1(rw, "llvm.mul", loc, &[count, esize], i64t, &[])?;
        let at = |rw: &mut ConversionPatternRewriter<'_>, desc: Value| -> Option<Value> {
            let base = extract(rw, loc, desc, &[1], ptr(&ctx))?;
            let off = extract(rw, loc, desc, &[2], i64t)?;
            gep(rw, loc, base, &[off], src.element, 0)
        };
        let from = at(rw, s)?;
        let to = at(rw, d)?;
        let volatile = ctx.get_attr(mlir_ir::AttrKind::Bool(false));
        create(rw, "llvm.intr.memcpy", loc, &[to, from, bytes], &[], &[("isVolatile", volatile)])?;
        return rw.erase_op(op).then_some(());
    }
    let fty = crate::llvm::types::func_type(&ctx, &[i64t, ptr(&ctx), ptr(&ctx)], None, false);
    lookup_or_declare(rw, op, "memrefCopy", fty)?;
    let saved = create1(rw, "llvm.intr.stacksave", loc, &[], ptr(&ctx), &[])?;
    let unranked_ty = llvm_type(&ctx, "struct<(i64, ptr)>");
    let unranked = |rw: &mut ConversionPatternRewriter<'_>, desc: Value, rank: usize| -> Option<Value> {
        let r = crate::llvm::conversion::build::int_constant(rw, loc, i64t, rank as i64)?;
        let one = index_constant(rw, loc, 1)?;
        let dty = rw.ir().value_type(desc).ok()?;
        let slot = create1(rw, "llvm.alloca", loc, &[one], ptr(&ctx), &[("elem_type", ctx.type_attr(dty))])?;
        create(rw, "llvm.store", loc, &[desc, slot], &[], &[])?;
        let u = poison(rw, loc, unranked_ty)?;
        let u = insert(rw, loc, u, r, &[0])?;
        insert(rw, loc, u, slot, &[1])
    };
    let us = unranked(rw, s, src.shape.len())?;
    let ud = unranked(rw, d, dst.shape.len())?;
    let one = index_constant(rw, loc, 1)?;
    let ps = create1(rw, "llvm.alloca", loc, &[one], ptr(&ctx), &[("elem_type", ctx.type_attr(unranked_ty))])?;
    create(rw, "llvm.store", loc, &[us, ps], &[], &[])?;
    let pd = create1(rw, "llvm.alloca", loc, &[one], ptr(&ctx), &[("elem_type", ctx.type_attr(unranked_ty))])?;
    create(rw, "llvm.store", loc, &[ud, pd], &[], &[])?;
    let esize = element_size(rw, loc, src.element)?;
    call(rw, loc, "memrefCopy", &[esize, ps, pd], None)?;
    create(rw, "llvm.intr.stackrestore", loc, &[saved], &[], &[])?;
    rw.erase_op(op).then_some(())
}

/// Adds the memref lowering patterns.
pub fn populate(_: &Context, _: &mut ConversionTarget, patterns: &mut ConversionPatternSet) {
    for (from, kind) in [
        ("memref.alloc", Kind::Alloc),
        ("memref.alloca", Kind::Alloca),
        ("memref.dealloc", Kind::Dealloc),
        ("memref.load", Kind::Load),
        ("memref.store", Kind::Store),
        ("memref.global", Kind::Global),
        ("memref.get_global", Kind::GetGlobal),
        ("memref.dim", Kind::Dim),
        ("memref.cast", Kind::Cast),
        ("memref.extract_strided_metadata", Kind::ExtractStridedMetadata),
        ("memref.reinterpret_cast", Kind::ReinterpretCast),
        ("memref.copy", Kind::Copy),
    ] {
        patterns.add(Arc::new(MemRefLowering { from, kind }));
    }
    patterns.add(Arc::new(super::alloca_scope_to_llvm::AllocaScopeLowering));
}

inventory::submit! { ConvertToLlvmInterface { namespace: "memref", populate } }

register_conversion_pass!(
    "finalize-memref-to-llvm",
    "FinalizeMemRefToLLVMConversionPass",
    "Finalize MemRef dialect to LLVM dialect conversion",
    |ctx, _| llvm_conversion(ctx, populate),
    [
        ("index-bitwidth", mlir_passes::conversion::OptionKind::Int(0, &[0, 64])),
        ("use-aligned-alloc", mlir_passes::conversion::OptionKind::Bool(false, Some(false))),
        ("use-generic-functions", mlir_passes::conversion::OptionKind::Bool(false, Some(false)))
    ]
);
