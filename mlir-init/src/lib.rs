//! What a default context offers: every dialect linked into the binary.
//!
//! Dialect crates announce themselves with `inventory`
//! ([`mlir_ir::dialect::DialectRegistration`]); this crate links the
//! standard ones and hands out the collected registry. A downstream that
//! builds its own aggregate depends on its own choice of crates instead.
//! Python reaches this through `mlir._mlir_libs._mlirRegisterEverything`.

// Linked for its registrations, which nothing names directly.
use mlir_dialects as _;
use mlir_ir::dialect::DialectRegistry;
use mlir_ir::Context;

/// Every dialect linked into this binary.
pub fn registry() -> DialectRegistry {
    DialectRegistry::linked()
}

/// Makes every linked dialect available to `ctx` and loads them all, as a
/// default `mlir-opt` context does.
pub fn register_and_load_all(ctx: &Context) {
    ctx.append_dialect_registry(&registry());
    ctx.load_all_available_dialects();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_standard_dialect_is_linked() {
        let reg = registry();
        let names: Vec<&str> = reg.namespaces().collect();
        for ns in ["arith", "cf", "func", "index", "math", "memref", "pdl", "scf", "shape", "tensor", "ub"] {
            assert!(names.contains(&ns), "{ns} not linked: {names:?}");
        }
    }

    #[test]
    fn available_dialects_load_on_first_use() {
        let ctx = Context::new();
        ctx.append_dialect_registry(&registry());
        assert!(ctx.dialect("arith").is_none());
        let name = ctx.op_name("arith.addi");
        assert!(ctx.op_def(name).is_some());
        assert!(ctx.dialect("arith").is_some());
        assert!(ctx.dialect("scf").is_none());
        ctx.load_all_available_dialects();
        assert!(ctx.dialect("scf").is_some());
    }

    #[test]
    fn a_name_seen_before_its_dialect_is_available_gets_its_definition() {
        let ctx = Context::new();
        // Looked up (and remembered as unregistered) before `arith` exists.
        for _ in 0..2 {
            assert!(ctx.op_def(ctx.op_name("arith.addi")).is_none());
        }
        ctx.append_dialect_registry(&registry());
        assert!(ctx.op_def(ctx.op_name("arith.addi")).is_some());
    }

    #[test]
    fn contexts_share_op_definitions_built_once() {
        let (a, b) = (Context::new(), Context::new());
        for ctx in [&a, &b] {
            register_and_load_all(ctx);
        }
        for name in ["arith.addi", "scf.for", "builtin.module", "pdl.pattern"] {
            let (da, db) = (a.op_def(a.op_name(name)), b.op_def(b.op_name(name)));
            assert!(da.zip(db).is_some_and(|(x, y)| std::sync::Arc::ptr_eq(x, y)), "{name} built twice");
        }
    }

    #[test]
    fn default_attributes_are_each_contexts_own() {
        use mlir_ir::parser::{parse_source, ParserConfig};
        use mlir_ir::printer::{print_op_to, PrintFlags};
        let src =
            "func.func @f(%x: f32) -> f32 {\n  %0 = \"arith.addf\"(%x, %x) : (f32, f32) -> f32\n  return %0 : f32\n}\n";
        let mut printed = Vec::new();
        for _ in 0..2 {
            let ctx = Context::new();
            register_and_load_all(&ctx);
            let mut ir = mlir_ir::Ir::new(&ctx);
            let module = parse_source(&mut ir, src, "f.mlir", &ParserConfig::default()).expect("parses");
            let mut out = Vec::new();
            let flags = PrintFlags { generic: true, ..PrintFlags::default() };
            print_op_to(&ir, module, &flags, &mut out).expect("prints");
            printed.push(String::from_utf8(out).expect("utf-8"));
        }
        assert!(printed[0].contains("fastmath = #arith.fastmath<none>"), "{}", printed[0]);
        assert_eq!(printed[0], printed[1]);
    }
}
