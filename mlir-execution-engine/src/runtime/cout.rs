//! Writing to C's `stdout`.

/// Writes `s` to C's `stdout` (buffered as C buffers it).
pub fn write(s: &str) {
    if s.is_empty() {
        return;
    }
    // SAFETY: the format consumes exactly the length and pointer passed,
    // and `s` outlives the call; printf with "%.*s" reads no more than
    // `len` bytes.
    unsafe {
        libc::printf(c"%.*s".as_ptr(), s.len() as libc::c_int, s.as_ptr().cast::<libc::c_char>());
    }
}

/// Flushes C's `stdout`.
pub fn flush() {
    // SAFETY: fflush(NULL) flushes every open output stream; no pointer
    // of ours is involved.
    unsafe {
        libc::fflush(std::ptr::null_mut());
    }
}

/// A float formatted as C's `%g` (what `std::ostream` prints by default).
pub fn g(x: f64) -> String {
    let mut buf = [0u8; 64];
    // SAFETY: snprintf writes at most `buf.len()` bytes including the NUL
    // into our buffer; "%g" takes exactly one double.
    let n = unsafe { libc::snprintf(buf.as_mut_ptr().cast(), buf.len(), c"%g".as_ptr(), x) };
    String::from_utf8_lossy(&buf[..(n.max(0) as usize).min(buf.len() - 1)]).into_owned()
}

#[cfg(test)]
mod tests {
    #[test]
    fn floats_print_as_c_does() {
        assert_eq!(super::g(0.1f32 as f64), "0.1");
        assert_eq!(super::g(1.5e10), "1.5e+10");
        assert_eq!(super::g(123456789.0), "1.23457e+08");
        assert_eq!(super::g(f64::NAN), "nan");
        assert_eq!(super::g(f64::INFINITY), "inf");
        assert_eq!(super::g(3.0), "3");
    }
}
