//! Custom assembly written in Python for ops defined at run time: a
//! class's `parse_assembly(cls, parser)` and `print_assembly(self,
//! printer)` become the op's parser and printer
//! ([`mlir_ir::ods::dynamic::DynamicOp::set_custom_assembly`]), handed an
//! [`PyOpAsmParser`] or [`PyOpAsmPrinter`] that forwards to the core's.
//!
//! Only ops that define these hooks call into Python while parsing and
//! printing. A parser hook runs while the core holds the IR being parsed:
//! it is lent an empty IR (see [`super::lent_ir`]), so that touching the
//! context's IR from it fails instead of deadlocking; an exception in a hook becomes a parse error at the op (with
//! the traceback) or, when printing, a diagnostic and a marked gap.
//!
//! Safety: the Python objects hold raw pointers to the core's parser,
//! operation state and printer, which live on the Rust stack only for the
//! duration of the hook call. The objects are `unsendable` (used on the
//! thread that made them, which is the one blocked in the hook), every
//! access checks that the pointers were not cleared, and they are cleared
//! before the hook returns to Rust; so a pointer is dereferenced only
//! while its target is alive and not otherwise borrowed (the Rust caller
//! is suspended in the call into Python).

use super::context::CtxRef;
use super::dynamic_op::{call_hook, traceback_text, WeakCtx};
use mlir_ir::ods::dynamic::{DynParse, DynPrint};
use mlir_ir::parser::{OpAsmParser, ParseError, ParseResult, UnresolvedOperand};
use mlir_ir::printer::OpAsmPrinter;
use mlir_ir::{OpId, OperationState};
use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use std::cell::{Cell, RefCell};
use std::sync::Arc;

type RawParser = *mut OpAsmParser<'static, 'static, 'static>;
type RawPrinter = *mut OpAsmPrinter<'static>;

create_exception!(ir, OpAsmParseError, pyo3::exceptions::PyException, "A parse error of a custom op parser.");

/// An SSA use read by a parser, to be resolved with a type.
#[pyclass(name = "UnresolvedOperand", module = "mlir._mlir_libs._mlir.ir", frozen)]
pub struct PyUnresolvedOperand {
    index: usize,
}

/// The parser a Python `parse_assembly` hook reads an op's custom form
/// with; see the module documentation for its lifetime.
#[pyclass(name = "OpAsmParser", module = "mlir._mlir_libs._mlir.ir", unsendable)]
pub struct PyOpAsmParser {
    parser: Cell<RawParser>,
    state: Cell<*mut OperationState>,
    ctx: CtxRef,
    /// The core's error, kept to be returned as is when the hook lets the
    /// exception it became propagate.
    error: RefCell<Option<ParseError>>,
    operands: RefCell<Vec<UnresolvedOperand>>,
}

impl PyOpAsmParser {
    /// Runs `f` on the live parser and state.
    fn with<R>(
        &self,
        f: impl FnOnce(&mut OpAsmParser<'static, 'static, 'static>, &mut OperationState) -> ParseResult<R>,
    ) -> PyResult<R> {
        let (p, st) = (self.parser.get(), self.state.get());
        if p.is_null() || st.is_null() {
            return Err(PyRuntimeError::new_err("the parser is only usable inside parse_assembly"));
        }
        // SAFETY: see the module documentation: non-null pointers point to
        // the parser and state of the running hook, borrowed by no one else.
        let r = unsafe { f(&mut *p, &mut *st) };
        r.map_err(|e| {
            let msg = e.0.message.clone();
            *self.error.borrow_mut() = Some(e);
            OpAsmParseError::new_err(msg)
        })
    }

    fn unresolved(&self, obj: &Bound<'_, PyAny>) -> PyResult<UnresolvedOperand> {
        let u = obj
            .cast::<PyUnresolvedOperand>()
            .map_err(|_| PyTypeError::new_err("expected an UnresolvedOperand from this parser"))?;
        self.operands
            .borrow()
            .get(u.get().index)
            .cloned()
            .ok_or_else(|| PyValueError::new_err("the operand was not read by this parser"))
    }

    fn keep(&self, py: Python<'_>, u: UnresolvedOperand) -> PyResult<Py<PyUnresolvedOperand>> {
        let mut v = self.operands.borrow_mut();
        v.push(u);
        Py::new(py, PyUnresolvedOperand { index: v.len() - 1 })
    }

    fn ty(&self, obj: &Bound<'_, PyAny>) -> PyResult<mlir_ir::Type> {
        Ok(super::types::type_base(obj)?.ty)
    }
}

/// Parses the punctuation `text` with `p`; `optional` asks whether it is
/// there.
fn punct(p: &mut OpAsmParser<'_, '_, '_>, text: &str, optional: bool) -> Option<ParseResult<bool>> {
    macro_rules! table {
        ($(($t:literal, $req:ident, $opt:ident)),*) => {
            match text {
                $($t => Some(if optional { Ok(p.$opt()) } else { p.$req().map(|_| true) }),)*
                _ => None,
            }
        };
    }
    table!(
        ("(", parse_lparen, parse_optional_lparen),
        (")", parse_rparen, parse_optional_rparen),
        ("[", parse_lsquare, parse_optional_lsquare),
        ("]", parse_rsquare, parse_optional_rsquare),
        ("{", parse_lbrace, parse_optional_lbrace),
        ("}", parse_rbrace, parse_optional_rbrace),
        ("<", parse_less, parse_optional_less),
        (">", parse_greater, parse_optional_greater),
        (",", parse_comma, parse_optional_comma),
        (":", parse_colon, parse_optional_colon),
        ("=", parse_equal, parse_optional_equal),
        ("->", parse_arrow, parse_optional_arrow),
        ("?", parse_question, parse_optional_question),
        ("*", parse_star, parse_optional_star),
        ("|", parse_vertical_bar, parse_optional_vertical_bar),
        ("+", parse_plus, parse_optional_plus),
        ("-", parse_minus, parse_optional_minus),
        ("...", parse_ellipsis, parse_optional_ellipsis)
    )
}

fn bad_punct(text: &str) -> PyErr {
    PyValueError::new_err(format!("'{text}' is not punctuation the parser knows"))
}

#[pymethods]
impl PyOpAsmParser {
    /// Reads punctuation (`","`, `"("`, `"->"`, ...).
    fn parse_punctuation(&self, text: &str) -> PyResult<()> {
        punct_known(text)?;
        self.with(|p, _| punct(p, text, false).unwrap_or(Ok(true))).map(|_| ())
    }

    /// Reads punctuation if it is next; whether it was.
    fn parse_optional_punctuation(&self, text: &str) -> PyResult<bool> {
        punct_known(text)?;
        self.with(|p, _| punct(p, text, true).unwrap_or(Ok(false)))
    }

    /// Reads keyword `kw`.
    fn parse_keyword(&self, kw: &str) -> PyResult<()> {
        self.with(|p, _| p.parse_keyword(kw))
    }

    /// Reads keyword `kw` if it is next; whether it was.
    fn parse_optional_keyword(&self, kw: &str) -> PyResult<bool> {
        self.with(|p, _| Ok(p.parse_optional_keyword(kw)))
    }

    /// Reads an integer.
    fn parse_integer(&self) -> PyResult<i64> {
        self.with(|p, _| p.parse_integer())
    }

    /// Reads an SSA use (`%x`), resolved later with its type.
    fn parse_operand(&self, py: Python<'_>) -> PyResult<Py<PyUnresolvedOperand>> {
        let u = self.with(|p, _| p.parse_operand())?;
        self.keep(py, u)
    }

    /// Reads an SSA use if one is next; else None.
    fn parse_optional_operand(&self, py: Python<'_>) -> PyResult<Option<Py<PyUnresolvedOperand>>> {
        match self.with(|p, _| p.parse_optional_operand())? {
            Some(u) => self.keep(py, u).map(Some),
            None => Ok(None),
        }
    }

    /// Reads comma-separated SSA uses (none when no `%` is next).
    fn parse_operand_list(&self, py: Python<'_>) -> PyResult<Vec<Py<PyUnresolvedOperand>>> {
        let mut out = Vec::new();
        let Some(first) = self.parse_optional_operand(py)? else { return Ok(out) };
        out.push(first);
        while self.with(|p, _| Ok(p.parse_optional_comma()))? {
            out.push(self.parse_operand(py)?);
        }
        Ok(out)
    }

    /// Resolves `operand` with type `type` and appends it to the op's
    /// operands.
    #[pyo3(signature = (operand, r#type))]
    fn resolve_operand(&self, operand: &Bound<'_, PyAny>, r#type: &Bound<'_, PyAny>) -> PyResult<()> {
        let u = self.unresolved(operand)?;
        let ty = self.ty(r#type)?;
        self.with(|p, st| {
            let v = p.resolve_operand(&u, ty)?;
            st.operands.push(v);
            Ok(())
        })
    }

    /// Reads a type.
    fn parse_type(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        let t = self.with(|p, _| p.parse_type())?;
        super::types::type_to_py(py, &self.ctx, t)
    }

    /// Reads a type if one is next; else None.
    fn parse_optional_type(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
        match self.with(|p, _| p.parse_optional_type())? {
            Some(t) => super::types::type_to_py(py, &self.ctx, t).map(Some),
            None => Ok(None),
        }
    }

    /// Reads comma-separated types.
    fn parse_type_list(&self, py: Python<'_>) -> PyResult<Vec<Py<PyAny>>> {
        let ts = self.with(|p, _| p.parse_type_list())?;
        ts.into_iter().map(|t| super::types::type_to_py(py, &self.ctx, t)).collect()
    }

    /// Reads an attribute (typed as `type` when given and the syntax
    /// leaves it out).
    #[pyo3(signature = (r#type=None))]
    fn parse_attribute(&self, py: Python<'_>, r#type: Option<&Bound<'_, PyAny>>) -> PyResult<Py<PyAny>> {
        let ty = r#type.map(|t| self.ty(t)).transpose()?;
        let a = self.with(|p, _| p.parse_attribute(ty))?;
        super::attributes::attr_to_py(py, &self.ctx, a)
    }

    /// Reads an optional `{...}` attribute dictionary into the op.
    fn parse_optional_attr_dict(&self) -> PyResult<()> {
        self.with(|p, st| {
            let attrs = p.parse_optional_attr_dict()?;
            st.attributes.extend(attrs);
            Ok(())
        })
    }

    /// Reads a successor (`^bb1`) and appends it to the op's successors.
    fn parse_successor(&self) -> PyResult<()> {
        self.with(|p, st| {
            let b = p.parse_successor()?;
            st.successors.push(b);
            Ok(())
        })
    }

    /// Reads a region without arguments and appends it to the op's
    /// regions.
    fn parse_region(&self) -> PyResult<()> {
        self.with(|p, st| {
            let r = p.parse_region(&[], false)?;
            st.regions.push(r);
            Ok(())
        })
    }

    /// Sets attribute `name` of the op.
    fn add_attribute(&self, name: &str, attr: &Bound<'_, PyAny>) -> PyResult<()> {
        let a = super::attributes::attr_base(attr)?.attr;
        let ctx = self.ctx.ctx();
        self.with(|_, st| {
            st.attributes.push((ctx.ident(name), a));
            Ok(())
        })
    }

    /// Appends result types to the op.
    fn add_result_types(&self, types: Vec<Bound<'_, PyAny>>) -> PyResult<()> {
        let ts = types.iter().map(|t| self.ty(t)).collect::<PyResult<Vec<_>>>()?;
        self.with(|_, st| {
            st.result_types.extend(ts);
            Ok(())
        })
    }

    /// Raises a parse error with `message` at the current position.
    fn error(&self, message: &str) -> PyResult<()> {
        self.with(|p, _| Err::<(), _>(p.error_at(p.current_offset(), message)))
    }
}

fn punct_known(text: &str) -> PyResult<()> {
    const KNOWN: &[&str] =
        &["(", ")", "[", "]", "{", "}", "<", ">", ",", ":", "=", "->", "?", "*", "|", "+", "-", "..."];
    if KNOWN.contains(&text) {
        Ok(())
    } else {
        Err(bad_punct(text))
    }
}

/// The printer a Python `print_assembly` hook writes an op's custom form
/// with (after the op name); see the module documentation.
#[pyclass(name = "OpAsmPrinter", module = "mlir._mlir_libs._mlir.ir", unsendable)]
pub struct PyOpAsmPrinter {
    printer: Cell<RawPrinter>,
    op: OpId,
}

impl PyOpAsmPrinter {
    fn with<R>(&self, f: impl FnOnce(&mut OpAsmPrinter<'static>) -> R) -> PyResult<R> {
        let p = self.printer.get();
        if p.is_null() {
            return Err(PyRuntimeError::new_err("the printer is only usable inside print_assembly"));
        }
        // SAFETY: see the module documentation.
        Ok(unsafe { f(&mut *p) })
    }
}

#[pymethods]
impl PyOpAsmPrinter {
    /// Writes `text` as is.
    fn print(&self, text: &str) -> PyResult<()> {
        self.with(|p| p.output().push_str(text))
    }

    /// Writes a value's SSA name.
    fn print_operand(&self, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let (_, v) = super::value::value_of(value)?;
        self.with(|p| p.print_operand(v))
    }

    /// Writes values' SSA names, comma-separated.
    fn print_operands(&self, values: Vec<Bound<'_, PyAny>>) -> PyResult<()> {
        let vs = values.iter().map(|v| super::value::value_of(v).map(|x| x.1)).collect::<PyResult<Vec<_>>>()?;
        self.with(|p| p.print_operands(&vs))
    }

    /// Writes a type.
    fn print_type(&self, r#type: &Bound<'_, PyAny>) -> PyResult<()> {
        let t = super::types::type_base(r#type)?.ty;
        self.with(|p| p.print_type(t))
    }

    /// Writes types, comma-separated.
    fn print_types(&self, types: Vec<Bound<'_, PyAny>>) -> PyResult<()> {
        let ts = types.iter().map(|t| super::types::type_base(t).map(|x| x.ty)).collect::<PyResult<Vec<_>>>()?;
        self.with(|p| p.print_type_list(&ts))
    }

    /// Writes an attribute.
    fn print_attribute(&self, attr: &Bound<'_, PyAny>) -> PyResult<()> {
        let a = super::attributes::attr_base(attr)?.attr;
        self.with(|p| p.print_attribute(a))
    }

    /// Writes a successor block's name.
    fn print_successor(&self, block: &Bound<'_, PyAny>) -> PyResult<()> {
        let b = block.cast::<super::block::PyBlock>()?.get().id;
        self.with(|p| p.print_successor(b))
    }

    /// Writes a region.
    #[pyo3(signature = (region, print_entry_block_args=true, print_block_terminators=true))]
    fn print_region(
        &self,
        region: &Bound<'_, PyAny>,
        print_entry_block_args: bool,
        print_block_terminators: bool,
    ) -> PyResult<()> {
        let r = region.cast::<super::region::PyRegion>()?.get().id;
        self.with(|p| p.print_region(r, print_entry_block_args, print_block_terminators, false))
    }

    /// Writes the op's attributes but `elided` as ` {...}` (nothing when
    /// none is left).
    #[pyo3(signature = (elided=Vec::new()))]
    fn print_optional_attr_dict(&self, elided: Vec<String>) -> PyResult<()> {
        let op = self.op;
        self.with(|p| {
            let attrs = p.ir_ref().and_then(|ir| ir.op_attrs(op).ok().map(|a| a.to_vec())).unwrap_or_default();
            let elided: Vec<&str> = elided.iter().map(String::as_str).collect();
            p.print_optional_attr_dict(&attrs, &elided);
        })
    }
}

/// The parser calling `cls.parse_assembly(parser)`.
fn python_parser(ctx: WeakCtx, cls: Py<PyAny>, name: String) -> DynParse {
    Arc::new(move |p: &mut OpAsmParser<'_, '_, '_>, state: &mut OperationState| {
        let at = p.name_offset();
        Python::attach(|py| {
            let Some(ctx) = ctx.get(py) else {
                return Err(p.error_at(at, format!("'{name}' is parsed by Python in a context that is gone")));
            };
            let raw = p as *mut OpAsmParser<'_, '_, '_> as RawParser;
            let obj = PyOpAsmParser {
                parser: Cell::new(raw),
                state: Cell::new(state as *mut OperationState),
                ctx,
                error: RefCell::new(None),
                operands: RefCell::new(Vec::new()),
            };
            let obj = match Bound::new(py, obj) {
                Ok(o) => o,
                Err(e) => return Err(p.error_at(at, e.to_string())),
            };
            // The core holds the IR being parsed; the hook sees an empty
            // IR lent in its place, so that using the context's IR from
            // Python fails (stale objects, refused writes) rather than
            // waiting on the core's lock.
            let empty = mlir_ir::Ir::new(obj.borrow().ctx.ctx());
            let owner = obj.borrow().ctx.owned().clone();
            let ret = super::lent_ir::lend(&owner, &empty, || cls.call_method1(py, "parse_assembly", (obj.clone(),)));
            let this = obj.borrow();
            this.parser.set(std::ptr::null_mut());
            this.state.set(std::ptr::null_mut());
            let core_error = this.error.borrow_mut().take();
            match ret {
                Ok(_) => Ok(()),
                // A core error the hook let through is reported as the core
                // made it; any other exception with its traceback.
                Err(e) if e.is_instance_of::<OpAsmParseError>(py) && core_error.is_some() => {
                    Err(core_error.expect("checked"))
                }
                Err(e) => {
                    let what = e.value(py).repr().map(|r| r.to_string()).unwrap_or_default();
                    let mut err = p.error_at(at, format!("parse_assembly raised {what}"));
                    let note = format!("Python traceback:\n{}", traceback_text(py, &e));
                    *err.0 = err.0.clone().with_note(p.loc_at(at), note);
                    Err(err)
                }
            }
        })
    })
}

/// The printer calling `op.print_assembly(printer)` on the op's view.
fn python_printer(ctx: WeakCtx) -> DynPrint {
    Arc::new(move |p: &mut OpAsmPrinter<'_>, op: OpId| {
        let Some(ir) = p.ir_ref() else { return };
        let start = p.output().len();
        let raw = p as *mut OpAsmPrinter<'_> as RawPrinter;
        let call = call_hook(&ctx, ir, op, "print_assembly", |py, _, view| {
            let printer = Bound::new(py, PyOpAsmPrinter { printer: Cell::new(raw), op })?;
            let ret = view.call_method1(py, "print_assembly", (printer.clone(),));
            printer.borrow().printer.set(std::ptr::null_mut());
            ret
        });
        let Some(call) = call else { return };
        call.emitted.iter().for_each(|d| super::dynamic_op::report(ir, d));
        if let Err(d) = call.value {
            // What the hook wrote is dropped: the op's text says it failed.
            p.output().truncate(start);
            p.output().push_str(" <<print_assembly failed>>");
            super::dynamic_op::report(ir, &d);
        }
    })
}

/// The parser and printer of `cls` (its `parse_assembly` class method and
/// `print_assembly` method) for op `name`.
pub fn python_assembly(
    py: Python<'_>,
    ctx: &CtxRef,
    cls: &Bound<'_, PyAny>,
    name: &str,
) -> PyResult<(DynParse, DynPrint)> {
    for m in ["parse_assembly", "print_assembly"] {
        if !cls.hasattr(m)? {
            return Err(PyValueError::new_err(format!("'{name}' has a custom assembly but its class has no {m}")));
        }
    }
    let parse = python_parser(WeakCtx::new(py, ctx)?, cls.clone().unbind(), name.to_string());
    Ok((parse, python_printer(WeakCtx::new(py, ctx)?)))
}

/// Registers the classes of this file on `ir`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyOpAsmParser>()?;
    m.add_class::<PyOpAsmPrinter>()?;
    m.add_class::<PyUnresolvedOperand>()?;
    m.add("OpAsmParseError", m.py().get_type::<OpAsmParseError>())
}
