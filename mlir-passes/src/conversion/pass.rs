//! [`ConversionPass`]: a pass that runs one dialect conversion, set up by
//! the crate that owns its patterns (a dialect crate registers it with a
//! [`crate::PassRegistration`] naming a [`ConversionSetup`]), with the
//! options upstream's pass declares.

use super::driver::{apply_conversion, ConversionMode};
use super::pattern::ConversionPatternSet;
use super::target::ConversionTarget;
use super::type_converter::TypeConverter;
use crate::pass::{parse_bool, parse_int, OptionValue, Pass, PassResult};
use crate::registry::unknown_option;
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

/// Builds a conversion's configuration for a context and the pass's
/// options.
pub type ConversionSetup = fn(&Context, &[(&'static str, OptionValue)]) -> ConversionConfig;

/// The kind and default of one pass option.
#[derive(Copy, Clone, Debug)]
pub enum OptionKind {
    /// A bool with its default; `Some(v)` when only `v` is implemented.
    Bool(bool, Option<bool>),
    /// An integer with its default and the values implemented (empty for
    /// any).
    Int(i64, &'static [i64]),
    /// A comma-separated list.
    List,
}

/// One declared option: its name and kind.
pub type OptionDecl = (&'static str, OptionKind);

/// A pass applying the conversion its setup describes.
#[derive(Clone)]
pub struct ConversionPass {
    /// The pipeline name.
    pub argument: &'static str,
    /// The class name upstream shows.
    pub name: &'static str,
    /// The conversion.
    pub setup: ConversionSetup,
    /// The options and their values.
    pub options: Vec<(&'static str, OptionValue)>,
}

impl ConversionPass {
    /// The pass with `declared` options set from `given` (`key=value`);
    /// an unknown option, a malformed value or a value rmlir does not
    /// implement is an error message.
    pub fn with_options(
        argument: &'static str,
        name: &'static str,
        setup: ConversionSetup,
        declared: &[OptionDecl],
        given: &[(String, String)],
    ) -> Result<ConversionPass, String> {
        let mut options: Vec<(&'static str, OptionValue)> = declared
            .iter()
            .map(|(n, k)| {
                let v = match k {
                    OptionKind::Bool(b, _) => OptionValue::Scalar(b.to_string()),
                    OptionKind::Int(i, _) => OptionValue::Scalar(i.to_string()),
                    OptionKind::List => OptionValue::List(Vec::new()),
                };
                (*n, v)
            })
            .collect();
        for (k, v) in given {
            let Some(i) = declared.iter().position(|(n, _)| n == k) else {
                return Err(unknown_option(argument, k));
            };
            options[i].1 = match declared[i].1 {
                OptionKind::Bool(_, only) => {
                    let b = parse_bool(k, v)?;
                    if only.is_some_and(|o| o != b) {
                        return Err(format!("option {k}={b} of {argument} is not supported by rmlir"));
                    }
                    OptionValue::Scalar(b.to_string())
                }
                OptionKind::Int(_, allowed) => {
                    let n: i64 = parse_int(k, v)?;
                    if !allowed.is_empty() && !allowed.contains(&n) {
                        return Err(format!("option {k}={n} of {argument} is not supported by rmlir"));
                    }
                    OptionValue::Scalar(n.to_string())
                }
                OptionKind::List => {
                    OptionValue::List(v.split(',').filter(|s| !s.is_empty()).map(String::from).collect())
                }
            };
        }
        Ok(ConversionPass { argument, name, setup, options })
    }
}

impl Pass for ConversionPass {
    fn argument(&self) -> &str {
        self.argument
    }

    fn name(&self) -> &str {
        self.name
    }

    fn options(&self) -> Option<Vec<(&'static str, OptionValue)>> {
        (!self.options.is_empty()).then(|| self.options.clone())
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let ctx = ir.ctx().clone();
        let config = (self.setup)(&ctx, &self.options);
        apply_conversion(ir, op, &config.target, &config.patterns, config.converter.as_ref(), config.mode)
            .map_err(|d| vec![d])
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
