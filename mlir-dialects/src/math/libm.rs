//! The C math library's functions, which upstream's math folders call
//! (`acosf`, `erf`, ...). Calling the same library is what makes folded
//! constants bit-identical to mlir-opt's, NaN signs included (glibc's
//! `acoshf(0.5)` is `-nan`; Rust's own `f32::acosh` gives `+nan`).

// SAFETY (for the whole module): every function declared here takes and
// returns plain floating-point values by value, reads no memory through
// pointers and has no preconditions; they only set `errno`, which nothing
// here reads. Calling them cannot violate memory safety, so each safe
// wrapper below just forwards.
mod ffi {
    unsafe extern "C" {
        pub safe fn acosf(x: f32) -> f32;
        pub safe fn acos(x: f64) -> f64;
        pub safe fn acoshf(x: f32) -> f32;
        pub safe fn acosh(x: f64) -> f64;
        pub safe fn asinf(x: f32) -> f32;
        pub safe fn asin(x: f64) -> f64;
        pub safe fn asinhf(x: f32) -> f32;
        pub safe fn asinh(x: f64) -> f64;
        pub safe fn atanf(x: f32) -> f32;
        pub safe fn atan(x: f64) -> f64;
        pub safe fn atanhf(x: f32) -> f32;
        pub safe fn atanh(x: f64) -> f64;
        pub safe fn atan2f(y: f32, x: f32) -> f32;
        pub safe fn atan2(y: f64, x: f64) -> f64;
        pub safe fn cosf(x: f32) -> f32;
        pub safe fn cos(x: f64) -> f64;
        pub safe fn coshf(x: f32) -> f32;
        pub safe fn cosh(x: f64) -> f64;
        pub safe fn erff(x: f32) -> f32;
        pub safe fn erf(x: f64) -> f64;
        pub safe fn erfcf(x: f32) -> f32;
        pub safe fn erfc(x: f64) -> f64;
        pub safe fn expf(x: f32) -> f32;
        pub safe fn exp(x: f64) -> f64;
        pub safe fn exp2f(x: f32) -> f32;
        pub safe fn exp2(x: f64) -> f64;
        pub safe fn expm1f(x: f32) -> f32;
        pub safe fn expm1(x: f64) -> f64;
        pub safe fn logf(x: f32) -> f32;
        pub safe fn log(x: f64) -> f64;
        pub safe fn log10f(x: f32) -> f32;
        pub safe fn log10(x: f64) -> f64;
        pub safe fn log1pf(x: f32) -> f32;
        pub safe fn log1p(x: f64) -> f64;
        pub safe fn log2f(x: f32) -> f32;
        pub safe fn log2(x: f64) -> f64;
        pub safe fn powf(x: f32, y: f32) -> f32;
        pub safe fn pow(x: f64, y: f64) -> f64;
        pub safe fn sinf(x: f32) -> f32;
        pub safe fn sin(x: f64) -> f64;
        pub safe fn sinhf(x: f32) -> f32;
        pub safe fn sinh(x: f64) -> f64;
        pub safe fn sqrtf(x: f32) -> f32;
        pub safe fn sqrt(x: f64) -> f64;
        pub safe fn tanf(x: f32) -> f32;
        pub safe fn tan(x: f64) -> f64;
        pub safe fn tanhf(x: f32) -> f32;
        pub safe fn tanh(x: f64) -> f64;
    }
}

/// A unary function of the C library in its `float` and `double` forms.
pub struct Unary {
    /// The `float` form (`acosf`).
    pub f32: extern "C" fn(f32) -> f32,
    /// The `double` form (`acos`).
    pub f64: extern "C" fn(f64) -> f64,
}

/// A binary function of the C library in its `float` and `double` forms.
pub struct Binary {
    /// The `float` form (`powf`).
    pub f32: extern "C" fn(f32, f32) -> f32,
    /// The `double` form (`pow`).
    pub f64: extern "C" fn(f64, f64) -> f64,
}

/// The C library function named `name` (upstream's math op mnemonic).
pub fn unary(name: &str) -> Option<Unary> {
    macro_rules! pick {
        ($($n:literal => $f:ident, $d:ident;)*) => {
            match name {
                $($n => Some(Unary { f32: ffi::$f, f64: ffi::$d }),)*
                _ => None,
            }
        };
    }
    pick! {
        "acos" => acosf, acos;
        "acosh" => acoshf, acosh;
        "asin" => asinf, asin;
        "asinh" => asinhf, asinh;
        "atan" => atanf, atan;
        "atanh" => atanhf, atanh;
        "cos" => cosf, cos;
        "cosh" => coshf, cosh;
        "erf" => erff, erf;
        "erfc" => erfcf, erfc;
        "exp" => expf, exp;
        "exp2" => exp2f, exp2;
        "expm1" => expm1f, expm1;
        "log" => logf, log;
        "log10" => log10f, log10;
        "log1p" => log1pf, log1p;
        "log2" => log2f, log2;
        "sin" => sinf, sin;
        "sinh" => sinhf, sinh;
        "sqrt" => sqrtf, sqrt;
        "tan" => tanf, tan;
        "tanh" => tanhf, tanh;
    }
}

/// The binary C library function of math op `name`.
pub fn binary(name: &str) -> Option<Binary> {
    match name {
        "powf" => Some(Binary { f32: ffi::powf, f64: ffi::pow }),
        "atan2" => Some(Binary { f32: ffi::atan2f, f64: ffi::atan2 }),
        _ => None,
    }
}
