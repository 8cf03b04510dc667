//! Writing an operation (usually a module) as bytecode.
//!
//! A first pass numbers everything the IR section refers to (op names,
//! attributes, types, values, blocks, resources), as upstream's
//! `IRNumberingState` does; entries are then ordered by dialect, since the
//! offset tables group them by dialect, and the sections are emitted.

use super::builtin_write::{entry_is_custom, write_custom_entry, EntryIndex};
use super::encoding::Emitter;
use super::strings::StringTable;
use super::{op_mask, section, versions, MAGIC, MIN_VERSION, VERSION};
use crate::attributes::{AttrKind, Attribute, LocKind};
use crate::context::{Context, OperationName};
use crate::dialect::OpTraits;
use crate::ident::Identifier;
use crate::ir::{BlockId, Ir, IrError, OpId, RegionId, Value};
use crate::types::Type;
use hashbrown::HashMap;

/// Options of a write.
#[derive(Clone, Debug)]
pub struct WriteConfig {
    /// The bytecode version to write ([`MIN_VERSION`]..=[`VERSION`]).
    pub version: u64,
    /// The producer string recorded in the header.
    pub producer: String,
}

impl Default for WriteConfig {
    fn default() -> Self {
        WriteConfig { version: VERSION, producer: "rmlir".into() }
    }
}

/// Why an operation could not be written.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The version asked for is outside what this writer (and upstream's)
    /// can write; the message is upstream's.
    #[error("unsupported version requested {0}, must be in range [{MIN_VERSION}, {VERSION}]")]
    UnsupportedVersion(u64),
    /// The operation or something it holds is gone.
    #[error("{0}")]
    Ir(#[from] IrError),
}

/// Writes `op` as bytecode.
pub fn write_bytecode(ir: &Ir, op: OpId, config: &WriteConfig) -> Result<Vec<u8>, WriteError> {
    if config.version > VERSION {
        return Err(WriteError::UnsupportedVersion(config.version));
    }
    ir.op_name(op)?;
    let mut w = Writer::new(ir, config.version);
    w.number_root(op)?;
    w.finalize_numbering();
    w.emit(op, &config.producer)
}

/// An attribute or type entry of the table.
struct Entry<K> {
    key: K,
    dialect: usize,
    /// The printed form, for entries written as text.
    text: Option<String>,
}

struct Writer<'a> {
    ir: &'a Ir,
    ctx: &'a Context,
    version: u64,
    strings: StringTable,
    dialects: Vec<String>,
    dialect_ids: HashMap<String, usize>,
    op_names: Vec<(OperationName, usize)>,
    op_name_ids: HashMap<OperationName, u64>,
    attrs: Vec<Entry<Attribute>>,
    attr_ids: HashMap<Attribute, u64>,
    types: Vec<Entry<Type>>,
    type_ids: HashMap<Type, u64>,
    resources: Vec<Identifier>,
    resource_ids: HashMap<Identifier, u64>,
    values: HashMap<Value, u64>,
    next_value: u64,
    blocks: HashMap<BlockId, u64>,
    region_counts: HashMap<RegionId, (u64, u64)>,
    /// The attribute dictionary written for each op that has one.
    op_dicts: HashMap<OpId, Attribute>,
    /// The properties written through the properties section.
    op_props: HashMap<OpId, Attribute>,
    props_section: Vec<Vec<u8>>,
}

impl<'a> Writer<'a> {
    fn new(ir: &'a Ir, version: u64) -> Writer<'a> {
        Writer {
            ir,
            ctx: ir.ctx(),
            version,
            strings: StringTable::default(),
            dialects: Vec::new(),
            dialect_ids: HashMap::new(),
            op_names: Vec::new(),
            op_name_ids: HashMap::new(),
            attrs: Vec::new(),
            attr_ids: HashMap::new(),
            types: Vec::new(),
            type_ids: HashMap::new(),
            resources: Vec::new(),
            resource_ids: HashMap::new(),
            values: HashMap::new(),
            next_value: 0,
            blocks: HashMap::new(),
            region_counts: HashMap::new(),
            op_dicts: HashMap::new(),
            op_props: HashMap::new(),
            props_section: Vec::new(),
        }
    }

    fn dialect(&mut self, name: &str) -> usize {
        if let Some(&i) = self.dialect_ids.get(name) {
            return i;
        }
        let i = self.dialects.len();
        self.dialects.push(name.to_string());
        self.dialect_ids.insert(name.to_string(), i);
        i
    }

    // ---- numbering ----------------------------------------------------

    fn number_attr(&mut self, attr: Attribute) {
        if self.attr_ids.contains_key(&attr) {
            return;
        }
        crate::support::stack::guard(|| self.number_attr_new(attr))
    }

    fn number_attr_new(&mut self, attr: Attribute) {
        let ctx = self.ctx;
        let custom = entry_is_custom(ctx, attr);
        if custom {
            match ctx.attr_kind(attr) {
                AttrKind::Array(elems) => {
                    for &e in elems.iter() {
                        self.number_attr(e);
                    }
                }
                AttrKind::Dictionary(entries) => {
                    for &(name, value) in entries.iter() {
                        let name_attr = ctx.string_attr(ctx.ident_str(name));
                        self.number_attr(name_attr);
                        self.number_attr(value);
                    }
                }
                AttrKind::DenseResource { ty, key } => {
                    self.number_type(*ty);
                    if !self.resource_ids.contains_key(key) {
                        self.resource_ids.insert(*key, self.resources.len() as u64);
                        self.resources.push(*key);
                    }
                }
                _ => {}
            }
        }
        let (dialect, text) = if custom {
            ("builtin".to_string(), None)
        } else {
            let text = match ctx.attr_kind(attr) {
                AttrKind::Loc(_) => crate::printer::location_to_string(ctx, crate::Location(attr)),
                _ => crate::printer::attr_to_string(ctx, attr),
            };
            (dialect_of_text(&text, '#'), Some(text))
        };
        let dialect = self.dialect(&dialect);
        self.attr_ids.insert(attr, self.attrs.len() as u64);
        self.attrs.push(Entry { key: attr, dialect, text });
    }

    fn number_type(&mut self, ty: Type) {
        if self.type_ids.contains_key(&ty) {
            return;
        }
        let text = crate::printer::type_to_string(self.ctx, ty);
        let dialect = dialect_of_text(&text, '!');
        let dialect = self.dialect(&dialect);
        self.type_ids.insert(ty, self.types.len() as u64);
        self.types.push(Entry { key: ty, dialect, text: Some(text) });
    }

    fn number_op_name(&mut self, name: OperationName) {
        if self.op_name_ids.contains_key(&name) {
            return;
        }
        let full = self.ctx.op_name_str(name);
        let dialect = full.split_once('.').map_or("", |(d, _)| d).to_string();
        let d = self.dialect(&dialect);
        self.op_name_ids.insert(name, self.op_names.len() as u64);
        self.op_names.push((name, d));
    }

    fn is_registered(&self, name: OperationName) -> bool {
        self.ctx.op_def(name).is_some()
    }

    fn is_isolated(&self, name: OperationName) -> bool {
        self.ctx.op_def(name).is_some_and(|d| d.traits().contains(OpTraits::ISOLATED_FROM_ABOVE))
    }

    fn number_op(&mut self, op: OpId) -> Result<(), IrError> {
        let ir = self.ir;
        let ctx = self.ctx;
        let name = ir.op_name(op)?;
        self.number_op_name(name);
        self.number_attr(ir.op_loc(op)?.attr());
        let registered = self.is_registered(name);
        // An unregistered op keeps even empty properties (`<{}>`).
        let props = ir.op_props(op)?.filter(|p| !registered || !ctx.dict_entries(*p).is_empty());
        let native = props.is_some() && !registered && self.version >= versions::NATIVE_PROPERTIES;
        let mut entries: Vec<_> = ir.op_attrs(op)?.to_vec();
        if let (Some(p), false, true) = (props, native, registered) {
            // Every reader moves a registered op's inherent attributes
            // from its dictionary into its properties. An unregistered
            // op's properties have no place before version 5: upstream
            // leaves them out, and so does this writer.
            entries.extend(ctx.dict_entries(p).iter().copied());
        }
        if !entries.is_empty() {
            let dict = ctx.dict_attr(entries);
            self.number_attr(dict);
            self.op_dicts.insert(op, dict);
        }
        if let (Some(p), true) = (props, native) {
            self.number_attr(p);
            self.op_props.insert(op, p);
        }
        for v in ir.results(op)? {
            self.values.insert(v, self.next_value);
            self.next_value += 1;
            self.number_type(ir.value_type(v)?);
        }
        Ok(())
    }

    fn number_region(&mut self, region: RegionId) -> Result<(), IrError> {
        let ir = self.ir;
        let first = self.next_value;
        let mut nblocks = 0u64;
        let blocks: Vec<BlockId> = ir.region_blocks(region)?.collect();
        for block in blocks {
            self.blocks.insert(block, nblocks);
            nblocks += 1;
            for (i, arg) in ir.block_args(block)?.enumerate() {
                self.values.insert(arg, self.next_value);
                self.next_value += 1;
                self.number_type(ir.value_type(arg)?);
                self.number_attr(ir.block_arg_loc(block, i)?.attr());
            }
            let ops: Vec<OpId> = ir.block_ops(block)?.collect();
            for op in ops {
                self.number_op(op)?;
            }
        }
        self.region_counts.insert(region, (nblocks, self.next_value - first));
        Ok(())
    }

    fn number_root(&mut self, root: OpId) -> Result<(), IrError> {
        let ir = self.ir;
        self.number_op(root)?;
        let mut work: Vec<(RegionId, u64)> = Vec::new();
        let push = |w: &mut Self, op: OpId, work: &mut Vec<(RegionId, u64)>| -> Result<(), IrError> {
            let first = if w.is_isolated(ir.op_name(op)?) { 0 } else { w.next_value };
            for &r in ir.regions(op)? {
                work.push((r, first));
            }
            Ok(())
        };
        push(self, root, &mut work)?;
        while let Some((region, first)) = work.pop() {
            self.next_value = first;
            self.number_region(region)?;
            for block in ir.region_blocks(region)? {
                for op in ir.block_ops(block)? {
                    push(self, op, &mut work)?;
                }
            }
        }
        Ok(())
    }

    /// Orders op names, attributes and types by dialect (the offset tables
    /// group them so) and renumbers them in that order.
    fn finalize_numbering(&mut self) {
        self.op_names.sort_by_key(|&(_, d)| d);
        for (i, (name, _)) in self.op_names.iter().enumerate() {
            self.op_name_ids.insert(*name, i as u64);
        }
        self.attrs.sort_by_key(|e| e.dialect);
        for (i, e) in self.attrs.iter().enumerate() {
            self.attr_ids.insert(e.key, i as u64);
        }
        self.types.sort_by_key(|e| e.dialect);
        for (i, e) in self.types.iter().enumerate() {
            self.type_ids.insert(e.key, i as u64);
        }
    }

    // ---- emission -----------------------------------------------------

    fn emit(mut self, root: OpId, producer: &str) -> Result<Vec<u8>, WriteError> {
        let mut ir_section = Emitter::new();
        // The IR section reads as a block without arguments holding the root.
        ir_section.varint_flag(1, false);
        self.emit_op(&mut ir_section, root)?;

        let (attr_type_offsets, attr_types) = self.emit_attr_types();
        let (resource_offsets, resources) = self.emit_resources();
        let dialect_section = self.emit_dialects();
        let props = self.emit_properties();

        let mut out = Emitter::new();
        out.bytes(MAGIC);
        out.varint(self.version);
        out.nul_string(producer.as_bytes());
        out.section(section::DIALECT, dialect_section);
        out.section(section::ATTR_TYPE_OFFSET, attr_type_offsets);
        out.section(section::ATTR_TYPE, attr_types);
        out.section(section::IR, ir_section);
        out.section(section::RESOURCE_OFFSET, resource_offsets);
        out.section(section::RESOURCE, resources);
        out.section(section::STRING, self.strings.emit());
        if let Some(props) = props {
            out.section(section::PROPERTIES, props);
        }
        Ok(out.buf)
    }

    fn emit_dialects(&mut self) -> Emitter {
        let mut e = Emitter::new();
        e.varint(self.dialects.len() as u64);
        for name in &self.dialects {
            let id = self.strings.insert(name.as_bytes());
            if self.version >= versions::DIALECT_VERSIONING {
                e.varint_flag(id, false);
            } else {
                e.varint(id);
            }
        }
        if self.version >= versions::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
            e.varint(self.op_names.len() as u64);
        }
        let names: Vec<(String, usize, bool)> = self
            .op_names
            .iter()
            .map(|&(n, d)| {
                let full = self.ctx.op_name_str(n);
                let short = if self.dialects[d].is_empty() { full } else { &full[self.dialects[d].len() + 1..] };
                (short.to_string(), d, self.is_registered(n))
            })
            .collect();
        for group in names.chunk_by(|a, b| a.1 == b.1) {
            e.varint(group[0].1 as u64);
            e.varint(group.len() as u64);
            for (short, _, registered) in group {
                let id = self.strings.insert(short.as_bytes());
                if self.version >= versions::NATIVE_PROPERTIES {
                    e.varint_flag(id, *registered);
                } else {
                    e.varint(id);
                }
            }
        }
        e
    }

    fn emit_attr_types(&mut self) -> (Emitter, Emitter) {
        let mut offsets = Emitter::new();
        let mut data = Emitter::new();
        offsets.varint(self.attrs.len() as u64);
        offsets.varint(self.types.len() as u64);
        let index = EntryIndex { attrs: &self.attr_ids, types: &self.type_ids, resources: &self.resource_ids };
        let mut attr_sizes = Vec::with_capacity(self.attrs.len());
        for entry in &self.attrs {
            let start = data.len();
            match &entry.text {
                Some(t) => data.nul_string(t.as_bytes()),
                None => write_custom_entry(self.ctx, entry.key, &index, &mut self.strings, &mut data),
            }
            attr_sizes.push(((data.len() - start) as u64, entry.text.is_none(), entry.dialect));
        }
        let mut type_sizes = Vec::with_capacity(self.types.len());
        for entry in &self.types {
            let start = data.len();
            data.nul_string(entry.text.as_deref().unwrap_or_default().as_bytes());
            type_sizes.push(((data.len() - start) as u64, false, entry.dialect));
        }
        for sizes in [attr_sizes, type_sizes] {
            for group in sizes.chunk_by(|a, b| a.2 == b.2) {
                offsets.varint(group[0].2 as u64);
                offsets.varint(group.len() as u64);
                for &(size, custom, _) in group {
                    offsets.varint_flag(size, custom);
                }
            }
        }
        (offsets, data)
    }

    fn emit_resources(&mut self) -> (Emitter, Emitter) {
        let mut offsets = Emitter::new();
        let mut data = Emitter::new();
        // No external resource groups.
        offsets.varint(0);
        if !self.resources.is_empty() {
            let builtin = self.dialect("builtin");
            offsets.varint(builtin as u64);
            offsets.varint(self.resources.len() as u64);
            for &key in &self.resources {
                let start = data.len();
                if let Some(blob) = self.ctx.resource(key) {
                    data.varint(blob.alignment);
                    data.varint(blob.data.len() as u64);
                    data.align_to(blob.alignment);
                    data.bytes(&blob.data);
                }
                let id = self.strings.insert(self.ctx.ident_str(key).as_bytes());
                offsets.varint(id);
                offsets.varint((data.len() - start) as u64);
                // Kind: a blob.
                offsets.byte(0);
            }
        }
        (offsets, data)
    }

    fn emit_properties(&mut self) -> Option<Emitter> {
        if self.version < versions::NATIVE_PROPERTIES {
            return None;
        }
        let mut e = Emitter::new();
        e.varint(self.props_section.len() as u64);
        for p in &self.props_section {
            e.varint(p.len() as u64);
            e.bytes(p);
        }
        Some(e)
    }

    fn emit_op(&mut self, e: &mut Emitter, op: OpId) -> Result<(), WriteError> {
        crate::support::stack::guard(|| self.emit_op_inner(e, op))
    }

    fn emit_op_inner(&mut self, e: &mut Emitter, op: OpId) -> Result<(), WriteError> {
        let ir = self.ir;
        let name = ir.op_name(op)?;
        e.varint(self.op_name_ids[&name]);
        let mask_at = e.len();
        e.byte(0);
        let mut mask = 0u8;
        e.varint(self.attr_ids[&ir.op_loc(op)?.attr()]);
        if let Some(dict) = self.op_dicts.get(&op) {
            mask |= op_mask::ATTRS;
            e.varint(self.attr_ids[dict]);
        }
        if let Some(props) = self.op_props.get(&op) {
            mask |= op_mask::PROPERTIES;
            // An op unregistered when written keeps its properties as an
            // attribute, named by index in its properties entry.
            let mut entry = Emitter::new();
            entry.varint(self.attr_ids[props]);
            e.varint(self.props_section.len() as u64);
            self.props_section.push(entry.buf);
        }
        let nres = ir.num_results(op)?;
        if nres > 0 {
            mask |= op_mask::RESULTS;
            e.varint(nres as u64);
            for v in ir.results(op)? {
                e.varint(self.type_ids[&ir.value_type(v)?]);
            }
        }
        let nopers = ir.num_operands(op)?;
        if nopers > 0 {
            mask |= op_mask::OPERANDS;
            e.varint(nopers as u64);
            for v in ir.operands(op)? {
                let id = *self.values.get(&v).ok_or(IrError::StaleValue)?;
                e.varint(id);
            }
        }
        let nsucc = ir.num_successors(op)?;
        if nsucc > 0 {
            mask |= op_mask::SUCCESSORS;
            e.varint(nsucc as u64);
            for b in ir.successors(op)? {
                e.varint(*self.blocks.get(&b).ok_or(IrError::StaleBlock)?);
            }
        }
        let regions = ir.regions(op)?.to_vec();
        if !regions.is_empty() {
            mask |= op_mask::INLINE_REGIONS;
            let isolated = self.is_isolated(name);
            e.varint_flag(regions.len() as u64, isolated);
            if isolated && self.version >= versions::LAZY_LOADING {
                let mut body = Emitter::new();
                for r in regions {
                    self.emit_region(&mut body, r)?;
                }
                e.section(section::IR, body);
            } else {
                for r in regions {
                    self.emit_region(e, r)?;
                }
            }
        }
        e.buf[mask_at] = mask;
        Ok(())
    }

    fn emit_region(&mut self, e: &mut Emitter, region: RegionId) -> Result<(), WriteError> {
        let ir = self.ir;
        let (nblocks, nvalues) = self.region_counts[&region];
        e.varint(nblocks);
        if nblocks == 0 {
            return Ok(());
        }
        e.varint(nvalues);
        let blocks: Vec<BlockId> = ir.region_blocks(region)?.collect();
        for block in blocks {
            let nargs = ir.num_block_args(block)?;
            let ops: Vec<OpId> = ir.block_ops(block)?.collect();
            e.varint_flag(ops.len() as u64, nargs > 0);
            if nargs > 0 {
                e.varint(nargs as u64);
                for i in 0..nargs {
                    let ty = self.type_ids[&ir.value_type(ir.block_arg(block, i)?)?];
                    let loc = ir.block_arg_loc(block, i)?;
                    if self.version >= versions::ELIDE_UNKNOWN_BLOCK_ARG_LOCATION {
                        let known = !matches!(loc.kind(self.ctx), LocKind::Unknown);
                        e.varint_flag(ty, known);
                        if known {
                            e.varint(self.attr_ids[&loc.attr()]);
                        }
                    } else {
                        e.varint(ty);
                        e.varint(self.attr_ids[&loc.attr()]);
                    }
                }
                if self.version >= versions::USE_LIST_ORDERING {
                    // No use-list orders.
                    e.byte(0);
                }
            }
            for op in ops {
                self.emit_op(e, op)?;
            }
        }
        Ok(())
    }
}

/// The dialect a printed attribute (`#`) or type (`!`) belongs to: the
/// namespace of a dialect symbol, else builtin.
fn dialect_of_text(text: &str, sigil: char) -> String {
    match text.strip_prefix(sigil) {
        Some(rest) => {
            let end = rest.find(['.', '<']).unwrap_or(rest.len());
            rest[..end].to_string()
        }
        None => "builtin".to_string(),
    }
}
