//! Command-line options, spelled as `mlir-opt` spells them.

use mlir_ir::printer::PrintFlags;

/// Everything the command line selects.
#[derive(Default)]
pub struct Options {
    /// Input file (`-` or absent: stdin).
    pub input: Option<String>,
    /// Output file (`-` or absent: stdout).
    pub output: Option<String>,
    /// `--split-input-file[=marker]`.
    pub split_marker: Option<String>,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--mlir-disable-threading`.
    pub disable_threading: bool,
    /// `--verify-each=false` / `--no-verify`... (parse-time verification).
    pub verify_after_parse: bool,
    /// `--mlir-timing`.
    pub timing: bool,
    /// Printer flags.
    pub print: PrintFlags,
    /// The passes to run: `--pass-pipeline=...` text, and pass flags
    /// (`--cse`, `--canonicalize=max-iterations=3`) as `(name, options)`
    /// in command-line order.
    pub passes: PassSelection,
    /// `--dump-pass-pipeline`.
    pub dump_pass_pipeline: bool,
    /// `--list-passes`.
    pub list_passes: bool,
    /// `--help`.
    pub help: bool,
    /// `--emit-bytecode`: write the result as bytecode instead of text.
    pub emit_bytecode: bool,
    /// `--emit-bytecode-version=N`: the bytecode version to write.
    pub emit_bytecode_version: Option<u64>,
    /// `--mlir-pass-statistics` (with `--mlir-pass-statistics-display`).
    pub statistics: bool,
    /// `--mlir-pass-statistics-display=list|pipeline`.
    pub statistics_display: Option<mlir_passes::StatisticsDisplay>,
    /// `--mlir-print-ir-before-all`, `--mlir-print-ir-after-all`,
    /// `--mlir-print-ir-after-failure`, `--mlir-print-ir-module-scope`.
    pub print_ir: mlir_passes::PrintIr,
}

/// The general options `--help` lists, each `(spelling, description)`;
/// every pass is an option too (listed after these).
const HELP_OPTIONS: &[(&str, &str)] = &[
    ("-o <filename>", "Output filename (default: stdout)"),
    ("--allow-unregistered-dialect", "Allow operations of dialects that are not registered"),
    ("--dump-pass-pipeline", "Print the pipeline that will be run to stderr"),
    ("--emit-bytecode", "Emit bytecode when generating output"),
    ("--emit-bytecode-version=<n>", "Use specified bytecode when generating output"),
    ("--help", "Display these options"),
    ("--list-passes", "Print the registered passes and exit"),
    ("--mlir-disable-threading", "Run parsing, printing and passes on one thread"),
    ("--mlir-elide-elementsattrs-if-larger=<n>", "Elide elements attributes with more than n elements"),
    ("--mlir-elide-resource-strings-if-larger=<n>", "Elide resource strings longer than n bytes"),
    ("--mlir-pass-statistics", "Display the statistics of each pass"),
    ("--mlir-pass-statistics-display=<list|pipeline>", "How pass statistics are shown"),
    ("--mlir-pretty-debuginfo", "Print locations in a readable form (with --mlir-print-debuginfo)"),
    ("--mlir-print-assume-verified", "Print without verifying first"),
    ("--mlir-print-debuginfo", "Print locations"),
    ("--mlir-print-elementsattrs-with-hex-if-larger=<n>", "Print elements attributes of more than n elements as hex"),
    ("--mlir-print-ir-after-all", "Print the IR after each pass"),
    ("--mlir-print-ir-after-change", "Print the IR after a pass only when the pass changed it"),
    ("--mlir-print-ir-after-failure", "Print the IR after a pass fails"),
    ("--mlir-print-ir-before-all", "Print the IR before each pass"),
    ("--mlir-print-ir-module-scope", "Print the whole module when printing the IR around passes"),
    ("--mlir-print-ir-tree-dir=<dir>", "Write the IR printed around passes into files under dir"),
    ("--mlir-print-local-scope", "Print types and attributes in full, without aliases"),
    ("--mlir-print-op-generic", "Print operations in the generic form"),
    ("--mlir-timing", "Display execution times"),
    ("--mlir-use-nameloc-as-prefix", "Name SSA values after their name locations"),
    ("--pass-pipeline=<pipeline>", "The pass pipeline to run, in textual form"),
    ("--split-input-file[=<marker>]", "Split the input at each marker line and process each chunk alone"),
    ("--verify-diagnostics", "Check that emitted diagnostics match expected-* comments in the input"),
    ("--verify-each=<bool>", "Verify the IR after parsing and after each pass (default: true)"),
];

/// The `--help` text: usage, the general options, then the passes.
pub fn help(passes: &str) -> String {
    let mut out = String::from(
        "OVERVIEW: rmlir modular optimizer driver\n\nUSAGE: rmlir-opt [options] <input file>\n\nOPTIONS:\n",
    );
    for (spelling, what) in HELP_OPTIONS {
        out.push_str(&format!("  {spelling:<50} - {what}\n"));
    }
    out.push('\n');
    out.push_str(passes);
    out
}

/// The passes selected on the command line.
#[derive(Debug, Default)]
pub struct PassSelection {
    /// `--pass-pipeline=...`.
    pub pipeline: Option<String>,
    /// Pass flags, each `(argument, options text)`.
    pub flags: Vec<(String, String)>,
}

/// What went wrong on the command line.
#[derive(Debug, thiserror::Error)]
pub enum OptionError {
    /// A flag the tool does not know.
    #[error("Unknown command line argument '{0}'.  Try: 'rmlir-opt --help'")]
    Unknown(String),
    /// A flag missing its value.
    #[error("option '{0}' requires a value")]
    MissingValue(String),
    /// A value that does not parse.
    #[error("invalid value '{1}' for option '{0}'")]
    BadValue(String, String),
    /// More than one input file.
    #[error("too many positional arguments: '{0}'")]
    TooManyInputs(String),
}

fn bool_value(flag: &str, v: Option<&str>) -> Result<bool, OptionError> {
    match v {
        None | Some("true") | Some("1") => Ok(true),
        Some("false") | Some("0") => Ok(false),
        Some(other) => Err(OptionError::BadValue(flag.into(), other.into())),
    }
}

impl Options {
    /// Parses `args` (without the program name).
    pub fn parse(args: &[String]) -> Result<Options, OptionError> {
        let mut o = Options { verify_after_parse: true, ..Default::default() };
        let mut i = 0;
        while i < args.len() {
            let arg = &args[i];
            i += 1;
            if !arg.starts_with('-') || arg == "-" {
                if o.input.is_some() {
                    return Err(OptionError::TooManyInputs(arg.clone()));
                }
                o.input = Some(arg.clone());
                continue;
            }
            let trimmed = arg.trim_start_matches('-');
            let (name, value) = match trimmed.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (trimmed, None),
            };
            match name {
                "o" => {
                    let v = match value {
                        Some(v) => v.to_string(),
                        None => {
                            let v = args.get(i).ok_or_else(|| OptionError::MissingValue("o".into()))?;
                            i += 1;
                            v.clone()
                        }
                    };
                    o.output = Some(v);
                }
                "split-input-file" => o.split_marker = Some(value.unwrap_or("// -----").to_string()),
                "verify-diagnostics" => o.verify_diagnostics = bool_value(name, value)?,
                "allow-unregistered-dialect" => o.allow_unregistered = bool_value(name, value)?,
                "mlir-disable-threading" => o.disable_threading = bool_value(name, value)?,
                "mlir-print-op-generic" => o.print.generic = bool_value(name, value)?,
                "mlir-print-debuginfo" => o.print.debug_info = bool_value(name, value)?,
                "mlir-pretty-debuginfo" => o.print.pretty_debug_info = bool_value(name, value)?,
                "mlir-print-local-scope" => o.print.local_scope = bool_value(name, value)?,
                "mlir-print-assume-verified" => o.print.assume_verified = bool_value(name, value)?,
                "mlir-use-nameloc-as-prefix" => o.print.name_loc_prefix = bool_value(name, value)?,
                "mlir-elide-elementsattrs-if-larger" => {
                    let v = value.ok_or_else(|| OptionError::MissingValue(name.into()))?;
                    let n = v.parse().map_err(|_| OptionError::BadValue(name.into(), v.into()))?;
                    o.print.elide_elements_above = Some(n);
                }
                "mlir-print-elementsattrs-with-hex-if-larger" => {
                    let v = value.ok_or_else(|| OptionError::MissingValue(name.into()))?;
                    let n = v.parse().map_err(|_| OptionError::BadValue(name.into(), v.into()))?;
                    o.print.hex_elements_above = Some(n);
                }
                "mlir-elide-resource-strings-if-larger" => {
                    let v = value.ok_or_else(|| OptionError::MissingValue(name.into()))?;
                    let n = v.parse().map_err(|_| OptionError::BadValue(name.into(), v.into()))?;
                    o.print.elide_resources_above = Some(n);
                }
                "mlir-timing" => o.timing = bool_value(name, value)?,
                "mlir-pass-statistics" => o.statistics = bool_value(name, value)?,
                "mlir-pass-statistics-display" => {
                    let v = value.ok_or_else(|| OptionError::MissingValue(name.into()))?;
                    o.statistics_display = Some(match v {
                        "list" => mlir_passes::StatisticsDisplay::List,
                        "pipeline" => mlir_passes::StatisticsDisplay::Pipeline,
                        _ => return Err(OptionError::BadValue(name.into(), v.into())),
                    });
                }
                "verify-each" => o.verify_after_parse = bool_value(name, value)?,
                "pass-pipeline" => {
                    let v = value.ok_or_else(|| OptionError::MissingValue(name.into()))?;
                    o.passes.pipeline = Some(v.to_string());
                }
                "dump-pass-pipeline" => o.dump_pass_pipeline = bool_value(name, value)?,
                "list-passes" => o.list_passes = bool_value(name, value)?,
                "help" => o.help = true,
                "emit-bytecode" => o.emit_bytecode = bool_value(name, value)?,
                "emit-bytecode-version" => {
                    let v = value.ok_or_else(|| OptionError::MissingValue(name.into()))?;
                    let n = v.parse().map_err(|_| OptionError::BadValue(name.into(), v.into()))?;
                    o.emit_bytecode_version = Some(n);
                }
                "mlir-print-ir-before-all" => o.print_ir.before_all = bool_value(name, value)?,
                "mlir-print-ir-after-all" => o.print_ir.after_all = bool_value(name, value)?,
                "mlir-print-ir-after-failure" => {
                    // mlir-opt turns the after filter on for it.
                    let on = bool_value(name, value)?;
                    o.print_ir.after_failure = on;
                    o.print_ir.after_all |= on;
                }
                "mlir-print-ir-after-change" => o.print_ir.after_change = bool_value(name, value)?,
                "mlir-print-ir-tree-dir" => {
                    let v = value.ok_or_else(|| OptionError::MissingValue(name.into()))?;
                    o.print_ir.tree_dir = Some(v.into());
                }
                "mlir-print-ir-module-scope" => o.print_ir.module_scope = bool_value(name, value)?,
                _ if mlir_passes::lookup_pass(name).is_some() => {
                    o.passes.flags.push((name.to_string(), value.unwrap_or("").to_string()));
                }
                _ => return Err(OptionError::Unknown(arg.clone())),
            }
        }
        Ok(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every option `--help` lists is one the parser accepts.
    #[test]
    fn every_listed_option_parses() {
        for (spelling, _) in HELP_OPTIONS {
            let mut args: Vec<String> = Vec::new();
            let flag = spelling.split(['=', '[', ' ']).next().unwrap();
            let value = if spelling.contains("<n>") {
                "=4"
            } else if spelling.contains("<list|pipeline>") {
                "=list"
            } else if spelling.contains("<bool>") {
                "=false"
            } else if spelling.contains("=<") {
                "=x"
            } else {
                ""
            };
            args.push(format!("{flag}{value}"));
            if flag == "-o" {
                args.push("out.mlir".into());
            }
            assert!(Options::parse(&args).is_ok(), "{spelling} does not parse as {args:?}");
        }
    }

    #[test]
    fn an_unknown_option_is_refused() {
        assert!(matches!(Options::parse(&["--no-such-flag".into()]), Err(OptionError::Unknown(_))));
    }
}
