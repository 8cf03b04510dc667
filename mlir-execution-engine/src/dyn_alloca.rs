//! `llvm.alloca` of a size known only at run time. Cranelift has no
//! dynamically sized stack slots, so such an alloca takes heap memory that
//! lives as stack memory would: each allocation is linked into a chain
//! whose head is a stack slot of the calling function; `llvm.return`
//! releases the whole chain, and `llvm.intr.stackrestore` releases it back
//! to what `llvm.intr.stacksave` returned (the head at that time), so
//! `memref.alloca_scope` frees its allocas as upstream's does.
//!
//! # Safety
//! The generated code passes only the address of its own head slot, which
//! it set to null on entry, and tokens it read from that slot. Every node
//! in a chain was made by [`rmlir_dyn_alloca`] with the layout recorded in
//! it, and a node is freed once, when it is unlinked.

use std::alloc::{alloc, dealloc, Layout};

/// The header before each allocation.
#[repr(C)]
struct Node {
    /// The allocation made before this one (the rest of the chain).
    prev: *mut Node,
    /// The layout of the whole block (header and user memory).
    layout: Layout,
}

/// `size` bytes aligned to `align` (a power of two), linked into `*head`;
/// null when the size does not fit a layout or memory is exhausted.
///
/// # Safety
/// `head` points to a chain head as the module doc describes.
unsafe extern "C" fn rmlir_dyn_alloca(head: *mut *mut Node, size: u64, align: u64) -> *mut u8 {
    let align = (align.max(1).next_power_of_two() as usize).max(std::mem::align_of::<Node>());
    let offset = std::mem::size_of::<Node>().next_multiple_of(align);
    let Some(total) = usize::try_from(size).ok().and_then(|s| s.checked_add(offset)) else {
        return std::ptr::null_mut();
    };
    let Ok(layout) = Layout::from_size_align(total.max(1), align) else { return std::ptr::null_mut() };
    // SAFETY: the layout has a non-zero size.
    let block = unsafe { alloc(layout) };
    if block.is_null() {
        return block;
    }
    // SAFETY: the node sits at the block's start, which is aligned for it
    // (align >= align_of::<Node>()) and `offset >= size_of::<Node>()` bytes
    // long; `head` is valid by the caller's contract.
    unsafe {
        let node = block.add(offset - std::mem::size_of::<Node>()) as *mut Node;
        node.write(Node { prev: *head, layout });
        *head = node;
        block.add(offset)
    }
}

/// Frees the allocations of `*head` made after `until` (all of them when
/// `until` is null or not in the chain), leaving `*head == until`.
///
/// # Safety
/// `head` points to a chain head as the module doc describes.
unsafe extern "C" fn rmlir_dyn_release(head: *mut *mut Node, until: *mut Node) {
    // SAFETY: every node of the chain was made by `rmlir_dyn_alloca`, at
    // the offset recorded by its layout, and is unlinked before it is freed.
    unsafe {
        while !(*head).is_null() && *head != until {
            let node = *head;
            let Node { prev, layout } = node.read();
            *head = prev;
            let offset = std::mem::size_of::<Node>().next_multiple_of(layout.align());
            let block = (node as *mut u8).sub(offset - std::mem::size_of::<Node>());
            dealloc(block, layout);
        }
    }
}

/// The name the JIT imports the allocation function under.
pub const ALLOCA: &str = "__rmlir_dyn_alloca";
/// The name the JIT imports the release function under.
pub const RELEASE: &str = "__rmlir_dyn_release";

/// The two functions, for the JIT's symbol table.
pub fn symbols() -> [(&'static str, *const u8); 2] {
    [(ALLOCA, rmlir_dyn_alloca as *const u8), (RELEASE, rmlir_dyn_release as *const u8)]
}
