//! The `_<ns>_enum_gen.py` modules: a Python `IntEnum`/`IntFlag` per enum a
//! dialect's ops take, and the attribute builders that turn them (or plain
//! ints) into the attributes the generated op builders need, registered
//! under the ODS attribute names those builders look up.

use crate::arith::attrs::{CMPF_PREDICATE, CMPI_PREDICATE, FASTMATH, OVERFLOW, ROUNDING_MODE};
use crate::spec::{BitEnumDef, EnumDef};
use std::fmt::Write;

/// How a case's Python name is spelled, from its keyword.
#[derive(Copy, Clone)]
enum CaseNames {
    /// The keyword itself (`eq`, `nsw`).
    Keyword,
    /// The keyword upper-cased (`EQ` for `index.cmp`).
    Upper,
    /// Upstream's C++ enumerant names, listed by keyword.
    Table(&'static [(&'static str, &'static str)]),
}

impl CaseNames {
    fn name(self, keyword: &str) -> String {
        match self {
            CaseNames::Keyword => keyword.to_string(),
            CaseNames::Upper => keyword.to_ascii_uppercase(),
            CaseNames::Table(t) => t.iter().find(|(k, _)| *k == keyword).map_or(keyword, |(_, n)| n).to_string(),
        }
    }
}

const CMPF_NAMES: &[(&str, &str)] = &[
    ("false", "AlwaysFalse"),
    ("oeq", "OEQ"),
    ("ogt", "OGT"),
    ("oge", "OGE"),
    ("olt", "OLT"),
    ("ole", "OLE"),
    ("one", "ONE"),
    ("ord", "ORD"),
    ("ueq", "UEQ"),
    ("ugt", "UGT"),
    ("uge", "UGE"),
    ("ult", "ULT"),
    ("ule", "ULE"),
    ("une", "UNE"),
    ("uno", "UNO"),
    ("true", "AlwaysTrue"),
];

/// `index.cmp`'s predicates (stored as `#index<cmp_predicate ...>`).
const INDEX_CMP: EnumDef = EnumDef {
    name: "IndexCmpPredicate",
    width: 32,
    cases: &[
        ("eq", 0),
        ("ne", 1),
        ("slt", 2),
        ("sle", 3),
        ("sgt", 4),
        ("sge", 5),
        ("ult", 6),
        ("ule", 7),
        ("ugt", 8),
        ("uge", 9),
    ],
};

/// `arith::AtomicRMWKind`, the kinds of `memref.atomic_rmw`.
const ATOMIC_RMW_KIND: EnumDef = EnumDef {
    name: "AtomicRMWKind",
    width: 64,
    cases: &[
        ("addf", 0),
        ("addi", 1),
        ("andi", 2),
        ("assign", 3),
        ("maximumf", 4),
        ("maxnumf", 5),
        ("maxs", 6),
        ("maxu", 7),
        ("minimumf", 8),
        ("minnumf", 9),
        ("mins", 10),
        ("minu", 11),
        ("mulf", 12),
        ("muli", 13),
        ("ori", 14),
        ("xori", 15),
    ],
};

/// An integer enum: class, cases, and the builders registered for it.
fn int_enum(out: &mut String, def: &EnumDef, doc: &str, names: CaseNames, builders: &[(&str, &str)]) {
    let class = def.name;
    let _ = write!(out, "\nclass {class}(IntEnum):\n    \"\"\"{doc}\"\"\"\n\n");
    for (k, v) in def.cases {
        let _ = writeln!(out, "    {} = {v}", names.name(k));
    }
    out.push_str("\n    def __str__(self):\n");
    for (k, _) in def.cases {
        let _ = writeln!(out, "        if self is {class}.{}:\n            return \"{k}\"", names.name(k));
    }
    let _ = writeln!(out, "        raise ValueError(\"Unknown {class} enum entry.\")\n");
    for (ods, build) in builders {
        emit_builder(out, ods, build, def.width);
    }
}

/// A bit enum: an `IntFlag` whose `str` is the attribute's keyword list.
fn bit_enum(out: &mut String, class: &str, def: &BitEnumDef, doc: &str, builders: &[(&str, &str)]) {
    let _ = write!(out, "\nclass {class}(IntFlag):\n    \"\"\"{doc}\"\"\"\n\n");
    let _ = writeln!(out, "    {} = 0", def.none);
    let mut cases: Vec<(&str, u64)> = def.cases.to_vec();
    cases.sort_by_key(|c| c.1);
    for (k, v) in &cases {
        let _ = writeln!(out, "    {k} = {v}");
    }
    let _ = write!(
        out,
        "\n    def __iter__(self):\n        # The single-bit cases set in this value.\n        return iter([case for case \
         in type(self) if (self & case) is case and self is not case])\n\n    def __len__(self):\n        return \
         bin(self).count(\"1\")\n\n    def __str__(self):\n        if len(self) > 1:\n            return \
         \"{sep}\".join(map(str, self))\n",
        sep = def.separator
    );
    let _ = writeln!(out, "        if self is {class}.{none}:\n            return \"{none}\"", none = def.none);
    for (k, _) in &cases {
        let _ = writeln!(out, "        if self is {class}.{k}:\n            return \"{k}\"");
    }
    let _ = writeln!(out, "        raise ValueError(\"Unknown {class} enum entry.\")\n");
    for (ods, build) in builders {
        emit_builder(out, ods, build, 32);
    }
}

/// `build` is `int` (an integer attribute of `width` bits) or a
/// `#dialect.mnemonic<{}>` pattern parsed with the value's `str`.
fn emit_builder(out: &mut String, ods: &str, build: &str, width: u32) {
    if build == "int" {
        // Native: `IntegerAttr.get(IntegerType.get_signless(width, context=context), int(x))`.
        let _ = write!(out, "\nregister_attribute_builder(\"{ods}\")(_ods_ir._IntegerAttrBuilder({width}))\n");
        return;
    }
    let fname = format!("_{}", ods.to_ascii_lowercase());
    let body = format!("_ods_ir.Attribute.parse(f'{}', context=context)", build.replace("{}", "{str(x)}"));
    let _ = write!(out, "\n@register_attribute_builder(\"{ods}\")\ndef {fname}(x, context):\n    return {body}\n");
    // A dialect attribute's builder is also reachable under the key
    // `<dialect>.<name>`, the form newer upstream generators register (and
    // that user code passes to `AttrBuilder.get`); the plain key stays for
    // the generated op builders and older scripts.
    if let Some(dialect) = dialect_of_pattern(build) {
        let _ = write!(out, "\nregister_attribute_builder(\"{dialect}.{ods}\")({fname})\n");
    }
}

/// The dialect namespace of a `#dialect.mnemonic<{}>` / `#dialect<...>`
/// builder pattern (`None` when the pattern names none).
fn dialect_of_pattern(build: &str) -> Option<&str> {
    let rest = build.strip_prefix('#')?;
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
    (end > 0).then(|| &rest[..end])
}

const HEADER: &str = "# Generated by rmlir-gen-python from the dialect's enum definitions (mlir-dialects); do not \
                      edit.\n\nfrom enum import IntEnum, IntFlag\nfrom ._ods_common import _cext as _ods_cext\nfrom \
                      ..ir import register_attribute_builder\n_ods_ir = _ods_cext.ir\n";

/// `_arith_enum_gen.py`.
pub fn arith_module() -> String {
    let mut out = HEADER.to_string();
    int_enum(
        &mut out,
        &CMPF_PREDICATE,
        &CMPF_PREDICATE.summary(),
        CaseNames::Table(CMPF_NAMES),
        &[("Arith_CmpFPredicateAttr", "int")],
    );
    int_enum(
        &mut out,
        &CMPI_PREDICATE,
        &CMPI_PREDICATE.summary(),
        CaseNames::Keyword,
        &[("Arith_CmpIPredicateAttr", "int")],
    );
    bit_enum(
        &mut out,
        "IntegerOverflowFlags",
        &OVERFLOW,
        "Integer overflow arith flags",
        &[("Arith_IntegerOverflowFlags", "int"), ("Arith_IntegerOverflowAttr", "#arith.overflow<{}>")],
    );
    int_enum(
        &mut out,
        &ROUNDING_MODE,
        "Floating point rounding mode",
        CaseNames::Keyword,
        &[("Arith_RoundingModeAttr", "int")],
    );
    int_enum(
        &mut out,
        &ATOMIC_RMW_KIND,
        &ATOMIC_RMW_KIND.summary(),
        CaseNames::Keyword,
        &[("AtomicRMWKindAttr", "int")],
    );
    bit_enum(
        &mut out,
        "FastMathFlags",
        &FASTMATH,
        "Floating point fast math flags",
        &[("FastMathFlags", "int"), ("Arith_FastMathAttr", "#arith.fastmath<{}>")],
    );
    out
}

/// `_index_enum_gen.py`.
pub fn index_module() -> String {
    let mut out = HEADER.to_string();
    int_enum(
        &mut out,
        &INDEX_CMP,
        "index comparison predicate kind",
        CaseNames::Upper,
        &[("IndexCmpPredicate", "int"), ("IndexCmpPredicateAttr", "#index<cmp_predicate {}>")],
    );
    out
}
