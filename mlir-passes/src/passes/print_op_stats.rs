//! `print-op-stats`: counts the ops of each name under the op it runs on
//! and prints the table upstream's `PrintOpStats` prints (or JSON).

use crate::pass::{parse_bool, OptionValue, Pass, PassResult};
use crate::registry::{unknown_option, PassRegistration};
use mlir_ir::ir::{Ir, OpId, WalkOrder, WalkResult};
use std::collections::BTreeMap;

/// The `print-op-stats` pass.
#[derive(Default, Clone)]
pub struct PrintOpStats {
    /// Print JSON instead of the table.
    pub json: bool,
}

impl PrintOpStats {
    /// The report for the counts `stats`.
    pub fn report(&self, stats: &BTreeMap<String, usize>) -> String {
        if self.json {
            let body: Vec<String> = stats.iter().map(|(k, v)| format!("\n  \"{k}\" : {v}")).collect();
            return format!("{{{}\n}}\n", body.join(","));
        }
        let width = stats.keys().map(|k| k.split_once('.').map_or(k.len(), |(_, m)| m.len())).max().unwrap_or(0);
        let mut out = String::from("Operations encountered:\n-----------------------\n");
        for (name, count) in stats {
            let (dialect, op) = name.split_once('.').unwrap_or(("", name));
            out.push_str(&format!("{dialect:>w$}.{op:<width$} , {count}\n", w = 0, width = width).replacen(
                &format!("{dialect}."),
                &format!("  {dialect}."),
                1,
            ));
        }
        out
    }
}

impl Pass for PrintOpStats {
    fn argument(&self) -> &str {
        "print-op-stats"
    }

    fn name(&self) -> &str {
        "PrintOpStats"
    }

    fn options(&self) -> Option<Vec<(&'static str, OptionValue)>> {
        Some(vec![("json", OptionValue::Scalar(self.json.to_string()))])
    }

    fn run(&mut self, ir: &mut Ir, op: OpId) -> PassResult {
        let mut stats: BTreeMap<String, usize> = BTreeMap::new();
        ir.walk(op, WalkOrder::PreOrder, &mut |ir, o| {
            if let Ok(n) = ir.op_name(o) {
                *stats.entry(ir.ctx().op_name_str(n).to_string()).or_default() += 1;
            }
            WalkResult::Advance
        });
        eprint!("{}", self.report(&stats));
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn create(options: &[(String, String)]) -> Result<Box<dyn Pass>, String> {
    let mut p = PrintOpStats::default();
    for (k, v) in options {
        match k.as_str() {
            "json" => p.json = parse_bool(k, v)?,
            _ => return Err(unknown_option("print-op-stats", k)),
        }
    }
    Ok(Box::new(p))
}

inventory::submit! {
    PassRegistration { argument: "print-op-stats", description: "Print statistics of operations", create }
}
