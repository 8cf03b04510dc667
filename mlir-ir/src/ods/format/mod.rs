//! The declarative assembly-format engine: a format string (ODS syntax)
//! is read once into [`Element`]s ([`syntax`]), then interpreted for
//! printing ([`print`]) and parsing ([`parse`]).

mod ast;
mod parse;
mod print;
mod syntax;

pub use ast::Element;
pub use parse::{parse_with_format, ParseState};
pub use print::print_with_format;
pub use syntax::{parse_format, FormatError};

use crate::ir::OpId;
use crate::ods::spec::OpSpec;
use crate::parser::{OpAsmParser, ParseResult};
use crate::printer::OpAsmPrinter;

/// A `custom<Name>(...)` directive: hand-written parse and print.
pub struct CustomDirective {
    /// The directive name.
    pub name: &'static str,
    /// Parses the directive; returns whether it was present (for optional
    /// groups it anchors or starts).
    pub parse: fn(&mut OpAsmParser<'_, '_, '_>, &mut ParseState, &[Element]) -> ParseResult<bool>,
    /// Prints the directive.
    pub print: fn(&mut OpAsmPrinter<'_>, OpId, &[Element]),
}

/// A compiled format.
#[derive(Debug, Clone)]
pub struct Format {
    /// The top-level elements.
    pub elements: Vec<Element>,
    /// Attributes the format prints itself (elided from `attr-dict`).
    pub used_attrs: Vec<usize>,
    /// Whether the `operands` directive appears.
    pub uses_all_operands: bool,
    /// Whether `prop-dict` appears.
    pub has_prop_dict: bool,
    /// Whether the op's operands are sized by `operandSegmentSizes`.
    pub attr_sized: bool,
    /// [`crate::ods::spec::OpSpec::single_operand_groups`].
    pub single_operands: bool,
}

impl Format {
    /// Compiles `text` against `spec`.
    pub fn new(text: &str, spec: &OpSpec) -> Result<Format, FormatError> {
        let elements = parse_format(text, spec)?;
        let mut used = Vec::new();
        let mut all_ops = false;
        let mut prop = false;
        fn walk(e: &Element, used: &mut Vec<usize>, all_ops: &mut bool, prop: &mut bool) {
            match e {
                Element::Attr(i) => used.push(*i),
                Element::Operands => *all_ops = true,
                Element::PropDict => *prop = true,
                Element::Type(x) | Element::Qualified(x) | Element::Ref(x) => walk(x, used, all_ops, prop),
                Element::FunctionalType(a, b) => {
                    walk(a, used, all_ops, prop);
                    walk(b, used, all_ops, prop);
                }
                Element::Custom { args, .. } => args.iter().for_each(|a| walk(a, used, all_ops, prop)),
                Element::Optional { then, els, .. } => {
                    then.iter().chain(els.iter()).for_each(|a| walk(a, used, all_ops, prop))
                }
                _ => {}
            }
        }
        for e in &elements {
            walk(e, &mut used, &mut all_ops, &mut prop);
        }
        let attr_sized = spec.has_trait(&crate::ods::spec::Trait::AttrSizedOperandSegments);
        Ok(Format {
            elements,
            used_attrs: used,
            uses_all_operands: all_ops,
            has_prop_dict: prop,
            attr_sized,
            single_operands: spec.single_operand_groups(),
        })
    }
}
