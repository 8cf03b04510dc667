//! Parsing operations, regions and blocks, with MLIR's SSA name scoping:
//! values may be used before they are defined (a placeholder stands in
//! until the definition), names are scoped per region, and regions of
//! isolated-from-above ops start a fresh name space.

use super::custom::UnresolvedOperand;
use super::result_slots::ResultSlots;
use super::token::TokenKind as K;
use super::{Construct, ParseError, ParseResult, Parser};
use crate::attributes::{Attribute, Location};
use crate::diagnostics::Diagnostic;
use crate::ir::{BlockId, InsertPoint, OpId, OperationState, RegionId, Value};
use crate::types::{Type, TypeKind};
use hashbrown::HashMap;
use smallvec::SmallVec;

/// A value definition (or placeholder) and where it was written.
#[derive(Clone, Copy)]
struct ValueDef {
    value: Option<Value>,
    offset: usize,
}

/// A name as the map key: borrowed from the source whenever possible, so
/// that naming 200,000 values allocates nothing per name.
type NameKey<'s> = &'s str;

/// The names visible in one isolated-from-above region tree.
#[derive(Default)]
struct IsolatedScope<'s> {
    values: HashMap<NameKey<'s>, ResultSlots<ValueDef>>,
    /// Names defined by each nested (non-isolated) region scope.
    defs_per_scope: Vec<Vec<NameKey<'s>>>,
}

/// Where a deferred `loc(#alias)` must be written once the alias is known.
#[derive(Clone, Copy)]
pub(crate) enum LocTarget {
    Op(OpId),
    BlockArg(BlockId, usize),
}

/// The operation parser's state.
#[derive(Default)]
pub(crate) struct OpState<'s> {
    scopes: Vec<IsolatedScope<'s>>,
    blocks_by_name: Vec<HashMap<String, (Option<BlockId>, usize)>>,
    /// Per region: blocks referenced before their definition, with where
    /// the first reference is. A map, as definitions remove them in any
    /// order (a list made 100,000 forward references quadratic).
    forward_blocks: Vec<HashMap<BlockId, usize>>,
    pub(crate) placeholders: HashMap<Value, usize>,
    pub(crate) deferred_locs: Vec<(LocTarget, String, usize)>,
    pub(crate) distinct: HashMap<String, (Attribute, Attribute)>,
}

/// `%name` (with its `:N` count) as written before `=`.
#[derive(Clone, Debug)]
pub struct ResultRecord {
    /// Length of the name (the source text at `offset`, including `%`).
    pub name_len: u32,
    /// How many results the name binds.
    pub count: usize,
    /// Byte offset of the name.
    pub offset: usize,
}

impl<'s> Parser<'s, '_> {
    /// The map key for a use: the source slice it was written as.
    pub(crate) fn name_key(&self, u: &UnresolvedOperand) -> NameKey<'s> {
        &self.src[u.offset..u.offset + u.name_len as usize]
    }

    // ---- scopes -----------------------------------------------------------

    pub(crate) fn push_scope(&mut self, isolated: bool) {
        self.ops.blocks_by_name.push(HashMap::new());
        self.ops.forward_blocks.push(HashMap::new());
        if isolated || self.ops.scopes.is_empty() {
            self.ops.scopes.push(IsolatedScope::default());
        }
        self.ops.scopes.last_mut().expect("a scope was just ensured").defs_per_scope.push(Vec::new());
    }

    pub(crate) fn pop_scope(&mut self) -> ParseResult<()> {
        let fwd = self.ops.forward_blocks.pop().unwrap_or_default();
        if let Some(&offset) = fwd.values().min() {
            return Err(self.error_at(offset, "reference to an undefined block"));
        }
        let scope = self.ops.scopes.last_mut().expect("scopes are balanced");
        if scope.defs_per_scope.len() == 1 {
            self.ops.scopes.pop();
        } else if let Some(defs) = scope.defs_per_scope.pop() {
            for d in defs {
                scope.values.remove(&d);
            }
        }
        self.ops.blocks_by_name.pop();
        Ok(())
    }

    fn entries(&mut self, key: NameKey<'s>) -> &mut ResultSlots<ValueDef> {
        let scope = self.ops.scopes.last_mut().expect("inside a scope");
        scope.values.entry(key).or_default()
    }

    fn entry(&self, key: &str, n: u32) -> Option<ValueDef> {
        self.ops.scopes.last()?.values.get(key)?.get(n)
    }

    /// Registers `value` as the definition of `use_`.
    pub(crate) fn add_definition(&mut self, use_: &UnresolvedOperand, value: Value) -> ParseResult<()> {
        let n = use_.number;
        let key = self.name_key(use_);
        let existing = self.entry(key, n).unwrap_or(ValueDef { value: None, offset: 0 });
        if let Some(old) = existing.value {
            if !self.ops.placeholders.contains_key(&old) {
                let d = Diagnostic::error(self.loc_at(use_.offset), format!("redefinition of SSA value '{key}'"))
                    .with_note(self.loc_at(existing.offset), "previously defined here");
                return Err(ParseError(Box::new(d)));
            }
            let old_ty = self.ir.value_type(old).expect("placeholder is live");
            let new_ty = self.ir.value_type(value).expect("definition is live");
            if old_ty != new_ty {
                let d = Diagnostic::error(
                    self.loc_at(use_.offset),
                    format!("definition of SSA value '{key}#{n}' has type {}", self.quoted_type(new_ty)),
                )
                .with_note(
                    self.loc_at(existing.offset),
                    format!("previously used here with type {}", self.quoted_type(old_ty)),
                );
                return Err(ParseError(Box::new(d)));
            }
            self.ir.replace_all_uses_with(old, value).expect("both values are live");
            self.ops.placeholders.remove(&old);
            if let Value::OpResult { op, .. } = old {
                let _ = self.ir.erase_op(op);
            }
        }
        self.entries(key).set(n, ValueDef { value: Some(value), offset: use_.offset });
        let scope = self.ops.scopes.last_mut().expect("inside a scope");
        scope.defs_per_scope.last_mut().expect("inside a region scope").push(key);
        Ok(())
    }

    /// `'type'` as diagnostics quote types.
    pub(crate) fn quoted_type(&self, ty: Type) -> String {
        format!("'{}'", crate::printer::type_to_string(self.ctx, ty))
    }

    /// Parses `%name` or `%name#N`.
    pub(crate) fn parse_ssa_use(&mut self, allow_result_number: bool) -> ParseResult<UnresolvedOperand> {
        let name_len = self.spelling().len() as u32;
        let offset = self.tok.start;
        self.expect(K::PercentIdent, "expected SSA operand")?;
        let mut number = 0;
        if self.kind() == K::HashIdent {
            if !allow_result_number {
                return Err(self.error("result number not allowed in argument list"));
            }
            match self.spelling()[1..].parse::<u32>() {
                Ok(v) => number = v,
                Err(_) => return Err(self.error("invalid SSA value result number")),
            }
            self.consume();
        }
        Ok(UnresolvedOperand { offset, name_len, number })
    }

    /// Resolves a use to a value of type `ty`, making a placeholder for a
    /// forward reference.
    pub(crate) fn resolve_ssa_use(&mut self, use_: &UnresolvedOperand, ty: Type) -> ParseResult<Value> {
        let n = use_.number;
        let key = self.name_key(use_);
        if let Some(ValueDef { value: Some(v), offset }) = self.entry(key, n) {
            let vt = self.ir.value_type(v).expect("recorded values are live");
            if vt == ty {
                return Ok(v);
            }
            let d = Diagnostic::error(
                self.loc_at(use_.offset),
                format!(
                    "use of value '{key}' expects different type than prior uses: {} vs {}",
                    self.quoted_type(ty),
                    self.quoted_type(vt)
                ),
            )
            .with_note(self.loc_at(offset), "prior use here");
            return Err(ParseError(Box::new(d)));
        }
        if let Some(ValueDef { value: Some(first), .. }) = self.entry(key, 0) {
            if !self.ops.placeholders.contains_key(&first) {
                return Err(self.error_at(use_.offset, "reference to invalid result number"));
            }
        }
        let name = self.ctx.op_name("builtin.unrealized_conversion_cast");
        let mut st = OperationState::new(name, self.loc_at(use_.offset));
        st.result_types.push(ty);
        let op = self.ir.create_op(st).expect("placeholder creation cannot fail");
        let v = Value::OpResult { op, index: 0 };
        self.ops.placeholders.insert(v, use_.offset);
        self.entries(key).set(n, ValueDef { value: Some(v), offset: use_.offset });
        Ok(v)
    }

    /// The offset of the first still-unresolved forward reference.
    pub(crate) fn first_unresolved_value(&self) -> Option<usize> {
        self.ops.placeholders.values().min().copied()
    }

    /// One "use of undeclared SSA value name" error per forward reference
    /// still unresolved, at its first use, in source order: what
    /// `mlir-opt` reports at the end of a file. (A name used again in the
    /// same name scope shares its first use's placeholder, so it is
    /// reported once.)
    pub(crate) fn undeclared_value_errors(&self) -> Vec<Diagnostic> {
        let mut offsets: Vec<usize> = self.ops.placeholders.values().copied().collect();
        // The map's order is arbitrary; upstream sorts by source position.
        offsets.sort_unstable();
        offsets.into_iter().map(|at| Diagnostic::error(self.loc_at(at), "use of undeclared SSA value name")).collect()
    }

    /// Where `name#number` was already referenced in this isolated scope.
    fn reference_offset(&self, name: &str, number: u32) -> Option<usize> {
        let scope = self.ops.scopes.last()?;
        let e = scope.values.get(name)?.get(number)?;
        e.value.map(|_| e.offset)
    }

    // ---- operations -------------------------------------------------------

    /// Parses one operation and appends it to `block`.
    pub(crate) fn parse_operation(&mut self, block: BlockId) -> ParseResult<()> {
        let loc_offset = self.tok.start;
        let mut results: SmallVec<[ResultRecord; 1]> = SmallVec::new();
        let mut expected = 0usize;
        if self.kind() == K::PercentIdent {
            self.comma_list(None, None, |p| {
                let name_len = p.spelling().len() as u32;
                let offset = p.tok.start;
                p.expect(K::PercentIdent, "expected valid ssa identifier")?;
                let mut count = 1usize;
                if p.consume_if(K::Colon) {
                    if p.kind() != K::Integer {
                        return Err(p.wrong_token("expected integer number of results"));
                    }
                    match p.spelling().parse::<usize>() {
                        Ok(v) if v >= 1 => count = v,
                        _ => return Err(p.error("expected named operation to have at least 1 result")),
                    }
                    p.consume();
                }
                expected += count;
                results.push(ResultRecord { name_len, count, offset });
                Ok(())
            })?;
            self.expect(K::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.kind() {
            K::BareIdent => self.parse_custom_operation(&results, block)?,
            K::String => self.parse_generic_operation(block)?,
            _ => return Err(self.wrong_token("expected operation name in quotes")),
        };
        if !results.is_empty() {
            let n = self.ir.num_results(op).expect("op just created");
            if n == 0 {
                return Err(self.error_at(loc_offset, "cannot name an operation with no results"));
            }
            if n != expected {
                return Err(self.error_at(
                    loc_offset,
                    format!("operation defines {n} results but was provided {expected} to bind"),
                ));
            }
            let mut i = 0u32;
            for r in &results {
                for sub in 0..r.count {
                    let use_ = UnresolvedOperand { offset: r.offset, name_len: r.name_len, number: sub as u32 };
                    self.add_definition(&use_, Value::OpResult { op, index: i })?;
                    i += 1;
                }
            }
        }
        Ok(())
    }

    /// Creates the op from `state`, appends it to `block` and parses its
    /// trailing location.
    pub(crate) fn finish_operation(&mut self, mut state: OperationState, block: BlockId) -> ParseResult<OpId> {
        let op = self.ir.create_op_from(&mut state).map_err(|e| self.error(e.to_string()))?;
        self.spare_states.push(state);
        self.ir.insert_op(op, InsertPoint::BlockEnd(block)).map_err(|e| self.error(e.to_string()))?;
        self.parse_trailing_location(LocTarget::Op(op))?;
        Ok(op)
    }

    /// A state for op `name` located at offset `at`, reusing a finished
    /// op's when there is one.
    pub(crate) fn new_state(&mut self, name: crate::context::OperationName, at: usize) -> OperationState {
        let loc = self.loc_at(at);
        let mut st = self.spare_states.pop().unwrap_or_else(|| OperationState::new(name, loc));
        st.reset(name, loc);
        st
    }

    fn parse_generic_operation(&mut self, block: BlockId) -> ParseResult<OpId> {
        let at = self.tok.start;
        let name = self.string_text();
        if name.is_empty() {
            return Err(self.error("empty operation name is invalid"));
        }
        if name.contains('\0') {
            return Err(self.error("null character not allowed in operation name"));
        }
        self.consume();
        let op_name = self.cached_op_name(name.clone());
        if self.ctx.op_def(op_name).is_none() {
            let dialect = name.split('.').next().unwrap_or("");
            if !self.ctx.allow_unregistered_dialects() && self.ctx.dialect(dialect).is_none() {
                return Err(self.error(
                    "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                ));
            }
        }
        let mut state = self.new_state(op_name, at);
        self.parse_generic_operation_after_name(&mut state)?;
        self.finish_operation(state, block)
    }

    /// The part of the generic form after the name:
    /// `(operands) [successors] <{props}> (regions) {attrs} : type`.
    pub(crate) fn parse_generic_operation_after_name(&mut self, state: &mut OperationState) -> ParseResult<()> {
        self.expect(K::LParen, "expected '(' to start operand list")?;
        let mut operands: SmallVec<[UnresolvedOperand; 4]> = SmallVec::new();
        if self.kind() == K::PercentIdent {
            self.comma_list(None, None, |p| {
                operands.push(p.parse_ssa_use(true)?);
                Ok(())
            })?;
        }
        self.expect(K::RParen, "expected ')' to end operand list")?;
        if self.kind() == K::LSquare {
            let is_terminator = self
                .ctx
                .op_def(state.name)
                .map(|d| d.traits().contains(crate::dialect::OpTraits::TERMINATOR))
                .unwrap_or(true);
            if !is_terminator {
                return Err(self.error("successors in non-terminator"));
            }
            self.consume();
            if self.kind() == K::RSquare {
                return Err(self.wrong_token("expected list element"));
            }
            self.comma_list(None, Some((K::RSquare, "expected ',' or ']'")), |p| {
                let b = p.parse_successor()?;
                state.successors.push(b);
                Ok(())
            })?;
        }
        if self.consume_if(K::Less) {
            state.properties = Some(self.parse_attribute(None)?);
            self.expect(K::Greater, "expected '>' to close properties")?;
        }
        if self.consume_if(K::LParen) {
            loop {
                let r = self.parse_region(&[], false)?;
                state.regions.push(r);
                if !self.consume_if(K::Comma) {
                    break;
                }
            }
            self.expect(K::RParen, "expected ')' to end region list")?;
        }
        if self.kind() == K::LBrace {
            state.attributes = self.parse_attribute_dict()?;
        }
        self.expect(K::Colon, "expected ':' followed by operation type")?;
        let type_at = self.tok.start;
        let ty = self.parse_type()?;
        // The context outlives this borrow of the interned type's slices.
        let ctx = self.ctx;
        let TypeKind::Function { inputs, results } = ctx.type_kind(ty) else {
            return Err(self.error_at(type_at, "expected function type"));
        };
        state.result_types.extend_from_slice(results);
        state.operands.reserve(inputs.len());
        if inputs.len() != operands.len() {
            // Upstream indexes "s" by the singular test, which prints a NUL
            // byte for one operand; byte-identical output keeps it.
            let plural = if operands.len() == 1 { "\0" } else { "s" };
            return Err(self.error_at(
                type_at,
                format!("expected {} operand type{plural} but had {}", operands.len(), inputs.len()),
            ));
        }
        for (u, t) in operands.iter().zip(inputs.iter()) {
            let v = self.resolve_ssa_use(u, *t)?;
            state.operands.push(v);
        }
        Ok(())
    }

    /// `^name`, creating a forward-referenced block if new.
    pub(crate) fn parse_successor(&mut self) -> ParseResult<BlockId> {
        if self.kind() != K::CaretIdent {
            return Err(self.wrong_token("expected block name"));
        }
        let name = self.spelling().to_string();
        let offset = self.tok.start;
        self.consume();
        Ok(self.block_named(&name, offset))
    }

    fn block_named(&mut self, name: &str, offset: usize) -> BlockId {
        let scope = self.ops.blocks_by_name.last_mut().expect("inside a region");
        if let Some((Some(b), _)) = scope.get(name) {
            return *b;
        }
        let b = self.ir.create_block(&[]);
        self.ops.blocks_by_name.last_mut().expect("inside a region").insert(name.to_string(), (Some(b), offset));
        self.ops.forward_blocks.last_mut().expect("inside a region").insert(b, offset);
        b
    }

    /// `loc(...)` after an operation or block argument, if present.
    pub(crate) fn parse_trailing_location(&mut self, target: LocTarget) -> ParseResult<()> {
        if !self.consume_keyword("loc") {
            return Ok(());
        }
        self.expect(K::LParen, "expected '(' in location")?;
        if let Some(loc) = self.parse_location_or_alias(Some(target))? {
            self.set_target_loc(target, loc);
        }
        self.expect(K::RParen, "expected ')' in location")
    }

    /// Parses the inside of `loc(...)`. A `#alias` not defined yet is
    /// recorded against `target` and resolved at the end of the file.
    pub(crate) fn parse_location_or_alias(&mut self, target: Option<LocTarget>) -> ParseResult<Option<Location>> {
        if self.kind() == K::HashIdent && !self.spelling().contains('.') {
            let name = self.spelling()[1..].to_string();
            let at = self.tok.start;
            self.consume();
            if let Some(&attr) = self.attr_aliases.get(&name) {
                return match self.ctx.as_location(attr) {
                    Some(l) => Ok(Some(l)),
                    None => {
                        let text = crate::printer::attr_to_string(self.ctx, attr);
                        Err(self.error_at(at, format!("expected location, but found '{text}'")))
                    }
                };
            }
            match target {
                Some(t) => {
                    self.ops.deferred_locs.push((t, name, at));
                    return Ok(None);
                }
                None => return Err(self.error_at(at, "operation location alias was never defined")),
            }
        }
        self.parse_location_instance().map(Some)
    }

    pub(crate) fn set_target_loc(&mut self, target: LocTarget, loc: Location) {
        match target {
            LocTarget::Op(op) => {
                let _ = self.ir.set_op_loc(op, loc);
            }
            LocTarget::BlockArg(b, i) => {
                let _ = self.ir.set_block_arg_loc(b, i, loc);
            }
        }
    }

    // ---- regions and blocks -----------------------------------------------

    /// `{ blocks }` with optional named entry arguments.
    pub(crate) fn parse_region(
        &mut self,
        entry_args: &[super::custom::Argument],
        isolated: bool,
    ) -> ParseResult<RegionId> {
        self.nested(Construct::Region, |p| p.parse_region_inner(entry_args, isolated))
    }

    fn parse_region_inner(&mut self, entry_args: &[super::custom::Argument], isolated: bool) -> ParseResult<RegionId> {
        self.expect(K::LBrace, "expected '{' to begin a region")?;
        let region = self.ir.create_region();
        if !entry_args.is_empty() || self.kind() != K::RBrace {
            self.parse_region_body(region, entry_args, isolated)?;
        }
        self.consume();
        Ok(region)
    }

    fn parse_region_body(
        &mut self,
        region: RegionId,
        entry_args: &[super::custom::Argument],
        isolated: bool,
    ) -> ParseResult<()> {
        self.push_scope(isolated);
        let block = self.ir.create_block(&[]);
        if !entry_args.is_empty() && entry_args[0].name.name_len != 0 {
            if self.kind() == K::CaretIdent {
                return Err(self.error("invalid block name in region with named arguments"));
            }
            for a in entry_args {
                let name = self.name_key(&a.name);
                if let Some(prev) = self.reference_offset(name, a.name.number) {
                    let d = Diagnostic::error(
                        self.loc_at(a.name.offset),
                        format!("region entry argument '{name}' is already in use"),
                    )
                    .with_note(self.loc_at(prev), "previously referenced here");
                    return Err(ParseError(Box::new(d)));
                }
                let loc = a.loc.unwrap_or_else(|| self.loc_at(a.name.offset));
                let v = self.ir.add_block_arg(block, a.ty, loc).expect("block is live");
                self.add_definition(&a.name, v)?;
            }
        }
        let entry = self.parse_block(Some(block))?;
        if !entry_args.is_empty() && self.ir.num_block_args(entry).unwrap_or(0) > entry_args.len() {
            return Err(self.error("entry block arguments were already defined"));
        }
        self.ir.append_block(region, entry).map_err(|e| self.error(e.to_string()))?;
        while self.kind() != K::RBrace {
            if self.kind() == K::Eof || self.kind() == K::Error {
                // Let the block parser report what it expected.
                self.parse_block(None)?;
                continue;
            }
            let b = self.parse_block(None)?;
            self.ir.append_block(region, b).map_err(|e| self.error(e.to_string()))?;
        }
        self.pop_scope()
    }

    fn parse_block(&mut self, existing: Option<BlockId>) -> ParseResult<BlockId> {
        if let Some(b) = existing {
            if self.kind() != K::CaretIdent {
                self.parse_block_body(b)?;
                return Ok(b);
            }
        }
        let name = self.spelling().to_string();
        let offset = self.tok.start;
        self.expect(K::CaretIdent, "expected block name")?;
        let known = self.ops.blocks_by_name.last().and_then(|m| m.get(&name).copied());
        let block = match known {
            Some((Some(b), _)) => {
                let fwd = self.ops.forward_blocks.last_mut().expect("inside a region");
                match fwd.remove(&b) {
                    Some(_) => b,
                    None => return Err(self.error_at(offset, format!("redefinition of block '{name}'"))),
                }
            }
            _ => {
                let b = existing.unwrap_or_else(|| self.ir.create_block(&[]));
                self.ops.blocks_by_name.last_mut().expect("inside a region").insert(name, (Some(b), offset));
                b
            }
        };
        if self.kind() == K::LParen {
            self.parse_block_arg_list(block)?;
        }
        self.expect(K::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)?;
        Ok(block)
    }

    fn parse_block_body(&mut self, block: BlockId) -> ParseResult<()> {
        while !matches!(self.kind(), K::CaretIdent | K::RBrace) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    fn parse_block_arg_list(&mut self, block: BlockId) -> ParseResult<()> {
        let existing = self.ir.num_block_args(block).unwrap_or(0);
        let mut next = 0usize;
        self.comma_list(Some((K::LParen, "expected '('")), Some((K::RParen, "expected ')'")), |p| {
            let use_ = p.parse_ssa_use(true)?;
            p.expect(K::Colon, "expected ':' and type for SSA operand")?;
            let ty = p.parse_type()?;
            let index = if existing != 0 {
                if next >= existing {
                    return Err(p.error("too many arguments specified in argument list"));
                }
                if p.ir.value_type(Value::BlockArg { block, index: next as u32 }).ok() != Some(ty) {
                    return Err(p.error("argument and block argument type mismatch"));
                }
                next += 1;
                next - 1
            } else {
                let loc = p.loc_at(use_.offset);
                p.ir.add_block_arg(block, ty, loc).expect("block is live");
                p.ir.num_block_args(block).unwrap_or(1) - 1
            };
            p.parse_trailing_location(LocTarget::BlockArg(block, index))?;
            p.add_definition(&use_, Value::BlockArg { block, index: index as u32 })
        })
    }
}
