//! Work split into contiguous runs, taken by a few threads.
//!
//! Verifying sibling functions and naming sibling subtrees both take a
//! list of independent items whose results must come back in list order;
//! each thread takes a contiguous run, the calling thread among them.

use std::sync::atomic::{AtomicUsize, Ordering};

/// `f` applied to `items` cut into up to `threads` contiguous runs, the
/// results in run order. One thread (or one run) runs on the caller alone;
/// a panic on another thread is raised again here.
pub(crate) fn map_runs<T: Sync, R: Send>(items: &[T], threads: usize, f: impl Fn(&[T]) -> R + Sync) -> Vec<R> {
    map_runs_balanced(items, threads, 1, f)
}

/// [`map_runs`] with `items` cut into about `runs_per_thread` runs per
/// thread, each thread taking the next run left when done with one: equal
/// runs can take unequal times (on this IR, or because a core is busy
/// elsewhere), and then no thread sits waiting for the slowest.
pub(crate) fn map_runs_balanced<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    runs_per_thread: usize,
    f: impl Fn(&[T]) -> R + Sync,
) -> Vec<R> {
    if threads < 2 || items.len() < 2 {
        return vec![f(items)];
    }
    let threads = threads.min(items.len());
    let runs: Vec<&[T]> = items.chunks(items.len().div_ceil(threads * runs_per_thread.max(1))).collect();
    let next = AtomicUsize::new(0);
    let take_runs = || {
        let mut done = Vec::new();
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(run) = runs.get(k) else { return done };
            done.push((k, f(run)));
        }
    };
    let mut results = std::thread::scope(|s| {
        let others: Vec<_> = (1..threads.min(runs.len())).map(|_| s.spawn(take_runs)).collect();
        let mut results = take_runs();
        for h in others {
            match h.join() {
                Ok(r) => results.extend(r),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        results
    });
    results.sort_unstable_by_key(|(k, _)| *k);
    results.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::{map_runs, map_runs_balanced};

    #[test]
    fn runs_cover_the_items_in_order() {
        let items: Vec<u32> = (0..103).collect();
        for threads in [1, 2, 3, 8, 200] {
            let runs = map_runs(&items, threads, |run| run.to_vec());
            assert!(runs.len() <= threads.max(1));
            assert_eq!(runs.concat(), items, "{threads} threads");
        }
        assert_eq!(map_runs(&[] as &[u32], 4, |run| run.len()), vec![0]);
        for (threads, per_thread) in [(2, 4), (3, 2), (8, 3), (200, 4)] {
            let runs = map_runs_balanced(&items, threads, per_thread, |run| run.to_vec());
            assert!(runs.len() <= threads * per_thread);
            assert_eq!(runs.concat(), items, "{threads} threads, {per_thread} runs each");
        }
    }
}
