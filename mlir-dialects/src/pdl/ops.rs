//! The op definitions of upstream's `PDLOps.td` (MLIR 22): operands,
//! results and attributes under upstream's names, traits in upstream's
//! order, assembly formats, and the hand-written verifiers.

use super::attrs::{ANY_ATTR, BENEFIT, STR_ARRAY, TYPE_ARRAY, TYPE_ATTR};
use super::types::{
    ANY, ATTRIBUTE, OPERATION, RANGE_OF_TYPE, RANGE_OF_TYPE_OR_VALUE, RANGE_OF_VALUE, TYPE, TYPE_OR_RANGE, VALUE,
    VALUE_OR_RANGE,
};
use super::{binding, directives, operation, pattern, rewrite, verify};
use crate::spec::constraints::{BOOL, I32_ATTR, STRING, SYMBOL_NAME};
use crate::spec::{Arity, Hooks, OpSpec, Trait};

/// `pdl.apply_native_constraint`.
fn apply_native_constraint() -> OpSpec {
    OpSpec::new("pdl.apply_native_constraint", "Apply a native constraint to a set of provided entities")
        .attr("name", &STRING)
        .operand_group("args", &ANY, Arity::Variadic)
        .default_attr("isNegated", &BOOL, |c| c.bool_attr(false))
        .result_group("results", &ANY, Arity::Variadic)
        .traits(&[Trait::HasParent("pdl.pattern")])
        .format("$name `(` $args `:` type($args) `)` (`:` type($results)^ )? attr-dict")
        .hooks(Hooks { verify: Some(verify::apply_native_constraint), ..Default::default() })
}

/// `pdl.apply_native_rewrite`.
fn apply_native_rewrite() -> OpSpec {
    OpSpec::new("pdl.apply_native_rewrite", "Apply a native rewrite method inside of pdl.rewrite region")
        .attr("name", &STRING)
        .operand_group("args", &ANY, Arity::Variadic)
        .result_group("results", &ANY, Arity::Variadic)
        .traits(&[Trait::HasParent("pdl.rewrite")])
        .format("$name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict")
        .hooks(Hooks { verify: Some(verify::apply_native_rewrite), ..Default::default() })
}

/// `pdl.attribute`.
fn attribute() -> OpSpec {
    OpSpec::new("pdl.attribute", "Define an input attribute in a pattern")
        .operand_group("valueType", &TYPE, Arity::Optional)
        .optional_attr("value", &ANY_ATTR)
        .result("attr", &ATTRIBUTE)
        .format("(`:` $valueType^)? (`=` $value^)? attr-dict-with-keyword")
        .hooks(Hooks { verify: Some(binding::verify_attribute), ..Default::default() })
}

/// `pdl.erase`.
fn erase() -> OpSpec {
    OpSpec::new("pdl.erase", "Mark an input operation as `erased`")
        .operand("opValue", &OPERATION)
        .traits(&[Trait::HasParent("pdl.rewrite")])
        .format("$opValue attr-dict")
}

/// `pdl.operand`.
fn operand() -> OpSpec {
    OpSpec::new("pdl.operand", "Define an external input operand in a pattern")
        .operand_group("valueType", &TYPE, Arity::Optional)
        .result("value", &VALUE)
        .traits(&[Trait::HasParent("pdl.pattern")])
        .format("(`:` $valueType^)? attr-dict")
        .hooks(Hooks { verify: Some(binding::verify_has_binding_use), ..Default::default() })
}

/// `pdl.operands`.
fn operands() -> OpSpec {
    OpSpec::new("pdl.operands", "Define a range of input operands in a pattern")
        .operand_group("valueType", &RANGE_OF_TYPE, Arity::Optional)
        .result("value", &RANGE_OF_VALUE)
        .traits(&[Trait::HasParent("pdl.pattern")])
        .format("(`:` $valueType^)? attr-dict")
        .hooks(Hooks { verify: Some(binding::verify_has_binding_use), ..Default::default() })
}

/// `pdl.operation`.
fn operation() -> OpSpec {
    OpSpec::new("pdl.operation", "Define an operation within a pattern")
        .optional_attr("opName", &STRING)
        .operand_group("operandValues", &VALUE_OR_RANGE, Arity::Variadic)
        .operand_group("attributeValues", &ATTRIBUTE, Arity::Variadic)
        .attr("attributeValueNames", &STR_ARRAY)
        .operand_group("typeValues", &TYPE_OR_RANGE, Arity::Variadic)
        .result("op", &OPERATION)
        .traits(&[Trait::AttrSizedOperandSegments])
        .format(
            "($opName^)? (`(` $operandValues^ `:` type($operandValues) `)`)? \
             custom<OperationOpAttributes>($attributeValues, $attributeValueNames) \
             (`->` `(` $typeValues^ `:` type($typeValues) `)`)? attr-dict",
        )
        .hooks(Hooks {
            verify: Some(operation::verify),
            custom_directives: &directives::OPERATION_OP_ATTRIBUTES,
            ..Default::default()
        })
}

/// `pdl.pattern`.
fn pattern() -> OpSpec {
    let mut s = OpSpec::new("pdl.pattern", "Define a rewrite pattern")
        .attr("benefit", &BENEFIT)
        .optional_attr("sym_name", &SYMBOL_NAME)
        .sized_region("bodyRegion", 1)
        .traits(&[Trait::IsolatedFromAbove, Trait::SingleBlock, Trait::Symbol, Trait::Marker("OpAsmOpInterface")])
        .format("($sym_name^)? `:` `benefit` `(` $benefit `)` attr-dict-with-keyword $bodyRegion")
        .hooks(Hooks { verify_region: Some(pattern::verify_region), ..Default::default() });
    s.default_dialect = Some("pdl");
    s
}

/// `pdl.range`.
fn range() -> OpSpec {
    OpSpec::new("pdl.range", "Construct a range of pdl entities")
        .operand_group("arguments", &ANY, Arity::Variadic)
        .result("result", &RANGE_OF_TYPE_OR_VALUE)
        .traits(&[Trait::Pure, Trait::HasParent("pdl.rewrite")])
        .format("($arguments^ `:` type($arguments))? custom<RangeType>(ref(type($arguments)), type($result)) attr-dict")
        .hooks(Hooks { verify: Some(verify::range), custom_directives: &directives::RANGE_TYPE, ..Default::default() })
}

/// `pdl.replace`.
fn replace() -> OpSpec {
    OpSpec::new("pdl.replace", "Mark an input operation as `replaced`")
        .operand("opValue", &OPERATION)
        .operand_group("replOperation", &OPERATION, Arity::Optional)
        .operand_group("replValues", &VALUE_OR_RANGE, Arity::Variadic)
        .traits(&[Trait::AttrSizedOperandSegments, Trait::HasParent("pdl.rewrite")])
        .format("$opValue `with` (`(` $replValues^ `:` type($replValues) `)`)? ($replOperation^)? attr-dict")
        .hooks(Hooks { verify: Some(verify::replace), ..Default::default() })
}

/// `pdl.result`.
fn result() -> OpSpec {
    OpSpec::new("pdl.result", "Extract a result from an operation")
        .operand("parent", &OPERATION)
        .attr("index", &I32_ATTR)
        .result("val", &VALUE)
        .traits(&[Trait::Pure])
        .format("$index `of` $parent attr-dict")
}

/// `pdl.results`.
fn results() -> OpSpec {
    OpSpec::new("pdl.results", "Extract a result group from an operation")
        .operand("parent", &OPERATION)
        .optional_attr("index", &I32_ATTR)
        .result("val", &VALUE_OR_RANGE)
        .traits(&[Trait::Pure])
        .format("($index^)? `of` $parent custom<ResultsValueType>(ref($index), type($val)) attr-dict")
        .hooks(Hooks {
            verify: Some(verify::results),
            custom_directives: &directives::RESULTS_VALUE_TYPE,
            ..Default::default()
        })
}

/// `pdl.rewrite`.
fn rewrite() -> OpSpec {
    let mut s = OpSpec::new("pdl.rewrite", "Specify the rewrite of a matched pattern")
        .operand_group("root", &OPERATION, Arity::Optional)
        .optional_attr("name", &STRING)
        .operand_group("externalArgs", &ANY, Arity::Variadic)
        .region("bodyRegion")
        .traits(&[
            Trait::Terminator,
            Trait::HasParent("pdl.pattern"),
            Trait::NoTerminator,
            Trait::NoRegionArguments,
            Trait::SingleBlock,
            Trait::AttrSizedOperandSegments,
            Trait::Marker("OpAsmOpInterface"),
        ])
        .format(
            "($root^)? (`with` $name^ (`(` $externalArgs^ `:` type($externalArgs) `)`)?)? ($bodyRegion^)? \
             attr-dict-with-keyword",
        )
        .hooks(Hooks { verify_region: Some(rewrite::verify_region), ..Default::default() });
    s.default_dialect = Some("pdl");
    s
}

/// `pdl.type`.
fn type_() -> OpSpec {
    OpSpec::new("pdl.type", "Define a type handle within a pattern")
        .optional_attr("constantType", &TYPE_ATTR)
        .result("result", &TYPE)
        .format("attr-dict (`:` $constantType^)?")
        .hooks(Hooks { verify: Some(binding::verify_type), ..Default::default() })
}

/// `pdl.types`.
fn types() -> OpSpec {
    OpSpec::new("pdl.types", "Define a range of type handles within a pattern")
        .optional_attr("constantTypes", &TYPE_ARRAY)
        .result("result", &RANGE_OF_TYPE)
        .format("attr-dict (`:` $constantTypes^)?")
        .hooks(Hooks { verify: Some(binding::verify_types), ..Default::default() })
}

/// Every op spec of the dialect, in upstream's order.
pub fn specs() -> Vec<OpSpec> {
    vec![
        apply_native_constraint(),
        apply_native_rewrite(),
        attribute(),
        erase(),
        operand(),
        operands(),
        operation(),
        pattern(),
        range(),
        replace(),
        result(),
        results(),
        rewrite(),
        type_(),
        types(),
    ]
}
