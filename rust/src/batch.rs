//! Many hands at once: rows of 34 counts evaluated in parallel; a bad row is reported by the
//! lowest index, as a sequential loop would find it.

use crate::error::Error;
use crate::rules::Rules;
use crate::search::{is_win, wildcards_needed};
use crate::shanten::least;
use crate::sizes::Sizes;
use crate::tiles::{name, Counts, KINDS};
use crate::waits::waits;
use rayon::prelude::*;
use rayon::ThreadPool;
use std::sync::{Arc, Mutex};

/// Pools of a chosen size, kept for the next batch: building one costs more than a small batch.
/// Only the sizes asked for last are kept, least recent first, so a program trying many
/// sizes does not keep every pool's threads for good.
static POOLS: Mutex<Vec<(usize, Arc<ThreadPool>)>> = Mutex::new(Vec::new());
const POOLS_KEPT: usize = 2;

/// The pool of `threads` threads, or `None` to use rayon's global one. A pool dropped from
/// the cache ends its threads once the batches using it are done.
pub(crate) fn pool(threads: usize) -> Option<Arc<ThreadPool>> {
    let mut pools = POOLS.lock().ok()?;
    let pool = match pools.iter().position(|(n, _)| *n == threads) {
        Some(at) => pools.remove(at).1,
        None => Arc::new(rayon::ThreadPoolBuilder::new().num_threads(threads).build().ok()?),
    };
    pools.push((threads, Arc::clone(&pool)));
    if pools.len() > POOLS_KEPT {
        pools.remove(0);
    }
    Some(pool)
}

/// What is wrong with one row, if anything.
#[inline]
fn row_problem(hand: &[u8], wild: u8, sizes: Sizes) -> Option<Error> {
    // max and sum vectorise; the position is looked for only in a bad row.
    if hand.iter().copied().max().unwrap_or(0) > 4 {
        let tile = hand.iter().position(|&c| c > 4).unwrap_or(0);
        return Some(Error::TileCount { tile: name(tile), count: hand[tile].into() });
    }
    let tiles: u32 = hand.iter().map(|&c| u32::from(c)).sum();
    sizes.problem(tiles, u32::from(wild))
}

fn row(hand: &[u8]) -> Counts {
    let mut counts = [0u8; KINDS];
    counts.copy_from_slice(hand);
    counts
}

/// Runs `f` over the rows on `threads` threads (None: all cores; 1: this thread alone; the
/// caller bounds the number), after
/// checking each row; the first bad row is the error.
fn map_rows<T: Send>(
    counts: &[u8],
    wildcards: &[u8],
    sizes: Sizes,
    threads: Option<usize>,
    f: impl Fn(&Counts, u32) -> T + Sync + Send,
) -> Result<Vec<T>, Error> {
    if counts.len() != wildcards.len() * KINDS {
        return Err(Error::Shape(format!(
            "counts hold {} numbers, not 34 for each of {} rows",
            counts.len(),
            wildcards.len()
        )));
    }
    let eval = |(hand, &wild): (&[u8], &u8)| match row_problem(hand, wild, sizes) {
        None => Some(f(&row(hand), u32::from(wild))),
        Some(_) => None,
    };
    let parallel = || -> Vec<Option<T>> {
        counts
            .par_chunks_exact(KINDS)
            .zip(wildcards.par_iter())
            .with_min_len(256)
            .map(eval)
            .collect()
    };
    let out = match threads {
        Some(1) => counts.chunks_exact(KINDS).zip(wildcards).map(eval).collect(),
        Some(n) => match pool(n) {
            Some(pool) => pool.install(parallel),
            None => parallel(),
        },
        None => parallel(),
    };
    if let Some(bad) = out.iter().position(Option::is_none) {
        let hand = &counts[bad * KINDS..(bad + 1) * KINDS];
        if let Some(inner) = row_problem(hand, wildcards[bad], sizes) {
            return Err(Error::Row { row: bad, inner: Box::new(inner) });
        }
    }
    Ok(out.into_iter().flatten().collect())
}

/// `is_win` for each row; every row must hold 2, 5, 8, 11 or 14 tiles with its wildcards.
pub fn is_win_rows(
    counts: &[u8],
    wildcards: &[u8],
    rules: Rules,
    threads: Option<usize>,
) -> Result<Vec<bool>, Error> {
    map_rows(counts, wildcards, Sizes::Winning, threads, |c, w| is_win(c, w, rules))
}

/// `wildcards_needed` for each row, -1 where no number of wildcards completes the hand.
pub fn wildcards_needed_rows(
    counts: &[u8],
    wildcards: &[u8],
    rules: Rules,
    threads: Option<usize>,
) -> Result<Vec<i8>, Error> {
    map_rows(counts, wildcards, Sizes::Any, threads, |c, w| {
        // A hand of at most 136 real tiles needs far fewer than 127; saturate rather than wrap.
        wildcards_needed(c, w, rules).map_or(-1, |n| n.min(127) as i8)
    })
}

/// The shanten of each row over the rules' forms (all rows must suit a chosen form).
pub fn shanten_rows(
    counts: &[u8],
    wildcards: &[u8],
    rules: Rules,
    threads: Option<usize>,
) -> Result<Vec<i8>, Error> {
    let Rules { forms, allow_fifth_copy } = rules;
    let smallest = if forms.regular {
        1
    } else if forms.knitted_straight {
        10
    } else {
        13
    };
    let sizes = Sizes::Shanten { smallest };
    map_rows(counts, wildcards, sizes, threads, |c, w| {
        // The row was checked: its size suits a chosen form, so both steps give a value.
        least(c, w, forms, allow_fifth_copy).ok().flatten().map_or(i8::MAX, |s| s as i8)
    })
}

/// The waits of each row as a bitmask (bit t: tile t completes the hand).
pub fn waits_rows(
    counts: &[u8],
    wildcards: &[u8],
    rules: Rules,
    threads: Option<usize>,
) -> Result<Vec<u64>, Error> {
    map_rows(counts, wildcards, Sizes::Waiting, threads, |c, w| waits(c, w, rules))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Form, Forms};
    use crate::tiles::parse;

    /// Threads of this process, from /proc (Linux).
    fn live_threads() -> Option<usize> {
        let status = std::fs::read_to_string("/proc/self/status").ok()?;
        let line = status.lines().find(|l| l.starts_with("Threads:"))?;
        line.split_whitespace().nth(1)?.parse().ok()
    }

    #[test]
    fn pools_of_sizes_no_longer_asked_for_end_their_threads() {
        let before = live_threads();
        for threads in 3..40 {
            let p = pool(threads).unwrap();
            assert_eq!(p.current_num_threads(), threads);
        }
        // The same size again is the pool kept, not a new one.
        assert!(Arc::ptr_eq(&pool(39).unwrap(), &pool(39).unwrap()));
        assert!(POOLS.lock().unwrap().len() <= POOLS_KEPT);
        let (Some(before), Some(_)) = (before, live_threads()) else { return };
        // Dropped pools end their threads in the background: wait for them, a while at most.
        // The two pools kept hold 38 + 39; other tests running beside may add a few (all the
        // pools asked for here would hold 741).
        let most = before + 38 + 39 + 16;
        let mut now = usize::MAX;
        for _ in 0..200 {
            now = live_threads().unwrap_or(usize::MAX);
            if now <= most {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(25));
        }
        assert!(now <= most, "{before} threads before, {now} after");
    }

    #[test]
    fn rows_agree_with_single_calls() {
        // The second hand needs three: 15 or 16 tiles cannot win, 17 can (11z, 222z, 333z).
        let hands = ["123m456p789s11222z", "123m456p789s11223z", "1111m", "11m"];
        let wild = [0u8, 0, 1, 0];
        let flat: Vec<u8> = hands.iter().flat_map(|h| parse(h)).collect();
        let r = Rules::default();
        for threads in [None, Some(1), Some(2)] {
            assert_eq!(is_win_rows(&flat, &wild, r, threads).unwrap(), [true, false, false, true]);
        }
        assert_eq!(wildcards_needed_rows(&flat, &wild, r, None).unwrap(), [0, 3, 3, 0]);
    }

    #[test]
    fn shanten_and_waits_rows() {
        let flat: Vec<u8> =
            ["123m456p789s1122z", "1122m3344p5566s7z"].iter().flat_map(|h| parse(h)).collect();
        assert_eq!(shanten_rows(&flat, &[0, 0], Rules::default(), None).unwrap(), [0, 0]);
        let waits = waits_rows(&flat, &[0, 0], Rules::default(), Some(1)).unwrap();
        assert_eq!(waits, [1 << 27 | 1 << 28, 1 << 33]);
        let pairs = Rules { forms: Forms::only(Form::SevenPairs), allow_fifth_copy: false };
        // Ten tiles (a declared meld): seven pairs cannot apply.
        let err = shanten_rows(&parse("123m456p1122z"), &[0], pairs, None).unwrap_err();
        assert!(err.to_string().starts_with("row 0: none of the chosen forms applies"));
    }

    #[test]
    fn first_bad_row_is_named() {
        let mut flat: Vec<u8> = ["11m", "123m", "111m"].iter().flat_map(|h| parse(h)).collect();
        let err = is_win_rows(&flat, &[0, 0, 0], Rules::default(), None).unwrap_err();
        assert_eq!(
            err.to_string(),
            "row 1: hand has 3 tiles (3 tiles + 0 wildcards); a winning hand holds 14, 11, 8, 5 or 2"
        );
        flat[KINDS * 2] = 7;
        let err = wildcards_needed_rows(&flat, &[0, 0, 0], Rules::default(), None).unwrap_err();
        assert_eq!(err.to_string(), "row 2: 7 copies of 1m; a set holds 0 to 4 of each tile");
        assert!(is_win_rows(&flat[..10], &[0], Rules::default(), None).is_err());
    }
}
