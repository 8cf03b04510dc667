//! Attributes: the generic API (`mlir-c/IR.h`) and builtin attributes
//! (`mlir-c/BuiltinAttributes.h`).

use crate::diagnostics::emit;
use crate::ffi::*;
use crate::handles::{self, guard, Cx};
use crate::strings;
use mlir_ir::support::apfloat::APFloat;
use mlir_ir::support::apint::APInt;
use mlir_ir::support::{float_bits_from_f64, semantics_of};
use mlir_ir::types::Signedness;
use mlir_ir::{AttrKind, Attribute, Type, TypeKind};
use std::ffi::{c_char, c_void};

/// Runs `f` on the attribute's data.
fn inspect<R: Default>(h: MlirAttribute, f: impl FnOnce(Cx<'_>, &AttrKind) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, a) = handles::attr(h)?;
            f(cx, cx.ctx().attr_kind(a))
        };
        run().unwrap_or_default()
    })
}

fn is_a(h: MlirAttribute, pred: impl FnOnce(Cx<'_>, &AttrKind) -> bool) -> bool {
    inspect(h, |cx, k| Some(pred(cx, k)))
}

fn make_in(context: MlirContext, f: impl FnOnce(Cx<'_>) -> Option<Attribute>) -> MlirAttribute {
    guard(|| {
        let run = || {
            let cx = handles::context(context)?;
            Some(cx.attr(f(cx)?))
        };
        run().unwrap_or_default()
    })
}

/// Whether `t` is the signless `i1` (`BoolAttr` is an `i1` integer
/// attribute upstream).
fn is_i1(cx: Cx<'_>, t: Type) -> bool {
    cx.ctx().type_kind(t).is_signless_int(1)
}

// ---- generic ------------------------------------------------------------------

/// Parses an attribute; null (with a diagnostic) on failure.
#[no_mangle]
pub extern "C" fn mlirAttributeParseGet(context: MlirContext, attr: MlirStringRef) -> MlirAttribute {
    guard(|| {
        let Some(cx) = handles::context(context) else {
            return MlirAttribute::null();
        };
        match mlir_ir::parser::parse_attribute_str(cx.ctx(), &strings::text(attr)) {
            Ok(a) => cx.attr(a),
            Err(d) => {
                emit(cx, &d);
                MlirAttribute::null()
            }
        }
    })
}

/// The null attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeGetNull() -> MlirAttribute {
    MlirAttribute::null()
}

/// The context owning the attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeGetContext(attr: MlirAttribute) -> MlirContext {
    guard(|| handles::attr(attr).map(|(cx, _)| cx.handle()).unwrap_or_default())
}

/// The type of a typed attribute; `none` for others.
#[no_mangle]
pub extern "C" fn mlirAttributeGetType(attr: MlirAttribute) -> MlirType {
    guard(|| {
        let Some((cx, a)) = handles::attr(attr) else { return MlirType::default() };
        let ctx = cx.ctx();
        cx.ty(ctx.typed_attr_type(a).unwrap_or_else(|| ctx.none_type()))
    })
}

/// Whether two attributes are equal.
#[no_mangle]
pub extern "C" fn mlirAttributeEqual(a: MlirAttribute, b: MlirAttribute) -> bool {
    a.ptr == b.ptr
}

/// Prints the attribute through `callback`.
#[no_mangle]
pub extern "C" fn mlirAttributePrint(attr: MlirAttribute, callback: MlirStringCallback, user_data: *mut c_void) {
    guard(|| {
        if let Some((cx, a)) = handles::attr(attr) {
            strings::send(callback, user_data, &mlir_ir::printer::attr_to_string(cx.ctx(), a));
        }
    })
}

/// Prints the attribute to stderr.
#[no_mangle]
pub extern "C" fn mlirAttributeDump(attr: MlirAttribute) {
    guard(|| {
        if let Some((cx, a)) = handles::attr(attr) {
            eprintln!("{}", mlir_ir::printer::attr_to_string(cx.ctx(), a));
        }
    })
}

/// Pairs a name with an attribute (takes ownership of neither).
#[no_mangle]
pub extern "C" fn mlirNamedAttributeGet(name: MlirIdentifier, attr: MlirAttribute) -> MlirNamedAttribute {
    MlirNamedAttribute { name, attribute: attr }
}

/// Whether the attribute is a location.
#[no_mangle]
pub extern "C" fn mlirAttributeIsALocation(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::Loc(_)))
}

// ---- integer, bool, float -----------------------------------------------------------

/// Whether the attribute is an integer attribute (including booleans).
#[no_mangle]
pub extern "C" fn mlirAttributeIsAInteger(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::Integer { .. } | AttrKind::Bool(_)))
}

/// An integer attribute of `type` (integer or index) holding `value`,
/// truncated to the type's width; `i1` gives the boolean attribute.
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGet(ty: MlirType, value: i64) -> MlirAttribute {
    guard(|| {
        let run = || {
            let (cx, t) = handles::ty(ty)?;
            let ctx = cx.ctx();
            if is_i1(cx, t) {
                return Some(cx.attr(ctx.bool_attr(value & 1 != 0)));
            }
            match ctx.type_kind(t) {
                TypeKind::Integer { .. } | TypeKind::Index => Some(cx.attr(ctx.int_attr_i64(t, value))),
                _ => None,
            }
        };
        run().unwrap_or_default()
    })
}

fn int_value(cx: Cx<'_>, k: &AttrKind) -> Option<(APInt, Signedness)> {
    match k {
        AttrKind::Bool(b) => Some((APInt::from_u64(1, *b as u64), Signedness::Signless)),
        AttrKind::Integer { ty, value } => {
            let s = match cx.ctx().type_kind(*ty) {
                TypeKind::Integer { signedness, .. } => *signedness,
                _ => Signedness::Signless,
            };
            Some((value.clone(), s))
        }
        _ => None,
    }
}

/// The value of a signless (or index) integer attribute, sign-extended.
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGetValueInt(attr: MlirAttribute) -> i64 {
    inspect(attr, |cx, k| {
        let (v, _) = int_value(cx, k)?;
        Some(v.resize(64, true).low_u64() as i64)
    })
}

/// The value of a signed integer attribute, sign-extended.
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGetValueSInt(attr: MlirAttribute) -> i64 {
    mlirIntegerAttrGetValueInt(attr)
}

/// The value of an unsigned integer attribute, zero-extended.
#[no_mangle]
pub extern "C" fn mlirIntegerAttrGetValueUInt(attr: MlirAttribute) -> u64 {
    inspect(attr, |cx, k| {
        let (v, _) = int_value(cx, k)?;
        Some(v.resize(64, false).low_u64())
    })
}

/// Whether the attribute is a boolean (an `i1` integer attribute).
#[no_mangle]
pub extern "C" fn mlirAttributeIsABool(attr: MlirAttribute) -> bool {
    is_a(attr, |cx, k| match k {
        AttrKind::Bool(_) => true,
        AttrKind::Integer { ty, .. } => is_i1(cx, *ty),
        _ => false,
    })
}

/// `true` / `false`.
#[no_mangle]
pub extern "C" fn mlirBoolAttrGet(context: MlirContext, value: i32) -> MlirAttribute {
    make_in(context, |cx| Some(cx.ctx().bool_attr(value != 0)))
}

/// The value of a boolean attribute.
#[no_mangle]
pub extern "C" fn mlirBoolAttrGetValue(attr: MlirAttribute) -> bool {
    inspect(attr, |cx, k| match k {
        AttrKind::Bool(b) => Some(*b),
        AttrKind::Integer { ty, value } if is_i1(cx, *ty) => Some(!value.is_zero()),
        _ => None,
    })
}

/// Whether the attribute is a float attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAFloat(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::Float { .. }))
}

/// A float attribute of float `type` holding `value` rounded to the type.
#[no_mangle]
pub extern "C" fn mlirFloatAttrDoubleGet(context: MlirContext, ty: MlirType, value: f64) -> MlirAttribute {
    make_in(context, |cx| {
        let t = cx.own(handles::ty(ty))?;
        match cx.ctx().type_kind(t) {
            TypeKind::Float(f) => Some(cx.ctx().float_attr_bits(t, float_bits_from_f64(*f, value))),
            _ => None,
        }
    })
}

/// Like `mlirFloatAttrDoubleGet`, in the context of `loc`; null (with a
/// diagnostic) for a non-float type.
#[no_mangle]
pub extern "C" fn mlirFloatAttrDoubleGetChecked(loc: MlirLocation, ty: MlirType, value: f64) -> MlirAttribute {
    guard(|| {
        let Some((cx, l)) = handles::loc(loc) else {
            return MlirAttribute::null();
        };
        let a = mlirFloatAttrDoubleGet(cx.handle(), ty, value);
        if a.is_null() {
            emit(cx, &mlir_ir::Diagnostic::error(l, "expected floating point type"));
        }
        a
    })
}

/// The value of a float attribute as a double.
#[no_mangle]
pub extern "C" fn mlirFloatAttrGetValueDouble(attr: MlirAttribute) -> f64 {
    inspect(attr, |cx, k| match k {
        AttrKind::Float { ty, bits } => match cx.ctx().type_kind(*ty) {
            TypeKind::Float(f) => Some(APFloat::from_bits(semantics_of(*f), bits.get()).to_f64()),
            _ => None,
        },
        _ => None,
    })
}

// ---- string, opaque, type, unit -------------------------------------------------------

/// Whether the attribute is a string attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAString(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::String { .. }))
}

/// `"str"` (the bytes are copied).
#[no_mangle]
pub extern "C" fn mlirStringAttrGet(context: MlirContext, s: MlirStringRef) -> MlirAttribute {
    make_in(context, |cx| {
        let ctx = cx.ctx();
        Some(ctx.get_attr(AttrKind::String { value: strings::bytes(s).into(), ty: ctx.none_type() }))
    })
}

/// `"str" : type`.
#[no_mangle]
pub extern "C" fn mlirStringAttrTypedGet(ty: MlirType, s: MlirStringRef) -> MlirAttribute {
    guard(|| {
        let Some((cx, t)) = handles::ty(ty) else {
            return MlirAttribute::null();
        };
        cx.attr(cx.ctx().get_attr(AttrKind::String { value: strings::bytes(s).into(), ty: t }))
    })
}

/// The bytes of a string attribute (owned by the context).
#[no_mangle]
pub extern "C" fn mlirStringAttrGetValue(attr: MlirAttribute) -> MlirStringRef {
    inspect(attr, |_, k| match k {
        AttrKind::String { value, .. } => Some(strings::str_ref(value)),
        _ => None,
    })
}

/// Whether the attribute is an opaque attribute of an unloaded dialect.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAOpaque(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::Opaque { .. }))
}

/// `#dialect<"data"> : type`.
#[no_mangle]
pub extern "C" fn mlirOpaqueAttrGet(
    context: MlirContext,
    dialect: MlirStringRef,
    data_length: isize,
    data: *const c_char,
    ty: MlirType,
) -> MlirAttribute {
    make_in(context, |cx| {
        let t = cx.own(handles::ty(ty))?;
        let bytes = strings::slice(data_length, data.cast::<u8>());
        let text = String::from_utf8_lossy(bytes);
        let ns = cx.ctx().ident(&strings::text(dialect));
        Some(cx.ctx().get_attr(AttrKind::Opaque { dialect: ns, data: text.into(), ty: t }))
    })
}

/// The dialect namespace of an opaque attribute.
#[no_mangle]
pub extern "C" fn mlirOpaqueAttrGetDialectNamespace(attr: MlirAttribute) -> MlirStringRef {
    inspect(attr, |cx, k| match k {
        AttrKind::Opaque { dialect, .. } => Some(strings::str_ref(cx.ctx().ident_str(*dialect).as_bytes())),
        _ => None,
    })
}

/// The data of an opaque attribute.
#[no_mangle]
pub extern "C" fn mlirOpaqueAttrGetData(attr: MlirAttribute) -> MlirStringRef {
    inspect(attr, |_, k| match k {
        AttrKind::Opaque { data, .. } => Some(strings::str_ref(data.as_bytes())),
        _ => None,
    })
}

/// Whether the attribute is a type attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAType(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::Type(_)))
}

/// The type as an attribute.
#[no_mangle]
pub extern "C" fn mlirTypeAttrGet(ty: MlirType) -> MlirAttribute {
    guard(|| handles::ty(ty).map(|(cx, t)| cx.attr(cx.ctx().type_attr(t))).unwrap_or_default())
}

/// The type held by a type attribute.
#[no_mangle]
pub extern "C" fn mlirTypeAttrGetValue(attr: MlirAttribute) -> MlirType {
    inspect(attr, |cx, k| match k {
        AttrKind::Type(t) => Some(cx.ty(*t)),
        _ => None,
    })
}

/// Whether the attribute is `unit`.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAUnit(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::Unit))
}

/// `unit`.
#[no_mangle]
pub extern "C" fn mlirUnitAttrGet(context: MlirContext) -> MlirAttribute {
    make_in(context, |cx| Some(cx.ctx().unit_attr()))
}

// ---- array, dictionary ------------------------------------------------------------------

/// Whether the attribute is an array attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAArray(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::Array(_)))
}

/// `[elements...]`.
#[no_mangle]
pub extern "C" fn mlirArrayAttrGet(context: MlirContext, n: isize, elements: *const MlirAttribute) -> MlirAttribute {
    make_in(context, |cx| {
        let list: Option<Vec<Attribute>> =
            strings::slice(n, elements).iter().map(|&a| cx.own(handles::attr(a))).collect();
        Some(cx.ctx().array_attr(&list?))
    })
}

/// Number of array elements.
#[no_mangle]
pub extern "C" fn mlirArrayAttrGetNumElements(attr: MlirAttribute) -> isize {
    inspect(attr, |_, k| match k {
        AttrKind::Array(e) => Some(e.len() as isize),
        _ => None,
    })
}

/// Array element `pos`.
#[no_mangle]
pub extern "C" fn mlirArrayAttrGetElement(attr: MlirAttribute, pos: isize) -> MlirAttribute {
    inspect(attr, |cx, k| match k {
        AttrKind::Array(e) => Some(cx.attr(*e.get(usize::try_from(pos).ok()?)?)),
        _ => None,
    })
}

/// Whether the attribute is a dictionary attribute.
#[no_mangle]
pub extern "C" fn mlirAttributeIsADictionary(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::Dictionary(_)))
}

/// `{name = value, ...}` (sorted by name; later duplicates win).
#[no_mangle]
pub extern "C" fn mlirDictionaryAttrGet(
    context: MlirContext,
    n: isize,
    elements: *const MlirNamedAttribute,
) -> MlirAttribute {
    make_in(context, |cx| {
        let list: Option<Vec<_>> = strings::slice(n, elements)
            .iter()
            .map(|e| Some((cx.own(handles::ident(e.name))?, cx.own(handles::attr(e.attribute))?)))
            .collect();
        Some(cx.ctx().dict_attr(list?))
    })
}

/// Number of dictionary entries.
#[no_mangle]
pub extern "C" fn mlirDictionaryAttrGetNumElements(attr: MlirAttribute) -> isize {
    inspect(attr, |_, k| match k {
        AttrKind::Dictionary(e) => Some(e.len() as isize),
        _ => None,
    })
}

/// Dictionary entry `pos`.
#[no_mangle]
pub extern "C" fn mlirDictionaryAttrGetElement(attr: MlirAttribute, pos: isize) -> MlirNamedAttribute {
    inspect(attr, |cx, k| match k {
        AttrKind::Dictionary(e) => {
            let (n, a) = *e.get(usize::try_from(pos).ok()?)?;
            Some(MlirNamedAttribute { name: cx.ident(n), attribute: cx.attr(a) })
        }
        _ => None,
    })
}

/// The dictionary entry `name`, or null.
#[no_mangle]
pub extern "C" fn mlirDictionaryAttrGetElementByName(attr: MlirAttribute, name: MlirStringRef) -> MlirAttribute {
    inspect(attr, |cx, k| match k {
        AttrKind::Dictionary(e) => {
            let name = strings::text(name);
            let (_, a) = e.iter().find(|(n, _)| cx.ctx().ident_str(*n) == name)?;
            Some(cx.attr(*a))
        }
        _ => None,
    })
}

// ---- symbol references ----------------------------------------------------------------------

/// Whether the attribute is a symbol reference (flat or nested).
#[no_mangle]
pub extern "C" fn mlirAttributeIsASymbolRef(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::SymbolRef { .. }))
}

/// `@symbol::@ref...`; `references` must be flat symbol references.
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGet(
    context: MlirContext,
    symbol: MlirStringRef,
    n: isize,
    references: *const MlirAttribute,
) -> MlirAttribute {
    make_in(context, |cx| {
        let ctx = cx.ctx();
        let mut nested = Vec::new();
        for &r in strings::slice(n, references) {
            match ctx.attr_kind(cx.own(handles::attr(r))?) {
                AttrKind::SymbolRef { root, nested: inner } if inner.is_empty() => nested.push(*root),
                _ => return None,
            }
        }
        let root = ctx.ident(&strings::text(symbol));
        Some(ctx.get_attr(AttrKind::SymbolRef { root, nested: nested.into() }))
    })
}

/// The root symbol of a symbol reference.
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGetRootReference(attr: MlirAttribute) -> MlirStringRef {
    inspect(attr, |cx, k| match k {
        AttrKind::SymbolRef { root, .. } => Some(strings::str_ref(cx.ctx().ident_str(*root).as_bytes())),
        _ => None,
    })
}

/// The leaf symbol of a symbol reference (the root when flat).
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGetLeafReference(attr: MlirAttribute) -> MlirStringRef {
    inspect(attr, |cx, k| match k {
        AttrKind::SymbolRef { root, nested } => {
            let leaf = nested.last().copied().unwrap_or(*root);
            Some(strings::str_ref(cx.ctx().ident_str(leaf).as_bytes()))
        }
        _ => None,
    })
}

/// Number of nested references.
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGetNumNestedReferences(attr: MlirAttribute) -> isize {
    inspect(attr, |_, k| match k {
        AttrKind::SymbolRef { nested, .. } => Some(nested.len() as isize),
        _ => None,
    })
}

/// Nested reference `pos`, as a flat symbol reference.
#[no_mangle]
pub extern "C" fn mlirSymbolRefAttrGetNestedReference(attr: MlirAttribute, pos: isize) -> MlirAttribute {
    inspect(attr, |cx, k| match k {
        AttrKind::SymbolRef { nested, .. } => {
            let n = *nested.get(usize::try_from(pos).ok()?)?;
            Some(cx.attr(cx.ctx().get_attr(AttrKind::SymbolRef { root: n, nested: Box::new([]) })))
        }
        _ => None,
    })
}

/// Whether the attribute is a flat symbol reference.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAFlatSymbolRef(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::SymbolRef { nested, .. } if nested.is_empty()))
}

/// `@symbol`.
#[no_mangle]
pub extern "C" fn mlirFlatSymbolRefAttrGet(context: MlirContext, symbol: MlirStringRef) -> MlirAttribute {
    make_in(context, |cx| Some(cx.ctx().symbol_ref_attr(&strings::text(symbol), &[])))
}

/// The symbol of a flat symbol reference.
#[no_mangle]
pub extern "C" fn mlirFlatSymbolRefAttrGetValue(attr: MlirAttribute) -> MlirStringRef {
    inspect(attr, |cx, k| match k {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            Some(strings::str_ref(cx.ctx().ident_str(*root).as_bytes()))
        }
        _ => None,
    })
}

// ---- strided layout ---------------------------------------------------------------------------

/// Whether the attribute is a strided layout.
#[no_mangle]
pub extern "C" fn mlirAttributeIsAStridedLayout(attr: MlirAttribute) -> bool {
    is_a(attr, |_, k| matches!(k, AttrKind::Strided { .. }))
}

/// `strided<[strides...], offset: offset>`.
#[no_mangle]
pub extern "C" fn mlirStridedLayoutAttrGet(
    context: MlirContext,
    offset: i64,
    n: isize,
    strides: *const i64,
) -> MlirAttribute {
    make_in(context, |cx| {
        Some(cx.ctx().get_attr(AttrKind::Strided { offset, strides: strings::slice(n, strides).into() }))
    })
}

/// The offset of a strided layout.
#[no_mangle]
pub extern "C" fn mlirStridedLayoutAttrGetOffset(attr: MlirAttribute) -> i64 {
    inspect(attr, |_, k| match k {
        AttrKind::Strided { offset, .. } => Some(*offset),
        _ => None,
    })
}

/// Number of strides of a strided layout.
#[no_mangle]
pub extern "C" fn mlirStridedLayoutAttrGetNumStrides(attr: MlirAttribute) -> isize {
    inspect(attr, |_, k| match k {
        AttrKind::Strided { strides, .. } => Some(strides.len() as isize),
        _ => None,
    })
}

/// Stride `pos` of a strided layout.
#[no_mangle]
pub extern "C" fn mlirStridedLayoutAttrGetStride(attr: MlirAttribute, pos: isize) -> i64 {
    inspect(attr, |_, k| match k {
        AttrKind::Strided { strides, .. } => strides.get(usize::try_from(pos).ok()?).copied(),
        _ => None,
    })
}
