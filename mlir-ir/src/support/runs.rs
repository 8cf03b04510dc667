//! Work split into contiguous runs, one per thread.
//!
//! Verifying sibling functions and naming sibling subtrees both take a
//! list of independent items whose results must come back in list order;
//! each thread takes one contiguous run, the calling thread the first.

/// `f` applied to `items` cut into up to `threads` contiguous runs, the
/// results in run order. One thread (or one run) runs on the caller alone;
/// a panic on another thread is raised again here.
pub(crate) fn map_runs<T: Sync, R: Send>(items: &[T], threads: usize, f: impl Fn(&[T]) -> R + Sync) -> Vec<R> {
    if threads < 2 || items.len() < 2 {
        return vec![f(items)];
    }
    let per_thread = items.len().div_ceil(threads.min(items.len()));
    let mut runs = items.chunks(per_thread);
    let first = runs.next().unwrap_or_default();
    let f = &f;
    std::thread::scope(|s| {
        let others: Vec<_> = runs.map(|run| s.spawn(move || f(run))).collect();
        let mut results = vec![f(first)];
        for h in others {
            match h.join() {
                Ok(r) => results.push(r),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        results
    })
}

#[cfg(test)]
mod tests {
    use super::map_runs;

    #[test]
    fn runs_cover_the_items_in_order() {
        let items: Vec<u32> = (0..103).collect();
        for threads in [1, 2, 3, 8, 200] {
            let runs = map_runs(&items, threads, |run| run.to_vec());
            assert!(runs.len() <= threads.max(1));
            assert_eq!(runs.concat(), items, "{threads} threads");
        }
        assert_eq!(map_runs(&[] as &[u32], 4, |run| run.len()), vec![0]);
    }
}
