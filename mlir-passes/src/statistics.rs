//! The `Pass statistics report` (`--mlir-pass-statistics`): every pass's
//! counters, as a nested pipeline or as one merged list, worded and aligned
//! as upstream prints them.

use crate::pass::{Pass, Statistic, Statistics};
use crate::pipeline::{Element, OpPassManager};

/// How the report is laid out (upstream's `PassDisplayMode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// One entry per pass name, counts summed over the whole pipeline.
    List,
    /// The pipeline's structure, nested pipelines indented.
    Pipeline,
}

/// The whole report for `pm`'s top-level elements.
pub fn report(pm: &OpPassManager, mode: StatisticsDisplay) -> String {
    let rule = format!("==={}===\n", "-".repeat(73));
    let title = "... Pass statistics report ...";
    let mut out = format!("{rule}{}{title}\n{rule}", " ".repeat((80 - title.len()) / 2));
    match mode {
        StatisticsDisplay::Pipeline => pipeline(&mut out, &pm.elements, 0),
        StatisticsDisplay::List => list(&mut out, pm),
    }
    out.push('\n');
    out
}

fn pipeline(out: &mut String, elements: &[Element], indent: usize) {
    for e in elements {
        match e {
            Element::Nested(npm) => {
                out.push_str(&format!("{}'{}' Pipeline\n", " ".repeat(indent), npm.anchor));
                pipeline(out, &npm.elements, indent + 2);
            }
            Element::Pass(p) => entry(out, indent, p.name(), p.statistics().map(|s| s.0.clone()).unwrap_or_default()),
        }
    }
}

fn list(out: &mut String, pm: &OpPassManager) {
    let mut merged: Vec<(String, Statistics)> = Vec::new();
    fn collect(elements: &[Element], merged: &mut Vec<(String, Statistics)>) {
        for e in elements {
            match e {
                Element::Nested(npm) => collect(&npm.elements, merged),
                Element::Pass(p) => {
                    let Some(stats) = p.statistics().filter(|s| !s.0.is_empty()) else { continue };
                    match merged.iter_mut().find(|(n, _)| n == p.name()) {
                        Some((_, m)) => m.merge(stats),
                        None => merged.push((p.name().to_string(), stats.clone())),
                    }
                }
            }
        }
    }
    collect(&pm.elements, &mut merged);
    merged.sort_by(|a, b| a.0.cmp(&b.0));
    for (name, stats) in merged {
        entry(out, 2, &name, stats.0);
    }
}

/// A pass's line and its counters sorted by name, values right-aligned and
/// names left-aligned to the widest.
fn entry(out: &mut String, indent: usize, pass: &str, mut stats: Vec<Statistic>) {
    out.push_str(&format!("{}{pass}\n", " ".repeat(indent)));
    stats.sort_by(|a, b| a.name.cmp(b.name));
    let name_w = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let value_w = stats.iter().map(|s| s.value.to_string().len()).max().unwrap_or(0);
    for s in stats {
        out.push_str(&format!(
            "{}(S) {:>value_w$} {:<name_w$} - {}\n",
            " ".repeat(indent + 2),
            s.value,
            s.name,
            s.description
        ));
    }
}

/// Adds the counts of `from` (a copy of `into` that ran elsewhere) into
/// `into`, pass by pass.
pub(crate) fn merge_pipeline(into: &mut OpPassManager, from: &OpPassManager) {
    for (a, b) in into.elements.iter_mut().zip(&from.elements) {
        match (a, b) {
            (Element::Pass(a), Element::Pass(b)) => merge_pass(a.as_mut(), b.as_ref()),
            (Element::Nested(a), Element::Nested(b)) => merge_pipeline(a, b),
            _ => {}
        }
    }
}

fn merge_pass(into: &mut dyn Pass, from: &dyn Pass) {
    if let (Some(a), Some(b)) = (into.statistics_mut(), from.statistics()) {
        a.merge(b);
    }
}
