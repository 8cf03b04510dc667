//! The execution engine's own small picture of an llvm-dialect module:
//! functions made of blocks of decoded instructions, globals with their
//! initial bytes. The reader builds it from the IR (through the C API);
//! code generation works only on it, so neither side knows the other's
//! details.

pub use crate::half::Half;

/// A type of the LLVM dialect, as far as the engine compiles it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// An integer of the given bit width (`i1` included).
    Int(u32),
    /// `f16` or `bf16`: promoted to `f32` in registers, 2 bytes in memory.
    Half(Half),
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `!llvm.ptr` (any address space).
    Ptr,
    /// `!llvm.struct<(...)>`: the fields, and whether it is packed.
    Struct(Vec<Ty>, bool),
    /// `!llvm.array<N x T>`.
    Array(Box<Ty>, u64),
    /// `!llvm.void` (function results only).
    Void,
}

impl Ty {
    /// Whether values of this type are aggregates (struct or array).
    pub fn is_aggregate(&self) -> bool {
        matches!(self, Ty::Struct(..) | Ty::Array(..))
    }
}

/// An SSA value: an index into the function's value table.
pub type Val = u32;

/// A block of a function: an index into its block list.
pub type BlockIdx = usize;

/// A constant scalar, as a leaf of a (possibly aggregate) constant.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// Integer bits (truncated to the leaf's width by code generation).
    Int(i64),
    /// A float value (converted to the leaf's format).
    Float(f64),
}

/// Integer binary operations (`llvm.add`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum IntBin {
    Add,
    Sub,
    Mul,
    SDiv,
    UDiv,
    SRem,
    URem,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    AShr,
}

/// Float binary operations (`llvm.fadd`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FloatBin {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// Casts (`llvm.sext`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Cast {
    SExt,
    ZExt,
    Trunc,
    SIToFP,
    UIToFP,
    FPToSI,
    FPToUI,
    FPExt,
    FPTrunc,
    Bitcast,
    PtrToInt,
    IntToPtr,
}

/// `llvm.icmp` predicates, in upstream's numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum ICmp {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

/// `llvm.fcmp` predicates, in upstream's numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum FCmp {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

/// Intrinsics (`llvm.intr.*`) the engine compiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Intrinsic {
    // Float intrinsics with a Cranelift instruction.
    Sqrt,
    Fabs,
    Floor,
    Ceil,
    Trunc,
    RoundEven,
    Fma,
    FMulAdd,
    MinNum,
    MaxNum,
    Minimum,
    Maximum,
    CopySign,
    // Float intrinsics computed by libm.
    Libm(LibmFn),
    // Integer intrinsics.
    Abs,
    SMax,
    SMin,
    UMax,
    UMin,
    Ctpop,
    Ctlz,
    Cttz,
    // Memory intrinsics.
    Memcpy,
    Memmove,
    Memset,
    // Hints without code.
    NoOp,
    StackSave,
    StackRestore,
}

/// Float functions taken from libm (`exp`, `expf`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum LibmFn {
    Exp,
    Exp2,
    Log,
    Log2,
    Log10,
    Sin,
    Cos,
    Tan,
    Pow,
    Round,
    Tanh,
    Atan,
    Atan2,
    Asin,
    Acos,
    Sinh,
    Cosh,
    Expm1,
    Log1p,
    Cbrt,
    Erf,
}

impl LibmFn {
    /// The libm symbol for the given format (`f32` → `expf`).
    pub fn symbol(self, f32: bool) -> String {
        let base = match self {
            LibmFn::Exp => "exp",
            LibmFn::Exp2 => "exp2",
            LibmFn::Log => "log",
            LibmFn::Log2 => "log2",
            LibmFn::Log10 => "log10",
            LibmFn::Sin => "sin",
            LibmFn::Cos => "cos",
            LibmFn::Tan => "tan",
            LibmFn::Pow => "pow",
            LibmFn::Round => "round",
            LibmFn::Tanh => "tanh",
            LibmFn::Atan => "atan",
            LibmFn::Atan2 => "atan2",
            LibmFn::Asin => "asin",
            LibmFn::Acos => "acos",
            LibmFn::Sinh => "sinh",
            LibmFn::Cosh => "cosh",
            LibmFn::Expm1 => "expm1",
            LibmFn::Log1p => "log1p",
            LibmFn::Cbrt => "cbrt",
            LibmFn::Erf => "erf",
        };
        if f32 {
            format!("{base}f")
        } else {
            base.to_string()
        }
    }

    /// How many operands the function takes.
    pub fn arity(self) -> usize {
        match self {
            LibmFn::Pow | LibmFn::Atan2 => 2,
            _ => 1,
        }
    }
}

/// One index of a `getelementptr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GepIndex {
    /// A constant index.
    Const(i64),
    /// The given operand (after the base pointer) holds the index.
    Dynamic(Val),
}

/// What an instruction does; operands and results are in [`Inst`].
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// `llvm.mlir.constant`: the leaves of the value, in layout order.
    Const(Vec<Scalar>),
    /// `llvm.mlir.undef`, `llvm.mlir.poison`, `llvm.mlir.zero`: all zero.
    Zero,
    /// Integer arithmetic on operands 0 and 1.
    IntBin(IntBin),
    /// Float arithmetic on operands 0 and 1.
    FloatBin(FloatBin),
    /// `llvm.fneg`.
    FNeg,
    /// `llvm.icmp`.
    ICmp(ICmp),
    /// `llvm.fcmp`.
    FCmp(FCmp),
    /// `llvm.select`: condition, true value, false value.
    Select,
    /// A cast of operand 0 to the result type.
    Cast(Cast),
    /// `llvm.load` from operand 0.
    Load,
    /// `llvm.store` of operand 0 to operand 1.
    Store,
    /// `llvm.getelementptr` from operand 0.
    Gep { elem: Ty, indices: Vec<GepIndex> },
    /// `llvm.alloca` of operand 0 elements.
    Alloca { elem: Ty, align: u32 },
    /// `llvm.insertvalue` of operand 1 into operand 0 at the position.
    InsertValue(Vec<i64>),
    /// `llvm.extractvalue` from operand 0 at the position.
    ExtractValue(Vec<i64>),
    /// `llvm.mlir.addressof` of a global or function.
    AddressOf(String),
    /// `llvm.call`: direct (`Some(callee)`) or through operand 0.
    Call { callee: Option<String>, vararg: bool },
    /// `llvm.intr.*`.
    Intrinsic(Intrinsic),
    /// `llvm.br`.
    Br,
    /// `llvm.cond_br` on operand 0: successor 0 when true, 1 when false.
    CondBr,
    /// `llvm.switch` on operand 0: successor 0 is the default, successor
    /// `i + 1` the target of case `i`.
    Switch(Vec<i64>),
    /// `llvm.return`.
    Return,
    /// `llvm.unreachable`.
    Unreachable,
}

/// A successor of a terminator with the values passed to its arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Succ {
    /// The target block.
    pub block: BlockIdx,
    /// The values passed to its arguments.
    pub args: Vec<Val>,
}

/// One operation of a function body.
#[derive(Clone, Debug, PartialEq)]
pub struct Inst {
    /// What it does.
    pub op: Op,
    /// Its operands (successor operands excluded).
    pub operands: Vec<Val>,
    /// Its results.
    pub results: Vec<Val>,
    /// Its successors with their arguments.
    pub succs: Vec<Succ>,
    /// The op's name and location, for error messages.
    pub origin: Origin,
}

/// Where an instruction comes from: op name and printed location.
#[derive(Clone, Debug, PartialEq)]
pub struct Origin {
    /// The op name (`llvm.add`).
    pub name: String,
    /// The printed location (`loc("k.mlir":3:5)`).
    pub loc: String,
    /// The location's C API handle (its pointer; 0 for none). Valid only
    /// while the module it was read from lives: the engine emits its
    /// diagnostic there while compiling, never later.
    pub at: usize,
}

/// A block: its arguments and instructions.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    /// The block arguments.
    pub args: Vec<Val>,
    /// The operations, the terminator last.
    pub insts: Vec<Inst>,
}

/// A function: a definition (with blocks) or a declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    /// The symbol name.
    pub name: String,
    /// Parameter types.
    pub params: Vec<Ty>,
    /// Result type (`Ty::Void` for none).
    pub result: Ty,
    /// Whether it takes variadic arguments.
    pub vararg: bool,
    /// The body; empty for a declaration. Block 0 is the entry.
    pub blocks: Vec<Block>,
    /// The type of each value, indexed by [`Val`].
    pub values: Vec<Ty>,
    /// Where the function is defined.
    pub origin: Origin,
}

impl Func {
    /// Whether this is a declaration (an external symbol).
    pub fn is_declaration(&self) -> bool {
        self.blocks.is_empty()
    }
}

/// A global variable or constant.
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    /// The symbol name.
    pub name: String,
    /// Its type.
    pub ty: Ty,
    /// Its initial bytes (`None`: an external declaration).
    pub init: Option<Vec<u8>>,
    /// Whether it is constant.
    pub constant: bool,
    /// Requested alignment in bytes (0: the type's).
    pub align: u64,
}

/// A whole module.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    /// The functions, in module order.
    pub funcs: Vec<Func>,
    /// The globals, in module order.
    pub globals: Vec<Global>,
    /// Global constructors (`llvm.mlir.global_ctors`), in priority order.
    pub ctors: Vec<String>,
}
