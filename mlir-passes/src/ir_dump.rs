//! IR dumps around passes (upstream's IR printing instrumentation,
//! `--mlir-print-ir-*` and `PassManager.enable_ir_printing`): when to
//! print, the `// -----// IR Dump ...` text, and the file tree layout of
//! `--mlir-print-ir-tree-dir`.

use crate::pass::Pass;
use mlir_ir::printer::{print_op, print_op_in_scope, PrintFlags};
use mlir_ir::{Ir, OpId};
use std::path::{Path, PathBuf};

/// When to print the IR, and how.
#[derive(Clone, Default)]
pub struct PrintIr {
    /// Before every pass.
    pub before_all: bool,
    /// After every pass (and after a failed one, as `... Failed`).
    pub after_all: bool,
    /// With `after_all`: only after the passes that changed the IR.
    pub after_change: bool,
    /// With `after_all`: only after a pass that failed.
    pub after_failure: bool,
    /// Print the whole top-level op rather than the op the pass ran on.
    pub module_scope: bool,
    /// Write each dump to its own file under this directory, in folders
    /// mirroring the ops' nesting, instead of to the sink.
    pub tree_dir: Option<PathBuf>,
    /// How to print.
    pub flags: PrintFlags,
}

/// Which dump.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// Before the pass.
    Before,
    /// After the pass succeeded.
    After,
    /// After the pass failed.
    AfterFailed,
}

/// One dump: its text and, for tree printing, the file it goes to.
pub struct Dump {
    /// The header line and the IR.
    pub text: String,
    /// Where to write it (tree printing), or `None` for the sink.
    pub path: Option<PathBuf>,
}

/// The dump of `op` (or of `top`, at module scope) around pass `p`.
/// `counters` numbers the files of tree printing per op.
pub fn render(
    ir: &Ir,
    cfg: &PrintIr,
    when: When,
    p: &dyn Pass,
    op: OpId,
    top: OpId,
    counters: &mut hashbrown::HashMap<OpId, u32>,
) -> Dump {
    let flags = &cfg.flags;
    let (ir_text, scope) = if cfg.module_scope {
        let what = match symbol_name(ir, op) {
            Some(s) if op != top => format!(" ('{}' operation: @{s})", op_name(ir, op)),
            _ if op != top => format!(" ('{}' operation)", op_name(ir, op)),
            _ => String::new(),
        };
        (print_op(ir, top, flags), what)
    } else if ir.op_parent_block(op).ok().flatten().is_none() {
        (print_op(ir, op, flags), String::new())
    } else {
        let local = PrintFlags { local_scope: true, ..flags.clone() };
        (print_op_in_scope(ir, op, &local).unwrap_or_default(), String::new())
    };
    // A pass written in Python has no pipeline argument of its own.
    let argument = if p.is_external() { "" } else { p.argument() };
    let (label, failed) = match when {
        When::Before => ("Before", ""),
        When::After => ("After", ""),
        When::AfterFailed => ("After", " Failed"),
    };
    let text = format!("// -----// IR Dump {label} {}{failed} ({argument}){scope} //----- //\n{ir_text}\n\n", p.name());
    let path = cfg.tree_dir.as_ref().map(|dir| tree_path(ir, dir, op, argument, counters));
    Dump { text, path }
}

/// Upstream's tree printer layout: one folder per enclosing op from the
/// top (`builtin_module_no-symbol-name/func_func_f/`), and a file named by
/// the dump counts of those ops and the pass (`0_1_cse.mlir`).
fn tree_path(ir: &Ir, dir: &Path, op: OpId, argument: &str, counters: &mut hashbrown::HashMap<OpId, u32>) -> PathBuf {
    let this = counters.entry(op).or_insert(u32::MAX);
    *this = this.wrapping_add(1);
    let mut chain = vec![op];
    while let Some(parent) = ir.op_parent_op(*chain.last().expect("not empty")).ok().flatten() {
        chain.push(parent);
    }
    chain.reverse();
    let mut path = dir.to_path_buf();
    let mut counts = Vec::with_capacity(chain.len());
    for o in chain {
        let symbol = symbol_name(ir, o).unwrap_or_else(|| "no-symbol-name".to_string());
        path.push(format!("{}_{symbol}", op_name(ir, o).replace('.', "_")));
        counts.push(counters.entry(o).or_insert(0).to_string());
    }
    path.push(format!("{}_{argument}.mlir", counts.join("_")));
    path
}

/// Writes a dump file, creating its folders.
pub fn write_file(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(path, text)
}

fn op_name(ir: &Ir, op: OpId) -> String {
    ir.op_name(op).ok().map(|n| ir.ctx().op_name_str(n).to_string()).unwrap_or_default()
}

fn symbol_name(ir: &Ir, op: OpId) -> Option<String> {
    let id = ir.ctx().ident("sym_name");
    let a = ir.op_inherent_attr(op, id).ok().flatten().or_else(|| ir.op_attr(op, id).ok().flatten())?;
    match ir.ctx().attr_kind(a) {
        mlir_ir::AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}
