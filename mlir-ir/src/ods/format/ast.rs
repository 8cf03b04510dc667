//! The elements of a declarative assembly format, bound to an op spec.

/// One element of an assembly format.
#[derive(Clone, Debug, PartialEq)]
pub enum Element {
    /// A literal keyword or punctuation (`` `,` ``, `` `to` ``).
    Literal(String),
    /// `` ` ` `` (a space) or ``` `` ``` (no space).
    Space(bool),
    /// `` `\n` ``.
    Newline,
    /// `$operand` by operand-group index.
    Operand(usize),
    /// `$result` by result-group index (inside `type(...)` only).
    Result(usize),
    /// `$attr` by attribute index.
    Attr(usize),
    /// `$region` by region index.
    Region(usize),
    /// `$successor` by successor index.
    Successor(usize),
    /// `operands`.
    Operands,
    /// `results`.
    Results,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict {
        /// Whether `attributes` precedes the dictionary.
        keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `type(arg)`.
    Type(Box<Element>),
    /// `qualified(arg)`.
    Qualified(Box<Element>),
    /// `ref(arg)` (custom directive arguments).
    Ref(Box<Element>),
    /// `functional-type(inputs, results)`.
    FunctionalType(Box<Element>, Box<Element>),
    /// `custom<Name>(args)`.
    Custom {
        /// The directive name.
        name: String,
        /// Its arguments.
        args: Vec<Element>,
    },
    /// `(then)?` or `(then) : (else)?`.
    Optional {
        /// Elements printed when the anchor is present.
        then: Vec<Element>,
        /// Elements printed otherwise.
        els: Vec<Element>,
        /// The anchor (marked `^`).
        anchor: Box<Element>,
    },
}

impl Element {
    /// Whether this is a punctuation/keyword literal.
    pub fn is_literal(&self) -> bool {
        matches!(self, Element::Literal(_))
    }
}
