//! Printing operations, regions and blocks, and the `OpAsmPrinter` API
//! that custom op printers use.

use super::escape::{write_escaped_string, write_keyword_or_string, write_symbol_ref};
use super::AsmPrinter;
use crate::attributes::{AttrKind, NamedAttribute};
use crate::dialect::OpTraits;
use crate::ir::{BlockId, Ir, OpId, RegionId, Value};
use std::fmt::Write;

impl<'a> AsmPrinter<'a> {
    fn ir(&self) -> &'a Ir {
        self.ir.expect("printing operations needs the IR")
    }

    pub(crate) fn print_top_level(&mut self, op: OpId) {
        self.print_alias_definitions(false);
        self.print_full_op(op);
        self.out.push('\n');
        self.print_alias_definitions(true);
        self.print_resource_section();
    }

    /// Indentation, the op, and its trailing location.
    pub(crate) fn print_full_op(&mut self, op: OpId) {
        crate::support::stack::guard(|| {
            if self.collecting() {
                if self.flags.debug_info {
                    let loc = self.ir().op(op).loc;
                    self.visit_symbol(super::aliases::Symbol::Attr(loc.attr()), true, false);
                }
                self.print_operation(op);
                return;
            }
            self.write_indent();
            self.print_operation(op);
            if self.flags.debug_info {
                self.out.push(' ');
                let loc = self.ir().op(op).loc;
                self.print_location(loc, true);
            }
        })
    }

    fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    fn print_operation(&mut self, op: OpId) {
        let ir = self.ir();
        let n = ir.op(op).results.len();
        if n != 0 && !self.collecting() {
            let groups = self.names.result_groups(op).map(|g| g.to_vec());
            let print_group = |p: &mut Self, start: u32, count: u32| {
                p.names.write_value(ir, Value::OpResult { op, index: start }, false, &mut p.out);
                if count > 1 {
                    let _ = write!(p.out, ":{count}");
                }
            };
            match groups {
                Some(g) => {
                    for i in 0..g.len() - 1 {
                        print_group(self, g[i], g[i + 1] - g[i]);
                        self.out.push_str(", ");
                    }
                    let last = *g.last().expect("groups are non-empty");
                    print_group(self, last, n as u32 - last);
                }
                None => print_group(self, 0, n as u32),
            }
            self.out.push_str(" = ");
        }
        if !self.flags.generic {
            let ctx = self.ctx;
            if let Some(def) = ctx.op_def(ir.op(op).name) {
                if def.has_custom_assembly() {
                    self.print_op_name(op);
                    def.print(self, op);
                    return;
                }
            }
        }
        self.print_generic_op(op, true);
    }

    /// The IR being printed (absent when printing a lone type/attribute).
    pub fn ir_ref(&self) -> Option<&'a Ir> {
        self.ir
    }

    /// Prints `s` as a keyword (`print_keyword_or_string` without quoting
    /// decisions): the text as is.
    pub fn print_keyword(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// The op name with the enclosing default dialect prefix dropped.
    pub fn print_op_name(&mut self, op: OpId) {
        let ctx = self.ctx.clone();
        let name = ctx.op_name_str(self.ir().op(op).name);
        let dd = self.default_dialect.last().map_or("", String::as_str);
        let short = name
            .strip_prefix(dd)
            .and_then(|r| r.strip_prefix('.'))
            .filter(|_| !dd.is_empty() && name.matches('.').count() == 1);
        self.out.push_str(short.unwrap_or(name));
    }

    /// The generic form: `"name"(operands)[succs] <{props}> (regions) {attrs} : type`.
    pub fn print_generic_op(&mut self, op: OpId, with_name: bool) {
        if self.collecting() {
            self.collect_generic_op(op);
            return;
        }
        let ir = self.ir();
        let d = ir.op(op);
        if with_name {
            write_escaped_string(self.ctx.op_name_str(d.name).as_bytes(), &mut self.out);
        }
        self.out.push('(');
        for (i, o) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(o.value);
        }
        self.out.push(')');
        if !d.successors.is_empty() {
            self.out.push('[');
            for (i, s) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_successor(s.block);
            }
            self.out.push(']');
        }
        if let Some(props) = d.props {
            let registered = self.ctx.op_def(d.name).is_some();
            let empty = matches!(self.ctx.attr_kind(props), AttrKind::Dictionary(e) if e.is_empty());
            if !(registered && empty) {
                self.out.push_str(" <");
                self.print_attribute(props);
                self.out.push('>');
            }
        }
        if !d.regions.is_empty() {
            self.out.push_str(" (");
            for (i, r) in d.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(*r, true, true, true);
            }
            self.out.push(')');
        }
        self.print_optional_attr_dict(&d.attrs, &[]);
        self.out.push_str(" : (");
        for (i, o) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let t = ir.value_type(o.value).unwrap_or_else(|_| self.ctx.none_type());
            self.print_type(t);
        }
        self.out.push_str(") -> ");
        let results: smallvec::SmallVec<[crate::types::Type; 4]> = d.results.iter().map(|r| r.ty).collect();
        self.print_result_types(&results);
    }

    /// The dry-run order of the generic form: regions, operand and result
    /// types, then attributes (inherent ones too for registered ops).
    fn collect_generic_op(&mut self, op: OpId) {
        let ir = self.ir();
        let d = ir.op(op);
        if !self.flags.skip_regions {
            for r in d.regions.iter() {
                self.print_region(*r, true, true, true);
            }
        }
        for o in d.operands.iter() {
            if let Ok(t) = ir.value_type(o.value) {
                self.print_type(t);
            }
        }
        for r in d.results.iter() {
            self.print_type(r.ty);
        }
        // Visited in printing order, which decides alias numbering: the
        // discardable attributes, merged by name with properties of a
        // registered op.
        let ctx = self.ctx.clone();
        let discardable = &d.attrs[..];
        match (d.props, ctx.op_def(d.name).is_some()) {
            (Some(p), true) => {
                let mut attrs: smallvec::SmallVec<[NamedAttribute; 8]> = discardable.iter().copied().collect();
                attrs.extend(ctx.dict_entries(p).iter().copied());
                attrs.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
                for (_, a) in attrs {
                    self.print_attribute(a);
                }
            }
            _ => {
                for &(_, a) in discardable {
                    self.print_attribute(a);
                }
            }
        }
    }

    /// `%name` of a value.
    pub fn print_operand(&mut self, v: Value) {
        let ir = self.ir();
        self.names.write_value(ir, v, true, &mut self.out);
    }

    /// `%a, %b`.
    pub fn print_operands(&mut self, values: &[Value]) {
        for (i, v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(*v);
        }
    }

    /// `^bbN`.
    pub fn print_successor(&mut self, b: BlockId) {
        let name = self.names.block_name(b).to_string();
        self.out.push_str(&name);
    }

    /// `^bbN(%a, %b : t1, t2)` (no parentheses without operands).
    pub fn print_successor_and_use_list(&mut self, b: BlockId, values: &[Value]) {
        self.print_successor(b);
        if values.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(values);
        self.out.push_str(" : ");
        let ir = self.ir();
        let types: Vec<_> = values.iter().map(|v| ir.value_type(*v).unwrap_or_else(|_| self.ctx.none_type())).collect();
        self.print_type_list(&types);
        self.out.push(')');
    }

    /// ` {attrs}` without the `elided` names (nothing if none remain).
    pub fn print_optional_attr_dict(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        self.print_attr_dict_impl(attrs, elided, false);
    }

    /// ` attributes {attrs}` without the `elided` names.
    pub fn print_optional_attr_dict_with_keyword(&mut self, attrs: &[NamedAttribute], elided: &[&str]) {
        self.print_attr_dict_impl(attrs, elided, true);
    }

    fn print_attr_dict_impl(&mut self, attrs: &[NamedAttribute], elided: &[&str], keyword: bool) {
        if attrs.is_empty() {
            return;
        }
        let kept: std::borrow::Cow<'_, [NamedAttribute]> = if elided.is_empty() {
            std::borrow::Cow::Borrowed(attrs)
        } else {
            attrs.iter().filter(|(n, _)| !elided.contains(&self.ctx.ident_str(*n))).copied().collect()
        };
        if kept.is_empty() {
            return;
        }
        if keyword {
            self.out.push_str(" attributes");
        }
        self.out.push_str(" {");
        self.print_named_attrs(&kept);
        self.out.push('}');
    }

    /// `@name`.
    pub fn print_symbol_name(&mut self, name: &str) {
        write_symbol_ref(name, &mut self.out);
    }

    /// A keyword if it is one, else a quoted string.
    pub fn print_keyword_or_string(&mut self, s: &str) {
        write_keyword_or_string(s, &mut self.out);
    }

    /// A quoted, escaped string.
    pub fn print_string(&mut self, s: &[u8]) {
        write_escaped_string(s, &mut self.out);
    }

    /// A newline followed by the current indentation.
    pub fn print_new_line(&mut self) {
        self.out.push('\n');
        self.write_indent();
    }

    /// Indents later lines by two more spaces.
    pub fn increase_indent(&mut self) {
        self.indent += 2;
    }

    /// Undoes [`AsmPrinter::increase_indent`].
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }

    /// ` loc(...)` after a region argument, when printing debug info.
    pub fn print_optional_location_specifier(&mut self, loc: crate::attributes::Location) {
        if self.flags.debug_info {
            self.out.push(' ');
            self.print_location(loc, true);
        }
    }

    /// `%arg: type {attrs} loc(..)`: an entry-block argument as written in
    /// a signature.
    pub fn print_region_argument(&mut self, arg: Value, attrs: &[NamedAttribute], omit_type: bool) {
        self.print_operand(arg);
        if !omit_type {
            self.out.push_str(": ");
            let t = self.ir().value_type(arg).unwrap_or_else(|_| self.ctx.none_type());
            self.print_type(t);
        }
        self.print_optional_attr_dict(attrs, &[]);
        if let Value::BlockArg { block, index } = arg {
            if let Ok(loc) = self.ir().block_arg_loc(block, index as usize) {
                if self.flags.debug_info {
                    self.out.push(' ');
                    self.print_location(loc, false);
                }
            }
        }
    }

    /// `{ blocks }`.
    pub fn print_region(&mut self, region: RegionId, entry_args: bool, terminators: bool, empty_block: bool) {
        if self.flags.skip_regions {
            self.out.push_str("{...}");
            return;
        }
        if self.collecting() {
            self.collect_region(region, entry_args, terminators);
            return;
        }
        self.out.push_str("{\n");
        let ir = self.ir();
        let r = ir.region(region);
        if let Some(entry) = r.first_block {
            let dd = r
                .parent
                .and_then(|p| self.ctx.op_def(ir.op(p).name))
                .and_then(|d| d.default_dialect().map(str::to_string))
                .unwrap_or_default();
            self.default_dialect.push(dd);
            let eb = ir.block(entry);
            let header = (empty_block && eb.first_op.is_none()) || (entry_args && !eb.args.is_empty());
            self.print_block(entry, header, terminators);
            let mut b = eb.next;
            while let Some(block) = b {
                self.print_block(block, true, true);
                b = ir.block(block).next;
            }
            self.default_dialect.pop();
        }
        self.write_indent();
        self.out.push('}');
    }

    fn collect_region(&mut self, region: RegionId, entry_args: bool, terminators: bool) {
        let ir = self.ir();
        let mut b = ir.region(region).first_block;
        let mut first = true;
        while let Some(block) = b {
            let bd = ir.block(block);
            if entry_args || !first {
                for a in bd.args.iter() {
                    self.print_type(a.ty);
                    if self.flags.debug_info {
                        self.visit_symbol(super::aliases::Symbol::Attr(a.loc.attr()), false, false);
                    }
                }
            }
            let skip_last = first && !terminators && bd.last_op.is_some_and(|l| self.is_terminator(l));
            let mut o = bd.first_op;
            while let Some(op) = o {
                if skip_last && Some(op) == bd.last_op {
                    break;
                }
                self.print_full_op(op);
                o = ir.op(op).next;
            }
            first = false;
            b = bd.next;
        }
    }

    fn is_terminator(&self, op: OpId) -> bool {
        let ir = self.ir();
        self.ctx.op_def(ir.op(op).name).is_some_and(|d| d.traits().contains(OpTraits::TERMINATOR))
    }

    pub(super) fn print_block(&mut self, block: BlockId, header: bool, terminator: bool) {
        let ir = self.ir();
        let b = ir.block(block);
        if header {
            self.write_indent();
            self.print_successor(block);
            if !b.args.is_empty() {
                self.out.push('(');
                for i in 0..b.args.len() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let v = Value::BlockArg { block, index: i as u32 };
                    self.print_operand(v);
                    self.out.push_str(": ");
                    self.print_type(b.args[i].ty);
                    if self.flags.debug_info {
                        self.out.push(' ');
                        self.print_location(b.args[i].loc, false);
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            self.print_predecessor_comment(block);
            self.out.push('\n');
        }
        self.indent += 2;
        let last = b.last_op;
        let skip_last = !terminator && last.is_some_and(|l| self.is_terminator(l));
        if self.parallel_block == Some(block) {
            let mut ops: Vec<OpId> = ir.block_ops(block).expect("printed block is live").collect();
            if skip_last {
                ops.pop();
            }
            self.print_ops_parallel(&ops);
            self.indent -= 2;
            return;
        }
        let mut o = b.first_op;
        while let Some(op) = o {
            if skip_last && Some(op) == last {
                break;
            }
            self.print_full_op(op);
            self.out.push('\n');
            self.maybe_flush();
            o = ir.op(op).next;
        }
        self.indent -= 2;
    }

    fn print_predecessor_comment(&mut self, block: BlockId) {
        let ir = self.ir();
        let b = ir.block(block);
        let Some(region) = b.parent else {
            self.out.push_str("  // block is not in a region!");
            return;
        };
        let preds: Vec<BlockId> =
            ir.block_predecessors(block).unwrap_or_default().iter().filter_map(|s| ir.op(s.op).parent).collect();
        if preds.is_empty() {
            if ir.region(region).first_block != Some(block) {
                self.out.push_str("  // no predecessors");
            }
            return;
        }
        // Two edges from one block are two predecessors (upstream's
        // getSinglePredecessor is null then).
        if preds.len() == 1 {
            self.out.push_str("  // pred: ");
            self.print_successor(preds[0]);
            return;
        }
        let mut sorted = preds.clone();
        sorted.sort_by_key(|p| self.names.block_order(*p));
        let _ = write!(self.out, "  // {} preds: ", sorted.len());
        for (i, p) in sorted.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_successor(*p);
        }
    }

    fn print_resource_section(&mut self) {
        if self.resources.is_empty() {
            return;
        }
        let ctx = self.ctx.clone();
        let mut entries = Vec::new();
        for key in self.resources.clone() {
            if let Some(blob) = ctx.resource(key) {
                entries.push((key, blob));
            }
        }
        if entries.is_empty() {
            return;
        }
        // Upstream opens the metadata block for any resource, but elides
        // each entry whose quoted value is longer than the limit and
        // prints the dictionaries only around the entries it keeps.
        let limit = self.flags.elide_resources_above;
        let values: Vec<(crate::Identifier, String)> = entries
            .iter()
            .map(|(key, blob)| {
                let mut v = String::with_capacity(12 + 2 * blob.data.len());
                v.push_str("\"0x");
                for b in (blob.alignment as u32).to_le_bytes().iter().chain(blob.data.iter()) {
                    let _ = write!(v, "{b:02X}");
                }
                v.push('"');
                (*key, v)
            })
            .filter(|(_, v)| limit.is_none_or(|l| v.len() <= l))
            .collect();
        self.out.push_str("\n{-#\n");
        if values.is_empty() {
            self.out.push_str("\n#-}\n");
            return;
        }
        self.out.push_str("  dialect_resources: {\n    builtin: {\n");
        for (i, (key, value)) in values.iter().enumerate() {
            self.out.push_str("      ");
            write_keyword_or_string(ctx.ident_str(*key), &mut self.out);
            self.out.push_str(": ");
            self.out.push_str(value);
            if i + 1 < values.len() {
                self.out.push(',');
            }
            self.out.push('\n');
        }
        self.out.push_str("    }\n  }\n#-}\n");
    }
}
