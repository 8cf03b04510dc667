//! Python names of ops and their arguments, as upstream's generator makes
//! them: the C++ class name of each op, Python-safe identifiers, and the
//! snake_case spellings of builder functions and their keywords.

/// Op class names that do not follow the default rule of
/// [`class_name`] (upstream names its C++ classes by hand: `AddIOp` for
/// `arith.addi`, `CondBranchOp` for `cf.cond_br`).
const IRREGULAR_CLASS_NAMES: &[(&str, &str)] = &[
    ("complex.eq", "EqualOp"),
    ("complex.neq", "NotEqualOp"),
    ("complex.expm1", "Expm1Op"),
    ("complex.log1p", "Log1pOp"),
    ("llvm.add", "AddOp"),
    ("llvm.mlir.addressof", "AddressOfOp"),
    ("llvm.mlir.global", "GlobalOp"),
    ("llvm.sub", "SubOp"),
    ("llvm.mul", "MulOp"),
    ("llvm.shl", "ShlOp"),
    ("llvm.sdiv", "SDivOp"),
    ("llvm.udiv", "UDivOp"),
    ("llvm.lshr", "LShrOp"),
    ("llvm.ashr", "AShrOp"),
    ("llvm.or", "OrOp"),
    ("llvm.srem", "SRemOp"),
    ("llvm.urem", "URemOp"),
    ("llvm.and", "AndOp"),
    ("llvm.xor", "XOrOp"),
    ("llvm.fadd", "FAddOp"),
    ("llvm.fsub", "FSubOp"),
    ("llvm.fmul", "FMulOp"),
    ("llvm.fdiv", "FDivOp"),
    ("llvm.frem", "FRemOp"),
    ("llvm.fneg", "FNegOp"),
    ("llvm.sext", "SExtOp"),
    ("llvm.sitofp", "SIToFPOp"),
    ("llvm.fptosi", "FPToSIOp"),
    ("llvm.fptoui", "FPToUIOp"),
    ("llvm.fpext", "FPExtOp"),
    ("llvm.fptrunc", "FPTruncOp"),
    ("llvm.ptrtoint", "PtrToIntOp"),
    ("llvm.inttoptr", "IntToPtrOp"),
    ("llvm.bitcast", "BitcastOp"),
    ("llvm.addrspacecast", "AddrSpaceCastOp"),
    ("llvm.zext", "ZExtOp"),
    ("llvm.uitofp", "UIToFPOp"),
    ("llvm.trunc", "TruncOp"),
    ("llvm.icmp", "ICmpOp"),
    ("llvm.fcmp", "FCmpOp"),
    ("llvm.select", "SelectOp"),
    ("llvm.mlir.constant", "ConstantOp"),
    ("llvm.mlir.undef", "UndefOp"),
    ("llvm.mlir.poison", "PoisonOp"),
    ("llvm.mlir.zero", "ZeroOp"),
    ("llvm.insertvalue", "InsertValueOp"),
    ("llvm.extractvalue", "ExtractValueOp"),
    ("llvm.alloca", "AllocaOp"),
    ("llvm.load", "LoadOp"),
    ("llvm.store", "StoreOp"),
    ("llvm.return", "ReturnOp"),
    ("llvm.unreachable", "UnreachableOp"),
    ("llvm.br", "BrOp"),
    ("llvm.cond_br", "CondBrOp"),
    ("llvm.func", "LLVMFuncOp"),
    ("llvm.getelementptr", "GEPOp"),
    ("llvm.intr.fabs", "FAbsOp"),
    ("llvm.intr.sqrt", "SqrtOp"),
    ("llvm.intr.ceil", "FCeilOp"),
    ("llvm.intr.floor", "FFloorOp"),
    ("llvm.intr.exp", "ExpOp"),
    ("llvm.intr.exp2", "Exp2Op"),
    ("llvm.intr.log", "LogOp"),
    ("llvm.intr.log2", "Log2Op"),
    ("llvm.intr.log10", "Log10Op"),
    ("llvm.intr.sin", "SinOp"),
    ("llvm.intr.cos", "CosOp"),
    ("llvm.intr.round", "RoundOp"),
    ("llvm.intr.roundeven", "RoundEvenOp"),
    ("llvm.intr.trunc", "FTruncOp"),
    ("llvm.intr.rint", "RintOp"),
    ("llvm.intr.nearbyint", "NearbyintOp"),
    ("llvm.intr.pow", "PowOp"),
    ("llvm.intr.copysign", "CopySignOp"),
    ("llvm.intr.maxnum", "MaxNumOp"),
    ("llvm.intr.minnum", "MinNumOp"),
    ("llvm.intr.maximum", "MaximumOp"),
    ("llvm.intr.minimum", "MinimumOp"),
    ("llvm.intr.fma", "FMAOp"),
    ("llvm.intr.fmuladd", "FMulAddOp"),
    ("llvm.intr.memcpy", "MemcpyOp"),
    ("llvm.intr.memmove", "MemmoveOp"),
    ("llvm.extractelement", "ExtractElementOp"),
    ("llvm.atomicrmw", "AtomicRMWOp"),
    ("llvm.cmpxchg", "AtomicCmpXchgOp"),
    ("llvm.insertelement", "InsertElementOp"),
    ("llvm.shufflevector", "ShuffleVectorOp"),
    ("llvm.intr.acos", "ACosOp"),
    ("llvm.intr.asin", "ASinOp"),
    ("llvm.intr.atan", "ATanOp"),
    ("llvm.intr.atan2", "ATan2Op"),
    ("llvm.intr.cosh", "CoshOp"),
    ("llvm.intr.sinh", "SinhOp"),
    ("llvm.intr.tan", "TanOp"),
    ("llvm.intr.tanh", "TanhOp"),
    ("llvm.intr.exp10", "Exp10Op"),
    ("llvm.intr.powi", "PowIOp"),
    ("llvm.intr.ldexp", "LoadExpOp"),
    ("llvm.intr.frexp", "FractionExpOp"),
    ("llvm.intr.sincos", "SincosOp"),
    ("llvm.intr.ctpop", "CtPopOp"),
    ("llvm.intr.bitreverse", "BitReverseOp"),
    ("llvm.intr.bswap", "ByteSwapOp"),
    ("llvm.intr.smax", "SMaxOp"),
    ("llvm.intr.smin", "SMinOp"),
    ("llvm.intr.umax", "UMaxOp"),
    ("llvm.intr.umin", "UMinOp"),
    ("llvm.intr.fshl", "FshlOp"),
    ("llvm.intr.fshr", "FshrOp"),
    ("llvm.intr.lround", "LroundOp"),
    ("llvm.intr.llround", "LlroundOp"),
    ("llvm.intr.lrint", "LrintOp"),
    ("llvm.intr.llrint", "LlrintOp"),
    ("llvm.intr.scmp", "SCmpOp"),
    ("llvm.intr.ucmp", "UCmpOp"),
    ("llvm.intr.abs", "AbsOp"),
    ("llvm.intr.ctlz", "CountLeadingZerosOp"),
    ("llvm.intr.cttz", "CountTrailingZerosOp"),
    ("llvm.intr.sadd.with.overflow", "SAddWithOverflowOp"),
    ("llvm.intr.uadd.with.overflow", "UAddWithOverflowOp"),
    ("llvm.intr.ssub.with.overflow", "SSubWithOverflowOp"),
    ("llvm.intr.usub.with.overflow", "USubWithOverflowOp"),
    ("llvm.intr.smul.with.overflow", "SMulWithOverflowOp"),
    ("llvm.intr.umul.with.overflow", "UMulWithOverflowOp"),
    ("llvm.intr.is.constant", "IsConstantOp"),
    ("llvm.intr.threadlocal.address", "ThreadlocalAddressOp"),
    ("llvm.intr.expect", "ExpectOp"),
    ("llvm.intr.expect.with.probability", "ExpectWithProbabilityOp"),
    ("llvm.intr.ptrmask", "PtrMaskOp"),
    ("llvm.intr.ssa.copy", "SSACopyOp"),
    ("llvm.intr.stacksave", "StackSaveOp"),
    ("llvm.intr.stackrestore", "StackRestoreOp"),
    ("llvm.intr.memset", "MemsetOp"),
    ("llvm.intr.assume", "AssumeOp"),
    ("arith.addf", "AddFOp"),
    ("arith.addi", "AddIOp"),
    ("arith.addui_extended", "AddUIExtendedOp"),
    ("arith.andi", "AndIOp"),
    ("arith.ceildivsi", "CeilDivSIOp"),
    ("arith.ceildivui", "CeilDivUIOp"),
    ("arith.cmpf", "CmpFOp"),
    ("arith.cmpi", "CmpIOp"),
    ("arith.divf", "DivFOp"),
    ("arith.divsi", "DivSIOp"),
    ("arith.divui", "DivUIOp"),
    ("arith.extf", "ExtFOp"),
    ("arith.extsi", "ExtSIOp"),
    ("arith.extui", "ExtUIOp"),
    ("arith.floordivsi", "FloorDivSIOp"),
    ("arith.fptosi", "FPToSIOp"),
    ("arith.fptoui", "FPToUIOp"),
    ("arith.index_castui", "IndexCastUIOp"),
    ("arith.maximumf", "MaximumFOp"),
    ("arith.maxnumf", "MaxNumFOp"),
    ("arith.maxsi", "MaxSIOp"),
    ("arith.maxui", "MaxUIOp"),
    ("arith.minimumf", "MinimumFOp"),
    ("arith.minnumf", "MinNumFOp"),
    ("arith.minsi", "MinSIOp"),
    ("arith.minui", "MinUIOp"),
    ("arith.mulf", "MulFOp"),
    ("arith.muli", "MulIOp"),
    ("arith.mulsi_extended", "MulSIExtendedOp"),
    ("arith.mului_extended", "MulUIExtendedOp"),
    ("arith.negf", "NegFOp"),
    ("arith.ori", "OrIOp"),
    ("arith.remf", "RemFOp"),
    ("arith.remsi", "RemSIOp"),
    ("arith.remui", "RemUIOp"),
    ("arith.scaling_extf", "ScalingExtFOp"),
    ("arith.scaling_truncf", "ScalingTruncFOp"),
    ("arith.shli", "ShLIOp"),
    ("arith.shrsi", "ShRSIOp"),
    ("arith.shrui", "ShRUIOp"),
    ("arith.sitofp", "SIToFPOp"),
    ("arith.subf", "SubFOp"),
    ("arith.subi", "SubIOp"),
    ("arith.truncf", "TruncFOp"),
    ("arith.trunci", "TruncIOp"),
    ("arith.uitofp", "UIToFPOp"),
    ("arith.xori", "XOrIOp"),
    ("cf.br", "BranchOp"),
    ("cf.cond_br", "CondBranchOp"),
    ("index.casts", "CastSOp"),
    ("index.castu", "CastUOp"),
    ("index.ceildivs", "CeilDivSOp"),
    ("index.ceildivu", "CeilDivUOp"),
    ("index.divs", "DivSOp"),
    ("index.divu", "DivUOp"),
    ("index.floordivs", "FloorDivSOp"),
    ("index.maxs", "MaxSOp"),
    ("index.maxu", "MaxUOp"),
    ("index.mins", "MinSOp"),
    ("index.minu", "MinUOp"),
    ("index.rems", "RemSOp"),
    ("index.remu", "RemUOp"),
    ("index.shrs", "ShrSOp"),
    ("index.shru", "ShrUOp"),
    ("index.sizeof", "SizeOfOp"),
    ("index.xor", "XOrOp"),
    ("math.absf", "AbsFOp"),
    ("math.absi", "AbsIOp"),
    ("math.clampf", "ClampFOp"),
    ("math.copysign", "CopySignOp"),
    ("math.ctlz", "CountLeadingZerosOp"),
    ("math.ctpop", "CtPopOp"),
    ("math.cttz", "CountTrailingZerosOp"),
    ("math.expm1", "ExpM1Op"),
    ("math.fpowi", "FPowIOp"),
    ("math.ipowi", "IPowIOp"),
    ("math.isfinite", "IsFiniteOp"),
    ("math.isinf", "IsInfOp"),
    ("math.isnan", "IsNaNOp"),
    ("math.isnormal", "IsNormalOp"),
    ("math.powf", "PowFOp"),
    ("math.roundeven", "RoundEvenOp"),
    ("memref.atomic_rmw", "AtomicRMWOp"),
    ("memref.generic_atomic_rmw", "GenericAtomicRMWOp"),
    ("memref.subview", "SubViewOp"),
    ("scf.forall.in_parallel", "InParallelOp"),
];

/// The Python class of op `name`: the irregular table, or the mnemonic's
/// `_`/`.`-separated words capitalised, plus `Op` (`index_cast` → `IndexCastOp`).
pub fn class_name(name: &str) -> String {
    if let Some((_, c)) = IRREGULAR_CLASS_NAMES.iter().find(|(n, _)| *n == name) {
        return c.to_string();
    }
    let mnemonic = name.split_once('.').map_or(name, |(_, m)| m);
    let mut out = String::new();
    for word in mnemonic.split(['_', '.']) {
        let mut chars = word.chars();
        if let Some(c) = chars.next() {
            out.extend(c.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    out.push_str("Op");
    out
}

/// Python keywords, and names a generated builder may not take as given
/// because `OpView` or the builder itself uses them.
const RESERVED: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield", "type", "operands", "results",
];

/// `name` made usable as a Python identifier: reserved names get a
/// trailing underscore (`in` → `in_`, `results` → `results_`).
pub fn sanitize(name: &str) -> String {
    if RESERVED.contains(&name) {
        format!("{name}_")
    } else {
        name.to_string()
    }
}

/// camelCase to snake_case as LLVM's `convertToSnakeFromCamelCase`:
/// `lowerBound` → `lower_bound`, `num_caseRegions` → `num_case_regions`.
pub fn snake_case(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev = i.checked_sub(1).map(|j| chars[j]);
            let next = chars.get(i + 1).copied();
            let boundary = match prev {
                Some(p) if p.is_ascii_lowercase() || p.is_ascii_digit() => true,
                Some(p) if p.is_ascii_uppercase() => next.is_some_and(|n| n.is_ascii_lowercase()),
                _ => false,
            };
            if boundary && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The builder function of op `name`: its mnemonic with `.` as `_`,
/// sanitised (`scf.for` → `for_`, `index.bool.constant` → `bool_constant`).
pub fn function_name(name: &str) -> String {
    let mnemonic = name.split_once('.').map_or(name, |(_, m)| m);
    match mnemonic {
        // Upstream's generator also keeps builders off `create` and
        // `operation` (`irdl.operation`, `pdl.operation` → `operation_`).
        "create" => "create_".to_string(),
        "operation" => "operation_".to_string(),
        // ... and off the names of `OpView` members (`irdl.attributes`,
        // `irdl.regions` → `attributes_`, `regions_`).
        "attributes" => "attributes_".to_string(),
        "regions" => "regions_".to_string(),
        m => sanitize(&m.replace('.', "_")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_upstream() {
        assert_eq!(class_name("arith.index_cast"), "IndexCastOp");
        assert_eq!(class_name("arith.addi"), "AddIOp");
        assert_eq!(class_name("scf.forall.in_parallel"), "InParallelOp");
        assert_eq!(snake_case("lowerBound"), "lower_bound");
        assert_eq!(snake_case("num_caseRegions"), "num_case_regions");
        assert_eq!(snake_case("isDataCache"), "is_data_cache");
        assert_eq!(function_name("scf.for"), "for_");
        assert_eq!(function_name("index.bool.constant"), "bool_constant");
        assert_eq!(sanitize("in"), "in_");
    }
}
