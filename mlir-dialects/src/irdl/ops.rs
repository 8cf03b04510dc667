//! The op specs of the `irdl` dialect, in upstream's names, argument order
//! and assembly formats.

use super::attrs::VARIADICITY_ARRAY;
use super::directives::DIRECTIVES;
use crate::pdl::attrs::{ANY_ATTR, STR_ARRAY};
use crate::spec::constraints::{I32_ATTR, STRING, SYMBOL_NAME, SYMBOL_REF, UNIT};
use crate::spec::verify::op_attr;
use crate::spec::{Arity, Hooks, OpSpec, Trait, TypeConstraint};
use mlir_ir::{AttrKind, Diagnostic, Ir, OpId};

/// `IRDL_AttributeType`.
pub static ATTRIBUTE: TypeConstraint = TypeConstraint {
    buildable: Some(super::attribute_type),
    summary: "IRDL handle to an mlir::Attribute",
    check: |c, t| t == super::attribute_type(c),
};

/// `IRDL_RegionType`.
pub static REGION: TypeConstraint = TypeConstraint {
    buildable: Some(super::region_type),
    summary: "IRDL handle to a region definition",
    check: |c, t| t == super::region_type(c),
};

const DEFINITION_PARENTS: &str = "irdl.type, irdl.attribute, irdl.operation";

fn hooks() -> Hooks {
    Hooks { custom_directives: DIRECTIVES, ..Hooks::default() }
}

/// `irdl.dialect`, `irdl.type`, `irdl.attribute`, `irdl.operation`: a
/// symbol with a body.
fn definition(name: &'static str, summary: &'static str, traits: &[Trait]) -> OpSpec {
    OpSpec::new(name, summary)
        .attr("sym_name", &SYMBOL_NAME)
        .sized_region("body", 1)
        .traits(traits)
        .format("$sym_name attr-dict-with-keyword custom<SingleBlockRegion>($body)")
        .hooks(hooks())
}

/// The names of `names` and the values of the op match in number.
fn names_match_values(ir: &Ir, op: OpId, names: &str, what: &str) -> Result<(), Diagnostic> {
    let n = ir.num_operands(op).unwrap_or(0);
    let got = match op_attr(ir, op, names).map(|a| ir.ctx().attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.len(),
        _ => 0,
    };
    if got != n {
        return Err(mlir_ir::verifier::op_error_prefixed(
            ir,
            op,
            format!("the number of {what} does not match the number of names"),
        ));
    }
    Ok(())
}

fn verify_values_with_variadicity(ir: &Ir, op: OpId) -> Result<(), Diagnostic> {
    names_match_values(ir, op, "names", "values")?;
    let n = ir.num_operands(op).unwrap_or(0);
    let v = op_attr(ir, op, "variadicity").and_then(|a| super::attrs::variadicities(ir.ctx(), a));
    if v.map_or(0, |v| v.len()) != n {
        return Err(mlir_ir::verifier::op_error_prefixed(
            ir,
            op,
            format!("the number of variadicity attributes does not match the number of values ({n})"),
        ));
    }
    Ok(())
}

/// Every op spec of the dialect.
pub fn specs() -> Vec<OpSpec> {
    use Trait::*;
    let def_traits = [HasParent("irdl.dialect"), NoTerminator, NoRegionArguments, Symbol];
    let constraint = |name: &'static str, summary: &'static str| {
        OpSpec::new(name, summary)
            .result("output", &ATTRIBUTE)
            .traits(&[HasParent(DEFINITION_PARENTS)])
            .infer(|ctx, _, _| Some(vec![super::attribute_type(ctx)]))
    };
    vec![
        constraint("irdl.all_of", "Constraints to the intersection of the provided constraints")
            .operand_group("args", &ATTRIBUTE, Arity::Variadic)
            .format("`(` $args `)` ` ` attr-dict"),
        constraint("irdl.any_of", "Constraints to the union of the provided constraints")
            .operand_group("args", &ATTRIBUTE, Arity::Variadic)
            .format("`(` $args `)` ` ` attr-dict"),
        constraint("irdl.any", "Accept any type or attribute").format("attr-dict"),
        definition(
            "irdl.attribute",
            "Define a new attribute",
            &[HasParent("irdl.dialect"), NoTerminator, NoRegionArguments, Symbol],
        ),
        OpSpec::new("irdl.attributes", "Define the attributes of an operation")
            .operand_group("attributeValues", &ATTRIBUTE, Arity::Variadic)
            .attr("attributeValueNames", &STR_ARRAY)
            .traits(&[HasParent("irdl.operation")])
            .format("custom<AttributesOp>($attributeValues, $attributeValueNames) attr-dict")
            .hooks(Hooks {
                verify: Some(|ir, op| names_match_values(ir, op, "attributeValueNames", "attribute values")),
                ..hooks()
            }),
        constraint("irdl.base", "Constraints an attribute/type base")
            .optional_attr("base_ref", &SYMBOL_REF)
            .optional_attr("base_name", &STRING)
            .format("custom<BaseOp>($base_ref, $base_name) ` ` attr-dict")
            .hooks(hooks()),
        constraint("irdl.c_pred", "Constraints an attribute using a C++ predicate")
            .attr("pred", &STRING)
            .format("$pred ` ` attr-dict"),
        definition("irdl.dialect", "Define a new dialect", &[IsolatedFromAbove, NoTerminator, Symbol, SymbolTable]),
        constraint("irdl.is", "Constraints an attribute/type to be a specific attribute instance")
            .attr("expected", &ANY_ATTR)
            .traits(&[Pure])
            .format("$expected ` ` attr-dict"),
        OpSpec::new("irdl.operands", "Define the operands of an operation")
            .operand_group("args", &ATTRIBUTE, Arity::Variadic)
            .attr("names", &STR_ARRAY)
            .attr("variadicity", &VARIADICITY_ARRAY)
            .traits(&[HasParent("irdl.operation")])
            .format("`` custom<ValuesWithVariadicity>($args, $names, $variadicity) attr-dict")
            .hooks(Hooks { verify: Some(verify_values_with_variadicity), ..hooks() }),
        definition("irdl.operation", "Define a new operation", &def_traits),
        OpSpec::new("irdl.parameters", "Define the constraints on parameters of a type/attribute definition")
            .operand_group("args", &ATTRIBUTE, Arity::Variadic)
            .attr("names", &STR_ARRAY)
            .traits(&[HasParent("irdl.attribute, irdl.type")])
            .format("`` custom<NamedValueList>($args, $names) attr-dict")
            .hooks(Hooks { verify: Some(|ir, op| names_match_values(ir, op, "names", "values")), ..hooks() }),
        constraint("irdl.parametric", "Constraints an attribute/type base and its parameters")
            .attr("base_type", &SYMBOL_REF)
            .operand_group("args", &ATTRIBUTE, Arity::Variadic)
            .traits(&[Pure])
            .format("$base_type `<` $args `>` ` ` attr-dict"),
        OpSpec::new("irdl.region", "Define a region of an operation")
            .operand_group("entryBlockArgs", &ATTRIBUTE, Arity::Variadic)
            .optional_attr("numberOfBlocks", &I32_ATTR)
            .optional_attr("constrainedArguments", &UNIT)
            .result("output", &REGION)
            .infer(|ctx, _, _| Some(vec![super::region_type(ctx)]))
            .traits(&[HasParent("irdl.operation")])
            .format("`` custom<RegionOp>($entryBlockArgs, $constrainedArguments, $numberOfBlocks) attr-dict")
            .hooks(hooks()),
        OpSpec::new("irdl.regions", "Define the regions of an operation")
            .operand_group("args", &REGION, Arity::Variadic)
            .attr("names", &STR_ARRAY)
            .traits(&[HasParent("irdl.operation")])
            .format("`` custom<NamedValueList>($args, $names) attr-dict")
            .hooks(Hooks { verify: Some(|ir, op| names_match_values(ir, op, "names", "values")), ..hooks() }),
        OpSpec::new("irdl.results", "Define the results of an operation")
            .operand_group("args", &ATTRIBUTE, Arity::Variadic)
            .attr("names", &STR_ARRAY)
            .attr("variadicity", &VARIADICITY_ARRAY)
            .traits(&[HasParent("irdl.operation")])
            .format("`` custom<ValuesWithVariadicity>($args, $names, $variadicity) attr-dict")
            .hooks(Hooks { verify: Some(verify_values_with_variadicity), ..hooks() }),
        definition("irdl.type", "Define a new type", &def_traits),
    ]
}
