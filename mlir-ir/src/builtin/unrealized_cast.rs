//! `builtin.unrealized_conversion_cast`: a placeholder cast between type
//! systems during partial conversion.

use crate::dialect::{OpDefinition, OpTraits};
use crate::ir::{OpId, OperationState};
use crate::parser::{Delimiter, OpAsmParser, ParseResult};
use crate::printer::OpAsmPrinter;

/// The definition of `builtin.unrealized_conversion_cast`.
pub struct UnrealizedConversionCastOp;

impl OpDefinition for UnrealizedConversionCastOp {
    fn name(&self) -> &str {
        "builtin.unrealized_conversion_cast"
    }

    fn traits(&self) -> OpTraits {
        OpTraits::PURE
    }

    fn has_custom_assembly(&self) -> bool {
        true
    }

    /// `CastOpInterface`: a cast produces at least one value.
    fn verify(&self, ir: &crate::Ir, op: OpId) -> Result<(), crate::Diagnostic> {
        if ir.num_results(op).unwrap_or(0) == 0 {
            return Err(crate::verifier::op_error_prefixed(ir, op, "expected at least one result for cast operation"));
        }
        Ok(())
    }

    /// `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`.
    fn parse(&self, p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState) -> ParseResult<()> {
        let operands = p.parse_operand_list(Delimiter::None, None)?;
        let at = p.current_offset();
        let types = if operands.is_empty() { Vec::new() } else { p.parse_colon_type_list()? };
        p.parse_keyword("to")?;
        state.result_types = p.parse_type_list()?;
        state.attributes.extend(p.parse_optional_attr_dict()?);
        state.operands = p.resolve_operands(&operands, &types, at)?;
        Ok(())
    }

    fn print(&self, p: &mut OpAsmPrinter<'_>, op: OpId) {
        let ir = p.ir.expect("printing ops needs the IR");
        let operands: Vec<_> = ir.operands(op).map(|o| o.collect()).unwrap_or_default();
        if !operands.is_empty() {
            p.output().push(' ');
            p.print_operands(&operands);
            p.output().push_str(" : ");
            let types: Vec<_> = operands.iter().filter_map(|v| ir.value_type(*v).ok()).collect();
            p.print_type_list(&types);
        }
        p.output().push_str(" to ");
        let results: Vec<_> = ir.results(op).map(|r| r.collect::<Vec<_>>()).unwrap_or_default();
        let types: Vec<_> = results.iter().filter_map(|v| ir.value_type(*v).ok()).collect();
        p.print_type_list(&types);
        let attrs = ir.op_attrs(op).map(|a| a.to_vec()).unwrap_or_default();
        p.print_optional_attr_dict(&attrs, &[]);
    }
}
