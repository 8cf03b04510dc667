//! What a definer adds to the types and attributes an `irdl.dialect`
//! defines once the dialect is loaded (a Python class's `verify` and
//! `assembly_format`): [`ParamHooks`], attached by
//! [`attach_param_hooks`], and the one check of a definition's parameters
//! ([`check_params`]) that parsing and building share.

use super::constraints::Checker;
use super::load::{DynamicTypes, TypeDef};
use super::param_format::ParamFormat;
use mlir_ir::{AttrKind, AttrParam, Attribute, Context, DialectAttr, Type};
use std::sync::Arc;

/// A verifier of a definition's parameters: `Err(message)` rejects them.
pub type ParamVerifier = Arc<dyn Fn(&Context, &[Attribute]) -> Result<(), String> + Send + Sync>;

/// The hooks of one type or attribute definition.
#[derive(Clone, Default)]
pub struct ParamHooks {
    /// The assembly format of the parameters.
    pub format: Option<ParamFormat>,
    /// The verifier, run after the IRDL constraints.
    pub verify: Option<ParamVerifier>,
}

impl std::fmt::Debug for ParamHooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ParamHooks").field("format", &self.format).field("verify", &self.verify.is_some()).finish()
    }
}

/// Checks `params` against definition `def` of `ns`: their number, the
/// IRDL constraints, then the attached verifier.
pub(crate) fn check_params(ctx: &Context, ns: &str, def: &TypeDef, params: &[Attribute]) -> Result<(), String> {
    if params.len() != def.params.len() {
        return Err(format!("'{ns}.{}' expects {} parameters but got {}", def.name, def.params.len(), params.len()));
    }
    let mut checker = Checker::new(ctx, &def.constraints);
    for (c, p) in def.params.iter().zip(params) {
        checker.check(*c, *p)?;
    }
    match def.hooks.get().and_then(|h| h.verify.clone()) {
        Some(verify) => verify(ctx, params),
        None => Ok(()),
    }
}

/// Runs `f` on the type (or attribute) definitions of dialect `ns` of
/// `ctx`, reached by downcasting the hooks it was loaded with; an error
/// when it is not a dialect loaded from IRDL.
fn with_defs<R>(ctx: &Context, ns: &str, is_type: bool, f: impl FnOnce(&[TypeDef]) -> R) -> Result<R, String> {
    let d = ctx.dialect(ns).ok_or_else(|| format!("dialect '{ns}' is not loaded"))?;
    let not_irdl = || format!("dialect '{ns}' was not defined at run time");
    if is_type {
        let h = d.type_hooks.clone().ok_or_else(not_irdl)?;
        let t = h.as_any().and_then(|a| a.downcast_ref::<DynamicTypes>()).ok_or_else(not_irdl)?;
        return Ok(f(&t.types));
    }
    let h = d.attr_hooks.clone().ok_or_else(not_irdl)?;
    let a = h.as_any().and_then(|a| a.downcast_ref::<super::attr_defs::DynamicAttrs>()).ok_or_else(not_irdl)?;
    Ok(f(&a.attrs))
}

/// Splits `ns.name`.
fn split(full: &str) -> Result<(&str, &str), String> {
    full.split_once('.').ok_or_else(|| format!("'{full}' is not a qualified name (dialect.name)"))
}

/// Gives type (or attribute) `full` (`ns.name`) of `ctx` its hooks; a
/// format is checked against the parameters' names. Done once per
/// definition.
pub fn attach_param_hooks(
    ctx: &Context,
    full: &str,
    is_type: bool,
    format: Option<&str>,
    verify: Option<ParamVerifier>,
) -> Result<(), String> {
    let (ns, name) = split(full)?;
    let kind = if is_type { "type" } else { "attribute" };
    with_defs(ctx, ns, is_type, |defs| {
        let def = defs.iter().find(|d| d.name == name).ok_or_else(|| format!("no {kind} '{full}' is defined"))?;
        let format = match format {
            Some(text) => Some(
                ParamFormat::new(text, &def.param_names)
                    .map_err(|e| format!("bad assembly format of {kind} '{full}': {e}"))?,
            ),
            None => None,
        };
        def.hooks.set(ParamHooks { format, verify }).map_err(|_| format!("the {kind} '{full}' already has its hooks"))
    })?
}

/// Builds type (`is_type`) or attribute `full` of `ctx` from its
/// parameters (types as type attributes), checked as parsing checks them.
pub fn build_dynamic(ctx: &Context, full: &str, is_type: bool, params: &[Attribute]) -> Result<Attribute, String> {
    let (ns, name) = split(full)?;
    let kind = if is_type { "type" } else { "attribute" };
    with_defs(ctx, ns, is_type, |defs| {
        let def = defs.iter().find(|d| d.name == name).ok_or_else(|| format!("no {kind} '{full}' is defined"))?;
        check_params(ctx, ns, def, params)?;
        if is_type {
            return Ok(ctx.type_attr(canonical_type(ctx, ns, def, params)));
        }
        Ok(ctx.get_attr(AttrKind::Dialect(DialectAttr {
            dialect: ctx.ident(ns),
            mnemonic: name.into(),
            params: params.iter().copied().map(AttrParam::Attr).collect(),
        })))
    })?
}

/// The type `!ns.name...` of definition `def` with `params`, spelled in
/// the definition's format (or the generic `<a, b>`).
pub(crate) fn canonical_type(ctx: &Context, ns: &str, def: &TypeDef, params: &[Attribute]) -> Type {
    match def.hooks.get().and_then(|h| h.format.as_ref()) {
        Some(f) => ctx.opaque_type(ctx.ident(ns), &format!("{}{}", def.name, f.print(ctx, params))),
        None => super::load::dynamic_type(ctx, ns, &def.name, params),
    }
}

/// The parameters of `body` (`name<...>`, the text after `!ns.`) read by
/// definition `def`'s format or the generic syntax; errors carry their
/// offset in `body`.
pub(crate) fn read_params(ctx: &Context, def: &TypeDef, body: &str) -> Result<Vec<Attribute>, (usize, String)> {
    match def.hooks.get().and_then(|h| h.format.as_ref()) {
        Some(f) => {
            let at = body.len() - body.trim_start().len() + def.name.len();
            f.parse(ctx, &body[at.min(body.len())..]).map_err(|(o, m)| (at + o, m))
        }
        None => super::load::parse_params(ctx, body.trim()),
    }
}

/// The parameters of a type of a dialect loaded from IRDL whose opaque
/// text is `data`, read by the definition's format.
pub(crate) fn type_params(ctx: &Context, ns: &str, data: &str) -> Option<Vec<Attribute>> {
    let mnemonic: String = data.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
    with_defs(ctx, ns, true, |defs| {
        defs.iter().find(|d| d.name == mnemonic).and_then(|d| read_params(ctx, d, data).ok())
    })
    .ok()
    .flatten()
}
