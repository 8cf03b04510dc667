//! The dialect interface behind `convert-to-llvm` (upstream's
//! `ConvertToLLVMPatternInterface`): each dialect that lowers to `llvm`
//! registers, by linking, how it fills the target and the patterns, and the
//! generic pass applies every registered dialect's contribution.

use super::type_converter::llvm_type_converter;
use mlir_ir::Context;
use mlir_passes::conversion::OptionKind;
use mlir_passes::conversion::{ConversionConfig, ConversionMode, ConversionPatternSet, ConversionTarget};
use mlir_passes::OptionValue;

/// One dialect's contribution to `convert-to-llvm`.
pub struct ConvertToLlvmInterface {
    /// The dialect's namespace.
    pub namespace: &'static str,
    /// Adds the dialect's legality rules and lowering patterns.
    pub populate: fn(&Context, &mut ConversionTarget, &mut ConversionPatternSet),
}

inventory::collect!(ConvertToLlvmInterface);

/// The target every lowering to `llvm` starts from (upstream's
/// `LLVMConversionTarget`): the `llvm` dialect is legal.
pub fn llvm_target() -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_dialect("llvm");
    t
}

/// The configuration of a partial lowering to `llvm` by `populate` (the
/// options are those every `*-to-llvm` pass validates when it is built).
pub fn llvm_conversion(
    ctx: &Context,
    populate: fn(&Context, &mut ConversionTarget, &mut ConversionPatternSet),
) -> ConversionConfig {
    let mut target = llvm_target();
    let mut patterns = ConversionPatternSet::new();
    populate(ctx, &mut target, &mut patterns);
    ConversionConfig { target, patterns, converter: Some(llvm_type_converter()), mode: ConversionMode::Partial }
}

/// `convert-to-llvm`: every registered dialect's patterns at once, or
/// those of the dialects `filter-dialects` names.
fn convert_to_llvm(ctx: &Context, options: &[(&'static str, OptionValue)]) -> ConversionConfig {
    let filter: Vec<String> = options
        .iter()
        .find(|(n, _)| *n == "filter-dialects")
        .and_then(|(_, v)| if let OptionValue::List(l) = v { Some(l.clone()) } else { None })
        .unwrap_or_default();
    let mut target = llvm_target();
    let mut patterns = ConversionPatternSet::new();
    let mut all: Vec<&ConvertToLlvmInterface> = inventory::iter::<ConvertToLlvmInterface>.into_iter().collect();
    all.sort_by_key(|i| i.namespace);
    for i in all {
        if filter.is_empty() || filter.iter().any(|f| f == i.namespace) {
            (i.populate)(ctx, &mut target, &mut patterns);
        }
    }
    ConversionConfig { target, patterns, converter: Some(llvm_type_converter()), mode: ConversionMode::Partial }
}

crate::register_conversion_pass!(
    "convert-to-llvm",
    "ConvertToLLVMPass",
    "Convert to LLVM via dialect interfaces found in the input IR",
    convert_to_llvm,
    [
        ("allow-pattern-rollback", OptionKind::Bool(true, None)),
        ("dynamic", OptionKind::Bool(false, None)),
        ("filter-dialects", OptionKind::List),
    ]
);

/// Registers a conversion pass named `argument` with its declared
/// options (`(name, OptionKind)`, printed sorted by name as upstream).
#[macro_export]
macro_rules! register_conversion_pass {
    ($argument:literal, $name:literal, $description:literal, $setup:expr, [$($option:expr),* $(,)?]) => {
        const _: () = {
            fn create(options: &[(String, String)]) -> Result<Box<dyn mlir_passes::Pass>, String> {
                let declared: &[mlir_passes::conversion::OptionDecl] = &[$($option),*];
                Ok(Box::new(mlir_passes::conversion::ConversionPass::with_options(
                    $argument, $name, $setup, declared, options,
                )?))
            }
            inventory::submit! {
                mlir_passes::PassRegistration { argument: $argument, description: $description, create }
            }
        };
    };
}
