//! [`ConversionPass`]: a pass that runs one dialect conversion, set up by
//! the crate that owns its patterns (a dialect crate registers it with a
//! [`crate::PassRegistration`] naming a [`ConversionSetup`]).

use super::driver::{apply_conversion, ConversionMode};
use super::pattern::ConversionPatternSet;
use super::target::ConversionTarget;
use super::type_converter::TypeConverter;
use crate::pass::{Pass, PassResult};
use mlir_ir::{Context, Ir, OpId};

/// Everything one conversion run needs.
pub struct ConversionConfig {
    /// What must be left.
    pub target: ConversionTarget,
    /// How to get there.
    pub patterns: ConversionPatternSet,
    /// How types change, if they do.
    pub converter: Option<TypeConverter>,
    /// Partial or full.
    pub mode: ConversionMode,
}

/// Builds a conversion's configuration for a context.
pub type ConversionSetup = fn(&Context) -> ConversionConfig;

/// A pass applying the conversion its setup describes.
#[derive(Clone)]
pub struct ConversionPass {
    /// The pipeline name.
    pub argument: &'static str,
    /// The class name upstream shows.
    pub name: &'static str,
    /// The conversion.
    pub setup: ConversionSetup,
}

impl Pass for ConversionPass {
    fn argument(&self) -> &str {
        self.argument
    }

    fn name(&self) -> &str {
        self.name
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let ctx = ir.ctx().clone();
        let config = (self.setup)(&ctx);
        apply_conversion(ir, op, &config.target, &config.patterns, config.converter.as_ref(), config.mode)
            .map_err(|d| vec![d])
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
