//! `rmlir-opt`: reads MLIR, verifies it, runs the selected passes and
//! prints it back, as `mlir-opt` does.
//!
//! The driver is a library so that a downstream builds its own `*-opt`
//! from it: a binary that links this crate and its own dialect crates gets
//! every dialect and pass linked into it (registration is by linking), as
//! upstream's `MlirOptMain` serves `*-opt` tools.

mod options;
mod passes;
mod timing;
mod verify_diagnostics;

use mlir_ir::parser::{parse_source_all, ParserConfig};
use mlir_ir::printer::print_op_to;
use mlir_ir::{Context, Diagnostic, Ir, SourceMgr};
use options::Options;
use std::io::{Read, Write};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

// The system allocator, on purpose: mimalloc (which the Python extension
// uses) parses about 16% faster here but holds about a quarter more memory
// per op, more than upstream's mlir-opt holds for the same module.

/// Runs the driver on the process's command line; the exit status.
pub fn opt_main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    opt_main_with(&args, None)
}

/// Where the driver keeps the IR: a context of its own per input, or the
/// context (and IR) of a host such as the Python bindings, whose dialects
/// and passes defined in Python then take part (`python -m mlir.tools.opt
/// --load-pass-plugin=file.py`). With a host, the passes run with the IR
/// locked one pass at a time, so that passes written in Python reach it
/// in between through the host's own handles.
pub type OptHost = Arc<mlir_ir::owned::OwnedContext>;

/// The IR of a host, locked for one pass at a time.
struct OwnedHost<'a>(&'a OptHost);

impl mlir_passes::IrHost for OwnedHost<'_> {
    fn with_ir(&self, f: &mut dyn FnMut(&mut Ir)) {
        f(&mut self.0.write())
    }
}

/// Runs the driver on `args` (the command line without the program name),
/// in `host`'s context when given; the exit status.
pub fn opt_main_with(args: &[String], host: Option<OptHost>) -> ExitCode {
    let opts = match Options::parse(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("rmlir-opt: {e}");
            return ExitCode::FAILURE;
        }
    };
    if opts.help {
        print!("{}", options::help(&passes::list()));
        return ExitCode::SUCCESS;
    }
    if opts.list_passes {
        print!("{}", passes::list());
        return ExitCode::SUCCESS;
    }
    let pipeline = match passes::pipeline(&opts) {
        Ok(p) => p,
        Err(e) => {
            eprint!("{e}");
            if !e.ends_with('\n') {
                eprintln!();
            }
            return ExitCode::FAILURE;
        }
    };
    if opts.dump_pass_pipeline {
        let shown = pipeline.clone().unwrap_or_else(|| mlir_passes::OpPassManager::new("builtin.module"));
        eprint!("{}", passes::dump(&shown));
    }
    let Input { name, text, bytecode } = match read_input(&opts) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    // One shared copy of the input serves the parser and diagnostics. The
    // `String` moves into the `Arc`: an `Arc<str>` would copy it.
    let text = Arc::new(text);
    let marker = if bytecode.is_some() { None } else { opts.split_marker.as_deref() };
    let chunks = split_chunks(&text, marker);
    let mut timing = timing::Timing::new();
    let mut out = match open_output(&opts) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let mut ok = true;
    let count = chunks.len();
    for (i, chunk) in chunks.into_iter().enumerate() {
        if i > 0 && out.write_all(b"// -----\n").is_err() {
            ok = false;
        }
        let buffer = match chunk {
            std::borrow::Cow::Borrowed(_) => text.clone(),
            std::borrow::Cow::Owned(s) => Arc::new(s),
        };
        let last = i + 1 == count;
        let src = Source { name: &name, text: &buffer, bytecode: bytecode.as_deref() };
        ok &= match &host {
            None => process_chunk(&opts, pipeline.as_ref(), &src, &mut out, &mut timing, last),
            Some(h) => process_chunk_in(h, &opts, pipeline.as_ref(), &src, &mut out),
        };
    }
    if let Err(e) = timing.time("Output", || out.flush()) {
        eprintln!("error writing output: {e}");
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

/// The input: its name and text, or its bytecode (recognized by its magic
/// number, as `mlir-opt` does) with an empty text.
struct Input {
    name: String,
    text: String,
    bytecode: Option<Vec<u8>>,
}

/// One buffer to process: a chunk of the input's text, or its bytecode.
struct Source<'a> {
    name: &'a str,
    text: &'a Arc<String>,
    bytecode: Option<&'a [u8]>,
}

fn read_input(opts: &Options) -> Result<Input, String> {
    let (name, bytes) = match opts.input.as_deref() {
        None | Some("-") => {
            let mut b = Vec::new();
            std::io::stdin().read_to_end(&mut b).map_err(|e| format!("error reading stdin: {e}"))?;
            ("<stdin>".to_string(), b)
        }
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("Could not open input file '{path}': {e}"))?;
            (path.to_string(), bytes)
        }
    };
    if mlir_ir::bytecode::is_bytecode(&bytes) {
        return Ok(Input { name, text: String::new(), bytecode: Some(bytes) });
    }
    let text = match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    Ok(Input { name, text, bytecode: None })
}

/// Parses the input: bytecode when there is some, else the text.
fn parse_input(
    ir: &mut Ir,
    text: &str,
    bytecode: Option<&[u8]>,
    name: &str,
    config: &ParserConfig,
) -> Result<mlir_ir::OpId, Vec<Diagnostic>> {
    match bytecode {
        Some(b) => mlir_ir::bytecode::read_bytecode(ir, b, name, config),
        None => parse_source_all(ir, text, name, config),
    }
}

/// Writes the result: bytecode with `--emit-bytecode`, else text.
fn write_output(ir: &Ir, module: mlir_ir::OpId, opts: &Options, out: &mut dyn Write) -> std::io::Result<()> {
    if opts.emit_bytecode {
        let mut config = mlir_ir::bytecode::WriteConfig::default();
        if let Some(v) = opts.emit_bytecode_version {
            config.version = v;
        }
        let bytes = mlir_ir::bytecode::write_bytecode(ir, module, &config).map_err(std::io::Error::other)?;
        return out.write_all(&bytes);
    }
    print_op_to(ir, module, &opts.print, out)?;
    out.write_all(b"\n")
}

/// The output stream: stdout or the `-o` file, buffered.
fn open_output(opts: &Options) -> Result<Box<dyn Write>, String> {
    match opts.output.as_deref() {
        None | Some("-") => Ok(Box::new(std::io::BufWriter::new(std::io::stdout().lock()))),
        Some(path) => {
            let f = std::fs::File::create(path).map_err(|e| format!("error writing '{path}': {e}"))?;
            Ok(Box::new(std::io::BufWriter::new(f)))
        }
    }
}

/// Splits the input at lines holding only the marker. Each chunk keeps the
/// original line numbering by being padded with the newlines before it.
fn split_chunks<'t>(text: &'t str, marker: Option<&str>) -> Vec<std::borrow::Cow<'t, str>> {
    let Some(marker) = marker else { return vec![std::borrow::Cow::Borrowed(text)] };
    let mut chunks = Vec::new();
    let mut cur = String::new();
    let mut line_no = 0usize;
    for line in text.split_inclusive('\n') {
        if line.trim_end() == marker {
            chunks.push(std::borrow::Cow::Owned(std::mem::take(&mut cur)));
            line_no += 1;
            cur.push_str(&"\n".repeat(line_no));
            continue;
        }
        cur.push_str(line);
        line_no += 1;
    }
    chunks.push(std::borrow::Cow::Owned(cur));
    chunks
}

/// Parses, verifies and prints one buffer; returns whether it succeeded.
fn process_chunk(
    opts: &Options,
    pipeline: Option<&mlir_passes::OpPassManager>,
    src: &Source<'_>,
    out: &mut dyn Write,
    timing: &mut timing::Timing,
    last: bool,
) -> bool {
    let (name, text) = (src.name, src.text);
    let ctx = Context::new();
    mlir_dialects_registration(&ctx);
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered);
    ctx.enable_multithreading(!opts.disable_threading);
    ctx.set_print_op_on_diagnostic(!opts.verify_diagnostics);
    let mut sm = SourceMgr::new();
    sm.add(name, text.clone());
    let collected: Arc<Mutex<Vec<Diagnostic>>> = Arc::default();
    let sink = collected.clone();
    let handler = ctx
        .attach_diagnostic_handler(Arc::new(move |d: &Diagnostic| sink.lock().map(|mut v| v.push(d.clone())).is_ok()));
    let mut ir = Ir::new(&ctx);
    let mut config = ParserConfig { verify_after_parse: opts.verify_after_parse, ..Default::default() };
    // A testing knob: `RMLIR_PARALLEL_MIN_BYTES=0` sends even small inputs
    // through the parallel parse, so the test suite can check that path
    // gives the sequential parse's output and diagnostics everywhere.
    if let Some(n) = std::env::var("RMLIR_PARALLEL_MIN_BYTES").ok().and_then(|v| v.parse().ok()) {
        config.parallel_min_bytes = n;
    }
    let result = timing.time("Parser", || parse_input(&mut ir, text, src.bytecode, name, &config));
    if let Err(diags) = &result {
        for d in diags {
            ctx.emit(d);
        }
    }
    let result = match (result, pipeline) {
        (Ok(module), Some(pm)) => {
            let mut pm = mlir_passes::PassManager::with_pipeline(pm.clone());
            pm.print_ir = opts.print_ir.clone();
            pm.print_ir.flags = opts.print.clone();
            if opts.statistics {
                pm.statistics = Some(opts.statistics_display.unwrap_or(mlir_passes::StatisticsDisplay::Pipeline));
            }
            match timing.time("Passes", || pm.run(&mut ir, module)) {
                Ok(()) => Ok(module),
                Err(e) => {
                    for d in e.diagnostics() {
                        ctx.emit(d);
                    }
                    if e.diagnostics().is_empty() {
                        let loc = ir.op_loc(module).unwrap_or_else(|_| ctx.get_loc(mlir_ir::LocKind::Unknown));
                        ctx.emit(&Diagnostic::error(loc, e.to_string()));
                    }
                    Err(())
                }
            }
        }
        (Ok(module), None) => Ok(module),
        (Err(_), _) => Err(()),
    };
    ctx.detach_diagnostic_handler(handler);
    let diags = collected.lock().map(|v| v.clone()).unwrap_or_default();
    if opts.verify_diagnostics {
        return verify_diagnostics::check(&ctx, &sm, name, text, &diags);
    }
    for d in &diags {
        eprint!("{}", sm.render(&ctx, d));
    }
    let result = match result {
        Ok(module) => {
            let written = timing.time("Output", || write_output(&ir, module, opts, out));
            match written {
                Ok(()) => true,
                Err(e) => {
                    eprintln!("error writing output: {e}");
                    false
                }
            }
        }
        Err(_) => false,
    };
    if last {
        // The process exits right after the last chunk: freeing every op,
        // type and attribute one by one would only delay that (clang's
        // -disable-free does the same). Peak memory is unchanged.
        std::mem::forget(ir);
        std::mem::forget(ctx);
    }
    result
}

/// [`process_chunk`] in a host's context: the module is parsed into the
/// host's IR, the passes lock it one at a time, and it is erased after
/// printing. Diagnostics go to stderr as they come (the host may have
/// handlers of its own).
fn process_chunk_in(
    host: &OptHost,
    opts: &Options,
    pipeline: Option<&mlir_passes::OpPassManager>,
    src: &Source<'_>,
    out: &mut dyn Write,
) -> bool {
    let (name, text) = (src.name, src.text);
    let ctx = host.ctx().clone();
    mlir_dialects_registration(&ctx);
    ctx.set_allow_unregistered_dialects(opts.allow_unregistered);
    let mut sm = SourceMgr::new();
    sm.add(name, text.clone());
    let report = |d: &Diagnostic| eprint!("{}", sm.render(&ctx, d));
    let config = ParserConfig { verify_after_parse: opts.verify_after_parse, ..Default::default() };
    let parsed = parse_input(&mut host.write(), text, src.bytecode, name, &config);
    let module = match parsed {
        Ok(m) => m,
        Err(diags) => {
            diags.iter().for_each(report);
            return false;
        }
    };
    let mut ok = true;
    if let Some(pm) = pipeline {
        let mut pm = mlir_passes::PassManager::with_pipeline(pm.clone());
        pm.print_ir = opts.print_ir.clone();
        pm.print_ir.flags = opts.print.clone();
        if let Err(e) = pm.run_on(&OwnedHost(host), module) {
            e.diagnostics().iter().for_each(report);
            if e.diagnostics().is_empty() {
                let loc = ctx.get_loc(mlir_ir::LocKind::Unknown);
                report(&Diagnostic::error(loc, e.to_string()));
            }
            ok = false;
        }
    }
    let mut ir = host.write();
    if ok {
        let written = write_output(&ir, module, opts, out);
        if let Err(e) = written {
            eprintln!("error writing output: {e}");
            ok = false;
        }
    }
    if ir.op_is_live(module) {
        let _ = ir.erase_op(module);
    }
    ok
}

/// Loads every dialect linked into this build.
fn mlir_dialects_registration(ctx: &Context) {
    mlir_init::register_and_load_all(ctx);
}
