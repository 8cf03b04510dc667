//! IRDL constraints as the loader compiles them: one [`Constraint`] per
//! constraint op of an `irdl.operation` (or type/attribute) body, and
//! their check with constraint variables (upstream's `ConstraintVerifier`):
//! a constraint used by two values binds the first value's attribute and
//! requires the second to be the same.

use mlir_ir::{AttrKind, Attribute, Context, TypeKind};

/// One compiled constraint; operands refer to other constraints by index.
#[derive(Clone, Debug)]
pub enum Constraint {
    /// `irdl.is`: exactly this attribute (types as type attributes).
    Is(Attribute),
    /// `irdl.base "#builtin.integer"` / `"!builtin.integer"` or a
    /// reference to a dynamic definition: the kind's full name, and
    /// whether it is a type.
    Base {
        /// `builtin.integer`, `mydialect.mytype`.
        name: String,
        /// Types (`!`) or attributes (`#`).
        is_type: bool,
    },
    /// `irdl.parametric`: a dynamic type or attribute with these
    /// parameter constraints.
    Parametric {
        /// The definition's full name.
        name: String,
        /// Whether it is a type.
        is_type: bool,
        /// The parameter constraints.
        params: Vec<usize>,
    },
    /// `irdl.any`.
    Any,
    /// `irdl.any_of`.
    AnyOf(Vec<usize>),
    /// `irdl.all_of`.
    AllOf(Vec<usize>),
    /// `irdl.region`: entry-block argument constraints and block count.
    Region {
        /// The argument constraints, when given (`irdl.region(...)`).
        args: Option<Vec<usize>>,
        /// The required number of blocks.
        blocks: Option<usize>,
    },
}

/// The name upstream gives a builtin type kind (`builtin.integer`).
pub fn builtin_type_name(kind: &TypeKind) -> &'static str {
    use mlir_ir::types::FloatKind as F;
    match kind {
        TypeKind::Integer { .. } => "builtin.integer",
        TypeKind::Index => "builtin.index",
        TypeKind::Float(F::F16) => "builtin.f16",
        TypeKind::Float(F::BF16) => "builtin.bf16",
        TypeKind::Float(F::F32) => "builtin.f32",
        TypeKind::Float(F::F64) => "builtin.f64",
        TypeKind::Float(F::F80) => "builtin.f80",
        TypeKind::Float(F::F128) => "builtin.f128",
        TypeKind::Float(_) => "builtin.float",
        TypeKind::None => "builtin.none",
        TypeKind::Complex(_) => "builtin.complex",
        TypeKind::Tuple(_) => "builtin.tuple",
        TypeKind::Function { .. } => "builtin.function",
        TypeKind::Vector { .. } => "builtin.vector",
        TypeKind::RankedTensor { .. } => "builtin.tensor",
        TypeKind::UnrankedTensor { .. } => "builtin.unranked_tensor",
        TypeKind::MemRef { .. } => "builtin.memref",
        TypeKind::UnrankedMemRef { .. } => "builtin.unranked_memref",
        TypeKind::Opaque { .. } => "builtin.opaque",
    }
}

/// The name upstream gives a builtin attribute kind (`builtin.integer`).
pub fn builtin_attr_name(ctx: &Context, kind: &AttrKind) -> String {
    match kind {
        AttrKind::Integer { .. } | AttrKind::Bool(_) => "builtin.integer".into(),
        AttrKind::Float { .. } => "builtin.float".into(),
        AttrKind::String { .. } => "builtin.string".into(),
        AttrKind::Array(_) => "builtin.array".into(),
        AttrKind::Dictionary(_) => "builtin.dictionary".into(),
        AttrKind::Type(_) => "builtin.type".into(),
        AttrKind::Unit => "builtin.unit".into(),
        AttrKind::SymbolRef { .. } => "builtin.symbol_ref".into(),
        AttrKind::DenseArray { .. } => "builtin.dense_array".into(),
        AttrKind::DenseElements { .. } => "builtin.dense_elements".into(),
        AttrKind::AffineMap(_) => "builtin.affine_map".into(),
        AttrKind::Dialect(d) => format!("{}.{}", ctx.ident_str(d.dialect), d.mnemonic),
        _ => "builtin.unknown".into(),
    }
}

/// The full name of a dynamic type (`!ns.name<...>`, kept opaque).
pub fn dynamic_type_name(ctx: &Context, kind: &TypeKind) -> Option<String> {
    match kind {
        TypeKind::Opaque { dialect, data } => {
            let mnemonic: String = data.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            Some(format!("{}.{mnemonic}", ctx.ident_str(*dialect)))
        }
        _ => None,
    }
}

/// Text of an attribute for messages.
fn show(ctx: &Context, a: Attribute) -> String {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => mlir_ir::printer::type_to_string(ctx, *t),
        _ => mlir_ir::printer::attr_to_string(ctx, a),
    }
}

/// The checker of one definition's constraints, with its variables.
pub struct Checker<'a> {
    ctx: &'a Context,
    constraints: &'a [Constraint],
    bound: Vec<Option<Attribute>>,
}

impl<'a> Checker<'a> {
    /// A checker with no variable bound yet.
    pub fn new(ctx: &'a Context, constraints: &'a [Constraint]) -> Checker<'a> {
        Checker { ctx, constraints, bound: vec![None; constraints.len()] }
    }

    /// Checks `attr` against constraint `i`; the message says why not.
    pub fn check(&mut self, i: usize, attr: Attribute) -> Result<(), String> {
        if let Some(b) = self.bound.get(i).copied().flatten() {
            return if b == attr {
                Ok(())
            } else {
                Err(format!("expected '{}' but got '{}'", show(self.ctx, b), show(self.ctx, attr)))
            };
        }
        self.check_unbound(i, attr)?;
        if let Some(slot) = self.bound.get_mut(i) {
            *slot = Some(attr);
        }
        Ok(())
    }

    fn check_unbound(&mut self, i: usize, attr: Attribute) -> Result<(), String> {
        let ctx = self.ctx;
        let Some(c) = self.constraints.get(i) else { return Ok(()) };
        match c {
            Constraint::Any => Ok(()),
            Constraint::Is(expected) => {
                if *expected == attr {
                    Ok(())
                } else {
                    Err(format!("expected '{}' but got '{}'", show(ctx, *expected), show(ctx, attr)))
                }
            }
            Constraint::Base { name, is_type } => {
                let got = self.base_name(attr, *is_type);
                match got {
                    Some(g) if g == *name => Ok(()),
                    _ if *is_type => Err(format!("expected base type '{name}' but got type '{}'", show(ctx, attr))),
                    _ => Err(format!("expected base attribute '{name}' but got '{}'", show(ctx, attr))),
                }
            }
            Constraint::Parametric { name, is_type, params } => {
                let got = self.base_name(attr, *is_type);
                if got.as_deref() != Some(name.as_str()) {
                    return Err(format!("expected base type '{name}' but got type '{}'", show(ctx, attr)));
                }
                let args = super::load::dynamic_params(ctx, attr).unwrap_or_default();
                if args.len() != params.len() {
                    return Err(format!("'{name}' expects {} parameters but got {}", params.len(), args.len()));
                }
                let params = params.clone();
                for (p, a) in params.iter().zip(args) {
                    self.check(*p, a)?;
                }
                Ok(())
            }
            Constraint::AnyOf(options) => {
                let options = options.clone();
                for o in options {
                    // A failed alternative must not leave variables bound.
                    let saved = self.bound.clone();
                    if self.check(o, attr).is_ok() {
                        return Ok(());
                    }
                    self.bound = saved;
                }
                Err(format!("'{}' does not satisfy the constraint", show(ctx, attr)))
            }
            Constraint::AllOf(all) => {
                let all = all.clone();
                all.iter().try_for_each(|o| self.check(*o, attr))
            }
            Constraint::Region { .. } => Ok(()),
        }
    }

    fn base_name(&self, attr: Attribute, is_type: bool) -> Option<String> {
        let ctx = self.ctx;
        match (ctx.attr_kind(attr), is_type) {
            (AttrKind::Type(t), true) => {
                let kind = ctx.type_kind(*t);
                Some(dynamic_type_name(ctx, kind).unwrap_or_else(|| builtin_type_name(kind).to_string()))
            }
            (AttrKind::Type(_), false) => None,
            (kind, false) => Some(builtin_attr_name(ctx, kind)),
            (_, true) => None,
        }
    }
}
