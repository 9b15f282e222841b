//! Many hands at once: rows of 34 counts evaluated in parallel, in slices of a few tens of
//! milliseconds (`interrupt::in_slices`) so that a long batch can be stopped between them; a
//! bad row is reported by the lowest index, as a sequential loop would find it.

use crate::error::{Error, Value};
use crate::interrupt::{in_slices, Interrupt};
use crate::ints::Ints;
use crate::mcr::count_masks::{kinds_counted, total};
use crate::rules::{Forms, Rules};
use crate::search::{is_win, is_win_inlined, needed_byte, wildcards_needed};
use crate::shanten::least;
use crate::sizes::{Sizes, Totals};
use crate::tiles::{name, Counts, KINDS};
use crate::waits::waits;
use crate::win_rows::{each_row, is_win_packed, needed_packed};
use rayon::prelude::*;
use rayon::ThreadPool;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// More threads than this is surely a mistake, and each one is an OS thread.
pub const MAX_THREADS: usize = 256;
/// Wildcards a row may hold besides its wildcard kinds' copies: every tile of a set.
pub const MAX_WILDCARDS: Value = 136;
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

/// How a batch runs: on how many threads (None: all cores; 1: the calling thread alone), and
/// what is asked between slices whether to stop.
pub struct Run<'a> {
    pub threads: Option<usize>,
    pub interrupt: &'a dyn Interrupt,
}

/// A number of threads as given (None: all cores), checked against 1 to `MAX_THREADS`.
pub fn threads(given: Option<Value>) -> Result<Option<usize>, Error> {
    match given {
        None => Ok(None),
        Some(n) if (1..=MAX_THREADS as Value).contains(&n) => Ok(Some(n as usize)),
        Some(n) => Err(Error::Threads { threads: n }),
    }
}

/// Where the rows of a slice are worked on.
pub(crate) enum Workers {
    Here,
    Pool(Arc<ThreadPool>),
    Global,
}

impl Workers {
    pub(crate) fn new(threads: Option<usize>) -> Result<Workers, Error> {
        Ok(match threads {
            Some(n) if n == 0 || n > MAX_THREADS => {
                return Err(Error::Threads { threads: n as Value })
            }
            Some(1) => Workers::Here,
            Some(n) => pool(n).map_or(Workers::Global, Workers::Pool),
            None => Workers::Global,
        })
    }

    /// Runs `f` on these workers; its argument says whether it may spread its work over them
    /// (rayon's parallel iterators), or is to stay on the calling thread.
    pub(crate) fn run<R: Send>(&self, f: impl FnOnce(bool) -> R + Send) -> R {
        match self {
            Workers::Here => f(false),
            Workers::Pool(pool) => pool.install(|| f(true)),
            Workers::Global => f(true),
        }
    }
}

/// The rows of a batch: counts N x 34 (each 0 to 4), wildcards one a row (0 to
/// `MAX_WILDCARDS`), and the wildcard kinds (bit t: every copy of tile t a row holds is one
/// more wildcard).
#[derive(Clone, Copy, Debug)]
pub struct Batch<'a> {
    pub counts: Ints<'a>,
    pub wildcards: Ints<'a>,
    pub wildcard_kinds: u64,
}

/// One row, read and checked: its counts with the wildcard kinds moved out, its wildcards,
/// those kinds' copies included, and (only when there are wildcard kinds) the counts as given.
pub struct Row {
    pub counts: Counts,
    pub held: Counts,
    pub wildcards: u32,
}

/// A row as the work on it sees it: its counts (wildcard kinds moved out), its counts as
/// given, and its wildcards. A row of packed bytes is lent where it lies: a copy of it, read
/// back at once a word at a time across the copy's stores, had stalled each load.
#[derive(Clone, Copy)]
pub struct Hand<'r> {
    pub counts: &'r Counts,
    pub held: &'r Counts,
    pub wildcards: u32,
}

impl Row {
    fn hand(&self, wildcard_kinds: u64) -> Hand<'_> {
        let held = if wildcard_kinds != 0 { &self.held } else { &self.counts };
        Hand { counts: &self.counts, held, wildcards: self.wildcards }
    }
}

impl Default for Row {
    fn default() -> Self {
        Row { counts: [0; KINDS], held: [0; KINDS], wildcards: 0 }
    }
}

impl Batch<'_> {
    /// The number of rows, once the shapes agree and every row's wildcards are in range. The
    /// wildcards are checked before any row is read (the rows read them cut to 32 bits), but
    /// the error is the lowest bad row's, as a loop row by row would find: a bad count or
    /// size above the first bad wildcard number comes first.
    fn rows(&self, sizes: Sizes) -> Result<usize, Error> {
        let n = self.counts.rows();
        if self.counts.cols() != KINDS || self.wildcards.rows() != n || self.wildcards.cols() != 1 {
            return Err(Error::Shape(format!(
                "counts hold {n} rows of {} numbers and wildcards {} of {}; a batch has 34 \
                 counts and one wildcard number a row",
                self.counts.cols(),
                self.wildcards.rows(),
                self.wildcards.cols()
            )));
        }
        if self.wildcard_kinds >> KINDS != 0 {
            return Err(Error::Shape(format!(
                "wildcard kinds {:#x} name tiles past 34",
                self.wildcard_kinds
            )));
        }
        if let Some(row) =
            (0..n).find(|&i| !(0..=MAX_WILDCARDS).contains(&self.wildcards.get(i, 0)))
        {
            // An error path: the rows above it are looked at one by one.
            if let Some((above, inner)) =
                (0..row).find_map(|i| self.problem(i, sizes).map(|e| (i, e)))
            {
                return Err(Error::Row { row: above, inner: Box::new(inner) });
            }
            return Err(Error::WildcardCount { got: self.wildcards.get(row, 0), row });
        }
        Ok(n)
    }

    /// Reads row `i`, holding `wildcards` (read with its block), into `row`; whether it is
    /// good (counts 0 to 4, a size that suits `sizes`). `problem` says what is wrong with a
    /// bad one: the rows are read in place, and a good one builds no error.
    #[inline]
    fn read(&self, i: usize, wildcards: u32, sizes: Sizes, row: &mut Row) -> bool {
        match self.counts.row_bytes(i).and_then(|r| r.first_chunk::<KINDS>()) {
            Some(bytes) if bytes.iter().copied().max().unwrap_or(0) <= 4 => row.counts = *bytes,
            _ => {
                for (tile, slot) in row.counts.iter_mut().enumerate() {
                    match u8::try_from(self.counts.get(i, tile)) {
                        Ok(count @ 0..=4) => *slot = count,
                        _ => return false,
                    }
                }
            }
        }
        row.wildcards = wildcards;
        if self.wildcard_kinds != 0 {
            self.move_wildcard_kinds(row);
        }
        sizes.fits(total(&row.counts), row.wildcards)
    }

    /// Rows `start..start + n` (n at most `BLOCK`) given to `f` each with its `F::PER`
    /// answers of `out`; the lowest bad row, if any, into `first_bad`. Rows of packed bytes, the
    /// usual array, are checked for their copies a block at a time (one vector pass) and
    /// handed over without being read value by value.
    fn block<T, F: PerRow<T>>(
        &self,
        start: usize,
        out: &mut [T],
        sizes: Sizes,
        first_bad: &AtomicUsize,
        f: &F,
    ) {
        let per = F::PER;
        let n = out.len() / per;
        let mut wildcards = [0u32; BLOCK];
        let wildcards = &mut wildcards[..n];
        self.wildcards.firsts(start, wildcards);
        let totals = sizes.totals();
        let mut row = Row::default();
        let bad = |j: usize| {
            first_bad.fetch_min(start + j, Ordering::Relaxed);
        };
        match self.counts.rows_bytes(start, n) {
            Some(bytes)
                if self.wildcard_kinds == 0 && bytes.iter().fold(0, |m, &b| m.max(b)) <= 4 =>
            {
                f.answer_packed(bytes, wildcards, totals, out, bad);
            }
            _ => {
                for (j, (answers, &w)) in out.chunks_mut(per).zip(wildcards.iter()).enumerate() {
                    if self.read(start + j, w, sizes, &mut row) {
                        f.answer(row.hand(self.wildcard_kinds), answers);
                    } else {
                        bad(j);
                    }
                }
            }
        }
    }

    /// Keeps the row's counts as given in `held`, and makes every copy of a wildcard kind one
    /// more wildcard.
    #[inline(never)]
    fn move_wildcard_kinds(&self, row: &mut Row) {
        row.held = row.counts;
        let mut kinds = self.wildcard_kinds;
        while kinds != 0 {
            let t = kinds.trailing_zeros() as usize;
            row.wildcards += u32::from(row.counts[t]);
            row.counts[t] = 0;
            kinds &= kinds - 1;
        }
    }

    /// What is wrong with row `i`, if anything, in the order `read` checks.
    fn problem(&self, i: usize, sizes: Sizes) -> Option<Error> {
        for tile in 0..KINDS {
            let count = self.counts.get(i, tile);
            if !(0..=4).contains(&count) {
                return Some(Error::TileCount { tile: name(tile), count });
            }
        }
        let mut row = Row::default();
        self.read(i, self.wildcards.get(i, 0) as u32, sizes, &mut row);
        sizes.problem(total(&row.counts), row.wildcards)
    }
}

/// What a batch computes for each row: `PER` answers of type `T` into `out`. A trait rather
/// than a closure so that `answer` is inlined into the row loop: as a closure the compiler
/// called it, and the call's own cost was a third of a win check's.
trait PerRow<T>: Sync {
    const PER: usize;
    fn answer(&self, row: Hand, out: &mut [T]);

    /// Packed rows (34 counts a row, each 0 to 4, no wildcard kinds) holding `wildcards`: each
    /// row's answers into `out`, and the rows whose size `totals` does not take to `bad`.
    #[inline(always)]
    fn answer_packed(
        &self,
        rows: &[u8],
        wildcards: &[u32],
        totals: Totals,
        out: &mut [T],
        bad: impl FnMut(usize),
    ) {
        let answers = out.chunks_exact_mut(Self::PER);
        each_row(rows, wildcards, totals, answers, bad, |counts, w, answers| {
            self.answer(Hand { counts, held: counts, wildcards: w }, answers);
        });
    }
}

/// A closure as a `PerRow` of one answer, for work that outweighs a call.
struct One<F>(F);

impl<T, F: Fn(Hand) -> T + Sync> PerRow<T> for One<F> {
    const PER: usize = 1;
    fn answer(&self, row: Hand, out: &mut [T]) {
        out[0] = (self.0)(row);
    }
}

/// `is_win` of a row, inlined into the row loop.
struct Wins(Rules);

impl PerRow<bool> for Wins {
    const PER: usize = 1;
    #[inline(always)]
    fn answer(&self, row: Hand, out: &mut [bool]) {
        out[0] = is_win_inlined(row.counts, row.wildcards, self.0);
    }

    /// Eight rows at a time where the CPU allows (`win_rows`).
    #[inline(always)]
    fn answer_packed(
        &self,
        rows: &[u8],
        wildcards: &[u32],
        totals: Totals,
        out: &mut [bool],
        bad: impl FnMut(usize),
    ) {
        is_win_packed(rows, wildcards, totals, self.0, out, bad);
    }
}

/// `wildcards_needed` of a row, for rows of any size (`Sizes::Any`: none is bad).
struct Needed(Rules);

impl PerRow<i8> for Needed {
    const PER: usize = 1;
    fn answer(&self, row: Hand, out: &mut [i8]) {
        out[0] = needed_byte(wildcards_needed(row.counts, row.wildcards, self.0));
    }

    /// Eight rows at a time where the CPU allows (`win_rows`); every size fits.
    fn answer_packed(
        &self,
        rows: &[u8],
        wildcards: &[u32],
        _: Totals,
        out: &mut [i8],
        _: impl FnMut(usize),
    ) {
        needed_packed(rows, wildcards, self.0, out);
    }
}

/// The waits of a row under `rules`, the drawn wildcard kinds `kinds` (see `waits_rows`).
struct Waits {
    rules: Rules,
    kinds: u64,
}

impl PerRow<bool> for Waits {
    const PER: usize = KINDS;
    fn answer(&self, row: Hand, out: &mut [bool]) {
        let (rules, kinds) = (self.rules, self.kinds);
        let mut mask = waits(row.counts, row.wildcards, rules);
        if kinds != 0 {
            let four = kinds_counted(row.held, 4);
            let drawn = is_win(row.counts, row.wildcards + 1, rules);
            mask = (mask & !kinds) | if drawn { kinds & !four } else { 0 };
        }
        for (t, wait) in out.iter_mut().enumerate() {
            *wait = mask >> t & 1 == 1;
        }
    }
}

/// Rows worked on together: their wildcards read at once, their copies checked at once, and
/// the unit of work a thread takes.
const BLOCK: usize = 256;

/// Runs `f` on every row of the batch, checked against `sizes`, writing its `per` answers
/// into that row's part of `out`, in slices on `run`'s threads; the first bad row (or an
/// interrupt) is the error.
fn map_rows<T: Send, F: PerRow<T>>(
    batch: &Batch,
    sizes: Sizes,
    run: &Run,
    out: &mut [T],
    f: F,
) -> Result<(), Error> {
    let per = F::PER;
    let n = batch.rows(sizes)?;
    if out.len() != n * per {
        return Err(Error::Shape(format!(
            "the output holds {} answers, not {per} for each of {n} rows",
            out.len()
        )));
    }
    let workers = Workers::new(run.threads)?;
    in_slices(n, run.interrupt, |range| {
        let first_bad = AtomicUsize::new(usize::MAX);
        let out = &mut out[range.start * per..range.end * per];
        let one = |(b, answers): (usize, &mut [T])| {
            batch.block(range.start + b * BLOCK, answers, sizes, &first_bad, &f);
        };
        workers.run(|parallel| {
            if parallel {
                out.par_chunks_mut(BLOCK * per).enumerate().for_each(one);
            } else {
                out.chunks_mut(BLOCK * per).enumerate().for_each(one);
            }
        });
        match first_bad.into_inner() {
            usize::MAX => Ok(()),
            row => match batch.problem(row, sizes) {
                Some(inner) => Err(Error::Row { row, inner: Box::new(inner) }),
                None => Ok(()),
            },
        }
    })
}

/// `is_win` of each row into `out` (N); every row must hold 2, 5, 8, 11 or 14 tiles with its
/// wildcards.
pub fn is_win_rows(batch: &Batch, rules: Rules, run: &Run, out: &mut [bool]) -> Result<(), Error> {
    map_rows(batch, Sizes::Winning, run, out, Wins(rules))
}

/// `wildcards_needed` of each row into `out` (N), -1 where no number of wildcards completes
/// the hand.
pub fn wildcards_needed_rows(
    batch: &Batch,
    rules: Rules,
    run: &Run,
    out: &mut [i8],
) -> Result<(), Error> {
    map_rows(batch, Sizes::Any, run, out, Needed(rules))
}

/// The shanten of each row over `forms` into `out` (N); all rows must suit a chosen form.
pub fn shanten_rows(
    batch: &Batch,
    forms: Forms,
    allow_fifth_copy: bool,
    run: &Run,
    out: &mut [i8],
) -> Result<(), Error> {
    let smallest = if forms.regular {
        1
    } else if forms.knitted_straight {
        10
    } else {
        13
    };
    map_rows(
        batch,
        Sizes::Shanten { smallest },
        run,
        out,
        One(|row: Hand| {
            // The row was checked: its size suits a chosen form, so both steps give a value.
            let s = least(row.counts, row.wildcards, forms, allow_fifth_copy).ok().flatten();
            s.map_or(i8::MAX, |s| s as i8)
        }),
    )
}

/// The waits of each row into `out` (N x 34): `out[34 i + t]` is whether tile t completes
/// row i. A drawn copy of a wildcard kind is one more wildcard, so such a kind is a wait when
/// a wildcard more wins, unless the row holds all four of it.
pub fn waits_rows(batch: &Batch, rules: Rules, run: &Run, out: &mut [bool]) -> Result<(), Error> {
    let waits = Waits { rules, kinds: batch.wildcard_kinds };
    map_rows(batch, Sizes::Waiting, run, out, waits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interrupt::Never;
    use crate::rules::Form;
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

    /// A batch of hands in notation, with these wildcards and wildcard kinds.
    struct Hands {
        counts: Vec<u8>,
        wildcards: Vec<u8>,
    }

    impl Hands {
        fn new(hands: &[&str], wildcards: &[u8]) -> Hands {
            Hands {
                counts: hands.iter().flat_map(|h| parse(h)).collect(),
                wildcards: wildcards.to_vec(),
            }
        }

        fn batch(&self, wildcard_kinds: u64) -> Batch<'_> {
            Batch {
                counts: Ints::bytes(&self.counts, KINDS),
                wildcards: Ints::bytes(&self.wildcards, 1),
                wildcard_kinds,
            }
        }
    }

    fn run(threads: Option<usize>) -> Run<'static> {
        Run { threads, interrupt: &Never }
    }

    fn is_win_of(batch: &Batch, threads: Option<usize>) -> Result<Vec<bool>, Error> {
        let mut out = vec![false; batch.counts.rows()];
        is_win_rows(batch, Rules::default(), &run(threads), &mut out).map(|()| out)
    }

    fn waits_of(batch: &Batch, rules: Rules) -> Result<Vec<Vec<usize>>, Error> {
        let mut out = vec![false; batch.counts.rows() * KINDS];
        waits_rows(batch, rules, &run(Some(1)), &mut out)?;
        Ok(out.chunks(KINDS).map(|r| (0..KINDS).filter(|&t| r[t]).collect()).collect())
    }

    #[test]
    fn rows_agree_with_single_calls() {
        // The second hand needs three: 15 or 16 tiles cannot win, 17 can (11z, 222z, 333z).
        let hands = Hands::new(
            &["123m456p789s11222z", "123m456p789s11223z", "1111m", "11m"],
            &[0, 0, 1, 0],
        );
        for threads in [None, Some(1), Some(2)] {
            assert_eq!(is_win_of(&hands.batch(0), threads).unwrap(), [true, false, false, true]);
        }
        let mut needed = vec![0i8; 4];
        wildcards_needed_rows(&hands.batch(0), Rules::default(), &run(None), &mut needed).unwrap();
        assert_eq!(needed, [0, 3, 3, 0]);
    }

    #[test]
    fn shanten_and_waits_rows() {
        let hands = Hands::new(&["123m456p789s1122z", "1122m3344p5566s7z"], &[0, 0]);
        let mut shanten = vec![9i8; 2];
        shanten_rows(&hands.batch(0), Forms::ALL, false, &run(None), &mut shanten).unwrap();
        assert_eq!(shanten, [0, 0]);
        let waits = waits_of(&hands.batch(0), Rules::default()).unwrap();
        assert_eq!(waits, [vec![27, 28], vec![33]]);
        let pairs = Forms::only(Form::SevenPairs);
        // Ten tiles (a declared meld): seven pairs cannot apply.
        let ten = Hands::new(&["123m456p1122z"], &[0]);
        let err = shanten_rows(&ten.batch(0), pairs, false, &run(None), &mut [0]).unwrap_err();
        assert!(err.to_string().starts_with("row 0: none of the chosen forms applies"));
    }

    #[test]
    fn wildcard_kinds_move_into_the_wildcards() {
        // White (5z, bit 31) as the wildcard kind: 11125z is 111z, 2z and a wildcard, a win.
        let white = 1 << 31;
        let hands = Hands::new(&["123m456p789s11125z", "123m456p789s12345z"], &[0, 0]);
        assert_eq!(is_win_of(&hands.batch(0), None).unwrap(), [false, false]);
        assert_eq!(is_win_of(&hands.batch(white), None).unwrap(), [true, false]);
        // Waiting with a White: any tile that pairs or melds, and White itself (one more
        // wildcard) while a copy is left.
        let waiting = Hands::new(&["123m456p789s1z555z", "123m456p789s1z5555z"], &[0, 0]);
        let plain = waits_of(&waiting.batch(0), Rules::default());
        assert!(plain.is_err(), "the second hand has 14 tiles without the wildcard kind");
        let waits =
            waits_of(&Hands::new(&["123m456p789s1z555z"], &[0]).batch(white), Rules::default());
        assert!(waits.unwrap()[0].contains(&31));
        let all_four = Hands::new(&["123m456p789s5555z"], &[0]);
        let waits = waits_of(&all_four.batch(white), Rules::default()).unwrap();
        assert!(!waits[0].contains(&31) && !waits[0].is_empty());
        // A wildcard kind past the 34 tiles is refused.
        assert!(is_win_of(&hands.batch(1 << 34), None).is_err());
    }

    #[test]
    fn first_bad_row_is_named() {
        let mut hands = Hands::new(&["11m", "123m", "111m"], &[0, 0, 0]);
        let err = is_win_of(&hands.batch(0), None).unwrap_err();
        assert_eq!(
            err.to_string(),
            "row 1: hand has 3 tiles (3 tiles + 0 wildcards); a winning hand holds 14, 11, 8, 5 or 2"
        );
        hands.counts[KINDS * 2] = 7;
        let mut needed = vec![0i8; 3];
        let err = wildcards_needed_rows(&hands.batch(0), Rules::default(), &run(None), &mut needed)
            .unwrap_err();
        assert_eq!(err.to_string(), "row 2: 7 copies of 1m; a set holds 0 to 4 of each tile");
        hands.wildcards[1] = 137;
        let err = is_win_of(&hands.batch(0), None).unwrap_err();
        assert_eq!(err.to_string(), "wildcards must be 0 to 136, got 137 (row 1)");
        // A bad count above a bad wildcard number is named first, and below it is not.
        let mut both = Hands::new(&vec!["11m"; 600], &vec![0; 600]);
        both.counts[KINDS * 10] = 9;
        both.wildcards[300] = 200;
        let err = is_win_of(&both.batch(0), None).unwrap_err();
        assert_eq!(err.to_string(), "row 10: 9 copies of 1m; a set holds 0 to 4 of each tile");
        both.counts[KINDS * 10] = 2;
        both.counts[KINDS * 400] = 9;
        let err = is_win_of(&both.batch(0), Some(1)).unwrap_err();
        assert_eq!(err.to_string(), "wildcards must be 0 to 136, got 200 (row 300)");
        let short = Batch { counts: Ints::bytes(&hands.counts[..10], 10), ..hands.batch(0) };
        assert!(is_win_of(&short, None).is_err());
    }

    #[test]
    fn bad_rows_are_found_in_any_slice() {
        // Enough rows for several slices; the bad one is the lowest, wherever it lies.
        let n = 300_000;
        let mut hands = Hands::new(&vec!["11m"; n], &vec![0; n]);
        for bad in [n - 1, 200_001, 5] {
            hands.counts[bad * KINDS] = 1;
            for threads in [Some(1), None] {
                let err = is_win_of(&hands.batch(0), threads).unwrap_err();
                assert!(err.to_string().starts_with(&format!("row {bad}: hand has 1 tile")));
            }
        }
    }

    #[test]
    fn threads_are_bounded() {
        let hands = Hands::new(&["11m"], &[0]);
        for bad in [Some(0), Some(MAX_THREADS + 1), Some(20_000)] {
            let err = is_win_of(&hands.batch(0), bad).unwrap_err();
            assert!(matches!(err, Error::Threads { .. }), "{bad:?}");
        }
        assert_eq!(threads(Some(256)), Ok(Some(256)));
        assert_eq!(threads(None), Ok(None));
        let err = threads(Some(-1)).unwrap_err();
        assert_eq!(err.to_string(), "threads must be None or a whole number from 1 to 256, got -1");
    }

    /// Stops at its first question.
    struct Stop;

    impl Interrupt for Stop {
        fn interrupted(&self) -> bool {
            true
        }
    }

    #[test]
    fn an_interrupt_stops_a_batch_between_slices() {
        let n = 100_000;
        let hands = Hands::new(&vec!["11m"; n], &vec![0; n]);
        for threads in [Some(1), Some(2), None] {
            let mut out = vec![false; n];
            let stopped = Run { threads, interrupt: &Stop };
            let err = is_win_rows(&hands.batch(0), Rules::default(), &stopped, &mut out);
            assert_eq!(err, Err(Error::Interrupted));
            // The first slice was done, and not all of them.
            assert!(out[0] && !out[n - 1]);
        }
    }
}
