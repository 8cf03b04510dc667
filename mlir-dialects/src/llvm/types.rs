//! LLVM dialect types. They are kept as the context's opaque types of the
//! `llvm` dialect (`!llvm.ptr`, `!llvm.struct<(i32, f64)>`), whose text is
//! what upstream prints for them, but for identified structs, stored by
//! name with their body in the context (see [`super::struct_type`]); this
//! module reads and builds that text where ops need it: function
//! signatures and aggregate element types.

use mlir_ir::parser::parse_type_str;
use mlir_ir::printer::type_to_string;
use mlir_ir::{Context, Type, TypeKind};

/// LLVM type keywords that appear without `!llvm.` inside LLVM types.
pub(crate) const KEYWORDS: &[&str] =
    &["ptr", "struct", "array", "func", "void", "vec", "ppc_fp128", "x86_amx", "token", "label", "metadata", "target"];

/// The body of an `llvm` opaque type (`ptr`, `struct<(...)>`), if `ty` is one.
pub fn llvm_body(ctx: &Context, ty: Type) -> Option<String> {
    match ctx.type_kind(ty) {
        TypeKind::Opaque { dialect, data } if ctx.ident_str(*dialect) == "llvm" => Some(data.to_string()),
        _ => None,
    }
}

/// How `ty` is written inside another LLVM type: LLVM types without their
/// `!llvm.` prefix, others as usual.
pub fn inner_text(ctx: &Context, ty: Type) -> String {
    llvm_body(ctx, ty).unwrap_or_else(|| type_to_string(ctx, ty))
}

/// The type written `text` inside an LLVM type.
pub fn parse_inner(ctx: &Context, text: &str) -> Option<Type> {
    let t = text.trim();
    let word: String = t.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
    if KEYWORDS.contains(&word.as_str()) {
        return Some(ctx.opaque_type(ctx.ident("llvm"), t));
    }
    parse_type_str(ctx, t).ok()
}

/// `!llvm.void`.
pub fn void(ctx: &Context) -> Type {
    ctx.opaque_type(ctx.ident("llvm"), "void")
}

/// `!llvm.func<result (inputs)>`.
pub fn func_type(ctx: &Context, inputs: &[Type], result: Option<Type>, vararg: bool) -> Type {
    let mut args: Vec<String> = inputs.iter().map(|t| inner_text(ctx, *t)).collect();
    if vararg {
        args.push("...".into());
    }
    let res = result.map(|t| inner_text(ctx, t)).unwrap_or_else(|| "void".into());
    ctx.opaque_type(ctx.ident("llvm"), &format!("func<{res} ({})>", args.join(", ")))
}

/// Splits `s` at the commas outside any brackets.
fn split_top(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in s.char_indices() {
        match c {
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

/// The inputs, result (`None` for void) and variadic flag of an
/// `!llvm.func<...>` type.
pub fn func_signature(ctx: &Context, ty: Type) -> Option<(Vec<Type>, Option<Type>, bool)> {
    let body = llvm_body(ctx, ty)?;
    let inner = body.strip_prefix("func<")?.strip_suffix('>')?;
    // The result is everything before the top-level ` (`.
    let mut depth = 0i32;
    let mut split = None;
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '[' | '{' => depth += 1,
            '>' | ']' | '}' => depth -= 1,
            '(' if depth == 0 => {
                split = Some(i);
                break;
            }
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
    }
    let at = split?;
    let res_text = inner[..at].trim();
    let args_text = inner[at..].trim().strip_prefix('(')?.strip_suffix(')')?;
    let result = if res_text == "void" { None } else { Some(parse_inner(ctx, res_text)?) };
    let mut inputs = Vec::new();
    let mut vararg = false;
    for a in split_top(args_text) {
        if a.trim() == "..." {
            vararg = true;
        } else {
            inputs.push(parse_inner(ctx, a)?);
        }
    }
    Some((inputs, result, vararg))
}

/// The type at `position` inside the aggregate `ty` (struct fields, array
/// elements), as `llvm.extractvalue` yields it.
pub fn element_at(ctx: &Context, ty: Type, position: &[i64]) -> Option<Type> {
    let mut cur = ty;
    for &p in position {
        let body = llvm_body(ctx, cur)?;
        cur = if body.starts_with("struct<") {
            // Literal or identified (whose body is in the context).
            let fields = super::struct_type::struct_info(ctx, cur)?.body?;
            *fields.get(usize::try_from(p).ok()?)?
        } else if let Some(rest) = body.strip_prefix("array<") {
            let rest = rest.strip_suffix('>')?;
            let (_, elem) = rest.split_once(" x ")?;
            parse_inner(ctx, elem)?
        } else {
            return None;
        };
    }
    Some(cur)
}

/// Whether `ty` is `!llvm.ptr` (in any address space).
pub fn is_pointer(ctx: &Context, ty: Type) -> bool {
    llvm_body(ctx, ty).is_some_and(|b| b == "ptr" || b.starts_with("ptr<"))
}

/// `LLVM_AnyPointer`.
pub static POINTER: crate::spec::TypeConstraint =
    crate::spec::TypeConstraint { buildable: None, summary: "LLVM pointer type", check: is_pointer };
