//! The pass pipeline the command line selects: `--pass-pipeline=...` or
//! pass flags (`--cse --canonicalize`), which nest in `builtin.module` as
//! mlir-opt's do; `--list-passes` and `--dump-pass-pipeline`.

use crate::options::Options;
use mlir_passes::pipeline::split_options;
use mlir_passes::{lookup_pass, registered_passes, OpPassManager};

/// The pipeline to run, or `None` when no pass was asked for; an error is
/// the text to print.
pub fn pipeline(opts: &Options) -> Result<Option<OpPassManager>, String> {
    if let Some(text) = &opts.passes.pipeline {
        if !opts.passes.flags.is_empty() {
            return Err("'--pass-pipeline' option can't be used with individual pass options".into());
        }
        // mlir-opt reports pipeline errors as unlocated diagnostics.
        return OpPassManager::parse(text).map(Some).map_err(|e| {
            let r = e.render(text);
            if e.offset.is_some() {
                format!("<unknown>:0: error: {r}")
            } else {
                r
            }
        });
    }
    if opts.passes.flags.is_empty() {
        return Ok(None);
    }
    let mut pm = OpPassManager::new("builtin.module");
    for (name, options) in &opts.passes.flags {
        let reg = lookup_pass(name).ok_or_else(|| format!("unknown pass '{name}'"))?;
        let pass = (reg.create)(&split_options(options)).map_err(|e| format!("{name}: {e}"))?;
        pm.add_pass(pass);
    }
    Ok(Some(pm))
}

/// The `--list-passes` text.
pub fn list() -> String {
    let mut out = String::from("Passes:\n");
    for p in registered_passes() {
        out.push_str(&format!("  --{:<48}-   {}\n", p.argument, p.description));
    }
    out
}

/// The `--dump-pass-pipeline` text.
pub fn dump(pm: &OpPassManager) -> String {
    format!("Pass Manager with {} passes:\n{}\n", pm.len(), pm.to_pretty_text(0))
}
