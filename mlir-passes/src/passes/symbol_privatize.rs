//! `symbol-privatize`: makes every symbol directly in the symbol table
//! private (public and nested ones alike), except those named in `exclude`
//! (upstream's `SymbolPrivatize`).

use crate::pass::{OptionValue, Pass, PassResult};
use crate::registry::{unknown_option, PassRegistration};
use mlir_ir::ir::{Ir, OpId};
use mlir_ir::symbols::{child_ops, set_symbol_attr, symbol_name};

/// The `symbol-privatize` pass.
#[derive(Default, Clone)]
pub struct SymbolPrivatize {
    /// Symbols left public.
    pub exclude: Vec<String>,
}

impl Pass for SymbolPrivatize {
    fn argument(&self) -> &str {
        "symbol-privatize"
    }

    fn name(&self) -> &str {
        "SymbolPrivatize"
    }

    fn options(&self) -> Option<Vec<(&'static str, OptionValue)>> {
        Some(vec![("exclude", OptionValue::List(self.exclude.clone()))])
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        for child in child_ops(ir, op).unwrap_or_default() {
            let Some(name) = symbol_name(ir, child) else { continue };
            if self.exclude.contains(&name) {
                continue;
            }
            let _ = set_symbol_attr(ir, child, "sym_visibility", Some("private"));
        }
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn create(options: &[(String, String)]) -> Result<Box<dyn Pass>, String> {
    let mut p = SymbolPrivatize::default();
    for (k, v) in options {
        match k.as_str() {
            "exclude" => p.exclude = v.split(',').filter(|s| !s.is_empty()).map(String::from).collect(),
            _ => return Err(unknown_option("symbol-privatize", k)),
        }
    }
    Ok(Box::new(p))
}

inventory::submit! {
    PassRegistration { argument: "symbol-privatize", description: "Mark symbols private", create }
}
