//! LLVM dialect types (`mlir-c/Dialect/LLVM.h`): pointer, struct, array,
//! function and void types, read by consumers such as the execution engine.
//!
//! The core keeps LLVM types as `llvm` opaque types whose data is the text
//! upstream prints inside `!llvm.` (`ptr`, `struct<(i32, f64)>`); this
//! module decodes that text. Element types that are LLVM types again come
//! back as such opaque types, others are parsed as builtin types. An
//! identified struct's text is its name only (`struct<"name">`): its body
//! is read from the context's identified-type table.

use crate::ffi::*;
use crate::handles::{self, guard, Cx};
use mlir_ir::context::IdentifiedBody;
use mlir_ir::{Type, TypeKind};

/// Words that start an LLVM type written without its `!llvm.` prefix.
const KEYWORDS: &[&str] =
    &["ptr", "struct", "array", "func", "void", "vec", "ppc_fp128", "x86_amx", "token", "label", "metadata", "target"];

/// The body text of an `llvm` opaque type.
fn body(cx: Cx<'_>, t: Type) -> Option<String> {
    match cx.ctx().type_kind(t) {
        TypeKind::Opaque { dialect, data } if cx.ctx().ident_str(*dialect) == "llvm" => Some(data.to_string()),
        _ => None,
    }
}

/// Runs `f` on the body text of an LLVM type handle.
fn with_body<R: Default>(h: MlirType, f: impl FnOnce(Cx<'_>, &str) -> Option<R>) -> R {
    guard(|| {
        let run = || {
            let (cx, t) = handles::ty(h)?;
            let b = body(cx, t)?;
            f(cx, &b)
        };
        run().unwrap_or_default()
    })
}

/// The type written `text` inside an LLVM type.
fn inner(cx: Cx<'_>, text: &str) -> Option<MlirType> {
    let t = text.trim();
    let word: String = t.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
    let ty = if KEYWORDS.contains(&word.as_str()) {
        cx.ctx().opaque_type(cx.ctx().ident("llvm"), t)
    } else {
        mlir_ir::parser::parse_type_str(cx.ctx(), t).ok()?
    };
    Some(cx.ty(ty))
}

/// Splits `s` at the commas outside brackets and quotes.
fn split_top(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start, mut quoted) = (0i32, 0usize, false);
    for (i, c) in s.char_indices() {
        match c {
            '"' => quoted = !quoted,
            _ if quoted => {}
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !s[start..].trim().is_empty() {
        out.push(&s[start..]);
    }
    out
}

/// The parts of a struct body: identifier (for identified structs), packed
/// flag, field texts (`None` for an opaque struct).
struct StructParts<'a> {
    name: Option<&'a str>,
    packed: bool,
    fields: Option<Vec<&'a str>>,
}

fn struct_parts(b: &str) -> Option<StructParts<'_>> {
    let mut rest = b.strip_prefix("struct<")?.strip_suffix('>')?.trim();
    let mut name = None;
    if let Some(r) = rest.strip_prefix('"') {
        let end = r.find('"')?;
        name = Some(&r[..end]);
        rest = r[end + 1..].trim_start().strip_prefix(',').unwrap_or(&r[end + 1..]).trim();
        if rest.is_empty() || rest == "opaque" {
            return Some(StructParts { name, packed: false, fields: None });
        }
    }
    let packed = rest.starts_with("packed");
    if packed {
        rest = rest["packed".len()..].trim_start();
    }
    let fields = rest.strip_prefix('(')?.strip_suffix(')')?;
    Some(StructParts { name, packed, fields: Some(split_top(fields)) })
}

/// The packed flag and element types (`None` when opaque) of a struct
/// body. An identified struct is stored as `struct<"name">` and its body
/// is in the context's identified-type table (the `llvm` dialect's
/// `struct_type` module writes both).
fn struct_body(cx: Cx<'_>, b: &str) -> Option<(bool, Option<Vec<MlirType>>)> {
    let parts = struct_parts(b)?;
    if let (Some(name), None) = (parts.name, &parts.fields) {
        let name = String::from_utf8_lossy(&mlir_ir::parser::decode_string(name)).into_owned();
        let ctx = cx.ctx();
        return Some(match ctx.identified_body(ctx.ident("llvm"), &name) {
            Some(IdentifiedBody::Elements { elements, packed }) => {
                (packed, Some(elements.iter().map(|t| cx.ty(*t)).collect()))
            }
            Some(IdentifiedBody::Opaque | IdentifiedBody::Uninitialized) | None => (false, None),
        });
    }
    let fields = match parts.fields {
        Some(f) => Some(f.into_iter().map(|f| inner(cx, f)).collect::<Option<Vec<_>>>()?),
        None => None,
    };
    Some((parts.packed, fields))
}

/// `(element, count)` of an array body.
fn array_parts(b: &str) -> Option<(&str, u32)> {
    let inner = b.strip_prefix("array<")?.strip_suffix('>')?;
    let (n, elt) = inner.split_once(" x ")?;
    Some((elt, n.trim().parse().ok()?))
}

/// `(result, inputs, vararg)` of a function body.
fn func_parts(b: &str) -> Option<(&str, Vec<&str>, bool)> {
    let inner = b.strip_prefix("func<")?.strip_suffix('>')?;
    // The inputs are the last top-level parenthesized group.
    let open = {
        let (mut depth, mut at) = (0i32, None);
        for (i, c) in inner.char_indices().rev() {
            match c {
                ')' | '>' | ']' => depth += 1,
                '(' | '<' | '[' => {
                    depth -= 1;
                    if depth == 0 && c == '(' {
                        at = Some(i);
                        break;
                    }
                }
                _ => {}
            }
        }
        at?
    };
    let result = inner[..open].trim();
    let args = inner[open + 1..].trim_end().strip_suffix(')')?;
    let mut inputs = split_top(args);
    let vararg = inputs.last().is_some_and(|s| s.trim() == "...");
    if vararg {
        inputs.pop();
    }
    Some((result, inputs, vararg))
}

/// Whether the type is `!llvm.ptr` (in any address space).
#[no_mangle]
pub extern "C" fn mlirTypeIsALLVMPointerType(ty: MlirType) -> bool {
    with_body(ty, |_, b| Some(b == "ptr" || b.starts_with("ptr<")))
}

/// The address space of an `!llvm.ptr`.
#[no_mangle]
pub extern "C" fn mlirLLVMPointerTypeGetAddressSpace(ty: MlirType) -> u32 {
    with_body(ty, |_, b| match b {
        "ptr" => Some(0),
        _ => b.strip_prefix("ptr<")?.strip_suffix('>')?.trim().parse().ok(),
    })
}

/// Whether the type is `!llvm.void`.
#[no_mangle]
pub extern "C" fn mlirTypeIsALLVMVoidType(ty: MlirType) -> bool {
    with_body(ty, |_, b| Some(b == "void"))
}

/// Whether the type is an `!llvm.struct`.
#[no_mangle]
pub extern "C" fn mlirTypeIsALLVMStructType(ty: MlirType) -> bool {
    with_body(ty, |_, b| Some(b.starts_with("struct<")))
}

/// Whether the struct is literal (unnamed).
#[no_mangle]
pub extern "C" fn mlirLLVMStructTypeIsLiteral(ty: MlirType) -> bool {
    with_body(ty, |_, b| Some(struct_parts(b)?.name.is_none()))
}

/// Whether the struct is packed.
#[no_mangle]
pub extern "C" fn mlirLLVMStructTypeIsPacked(ty: MlirType) -> bool {
    with_body(ty, |cx, b| Some(struct_body(cx, b)?.0))
}

/// Whether the struct has no body.
#[no_mangle]
pub extern "C" fn mlirLLVMStructTypeIsOpaque(ty: MlirType) -> bool {
    with_body(ty, |cx, b| Some(struct_body(cx, b)?.1.is_none()))
}

/// The number of fields of the struct (0 when opaque).
#[no_mangle]
pub extern "C" fn mlirLLVMStructTypeGetNumElementTypes(ty: MlirType) -> isize {
    with_body(ty, |cx, b| Some(struct_body(cx, b)?.1?.len() as isize))
}

/// Field `position` of the struct (null when out of range).
#[no_mangle]
pub extern "C" fn mlirLLVMStructTypeGetElementType(ty: MlirType, position: isize) -> MlirType {
    with_body(ty, |cx, b| struct_body(cx, b)?.1?.get(usize::try_from(position).ok()?).copied())
}

/// The identifier of an identified struct (empty for a literal one).
#[no_mangle]
pub extern "C" fn mlirLLVMStructTypeGetIdentifier(ty: MlirType) -> MlirStringRef {
    guard(|| {
        let run = || {
            let (cx, t) = handles::ty(ty)?;
            let TypeKind::Opaque { data, .. } = cx.ctx().type_kind(t) else { return None };
            let name = struct_parts(data)?.name?;
            // `name` borrows the interned type data, which lives as long as
            // the context.
            let off = name.as_ptr() as usize - data.as_ptr() as usize;
            Some(crate::strings::str_ref(&data.as_bytes()[off..off + name.len()]))
        };
        run().unwrap_or(MlirStringRef { data: std::ptr::null(), length: 0 })
    })
}

/// Whether the type is an `!llvm.array` (an rmlir addition to upstream's
/// inspectors, which stop at its construction).
#[no_mangle]
pub extern "C" fn mlirTypeIsALLVMArrayType(ty: MlirType) -> bool {
    with_body(ty, |_, b| Some(b.starts_with("array<")))
}

/// The element type of an `!llvm.array`.
#[no_mangle]
pub extern "C" fn mlirLLVMArrayTypeGetElementType(ty: MlirType) -> MlirType {
    with_body(ty, |cx, b| inner(cx, array_parts(b)?.0))
}

/// The number of elements of an `!llvm.array`.
#[no_mangle]
pub extern "C" fn mlirLLVMArrayTypeGetNumElements(ty: MlirType) -> u32 {
    with_body(ty, |_, b| Some(array_parts(b)?.1))
}

/// Whether the type is an `!llvm.func`.
#[no_mangle]
pub extern "C" fn mlirTypeIsALLVMFunctionType(ty: MlirType) -> bool {
    with_body(ty, |_, b| Some(b.starts_with("func<")))
}

/// The number of (fixed) inputs of an `!llvm.func`.
#[no_mangle]
pub extern "C" fn mlirLLVMFunctionTypeGetNumInputs(ty: MlirType) -> isize {
    with_body(ty, |_, b| Some(func_parts(b)?.1.len() as isize))
}

/// Input `pos` of an `!llvm.func`.
#[no_mangle]
pub extern "C" fn mlirLLVMFunctionTypeGetInput(ty: MlirType, pos: isize) -> MlirType {
    with_body(ty, |cx, b| inner(cx, func_parts(b)?.1.get(usize::try_from(pos).ok()?)?))
}

/// The result type of an `!llvm.func` (`!llvm.void` when it returns
/// nothing).
#[no_mangle]
pub extern "C" fn mlirLLVMFunctionTypeGetReturnType(ty: MlirType) -> MlirType {
    with_body(ty, |cx, b| inner(cx, func_parts(b)?.0))
}

/// Whether an `!llvm.func` is variadic.
#[no_mangle]
pub extern "C" fn mlirLLVMFunctionTypeIsVarArg(ty: MlirType) -> bool {
    with_body(ty, |_, b| Some(func_parts(b)?.2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_bodies_split_into_fields() {
        let p = struct_parts("struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>").unwrap();
        assert_eq!(p.fields.unwrap().len(), 5);
        let p = struct_parts("struct<packed (i8, i32)>").unwrap();
        assert!(p.packed);
        let p = struct_parts("struct<\"a\", opaque>").unwrap();
        assert_eq!(p.name, Some("a"));
        assert!(p.fields.is_none());
    }

    #[test]
    fn function_bodies_split_into_result_and_inputs() {
        let (r, i, v) = func_parts("func<struct<(i32, f64)> (ptr, i64, ...)>").unwrap();
        assert_eq!(r, "struct<(i32, f64)>");
        assert_eq!(i, vec!["ptr", " i64"]);
        assert!(v);
        let (r, i, _) = func_parts("func<void ()>").unwrap();
        assert_eq!((r, i.len()), ("void", 0));
    }

    #[test]
    fn identified_structs_read_their_body_from_the_context() {
        let h = handles::context_into_raw(mlir_ir::owned::OwnedContext::new());
        let cx = handles::context(h).expect("live context");
        let ctx = cx.ctx();
        let llvm = ctx.ident("llvm");
        // How the llvm dialect stores identified struct "n": by name, its
        // body in the table (here set directly: the dialect is not linked).
        let n = cx.ty(ctx.opaque_type(llvm, "struct<\"n\">"));
        assert!(mlirTypeIsALLVMStructType(n));
        assert!(!mlirLLVMStructTypeIsLiteral(n));
        assert!(mlirLLVMStructTypeIsOpaque(n));
        assert_eq!(mlirLLVMStructTypeGetNumElementTypes(n), 0);
        let body = IdentifiedBody::Elements { elements: std::sync::Arc::from([ctx.int(8), ctx.int(32)]), packed: true };
        ctx.set_identified_body(llvm, "n", body).unwrap();
        assert!(!mlirLLVMStructTypeIsOpaque(n));
        assert!(mlirLLVMStructTypeIsPacked(n));
        assert_eq!(mlirLLVMStructTypeGetNumElementTypes(n), 2);
        assert_eq!(mlirLLVMStructTypeGetElementType(n, 1), cx.ty(ctx.int(32)));
        assert!(mlirLLVMStructTypeGetElementType(n, 2).ptr.is_null());
        crate::context::mlirContextDestroy(h);
    }

    #[test]
    fn array_bodies_give_count_and_element() {
        assert_eq!(array_parts("array<4 x array<2 x f32>>"), Some(("array<2 x f32>", 4)));
    }
}
