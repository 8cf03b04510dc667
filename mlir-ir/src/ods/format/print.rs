//! Printing an op through its declarative format, with ODS's spacing
//! rules (`shouldEmitSpaceBefore`, `lastWasPunctuation`).

use super::ast::Element;
use super::Format;
use crate::ods::spec::verify::{op_attr, operand_segments, operands, segments, types_of, Types, Values};
use crate::ods::spec::{AttrPrint, AttrSpec, OpSpec};
use crate::printer::OpAsmPrinter;
use crate::{AttrKind, Attribute, Ir, OpId};
use smallvec::SmallVec;

struct Spacing {
    should_emit_space: bool,
    last_was_punct: bool,
}

fn should_emit_space_before(value: &str, last_was_punct: bool) -> bool {
    if value.len() != 1 && value != "->" {
        return true;
    }
    let c = value.chars().next().unwrap_or(' ');
    if last_was_punct {
        !">)}],".contains(c)
    } else {
        !"<>(){}[],".contains(c)
    }
}

/// Whether `attr` holds `spec`'s default value.
pub(crate) fn is_default(ir: &Ir, spec: &AttrSpec, attr: Attribute) -> bool {
    spec.runtime_default == Some(attr) || spec.default.is_some_and(|d| ir.ctx().memo_attr(d) == attr)
}

/// The `(start, len)` segment of `all` (empty when there is none), in
/// place: no second list.
fn keep_segment<T>(mut all: SmallVec<[T; 4]>, segment: Option<(usize, usize)>) -> SmallVec<[T; 4]> {
    let (start, len) = segment.unwrap_or((0, 0));
    let end = (start + len).min(all.len());
    all.truncate(end);
    all.drain(..start.min(end));
    all
}

struct Printer<'a, 'b> {
    p: &'a mut OpAsmPrinter<'b>,
    ir: &'a Ir,
    op: OpId,
    spec: &'a OpSpec,
    fmt: &'a Format,
    sp: Spacing,
}

/// Prints `op` (after its name) by `fmt`.
pub fn print_with_format(fmt: &Format, spec: &OpSpec, ir: &Ir, p: &mut OpAsmPrinter<'_>, op: OpId) {
    let mut pr = Printer { p, ir, op, spec, fmt, sp: Spacing { should_emit_space: true, last_was_punct: false } };
    for e in &fmt.elements {
        pr.element(e, None);
    }
}

impl Printer<'_, '_> {
    fn out(&mut self) -> &mut String {
        self.p.output()
    }

    fn literal(&mut self, value: &str) {
        if self.sp.should_emit_space && should_emit_space_before(value, self.sp.last_was_punct) {
            self.out().push(' ');
        }
        self.out().push_str(value);
        let c = value.chars().next().unwrap_or(' ');
        self.sp.should_emit_space = value.len() != 1 || !"<({[".contains(c);
        self.sp.last_was_punct = c != '_' && !c.is_ascii_alphabetic();
    }

    fn group_values(&self, i: usize) -> Values {
        if self.fmt.single_operands {
            return self.ir.operand(self.op, i).ok().into_iter().collect();
        }
        let seg = operand_segments(self.spec, self.ir, self.op);
        keep_segment(operands(self.ir, self.op), seg.get(i).copied())
    }

    fn result_group_types(&self, i: usize) -> Types {
        let tys = crate::ods::spec::verify::result_types(self.ir, self.op);
        let seg = segments(&self.spec.results, tys.len(), None);
        keep_segment(tys, seg.get(i).copied())
    }

    fn types_of_arg(&self, e: &Element) -> Types {
        match e {
            Element::Operand(i) => types_of(self.ir, &self.group_values(*i)),
            Element::Result(i) => self.result_group_types(*i),
            Element::Operands => types_of(self.ir, &operands(self.ir, self.op)),
            Element::Results => crate::ods::spec::verify::result_types(self.ir, self.op),
            Element::Ref(x) | Element::Qualified(x) | Element::Type(x) => self.types_of_arg(x),
            _ => Types::new(),
        }
    }

    fn anchor_present(&self, e: &Element) -> bool {
        match e {
            Element::Operand(i) => !self.group_values(*i).is_empty(),
            Element::Result(i) => !self.result_group_types(*i).is_empty(),
            Element::Region(i) => self
                .ir
                .regions(self.op)
                .ok()
                .and_then(|r| r.get(*i).copied())
                .is_some_and(|r| self.ir.region_first_block(r).ok().flatten().is_some()),
            Element::Successor(_) => self.ir.num_successors(self.op).unwrap_or(0) > 0,
            Element::Type(x) | Element::Qualified(x) | Element::Ref(x) => self.anchor_present(x),
            Element::FunctionalType(x, _) => self.anchor_present(x),
            Element::Attr(i) => {
                let a = &self.spec.attributes[*i];
                op_attr(self.ir, self.op, a.name).is_some_and(|v| !is_default(self.ir, a, v))
            }
            Element::Custom { args, .. } => args.iter().any(|a| self.anchor_present(a)),
            _ => true,
        }
    }

    fn element(&mut self, e: &Element, elided: Option<&Element>) {
        if elided == Some(e) {
            return;
        }
        match e {
            Element::Literal(l) => return self.literal(l),
            Element::Space(true) => {
                self.out().push(' ');
                self.sp.last_was_punct = false;
                self.sp.should_emit_space = false;
                return;
            }
            Element::Space(false) => {
                self.sp.last_was_punct = true;
                self.sp.should_emit_space = false;
                return;
            }
            Element::Newline => {
                self.p.print_new_line();
                return;
            }
            Element::Optional { then, els, anchor } => {
                let present = self.anchor_present(anchor);
                let elide_anchor = match &**anchor {
                    Element::Attr(i)
                        if matches!(self.spec.attributes[*i].constraint.print, AttrPrint::Unit)
                            && then.first() != Some(anchor)
                            && els.first() != Some(anchor) =>
                    {
                        Some(&**anchor)
                    }
                    _ => None,
                };
                let list = if present { then } else { els };
                for c in list {
                    self.element(c, elide_anchor);
                }
                return;
            }
            Element::AttrDict { keyword } => {
                self.attr_dict(*keyword);
                self.sp.last_was_punct = false;
                return;
            }
            _ => {}
        }
        if self.sp.should_emit_space || !self.sp.last_was_punct {
            self.out().push(' ');
        }
        self.sp.last_was_punct = false;
        self.sp.should_emit_space = true;
        self.value_element(e);
    }

    fn value_element(&mut self, e: &Element) {
        match e {
            Element::Attr(i) => self.attr(*i),
            Element::Operand(i) => {
                let vs = self.group_values(*i);
                self.p.print_operands(&vs);
            }
            Element::Operands => {
                let vs = operands(self.ir, self.op);
                self.p.print_operands(&vs);
            }
            Element::Region(i) => {
                if let Some(r) = self.ir.regions(self.op).ok().and_then(|r| r.get(*i).copied()) {
                    self.p.print_region(r, true, true, false);
                }
            }
            Element::Regions => {
                let rs = self.ir.regions(self.op).map(|r| r.to_vec()).unwrap_or_default();
                for (k, r) in rs.iter().enumerate() {
                    if k > 0 {
                        self.out().push_str(", ");
                    }
                    self.p.print_region(*r, true, true, false);
                }
            }
            Element::Successor(i) => {
                let n = self.ir.num_successors(self.op).unwrap_or(0);
                let var = self.spec.successors[*i].variadic;
                let range: Vec<usize> = if var { (*i..n).collect() } else { vec![*i] };
                for (k, s) in range.into_iter().enumerate() {
                    if k > 0 {
                        self.out().push_str(", ");
                    }
                    if let Ok(b) = self.ir.successor(self.op, s) {
                        self.p.print_successor(b);
                    }
                }
            }
            Element::Successors => {
                let n = self.ir.num_successors(self.op).unwrap_or(0);
                for s in 0..n {
                    if s > 0 {
                        self.out().push_str(", ");
                    }
                    if let Ok(b) = self.ir.successor(self.op, s) {
                        self.p.print_successor(b);
                    }
                }
            }
            Element::Type(x) | Element::Qualified(x) => {
                let tys = self.types_of_arg(x);
                self.p.print_type_list(&tys);
            }
            Element::FunctionalType(a, b) => {
                let ins = self.types_of_arg(a);
                let outs = self.types_of_arg(b);
                self.out().push('(');
                self.p.print_type_list(&ins);
                self.out().push_str(") -> ");
                self.p.print_result_types(&outs);
            }
            Element::Custom { name, args } => {
                if let Some(d) = self.spec.hooks.custom_directives.iter().find(|d| d.name == name) {
                    (d.print)(self.p, self.op, args);
                }
            }
            Element::PropDict => self.prop_dict(),
            _ => {}
        }
    }

    fn attr(&mut self, i: usize) {
        let a = &self.spec.attributes[i];
        // An absent attribute with a run-time default prints the default:
        // the format spells it, so the parser needs it.
        let Some(v) = op_attr(self.ir, self.op, a.name).or(a.runtime_default) else {
            return;
        };
        let ir = self.ir;
        let ctx = ir.ctx();
        match a.constraint.print {
            AttrPrint::Full | AttrPrint::Unit => self.p.print_attribute(v),
            AttrPrint::WithoutType(_) => self.p.print_attribute_without_type(v),
            AttrPrint::Stripped { print, .. } => {
                let mut s = String::new();
                print(ctx, v, &mut s);
                self.out().push_str(&s);
            }
            AttrPrint::Enum(def) => match def.attr_value(ctx, v).and_then(|x| def.keyword(x)) {
                Some(k) => self.p.print_keyword_or_string(k),
                None => self.p.print_attribute(v),
            },
            AttrPrint::SymbolName => {
                if let AttrKind::String { value, .. } = ctx.attr_kind(v) {
                    let s = String::from_utf8_lossy(value).into_owned();
                    self.p.print_symbol_name(&s);
                }
            }
        }
    }

    fn elided_names(&self, props_only: bool) -> SmallVec<[&'static str; 8]> {
        let mut v: SmallVec<[&'static str; 8]> =
            self.fmt.used_attrs.iter().map(|i| self.spec.attributes[*i].name).collect();
        if !self.fmt.uses_all_operands && self.fmt.attr_sized {
            v.push("operandSegmentSizes");
        }
        for a in &self.spec.attributes {
            if op_attr(self.ir, self.op, a.name).is_some_and(|x| is_default(self.ir, a, x)) {
                v.push(a.name);
            }
        }
        let _ = props_only;
        v
    }

    fn attr_dict(&mut self, keyword: bool) {
        let ir = self.ir;
        let ctx = ir.ctx();
        let mut all: SmallVec<[(crate::Identifier, Attribute); 8]> =
            self.ir.op_attrs(self.op).map(|a| a.iter().copied().collect()).unwrap_or_default();
        if !self.fmt.has_prop_dict {
            if let Ok(Some(p)) = self.ir.op_props(self.op) {
                all.extend(ctx.dict_entries(p).iter().copied());
                all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
            }
        }
        let elided = self.elided_names(false);
        if keyword {
            self.p.print_optional_attr_dict_with_keyword(&all, &elided);
        } else {
            self.p.print_optional_attr_dict(&all, &elided);
        }
    }

    fn prop_dict(&mut self) {
        let ir = self.ir;
        let ctx = ir.ctx();
        let props: Vec<(crate::Identifier, Attribute)> =
            self.ir.op_props(self.op).ok().flatten().map(|p| ctx.dict_entries(p).to_vec()).unwrap_or_default();
        let elided = self.elided_names(true);
        let kept: Vec<_> = props.into_iter().filter(|(n, _)| !elided.contains(&ctx.ident_str(*n))).collect();
        if kept.is_empty() {
            return;
        }
        self.out().push('<');
        self.p.print_optional_attr_dict(&kept, &[]);
        let out = self.out();
        // `print_optional_attr_dict` writes ` {...}`; the prop-dict form is `<{...}>`.
        if let Some(pos) = out.rfind("< {") {
            out.replace_range(pos..pos + 3, "<{");
        }
        out.push('>');
    }
}
