//! Locations derived from the Python call stack, as upstream's
//! `loc_tracebacks()` makes them: when enabled, an op built without an
//! explicit `loc=` gets `callsite(frame0 at callsite(frame1 at ...))`,
//! each frame a `"qualname"("file":line:col to end_line:end_col)` name
//! location of the expression being executed, innermost first.
//!
//! Frames of files excluded with `register_traceback_file_exclusion` (the
//! generated `_*_ops_gen.py` modules register themselves) are skipped
//! unless a registered inclusion also matches; registrations match file
//! names by prefix, as upstream's anchored regular expressions do.

use super::context::CtxRef;
use super::location::PyLocation;
use mlir_ir::attributes::{LocKind, Location};
use pyo3::prelude::*;
use pyo3::types::PyAnyMethods;

/// The location of an op being built: `explicit` when given, else the
/// traceback's when `loc_tracebacks()` is on, else the innermost
/// `with Location` (an error when there is none).
pub fn resolve_op_location(py: Python<'_>, explicit: Option<&Bound<'_, PyLocation>>) -> PyResult<Py<PyLocation>> {
    if explicit.is_none() {
        if let Some(settings) = crate::globals::traceback_settings() {
            let ctx = super::context::resolve_context(py, None)?;
            let loc = traceback_location(py, &ctx, &settings)?;
            return PyLocation::wrap(py, &ctx, loc);
        }
    }
    super::location::resolve_location(py, explicit)
}

/// What decides which frames a traceback location keeps.
pub struct TracebackSettings {
    /// At most this many (kept) frames.
    pub frame_limit: usize,
    /// File-name prefixes whose frames are kept even when excluded.
    pub inclusions: Vec<String>,
    /// File-name prefixes whose frames are skipped.
    pub exclusions: Vec<String>,
}

impl TracebackSettings {
    /// Whether frames of `file` are the user's (kept).
    fn keeps(&self, file: &str) -> bool {
        self.inclusions.iter().any(|p| file.starts_with(p.as_str()))
            || !self.exclusions.iter().any(|p| file.starts_with(p.as_str()))
    }
}

/// The call-site chain of the kept frames of the current Python stack
/// (unknown when none is kept).
fn traceback_location(py: Python<'_>, ctx: &CtxRef, settings: &TracebackSettings) -> PyResult<Location> {
    let c = ctx.ctx();
    let mut frames: Vec<Location> = Vec::new();
    let mut frame = py.import("sys")?.call_method1("_getframe", (0,))?;
    while !frame.is_none() && frames.len() < settings.frame_limit {
        let code = frame.getattr("f_code")?;
        let file: String = code.getattr("co_filename")?.extract()?;
        if settings.keeps(&file) {
            let name: String = code.getattr("co_qualname")?.extract()?;
            let position = frame_position(py, &frame, &code)?;
            let file_loc = match position {
                Some((line, end_line, col, end_col)) => {
                    c.get_loc(LocKind::FileLineCol { file: c.ident(&file), line, col, end_line, end_col, parts: 4 })
                }
                None => c.file_loc(&file, frame.getattr("f_lineno")?.extract::<Option<u32>>()?.unwrap_or(0), 0),
            };
            frames.push(c.name_loc(&name, Some(file_loc)));
        }
        frame = frame.getattr("f_back")?;
    }
    let Some((&callee, callers)) = frames.split_first() else {
        return Ok(c.unknown_loc());
    };
    let Some((&outermost, middle)) = callers.split_last() else {
        return Ok(callee);
    };
    let caller = middle.iter().rev().fold(outermost, |caller, &f| c.callsite_loc(f, caller));
    Ok(c.callsite_loc(callee, caller))
}

/// The source range (line, end line, column, end column; columns from 0)
/// of the instruction `frame` is executing, from its code's position
/// table (one entry per two-byte code unit); `None` where Python has none.
fn frame_position(
    py: Python<'_>,
    frame: &Bound<'_, PyAny>,
    code: &Bound<'_, PyAny>,
) -> PyResult<Option<(u32, u32, u32, u32)>> {
    let lasti: isize = frame.getattr("f_lasti")?.extract()?;
    if lasti < 0 {
        return Ok(None);
    }
    let positions = code.call_method0("co_positions")?;
    let entry = py.import("itertools")?.call_method1("islice", (positions, lasti / 2, lasti / 2 + 1))?;
    let Some(entry) = entry.try_iter()?.next().transpose()? else {
        return Ok(None);
    };
    let (line, end_line, col, end_col): (Option<u32>, Option<u32>, Option<u32>, Option<u32>) = entry.extract()?;
    Ok(match (line, end_line, col, end_col) {
        (Some(l), Some(el), Some(c), Some(ec)) => Some((l, el, c, ec)),
        _ => None,
    })
}
