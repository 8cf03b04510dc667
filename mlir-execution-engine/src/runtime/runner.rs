//! Upstream's `RunnerUtils`: printing whole memrefs in its exact format
//! (`Unranked Memref base@ = 0x... rank = 2 offset = 0 sizes = [2, 3]
//! strides = [3, 1] data = ` and the nested rows).

use super::cout::{flush, g, write};
use super::memref::{UnrankedMemRef, View};
use std::ffi::c_void;

/// How one element is read and printed.
type Element = fn(&View, i64) -> String;

fn f32_elem(v: &View, i: i64) -> String {
    g(f64::from(v.get::<f32>(i)))
}
fn f64_elem(v: &View, i: i64) -> String {
    g(v.get::<f64>(i))
}
fn i32_elem(v: &View, i: i64) -> String {
    v.get::<i32>(i).to_string()
}
fn i64_elem(v: &View, i: i64) -> String {
    v.get::<i64>(i).to_string()
}
fn index_elem(v: &View, i: i64) -> String {
    v.get::<u64>(i).to_string()
}

fn spaces(out: &mut String, n: i64) {
    for _ in 0..n.max(0) {
        out.push(' ');
    }
}

/// The nested rows, as upstream's `MemRefDataPrinter` lays them out.
fn rows(out: &mut String, v: &View, elem: Element, dim: usize, offset: i64) {
    let rank = v.rank() as i64;
    if dim == v.rank() {
        if !v.is_empty() {
            out.push_str(&elem(v, offset));
        }
        return;
    }
    let d = (v.rank() - dim) as i64;
    let (size, stride) = (v.sizes[dim], v.strides[dim]);
    out.push('[');
    rows(out, v, elem, dim + 1, offset);
    if size <= 1 {
        out.push(']');
        return;
    }
    out.push_str(", ");
    if d > 1 {
        out.push('\n');
    }
    for i in 1..size - 1 {
        spaces(out, rank - d + 1);
        rows(out, v, elem, dim + 1, offset + i * stride);
        out.push_str(", ");
        if d > 1 {
            out.push('\n');
        }
    }
    spaces(out, rank - d + 1);
    rows(out, v, elem, dim + 1, offset + (size - 1) * stride);
    out.push(']');
}

/// The metadata line's text after `Unranked Memref `.
fn metadata(v: &View) -> String {
    let join = |xs: &[i64]| xs.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    let base = if v.data.is_null() { "0".to_string() } else { format!("{:#x}", v.data as usize) };
    format!(
        "base@ = {base} rank = {} offset = {} sizes = [{}] strides = [{}]",
        v.rank(),
        v.offset,
        join(&v.sizes),
        join(&v.strides)
    )
}

/// Prints a memref as upstream's `printMemRef` does.
pub fn print_memref(v: &View, elem: Element) -> String {
    let mut out = format!("Unranked Memref {} data = \n", metadata(v));
    if v.rank() == 0 {
        out.push('[');
    }
    rows(&mut out, v, elem, 0, v.offset);
    if v.rank() == 0 {
        out.push(']');
    }
    out.push('\n');
    out
}

/// # Safety
/// As [`View::read_unranked`].
unsafe fn print_unranked(m: *const UnrankedMemRef, elem: Element) {
    // SAFETY: the caller's contract.
    if let Some(v) = unsafe { View::read_unranked(m) } {
        write(&print_memref(&v, elem));
        flush();
    }
}

/// # Safety
/// As [`View::read`].
unsafe fn print_ranked(rank: i64, ptr: *const c_void, elem: Element) {
    // SAFETY: the caller's contract.
    if let Some(v) = unsafe { View::read(rank, ptr) } {
        write(&print_memref(&v, elem));
        flush();
    }
}

macro_rules! printers {
    ($($ciface:ident, $plain:ident, $elem:ident;)*) => {
        $(
            /// Prints an unranked memref (the `llvm.emit_c_interface` entry).
            ///
            /// # Safety
            /// `m` points at an unranked descriptor of a live memref.
            #[no_mangle]
            pub unsafe extern "C" fn $ciface(m: *const UnrankedMemRef) {
                // SAFETY: the caller's contract.
                unsafe { print_unranked(m, $elem) };
            }

            /// Prints a memref given as rank and descriptor pointer.
            ///
            /// # Safety
            /// `ptr` points at a ranked descriptor of rank `rank`.
            #[no_mangle]
            pub unsafe extern "C" fn $plain(rank: i64, ptr: *const c_void) {
                // SAFETY: the caller's contract.
                unsafe { print_ranked(rank, ptr, $elem) };
            }
        )*

        /// The functions of this module by symbol name.
        pub fn symbols() -> Vec<(&'static str, *const u8)> {
            vec![$(
                (stringify!($ciface), $ciface as *const u8),
                (stringify!($plain), $plain as *const u8),
            )*]
        }
    };
}

printers! {
    _mlir_ciface_printMemrefF32, printMemrefF32, f32_elem;
    _mlir_ciface_printMemrefF64, printMemrefF64, f64_elem;
    _mlir_ciface_printMemrefI32, printMemrefI32, i32_elem;
    _mlir_ciface_printMemrefI64, printMemrefI64, i64_elem;
    _mlir_ciface_printMemrefInd, printMemrefInd, index_elem;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(data: &mut [f32], sizes: &[i64], strides: &[i64]) -> View {
        View { data: data.as_mut_ptr().cast(), offset: 0, sizes: sizes.to_vec(), strides: strides.to_vec() }
    }

    #[test]
    fn two_d_memrefs_print_as_upstream() {
        let mut d = [1.0f32, 2.5, -3.0, 4e-7, 5e8, 1.0 / 3.0];
        let v = view(&mut d, &[2, 3], &[3, 1]);
        let s = print_memref(&v, f32_elem);
        let body = s.split_once("data = \n").unwrap().1;
        assert_eq!(body, "[[1,   2.5,   -3], \n [4e-07,   5e+08,   0.333333]]\n");
        assert!(s.starts_with("Unranked Memref base@ = 0x"));
        assert!(s.contains(" rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n"));
    }

    #[test]
    fn one_and_three_d_memrefs_print_as_upstream() {
        let mut d = [1.0f32, -2.0, 3.0, 100000.0];
        let s = print_memref(&view(&mut d, &[4], &[1]), f32_elem);
        assert!(s.ends_with("data = \n[1,  -2,  3,  100000]\n"), "{s}");
        let mut d: Vec<f32> = (0..8).map(|i| i as f32 * 1.25).collect();
        let s = print_memref(&view(&mut d, &[2, 2, 2], &[4, 2, 1]), f32_elem);
        let body = s.split_once("data = \n").unwrap().1;
        assert_eq!(body, "[[[0,    1.25], \n  [2.5,    3.75]], \n [[5,    6.25], \n  [7.5,    8.75]]]\n");
    }

    #[test]
    fn zero_d_memrefs_print_one_element_in_brackets() {
        let mut d = [42.0f32];
        let s = print_memref(&view(&mut d, &[], &[]), f32_elem);
        assert!(s.ends_with("sizes = [] strides = [] data = \n[42]\n"), "{s}");
    }
}
