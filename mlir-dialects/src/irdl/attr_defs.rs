//! The attributes an `irdl.dialect` defines (`irdl.attribute @range`):
//! `#ns.range<0 : i64, 8 : i64>` is parsed into a dialect attribute whose
//! parameters must satisfy the definition's constraints, and printed back
//! in that spelling.

use super::load::TypeDef;
use super::param_hooks::{check_params, read_params};
use mlir_ir::dialect::DialectAttrHooks;
use mlir_ir::{AttrKind, AttrParam, Attribute, Context, DialectAttr};

/// Parsing and printing of a dynamic dialect's attributes.
pub(crate) struct DynamicAttrs {
    /// The namespace.
    pub ns: String,
    /// The attribute definitions.
    pub attrs: Vec<TypeDef>,
}

impl DialectAttrHooks for DynamicAttrs {
    fn parse_attribute(&self, ctx: &Context, body: &str) -> Result<Attribute, String> {
        let body = body.trim();
        let mnemonic: String = body.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        let Some(def) = self.attrs.iter().find(|a| a.name == mnemonic) else {
            return Err(format!("unknown attribute `{mnemonic}` in dialect `{}`", self.ns));
        };
        let params = read_params(ctx, def, body).map_err(|(_, m)| m)?;
        check_params(ctx, &self.ns, def, &params)?;
        Ok(ctx.get_attr(AttrKind::Dialect(DialectAttr {
            dialect: ctx.ident(&self.ns),
            mnemonic: mnemonic.into(),
            params: params.into_iter().map(AttrParam::Attr).collect(),
        })))
    }

    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }

    fn print_attribute(&self, ctx: &Context, attr: &DialectAttr, out: &mut String) {
        out.push_str(&attr.mnemonic);
        let format = self.attrs.iter().find(|a| *a.name == *attr.mnemonic).and_then(|a| a.hooks.get()?.format.as_ref());
        if let Some(f) = format {
            let params: Vec<Attribute> = attr
                .params
                .iter()
                .filter_map(|p| match p {
                    AttrParam::Attr(a) => Some(*a),
                    AttrParam::Type(t) => Some(ctx.type_attr(*t)),
                    _ => None,
                })
                .collect();
            out.push_str(&f.print(ctx, &params));
            return;
        }
        if attr.params.is_empty() {
            return;
        }
        let shown: Vec<String> = attr
            .params
            .iter()
            .map(|p| match p {
                AttrParam::Attr(a) => match ctx.attr_kind(*a) {
                    AttrKind::Type(t) => mlir_ir::printer::type_to_string(ctx, *t),
                    _ => mlir_ir::printer::attr_to_string(ctx, *a),
                },
                AttrParam::Type(t) => mlir_ir::printer::type_to_string(ctx, *t),
                AttrParam::Int(i) => i.to_string(),
                AttrParam::Str(s) => s.to_string(),
            })
            .collect();
        out.push('<');
        out.push_str(&shown.join(", "));
        out.push('>');
    }
}
