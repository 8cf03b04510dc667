//! `dense_resource` keys: one key per name within a parse, renamed
//! (`name_1`, ...) when the context already has the name, as upstream's
//! resource blob manager does; the printed section follows the renaming.

use mlir_ir::parser::{parse_source, ParserConfig};
use mlir_ir::printer::{print_op, PrintFlags};
use mlir_ir::{Context, Ir};

const SRC: &str = r#""t.op"() {x = dense_resource<blob> : tensor<2xi8>, y = dense_resource<blob> : tensor<2xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob: "0x010000000102"
    }
  }
#-}
"#;

fn parse_print(ctx: &Context, src: &str) -> String {
    let mut ir = Ir::new(ctx);
    let op = parse_source(&mut ir, src, "t", &ParserConfig::default()).expect("parses");
    print_op(&ir, op, &PrintFlags::default())
}

#[test]
fn reparsing_in_one_context_renames_the_resource() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let first = parse_print(&ctx, SRC);
    assert!(first.contains("x = dense_resource<blob> : tensor<2xi8>, y = dense_resource<blob>"), "{first}");
    assert!(first.contains("      blob: \"0x010000000102\"\n"), "{first}");
    let second = parse_print(&ctx, SRC);
    assert!(second.contains("x = dense_resource<blob_1> : tensor<2xi8>, y = dense_resource<blob_1>"), "{second}");
    assert!(second.contains("      blob_1: \"0x010000000102\"\n"), "{second}");
    let third = parse_print(&ctx, SRC);
    assert!(third.contains("dense_resource<blob_2>"), "{third}");
}

#[test]
fn declared_names_are_made_unique() {
    let ctx = Context::new();
    let a = ctx.declare_resource("r", None);
    let b = ctx.declare_resource("r", None);
    let c = ctx.declare_resource("r_1", None);
    assert_eq!(
        [ctx.ident_str(a), ctx.ident_str(b), ctx.ident_str(c)].map(str::to_string),
        ["r", "r_1", "r_1_1"].map(str::to_string)
    );
    assert!(ctx.resource(a).is_none());
}
