//! The dialect interface behind `convert-to-llvm` (upstream's
//! `ConvertToLLVMPatternInterface`): each dialect that lowers to `llvm`
//! registers, by linking, how it fills the target and the patterns, and the
//! generic pass applies every registered dialect's contribution.

use super::type_converter::llvm_type_converter;
use mlir_ir::Context;
use mlir_passes::conversion::{ConversionConfig, ConversionMode, ConversionPatternSet, ConversionTarget};
use mlir_passes::conversion::{ConversionPass, ConversionSetup};
use mlir_passes::PassRegistration;

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

/// The configuration of a partial lowering to `llvm` by `populate`.
pub fn llvm_conversion(
    ctx: &Context,
    populate: fn(&Context, &mut ConversionTarget, &mut ConversionPatternSet),
) -> ConversionConfig {
    let mut target = llvm_target();
    let mut patterns = ConversionPatternSet::new();
    populate(ctx, &mut target, &mut patterns);
    ConversionConfig { target, patterns, converter: Some(llvm_type_converter()), mode: ConversionMode::Partial }
}

/// `convert-to-llvm`: every registered dialect's patterns at once.
fn convert_to_llvm(ctx: &Context) -> ConversionConfig {
    let mut target = llvm_target();
    let mut patterns = ConversionPatternSet::new();
    let mut all: Vec<&ConvertToLlvmInterface> = inventory::iter::<ConvertToLlvmInterface>.into_iter().collect();
    all.sort_by_key(|i| i.namespace);
    for i in all {
        (i.populate)(ctx, &mut target, &mut patterns);
    }
    ConversionConfig { target, patterns, converter: Some(llvm_type_converter()), mode: ConversionMode::Partial }
}

const CONVERT_TO_LLVM: ConversionSetup = convert_to_llvm;

fn create(options: &[(String, String)]) -> Result<Box<dyn mlir_passes::Pass>, String> {
    if let Some((k, _)) = options.first() {
        return Err(mlir_passes::registry::unknown_option("convert-to-llvm", k));
    }
    Ok(Box::new(ConversionPass { argument: "convert-to-llvm", name: "ConvertToLLVMPass", setup: CONVERT_TO_LLVM }))
}

inventory::submit! {
    PassRegistration {
        argument: "convert-to-llvm",
        description: "Convert to LLVM via dialect interfaces found in the input IR",
        create,
    }
}

/// Registers a conversion pass named `argument` with no options.
#[macro_export]
macro_rules! register_conversion_pass {
    ($argument:literal, $name:literal, $description:literal, $setup:expr) => {
        const _: () = {
            fn create(options: &[(String, String)]) -> Result<Box<dyn mlir_passes::Pass>, String> {
                if let Some((k, _)) = options.first() {
                    return Err(mlir_passes::registry::unknown_option($argument, k));
                }
                Ok(Box::new(mlir_passes::conversion::ConversionPass {
                    argument: $argument,
                    name: $name,
                    setup: $setup,
                }))
            }
            inventory::submit! {
                mlir_passes::PassRegistration { argument: $argument, description: $description, create }
            }
        };
    };
}
