//! [`ConversionTarget`]: which ops a conversion must leave behind (upstream's
//! `ConversionTarget`). The framework names no op: the caller registers op
//! names, dialect namespaces and callbacks.

use hashbrown::{HashMap, HashSet};
use mlir_ir::{Ir, OpId};
use std::sync::Arc;

/// A callback deciding the legality of one op: `Some(true)` legal,
/// `Some(false)` illegal, `None` no opinion.
pub type LegalityCallback = Arc<dyn Fn(&Ir, OpId) -> Option<bool> + Send + Sync>;

/// How an op or dialect was registered.
#[derive(Clone)]
enum Action {
    Legal,
    Illegal,
    Dynamic(LegalityCallback),
}

/// Legal, illegal and dynamically legal ops and dialects.
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: HashMap<String, Action>,
    dialects: HashMap<String, Action>,
    recursively_legal: HashSet<String>,
    unknown: Option<LegalityCallback>,
}

impl ConversionTarget {
    /// A target with nothing registered: every op's legality is unknown.
    pub fn new() -> ConversionTarget {
        ConversionTarget::default()
    }

    /// Ops named `name` are legal.
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Legal);
        self
    }

    /// Ops named `name` are illegal: they must be converted.
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Illegal);
        self
    }

    /// Ops named `name` are legal when `f` says so (illegal when it says
    /// `Some(false)`, unknown when `None`).
    pub fn add_dynamically_legal_op(&mut self, name: &str, f: LegalityCallback) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Dynamic(f));
        self
    }

    /// Every op of dialect `namespace` is legal unless registered otherwise.
    pub fn add_legal_dialect(&mut self, namespace: &str) -> &mut Self {
        self.dialects.insert(namespace.to_string(), Action::Legal);
        self
    }

    /// Every op of dialect `namespace` is illegal unless registered otherwise.
    pub fn add_illegal_dialect(&mut self, namespace: &str) -> &mut Self {
        self.dialects.insert(namespace.to_string(), Action::Illegal);
        self
    }

    /// The ops of dialect `namespace` are legal when `f` says so.
    pub fn add_dynamically_legal_dialect(&mut self, namespace: &str, f: LegalityCallback) -> &mut Self {
        self.dialects.insert(namespace.to_string(), Action::Dynamic(f));
        self
    }

    /// A legal op named `name` makes its whole subtree legal (the ops
    /// nested in it are not visited).
    pub fn mark_op_recursively_legal(&mut self, name: &str) -> &mut Self {
        self.recursively_legal.insert(name.to_string());
        self
    }

    /// Decides the ops neither their name nor their dialect registers.
    pub fn mark_unknown_op_dynamically_legal(&mut self, f: LegalityCallback) -> &mut Self {
        self.unknown = Some(f);
        self
    }

    /// The legality of `op`: `Some(true)` legal, `Some(false)` illegal,
    /// `None` unknown.
    pub fn legality(&self, ir: &Ir, op: OpId) -> Option<bool> {
        let name = ir.op_name(op).ok()?;
        let name = ir.ctx().op_name_str(name);
        let action = self.ops.get(name).or_else(|| {
            let ns = name.split_once('.').map_or(name, |(ns, _)| ns);
            self.dialects.get(ns)
        });
        match action {
            Some(Action::Legal) => Some(true),
            Some(Action::Illegal) => Some(false),
            Some(Action::Dynamic(f)) => f(ir, op),
            None => self.unknown.as_ref().and_then(|f| f(ir, op)),
        }
    }

    /// Whether `op` is legal and its subtree need not be visited.
    pub fn is_recursively_legal(&self, ir: &Ir, op: OpId) -> bool {
        let Ok(name) = ir.op_name(op) else { return false };
        self.recursively_legal.contains(ir.ctx().op_name_str(name)) && self.legality(ir, op) == Some(true)
    }
}
