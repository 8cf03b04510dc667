//! Printing locations.

use super::escape::write_escaped_string;
use super::AsmPrinter;
use crate::attributes::{LocKind, Location};
use std::fmt::Write;

impl AsmPrinter<'_> {
    /// `loc(...)`, or `loc(#alias)` when `allow_alias` and it has one.
    /// With `pretty_debug_info`, upstream's pretty form: no `loc(...)`
    /// wrapper and never an alias at the top (nested locations still use
    /// theirs).
    pub fn print_location(&mut self, loc: Location, allow_alias: bool) {
        if self.collecting() {
            self.visit_symbol(super::aliases::Symbol::Attr(loc.attr()), false, false);
            return;
        }
        if self.flags.pretty_debug_info {
            self.print_location_inner(loc);
            return;
        }
        self.out.push_str("loc(");
        if !(allow_alias && self.try_print_attr_alias(loc.attr())) {
            self.print_location_inner(loc);
        }
        self.out.push(')');
    }

    /// The inside of `loc(...)`.
    pub(crate) fn print_location_inner(&mut self, loc: Location) {
        crate::support::stack::guard(|| self.print_location_inner_unguarded(loc))
    }

    fn print_location_inner_unguarded(&mut self, loc: Location) {
        let ctx = self.ctx.clone();
        let pretty = self.flags.pretty_debug_info;
        match loc.kind(&ctx) {
            LocKind::Unknown if pretty => self.out.push_str("[unknown]"),
            LocKind::Unknown => self.out.push_str("unknown"),
            LocKind::FileLineCol { file, line, col, end_line, end_col, .. } => {
                if pretty {
                    self.out.push_str(ctx.ident_str(*file));
                } else {
                    write_escaped_string(ctx.ident_str(*file).as_bytes(), &mut self.out);
                }
                if end_col == col && end_line == line {
                    let _ = write!(self.out, ":{line}:{col}");
                } else if end_line == line {
                    let _ = write!(self.out, ":{line}:{col} to :{end_col}");
                } else {
                    let _ = write!(self.out, ":{line}:{col} to {end_line}:{end_col}");
                }
            }
            LocKind::Name { name, child } => {
                write_escaped_string(ctx.ident_str(*name).as_bytes(), &mut self.out);
                if !matches!(child.kind(&ctx), LocKind::Unknown) {
                    self.out.push('(');
                    self.print_loc_operand(*child);
                    self.out.push(')');
                }
            }
            LocKind::CallSite { callee, caller } if pretty => {
                self.print_loc_operand(*callee);
                // Upstream's pretty form breaks the line unless a name
                // is called from a file position.
                let inline = matches!(callee.kind(&ctx), LocKind::Name { .. })
                    && matches!(caller.kind(&ctx), LocKind::FileLineCol { .. });
                self.out.push_str(if inline { " at " } else { "\n at " });
                self.print_loc_operand(*caller);
            }
            LocKind::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                self.print_loc_operand(*callee);
                self.out.push_str(" at ");
                self.print_loc_operand(*caller);
                self.out.push(')');
            }
            LocKind::Fused { locs, metadata } => {
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attribute(*m);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_loc_operand(*l);
                }
                self.out.push(']');
            }
        }
    }

    /// A location nested in another: its alias if it has one, else inline.
    fn print_loc_operand(&mut self, loc: Location) {
        if !self.try_print_attr_alias(loc.attr()) {
            self.print_location_inner(loc);
        }
    }
}
