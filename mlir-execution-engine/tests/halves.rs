//! `f16` and `bf16` in the JIT: 2 bytes in memory, promoted `f32` in
//! registers, every arithmetic result rounded to nearest-even in the
//! 16-bit format. Values are passed and checked as their bits (`u16`).

mod common;
use common::*;

const HALVES: &str = r#"
llvm.func @addh(%a: f16, %b: f16) -> f16 {
  %0 = llvm.fadd %a, %b : f16
  llvm.return %0 : f16
}
llvm.func @divh(%a: f16, %b: f16) -> f16 {
  %0 = llvm.fdiv %a, %b : f16
  llvm.return %0 : f16
}
llvm.func @divb(%a: bf16, %b: bf16) -> bf16 {
  %0 = llvm.fdiv %a, %b : bf16
  llvm.return %0 : bf16
}
llvm.func @sqrth(%a: f16) -> f16 {
  %0 = llvm.intr.sqrt(%a) : (f16) -> f16
  llvm.return %0 : f16
}
llvm.func @consts(%p: !llvm.ptr) {
  %a = llvm.mlir.constant(0.1 : f16) : f16
  %b = llvm.mlir.constant(0.1 : bf16) : bf16
  %c = llvm.mlir.constant(3 : i64) : f16
  %u = llvm.mlir.undef : !llvm.struct<(f16, bf16, f16)>
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(f16, bf16, f16)>
  %1 = llvm.insertvalue %b, %0[1] : !llvm.struct<(f16, bf16, f16)>
  %2 = llvm.insertvalue %c, %1[2] : !llvm.struct<(f16, bf16, f16)>
  llvm.store %2, %p : !llvm.struct<(f16, bf16, f16)>, !llvm.ptr
  llvm.return
}
llvm.func @trunc64(%x: f64) -> f16 {
  %0 = llvm.fptrunc %x : f64 to f16
  llvm.return %0 : f16
}
llvm.func @trunc32b(%x: f32) -> bf16 {
  %0 = llvm.fptrunc %x : f32 to bf16
  llvm.return %0 : bf16
}
llvm.func @ext64(%x: f16) -> f64 {
  %0 = llvm.fpext %x : f16 to f64
  llvm.return %0 : f64
}
llvm.func @extb(%x: bf16) -> f32 {
  %0 = llvm.fpext %x : bf16 to f32
  llvm.return %0 : f32
}
llvm.func @itob(%x: i32) -> bf16 {
  %0 = llvm.sitofp %x : i32 to bf16
  llvm.return %0 : bf16
}
llvm.func @utoh(%x: i64) -> f16 {
  %0 = llvm.uitofp %x : i64 to f16
  llvm.return %0 : f16
}
llvm.func @htoi(%x: f16) -> i32 {
  %0 = llvm.fptosi %x : f16 to i32
  llvm.return %0 : i32
}
llvm.func @bits(%x: i16) -> i16 {
  %0 = llvm.bitcast %x : i16 to f16
  %1 = llvm.bitcast %0 : f16 to i16
  llvm.return %1 : i16
}
llvm.func @max(%a: f16, %b: f16) -> f16 {
  %c = llvm.fcmp "ogt" %a, %b : f16
  %0 = llvm.select %c, %a, %b : i1, f16
  llvm.return %0 : f16
}
llvm.func @sum(%p: !llvm.ptr, %n: i64) -> f16 {
  %z = llvm.mlir.constant(0.0 : f16) : f16
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c0, %z : i64, f16)
^loop(%i: i64, %acc: f16):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f16
  %v = llvm.load %q : !llvm.ptr -> f16
  %s = llvm.fadd %acc, %v : f16
  %j = llvm.add %i, %c1 : i64
  llvm.br ^loop(%j, %s : i64, f16)
^done:
  llvm.return %acc : f16
}
llvm.func @pairs(%p: !llvm.ptr) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %q = llvm.getelementptr %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(bf16, f16)>
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<(bf16, f16)>
  llvm.store %v, %q : !llvm.struct<(bf16, f16)>, !llvm.ptr
  llvm.return
}
llvm.mlir.global internal constant @table(dense<[1.5, -2.0, 0.1]> : tensor<3xf16>) : !llvm.array<3 x f16>
llvm.func @from_table(%i: i64) -> f16 {
  %g = llvm.mlir.addressof @table : !llvm.ptr
  %q = llvm.getelementptr %g[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x f16>
  %v = llvm.load %q : !llvm.ptr -> f16
  llvm.return %v : f16
}
"#;

/// Kernels converting arrays: `ext_*` widens every element from half to
/// f32, `trunc_*` rounds f32 elements to half.
fn conversion_kernels() -> String {
    let mut src = String::new();
    for ty in ["f16", "bf16"] {
        for (name, from, to, op) in [("ext", ty, "f32", "fpext"), ("trunc", "f32", ty, "fptrunc")] {
            src += &format!(
                r#"
llvm.func @{name}_{ty}(%src: !llvm.ptr, %dst: !llvm.ptr, %n: i64) {{
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %p = llvm.getelementptr %src[%i] : (!llvm.ptr, i64) -> !llvm.ptr, {from}
  %q = llvm.getelementptr %dst[%i] : (!llvm.ptr, i64) -> !llvm.ptr, {to}
  %v = llvm.load %p : !llvm.ptr -> {from}
  %w = llvm.{op} %v : {from} to {to}
  llvm.store %w, %q : {to}, !llvm.ptr
  %j = llvm.add %i, %c1 : i64
  llvm.br ^loop(%j : i64)
^done:
  llvm.return
}}
"#
            );
        }
    }
    src
}

/// f32 bit patterns across the whole range, and around each threshold of
/// the conversions (overflow, smallest normal, half the smallest
/// subnormal, NaN).
fn f32_samples() -> Vec<u32> {
    let mut out: Vec<u32> = (0..=u32::MAX).step_by(997).collect();
    for edge in [0x477f_f000u32, 0x4780_0000, 0x3880_0000, 0x3300_0000, 0x7f80_0000, 0x7f7f_8000, 0x0080_0000, 0] {
        for d in 0..64u32 {
            for sign in [0, 0x8000_0000] {
                out.push((edge.wrapping_add(d).wrapping_sub(32)) | sign);
            }
        }
    }
    out
}

/// Calls `name` with one argument and a result of type `R`.
fn call1<A, R: Default>(e: &mut mlir_execution_engine::ExecutionEngine, name: &str, mut a: A) -> R {
    let mut r = R::default();
    invoke(e, name, &mut [arg(&mut a), arg(&mut r)]);
    r
}

/// Calls `name` with two half arguments (bits) and a half result.
fn call2(e: &mut mlir_execution_engine::ExecutionEngine, name: &str, mut a: u16, mut b: u16) -> u16 {
    let mut r = 0u16;
    invoke(e, name, &mut [arg(&mut a), arg(&mut b), arg(&mut r)]);
    r
}

#[test]
fn arithmetic_rounds_to_nearest_even_in_the_half_format() {
    for level in [0, 3] {
        let mut e = engine_at(HALVES, level).expect("compiles");
        // 11 + 22 = 33.
        assert_eq!(call2(&mut e, "addh", 0x4980, 0x4d80), 0x5020);
        // 1 / 3: binary16 0x3555, bfloat16 0x3eab.
        assert_eq!(call2(&mut e, "divh", 0x3c00, 0x4200), 0x3555);
        assert_eq!(call2(&mut e, "divb", 0x3f80, 0x4040), 0x3eab);
        // 2048 + 1 is a tie between 2048 and 2050: to even.
        assert_eq!(call2(&mut e, "addh", 0x6800, 0x3c00), 0x6800);
        // 2050 + 1 ties between 2050 and 2052: to even (2052).
        assert_eq!(call2(&mut e, "addh", 0x6801, 0x3c00), 0x6802);
        // 65504 + 16 overflows to infinity.
        assert_eq!(call2(&mut e, "addh", 0x7bff, 0x4c00), 0x7c00);
        // sqrt(2) = 1.4142 -> 0x3da8.
        assert_eq!(call1::<u16, u16>(&mut e, "sqrth", 0x4000), 0x3da8);
    }
}

#[test]
fn constants_round_once_to_their_format() {
    let mut e = engine(HALVES);
    let mut r = [0u16; 3];
    let mut p = r.as_mut_ptr();
    invoke(&mut e, "consts", &mut [arg(&mut p)]);
    // 0.1 in binary16 and bfloat16; 3 from an integer attribute.
    assert_eq!(r, [0x2e66, 0x3dcd, 0x4200]);
}

#[test]
fn conversions_between_widths() {
    let mut e = engine(HALVES);
    // f64 -> f16 rounds once: 1 + 2^-11 + 2^-30 is above the tie.
    assert_eq!(call1::<f64, u16>(&mut e, "trunc64", 1.0 + 2f64.powi(-11) + 2f64.powi(-30)), 0x3c01);
    assert_eq!(call1::<f64, u16>(&mut e, "trunc64", 1e-8), 0x0000);
    assert_eq!(call1::<f32, u16>(&mut e, "trunc32b", 1.0 + 3.0 * 2f32.powi(-8)), 0x3f82);
    assert_eq!(call1::<u16, f64>(&mut e, "ext64", 0x0001), 2f64.powi(-24));
    assert_eq!(call1::<u16, f64>(&mut e, "ext64", 0xfbff), -65504.0);
    assert_eq!(call1::<u16, f32>(&mut e, "extb", 0xc2f7), -123.5);
    // int -> bf16 goes through f32 as LLVM's does: 2^24 + 2^16 + 1 first
    // becomes 2^24 + 2^16 (a tie), then 2^24.
    assert_eq!(call1::<i32, u16>(&mut e, "itob", (1 << 24) + (1 << 16) + 1), 0x4b80);
    assert_eq!(call1::<i32, u16>(&mut e, "itob", -3), 0xc040);
    assert_eq!(call1::<u64, u16>(&mut e, "utoh", 65519), 0x7bff);
    assert_eq!(call1::<u64, u16>(&mut e, "utoh", 65520), 0x7c00);
    assert_eq!(call1::<u64, u16>(&mut e, "utoh", 2051), 0x6802);
    assert_eq!(call1::<u16, i32>(&mut e, "htoi", 0xd2e6), -55);
    // A bitcast through a register keeps every bit, signaling NaNs too.
    for b in [0x7c01u16, 0xfe00, 0x0001, 0x8000, 0x3555] {
        assert_eq!(call1::<u16, u16>(&mut e, "bits", b), b);
    }
    assert_eq!(call2(&mut e, "max", 0xc000, 0x3800), 0x3800);
    assert_eq!(call2(&mut e, "max", 0x4000, 0x3800), 0x4000);
}

#[test]
fn memory_holds_two_bytes_per_half() {
    let mut e = engine(HALVES);
    // 0.1 + 0.2 + ... summed in f16, each step rounded: the reference
    // accumulates the same way through the crate's conversion.
    let h = mlir_execution_engine::half::Half::F16;
    let mut data: Vec<u16> = (1..=40).map(|i| h.from_f64(f64::from(i) * 0.1)).collect();
    let mut want = 0.0f32;
    for &b in &data {
        want = h.round(f64::from(want + h.to_f32(b)));
    }
    let (mut p, mut n) = (data.as_mut_ptr(), data.len() as i64);
    let mut r = 0u16;
    invoke(&mut e, "sum", &mut [arg(&mut p), arg(&mut n), arg(&mut r)]);
    assert_eq!(h.to_f32(r), want);
    // Not the f32 sum: the rounding happened at every step.
    let wide: f32 = data.iter().map(|&b| h.to_f32(b)).sum();
    assert_ne!(h.to_f32(r), wide);

    // A struct of (bf16, f16) is 4 bytes: the second element starts at 4.
    let mut pairs: [u16; 4] = [0x3f80, 0x3c00, 0, 0];
    let mut p = pairs.as_mut_ptr();
    invoke(&mut e, "pairs", &mut [arg(&mut p)]);
    assert_eq!(pairs, [0x3f80, 0x3c00, 0x3f80, 0x3c00]);

    assert_eq!(call1::<i64, u16>(&mut e, "from_table", 0), 0x3e00);
    assert_eq!(call1::<i64, u16>(&mut e, "from_table", 1), 0xc000);
    assert_eq!(call1::<i64, u16>(&mut e, "from_table", 2), 0x2e66);
}

#[test]
fn external_functions_passing_halves_are_refused() {
    let src = "llvm.func @ext(f16) -> f16\nllvm.func @f(%a: f16) -> f16 {\n  %0 = llvm.call @ext(%a) : (f16) -> f16\n  llvm.return %0 : f16\n}\n";
    let text = engine_at(src, 2).err().expect("must fail").to_string();
    assert!(text.contains("passes f16/bf16 by value"), "{text}");
}

#[test]
fn inline_conversions_agree_with_the_reference_on_every_value() {
    use mlir_execution_engine::half::Half;
    let mut e = engine(&conversion_kernels());
    for (h, ty) in [(Half::F16, "f16"), (Half::BF16, "bf16")] {
        // Every half value widens exactly, NaN payloads included.
        let mut src: Vec<u16> = (0..=u16::MAX).collect();
        let mut dst = vec![0f32; src.len()];
        let (mut ps, mut pd, mut n) = (src.as_mut_ptr(), dst.as_mut_ptr(), src.len() as i64);
        invoke(&mut e, &format!("ext_{ty}"), &mut [arg(&mut ps), arg(&mut pd), arg(&mut n)]);
        for (b, x) in src.iter().zip(&dst) {
            assert_eq!(x.to_bits(), h.to_f32(*b).to_bits(), "{ty} {b:#06x}");
        }
        // f32 values round as the reference rounds them.
        let mut src: Vec<f32> = f32_samples().into_iter().map(f32::from_bits).collect();
        let mut dst = vec![0u16; src.len()];
        let (mut ps, mut pd, mut n) = (src.as_mut_ptr(), dst.as_mut_ptr(), src.len() as i64);
        invoke(&mut e, &format!("trunc_{ty}"), &mut [arg(&mut ps), arg(&mut pd), arg(&mut n)]);
        for (x, b) in src.iter().zip(&dst) {
            assert_eq!(*b, h.from_f32(*x), "{ty} {:#010x}", x.to_bits());
        }
    }
}
