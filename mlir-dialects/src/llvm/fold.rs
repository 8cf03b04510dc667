//! Folders of `llvm` ops and the dialect's constant materializer
//! (upstream's `LLVMDialect.cpp`):
//! - the constant-like ops fold to their value: `llvm.mlir.constant` to its
//!   attribute, `llvm.mlir.addressof` to the symbol, `undef`/`poison` to
//!   `#llvm.undef`/`#llvm.poison`, `zero` to a builtin zero where one exists
//!   and `#llvm.zero` otherwise;
//! - `llvm.extractvalue` composes with an extractvalue container, reads
//!   constants, and looks through chains of `llvm.insertvalue`;
//! - `llvm.icmp eq/ne` of a value with itself, and of an alloca with null;
//! - `llvm.bitcast`/`llvm.addrspacecast` to the same type and of the same
//!   cast; `llvm.getelementptr` by a single zero, and constant dynamic
//!   indices made static;
//! - `llvm.zext`, `llvm.shl` and `llvm.or` of integer constants;
//! - `llvm.shufflevector` of a one-element vector with mask `[0]`.

use crate::fold_utils::{dense_element_attr, int_of, result_type, to_attr, to_value};
use mlir_ir::attributes::{AttrParam, DenseElements, DenseValue, DialectAttr};
use mlir_ir::dialect::Folded;
use mlir_ir::ods::view::Checked;
use mlir_ir::on_view;
use mlir_ir::support::apint::APInt;
use mlir_ir::{AttrKind, Attribute, Context, Ir, Location, OpId, OperationState, Type, TypeKind, Value};

/// `#llvm.undef`.
pub const UNDEF: &str = "undef";
/// `#llvm.poison`.
pub const POISON: &str = "poison";
/// `#llvm.zero`.
pub const ZERO: &str = "zero";

/// The parameterless `#llvm.<mnemonic>` standing for undef, poison or zero.
pub fn marker_attr(ctx: &Context, mnemonic: &str) -> Attribute {
    ctx.get_attr(AttrKind::Dialect(DialectAttr {
        dialect: ctx.ident("llvm"),
        mnemonic: mnemonic.into(),
        params: Vec::<AttrParam>::new().into(),
    }))
}

/// Which of undef/poison/zero `a` is, if any.
fn marker_of(ctx: &Context, a: Attribute) -> Option<&'static str> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect(d) if d.params.is_empty() && ctx.ident_str(d.dialect) == "llvm" => {
            [UNDEF, POISON, ZERO].into_iter().find(|m| *m == &*d.mnemonic)
        }
        _ => None,
    }
}

/// `llvm.mlir.constant`: its `value`.
pub(super) fn fold_constant(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(super::ConstantOp::new(ir, op)?.value(ir).checked())
}

/// `llvm.mlir.addressof`: the symbol it names.
pub(super) fn fold_addressof(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(super::AddressOfOp::new(ir, op)?.global_name(ir).checked())
}

/// `llvm.mlir.undef`: `#llvm.undef`.
pub(super) fn fold_undef(ir: &Ir, _: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(Some(marker_attr(ir.ctx(), UNDEF)))
}

/// `llvm.mlir.poison`: `#llvm.poison`.
pub(super) fn fold_poison(ir: &Ir, _: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    to_attr(Some(marker_attr(ir.ctx(), POISON)))
}

/// `llvm.mlir.zero`: a builtin zero of `ty` if it has one (integers,
/// index, floats, and vectors or tensors of them), else `#llvm.zero`.
pub(super) fn fold_zero(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let ty = result_type(ir, op)?;
    to_attr(Some(builtin_zero(ctx, ty).unwrap_or_else(|| marker_attr(ctx, ZERO))))
}

fn builtin_zero(ctx: &Context, ty: Type) -> Option<Attribute> {
    let scalar = |t: Type| -> Option<DenseValue> {
        match ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(DenseValue::Int(APInt::from_u64(*width, 0))),
            TypeKind::Index => Some(DenseValue::Int(APInt::from_u64(64, 0))),
            k if k.is_float() => Some(DenseValue::Float(0)),
            _ => None,
        }
    };
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. } | TypeKind::RankedTensor { element, .. } => {
            let z = scalar(*element)?;
            ctx.dense_elements_attr(ty, &[z]).ok()
        }
        _ => match scalar(ty)? {
            DenseValue::Int(v) => Some(ctx.int_attr(ty, v)),
            _ => crate::fold_utils::float_attr(ctx, ty, 0.0),
        },
    }
}

/// The entries of a `position` attribute (of an `llvm.extractvalue` or
/// `llvm.insertvalue`).
fn position(ir: &Ir, position: Option<Attribute>) -> Option<Vec<i64>> {
    match ir.ctx().attr_kind(position?) {
        AttrKind::DenseArray { raw, .. } => {
            Some(raw.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect())
        }
        _ => None,
    }
}

fn position_attr(ctx: &Context, pos: &[i64]) -> Attribute {
    let raw: Vec<u8> = pos.iter().flat_map(|x| x.to_le_bytes()).collect();
    ctx.get_attr(AttrKind::DenseArray { element: ctx.int(64), len: pos.len(), raw: raw.into() })
}

/// The op named `name` defining `v`.
fn defined_by(ir: &Ir, v: Value, name: &str) -> Option<OpId> {
    let Value::OpResult { op, .. } = v else { return None };
    (ir.ctx().op_name_str(ir.op_name(op).ok()?) == name).then_some(op)
}

/// The view of the op defining `v`, when it is a `V`.
fn def_view<V>(ir: &Ir, v: Value, new: fn(&Ir, OpId) -> Option<V>) -> Option<V> {
    let Value::OpResult { op, .. } = v else { return None };
    new(ir, op)
}

/// An in-place update of `op`'s container and position.
fn retarget(ir: &Ir, container: Value, pos: &[i64]) -> Option<Folded> {
    let ctx = ir.ctx();
    Some(Folded::Update {
        operands: Some(vec![container]),
        attrs: vec![(ctx.ident("position"), position_attr(ctx, pos))],
    })
}

/// `llvm.extractvalue`: composes with an extractvalue container, reads
/// constants, and looks through chains of `llvm.insertvalue`.
pub(super) fn fold_extractvalue(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let extract = super::ExtractValueOp::new(ir, op)?;
    let container = extract.container(ir).checked();
    let pos = position(ir, extract.position(ir).checked())?;
    // An extract of an extract reads the outer container at both positions.
    if let Some(inner) = def_view(ir, container, super::ExtractValueOp::new) {
        let mut joined = position(ir, inner.position(ir).checked())?;
        joined.extend_from_slice(&pos);
        return retarget(ir, inner.container(ir).checked(), &joined);
    }
    if let Some(k) = c.first().copied().flatten() {
        return to_attr(extract_constant(ctx, k, &pos));
    }
    // Walk the chain of inserts the container comes from.
    let mut insert = def_view(ir, container, super::InsertValueOp::new);
    let mut extract_pos: &[i64] = &pos;
    let mut new_container = None;
    let mut in_inserted_value = false;
    while let Some(ins) = insert {
        let ins_pos = position(ir, ins.position(ir).checked())?;
        if extract_pos == ins_pos.as_slice() {
            return to_value(ins.value(ir).checked());
        }
        // The insert wrote a whole aggregate the extract reads into:
        // continue inside the inserted value.
        if extract_pos.len() > ins_pos.len() && extract_pos.starts_with(&ins_pos) {
            insert = def_view(ir, ins.value(ir).checked(), super::InsertValueOp::new);
            extract_pos = &extract_pos[ins_pos.len()..];
            in_inserted_value = true;
            continue;
        }
        let n = extract_pos.len().min(ins_pos.len());
        if extract_pos[..n] == ins_pos[..n] {
            // Overlapping but not the same slot: the insert matters.
            break;
        }
        let before = ins.container(ir).checked();
        if !in_inserted_value {
            new_container = Some(before);
        }
        insert = def_view(ir, before, super::InsertValueOp::new);
    }
    retarget(ir, new_container?, &pos)
}

/// The element of constant `k` at `pos`, one index per level.
fn extract_constant(ctx: &Context, mut k: Attribute, pos: &[i64]) -> Option<Attribute> {
    for &i in pos {
        if marker_of(ctx, k).is_some() {
            continue;
        }
        let i = u64::try_from(i).ok()?;
        k = match ctx.attr_kind(k) {
            AttrKind::Array(items) => *items.get(usize::try_from(i).ok()?)?,
            _ => dense_element_attr(ctx, &DenseElements::new(ctx, k)?, i)?,
        };
    }
    Some(k)
}

/// `llvm.icmp eq/ne` of a value with itself or of an alloca with null
/// (null is moved to the right-hand side first).
pub(super) fn fold_icmp(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let icmp = super::ICmpOp::new(ir, op)?;
    let predicate = int_of(ctx, icmp.predicate(ir).checked()?)?.1.to_i64()?;
    // eq = 0, ne = 1.
    if predicate > 1 {
        return None;
    }
    let (lhs, rhs) = (icmp.lhs(ir).checked(), icmp.rhs(ir).checked());
    let answer = if lhs == rhs {
        predicate == 0
    } else if defined_by(ir, lhs, "llvm.alloca").is_some() && defined_by(ir, rhs, "llvm.mlir.zero").is_some() {
        // An alloca is never null.
        predicate == 1
    } else if defined_by(ir, lhs, "llvm.mlir.zero").is_some() && defined_by(ir, rhs, "llvm.alloca").is_some() {
        return Some(Folded::Update { operands: Some(vec![rhs, lhs]), attrs: Vec::new() });
    } else {
        return None;
    };
    let ty = result_type(ir, op)?;
    let b = ctx.bool_attr(answer);
    if ctx.type_kind(ty).is_shaped() {
        let v = DenseValue::Int(APInt::from_u64(1, answer as u64));
        return to_attr(ctx.dense_elements_attr(ty, &[v]).ok());
    }
    to_attr(Some(b))
}

/// `cast(x : T) : T` is `x`; `cast(cast(x))` is `x` when that has the
/// result type, otherwise the outer cast reads `x` directly.
pub(super) fn fold_cast_chain(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    let arg_of = |op: OpId| on_view!(ir, op, |v| v.arg(ir).checked(), [super::BitcastOp, super::AddrSpaceCastOp]);
    let arg = arg_of(op)?;
    let ty = result_type(ir, op)?;
    if ir.value_type(arg).ok()? == ty {
        return to_value(arg);
    }
    let name = ir.ctx().op_name_str(ir.op_name(op).ok()?);
    let inner = defined_by(ir, arg, name)?;
    let source = arg_of(inner)?;
    if ir.value_type(source).ok()? == ty {
        return to_value(source);
    }
    Some(Folded::Update { operands: Some(vec![source]), attrs: Vec::new() })
}

/// Bits a constant GEP index keeps in `rawConstantIndices` (upstream's
/// `kGEPConstantBitWidth`).
const GEP_CONSTANT_BITS: u32 = 29;

/// `llvm.getelementptr` by a single zero is its base; constant dynamic
/// indices that fit become static.
pub(super) fn fold_gep(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let gep = super::GEPOp::new(ir, op)?;
    let base = gep.base(ir).checked();
    let indices = gep.dynamic_indices(ir).checked();
    let raw = match ctx.attr_kind(gep.raw_constant_indices(ir).checked()?) {
        AttrKind::DenseArray { raw, .. } => {
            raw.chunks_exact(4).map(|b| i32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect::<Vec<_>>()
        }
        _ => return None,
    };
    let dynamic = |k: usize| c.get(1 + k).copied().flatten().and_then(|a| int_of(ctx, a)).map(|(_, v)| v);
    // A single zero index leaves the pointer unchanged.
    if raw.len() == 1 && ir.value_type(base).checked() == result_type(ir, op)? {
        let zero = if raw[0] == super::gep::DYNAMIC { dynamic(0).is_some_and(|v| v.is_zero()) } else { raw[0] == 0 };
        if zero {
            return to_value(base);
        }
    }
    // Constant dynamic indices that fit become static.
    let mut changed = false;
    let mut new_raw = Vec::with_capacity(raw.len());
    let mut new_dynamic = Vec::new();
    let mut k = 0;
    for r in raw {
        if r != super::gep::DYNAMIC {
            new_raw.push(r);
            continue;
        }
        let v = *indices.get(k)?;
        match dynamic(k).and_then(|x| x.to_i64().filter(|x| fits_signed(*x, GEP_CONSTANT_BITS))) {
            Some(x) => {
                new_raw.push(x as i32);
                changed = true;
            }
            None => {
                new_raw.push(r);
                new_dynamic.push(v);
            }
        }
        k += 1;
    }
    if !changed {
        return None;
    }
    let mut operands = vec![base];
    operands.extend(new_dynamic);
    Some(Folded::Update {
        operands: Some(operands),
        attrs: vec![(ctx.ident("rawConstantIndices"), ctx.dense_i32_array_attr(&new_raw))],
    })
}

fn fits_signed(x: i64, bits: u32) -> bool {
    let half = 1i64 << (bits - 1);
    (-half..half).contains(&x)
}

/// The scalar integer constant operand `i` (an `IntegerAttr`, not a bool
/// or vector).
fn int_operand(ctx: &Context, c: &[Option<Attribute>], i: usize) -> Option<APInt> {
    match ctx.attr_kind(c.get(i).copied().flatten()?) {
        AttrKind::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

/// `llvm.zext` of an integer constant.
pub(super) fn fold_zext(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let v = int_operand(ctx, c, 0)?;
    let ty = result_type(ir, op)?;
    let width = crate::fold_utils::int_width(ctx, ty)?;
    to_attr(Some(ctx.int_attr(ty, v.resize(width, false))))
}

/// `llvm.shl` of integer constants, by less than the width.
pub(super) fn fold_shl(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let amount = int_operand(ctx, c, 1)?;
    let lhs = int_operand(ctx, c, 0)?;
    let width = lhs.width();
    // Shifting by the width or more is poison upstream; left alone.
    let amount = amount.to_u64().filter(|a| *a < u64::from(width))?;
    let ty = result_type(ir, op)?;
    to_attr(Some(ctx.int_attr(ty, APInt::from_biguint(width, &(lhs.to_biguint() << amount)))))
}

/// `llvm.or` of integer constants.
pub(super) fn fold_or(ir: &Ir, op: OpId, c: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let (a, b) = (int_operand(ctx, c, 0)?, int_operand(ctx, c, 1)?);
    to_attr(Some(
        ctx.int_attr(result_type(ir, op)?, APInt::from_biguint(a.width(), &(a.to_biguint() | b.to_biguint()))),
    ))
}

/// `llvm.shufflevector` of a one-element vector with mask `[0]` is that
/// vector.
pub(super) fn fold_shufflevector(ir: &Ir, op: OpId, _: &[Option<Attribute>]) -> Option<Folded> {
    let ctx = ir.ctx();
    let shuffle = super::ShuffleVectorOp::new(ir, op)?;
    let v1 = shuffle.v1(ir).checked();
    let one_element =
        matches!(ctx.type_kind(ir.value_type(v1).checked()), TypeKind::Vector { shape, .. } if **shape == [1]);
    let mask_is_zero = matches!(ctx.attr_kind(shuffle.mask(ir).checked()?), AttrKind::DenseArray { len: 1, raw, .. } if raw.iter().all(|b| *b == 0));
    (one_element && mask_is_zero).then(|| to_value(v1)).flatten()
}

/// Upstream's `LLVMDialect::materializeConstant`: a symbol as
/// `llvm.mlir.addressof`, the markers as `undef`/`poison`/`zero`, and
/// integer, float and elements attributes of the same type as
/// `llvm.mlir.constant`.
pub fn materialize_constant(ctx: &Context, value: Attribute, ty: Type, loc: Location) -> Option<OperationState> {
    let op = |name: &str| OperationState::new(ctx.op_name(name), loc);
    let mut st = match (ctx.attr_kind(value), marker_of(ctx, value)) {
        (AttrKind::SymbolRef { nested, .. }, _) if nested.is_empty() => {
            if !super::types::is_pointer(ctx, ty) {
                return None;
            }
            let mut st = op("llvm.mlir.addressof");
            st.attributes.push((ctx.ident("global_name"), value));
            st
        }
        (_, Some(m)) => op(&format!("llvm.mlir.{m}")),
        (AttrKind::Integer { ty: t, .. } | AttrKind::Float { ty: t, .. }, _)
            if *t == ty && !matches!(ctx.type_kind(ty), TypeKind::Index) =>
        {
            let mut st = op("llvm.mlir.constant");
            st.attributes.push((ctx.ident("value"), value));
            st
        }
        (AttrKind::Bool(_), _) if ctx.type_kind(ty).is_signless_int(1) => {
            let mut st = op("llvm.mlir.constant");
            st.attributes.push((ctx.ident("value"), value));
            st
        }
        _ if DenseElements::new(ctx, value).is_some_and(|d| d.ty() == ty)
            && matches!(ctx.type_kind(ty), TypeKind::Vector { .. }) =>
        {
            let mut st = op("llvm.mlir.constant");
            st.attributes.push((ctx.ident("value"), value));
            st
        }
        _ => return None,
    };
    st.result_types.push(ty);
    Some(st)
}
