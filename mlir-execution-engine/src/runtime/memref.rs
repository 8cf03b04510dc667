//! Memref descriptors as the llvm lowering passes them to C:
//! `{ T *allocated; T *aligned; i64 offset; i64 sizes[rank]; i64
//! strides[rank]; }`, and unranked `{ i64 rank; void *descriptor; }`.
//! Reading them is the runtime's only `unsafe`, gathered here.

use std::ffi::c_void;

/// An unranked memref: rank and a pointer to the ranked descriptor.
#[repr(C)]
pub struct UnrankedMemRef {
    /// The rank.
    pub rank: i64,
    /// Points at a ranked descriptor of that rank.
    pub descriptor: *mut c_void,
}

/// A ranked descriptor read into Rust values.
#[derive(Clone, Debug)]
pub struct View {
    /// The aligned data pointer.
    pub data: *mut u8,
    /// Offset in elements.
    pub offset: i64,
    /// Sizes.
    pub sizes: Vec<i64>,
    /// Strides in elements.
    pub strides: Vec<i64>,
}

impl View {
    /// Reads the ranked descriptor at `desc` of rank `rank`; `None` for a
    /// null pointer or a negative rank.
    ///
    /// # Safety
    /// A non-null `desc` points at a ranked descriptor of rank `rank`.
    pub unsafe fn read(rank: i64, desc: *const c_void) -> Option<View> {
        if desc.is_null() || rank < 0 {
            return None;
        }
        let rank = rank as usize;
        let words = desc.cast::<i64>();
        // SAFETY: the caller passes a descriptor of this rank, as the C
        // contract of upstream's runtime functions requires: two pointers,
        // an offset and 2 * rank sizes and strides, all 8 bytes wide.
        unsafe {
            let data = *desc.cast::<*mut u8>().add(1);
            let offset = *words.add(2);
            let sizes = (0..rank).map(|i| *words.add(3 + i)).collect();
            let strides = (0..rank).map(|i| *words.add(3 + rank + i)).collect();
            Some(View { data, offset, sizes, strides })
        }
    }

    /// Reads an unranked memref.
    ///
    /// # Safety
    /// A non-null `m` points at an unranked descriptor whose `descriptor`
    /// is a ranked descriptor of its rank.
    pub unsafe fn read_unranked(m: *const UnrankedMemRef) -> Option<View> {
        if m.is_null() {
            return None;
        }
        // SAFETY: the caller's contract.
        unsafe {
            let (rank, desc) = ((*m).rank, (*m).descriptor);
            View::read(rank, desc)
        }
    }

    /// The rank.
    pub fn rank(&self) -> usize {
        self.sizes.len()
    }

    /// The number of elements.
    pub fn len(&self) -> i64 {
        self.sizes.iter().product()
    }

    /// Whether the memref holds no element.
    pub fn is_empty(&self) -> bool {
        self.len() <= 0
    }

    /// Element `index` (in elements from `data`) as a `T`.
    pub fn get<T: Copy>(&self, index: i64) -> T {
        // SAFETY: `index` is `offset` plus in-range multiples of the
        // strides, inside the buffer the descriptor describes (C contract).
        unsafe { self.data.cast::<T>().offset(index as isize).read_unaligned() }
    }
}

/// `memrefCopy`: copies every element of `src` into the same position of
/// `dst`, whatever their strides.
///
/// # Safety
/// Both point at unranked descriptors of live memrefs with elements of
/// `elem_size` bytes.
pub unsafe fn copy_strided(elem_size: i64, src: *const UnrankedMemRef, dst: *const UnrankedMemRef) {
    // SAFETY: the caller's contract.
    let (Some(s), Some(d)) = (unsafe { View::read_unranked(src) }, unsafe { View::read_unranked(dst) }) else {
        return;
    };
    if s.sizes != d.sizes || s.is_empty() || elem_size <= 0 {
        return;
    }
    let es = elem_size as usize;
    let rank = s.rank();
    let mut idx = vec![0i64; rank];
    loop {
        let so: i64 = s.offset + idx.iter().zip(&s.strides).map(|(i, st)| i * st).sum::<i64>();
        let dof: i64 = d.offset + idx.iter().zip(&d.strides).map(|(i, st)| i * st).sum::<i64>();
        // SAFETY: both positions are inside their memrefs (the index runs
        // over the shared shape), `es` bytes each; the buffers are the
        // caller's, possibly the same, so copy as memmove does.
        unsafe {
            std::ptr::copy(s.data.add(so as usize * es), d.data.add(dof as usize * es), es);
        }
        let mut k = rank;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < s.sizes[k] {
                break;
            }
            idx[k] = 0;
        }
    }
}
