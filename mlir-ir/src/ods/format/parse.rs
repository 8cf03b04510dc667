//! Parsing an op by its declarative format, then resolving operand and
//! result types from the format and the spec's type traits.

use super::ast::Element;
use super::Format;
use crate::attributes::NamedAttribute;
use crate::ir::{BlockId, OperationState, RegionId};
use crate::ods::spec::{Arity, AttrPrint, OpSpec, Trait};
use crate::parser::{OpAsmParser, ParseResult, UnresolvedOperand};
use crate::{AttrKind, Type};
use smallvec::{smallvec, SmallVec};

/// The values or types of one group, inline for the common small counts:
/// every op parsed fills several of these.
pub type Group<T> = SmallVec<[T; 2]>;
/// One entry per operand, result, region or successor group of the op.
pub type PerGroup<T> = SmallVec<[T; 4]>;

/// What the format has read so far.
#[derive(Default)]
pub struct ParseState {
    /// Operands per operand group.
    pub operands: PerGroup<Group<UnresolvedOperand>>,
    /// Types per operand group, when the format gives them.
    pub operand_types: PerGroup<Option<Group<Type>>>,
    /// Types per result group, when the format gives them.
    pub result_types: PerGroup<Option<Group<Type>>>,
    /// `operands`.
    pub all_operands: Option<Vec<UnresolvedOperand>>,
    /// `type(operands)`.
    pub all_operand_types: Option<Group<Type>>,
    /// `type(results)`.
    pub all_result_types: Option<Group<Type>>,
    /// Attributes (inherent and discardable).
    pub attrs: Vec<NamedAttribute>,
    /// Regions per region group.
    pub regions: PerGroup<Group<RegionId>>,
    /// Successors per successor group.
    pub successors: PerGroup<Group<BlockId>>,
    /// Offset of the first operand, for count errors.
    pub operands_at: usize,
    /// Offset of each operand group's first operand, for its count error.
    pub operand_locs: PerGroup<Option<usize>>,
}

/// Upstream parses the type of an operand constrained to one builtin type
/// class as that class (`parseType<MemRefType>`), so a type of another
/// kind fails right there: the message, if `t` is such a mismatch.
fn type_class_error(ctx: &crate::Context, c: &crate::ods::spec::TypeConstraint, t: Type) -> Option<String> {
    use crate::TypeKind as K;
    let kind = ctx.type_kind(t);
    let found = || crate::printer::type_to_string(ctx, t);
    let s = c.summary;
    if s.starts_with("memref of") && !matches!(kind, K::MemRef { .. }) {
        return Some(format!("invalid kind of type specified: expected builtin.memref, but found '{}'", found()));
    }
    if s.starts_with("ranked tensor of") && !matches!(kind, K::RankedTensor { .. }) {
        return Some(format!("invalid kind of type specified: expected builtin.tensor, but found '{}'", found()));
    }
    // Base classes (`BaseMemRefType`, `TensorType`) have no name to show.
    let any_memref = s.starts_with("ranked or unranked memref");
    let any_tensor = s.starts_with("tensor of") || s.starts_with("non-0-ranked or unranked tensor");
    if (any_memref && !matches!(kind, K::MemRef { .. } | K::UnrankedMemRef { .. }))
        || (any_tensor && !matches!(kind, K::RankedTensor { .. } | K::UnrankedTensor { .. }))
    {
        return Some("invalid kind of type specified".to_string());
    }
    None
}

/// Whether an optional attribute of `constraint` starts here. As
/// upstream's `parseOptionalAttribute` overloads: a string attribute only
/// at a string literal, an array attribute only at `[`, any other at any
/// attribute.
fn optional_attr_starts(p: &OpAsmParser<'_, '_, '_>, constraint: &crate::ods::spec::AttrConstraint) -> bool {
    let name = constraint.ods_name;
    if name == "StrAttr" {
        return p.peek_spelling().starts_with('"');
    }
    if name.ends_with("ArrayAttr") && !name.starts_with("Dense") {
        return p.peek_spelling() == "[";
    }
    if p.at_keyword() {
        // A keyword starts an attribute only if it is an attribute keyword
        // or a builtin type (a type attribute).
        return starts_attr_or_type(p.peek_spelling());
    }
    p.at_attribute_start()
}

/// Whether an attribute of kind `kind` has the storage class ODS parses
/// the constraint `ods_name` as (`parseAttribute<StringAttr>`, ...):
/// another kind is "invalid kind of attribute specified" at parse time,
/// before any constraint is checked.
fn storage_kind_matches(ods_name: &str, kind: &AttrKind) -> bool {
    match ods_name {
        "StrAttr" => matches!(kind, AttrKind::String { .. }),
        "TypeAttr" => matches!(kind, AttrKind::Type(_)),
        n if n.ends_with("ArrayAttr") && !n.starts_with("Dense") => matches!(kind, AttrKind::Array(_)),
        _ => true,
    }
}

/// Whether the keyword `kw` begins an attribute or a builtin type.
fn starts_attr_or_type(kw: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "affine_map",
        "affine_set",
        "array",
        "dense",
        "dense_resource",
        "distinct",
        "false",
        "loc",
        "sparse",
        "strided",
        "true",
        "unit",
        "bf16",
        "f16",
        "f32",
        "f64",
        "f80",
        "f128",
        "tf32",
        "index",
        "none",
        "tensor",
        "memref",
        "vector",
        "complex",
        "tuple",
    ];
    if KEYWORDS.contains(&kw) || kw.starts_with("f8E") || kw.starts_with("f6E") || kw.starts_with("f4E") {
        return true;
    }
    let digits = kw.strip_prefix("si").or_else(|| kw.strip_prefix("ui")).or_else(|| kw.strip_prefix('i'));
    digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

struct Engine<'a> {
    spec: &'a OpSpec,
    st: ParseState,
}

/// Parses the custom form of `spec`'s op by `fmt` into `state`.
pub fn parse_with_format(
    fmt: &Format,
    spec: &OpSpec,
    p: &mut OpAsmParser<'_, '_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    // The state is large (inline lists of inline lists): it is sized in
    // place rather than built and then moved, which copied it twice per op.
    let mut e = Engine { spec, st: ParseState::default() };
    let st = &mut e.st;
    st.operands.resize(spec.operands.len(), Group::new());
    st.operand_types.resize(spec.operands.len(), None);
    st.result_types.resize(spec.results.len(), None);
    st.regions.resize(spec.regions.len(), Group::new());
    st.successors.resize(spec.successors.len(), Group::new());
    st.operands_at = p.current_offset();
    st.operand_locs.resize(spec.operands.len(), None);
    for el in &fmt.elements {
        e.element(p, el)?;
    }
    e.finish(p, state)
}

fn punct_optional(p: &mut OpAsmParser<'_, '_, '_>, lit: &str) -> bool {
    match lit {
        "(" => p.parse_optional_lparen(),
        ")" => p.parse_optional_rparen(),
        "[" => p.parse_optional_lsquare(),
        "]" => p.parse_optional_rsquare(),
        "{" => p.parse_optional_lbrace(),
        "}" => p.parse_optional_rbrace(),
        "<" => p.parse_optional_less(),
        ">" => p.parse_optional_greater(),
        "," => p.parse_optional_comma(),
        ":" => p.parse_optional_colon(),
        "=" => p.parse_optional_equal(),
        "->" => p.parse_optional_arrow(),
        "?" => p.parse_optional_question(),
        "*" => p.parse_optional_star(),
        "|" => p.parse_optional_vertical_bar(),
        "+" => p.parse_optional_plus(),
        "-" => p.parse_optional_minus(),
        "..." => p.parse_optional_ellipsis(),
        kw => p.parse_optional_keyword(kw),
    }
}

fn punct_required(p: &mut OpAsmParser<'_, '_, '_>, lit: &str) -> ParseResult<()> {
    match lit {
        "(" => p.parse_lparen(),
        ")" => p.parse_rparen(),
        "[" => p.parse_lsquare(),
        "]" => p.parse_rsquare(),
        "{" => p.parse_lbrace(),
        "}" => p.parse_rbrace(),
        "<" => p.parse_less(),
        ">" => p.parse_greater(),
        "," => p.parse_comma(),
        ":" => p.parse_colon(),
        "=" => p.parse_equal(),
        "->" => p.parse_arrow(),
        "?" => p.parse_question(),
        "*" => p.parse_star(),
        "|" => p.parse_vertical_bar(),
        "+" => p.parse_plus(),
        "-" => p.parse_minus(),
        "..." => p.parse_ellipsis(),
        kw => p.parse_keyword(kw),
    }
}

impl Engine<'_> {
    fn element(&mut self, p: &mut OpAsmParser<'_, '_, '_>, e: &Element) -> ParseResult<()> {
        match e {
            Element::Literal(l) => punct_required(p, l),
            Element::Space(_) | Element::Newline => Ok(()),
            Element::Optional { then, els, anchor } => {
                // Leading spacing directives (`` ` ` ``) only affect printing.
                let lead = then.iter().take_while(|x| matches!(x, Element::Space(_))).count().min(then.len() - 1);
                let first = &then[lead];
                if self.first_optional(p, first, anchor)? {
                    for x in &then[lead + 1..] {
                        self.element_in_group(p, x, anchor)?;
                    }
                } else {
                    for x in els {
                        self.element(p, x)?;
                    }
                }
                Ok(())
            }
            _ => self.value_element(p, e, false).map(|_| ()),
        }
    }

    fn element_in_group(&mut self, p: &mut OpAsmParser<'_, '_, '_>, e: &Element, anchor: &Element) -> ParseResult<()> {
        if let (Element::Attr(i), true) = (e, e == anchor) {
            if matches!(self.spec.attributes[*i].constraint.print, AttrPrint::Unit) {
                let ctx = p.ctx();
                self.st.attrs.push((ctx.ident_static(self.spec.attributes[*i].name), ctx.unit_attr()));
                return Ok(());
            }
        }
        self.element(p, e)
    }

    /// Parses the first element of an optional group if present.
    fn first_optional(&mut self, p: &mut OpAsmParser<'_, '_, '_>, e: &Element, anchor: &Element) -> ParseResult<bool> {
        match e {
            Element::Literal(l) => {
                let present = punct_optional(p, l);
                let _ = anchor;
                Ok(present)
            }
            _ => self.value_element(p, e, true),
        }
    }

    /// Parses a value element; with `optional`, returns `false` when it
    /// does not start here.
    fn value_element(&mut self, p: &mut OpAsmParser<'_, '_, '_>, e: &Element, optional: bool) -> ParseResult<bool> {
        let ctx = p.ctx();
        match e {
            Element::Operand(i) => {
                let arity = self.spec.operands[*i].arity;
                if (optional || arity != Arity::Single) && !p.at_operand() {
                    return Ok(false);
                }
                self.st.operand_locs[*i] = Some(p.current_offset());
                let v = match arity {
                    Arity::Variadic => Group::from_vec(p.parse_operand_list(crate::parser::Delimiter::None, None)?),
                    _ => smallvec![p.parse_operand()?],
                };
                self.st.operands[*i] = v;
                Ok(true)
            }
            Element::Operands => {
                self.st.operands_at = p.current_offset();
                let v = p.parse_operand_list(crate::parser::Delimiter::None, None)?;
                let present = !v.is_empty();
                self.st.all_operands = Some(v);
                Ok(present)
            }
            Element::Attr(i) => {
                let a = &self.spec.attributes[*i];
                let name = ctx.ident_static(a.name);
                let attr = match a.constraint.print {
                    AttrPrint::Enum(def) => {
                        let at = p.current_offset();
                        // Only the enum's own keywords (or a string) are taken:
                        // another keyword means an absent optional group.
                        let cases: Vec<&str> = def.cases.iter().map(|c| c.0).collect();
                        let kw = match p.parse_optional_keyword_of(&cases) {
                            Some(k) => Some(k.to_string()),
                            None => p.parse_optional_string().map(|s| String::from_utf8_lossy(&s).into_owned()),
                        };
                        let Some(kw) = kw else {
                            if optional {
                                return Ok(false);
                            }
                            return Err(p.error_at(p.current_offset(), format!("expected string or keyword containing one of the following enum values for attribute '{}' [{}]", a.name, def.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", "))));
                        };
                        match def.value(&kw) {
                            Some(v) => def.attr(ctx, v),
                            None => {
                                return Err(p.error_at_raw(
                                    at,
                                    format!("invalid {} attribute specification: \"{kw}\"", def.name),
                                ))
                            }
                        }
                    }
                    AttrPrint::SymbolName => match p.parse_optional_symbol_name() {
                        Some(s) => ctx.string_attr(&s),
                        None if optional => return Ok(false),
                        None => return Err(p.error_here("expected valid '@'-identifier for symbol name")),
                    },
                    AttrPrint::Stripped { parse, .. } => {
                        if optional && p.peek_spelling() != "<" {
                            return Ok(false);
                        }
                        parse(p)?
                    }
                    AttrPrint::WithoutType(ty) => {
                        if optional && !optional_attr_starts(p, a.constraint) {
                            return Ok(false);
                        }
                        let t = ty(ctx);
                        p.parse_attribute(if t == ctx.none_type() { None } else { Some(t) })?
                    }
                    AttrPrint::Unit => ctx.unit_attr(),
                    AttrPrint::Full => {
                        if optional && !optional_attr_starts(p, a.constraint) {
                            return Ok(false);
                        }
                        let at = p.current_offset();
                        let name = a.constraint.ods_name;
                        // ODS parses a string attribute with its `none`
                        // type: a following `: type` is not its own.
                        let ty = (name == "StrAttr").then(|| ctx.none_type());
                        let attr = p.parse_attribute(ty)?;
                        if !storage_kind_matches(name, ctx.attr_kind(attr)) {
                            return Err(p.error_at(at, "invalid kind of attribute specified"));
                        }
                        attr
                    }
                };
                self.st.attrs.push((name, attr));
                Ok(true)
            }
            Element::Region(i) => {
                if optional && !p.at_lbrace() {
                    return Ok(false);
                }
                let r = p.parse_region(&[], false)?;
                self.st.regions[*i].push(r);
                Ok(true)
            }
            Element::Successor(i) => {
                if optional && !p.at_successor() {
                    return Ok(false);
                }
                // A variadic successor list may be empty, as upstream's
                // generated parsers read it (`parseOptionalSuccessor` first).
                if self.spec.successors[*i].variadic && !p.at_successor() {
                    return Ok(true);
                }
                let b = p.parse_successor()?;
                self.st.successors[*i].push(b);
                if self.spec.successors[*i].variadic {
                    while p.parse_optional_comma() {
                        let b = p.parse_successor()?;
                        self.st.successors[*i].push(b);
                    }
                }
                Ok(true)
            }
            Element::AttrDict { keyword } => {
                let v =
                    if *keyword { p.parse_optional_attr_dict_with_keyword()? } else { p.parse_optional_attr_dict()? };
                self.st.attrs.extend(v);
                Ok(true)
            }
            Element::PropDict => {
                if p.parse_optional_less() {
                    let v = p.parse_optional_attr_dict()?;
                    p.parse_greater()?;
                    self.st.attrs.extend(v);
                }
                Ok(true)
            }
            Element::Type(x) | Element::Qualified(x) => {
                let Some(target) = self.type_target(x) else {
                    return Ok(true);
                };
                let variadic = match target {
                    TypeTarget::Operand(i) => self.spec.operands[i].arity != Arity::Single,
                    TypeTarget::Result(i) => self.spec.results[i].arity != Arity::Single,
                    TypeTarget::AllOperands | TypeTarget::AllResults => true,
                };
                let tys = if variadic && !optional {
                    // Upstream's `parseTypeList`: at least one type.
                    let mut v: Group<Type> = smallvec![p.parse_type()?];
                    while p.parse_optional_comma() {
                        v.push(p.parse_type()?);
                    }
                    v
                } else if variadic {
                    match p.parse_optional_type()? {
                        None => Group::new(),
                        Some(t) => {
                            let mut v: Group<Type> = smallvec![t];
                            while p.parse_optional_comma() {
                                v.push(p.parse_type()?);
                            }
                            v
                        }
                    }
                } else if optional {
                    match p.parse_optional_type()? {
                        Some(t) => smallvec![t],
                        None => return Ok(false),
                    }
                } else {
                    let at = p.current_offset();
                    let t = p.parse_type()?;
                    if let TypeTarget::Operand(i) = target {
                        if let Some(msg) = type_class_error(p.ctx(), self.spec.operands[i].constraint, t) {
                            return Err(p.error_at(at, msg));
                        }
                    }
                    smallvec![t]
                };
                let present = !tys.is_empty();
                self.set_types(target, tys);
                Ok(present)
            }
            Element::FunctionalType(a, b) => {
                if optional && p.peek_spelling() != "(" {
                    return Ok(false);
                }
                let fty = p.parse_function_type()?;
                let (ins, outs) = match p.ctx().type_kind(fty) {
                    crate::TypeKind::Function { inputs, results } => {
                        (Group::from_slice(inputs), Group::from_slice(results))
                    }
                    _ => (Group::new(), Group::new()),
                };
                if let Some(t) = self.type_target(a) {
                    self.set_types(t, ins);
                }
                if let Some(t) = self.type_target(b) {
                    self.set_types(t, outs);
                }
                Ok(true)
            }
            Element::Custom { name, args } => {
                let Some(d) = self.spec.hooks.custom_directives.iter().find(|d| d.name == name) else {
                    return Err(p.error_here(format!("custom directive '{name}' is not defined")));
                };
                (d.parse)(p, &mut self.st, args)
            }
            Element::Regions => {
                let mut any = false;
                while let Some(r) = p.parse_optional_region(&[], false)? {
                    if let Some(g) = self.st.regions.first_mut() {
                        g.push(r);
                    }
                    any = true;
                    if !p.parse_optional_comma() {
                        break;
                    }
                }
                Ok(any)
            }
            _ => Ok(true),
        }
    }

    fn type_target(&self, e: &Element) -> Option<TypeTarget> {
        match e {
            Element::Operand(i) => Some(TypeTarget::Operand(*i)),
            Element::Result(i) => Some(TypeTarget::Result(*i)),
            Element::Operands => Some(TypeTarget::AllOperands),
            Element::Results => Some(TypeTarget::AllResults),
            Element::Ref(x) | Element::Type(x) | Element::Qualified(x) => self.type_target(x),
            _ => None,
        }
    }

    fn set_types(&mut self, t: TypeTarget, tys: Group<Type>) {
        match t {
            TypeTarget::Operand(i) => self.st.operand_types[i] = Some(tys),
            TypeTarget::Result(i) => self.st.result_types[i] = Some(tys),
            TypeTarget::AllOperands => self.st.all_operand_types = Some(tys),
            TypeTarget::AllResults => self.st.all_result_types = Some(tys),
        }
    }

    /// A known type for the value named `name`.
    fn known_type(&self, ctx: &crate::Context, name: &'static str) -> Option<Type> {
        if let Some(i) = self.spec.operand_index(name) {
            return self.st.operand_types[i].as_ref().and_then(|v| v.first().copied());
        }
        if let Some(i) = self.spec.result_index(name) {
            return self.st.result_types[i].as_ref().and_then(|v| v.first().copied());
        }
        let id = ctx.ident_static(name);
        let a = self.st.attrs.iter().find(|(n, _)| *n == id)?.1;
        crate::ods::spec::verify::attr_type(ctx, a)
    }

    /// As upstream's generated parsers: an operand whose parsed type
    /// another is derived from (`TypesMatchWith`) must satisfy its
    /// constraint before the derivation runs. (Constraints naming a builtin
    /// type class are checked by upstream when the type is parsed, with
    /// another message; the verifier reports those here.)
    fn check_transformer_sources(&self, p: &OpAsmParser<'_, '_, '_>, ctx: &crate::Context) -> ParseResult<()> {
        for t in &self.spec.traits {
            let Trait::TypesMatchWith { from, .. } = t else { continue };
            let Some(i) = self.spec.operand_index(from) else { continue };
            let c = self.spec.operands[i].constraint;
            let class_like = ["memref", "ranked tensor", "tensor", "vector", "unranked", "any type"]
                .iter()
                .any(|k| c.summary.starts_with(k));
            if class_like {
                continue;
            }
            let Some(ty) = self.known_type(ctx, from) else { continue };
            if !(c.check)(ctx, ty) {
                let shown = crate::printer::type_to_string(ctx, ty);
                return Err(p.error_at(p.name_offset(), format!("'{from}' must be {}, but got '{shown}'", c.summary)));
            }
        }
        Ok(())
    }

    fn infer(&mut self, ctx: &crate::Context) {
        // Iterate so that chains (operand -> result -> operand) settle.
        for _ in 0..3 {
            for t in &self.spec.traits {
                match t {
                    Trait::SameOperandsAndResultType | Trait::SameTypeOperands => {
                        let with_results = matches!(t, Trait::SameOperandsAndResultType);
                        let mut known = None;
                        if with_results {
                            known = self.st.result_types.iter().flatten().find_map(|v| v.first().copied());
                        }
                        if known.is_none() {
                            known = self.st.operand_types.iter().flatten().find_map(|v| v.first().copied());
                        }
                        let Some(k) = known else { continue };
                        for (i, slot) in self.st.operand_types.iter_mut().enumerate() {
                            if slot.is_none() {
                                *slot = Some(smallvec![k; self.st.operands[i].len()]);
                            }
                        }
                        if with_results {
                            for slot in self.st.result_types.iter_mut() {
                                if slot.is_none() {
                                    *slot = Some(smallvec![k]);
                                }
                            }
                        }
                    }
                    Trait::AllTypesMatch(names) => {
                        let Some(k) = names.iter().find_map(|n| self.known_type(ctx, n)) else {
                            continue;
                        };
                        for n in names.iter() {
                            self.fill(n, k);
                        }
                    }
                    Trait::TypesMatchWith { from, to, transform, .. } => {
                        if let Some(k) = self.known_type(ctx, from) {
                            self.fill(to, transform(ctx, k));
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    fn fill(&mut self, name: &str, ty: Type) {
        if let Some(i) = self.spec.operand_index(name) {
            if self.st.operand_types[i].is_none() {
                self.st.operand_types[i] = Some(smallvec![ty; self.st.operands[i].len()]);
            }
        } else if let Some(i) = self.spec.result_index(name) {
            if self.st.result_types[i].is_none() {
                self.st.result_types[i] = Some(smallvec![ty]);
            }
        }
    }

    fn finish(mut self, p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> ParseResult<()> {
        let ctx = p.ctx();
        for (i, o) in self.spec.operands.iter().enumerate() {
            if self.st.operand_types[i].is_none() {
                if let Some(t) = crate::ods::spec::constraints::buildable_type(o.constraint, ctx) {
                    self.st.operand_types[i] = Some(smallvec![t; self.st.operands[i].len()]);
                }
            }
        }
        self.check_transformer_sources(p, ctx)?;
        self.infer(ctx);
        for (i, r) in self.spec.results.iter().enumerate() {
            if self.st.result_types[i].is_none() && r.arity == Arity::Single {
                if let Some(t) = crate::ods::spec::constraints::buildable_type(r.constraint, ctx) {
                    self.st.result_types[i] = Some(smallvec![t]);
                }
            }
        }
        // Results.
        let mut results: Group<Type> = Group::new();
        if let Some(all) = self.st.all_result_types.take() {
            results = all;
        } else if self.st.result_types.iter().all(|t| t.is_some()) {
            for t in self.st.result_types.iter().flatten() {
                results.extend(t.iter().copied());
            }
        } else if let Some(c) = self.spec.infer_checked {
            let op_types: Group<Type> = self.st.operand_types.iter().flatten().flatten().copied().collect();
            match (c.infer)(ctx, &op_types, &self.st.attrs) {
                Ok(v) => results = Group::from_vec(v),
                Err(Some(reason)) => return Err(p.error_at_raw(p.name_offset(), reason)),
                Err(None) => return Err(p.error_at(p.name_offset(), "failed to infer returned types")),
            }
        } else if let Some(f) = self.spec.hooks.infer_types.or(self.spec.infer_result) {
            let op_types: Group<Type> = self.st.operand_types.iter().flatten().flatten().copied().collect();
            match f(ctx, &op_types, &self.st.attrs) {
                Some(v) => results = Group::from_vec(v),
                None => return Err(p.error_at(p.name_offset(), "failed to infer returned types")),
            }
        }
        state.result_types.extend(results);
        // Operands.
        let at = self.st.operands_at;
        if let Some(all) = self.st.all_operands.take() {
            let types = match self.st.all_operand_types.take() {
                Some(t) => t,
                None => self.st.operand_types.iter().flatten().flatten().copied().collect(),
            };
            let vals = p.resolve_operands(&all, &types, at)?;
            append_moving(&mut state.operands, vals);
        } else {
            let all_types = self.st.all_operand_types.take();
            let mut offset = 0;
            for (i, ops) in self.st.operands.iter().enumerate() {
                let types: &[Type] = match (&all_types, &self.st.operand_types[i]) {
                    (Some(a), _) => a.get(offset..offset + ops.len()).unwrap_or(&[]),
                    (None, Some(t)) => t,
                    (None, None) => &[],
                };
                offset += ops.len();
                let vals = p.resolve_operands(ops, types, self.st.operand_locs[i].unwrap_or(at))?;
                append_moving(&mut state.operands, vals);
            }
            if self.spec.has_trait(&Trait::AttrSizedOperandSegments) {
                let raw: Vec<u8> = self.st.operands.iter().flat_map(|o| (o.len() as i32).to_le_bytes()).collect();
                let len = self.st.operands.len();
                let attr = ctx.get_attr(AttrKind::DenseArray { element: ctx.int(32), len, raw: raw.into() });
                self.st.attrs.push((ctx.ident_static("operandSegmentSizes"), attr));
            }
        }
        for (i, g) in std::mem::take(&mut self.st.regions).into_iter().enumerate() {
            // An absent optional single region is still there, empty.
            if g.is_empty() && self.spec.regions.get(i).is_some_and(|r| !r.variadic) {
                state.regions.push(p.ir().create_region());
            }
            state.regions.extend(g);
        }
        for g in self.st.successors.drain(..) {
            state.successors.extend(g);
        }
        // Properties with a default value are materialized when the op is
        // created (`Context::populate_default_attrs`).
        append_moving(&mut state.attributes, std::mem::take(&mut self.st.attrs));
        Ok(())
    }
}

/// Appends `items` to `to`, taking over `items`' buffer when `to` is empty
/// (the usual case) instead of allocating a second one.
fn append_moving<T>(to: &mut Vec<T>, mut items: Vec<T>) {
    if to.is_empty() {
        *to = items;
    } else {
        to.append(&mut items);
    }
}

#[derive(Copy, Clone)]
enum TypeTarget {
    Operand(usize),
    Result(usize),
    AllOperands,
    AllResults,
}
