//! [`TypeConverter`]: how a conversion maps types, and how it bridges a
//! value of one type to another where converted and unconverted code meet
//! (materializations; upstream's `TypeConverter`).

use super::rewriter::ConversionPatternRewriter;
use mlir_ir::{Context, Location, Type, Value};
use std::sync::Arc;

/// One type conversion rule: `None` when the rule does not apply (the next
/// rule is tried), `Some(types)` the converted types (several for a 1:N
/// conversion, none to drop the value).
pub type ConversionFn = Arc<dyn Fn(&Context, Type) -> Option<Vec<Type>> + Send + Sync>;

/// Builds one value of type `ty` from `inputs` at the rewriter's insertion
/// point, or `None` when the rule does not apply.
pub type MaterializationFn =
    Arc<dyn Fn(&mut ConversionPatternRewriter<'_>, Type, &[Value], Location) -> Option<Value> + Send + Sync>;

/// Type conversion rules and materializations. Rules added later are tried
/// first, as upstream's.
#[derive(Clone, Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source_materializations: Vec<MaterializationFn>,
    target_materializations: Vec<MaterializationFn>,
}

impl TypeConverter {
    /// A converter with no rules (it converts nothing).
    pub fn new() -> TypeConverter {
        TypeConverter::default()
    }

    /// Adds a conversion rule.
    pub fn add_conversion(&mut self, f: ConversionFn) -> &mut Self {
        self.conversions.push(f);
        self
    }

    /// Adds a source materialization: from converted values back to an
    /// original type, for the uses the conversion left unconverted.
    pub fn add_source_materialization(&mut self, f: MaterializationFn) -> &mut Self {
        self.source_materializations.push(f);
        self
    }

    /// Adds a target materialization: from values of any type to the
    /// converted type a pattern's adaptor asks for.
    pub fn add_target_materialization(&mut self, f: MaterializationFn) -> &mut Self {
        self.target_materializations.push(f);
        self
    }

    /// The types `ty` converts to, `None` when no rule converts it.
    pub fn convert_type_n(&self, ctx: &Context, ty: Type) -> Option<Vec<Type>> {
        self.conversions.iter().rev().find_map(|f| f(ctx, ty))
    }

    /// The single type `ty` converts to (`None` when it converts to none
    /// or several).
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<Type> {
        match self.convert_type_n(ctx, ty)?.as_slice() {
            [t] => Some(*t),
            _ => None,
        }
    }

    /// The converted types of all of `types`, in order.
    pub fn convert_types(&self, ctx: &Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::with_capacity(types.len());
        for &t in types {
            out.extend(self.convert_type_n(ctx, t)?);
        }
        Some(out)
    }

    /// Whether `ty` is left as it is.
    pub fn is_legal(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type_n(ctx, ty).is_some_and(|v| v.as_slice() == [ty])
    }

    /// Whether every type in `types` is legal.
    pub fn all_legal(&self, ctx: &Context, types: &[Type]) -> bool {
        types.iter().all(|t| self.is_legal(ctx, *t))
    }

    /// Runs the source materializations, last added first.
    pub(crate) fn materialize_source(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        self.source_materializations.iter().rev().find_map(|f| f(rw, ty, inputs, loc))
    }

    /// Runs the target materializations, last added first.
    pub(crate) fn materialize_target(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        self.target_materializations.iter().rev().find_map(|f| f(rw, ty, inputs, loc))
    }
}

/// How the arguments of a block change (upstream's
/// `TypeConverter::SignatureConversion`): each original argument maps to a
/// range of the new arguments.
#[derive(Clone, Debug, Default)]
pub struct SignatureConversion {
    /// For each original argument, the range of new arguments it becomes.
    pub remapped: Vec<std::ops::Range<usize>>,
    /// The new argument types.
    pub new_types: Vec<Type>,
}

impl SignatureConversion {
    /// An empty conversion for `n` original arguments.
    pub fn new(n: usize) -> SignatureConversion {
        SignatureConversion { remapped: vec![0..0; n], new_types: Vec::new() }
    }

    /// Original argument `i` becomes new arguments of `types`.
    pub fn add_inputs(&mut self, i: usize, types: &[Type]) {
        let start = self.new_types.len();
        self.new_types.extend_from_slice(types);
        if let Some(r) = self.remapped.get_mut(i) {
            *r = start..self.new_types.len();
        }
    }

    /// The conversion of `types` by `converter`, `None` if one fails.
    pub fn of_types(converter: &TypeConverter, ctx: &Context, types: &[Type]) -> Option<SignatureConversion> {
        let mut s = SignatureConversion::new(types.len());
        for (i, &t) in types.iter().enumerate() {
            let converted = converter.convert_type_n(ctx, t)?;
            s.add_inputs(i, &converted);
        }
        Some(s)
    }
}
