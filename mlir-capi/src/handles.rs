//! Handle records: how a C handle names a context, an interned entity or
//! an IR entity, and the only place those addresses are dereferenced.
//!
//! * `MlirContext.ptr` is `Arc::into_raw` of an [`OwnedContext`].
//! * Every other handle points at a [`Rec`] — `{owner context, id}` — kept
//!   in a per-context [`Tables`] (an [`OwnedContext::extension`]). There is
//!   exactly one record per `(context, id)`, created on first export and
//!   freed with the context, so handle equality is pointer equality and a
//!   record outlives every erase of what it names.
//! * Operation, block, region and value ids are generational: a record for
//!   an erased entity stays readable and the core reports the id as stale,
//!   which the API turns into a null handle, `false`, `0` or a no-op.
//!
//! # Safety contract
//!
//! A handle passed in by C must be null or have been returned by this
//! library for a context that is still alive (upstream's contract too).
//! Under that contract every dereference below reads a live `Rec` or
//! `OwnedContext`; records are boxed and never moved or freed before their
//! context, and the context is only freed by `mlirContextDestroy`.

use crate::ffi::*;
use hashbrown::HashMap;
use mlir_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use mlir_ir::ir::OpOperand;
use mlir_ir::owned::OwnedContext;
use mlir_ir::{Attribute, BlockId, Context, Identifier, Ir, Location, OpId, RegionId, Type, Value};
use parking_lot::Mutex;
use std::ffi::c_void;
use std::hash::Hash;
use std::sync::Arc;

/// One exported entity: the context it lives in and its id.
pub(crate) struct Rec<T> {
    owner: *const OwnedContext,
    item: T,
}

// SAFETY: `owner` is only read to reach the context, which is itself
// `Send + Sync`; `item` is a plain id.
unsafe impl<T: Send> Send for Rec<T> {}
// SAFETY: as above; records are immutable after creation.
unsafe impl<T: Sync> Sync for Rec<T> {}

/// The address of a context, as stored in a record.
#[derive(Copy, Clone)]
struct OwnerPtr(*const OwnedContext);

/// A block or region record: bound to an id of a context, or floating
/// (made without a context by `mlirBlockCreate`/`mlirRegionCreate`) until
/// first placed, then bound in place so the C handle stays valid.
pub(crate) struct LateRec<K> {
    bound: std::sync::OnceLock<(OwnerPtr, K)>,
    pending: Mutex<Pending>,
}

/// The structure of floating entities: a floating block's floating
/// region, a floating region's floating blocks.
pub(crate) struct Pending {
    region: *const LateRec<RegionId>,
    blocks: Vec<*const LateRec<BlockId>>,
}

// SAFETY: the pointers are only dereferenced through `late`, under the
// module contract; the context is `Send + Sync`.
unsafe impl<K: Send> Send for LateRec<K> {}
// SAFETY: as above; mutable state is behind the `pending` mutex and the
// `OnceLock`.
unsafe impl<K: Sync> Sync for LateRec<K> {}

fn late<'a, K>(ptr: *const c_void) -> Option<&'a LateRec<K>> {
    // SAFETY: a non-null block or region handle points at a `LateRec` of
    // that kind, owned by a live context's table or floating (module
    // contract).
    unsafe { (ptr as *const LateRec<K>).as_ref() }
}

/// Late records of one kind, keyed by id. Records are heap allocations
/// owned by the table (freed when it drops) so that a floating record can
/// join the table without moving.
struct LateTable<K> {
    map: Mutex<HashMap<K, LatePtr<K>>>,
}

/// An owned `LateRec` allocation.
struct LatePtr<K>(*mut LateRec<K>);

// SAFETY: a `LatePtr` owns its record, which is `Send + Sync` itself.
unsafe impl<K: Send> Send for LatePtr<K> {}
// SAFETY: as above.
unsafe impl<K: Sync> Sync for LatePtr<K> {}

impl<K: Hash + Eq + Copy> LateTable<K> {
    fn new() -> Self {
        LateTable { map: Mutex::new(HashMap::new()) }
    }

    fn record(&self, owner: *const OwnedContext, item: K) -> *const LateRec<K> {
        let mut map = self.map.lock();
        let rec = map.entry(item).or_insert_with(|| {
            let rec = LateRec { bound: std::sync::OnceLock::new(), pending: Mutex::new(Pending::default()) };
            let _ = rec.bound.set((OwnerPtr(owner), item));
            LatePtr(Box::into_raw(Box::new(rec)))
        });
        rec.0
    }
}

impl<K> Drop for LateTable<K> {
    fn drop(&mut self) {
        for (_, LatePtr(p)) in self.map.get_mut().drain() {
            // SAFETY: every pointer in the table is a `Box::into_raw` this
            // table owns (made in `record` or adopted in `Cx::adopt`).
            drop(unsafe { Box::from_raw(p) });
        }
    }
}

impl Default for Pending {
    fn default() -> Self {
        Pending { region: std::ptr::null(), blocks: Vec::new() }
    }
}

/// A new floating block or region record (see [`LateRec`]).
fn floating<K>() -> *mut c_void {
    let rec: LateRec<K> = LateRec { bound: std::sync::OnceLock::new(), pending: Mutex::new(Pending::default()) };
    Box::into_raw(Box::new(rec)).cast()
}

/// A floating block, bound to a context when first placed.
pub(crate) fn floating_block() -> MlirBlock {
    MlirBlock { ptr: floating::<BlockId>() }
}

/// A floating region, bound to a context when first used.
pub(crate) fn floating_region() -> MlirRegion {
    MlirRegion { ptr: floating::<RegionId>() }
}

/// What a block handle names.
pub(crate) enum Late<'a, K> {
    /// An entity of a context.
    Bound(Cx<'a>, K),
    /// A floating entity.
    Floating,
}

fn late_state<'a, K: Copy>(ptr: *const c_void) -> Option<Late<'a, K>> {
    let rec = late::<K>(ptr)?;
    match rec.bound.get() {
        Some(&(owner, id)) => {
            // SAFETY: a bound record's owner outlives the record.
            let oc = unsafe { owner.0.as_ref() }?;
            Some(Late::Bound(Cx { oc, ptr: owner.0 }, id))
        }
        None => Some(Late::Floating),
    }
}

/// The state of a block handle.
pub(crate) fn block_state<'a>(h: MlirBlock) -> Option<Late<'a, BlockId>> {
    late_state(h.ptr)
}

/// The state of a region handle.
pub(crate) fn region_state<'a>(h: MlirRegion) -> Option<Late<'a, RegionId>> {
    late_state(h.ptr)
}

/// The floating blocks of a floating region, in order.
pub(crate) fn floating_region_blocks(h: MlirRegion) -> Vec<MlirBlock> {
    let Some(rec) = late::<RegionId>(h.ptr) else {
        return Vec::new();
    };
    let pending = rec.pending.lock();
    pending.blocks.iter().map(|&b| MlirBlock { ptr: b as *mut c_void }).collect()
}

/// The floating region holding a floating block, if any.
pub(crate) fn floating_block_region(h: MlirBlock) -> MlirRegion {
    let Some(rec) = late::<BlockId>(h.ptr) else {
        return MlirRegion::null();
    };
    let region = rec.pending.lock().region;
    MlirRegion { ptr: region as *mut c_void }
}

/// Inserts the floating `block` into the floating `region` at `pos`
/// (clamped; `None` appends). Does nothing if the block is already in a
/// region or either is bound.
pub(crate) fn floating_insert(region: MlirRegion, pos: Option<usize>, block: MlirBlock) {
    let (Some(r), Some(b)) = (late::<RegionId>(region.ptr), late::<BlockId>(block.ptr)) else {
        return;
    };
    if std::ptr::eq(region.ptr, block.ptr) {
        return;
    }
    let mut rp = r.pending.lock();
    if r.bound.get().is_some() {
        return;
    }
    let mut bp = b.pending.lock();
    if b.bound.get().is_some() || !bp.region.is_null() {
        return;
    }
    let at = pos.unwrap_or(rp.blocks.len()).min(rp.blocks.len());
    rp.blocks.insert(at, block.ptr as *const LateRec<BlockId>);
    bp.region = region.ptr as *const LateRec<RegionId>;
}

/// Removes the floating `block` from its floating region.
pub(crate) fn floating_detach(block: MlirBlock) {
    let Some(b) = late::<BlockId>(block.ptr) else {
        return;
    };
    let region = std::mem::replace(&mut b.pending.lock().region, std::ptr::null());
    if let Some(r) = late::<RegionId>(region as *const c_void) {
        r.pending.lock().blocks.retain(|&p| !std::ptr::eq(p as *const c_void, block.ptr));
    }
}

/// Records of one kind of id, keyed by id.
struct Table<K> {
    map: Mutex<HashMap<K, Box<Rec<K>>>>,
}

impl<K: Hash + Eq + Clone> Table<K> {
    fn new() -> Self {
        Table { map: Mutex::new(HashMap::new()) }
    }

    fn record(&self, owner: *const OwnedContext, item: K) -> *const Rec<K> {
        let mut map = self.map.lock();
        let rec = map.entry(item.clone()).or_insert_with(|| Box::new(Rec { owner, item }));
        &**rec as *const Rec<K>
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.map.lock().len()
    }
}

/// The handle records of one context.
pub(crate) struct Tables {
    types: Table<Type>,
    attrs: Table<Attribute>,
    idents: Table<Identifier>,
    ops: Table<OpId>,
    blocks: LateTable<BlockId>,
    regions: LateTable<RegionId>,
    values: Table<Value>,
    operands: Table<OpOperand>,
    dialects: Table<Identifier>,
    affine_exprs: Table<AffineExpr>,
    affine_maps: Table<AffineMap>,
    integer_sets: Table<IntegerSet>,
}

impl Tables {
    fn new() -> Tables {
        Tables {
            types: Table::new(),
            attrs: Table::new(),
            idents: Table::new(),
            ops: Table::new(),
            blocks: LateTable::new(),
            regions: LateTable::new(),
            values: Table::new(),
            operands: Table::new(),
            dialects: Table::new(),
            affine_exprs: Table::new(),
            affine_maps: Table::new(),
            integer_sets: Table::new(),
        }
    }
}

/// A context reached from a handle, with the conversions between ids and
/// handles of that context.
#[derive(Copy, Clone)]
pub(crate) struct Cx<'a> {
    oc: &'a OwnedContext,
    ptr: *const OwnedContext,
}

impl<'a> Cx<'a> {
    /// The context and its IR.
    pub(crate) fn owned(self) -> &'a OwnedContext {
        self.oc
    }

    /// The context.
    pub(crate) fn ctx(self) -> &'a Context {
        self.oc.ctx()
    }

    /// A non-owning `MlirContext` for this context.
    pub(crate) fn handle(self) -> MlirContext {
        MlirContext { ptr: self.ptr as *mut c_void }
    }

    fn tables(self) -> &'a Tables {
        self.oc.extension(Tables::new)
    }

    /// A new reference to the context.
    pub(crate) fn share(self) -> Arc<OwnedContext> {
        match arc_share(self.ptr as *mut c_void) {
            Some(oc) => oc,
            None => unreachable!("a Cx always names a live context"),
        }
    }

    /// Whether `other` names the same context.
    pub(crate) fn same(self, other: Cx<'_>) -> bool {
        std::ptr::eq(self.ptr, other.ptr)
    }

    pub(crate) fn ty(self, t: Type) -> MlirType {
        MlirType { ptr: self.tables().types.record(self.ptr, t).cast() }
    }
    pub(crate) fn attr(self, a: Attribute) -> MlirAttribute {
        MlirAttribute { ptr: self.tables().attrs.record(self.ptr, a).cast() }
    }
    pub(crate) fn loc(self, l: Location) -> MlirLocation {
        MlirLocation { ptr: self.tables().attrs.record(self.ptr, l.attr()).cast() }
    }
    pub(crate) fn ident(self, i: Identifier) -> MlirIdentifier {
        MlirIdentifier { ptr: self.tables().idents.record(self.ptr, i).cast() }
    }
    pub(crate) fn op(self, o: OpId) -> MlirOperation {
        MlirOperation { ptr: self.tables().ops.record(self.ptr, o) as *mut c_void }
    }
    pub(crate) fn module(self, o: OpId) -> MlirModule {
        MlirModule { ptr: self.tables().ops.record(self.ptr, o).cast() }
    }
    pub(crate) fn block(self, b: BlockId) -> MlirBlock {
        MlirBlock { ptr: self.tables().blocks.record(self.ptr, b) as *mut c_void }
    }
    pub(crate) fn affine_expr(self, e: AffineExpr) -> MlirAffineExpr {
        MlirAffineExpr { ptr: self.tables().affine_exprs.record(self.ptr, e).cast() }
    }
    pub(crate) fn affine_map(self, m: AffineMap) -> MlirAffineMap {
        MlirAffineMap { ptr: self.tables().affine_maps.record(self.ptr, m).cast() }
    }
    pub(crate) fn integer_set(self, s: IntegerSet) -> MlirIntegerSet {
        MlirIntegerSet { ptr: self.tables().integer_sets.record(self.ptr, s).cast() }
    }
    pub(crate) fn region(self, r: RegionId) -> MlirRegion {
        MlirRegion { ptr: self.tables().regions.record(self.ptr, r) as *mut c_void }
    }

    /// The block behind `h` in this context, creating it first if `h` is
    /// a floating block (made by `mlirBlockCreate` without arguments and
    /// not yet placed anywhere); a floating block in a floating region
    /// binds the whole region. `None` for null, foreign or stale handles.
    pub(crate) fn bind_block(self, ir: &mut Ir, h: MlirBlock) -> Option<BlockId> {
        let rec = late::<BlockId>(h.ptr)?;
        if rec.bound.get().is_none() {
            let region = rec.pending.lock().region;
            if !region.is_null() {
                self.bind_region(ir, MlirRegion { ptr: region as *mut c_void })?;
            } else {
                let _lock = rec.pending.lock();
                if rec.bound.get().is_none() {
                    let b = ir.create_block(&[]);
                    self.adopt(&self.tables().blocks, h.ptr, b);
                }
            }
        }
        let (owner, b) = *rec.bound.get()?;
        (std::ptr::eq(owner.0, self.ptr) && ir.block_is_live(b)).then_some(b)
    }

    /// The region behind `h` in this context, creating it (and its
    /// floating blocks) first if it is floating.
    pub(crate) fn bind_region(self, ir: &mut Ir, h: MlirRegion) -> Option<RegionId> {
        let rec = late::<RegionId>(h.ptr)?;
        {
            let mut pending = rec.pending.lock();
            if rec.bound.get().is_none() {
                let r = ir.create_region();
                for &bp in &pending.blocks {
                    let Some(brec) = late::<BlockId>(bp as *const c_void) else {
                        continue;
                    };
                    let _block_lock = brec.pending.lock();
                    if brec.bound.get().is_none() {
                        let b = ir.create_block(&[]);
                        let _ = ir.append_block(r, b);
                        self.adopt(&self.tables().blocks, bp as *const c_void, b);
                    }
                }
                pending.blocks.clear();
                self.adopt(&self.tables().regions, h.ptr, r);
            }
        }
        let (owner, r) = *rec.bound.get()?;
        (std::ptr::eq(owner.0, self.ptr) && ir.region_is_live(r)).then_some(r)
    }

    /// Binds the floating record at `ptr` to `id` and hands it to `table`.
    fn adopt<K: Hash + Eq + Copy>(self, table: &LateTable<K>, ptr: *const c_void, id: K) {
        let Some(rec) = late::<K>(ptr) else { return };
        let _ = rec.bound.set((OwnerPtr(self.ptr), id));
        // A floating record is `Box::into_raw` of a `LateRec<K>` (see
        // `floating`), adopted at most once: the caller holds its pending
        // lock and saw it unbound. From now on the table owns it.
        table.map.lock().insert(id, LatePtr(ptr as *mut LateRec<K>));
    }
    pub(crate) fn value(self, v: Value) -> MlirValue {
        MlirValue { ptr: self.tables().values.record(self.ptr, v).cast() }
    }
    pub(crate) fn operand(self, u: OpOperand) -> MlirOpOperand {
        MlirOpOperand { ptr: self.tables().operands.record(self.ptr, u) as *mut c_void }
    }
    pub(crate) fn dialect(self, ns: Identifier) -> MlirDialect {
        MlirDialect { ptr: self.tables().dialects.record(self.ptr, ns) as *mut c_void }
    }

    /// `f` applied to `Some`, or the null handle.
    pub(crate) fn opt<T, H: Default>(self, x: Option<T>, f: impl FnOnce(Self, T) -> H) -> H {
        x.map_or_else(H::default, |x| f(self, x))
    }

    /// The id behind a handle of this context (`None` for null handles and
    /// handles of another context).
    pub(crate) fn own<T: Copy>(self, h: Option<(Cx<'_>, T)>) -> Option<T> {
        h.filter(|(c, _)| self.same(*c)).map(|(_, t)| t)
    }
}

/// Creates a context handle owning one reference to `oc`.
pub(crate) fn context_into_raw(oc: Arc<OwnedContext>) -> MlirContext {
    MlirContext { ptr: Arc::into_raw(oc) as *mut c_void }
}

/// Releases the reference a context handle owns.
pub(crate) fn context_release(h: MlirContext) {
    if h.ptr.is_null() {
        return;
    }
    // SAFETY: an owning context handle is `Arc::into_raw` of an
    // `OwnedContext` (see `context_into_raw`), released once by contract.
    drop(unsafe { Arc::from_raw(h.ptr as *const OwnedContext) });
}

/// The context a context handle names.
pub(crate) fn context<'a>(h: MlirContext) -> Option<Cx<'a>> {
    let ptr = h.ptr as *const OwnedContext;
    // SAFETY: a non-null context handle points at a live `OwnedContext`
    // (module contract).
    let oc = unsafe { ptr.as_ref() }?;
    Some(Cx { oc, ptr })
}

/// A new reference to the context a context handle names.
pub(crate) fn context_share(h: MlirContext) -> Option<Arc<OwnedContext>> {
    arc_share(h.ptr)
}

fn rec<'a, T: Clone>(ptr: *const c_void) -> Option<(Cx<'a>, T)> {
    let rec = ptr as *const Rec<T>;
    // SAFETY: a non-null entity handle points at a `Rec<T>` of the handle's
    // kind in the tables of a live context (module contract).
    let rec = unsafe { rec.as_ref() }?;
    // SAFETY: a record's owner outlives the record.
    let oc = unsafe { rec.owner.as_ref() }?;
    Some((Cx { oc, ptr: rec.owner }, rec.item.clone()))
}

pub(crate) fn ty<'a>(h: MlirType) -> Option<(Cx<'a>, Type)> {
    rec(h.ptr)
}
pub(crate) fn attr<'a>(h: MlirAttribute) -> Option<(Cx<'a>, Attribute)> {
    rec(h.ptr)
}
pub(crate) fn loc<'a>(h: MlirLocation) -> Option<(Cx<'a>, Location)> {
    let (cx, a): (Cx<'a>, Attribute) = rec(h.ptr)?;
    cx.ctx().as_location(a).map(|l| (cx, l))
}
pub(crate) fn ident<'a>(h: MlirIdentifier) -> Option<(Cx<'a>, Identifier)> {
    rec(h.ptr)
}
pub(crate) fn op<'a>(h: MlirOperation) -> Option<(Cx<'a>, OpId)> {
    rec(h.ptr)
}
pub(crate) fn module<'a>(h: MlirModule) -> Option<(Cx<'a>, OpId)> {
    rec(h.ptr)
}
/// A bound block (`None` for null and floating blocks).
pub(crate) fn block<'a>(h: MlirBlock) -> Option<(Cx<'a>, BlockId)> {
    match block_state(h)? {
        Late::Bound(cx, b) => Some((cx, b)),
        Late::Floating => None,
    }
}
/// A bound region (`None` for null and floating regions).
pub(crate) fn region<'a>(h: MlirRegion) -> Option<(Cx<'a>, RegionId)> {
    match region_state(h)? {
        Late::Bound(cx, r) => Some((cx, r)),
        Late::Floating => None,
    }
}
pub(crate) fn value<'a>(h: MlirValue) -> Option<(Cx<'a>, Value)> {
    rec(h.ptr)
}
pub(crate) fn operand<'a>(h: MlirOpOperand) -> Option<(Cx<'a>, OpOperand)> {
    rec(h.ptr)
}
pub(crate) fn dialect<'a>(h: MlirDialect) -> Option<(Cx<'a>, Identifier)> {
    rec(h.ptr)
}
pub(crate) fn affine_expr<'a>(h: MlirAffineExpr) -> Option<(Cx<'a>, AffineExpr)> {
    rec(h.ptr)
}
pub(crate) fn affine_map<'a>(h: MlirAffineMap) -> Option<(Cx<'a>, AffineMap)> {
    rec(h.ptr)
}
pub(crate) fn integer_set<'a>(h: MlirIntegerSet) -> Option<(Cx<'a>, IntegerSet)> {
    rec(h.ptr)
}

/// A handle owning one reference to `value` (registries, pass managers).
pub(crate) fn arc_into_raw<T>(value: Arc<T>) -> *mut c_void {
    Arc::into_raw(value) as *mut c_void
}

/// Releases the reference a handle made by [`arc_into_raw`] owns.
pub(crate) fn arc_release<T>(ptr: *mut c_void) {
    if !ptr.is_null() {
        // SAFETY: an owning handle of this kind is `Arc::into_raw` of a `T`
        // (see `arc_into_raw`), released once by contract.
        drop(unsafe { Arc::from_raw(ptr as *const T) });
    }
}

/// Borrows the `T` behind a handle of [`arc_into_raw`] or [`arc_handle`].
pub(crate) fn arc_ref<'a, T>(ptr: *mut c_void) -> Option<&'a T> {
    // SAFETY: a non-null handle of this kind points into a live `Arc<T>`
    // (module contract).
    unsafe { (ptr as *const T).as_ref() }
}

/// A new reference to the `Arc<T>` behind a handle.
pub(crate) fn arc_share<T>(ptr: *mut c_void) -> Option<Arc<T>> {
    if ptr.is_null() {
        return None;
    }
    // SAFETY: a non-null handle of this kind is the data pointer of a live
    // `Arc<T>` (module contract); taking a new strong count keeps it alive.
    unsafe {
        Arc::increment_strong_count(ptr as *const T);
        Some(Arc::from_raw(ptr as *const T))
    }
}

/// A non-owning handle to `value`, valid while some `Arc` keeps it.
pub(crate) fn arc_handle<T>(value: &Arc<T>) -> *mut c_void {
    Arc::as_ptr(value) as *mut c_void
}

pub(crate) fn registry_into_raw(r: crate::registry::SharedRegistry) -> MlirDialectRegistry {
    MlirDialectRegistry { ptr: arc_into_raw(r) }
}
pub(crate) fn registry_release(h: MlirDialectRegistry) {
    arc_release::<Mutex<mlir_ir::dialect::DialectRegistry>>(h.ptr)
}
pub(crate) fn registry<'a>(h: MlirDialectRegistry) -> Option<&'a Mutex<mlir_ir::dialect::DialectRegistry>> {
    arc_ref(h.ptr)
}

/// Boxes `value` behind an opaque pointer (printing flags, symbol tables).
pub(crate) fn box_into_raw<T>(value: T) -> *mut c_void {
    Box::into_raw(Box::new(value)).cast()
}

/// Borrows a value boxed by [`box_into_raw`].
pub(crate) fn box_ref<'a, T>(ptr: *mut c_void) -> Option<&'a mut T> {
    // SAFETY: a non-null pointer of this kind came from `box_into_raw::<T>`
    // and was not yet freed (module contract).
    unsafe { (ptr as *mut T).as_mut() }
}

/// Shared access to a `T` whose address this library handed out for the
/// duration of a callback (diagnostics).
pub(crate) fn borrowed<'a, T>(ptr: *mut c_void) -> Option<&'a T> {
    // SAFETY: a non-null pointer of this kind names a live `T` for the
    // duration of the callback it was passed to (module contract).
    unsafe { (ptr as *const T).as_ref() }
}

/// Frees a value boxed by [`box_into_raw`].
pub(crate) fn box_free<T>(ptr: *mut c_void) {
    if !ptr.is_null() {
        // SAFETY: as in `box_ref`; freed once by contract.
        drop(unsafe { Box::from_raw(ptr as *mut T) });
    }
}

/// Runs `f`, turning a panic into the default (null) result: no panic
/// crosses into C.
pub(crate) fn guard<R: Default>(f: impl FnOnce() -> R) -> R {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_record_per_id_and_context() {
        let h = context_into_raw(OwnedContext::new());
        let cx = context(h).expect("live context");
        let i32t = cx.ctx().int(32);
        let a = cx.ty(i32t);
        let b = cx.ty(i32t);
        assert_eq!(a, b);
        assert_ne!(a, cx.ty(cx.ctx().int(64)));
        let (back_cx, back) = ty(a).expect("record");
        assert!(back_cx.same(cx));
        assert_eq!(back, i32t);
        assert_eq!(cx.tables().types.len(), 2);
        // Locations and attributes share records.
        let loc = cx.ctx().unknown_loc();
        assert_eq!(cx.loc(loc).ptr, cx.attr(loc.attr()).ptr);
        context_release(h);
    }

    #[test]
    fn stale_op_record_stays_readable() {
        let oc = OwnedContext::new();
        let h = context_into_raw(oc.clone());
        let cx = context(h).expect("live context");
        let op = {
            let mut ir = oc.write();
            let st = mlir_ir::OperationState::new(oc.ctx().op_name("builtin.module"), oc.ctx().unknown_loc());
            ir.create_op(st).expect("create")
        };
        let handle = cx.op(op);
        oc.write().erase_op(op).expect("erase");
        let (c2, id) = super::op(handle).expect("record survives");
        assert!(c2.same(cx));
        assert!(!oc.read().op_is_live(id));
        // A new op reusing the slot gets a different record.
        let op2 = {
            let mut ir = oc.write();
            let st = mlir_ir::OperationState::new(oc.ctx().op_name("builtin.module"), oc.ctx().unknown_loc());
            ir.create_op(st).expect("create")
        };
        assert_ne!(cx.op(op2), handle);
        context_release(h);
    }

    #[test]
    fn null_handles_decode_to_none() {
        assert!(ty(MlirType::null()).is_none());
        assert!(op(MlirOperation::null()).is_none());
        assert!(context(MlirContext::null()).is_none());
        context_release(MlirContext::null());
    }

    #[test]
    fn guard_turns_panics_into_null() {
        let r: MlirOperation = guard(|| panic!("boom"));
        assert!(r.is_null());
    }
}
