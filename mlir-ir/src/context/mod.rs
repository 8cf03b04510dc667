//! The context: owner of every uniqued type, attribute, location and
//! identifier, and of the registry of loaded dialects.
//!
//! A [`Context`] is a cheap handle (`Arc`) and is `Send + Sync`: interning
//! goes through sharded locks and reading interned data takes none, so
//! passes running on several threads share one context.

mod attr_builders;
mod identified;
mod keys;
mod recent_names;
mod registry;
mod static_memo;
mod type_builders;
mod uniquer;
pub(crate) use uniquer::IndexTable;

pub use identified::{BodyAlreadySet, IdentifiedBody};
pub use registry::{DialectStatus, OperationName};

use crate::attributes::{AttrKind, Attribute, Location};
use crate::diagnostics::{Diagnostic, HandlerId};
use crate::ident::Identifier;
use crate::types::{Type, TypeKind};
use parking_lot::{Mutex, RwLock};
use registry::{OpNameInfo, Registry};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use uniquer::Uniquer;

/// A diagnostic handler: returns `true` when it handled the diagnostic.
pub type DiagnosticHandler = Arc<dyn Fn(&Diagnostic) -> bool + Send + Sync>;

/// Handle to a context. Clones share it.
#[derive(Clone)]
pub struct Context(Arc<ContextImpl>);

pub(crate) struct ContextImpl {
    id: u64,
    types: Uniquer<TypeKind>,
    attrs: Uniquer<AttrKind>,
    idents: Uniquer<Box<str>>,
    op_names: Uniquer<OpNameInfo>,
    registry: RwLock<Registry>,
    allow_unregistered: AtomicBool,
    /// Bumped each time a dialect is loaded (see [`Context::dialect_generation`]).
    dialect_generation: std::sync::atomic::AtomicU64,
    multithreading: AtomicBool,
    print_op_on_diagnostic: AtomicBool,
    /// Set once any attribute or type that can get a printer alias (other
    /// than a location) has been interned; until then the printer can skip
    /// its alias pass.
    aliasable_interned: AtomicBool,
    /// Set once a `distinct` attribute is interned (their printed ids
    /// follow print order, which a parallel print must not split).
    distinct_interned: AtomicBool,
    next_distinct: AtomicU64,
    handlers: Mutex<Vec<(HandlerId, DiagnosticHandler)>>,
    next_handler: AtomicU64,
    /// `dense_resource` blobs by key; a declared key may have no data yet.
    resources: Mutex<hashbrown::HashMap<Identifier, Option<crate::attributes::ResourceBlob>>>,
    /// Bodies of the dialects' identified types (see [`identified`]).
    identified: identified::IdentifiedTable,
    /// Set once an identified type exists, initialized or not.
    identified_declared: AtomicBool,
    common: Common,
    /// `iN`/`siN`/`uiN` for N <= 128 and every float type, by kind: the
    /// parser asks for these constantly, and a cache hit skips hashing and
    /// locking (0 means not cached yet; index 0 is never a scalar type).
    scalar_cache: ScalarCache,
}

/// Lock-free cache of the most common scalar types. [`NO_TYPE`] marks an
/// empty slot (0 would not do: it is a type's index like any other).
struct ScalarCache {
    ints: [[std::sync::atomic::AtomicU32; 129]; 3],
    floats: [std::sync::atomic::AtomicU32; 18],
}

/// An empty [`ScalarCache`] slot.
const NO_TYPE: u32 = u32::MAX;

/// Handles of frequently used entities, interned once at creation.
struct Common {
    none: Type,
    index: Type,
    i1: Type,
    i64: Type,
    unknown_loc: Location,
    unit: Attribute,
    empty_dict: Attribute,
    /// `value`, the attribute every constant-like op folds to: read on
    /// every constant the greedy driver meets, so compared as an id.
    value_ident: Identifier,
}

static NEXT_CONTEXT_ID: AtomicU64 = AtomicU64::new(1);

impl Default for Context {
    fn default() -> Self {
        Context::new()
    }
}

impl Context {
    /// A new context with the builtin dialect loaded.
    pub fn new() -> Context {
        let types = Uniquer::new();
        let attrs = Uniquer::new();
        let none = Type(types.intern(TypeKind::None));
        let index = Type(types.intern(TypeKind::Index));
        let int = |w| TypeKind::Integer { width: w, signedness: crate::types::Signedness::Signless };
        let i1 = Type(types.intern(int(1)));
        let i64 = Type(types.intern(int(64)));
        let unknown_loc = Location(Attribute(attrs.intern(AttrKind::Loc(crate::attributes::LocKind::Unknown))));
        let unit = Attribute(attrs.intern(AttrKind::Unit));
        let empty_dict = Attribute(attrs.intern(AttrKind::Dictionary(Box::new([]))));
        let idents = Uniquer::new();
        let value_ident = Identifier(idents.intern("value".into()));
        let ctx = Context(Arc::new(ContextImpl {
            id: NEXT_CONTEXT_ID.fetch_add(1, Ordering::Relaxed),
            types,
            attrs,
            idents,
            op_names: Uniquer::new(),
            registry: RwLock::new(Registry::default()),
            allow_unregistered: AtomicBool::new(false),
            dialect_generation: std::sync::atomic::AtomicU64::new(0),
            multithreading: AtomicBool::new(true),
            print_op_on_diagnostic: AtomicBool::new(true),
            aliasable_interned: AtomicBool::new(false),
            distinct_interned: AtomicBool::new(false),
            next_distinct: AtomicU64::new(0),
            handlers: Mutex::new(Vec::new()),
            next_handler: AtomicU64::new(1),
            resources: Mutex::new(hashbrown::HashMap::new()),
            identified: identified::IdentifiedTable::default(),
            identified_declared: AtomicBool::new(false),
            common: Common { none, index, i1, i64, unknown_loc, unit, empty_dict, value_ident },
            scalar_cache: ScalarCache {
                ints: std::array::from_fn(|_| std::array::from_fn(|_| std::sync::atomic::AtomicU32::new(NO_TYPE))),
                floats: std::array::from_fn(|_| std::sync::atomic::AtomicU32::new(NO_TYPE)),
            },
        }));
        ctx.load_dialect(crate::builtin::dialect());
        ctx
    }

    /// A process-unique id of this context.
    pub fn id(&self) -> u64 {
        self.0.id
    }

    /// Whether two handles name the same context.
    pub fn same(&self, other: &Context) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    /// Number of live handles to this context.
    pub fn handle_count(&self) -> usize {
        Arc::strong_count(&self.0)
    }

    /// How many dialects have been loaded so far: changes whenever the set
    /// of registered ops (and so what verifying an op checks) may have.
    pub fn dialect_generation(&self) -> u64 {
        self.0.dialect_generation.load(Ordering::Acquire)
    }

    /// Whether operations of unloaded dialects may be parsed and built.
    pub fn allow_unregistered_dialects(&self) -> bool {
        self.0.allow_unregistered.load(Ordering::Relaxed)
    }

    /// Sets [`Context::allow_unregistered_dialects`].
    pub fn set_allow_unregistered_dialects(&self, allow: bool) {
        self.0.allow_unregistered.store(allow, Ordering::Relaxed)
    }

    /// Whether passes, and parsing, verifying and printing large IR, may
    /// run on several threads.
    pub fn multithreading_enabled(&self) -> bool {
        self.0.multithreading.load(Ordering::Relaxed)
    }

    /// How many threads one parse, verification or print may use: the
    /// core count (at most eight), or one when multithreading is disabled.
    pub fn worker_threads(&self) -> usize {
        if !self.multithreading_enabled() {
            return 1;
        }
        std::thread::available_parallelism().map_or(1, |n| n.get()).min(8)
    }

    /// Whether op diagnostics carry a `see current operation:` note.
    pub fn print_op_on_diagnostic(&self) -> bool {
        self.0.print_op_on_diagnostic.load(Ordering::Relaxed)
    }

    /// Sets [`Context::print_op_on_diagnostic`] (`mlir-opt` turns it off
    /// under `--verify-diagnostics`).
    pub fn set_print_op_on_diagnostic(&self, enable: bool) {
        self.0.print_op_on_diagnostic.store(enable, Ordering::Relaxed)
    }

    /// Enables or disables multithreading.
    pub fn enable_multithreading(&self, enable: bool) {
        self.0.multithreading.store(enable, Ordering::Relaxed)
    }

    // ---- identifiers ------------------------------------------------------

    /// Interns `s`.
    pub fn ident(&self, s: &str) -> Identifier {
        Identifier(self.0.idents.intern_by(s, |v| &**v == s, || s.into()))
    }

    /// The text of an identifier.
    #[inline]
    pub fn ident_str(&self, id: Identifier) -> &str {
        self.0.idents.get(id.0)
    }

    // ---- types ------------------------------------------------------------

    /// Interns a type.
    pub fn get_type(&self, kind: TypeKind) -> Type {
        if matches!(&kind, TypeKind::Tuple(ts) if ts.len() > 16) {
            self.0.aliasable_interned.store(true, Ordering::Relaxed);
        }
        Type(self.0.types.intern(kind))
    }

    /// Whether an attribute or type that can get a printer alias (besides
    /// locations) may exist in this context.
    pub fn may_have_aliasable(&self) -> bool {
        self.0.aliasable_interned.load(Ordering::Relaxed)
    }

    /// Whether a `distinct` attribute may exist in this context.
    pub fn may_have_distinct(&self) -> bool {
        self.0.distinct_interned.load(Ordering::Relaxed)
    }

    /// A cached scalar type, interning it on first use.
    pub(crate) fn cached_scalar(&self, kind: TypeKind) -> Type {
        use std::sync::atomic::Ordering::Relaxed;
        let slot = match &kind {
            TypeKind::Integer { width, signedness } if *width <= 128 => {
                Some(&self.0.scalar_cache.ints[*signedness as usize][*width as usize])
            }
            TypeKind::Float(f) => Some(&self.0.scalar_cache.floats[*f as usize]),
            _ => None,
        };
        let Some(slot) = slot else { return self.get_type(kind) };
        let cached = slot.load(Relaxed);
        if cached != NO_TYPE {
            return Type(cached);
        }
        let t = self.get_type(kind);
        slot.store(t.0, Relaxed);
        t
    }

    /// Interns the type equal to `key` (whose hash must match the type's),
    /// building it only when new.
    pub(crate) fn intern_type_by<K: std::hash::Hash>(
        &self,
        key: &K,
        eq: impl Fn(&TypeKind) -> bool,
        make: impl FnOnce() -> TypeKind,
    ) -> Type {
        Type(self.0.types.intern_by(key, eq, make))
    }

    /// Interns the attribute equal to `key` (whose hash must match the
    /// attribute's), building it only when new.
    pub(crate) fn intern_attr_by<K: std::hash::Hash>(
        &self,
        key: &K,
        eq: impl Fn(&AttrKind) -> bool,
        make: impl FnOnce() -> AttrKind,
    ) -> Attribute {
        Attribute(self.0.attrs.intern_by(key, eq, make))
    }

    /// The data of a type.
    #[inline]
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.0.types.get(ty.0)
    }

    /// Whether `ty` is a handle made by this context.
    pub fn owns_type(&self, ty: Type) -> bool {
        self.0.types.contains(ty.0)
    }

    /// `none`.
    pub fn none_type(&self) -> Type {
        self.0.common.none
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.0.common.index
    }

    /// `i1`.
    pub fn i1_type(&self) -> Type {
        self.0.common.i1
    }

    /// The identifier `value` (interned when the context was made).
    pub fn value_ident(&self) -> Identifier {
        self.0.common.value_ident
    }

    /// `i64`.
    pub fn i64_type(&self) -> Type {
        self.0.common.i64
    }

    // ---- attributes -------------------------------------------------------

    /// Interns an attribute. An integer of type signless `i1` is the bool
    /// attribute (as upstream's `BoolAttr` is an `IntegerAttr`).
    pub fn get_attr(&self, kind: AttrKind) -> Attribute {
        if let AttrKind::Integer { ty, value } = &kind {
            if *ty == self.0.common.i1 {
                return Attribute(self.0.attrs.intern(AttrKind::Bool(!value.is_zero())));
            }
        }
        // The kinds the printer can alias (see printer/aliases.rs); dialect
        // attributes join this list when dialects get alias hooks.
        if matches!(kind, AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) | AttrKind::Distinct { .. }) {
            self.0.aliasable_interned.store(true, Ordering::Relaxed);
        }
        if matches!(kind, AttrKind::Distinct { .. }) {
            self.0.distinct_interned.store(true, Ordering::Relaxed);
        }
        Attribute(self.0.attrs.intern(kind))
    }

    /// The data of an attribute.
    #[inline]
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.0.attrs.get(attr.0)
    }

    /// The type of a typed attribute (upstream's `TypedAttr`: integer,
    /// float, bool as `i1`, string, dense elements, dense resource,
    /// opaque); `None` for the others.
    pub fn typed_attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.attr_kind(attr) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::String { ty, .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Opaque { ty, .. } => Some(*ty),
            AttrKind::Bool(_) => Some(self.i1_type()),
            _ => None,
        }
    }

    /// Whether `attr` is a handle made by this context.
    pub fn owns_attr(&self, attr: Attribute) -> bool {
        self.0.attrs.contains(attr.0)
    }

    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.0.common.unit
    }

    /// `{}`.
    pub fn empty_dict(&self) -> Attribute {
        self.0.common.empty_dict
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Location {
        self.0.common.unknown_loc
    }

    /// A fresh id for a `distinct` attribute.
    pub fn next_distinct_id(&self) -> u64 {
        self.0.next_distinct.fetch_add(1, Ordering::Relaxed)
    }

    /// Makes room in the uniquers for what parsing `bytes` bytes of text
    /// typically interns, so the tables do not rehash over and over as a
    /// large module is read. The rates are low estimates from printed IR
    /// (one new attribute or location per 46 to 66 bytes, one type per
    /// 400 or more): too low costs a late rehash, too high would hold
    /// table memory nothing uses.
    pub fn reserve_for_text(&self, bytes: usize) {
        self.0.attrs.reserve(bytes / 64);
        self.0.types.reserve(bytes / 512);
    }

    /// Number of interned types and attributes (for tests and stats).
    pub fn interned_counts(&self) -> (usize, usize) {
        (self.0.types.len(), self.0.attrs.len())
    }

    // ---- resources --------------------------------------------------------

    /// Declares a `dense_resource` key, with or without its data, under
    /// `name` or, when that is taken, the first free `name_1`, `name_2`, ...
    /// (upstream's `DialectResourceBlobManager::insert`); returns the key.
    pub fn declare_resource(&self, name: &str, blob: Option<crate::attributes::ResourceBlob>) -> Identifier {
        let mut map = self.0.resources.lock();
        let mut key = self.ident(name);
        let mut counter = 1usize;
        while map.contains_key(&key) {
            key = self.ident(&format!("{name}_{counter}"));
            counter += 1;
        }
        map.insert(key, blob);
        key
    }

    /// Stores the data of `dense_resource` key `key`.
    pub fn set_resource(&self, key: Identifier, blob: crate::attributes::ResourceBlob) {
        self.0.resources.lock().insert(key, Some(blob));
    }

    /// The data stored under `key`, if any.
    pub fn resource(&self, key: Identifier) -> Option<crate::attributes::ResourceBlob> {
        self.0.resources.lock().get(&key).cloned().flatten()
    }

    // ---- diagnostics ------------------------------------------------------

    /// Pushes a handler; the most recent handler sees diagnostics first.
    pub fn attach_diagnostic_handler(&self, handler: DiagnosticHandler) -> HandlerId {
        let id = HandlerId(self.0.next_handler.fetch_add(1, Ordering::Relaxed));
        self.0.handlers.lock().push((id, handler));
        id
    }

    /// Removes a handler.
    pub fn detach_diagnostic_handler(&self, id: HandlerId) {
        self.0.handlers.lock().retain(|(h, _)| *h != id);
    }

    /// Sends `diag` to the handlers, newest first, until one handles it.
    /// Returns whether any handler did.
    pub fn emit(&self, diag: &Diagnostic) -> bool {
        let handlers: Vec<DiagnosticHandler> = self.0.handlers.lock().iter().rev().map(|(_, h)| h.clone()).collect();
        handlers.iter().any(|h| h(diag))
    }

    fn op_name_info(&self, name: OperationName) -> &OpNameInfo {
        self.0.op_names.get(name.0)
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Context#{}", self.0.id)
    }
}
