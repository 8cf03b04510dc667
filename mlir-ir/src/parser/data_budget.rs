//! How much element data a literal's text may unfold to.
//!
//! The elements of `dense<[...]>` and `array<...>` are stored at their
//! type's width: `1` in a `tensor<1000000xi16777215>` is 2 MiB of data for
//! 2 bytes of text, and 3 MB of such text asked for 2 TB (upstream too).
//! Data is accepted up to [`DATA_FLOOR`] bytes, or [`DATA_PER_TEXT_BYTE`]
//! times the literal's text beyond that: every element type up to 1024
//! bits fits however long the literal, wider ones up to 16 MiB. Past it
//! the literal is an error, before anything is allocated for it.

/// Bytes of data any one literal may take, whatever its text.
pub const DATA_FLOOR: u64 = 16 << 20;

/// Bytes of data a literal may take per byte of its text, past the floor.
pub const DATA_PER_TEXT_BYTE: u64 = 64;

/// The most bytes of data `text_len` bytes of literal may unfold to.
pub(crate) fn data_allowed(text_len: usize) -> u64 {
    DATA_FLOOR.max((text_len as u64).saturating_mul(DATA_PER_TEXT_BYTE))
}

/// The error for a literal that would take `data` bytes.
pub(crate) fn too_much_data(data: u64, text_len: usize) -> String {
    format!(
        "elements literal would take {data} bytes of data, more than the {} allowed for its {text_len} bytes of text",
        data_allowed(text_len)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_then_proportional() {
        assert_eq!(data_allowed(0), DATA_FLOOR);
        assert_eq!(data_allowed(1 << 20), 64 << 20);
        assert_eq!(data_allowed(usize::MAX), u64::MAX);
    }
}
