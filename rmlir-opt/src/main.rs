//! `rmlir-opt`: reads MLIR, verifies it and prints it back, as `mlir-opt`
//! does (passes join in a later step).

mod options;
mod timing;
mod verify_diagnostics;

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::print_op;
use mlir_ir::{Context, Diagnostic, Ir, SourceMgr};
use options::Options;
use std::io::{Read, Write};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let opts = match Options::parse(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("rmlir-opt: {e}");
            return ExitCode::FAILURE;
        }
    };
    let (name, text) = match read_input(&opts) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let chunks = split_chunks(&text, opts.split_marker.as_deref());
    let mut timing = timing::Timing::new();
    let mut out = String::new();
    let mut ok = true;
    for (i, chunk) in chunks.iter().enumerate() {
        if i > 0 {
            out.push_str("// -----\n");
        }
        ok &= process_chunk(&opts, &name, chunk, &mut out, &mut timing);
    }
    if let Err(e) = timing.time("Output", || write_output(&opts, &out)) {
        eprintln!("{e}");
        return ExitCode::FAILURE;
    }
    if opts.timing {
        eprint!("{}", timing.report());
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn read_input(opts: &Options) -> Result<(String, String), String> {
    match opts.input.as_deref() {
        None | Some("-") => {
            let mut s = String::new();
            std::io::stdin().read_to_string(&mut s).map_err(|e| format!("error reading stdin: {e}"))?;
            Ok(("<stdin>".to_string(), s))
        }
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("Could not open input file '{path}': {e}"))?;
            let text = match String::from_utf8(bytes) {
                Ok(s) => s,
                Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
            };
            Ok((path.to_string(), text))
        }
    }
}

fn write_output(opts: &Options, out: &str) -> Result<(), String> {
    match opts.output.as_deref() {
        None | Some("-") => {
            let mut so = std::io::stdout().lock();
            so.write_all(out.as_bytes()).map_err(|e| format!("error writing output: {e}"))
        }
        Some(path) => std::fs::write(path, out).map_err(|e| format!("error writing '{path}': {e}")),
    }
}

/// Splits the input at lines holding only the marker. Each chunk keeps the
/// original line numbering by being padded with the newlines before it.
fn split_chunks(text: &str, marker: Option<&str>) -> Vec<String> {
    let Some(marker) = marker else { return vec![text.to_string()] };
    let mut chunks = Vec::new();
    let mut cur = String::new();
    let mut line_no = 0usize;
    for line in text.split_inclusive('\n') {
        if line.trim_end() == marker {
            chunks.push(std::mem::take(&mut cur));
            line_no += 1;
            cur.push_str(&"\n".repeat(line_no));
            continue;
        }
        cur.push_str(line);
        line_no += 1;
    }
    chunks.push(cur);
    chunks
}

/// Parses, verifies and prints one buffer; returns whether it succeeded.
fn process_chunk(opts: &Options, name: &str, text: &str, out: &mut String, timing: &mut timing::Timing) -> bool {
    let ctx = Context::new();
    mlir_dialects_registration(&ctx);
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered);
    ctx.enable_multithreading(!opts.disable_threading);
    ctx.set_print_op_on_diagnostic(!opts.verify_diagnostics);
    let mut sm = SourceMgr::new();
    sm.add(name, Arc::from(text));
    let collected: Arc<Mutex<Vec<Diagnostic>>> = Arc::default();
    let sink = collected.clone();
    let handler = ctx.attach_diagnostic_handler(Arc::new(move |d: &Diagnostic| {
        sink.lock().map(|mut v| v.push(d.clone())).is_ok()
    }));
    let mut ir = Ir::new(&ctx);
    let config = ParserConfig { verify_after_parse: opts.verify_after_parse };
    let result = timing.time("Parser", || parse_source(&mut ir, text, name, &config));
    if let Err(d) = &result {
        ctx.emit(d);
    }
    ctx.detach_diagnostic_handler(handler);
    let diags = collected.lock().map(|v| v.clone()).unwrap_or_default();
    if opts.verify_diagnostics {
        return verify_diagnostics::check(&ctx, &sm, name, text, &diags);
    }
    for d in &diags {
        eprint!("{}", sm.render(&ctx, d));
    }
    match result {
        Ok(module) => {
            out.push_str(&timing.time("Output", || print_op(&ir, module, &opts.print)));
            out.push('\n');
            true
        }
        Err(_) => false,
    }
}

/// Loads every dialect linked into this build.
fn mlir_dialects_registration(ctx: &Context) {
    mlir_dialects::register_all(ctx);
}
