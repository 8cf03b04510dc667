//! Reading bytecode into IR.
//!
//! The sections are located first, then the string, dialect, resource and
//! attribute/type offset tables are read; attribute and type entries are
//! decoded when the IR first refers to them (text through the parser,
//! builtin encodings in `builtin_read.rs`); the IR section is read last.

use super::encoding::Cursor;
use super::strings::read_strings;
use super::{op_mask, section, versions, ReadError, MAGIC, VERSION};
use crate::attributes::{AttrKind, Attribute, Location, ResourceBlob};
use crate::context::{Context, OperationName};
use crate::diagnostics::Diagnostic;
use crate::ident::Identifier;
use crate::ir::{BlockId, InsertPoint, Ir, OpId, OperationState, RegionId, Value};
use crate::parser::ParserConfig;
use crate::types::Type;

/// Deepest chain of attribute and type entries referring to one another
/// (the text parser's largest nesting limit).
pub const MAX_ENTRY_NESTING: usize = crate::parser::MAX_TYPE_NESTING;

/// Reads the bytecode in `bytes` (named `file` in diagnostics) into a
/// `builtin.module`, as [`crate::parser::parse_source_all`] reads text:
/// the single top-level module, or a new module holding the top-level ops.
pub fn read_bytecode(ir: &mut Ir, bytes: &[u8], file: &str, config: &ParserConfig) -> Result<OpId, Vec<Diagnostic>> {
    let ctx = ir.ctx().clone();
    let loc = ctx.file_loc(file, 0, 0);
    let top = ir.create_block(&[]);
    let result = {
        let mut r = Reader::new(&ctx, ir, bytes, top);
        let res = r.read();
        let pending = std::mem::take(&mut r.placeholders);
        (res, pending)
    };
    let (res, pending) = result;
    let res = res.and_then(|()| {
        if pending.is_empty() {
            Ok(())
        } else {
            Err(ReadError { offset: bytes.len(), msg: "not all forward unresolved forward operand references".into() })
        }
    });
    if let Err(e) = res {
        discard(ir, top, pending.into_iter().map(|(_, v)| v));
        let msg = format!("{} (at byte {})", e.msg, e.offset);
        return Err(vec![Diagnostic::error(loc, msg)]);
    }
    let module = wrap_in_module(ir, top, loc);
    let _ = ir.erase_block(top);
    if config.verify_after_parse {
        if let Err(diags) = crate::verifier::verify_all(ir, module) {
            let _ = ir.erase_op(module);
            return Err(diags);
        }
    }
    Ok(module)
}

/// Frees what a failed read built.
fn discard(ir: &mut Ir, top: BlockId, placeholders: impl Iterator<Item = Value>) {
    let ops: Vec<OpId> = ir.block_ops(top).map(|i| i.collect()).unwrap_or_default();
    let mut all = Vec::new();
    for op in ops.iter().rev() {
        all.extend(ir.subtree_ops(*op).unwrap_or_default());
    }
    for op in ops {
        let _ = ir.detach_op(op);
    }
    all.extend(placeholders.filter_map(|v| match v {
        Value::OpResult { op, .. } => Some(op),
        Value::BlockArg { .. } => None,
    }));
    ir.destroy_ops(&all);
    let _ = ir.erase_block(top);
}

fn wrap_in_module(ir: &mut Ir, top: BlockId, loc: Location) -> OpId {
    let ctx = ir.ctx().clone();
    let ops: Vec<OpId> = ir.block_ops(top).expect("top block is live").collect();
    let module_name = ctx.op_name("builtin.module");
    if ops.len() == 1 && ir.op_name(ops[0]).ok() == Some(module_name) {
        ir.detach_op(ops[0]).expect("op is live");
        return ops[0];
    }
    let region = ir.create_region();
    let body = ir.create_block(&[]);
    ir.append_block(region, body).expect("fresh region");
    let mut st = OperationState::new(module_name, loc);
    st.regions.push(region);
    let module = ir.create_op(st).expect("module creation");
    for op in ops {
        ir.move_op(op, InsertPoint::BlockEnd(body)).expect("moving read ops");
    }
    module
}

/// An attribute or type entry: where its bytes are and how to read them.
struct Entry<'a, T> {
    dialect: usize,
    custom: bool,
    data: Cursor<'a>,
    value: Option<T>,
    resolving: bool,
}

/// The values of the isolated-from-above region being read.
#[derive(Default)]
struct ValueScope {
    values: Vec<Option<Value>>,
    /// The next value id of each region on the stack.
    next: Vec<usize>,
}

/// The state of one read.
pub(super) struct Reader<'a, 'ir> {
    pub(super) ctx: &'ir Context,
    ir: &'ir mut Ir,
    bytes: &'a [u8],
    top: BlockId,
    pub(super) version: u64,
    strings: Vec<&'a [u8]>,
    pub(super) dialects: Vec<String>,
    op_names: Vec<(usize, &'a [u8], Option<OperationName>)>,
    attrs: Vec<Entry<'a, Attribute>>,
    types: Vec<Entry<'a, Type>>,
    resources: Vec<Identifier>,
    props: Vec<Cursor<'a>>,
    scopes: Vec<ValueScope>,
    /// Forward references: (scope depth, value id) -> placeholder.
    placeholders: hashbrown::HashMap<(usize, usize), Value>,
    entry_depth: usize,
    region_depth: usize,
    /// Values and blocks announced by the regions being read and not yet
    /// read. Each takes at least one byte of the file, so their sum is
    /// bounded by its size: nested regions cannot each announce the whole
    /// file's worth and make the reader allocate for all of them.
    announced: usize,
}

impl<'a, 'ir> Reader<'a, 'ir> {
    fn new(ctx: &'ir Context, ir: &'ir mut Ir, bytes: &'a [u8], top: BlockId) -> Reader<'a, 'ir> {
        Reader {
            ctx,
            ir,
            bytes,
            top,
            version: 0,
            strings: Vec::new(),
            dialects: Vec::new(),
            op_names: Vec::new(),
            attrs: Vec::new(),
            types: Vec::new(),
            resources: Vec::new(),
            props: Vec::new(),
            scopes: Vec::new(),
            placeholders: hashbrown::HashMap::new(),
            entry_depth: 0,
            region_depth: 0,
            announced: 0,
        }
    }

    fn read(&mut self) -> Result<(), ReadError> {
        let mut c = Cursor::new(self.bytes);
        if c.bytes(4).ok() != Some(&MAGIC[..]) {
            return Err(c.error("input buffer is not an MLIR bytecode file"));
        }
        self.version = c.varint()?;
        if self.version > VERSION {
            return Err(
                c.error(format!("bytecode version {} is newer than the current version {VERSION}", self.version))
            );
        }
        let _producer = c.nul_string()?;
        let mut sections: [Option<Cursor<'a>>; section::COUNT as usize] = Default::default();
        while !c.at_end() {
            let (id, body) = c.section(section::COUNT)?;
            if sections[id as usize].is_some() {
                return Err(c.error(format!("duplicate top-level section: {}", section_name(id))));
            }
            sections[id as usize] = Some(body);
        }
        for (id, s) in sections.iter().enumerate() {
            let optional = match id as u8 {
                section::RESOURCE | section::RESOURCE_OFFSET | section::DIALECT_VERSIONS => true,
                section::PROPERTIES => self.version < versions::NATIVE_PROPERTIES,
                _ => false,
            };
            if s.is_none() && !optional {
                return Err(c.error(format!("missing data for top-level section: {}", section_name(id as u8))));
            }
        }
        let take = |i: u8| sections[i as usize].expect("required sections checked above");
        self.strings = read_strings(take(section::STRING))?;
        self.read_dialects(take(section::DIALECT))?;
        match (sections[section::RESOURCE as usize], sections[section::RESOURCE_OFFSET as usize]) {
            (Some(data), Some(offsets)) => self.read_resources(data, offsets)?,
            (None, None) => {}
            _ => return Err(c.error("both the resource section and its offset section must be present")),
        }
        self.read_attr_type_offsets(take(section::ATTR_TYPE), take(section::ATTR_TYPE_OFFSET))?;
        if let Some(p) = sections[section::PROPERTIES as usize] {
            self.read_properties(p)?;
        }
        self.read_ir(take(section::IR))
    }

    // ---- tables -------------------------------------------------------

    pub(super) fn string(&self, c: &mut Cursor<'_>) -> Result<&'a [u8], ReadError> {
        let i = c.varint()?;
        self.strings.get(i as usize).copied().ok_or_else(|| c.error(format!("invalid string index: {i}")))
    }

    fn utf8<'s>(&self, c: &Cursor<'_>, s: &'s [u8]) -> Result<&'s str, ReadError> {
        std::str::from_utf8(s).map_err(|_| c.error("string is not valid UTF-8"))
    }

    fn read_dialects(&mut self, mut c: Cursor<'a>) -> Result<(), ReadError> {
        let n = c.varint()?;
        let n = c.check_count(n, 1, "dialect")?;
        for _ in 0..n {
            let name = if self.version >= versions::DIALECT_VERSIONING {
                let (idx, has_version) = c.varint_flag()?;
                if has_version {
                    // The dialect's version blob: rmlir's dialects have no
                    // versions to upgrade from, so it is skipped.
                    let (id, _) = c.section(section::COUNT)?;
                    if id != section::DIALECT_VERSIONS {
                        return Err(c.error("expected dialect version section"));
                    }
                }
                self.strings
                    .get(idx as usize)
                    .copied()
                    .ok_or_else(|| c.error(format!("invalid string index: {idx}")))?
            } else {
                self.string(&mut c)?
            };
            let name = self.utf8(&c, name)?.to_string();
            self.dialects.push(name);
        }
        let expected = if self.version >= versions::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
            let n = c.varint()?;
            Some(c.check_count(n, 1, "operation name")?)
        } else {
            None
        };
        while !c.at_end() && expected.is_none_or(|n| self.op_names.len() < n) {
            let d = c.varint()?;
            if d as usize >= self.dialects.len() {
                return Err(c.error(format!("invalid dialect index: {d}")));
            }
            let count = c.varint()?;
            let count = c.check_count(count, 1, "operation name")?;
            for _ in 0..count {
                let idx = if self.version >= versions::NATIVE_PROPERTIES { c.varint_flag()?.0 } else { c.varint()? };
                let s = self
                    .strings
                    .get(idx as usize)
                    .copied()
                    .ok_or_else(|| c.error(format!("invalid string index: {idx}")))?;
                self.op_names.push((d as usize, s, None));
            }
        }
        if expected.is_some_and(|n| n != self.op_names.len()) {
            return Err(c.error("operation name count does not match the dialect section"));
        }
        Ok(())
    }

    fn read_resources(&mut self, data: Cursor<'a>, mut offsets: Cursor<'a>) -> Result<(), ReadError> {
        let mut data = data;
        let external = offsets.varint()?;
        let external = offsets.check_count(external, 1, "resource group")?;
        for _ in 0..external {
            let _key = self.string(&mut offsets)?;
            // No external resource parsers exist here: skip the group.
            let n = offsets.varint()?;
            let n = offsets.check_count(n, 1, "resource")?;
            for _ in 0..n {
                let _ = self.string(&mut offsets)?;
                let size = offsets.varint()?;
                offsets.byte()?;
                data.sub(size)?;
            }
        }
        while !offsets.at_end() {
            let d = offsets.varint()?;
            let dialect =
                self.dialects.get(d as usize).ok_or_else(|| offsets.error(format!("invalid dialect index: {d}")))?;
            if dialect != "builtin" {
                let msg = if self.ctx.get_or_load_dialect(dialect).is_some() {
                    format!("unexpected resources for dialect '{dialect}'")
                } else {
                    format!("dialect '{dialect}' is unknown")
                };
                return Err(offsets.error(msg));
            }
            let n = offsets.varint()?;
            let n = offsets.check_count(n, 1, "resource")?;
            for _ in 0..n {
                let key = self.string(&mut offsets)?;
                let key = self.utf8(&offsets, key)?.to_string();
                let size = offsets.varint()?;
                let kind = offsets.byte()?;
                let mut entry = data.sub(size)?;
                let blob = if entry.at_end() {
                    None
                } else {
                    if kind != 0 {
                        return Err(
                            entry.error(format!("expected a blob resource entry for '{key}', but found kind {kind}"))
                        );
                    }
                    let alignment = entry.varint()?;
                    let len = entry.varint()?;
                    entry.align_to(alignment.max(1))?;
                    let bytes = entry.bytes(len)?;
                    Some(ResourceBlob { alignment, data: bytes.into() })
                };
                let id = self.ctx.declare_resource(&key, blob);
                self.resources.push(id);
            }
        }
        Ok(())
    }

    fn read_attr_type_offsets(&mut self, data: Cursor<'a>, mut offsets: Cursor<'a>) -> Result<(), ReadError> {
        let mut data = data;
        let nattrs = offsets.varint()?;
        let ntypes = offsets.varint()?;
        let nattrs = offsets.check_count(nattrs, 1, "attribute")?;
        let ntypes = offsets.check_count(ntypes, 1, "type")?;
        if nattrs + ntypes > offsets.remaining() {
            return Err(offsets.error("attribute and type counts exceed the offset section"));
        }
        let mut read_group =
            |this: &mut Self, want: usize, is_attr: bool, data: &mut Cursor<'a>| -> Result<(), ReadError> {
                let mut got = 0;
                while got < want {
                    let d = offsets.varint()?;
                    if d as usize >= this.dialects.len() {
                        return Err(offsets.error(format!("invalid dialect index: {d}")));
                    }
                    let count = offsets.varint()?;
                    if count > (want - got) as u64 {
                        return Err(offsets.error("dialect group holds more entries than were announced"));
                    }
                    for _ in 0..count {
                        let (size, custom) = offsets.varint_flag()?;
                        let entry_data = data
                            .sub(size)
                            .map_err(|_| data.error("Attribute or Type entry offset points past the end of section"))?;
                        if is_attr {
                            this.attrs.push(Entry {
                                dialect: d as usize,
                                custom,
                                data: entry_data,
                                value: None,
                                resolving: false,
                            });
                        } else {
                            this.types.push(Entry {
                                dialect: d as usize,
                                custom,
                                data: entry_data,
                                value: None,
                                resolving: false,
                            });
                        }
                    }
                    got += count as usize;
                }
                Ok(())
            };
        read_group(self, nattrs, true, &mut data)?;
        read_group(self, ntypes, false, &mut data)?;
        Ok(())
    }

    fn read_properties(&mut self, mut c: Cursor<'a>) -> Result<(), ReadError> {
        let n = c.varint()?;
        let n = c.check_count(n, 1, "properties")?;
        for _ in 0..n {
            let size = c.varint()?;
            self.props.push(c.sub(size)?);
        }
        if !c.at_end() {
            return Err(c.error("Broken properties section: didn't exhaust the offsets table"));
        }
        Ok(())
    }

    // ---- attributes and types ------------------------------------------

    fn enter_entry(&mut self, c: &Cursor<'_>) -> Result<(), ReadError> {
        self.entry_depth += 1;
        if self.entry_depth > MAX_ENTRY_NESTING {
            return Err(c.error(format!(
                "attributes and types nested more than {MAX_ENTRY_NESTING} levels deep are not supported"
            )));
        }
        Ok(())
    }

    /// The attribute whose index is read from `c`.
    pub(super) fn attr_at(&mut self, c: &mut Cursor<'_>) -> Result<Attribute, ReadError> {
        let i = c.varint()?;
        self.attr(i, c)
    }

    /// The type whose index is read from `c`.
    pub(super) fn type_at(&mut self, c: &mut Cursor<'_>) -> Result<Type, ReadError> {
        let i = c.varint()?;
        self.ty(i, c)
    }

    /// The location whose index is read from `c`.
    pub(super) fn loc_at(&mut self, c: &mut Cursor<'_>) -> Result<Location, ReadError> {
        let a = self.attr_at(c)?;
        self.ctx.as_location(a).ok_or_else(|| c.error("expected attribute of type: LocationAttr"))
    }

    /// The `dense_resource` key whose index is read from `c`.
    pub(super) fn resource_at(&mut self, c: &mut Cursor<'_>) -> Result<Identifier, ReadError> {
        let i = c.varint()?;
        self.resources.get(i as usize).copied().ok_or_else(|| c.error(format!("invalid resource handle index: {i}")))
    }

    /// The attribute of index `i` (read from `at`).
    pub(super) fn attr_index(&mut self, i: u64, at: &Cursor<'_>) -> Result<Attribute, ReadError> {
        self.attr(i, at)
    }

    fn attr(&mut self, i: u64, at: &Cursor<'_>) -> Result<Attribute, ReadError> {
        let e = self.attrs.get_mut(i as usize).ok_or_else(|| at.error(format!("invalid Attribute index: {i}")))?;
        if let Some(v) = e.value {
            return Ok(v);
        }
        if e.resolving {
            return Err(at.error(format!("Attribute entry {i} refers to itself")));
        }
        e.resolving = true;
        let (custom, dialect, mut data) = (e.custom, e.dialect, e.data);
        self.enter_entry(at)?;
        let v = crate::support::stack::guard(|| {
            if custom {
                if self.dialects[dialect] != "builtin" {
                    return Err(data.error(format!(
                        "cannot decode the custom bytecode encoding of a '{}' attribute entry",
                        self.dialects[dialect]
                    )));
                }
                let v = super::builtin_read::read_attr(self, &mut data)?;
                Ok(v)
            } else {
                let text = data.nul_string()?;
                let text = self.utf8(&data, text)?;
                crate::parser::parse_attribute_str(self.ctx, text).map_err(|d| data.error(d.message.clone()))
            }
        });
        self.entry_depth -= 1;
        let e = &mut self.attrs[i as usize];
        e.resolving = false;
        let v = v?;
        e.value = Some(v);
        Ok(v)
    }

    fn ty(&mut self, i: u64, at: &Cursor<'_>) -> Result<Type, ReadError> {
        let e = self.types.get_mut(i as usize).ok_or_else(|| at.error(format!("invalid Type index: {i}")))?;
        if let Some(v) = e.value {
            return Ok(v);
        }
        if e.resolving {
            return Err(at.error(format!("Type entry {i} refers to itself")));
        }
        e.resolving = true;
        let (custom, dialect, mut data) = (e.custom, e.dialect, e.data);
        self.enter_entry(at)?;
        let v = crate::support::stack::guard(|| {
            if custom {
                if self.dialects[dialect] != "builtin" {
                    return Err(data.error(format!(
                        "cannot decode the custom bytecode encoding of a '{}' type entry",
                        self.dialects[dialect]
                    )));
                }
                super::builtin_read::read_type(self, &mut data)
            } else {
                let text = data.nul_string()?;
                let text = self.utf8(&data, text)?;
                crate::parser::parse_type_str(self.ctx, text).map_err(|d| data.error(d.message.clone()))
            }
        });
        self.entry_depth -= 1;
        let e = &mut self.types[i as usize];
        e.resolving = false;
        let v = v?;
        e.value = Some(v);
        Ok(v)
    }

    // ---- IR -----------------------------------------------------------

    fn op_name(&mut self, c: &mut Cursor<'_>) -> Result<OperationName, ReadError> {
        let i = c.varint()?;
        let (d, short, cached) =
            *self.op_names.get(i as usize).ok_or_else(|| c.error(format!("invalid operation name index: {i}")))?;
        if let Some(n) = cached {
            return Ok(n);
        }
        let dialect = self.dialects[d].clone();
        let short = self.utf8(c, short)?;
        let full = if dialect.is_empty() { short.to_string() } else { format!("{dialect}.{short}") };
        let name = self.ctx.op_name(&full);
        if self.ctx.op_def(name).is_none()
            && !self.ctx.allow_unregistered_dialects()
            && self.ctx.get_or_load_dialect(&dialect).is_none()
        {
            return Err(c.error(format!(
                "dialect '{dialect}' is unknown. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR tool used."
            )));
        }
        self.op_names[i as usize].2 = Some(name);
        Ok(name)
    }

    fn read_ir(&mut self, mut c: Cursor<'a>) -> Result<(), ReadError> {
        let (nops, has_args) = c.varint_flag()?;
        if has_args {
            return Err(c.error("the top-level block of the IR section has no arguments"));
        }
        self.scopes.push(ValueScope { values: Vec::new(), next: vec![0] });
        let nops = c.check_count(nops, 3, "operation")?;
        let top = self.top;
        for _ in 0..nops {
            self.read_op(&mut c, top, &[])?;
        }
        Ok(())
    }

    /// Gives the next `values` ids of the current region to `values`.
    fn define(&mut self, c: &Cursor<'_>, values: &[Value]) -> Result<(), ReadError> {
        let depth = self.scopes.len() - 1;
        let scope = self.scopes.last_mut().expect("a scope while reading IR");
        let next = scope.next.last_mut().expect("a region while reading IR");
        let first = *next;
        let end = first + values.len();
        if end > scope.values.len() {
            return Err(c.error(format!(
                "value index range was outside of the expected range for the parent region, got [{first}, {end}), but the maximum index was {}",
                scope.values.len() as i64 - 1
            )));
        }
        *next = end;
        for (k, &v) in values.iter().enumerate() {
            scope.values[first + k] = Some(v);
        }
        for (k, &v) in values.iter().enumerate() {
            if let Some(ph) = self.placeholders.remove(&(depth, first + k)) {
                self.ir.replace_all_uses_with(ph, v).map_err(|e| c.error(e.to_string()))?;
                if let Value::OpResult { op, .. } = ph {
                    let _ = self.ir.erase_op(op);
                }
            }
        }
        Ok(())
    }

    fn operand(&mut self, c: &mut Cursor<'_>) -> Result<Value, ReadError> {
        let i = c.varint()? as usize;
        let depth = self.scopes.len() - 1;
        let scope = self.scopes.last().expect("a scope while reading IR");
        match scope.values.get(i) {
            Some(Some(v)) => Ok(*v),
            Some(None) => {
                if let Some(&v) = self.placeholders.get(&(depth, i)) {
                    return Ok(v);
                }
                // A use before its definition (a later block's argument, a
                // graph region): a placeholder stands in until then.
                let name = self.ctx.op_name("builtin.unrealized_conversion_cast");
                let mut st = OperationState::new(name, self.ctx.unknown_loc());
                st.result_types.push(self.ctx.none_type());
                let op = self.ir.create_op(st).map_err(|e| c.error(e.to_string()))?;
                let v = Value::OpResult { op, index: 0 };
                self.placeholders.insert((depth, i), v);
                Ok(v)
            }
            None => Err(c.error(format!("invalid value index: {i}"))),
        }
    }

    fn read_op(&mut self, c: &mut Cursor<'_>, block: BlockId, blocks: &[BlockId]) -> Result<(), ReadError> {
        let name = self.op_name(c)?;
        let mask = c.byte()?;
        let loc = self.loc_at(c)?;
        let mut st = OperationState::new(name, loc);
        if mask & op_mask::ATTRS != 0 {
            let d = self.attr_at(c)?;
            match self.ctx.attr_kind(d) {
                AttrKind::Dictionary(entries) => st.attributes = entries.to_vec(),
                _ => return Err(c.error("expected attribute of type: DictionaryAttr")),
            }
        }
        if mask & op_mask::PROPERTIES != 0 {
            if self.version < versions::NATIVE_PROPERTIES {
                return Err(c.error(format!(
                    "Unexpected missing `wasRegistered` opname flag at bytecode version {} with properties.",
                    self.version
                )));
            }
            st.properties = Some(self.read_op_properties(c, name)?);
        }
        if mask & op_mask::RESULTS != 0 {
            let n = c.varint()?;
            let n = c.check_count(n, 1, "result")?;
            for _ in 0..n {
                st.result_types.push(self.type_at(c)?);
            }
        }
        if mask & op_mask::OPERANDS != 0 {
            let n = c.varint()?;
            let n = c.check_count(n, 1, "operand")?;
            for _ in 0..n {
                st.operands.push(self.operand(c)?);
            }
        }
        if mask & op_mask::SUCCESSORS != 0 {
            let n = c.varint()?;
            let n = c.check_count(n, 1, "successor")?;
            for _ in 0..n {
                let i = c.varint()?;
                let b = blocks.get(i as usize).ok_or_else(|| c.error(format!("invalid successor index: {i}")))?;
                st.successors.push(*b);
            }
        }
        if self.version >= versions::USE_LIST_ORDERING && mask & op_mask::USE_LIST_ORDERS != 0 {
            skip_use_list_orders(c, st.result_types.len())?;
        }
        let (nregions, isolated) = if mask & op_mask::INLINE_REGIONS != 0 {
            let (n, iso) = c.varint_flag()?;
            (c.check_count(n, 1, "region")?, iso)
        } else {
            (0, false)
        };
        for _ in 0..nregions {
            st.regions.push(self.ir.create_region());
        }
        let regions = st.regions.clone();
        let op = self.ir.create_op(st).map_err(|e| c.error(e.to_string()))?;
        self.ir.insert_op(op, InsertPoint::BlockEnd(block)).map_err(|e| c.error(e.to_string()))?;
        let results: Vec<Value> = self.ir.results(op).map_err(|e| c.error(e.to_string()))?.collect();
        self.define(c, &results)?;
        if nregions > 0 {
            self.region_depth += 1;
            if self.region_depth > crate::parser::MAX_REGION_NESTING {
                return Err(c.error(format!(
                    "regions nested more than {} levels deep are not supported",
                    crate::parser::MAX_REGION_NESTING
                )));
            }
            let r = crate::support::stack::guard(|| {
                if isolated && self.version >= versions::LAZY_LOADING {
                    let (id, mut body) = c.section(section::COUNT)?;
                    if id != section::IR {
                        return Err(c.error("expected IR section for region"));
                    }
                    self.read_regions(&mut body, &regions, isolated)
                } else {
                    self.read_regions(c, &regions, isolated)
                }
            });
            self.region_depth -= 1;
            r?;
        }
        Ok(())
    }

    fn read_op_properties(&mut self, c: &mut Cursor<'_>, name: OperationName) -> Result<Attribute, ReadError> {
        let i = c.varint()?;
        let mut entry = *self
            .props
            .get(i as usize)
            .ok_or_else(|| c.error(format!("Properties idx out-of-bound for {}", self.ctx.op_name_str(name))))?;
        if self.ctx.op_def(name).is_some() {
            return super::ods_props::read_native_properties(self, &mut entry, name).map_err(|e| ReadError {
                msg: format!("'{}' properties: {}", self.ctx.op_name_str(name), e.msg),
                ..e
            });
        }
        // An op unregistered when written keeps its properties as an
        // attribute.
        self.attr_at(&mut entry)
    }

    fn read_regions(&mut self, c: &mut Cursor<'_>, regions: &[RegionId], isolated: bool) -> Result<(), ReadError> {
        if isolated {
            self.scopes.push(ValueScope::default());
        }
        for &region in regions {
            let nblocks = c.varint()?;
            if nblocks == 0 {
                continue;
            }
            let nblocks = c.check_count(nblocks, 1, "block")?;
            let nvalues = c.varint()?;
            let nvalues = c.check_count(nvalues, 1, "value")?;
            let announced = nblocks + nvalues;
            if self.announced + announced > self.bytes.len() {
                return Err(c.error(format!(
                    "regions announce {} blocks and values, more than the {} bytes of the file can define",
                    self.announced + announced,
                    self.bytes.len()
                )));
            }
            self.announced += announced;
            let mut blocks = Vec::with_capacity(nblocks);
            for _ in 0..nblocks {
                let b = self.ir.create_block(&[]);
                self.ir.append_block(region, b).map_err(|e| c.error(e.to_string()))?;
                blocks.push(b);
            }
            let scope = self.scopes.last_mut().expect("a scope while reading IR");
            let first = scope.values.len();
            scope.values.resize(first + nvalues, None);
            scope.next.push(first);
            for &b in &blocks {
                self.read_block(c, b, &blocks)?;
            }
            let depth = self.scopes.len() - 1;
            if self.placeholders.keys().any(|&(d, i)| d == depth && i >= first) {
                return Err(c.error("not all forward unresolved forward operand references"));
            }
            let scope = self.scopes.last_mut().expect("a scope while reading IR");
            scope.values.truncate(first);
            scope.next.pop();
            self.announced -= announced;
        }
        if isolated {
            self.scopes.pop();
        }
        Ok(())
    }

    fn read_block(&mut self, c: &mut Cursor<'_>, block: BlockId, blocks: &[BlockId]) -> Result<(), ReadError> {
        let (nops, has_args) = c.varint_flag()?;
        let nops = c.check_count(nops, 3, "operation")?;
        if has_args {
            let n = c.varint()?;
            let n = c.check_count(n, 1, "block argument")?;
            let mut args = Vec::with_capacity(n);
            for _ in 0..n {
                let (ty, loc) = if self.version >= versions::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                    let (t, has_loc) = c.varint_flag()?;
                    let ty = self.ty(t, c)?;
                    let loc = if has_loc { self.loc_at(c)? } else { self.ctx.unknown_loc() };
                    (ty, loc)
                } else {
                    (self.type_at(c)?, self.loc_at(c)?)
                };
                let v = self.ir.add_block_arg(block, ty, loc).map_err(|e| c.error(e.to_string()))?;
                args.push(v);
            }
            self.define(c, &args)?;
            if self.version >= versions::USE_LIST_ORDERING {
                let has_orders = c.byte()?;
                if has_orders != 0 {
                    skip_use_list_orders(c, n)?;
                }
            }
        }
        for _ in 0..nops {
            self.read_op(c, block, blocks)?;
        }
        Ok(())
    }
}

/// Reads past the use-list orders of `n` values: rmlir keeps no use-list
/// order that printing or passes depend on.
fn skip_use_list_orders(c: &mut Cursor<'_>, n: usize) -> Result<(), ReadError> {
    let count = if n > 1 { c.varint()? } else { 1 };
    let count = c.check_count(count, 1, "use-list order")?;
    for _ in 0..count {
        if n > 1 {
            c.varint()?;
        }
        let (len, _) = c.varint_flag()?;
        let len = c.check_count(len, 1, "use-list index")?;
        for _ in 0..len {
            c.varint()?;
        }
    }
    Ok(())
}

fn section_name(id: u8) -> &'static str {
    match id {
        section::STRING => "String (0)",
        section::DIALECT => "Dialect (1)",
        section::ATTR_TYPE => "AttrType (2)",
        section::ATTR_TYPE_OFFSET => "AttrTypeOffset (3)",
        section::IR => "IR (4)",
        section::RESOURCE => "Resource (5)",
        section::RESOURCE_OFFSET => "ResourceOffset (6)",
        section::DIALECT_VERSIONS => "DialectVersions (7)",
        section::PROPERTIES => "Properties (8)",
        _ => "Unknown",
    }
}
