//! Convenience constructors for builtin attributes and locations, and
//! dictionary helpers.

use super::Context;
use crate::attributes::{AttrKind, AttrParam, Attribute, DialectAttr, LocKind, Location, NamedAttribute};
use crate::ident::Identifier;
use crate::support::apint::APInt;
use crate::types::Type;

impl Context {
    /// `true` / `false`.
    pub fn bool_attr(&self, value: bool) -> Attribute {
        self.get_attr(AttrKind::Bool(value))
    }

    /// An integer attribute of type `ty`.
    pub fn int_attr(&self, ty: Type, value: APInt) -> Attribute {
        self.get_attr(AttrKind::Integer { ty, value })
    }

    /// An integer attribute from an `i64`, sign-extended or truncated to
    /// `ty`'s width (64 for `index`).
    pub fn int_attr_i64(&self, ty: Type, value: i64) -> Attribute {
        let width = self.type_kind(ty).int_or_float_bit_width().unwrap_or(64);
        self.int_attr(ty, APInt::from_i64(width, value))
    }

    /// A float attribute from its bit pattern.
    pub fn float_attr_bits(&self, ty: Type, bits: u128) -> Attribute {
        self.get_attr(AttrKind::Float { ty, bits: bits.into() })
    }

    /// A string attribute with no type (`none`).
    pub fn string_attr(&self, value: &str) -> Attribute {
        self.get_attr(AttrKind::String { value: value.as_bytes().into(), ty: self.none_type() })
    }

    /// A type attribute.
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.get_attr(AttrKind::Type(ty))
    }

    /// An array attribute.
    pub fn array_attr(&self, elements: &[Attribute]) -> Attribute {
        self.get_attr(AttrKind::Array(elements.into()))
    }

    /// A dense i32 array attribute (`array<i32: ...>`), as segment sizes use.
    pub fn dense_i32_array_attr(&self, values: &[i32]) -> Attribute {
        let raw: Vec<u8> = values.iter().flat_map(|s| s.to_le_bytes()).collect();
        self.get_attr(crate::AttrKind::DenseArray { element: self.int(32), len: values.len(), raw: raw.into() })
    }

    /// The dialect attribute `#dialect.mnemonic<params>`, interned without
    /// allocating when it already exists.
    pub fn dialect_attr(&self, dialect: Identifier, mnemonic: &str, params: &[AttrParam]) -> Attribute {
        let key = super::keys::DialectAttrKey { dialect, mnemonic, params };
        self.intern_attr_by(
            &key,
            |k| matches!(k, AttrKind::Dialect(d) if d.dialect == dialect && &*d.mnemonic == mnemonic && *d.params == *params),
            || AttrKind::Dialect(DialectAttr { dialect, mnemonic: mnemonic.into(), params: params.into() }),
        )
    }

    /// A dictionary attribute; entries are sorted by name. Later entries
    /// win over earlier ones with the same name.
    pub fn dict_attr(&self, mut entries: Vec<NamedAttribute>) -> Attribute {
        self.dict_attr_in_place(&mut entries)
    }

    /// [`Self::dict_attr`] of `entries`, sorting them in place (what is left
    /// in `entries` afterwards is unspecified): a caller reusing one buffer
    /// for many dictionaries allocates only for those not yet interned.
    pub fn dict_attr_in_place(&self, entries: &mut [NamedAttribute]) -> Attribute {
        if entries.is_empty() {
            return self.empty_dict();
        }
        let len = self.sort_attr_entries(entries);
        let entries = &entries[..len];
        let key = super::keys::DictKey(entries);
        self.intern_attr_by(
            &key,
            |k| matches!(k, AttrKind::Dictionary(e) if **e == *entries),
            || AttrKind::Dictionary(entries.into()),
        )
    }

    /// Puts `entries` in dictionary order: sorted by name, a repeated name
    /// kept once with its last value. Returns how many of the reordered
    /// entries to keep (what lies past them is unspecified).
    pub(crate) fn sort_attr_entries(&self, entries: &mut [NamedAttribute]) -> usize {
        if entries.len() < 2 {
            return entries.len();
        }
        entries.sort_by(|a, b| self.ident_str(a.0).cmp(self.ident_str(b.0)));
        // Dedup in place, the later value of a repeated name winning.
        let mut len = 1;
        for i in 1..entries.len() {
            if entries[i].0 == entries[len - 1].0 {
                entries[len - 1].1 = entries[i].1;
            } else {
                entries[len] = entries[i];
                len += 1;
            }
        }
        len
    }

    /// The entries of a dictionary attribute (empty for anything else).
    pub fn dict_entries(&self, dict: Attribute) -> &[NamedAttribute] {
        match self.attr_kind(dict) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }

    /// The entry `name` of a dictionary attribute.
    pub fn dict_get(&self, dict: Attribute, name: Identifier) -> Option<Attribute> {
        self.dict_entries(dict).iter().find(|(n, _)| *n == name).map(|(_, a)| *a)
    }

    /// `dict` with `name` set to `value` (or removed when `None`); also
    /// returns whether `name` was present.
    pub fn dict_with(&self, dict: Attribute, name: Identifier, value: Option<Attribute>) -> (Attribute, bool) {
        let mut entries = self.dict_entries(dict).to_vec();
        let pos = entries.iter().position(|(n, _)| *n == name);
        match (pos, value) {
            (Some(i), Some(v)) => entries[i].1 = v,
            (Some(i), None) => {
                entries.remove(i);
            }
            (None, Some(v)) => entries.push((name, v)),
            (None, None) => return (dict, false),
        }
        (self.dict_attr(entries), pos.is_some())
    }

    /// `@root::@nested...`.
    pub fn symbol_ref_attr(&self, root: &str, nested: &[&str]) -> Attribute {
        let root = self.ident(root);
        let nested: Vec<Identifier> = nested.iter().map(|n| self.ident(n)).collect();
        self.get_attr(AttrKind::SymbolRef { root, nested: nested.into() })
    }

    // ---- locations --------------------------------------------------------

    /// Interns a location.
    pub fn get_loc(&self, kind: LocKind) -> Location {
        Location(self.get_attr(AttrKind::Loc(kind)))
    }

    /// `"file":line:col`.
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        self.get_loc(LocKind::FileLineCol { file: self.ident(file), line, col, end_line: line, end_col: col, parts: 2 })
    }

    /// `"name"(child)`.
    pub fn name_loc(&self, name: &str, child: Option<Location>) -> Location {
        let child = child.unwrap_or_else(|| self.unknown_loc());
        self.get_loc(LocKind::Name { name: self.ident(name), child })
    }

    /// `callsite(callee at caller)`.
    pub fn callsite_loc(&self, callee: Location, caller: Location) -> Location {
        self.get_loc(LocKind::CallSite { callee, caller })
    }

    /// `fused<metadata>[locs]`, simplified as upstream: nested fused
    /// locations with the same metadata are flattened, unknown and
    /// duplicate locations dropped, and a single location without metadata
    /// stands for itself.
    pub fn fused_loc(&self, locs: &[Location], metadata: Option<Attribute>) -> Location {
        let mut out: Vec<Location> = Vec::new();
        let push = |l: Location, out: &mut Vec<Location>| {
            if !out.contains(&l) {
                out.push(l);
            }
        };
        for &l in locs {
            match l.kind(self) {
                LocKind::Fused { locs: inner, metadata: m } if *m == metadata => {
                    for &i in inner.iter() {
                        push(i, &mut out);
                    }
                }
                LocKind::Unknown => {}
                _ => push(l, &mut out),
            }
        }
        if out.is_empty() {
            return match metadata {
                None => self.unknown_loc(),
                Some(_) => self.get_loc(LocKind::Fused { locs: Box::new([self.unknown_loc()]), metadata }),
            };
        }
        if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        self.get_loc(LocKind::Fused { locs: out.into(), metadata })
    }

    /// The attribute as a location, if it is one.
    pub fn as_location(&self, attr: Attribute) -> Option<Location> {
        matches!(self.attr_kind(attr), AttrKind::Loc(_)).then_some(Location(attr))
    }
}
