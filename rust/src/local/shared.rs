//! What scoring keeps on a thread from hand to hand: the memo of readings' worth, emptied
//! for each hand of a single call, and for the hands of one batch kept across them, with the
//! suits' ways (`suits::WaysCache`): a batch's hands under one table share most of their
//! suits' lists and feature vectors (of 2,000 hands of four wildcards, three lists in four
//! and nearly every vector were another hand's), so each is made once a batch and thread.
//!
//! A batch is known by a number (`new_batch`), so that what one batch kept is never read by
//! another (whose table may differ), whichever of them last ran on the thread.

use super::memo::Memo;
use super::suits::WaysCache;
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

/// The most memo entries and ways a thread keeps for a batch before it starts again: a few
/// megabytes, far more than the distinct ones of most batches.
const MOST_ENTRIES: usize = 1 << 12;
const MOST_WAYS: usize = 1 << 15;

struct Shared {
    memo: Memo,
    ways: WaysCache,
    /// The batch whose memo and ways these are, or None (a single call's memo).
    batch: Option<u64>,
}

thread_local! {
    static SHARED: RefCell<Shared> =
        RefCell::new(Shared { memo: Memo::new(0), ways: WaysCache::default(), batch: None });
}

/// A number no other batch of this process has.
pub fn new_batch() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// Runs `f` with this thread's memo for a table of `fans` fans, and the ways cache of the
/// batch `batch`: both kept from the batch's hands scored before on this thread, or made
/// empty (for a single call, None, the memo always, and no ways cache). With fresh ones
/// should `f` itself ask for them (never done, but not a panic if it were).
pub fn with_shared<T>(
    batch: Option<u64>,
    fans: usize,
    f: impl FnOnce(&mut Memo, Option<&mut WaysCache>) -> T,
) -> T {
    SHARED.with(|cell| match cell.try_borrow_mut() {
        Ok(mut held) => {
            let held = &mut *held;
            if batch.is_none() || held.batch != batch || held.memo.len() > MOST_ENTRIES {
                held.memo.reset(fans);
            }
            if held.batch != batch || held.ways.len() > MOST_WAYS {
                held.ways.clear();
            }
            held.batch = batch;
            f(&mut held.memo, batch.map(|_| &mut held.ways))
        }
        Err(_) => f(&mut Memo::new(fans), None),
    })
}
