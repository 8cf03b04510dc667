//! Types: the generic API (`mlir-c/IR.h`) and builtin types
//! (`mlir-c/BuiltinTypes.h`).

use crate::diagnostics::emit;
use crate::ffi::*;
use crate::handles::{self, guard, Cx};
use crate::strings;
use mlir_ir::types::{FloatKind, Signedness, DYNAMIC};
use mlir_ir::{Type, TypeKind};
use std::ffi::c_void;

/// Runs `f` on the type's data.
fn inspect<R: Default>(h: MlirType, f: impl FnOnce(Cx<'_>, &TypeKind) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, t) = handles::ty(h)?;
            f(cx, cx.ctx().type_kind(t))
        };
        run().unwrap_or_default()
    })
}

/// Whether the type's data matches `pred` (false for null).
fn is_a(h: MlirType, pred: impl FnOnce(&TypeKind) -> bool) -> bool {
    inspect(h, |_, k| Some(pred(k)))
}

/// Makes a type in the context of `h`.
fn make_in(context: MlirContext, f: impl FnOnce(Cx<'_>) -> Option<Type>) -> MlirType {
    guard(|| {
        let run = || {
            let cx = handles::context(context)?;
            Some(cx.ty(f(cx)?))
        };
        run().unwrap_or_default()
    })
}

/// The types of `(n, p)` if all belong to `cx`.
fn own_types(cx: Cx<'_>, n: isize, p: *const MlirType) -> Option<Vec<Type>> {
    strings::slice(n, p).iter().map(|&t| cx.own(handles::ty(t))).collect()
}

// ---- generic ----------------------------------------------------------------

/// Parses a type; null (with a diagnostic) on failure.
#[no_mangle]
pub extern "C" fn mlirTypeParseGet(context: MlirContext, ty: MlirStringRef) -> MlirType {
    guard(|| {
        let Some(cx) = handles::context(context) else {
            return MlirType::null();
        };
        match mlir_ir::parser::parse_type_str(cx.ctx(), &strings::text(ty)) {
            Ok(t) => cx.ty(t),
            Err(d) => {
                emit(cx, &d);
                MlirType::null()
            }
        }
    })
}

/// The context owning the type.
#[no_mangle]
pub extern "C" fn mlirTypeGetContext(ty: MlirType) -> MlirContext {
    guard(|| handles::ty(ty).map(|(cx, _)| cx.handle()).unwrap_or_default())
}

/// Whether two types are equal.
#[no_mangle]
pub extern "C" fn mlirTypeEqual(a: MlirType, b: MlirType) -> bool {
    a.ptr == b.ptr
}

/// Prints the type through `callback`.
#[no_mangle]
pub extern "C" fn mlirTypePrint(ty: MlirType, callback: MlirStringCallback, user_data: *mut c_void) {
    guard(|| {
        if let Some((cx, t)) = handles::ty(ty) {
            strings::send(callback, user_data, &mlir_ir::printer::type_to_string(cx.ctx(), t));
        }
    })
}

/// Prints the type to stderr.
#[no_mangle]
pub extern "C" fn mlirTypeDump(ty: MlirType) {
    guard(|| {
        if let Some((cx, t)) = handles::ty(ty) {
            eprintln!("{}", mlir_ir::printer::type_to_string(cx.ctx(), t));
        }
    })
}

// ---- integer and index --------------------------------------------------------

/// Whether the type is an integer type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAInteger(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::Integer { .. }))
}

fn int_get(context: MlirContext, width: u32, signedness: Signedness) -> MlirType {
    make_in(context, |cx| (width <= mlir_ir::types::MAX_INT_WIDTH).then(|| cx.ctx().int_type(width, signedness)))
}

/// `iN`.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeGet(context: MlirContext, bitwidth: u32) -> MlirType {
    int_get(context, bitwidth, Signedness::Signless)
}

/// `siN`.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeSignedGet(context: MlirContext, bitwidth: u32) -> MlirType {
    int_get(context, bitwidth, Signedness::Signed)
}

/// `uiN`.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeUnsignedGet(context: MlirContext, bitwidth: u32) -> MlirType {
    int_get(context, bitwidth, Signedness::Unsigned)
}

/// The width of an integer type (0 otherwise).
#[no_mangle]
pub extern "C" fn mlirIntegerTypeGetWidth(ty: MlirType) -> u32 {
    inspect(ty, |_, k| match k {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    })
}

fn signedness_is(ty: MlirType, s: Signedness) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::Integer { signedness, .. } if *signedness == s))
}

/// Whether an integer type is signless.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeIsSignless(ty: MlirType) -> bool {
    signedness_is(ty, Signedness::Signless)
}

/// Whether an integer type is signed.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeIsSigned(ty: MlirType) -> bool {
    signedness_is(ty, Signedness::Signed)
}

/// Whether an integer type is unsigned.
#[no_mangle]
pub extern "C" fn mlirIntegerTypeIsUnsigned(ty: MlirType) -> bool {
    signedness_is(ty, Signedness::Unsigned)
}

/// Whether the type is `index`.
#[no_mangle]
pub extern "C" fn mlirTypeIsAIndex(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::Index))
}

/// `index`.
#[no_mangle]
pub extern "C" fn mlirIndexTypeGet(context: MlirContext) -> MlirType {
    make_in(context, |cx| Some(cx.ctx().index_type()))
}

// ---- floats -------------------------------------------------------------------

/// Whether the type is a float type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFloat(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::Float(_)))
}

/// The bit width of a float type (0 otherwise).
#[no_mangle]
pub extern "C" fn mlirFloatTypeGetWidth(ty: MlirType) -> u32 {
    inspect(ty, |_, k| match k {
        TypeKind::Float(f) => Some(f.bit_width()),
        _ => None,
    })
}

macro_rules! float_types {
    ($($kind:ident, $is_a:ident, $get:ident, $text:literal;)*) => {$(
        #[doc = concat!("Whether the type is `", $text, "`.")]
        #[no_mangle]
        pub extern "C" fn $is_a(ty: MlirType) -> bool {
            is_a(ty, |k| matches!(k, TypeKind::Float(FloatKind::$kind)))
        }

        #[doc = concat!("`", $text, "`.")]
        #[no_mangle]
        pub extern "C" fn $get(context: MlirContext) -> MlirType {
            make_in(context, |cx| Some(cx.ctx().float_type(FloatKind::$kind)))
        }
    )*};
}

float_types! {
    F4E2M1FN, mlirTypeIsAFloat4E2M1FN, mlirFloat4E2M1FNTypeGet, "f4E2M1FN";
    F6E2M3FN, mlirTypeIsAFloat6E2M3FN, mlirFloat6E2M3FNTypeGet, "f6E2M3FN";
    F6E3M2FN, mlirTypeIsAFloat6E3M2FN, mlirFloat6E3M2FNTypeGet, "f6E3M2FN";
    F8E5M2, mlirTypeIsAFloat8E5M2, mlirFloat8E5M2TypeGet, "f8E5M2";
    F8E4M3, mlirTypeIsAFloat8E4M3, mlirFloat8E4M3TypeGet, "f8E4M3";
    F8E4M3FN, mlirTypeIsAFloat8E4M3FN, mlirFloat8E4M3FNTypeGet, "f8E4M3FN";
    F8E5M2FNUZ, mlirTypeIsAFloat8E5M2FNUZ, mlirFloat8E5M2FNUZTypeGet, "f8E5M2FNUZ";
    F8E4M3FNUZ, mlirTypeIsAFloat8E4M3FNUZ, mlirFloat8E4M3FNUZTypeGet, "f8E4M3FNUZ";
    F8E4M3B11FNUZ, mlirTypeIsAFloat8E4M3B11FNUZ, mlirFloat8E4M3B11FNUZTypeGet, "f8E4M3B11FNUZ";
    F8E3M4, mlirTypeIsAFloat8E3M4, mlirFloat8E3M4TypeGet, "f8E3M4";
    F8E8M0FNU, mlirTypeIsAFloat8E8M0FNU, mlirFloat8E8M0FNUTypeGet, "f8E8M0FNU";
    BF16, mlirTypeIsABF16, mlirBF16TypeGet, "bf16";
    F16, mlirTypeIsAF16, mlirF16TypeGet, "f16";
    F32, mlirTypeIsAF32, mlirF32TypeGet, "f32";
    F64, mlirTypeIsAF64, mlirF64TypeGet, "f64";
    TF32, mlirTypeIsATF32, mlirTF32TypeGet, "tf32";
}

// ---- none, complex, tuple, function, opaque --------------------------------------

/// Whether the type is `none`.
#[no_mangle]
pub extern "C" fn mlirTypeIsANone(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::None))
}

/// `none`.
#[no_mangle]
pub extern "C" fn mlirNoneTypeGet(context: MlirContext) -> MlirType {
    make_in(context, |cx| Some(cx.ctx().none_type()))
}

/// Whether the type is a complex type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAComplex(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::Complex(_)))
}

/// `complex<element>` (null unless the element is an integer or float).
#[no_mangle]
pub extern "C" fn mlirComplexTypeGet(element: MlirType) -> MlirType {
    inspect(element, |cx, k| {
        let (_, e) = handles::ty(element)?;
        matches!(k, TypeKind::Integer { .. } | TypeKind::Float(_)).then(|| cx.ty(cx.ctx().complex_type(e)))
    })
}

/// The element type of a complex type.
#[no_mangle]
pub extern "C" fn mlirComplexTypeGetElementType(ty: MlirType) -> MlirType {
    inspect(ty, |cx, k| match k {
        TypeKind::Complex(e) => Some(cx.ty(*e)),
        _ => None,
    })
}

/// Whether the type is a tuple type.
#[no_mangle]
pub extern "C" fn mlirTypeIsATuple(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::Tuple(_)))
}

/// `tuple<elements...>`.
#[no_mangle]
pub extern "C" fn mlirTupleTypeGet(context: MlirContext, n: isize, elements: *const MlirType) -> MlirType {
    make_in(context, |cx| Some(cx.ctx().tuple_type(&own_types(cx, n, elements)?)))
}

/// Number of tuple elements.
#[no_mangle]
pub extern "C" fn mlirTupleTypeGetNumTypes(ty: MlirType) -> isize {
    inspect(ty, |_, k| match k {
        TypeKind::Tuple(e) => Some(e.len() as isize),
        _ => None,
    })
}

/// Tuple element `pos`.
#[no_mangle]
pub extern "C" fn mlirTupleTypeGetType(ty: MlirType, pos: isize) -> MlirType {
    inspect(ty, |cx, k| match k {
        TypeKind::Tuple(e) => Some(cx.ty(*e.get(usize::try_from(pos).ok()?)?)),
        _ => None,
    })
}

/// Whether the type is a function type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAFunction(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::Function { .. }))
}

/// `(inputs) -> results`.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGet(
    context: MlirContext,
    n_inputs: isize,
    inputs: *const MlirType,
    n_results: isize,
    results: *const MlirType,
) -> MlirType {
    make_in(context, |cx| {
        Some(cx.ctx().function_type(&own_types(cx, n_inputs, inputs)?, &own_types(cx, n_results, results)?))
    })
}

fn fn_parts(ty: MlirType, inputs: bool, pos: Option<isize>) -> (isize, MlirType) {
    inspect(ty, |cx, k| match k {
        TypeKind::Function { inputs: i, results: r } => {
            let list = if inputs { i } else { r };
            match pos {
                None => Some((list.len() as isize, MlirType::null())),
                Some(p) => Some((0, cx.ty(*list.get(usize::try_from(p).ok()?)?))),
            }
        }
        _ => None,
    })
}

/// Number of function inputs.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGetNumInputs(ty: MlirType) -> isize {
    fn_parts(ty, true, None).0
}

/// Number of function results.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGetNumResults(ty: MlirType) -> isize {
    fn_parts(ty, false, None).0
}

/// Function input `pos`.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGetInput(ty: MlirType, pos: isize) -> MlirType {
    fn_parts(ty, true, Some(pos)).1
}

/// Function result `pos`.
#[no_mangle]
pub extern "C" fn mlirFunctionTypeGetResult(ty: MlirType, pos: isize) -> MlirType {
    fn_parts(ty, false, Some(pos)).1
}

/// Whether the type is an opaque type of an unloaded dialect.
#[no_mangle]
pub extern "C" fn mlirTypeIsAOpaque(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::Opaque { .. }))
}

/// `!dialect<"data">`.
#[no_mangle]
pub extern "C" fn mlirOpaqueTypeGet(context: MlirContext, dialect: MlirStringRef, data: MlirStringRef) -> MlirType {
    make_in(context, |cx| {
        let ns = cx.ctx().ident(&strings::text(dialect));
        Some(cx.ctx().opaque_type(ns, &strings::text(data)))
    })
}

/// The dialect namespace of an opaque type.
#[no_mangle]
pub extern "C" fn mlirOpaqueTypeGetDialectNamespace(ty: MlirType) -> MlirStringRef {
    inspect(ty, |cx, k| match k {
        TypeKind::Opaque { dialect, .. } => Some(strings::str_ref(cx.ctx().ident_str(*dialect).as_bytes())),
        _ => None,
    })
}

/// The data of an opaque type.
#[no_mangle]
pub extern "C" fn mlirOpaqueTypeGetData(ty: MlirType) -> MlirStringRef {
    inspect(ty, |_, k| match k {
        TypeKind::Opaque { data, .. } => Some(strings::str_ref(data.as_bytes())),
        _ => None,
    })
}

// ---- shaped types ---------------------------------------------------------------

/// Whether the type is a shaped type (vector, tensor, memref).
#[no_mangle]
pub extern "C" fn mlirTypeIsAShaped(ty: MlirType) -> bool {
    is_a(ty, |k| k.is_shaped())
}

/// The element type of a shaped type.
#[no_mangle]
pub extern "C" fn mlirShapedTypeGetElementType(ty: MlirType) -> MlirType {
    inspect(ty, |cx, k| k.is_shaped().then(|| k.element_type()).flatten().map(|e| cx.ty(e)))
}

/// Whether a shaped type is ranked.
#[no_mangle]
pub extern "C" fn mlirShapedTypeHasRank(ty: MlirType) -> bool {
    is_a(ty, |k| k.shape().is_some())
}

/// The rank of a ranked shaped type (0 otherwise).
#[no_mangle]
pub extern "C" fn mlirShapedTypeGetRank(ty: MlirType) -> i64 {
    inspect(ty, |_, k| k.shape().map(|s| s.len() as i64))
}

/// Whether a shaped type is ranked with no dynamic dimension.
#[no_mangle]
pub extern "C" fn mlirShapedTypeHasStaticShape(ty: MlirType) -> bool {
    is_a(ty, |k| k.shape().is_some_and(|s| !s.contains(&DYNAMIC)))
}

fn dim(ty: MlirType, d: isize) -> Option<i64> {
    inspect(ty, |_, k| Some(Some(*k.shape()?.get(usize::try_from(d).ok()?)?)))
}

/// Whether dimension `dim` is dynamic.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsDynamicDim(ty: MlirType, d: isize) -> bool {
    dim(ty, d) == Some(DYNAMIC)
}

/// Whether dimension `dim` is static.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsStaticDim(ty: MlirType, d: isize) -> bool {
    dim(ty, d).is_some_and(|v| v != DYNAMIC)
}

/// The size of dimension `dim` (the dynamic marker for `?`).
#[no_mangle]
pub extern "C" fn mlirShapedTypeGetDimSize(ty: MlirType, d: isize) -> i64 {
    dim(ty, d).unwrap_or(0)
}

/// Whether `size` is the dynamic-size marker.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsDynamicSize(size: i64) -> bool {
    size == DYNAMIC
}

/// Whether `size` is a static size.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsStaticSize(size: i64) -> bool {
    size != DYNAMIC
}

/// The dynamic-size marker.
#[no_mangle]
pub extern "C" fn mlirShapedTypeGetDynamicSize() -> i64 {
    DYNAMIC
}

/// Whether a stride or offset is the dynamic marker.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsDynamicStrideOrOffset(value: i64) -> bool {
    value == DYNAMIC
}

/// Whether a stride or offset is static.
#[no_mangle]
pub extern "C" fn mlirShapedTypeIsStaticStrideOrOffset(value: i64) -> bool {
    value != DYNAMIC
}

/// The dynamic stride-or-offset marker.
#[no_mangle]
pub extern "C" fn mlirShapedTypeGetDynamicStrideOrOffset() -> i64 {
    DYNAMIC
}

fn shape_of<'a>(rank: isize, shape: *const i64) -> &'a [i64] {
    strings::slice(rank, shape)
}

/// Whether a type can be an element of a tensor or vector: an integer,
/// index or float type, or (for tensors) any non-function builtin type.
fn valid_element(k: &TypeKind, vector: bool) -> bool {
    if vector {
        matches!(k, TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_))
    } else {
        !matches!(k, TypeKind::Function { .. } | TypeKind::None)
    }
}

/// Whether the type is a vector type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAVector(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::Vector { .. }))
}

fn vector_get(rank: isize, shape: *const i64, scalable: Option<*const bool>, element: MlirType) -> MlirType {
    inspect(element, |cx, k| {
        let (_, e) = handles::ty(element)?;
        let shape = shape_of(rank, shape);
        if !valid_element(k, true) || shape.iter().any(|&d| d <= 0) {
            return None;
        }
        let flags: Vec<bool> = scalable.map(|p| strings::slice(rank, p).to_vec()).unwrap_or_default();
        Some(cx.ty(cx.ctx().vector_type(shape, &flags, e)))
    })
}

/// `vector<shape x element>` (null for an invalid shape or element).
#[no_mangle]
pub extern "C" fn mlirVectorTypeGet(rank: isize, shape: *const i64, element: MlirType) -> MlirType {
    vector_get(rank, shape, None, element)
}

/// Like `mlirVectorTypeGet`, with some dimensions scalable.
#[no_mangle]
pub extern "C" fn mlirVectorTypeGetScalable(
    rank: isize,
    shape: *const i64,
    scalable: *const bool,
    element: MlirType,
) -> MlirType {
    vector_get(rank, shape, Some(scalable), element)
}

/// Whether any dimension of a vector type is scalable.
#[no_mangle]
pub extern "C" fn mlirVectorTypeIsScalable(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::Vector { scalable, .. } if scalable.contains(&true)))
}

/// Whether dimension `dim` of a vector type is scalable.
#[no_mangle]
pub extern "C" fn mlirVectorTypeIsDimScalable(ty: MlirType, d: isize) -> bool {
    is_a(ty, |k| match k {
        TypeKind::Vector { scalable, .. } => {
            usize::try_from(d).ok().and_then(|d| scalable.get(d)).copied().unwrap_or(false)
        }
        _ => false,
    })
}

/// Whether the type is a tensor type.
#[no_mangle]
pub extern "C" fn mlirTypeIsATensor(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }))
}

/// Whether the type is a ranked tensor type.
#[no_mangle]
pub extern "C" fn mlirTypeIsARankedTensor(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::RankedTensor { .. }))
}

/// Whether the type is an unranked tensor type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAUnrankedTensor(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::UnrankedTensor { .. }))
}

/// `tensor<shape x element, encoding>`; `encoding` may be null.
#[no_mangle]
pub extern "C" fn mlirRankedTensorTypeGet(
    rank: isize,
    shape: *const i64,
    element: MlirType,
    encoding: MlirAttribute,
) -> MlirType {
    inspect(element, |cx, k| {
        let (_, e) = handles::ty(element)?;
        let shape = shape_of(rank, shape);
        if !valid_element(k, false) || shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return None;
        }
        let enc = if encoding.is_null() { None } else { Some(cx.own(handles::attr(encoding))?) };
        Some(cx.ty(cx.ctx().ranked_tensor_type(shape, e, enc)))
    })
}

/// The encoding of a ranked tensor type, or null.
#[no_mangle]
pub extern "C" fn mlirRankedTensorTypeGetEncoding(ty: MlirType) -> MlirAttribute {
    inspect(ty, |cx, k| match k {
        TypeKind::RankedTensor { encoding: Some(a), .. } => Some(cx.attr(*a)),
        _ => None,
    })
}

/// `tensor<*x element>`.
#[no_mangle]
pub extern "C" fn mlirUnrankedTensorTypeGet(element: MlirType) -> MlirType {
    inspect(element, |cx, k| {
        let (_, e) = handles::ty(element)?;
        valid_element(k, false).then(|| cx.ty(cx.ctx().unranked_tensor_type(e)))
    })
}

/// Whether the type is a ranked memref type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAMemRef(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::MemRef { .. }))
}

/// Whether the type is an unranked memref type.
#[no_mangle]
pub extern "C" fn mlirTypeIsAUnrankedMemRef(ty: MlirType) -> bool {
    is_a(ty, |k| matches!(k, TypeKind::UnrankedMemRef { .. }))
}

fn opt_attr(cx: Cx<'_>, a: MlirAttribute) -> Option<Option<mlir_ir::Attribute>> {
    if a.is_null() {
        Some(None)
    } else {
        cx.own(handles::attr(a)).map(Some)
    }
}

/// `memref<shape x element, layout, memorySpace>`; `layout` and
/// `memorySpace` may be null.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGet(
    element: MlirType,
    rank: isize,
    shape: *const i64,
    layout: MlirAttribute,
    memory_space: MlirAttribute,
) -> MlirType {
    inspect(element, |cx, k| {
        let (_, e) = handles::ty(element)?;
        let shape = shape_of(rank, shape);
        if matches!(k, TypeKind::Function { .. } | TypeKind::None | TypeKind::Tuple(_))
            || shape.iter().any(|&d| d < 0 && d != DYNAMIC)
        {
            return None;
        }
        let t = cx.ctx().memref_type(shape, e, opt_attr(cx, layout)?, opt_attr(cx, memory_space)?);
        Some(cx.ty(t))
    })
}

/// `memref<shape x element, memorySpace>` with the identity layout.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeContiguousGet(
    element: MlirType,
    rank: isize,
    shape: *const i64,
    memory_space: MlirAttribute,
) -> MlirType {
    mlirMemRefTypeGet(element, rank, shape, MlirAttribute::null(), memory_space)
}

/// `memref<*x element, memorySpace>`; `memorySpace` may be null.
#[no_mangle]
pub extern "C" fn mlirUnrankedMemRefTypeGet(element: MlirType, memory_space: MlirAttribute) -> MlirType {
    inspect(element, |cx, k| {
        let (_, e) = handles::ty(element)?;
        if matches!(k, TypeKind::Function { .. } | TypeKind::None | TypeKind::Tuple(_)) {
            return None;
        }
        Some(cx.ty(cx.ctx().unranked_memref_type(e, opt_attr(cx, memory_space)?)))
    })
}

/// The layout of a memref type (an identity `affine_map` when none was
/// given, as upstream).
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGetLayout(ty: MlirType) -> MlirAttribute {
    inspect(ty, |cx, k| match k {
        TypeKind::MemRef { layout: Some(l), .. } => Some(cx.attr(*l)),
        TypeKind::MemRef { layout: None, shape, .. } => {
            let map = mlir_ir::affine::AffineMap::multi_dim_identity(shape.len());
            Some(cx.attr(cx.ctx().get_attr(mlir_ir::AttrKind::AffineMap(map))))
        }
        _ => None,
    })
}

/// The memory space of a memref type, or null.
#[no_mangle]
pub extern "C" fn mlirMemRefTypeGetMemorySpace(ty: MlirType) -> MlirAttribute {
    inspect(ty, |cx, k| match k {
        TypeKind::MemRef { memory_space: Some(m), .. } => Some(cx.attr(*m)),
        _ => None,
    })
}

/// The memory space of an unranked memref type, or null.
#[no_mangle]
pub extern "C" fn mlirUnrankedMemrefGetMemorySpace(ty: MlirType) -> MlirAttribute {
    inspect(ty, |cx, k| match k {
        TypeKind::UnrankedMemRef { memory_space: Some(m), .. } => Some(cx.attr(*m)),
        _ => None,
    })
}
