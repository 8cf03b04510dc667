//! Operation names and the registry of loaded dialects.

use super::Context;
use crate::attributes::{Attribute, NamedAttribute};
use crate::dialect::{Dialect, DialectRegistry, OpDefinition};
use std::hash::{Hash, Hasher};
use std::sync::{Arc, OnceLock};
use thin_vec::ThinVec;

/// An interned operation name such as `arith.addi`, carrying the op's
/// definition once its dialect is loaded.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct OperationName(pub(crate) u32);

impl OperationName {
    /// The raw index, for the C API and Python handles.
    pub fn index(self) -> u32 {
        self.0
    }
}

pub(crate) struct OpNameInfo {
    name: Box<str>,
    def: OnceLock<Arc<dyn OpDefinition>>,
    /// Cached [`DialectStatus`] of the name's namespace (0: not computed);
    /// reset whenever a dialect is loaded.
    status: std::sync::atomic::AtomicU8,
    /// Whether a name without a definition had its dialect looked up (and
    /// loaded if available); reset when dialects become available, so an
    /// unregistered op's name costs one lookup, not one per use.
    searched: std::sync::atomic::AtomicBool,
    /// The discardable attributes and properties of an op of this name
    /// created with none given: its materialized defaults, split. Only
    /// filled once the name has its definition (which never changes after).
    bare_attrs: OnceLock<(ThinVec<NamedAttribute>, Option<Attribute>)>,
    /// The definition's inherent attribute names, interned (filled once
    /// the name has its definition).
    inherent: OnceLock<Box<[crate::ident::Identifier]>>,
    /// The definition's materialized default attributes (filled once the
    /// name has its definition): attributes are this context's, so the
    /// cache is too.
    defaults: OnceLock<Box<[NamedAttribute]>>,
}

/// What the namespace of an operation name is, for verifying unregistered ops.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DialectStatus {
    /// No dialect of that namespace is loaded.
    NotLoaded,
    /// Loaded, and it accepts ops it does not define.
    AllowsUnknownOps,
    /// Loaded, and it rejects ops it does not define.
    RejectsUnknownOps,
}

impl PartialEq for OpNameInfo {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}
impl Eq for OpNameInfo {}
impl Hash for OpNameInfo {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.name.hash(state)
    }
}

/// Loaded dialects by namespace, and those available to load.
#[derive(Default)]
pub(crate) struct Registry {
    loaded: hashbrown::HashMap<String, Arc<Dialect>>,
    available: DialectRegistry,
}

impl Context {
    /// Interns an operation name.
    pub fn op_name(&self, name: &str) -> OperationName {
        let index = self.0.op_names.intern_by(
            name,
            |v| &*v.name == name,
            || OpNameInfo {
                name: name.into(),
                def: OnceLock::new(),
                status: Default::default(),
                searched: Default::default(),
                bare_attrs: OnceLock::new(),
                inherent: OnceLock::new(),
                defaults: OnceLock::new(),
            },
        );
        let op = OperationName(index);
        // A name first seen after its dialect was loaded still needs its
        // definition; look it up once.
        let info = self.op_name_info(op);
        if info.def.get().is_none() && !info.searched.load(std::sync::atomic::Ordering::Acquire) {
            if let Some(def) = self.lookup_def_in_loaded(name) {
                let _ = info.def.set(def);
            }
            info.searched.store(true, std::sync::atomic::Ordering::Release);
        }
        op
    }

    /// The definition of `name` in its loaded dialect; a dialect that is
    /// available but not loaded yet is loaded now, as upstream's parser
    /// does on first use of a namespace.
    fn lookup_def_in_loaded(&self, name: &str) -> Option<Arc<dyn OpDefinition>> {
        let (ns, _) = name.split_once('.')?;
        let dialect = self.get_or_load_dialect(ns)?;
        dialect.ops.iter().find(|d| d.name() == name).cloned()
    }

    /// Makes the dialects of `registry` available to this context
    /// (upstream's `appendDialectRegistry`); nothing is loaded yet.
    pub fn append_dialect_registry(&self, registry: &DialectRegistry) {
        self.0.registry.write().available.extend(registry);
        // Names looked up before may belong to a dialect available now.
        for info in self.0.op_names.values() {
            info.searched.store(false, std::sync::atomic::Ordering::Release);
        }
    }

    /// Namespaces of the dialects available to load, loaded or not.
    pub fn available_dialects(&self) -> Vec<String> {
        let reg = self.0.registry.read();
        let mut v: Vec<String> = reg.available.namespaces().map(String::from).collect();
        for ns in reg.loaded.keys() {
            if !v.contains(ns) {
                v.push(ns.clone());
            }
        }
        v.sort();
        v
    }

    /// Loads every available dialect.
    pub fn load_all_available_dialects(&self) {
        let pending: Vec<fn() -> Dialect> = {
            let reg = self.0.registry.read();
            reg.available
                .namespaces()
                .filter(|ns| !reg.loaded.contains_key(*ns))
                .filter_map(|ns| reg.available.get(ns))
                .collect()
        };
        for ctor in pending {
            self.load_dialect(ctor());
        }
    }

    /// The dialect `ns`, loading it first if it is available but not
    /// loaded (upstream's `getOrLoadDialect`).
    pub fn get_or_load_dialect(&self, ns: &str) -> Option<Arc<Dialect>> {
        let ctor = {
            let reg = self.0.registry.read();
            if let Some(d) = reg.loaded.get(ns) {
                return Some(d.clone());
            }
            reg.available.get(ns)?
        };
        self.load_dialect(ctor());
        self.dialect(ns)
    }

    /// The status of the dialect an op name belongs to, cached per name.
    pub fn op_dialect_status(&self, name: OperationName) -> DialectStatus {
        use std::sync::atomic::Ordering::Relaxed;
        let info = self.op_name_info(name);
        match info.status.load(Relaxed) {
            1 => return DialectStatus::NotLoaded,
            2 => return DialectStatus::AllowsUnknownOps,
            3 => return DialectStatus::RejectsUnknownOps,
            _ => {}
        }
        let ns = info.name.split('.').next().unwrap_or("");
        let status = match self.get_or_load_dialect(ns) {
            None => DialectStatus::NotLoaded,
            Some(d) if d.allows_unknown_ops => DialectStatus::AllowsUnknownOps,
            Some(_) => DialectStatus::RejectsUnknownOps,
        };
        info.status.store(status as u8 + 1, Relaxed);
        status
    }

    /// The text of an operation name.
    pub fn op_name_str(&self, name: OperationName) -> &str {
        &self.op_name_info(name).name
    }

    /// The definition of a registered operation.
    #[inline]
    pub fn op_def(&self, name: OperationName) -> Option<&Arc<dyn OpDefinition>> {
        self.op_name_info(name).def.get()
    }

    /// Loads `dialect` (idempotent by namespace).
    pub fn load_dialect(&self, dialect: Dialect) {
        let dialect = Arc::new(dialect);
        {
            let mut reg = self.0.registry.write();
            if reg.loaded.contains_key(&dialect.name) {
                return;
            }
            reg.loaded.insert(dialect.name.clone(), dialect.clone());
        }
        for def in &dialect.ops {
            let name = self.op_name(def.name());
            let _ = self.op_name_info(name).def.set(def.clone());
        }
        // Cached namespace statuses may now be stale.
        for info in self.0.op_names.values() {
            info.status.store(0, std::sync::atomic::Ordering::Relaxed);
        }
        self.0.dialect_generation.fetch_add(1, std::sync::atomic::Ordering::Release);
    }

    /// The loaded dialect named `ns`.
    pub fn dialect(&self, ns: &str) -> Option<Arc<Dialect>> {
        self.0.registry.read().loaded.get(ns).cloned()
    }

    /// Namespaces of all loaded dialects, sorted.
    pub fn loaded_dialects(&self) -> Vec<String> {
        let mut v: Vec<String> = self.0.registry.read().loaded.keys().cloned().collect();
        v.sort();
        v
    }

    /// Adds op `name`'s inherent attributes that have a default value and
    /// are not in `attrs` or `props` (its definition's
    /// [`OpDefinition::default_attrs`], materialized once per name).
    pub fn populate_default_attrs(
        &self,
        name: OperationName,
        attrs: &mut Vec<NamedAttribute>,
        props: Option<Attribute>,
    ) {
        let Some(def) = self.op_def(name) else { return };
        let defaults = self.op_name_info(name).defaults.get_or_init(|| def.default_attrs(self).into_boxed_slice());
        for &(id, value) in defaults.iter() {
            let given = attrs.iter().any(|(n, _)| *n == id) || props.is_some_and(|p| self.dict_get(p, id).is_some());
            if !given {
                attrs.push((id, value));
            }
        }
    }

    /// [`Self::split_inherent_attrs`] of op `name`'s materialized default
    /// attributes: what an op created without attributes or properties
    /// holds. Cached per name, as most ops are built that way.
    pub(crate) fn bare_op_attrs(&self, name: OperationName) -> (ThinVec<NamedAttribute>, Option<Attribute>) {
        if self.op_def(name).is_none() {
            return (ThinVec::new(), None);
        }
        self.op_name_info(name)
            .bare_attrs
            .get_or_init(|| {
                let mut attrs = Vec::new();
                self.populate_default_attrs(name, &mut attrs, None);
                self.split_inherent_attrs(name, &mut attrs, None)
            })
            .clone()
    }

    /// Splits attributes given for a new op into discardable ones (in
    /// dictionary order, as an op keeps them) and properties: for a
    /// registered op, attributes naming its inherent attributes join its
    /// properties dictionary. `attrs` is reordered in place.
    pub(crate) fn split_inherent_attrs(
        &self,
        name: OperationName,
        attrs: &mut [NamedAttribute],
        props: Option<Attribute>,
    ) -> (ThinVec<NamedAttribute>, Option<Attribute>) {
        let Some(def) = self.op_def(name) else {
            return (self.op_attr_list(attrs), props);
        };
        if def.inherent_attr_names().is_empty() || attrs.is_empty() {
            return (self.op_attr_list(attrs), props);
        }
        let inherent = self
            .op_name_info(name)
            .inherent
            .get_or_init(|| def.inherent_attr_names().iter().map(|n| self.ident(n)).collect());
        // Inherent attributes to the front, in order; discardable ones after.
        let mut moved = 0;
        for i in 0..attrs.len() {
            if inherent.contains(&attrs[i].0) {
                attrs[moved..=i].rotate_right(1);
                moved += 1;
            }
        }
        if moved == 0 {
            return (self.op_attr_list(attrs), props);
        }
        let (inherent_attrs, kept) = attrs.split_at_mut(moved);
        let props = match props {
            Some(p) => {
                let mut all = inherent_attrs.to_vec();
                all.extend(self.dict_entries(p).iter().copied());
                self.dict_attr(all)
            }
            None => self.dict_attr_in_place(inherent_attrs),
        };
        (self.op_attr_list(kept), Some(props))
    }

    /// `entries` as an op keeps its discardable attributes: sorted by name,
    /// each name once (see [`Self::sort_attr_entries`]).
    fn op_attr_list(&self, entries: &mut [NamedAttribute]) -> ThinVec<NamedAttribute> {
        let len = self.sort_attr_entries(entries);
        ThinVec::from(&entries[..len])
    }
}
