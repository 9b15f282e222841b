//! The batch win check and wildcards needed of packed rows (34 counts a row, each 0 to 4):
//! eight rows at a time in AVX2 where the CPU has it, asked at run time (`win_avx2`,
//! `needed_avx2`), and row by row elsewhere and for the rows left over, with the same answers.

use crate::mcr::count_masks::total;
use crate::rules::Rules;
use crate::search::{is_win_inlined, needed_byte, wildcards_needed};
use crate::sizes::Totals;
use crate::tiles::{Counts, KINDS};

/// `is_win` of each packed row holding `wildcards`, into `out`, for the rows whose size
/// `totals` takes; the others are given to `bad` (in order) and their answers are unspecified.
#[inline]
pub fn is_win_packed(
    rows: &[u8],
    wildcards: &[u32],
    totals: Totals,
    rules: Rules,
    out: &mut [bool],
    bad: impl FnMut(usize),
) {
    packed(avx2(), rows, wildcards, totals, rules, out, bad);
}

/// Whether this CPU takes the eight-row check.
pub fn avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::arch::is_x86_feature_detected!("avx2");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

/// `is_win_packed`, eight rows at a time when `simd` and the CPU has AVX2.
#[inline(always)]
fn packed(
    simd: bool,
    rows: &[u8],
    wildcards: &[u32],
    totals: Totals,
    rules: Rules,
    out: &mut [bool],
    mut bad: impl FnMut(usize),
) {
    let done = if simd { eights(rows, wildcards, totals, rules, out, &mut bad) } else { 0 };
    let (rows, wildcards) = (rows.get(done * KINDS..), wildcards.get(done..));
    let (Some(rows), Some(wildcards), Some(out)) = (rows, wildcards, out.get_mut(done..)) else {
        return;
    };
    let answers = out.iter_mut().map(std::slice::from_mut);
    let win =
        |counts: &Counts, w, answer: &mut [bool]| answer[0] = is_win_inlined(counts, w, rules);
    each_row(rows, wildcards, totals, answers, |j| bad(done + j), win);
}

/// Packed rows, each with its answers (the next item of `answers`): a row whose size
/// `totals` takes is given to `answer` (counts, wildcards, answers), any other to `bad` by its
/// index. The row-by-row loop of every packed batch.
#[inline(always)]
pub(crate) fn each_row<'o, T: 'o>(
    rows: &[u8],
    wildcards: &[u32],
    totals: Totals,
    answers: impl Iterator<Item = &'o mut [T]>,
    mut bad: impl FnMut(usize),
    mut answer: impl FnMut(&Counts, u32, &'o mut [T]),
) {
    let all = rows.chunks_exact(KINDS).zip(wildcards).zip(answers).enumerate();
    for (j, ((counts, &w), out)) in all {
        let Some(counts) = counts.first_chunk() else { break };
        if totals.fit(total(counts), w) {
            answer(counts, w, out);
        } else {
            bad(j);
        }
    }
}

/// `wildcards_needed` of each packed row holding `wildcards` (at most 136 each) into `out`:
/// -1 for none, at most 127.
#[inline]
pub fn needed_packed(rows: &[u8], wildcards: &[u32], rules: Rules, out: &mut [i8]) {
    needed(avx2(), rows, wildcards, rules, out);
}

/// `needed_packed`, eight rows at a time when `simd` and the CPU has AVX2.
#[inline(always)]
fn needed(simd: bool, rows: &[u8], wildcards: &[u32], rules: Rules, out: &mut [i8]) {
    let done = if simd { needed_eights(rows, wildcards, rules, out) } else { 0 };
    let rest = rows.chunks_exact(KINDS).zip(wildcards).zip(out.iter_mut());
    for ((counts, &w), answer) in rest.skip(done) {
        let Some(counts) = counts.first_chunk() else { break };
        *answer = needed_byte(wildcards_needed(counts, w, rules));
    }
}

/// `needed_packed` on the whole groups of eight rows, if the CPU has AVX2; the number of rows
/// it did.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn needed_eights(rows: &[u8], wildcards: &[u32], rules: Rules, out: &mut [i8]) -> usize {
    if !avx2() {
        return 0;
    }
    // SAFETY: the CPU has AVX2, asked just now.
    unsafe { crate::needed_avx2::needed_packed(rows, wildcards, rules, out) }
}

#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn needed_eights(_: &[u8], _: &[u32], _: Rules, _: &mut [i8]) -> usize {
    0
}

/// The eight-row check on the whole groups of eight rows, if the CPU has AVX2; the number of
/// rows it did.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn eights(
    rows: &[u8],
    wildcards: &[u32],
    totals: Totals,
    rules: Rules,
    out: &mut [bool],
    bad: impl FnMut(usize),
) -> usize {
    if !avx2() {
        return 0;
    }
    // SAFETY: the CPU has AVX2, asked just now.
    unsafe { crate::win_avx2::is_win_packed(rows, wildcards, totals, rules, out, bad) }
}

/// No eight-row check off x86-64: every row is done one at a time.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn eights(_: &[u8], _: &[u32], _: Totals, _: Rules, _: &mut [bool], _: impl FnMut(usize)) -> usize {
    0
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::knitted::SET_MASKS;
    use crate::rules::{Form, Forms};
    use crate::search::is_win;
    use crate::sizes::Sizes;
    use crate::tiles::{Counts, ORPHANS};
    use crate::wall::splitmix::SplitMix64;

    /// Hands of every kind the forms take, and random deals and counts, with some of their
    /// tiles taken out to be wildcards.
    pub(crate) struct Hands(pub(crate) SplitMix64);

    impl Hands {
        fn below(&mut self, n: usize) -> usize {
            (self.0.next() % n as u64) as usize
        }

        /// A hand of `size` tiles (before any is taken out), of a shape drawn at random.
        fn shaped(&mut self) -> Counts {
            let mut counts = [0u8; KINDS];
            let add = |c: &mut Counts, t: usize| c[t] = (c[t] + 1).min(4);
            match self.below(7) {
                // A random deal of 14 from the wall's 136.
                0 => {
                    while counts.iter().map(|&c| u32::from(c)).sum::<u32>() < 14 {
                        let t = self.below(KINDS);
                        add(&mut counts, t);
                    }
                }
                // Four melds and a pair.
                1 | 2 => {
                    for meld in 0..5 {
                        let t = self.below(KINDS);
                        let chow = meld < 4 && t < 27 && t % 9 < 7 && self.below(2) == 0;
                        let tiles = if chow { [t, t + 1, t + 2] } else { [t; 3] };
                        for &t in &tiles[..if meld == 4 { 2 } else { 3 }] {
                            add(&mut counts, t);
                        }
                    }
                }
                // Seven pairs, a kind sometimes twice.
                3 => {
                    for _ in 0..7 {
                        let t = self.below(KINDS);
                        add(&mut counts, t);
                        add(&mut counts, t);
                    }
                }
                // Thirteen orphans.
                4 => {
                    for &t in &ORPHANS {
                        add(&mut counts, t);
                    }
                    let t = ORPHANS[self.below(13)];
                    add(&mut counts, t);
                }
                // Honors and knitted tiles, or a knitted straight with a meld and a pair.
                _ => {
                    let set = SET_MASKS[self.below(6)];
                    (0..27).filter(|t| set >> t & 1 == 1).for_each(|t| add(&mut counts, t));
                    if self.below(2) == 0 {
                        (27..34).for_each(|t| add(&mut counts, t));
                        for _ in 0..2 {
                            let t = self.below(16);
                            let t = (0..34).filter(|&k| counts[k] == 1).nth(t).unwrap_or(0);
                            counts[t] = 0;
                        }
                    } else {
                        let (meld, pair) = (self.below(KINDS), self.below(KINDS));
                        (0..3).for_each(|_| add(&mut counts, meld));
                        (0..2).for_each(|_| add(&mut counts, pair));
                    }
                }
            }
            counts
        }

        /// `counts` less `n` of its tiles.
        fn take_out(&mut self, mut counts: Counts, n: usize) -> Counts {
            for _ in 0..n {
                let held: Vec<usize> = (0..KINDS).filter(|&t| counts[t] > 0).collect();
                if held.is_empty() {
                    break;
                }
                counts[held[self.below(held.len())]] -= 1;
            }
            counts
        }

        /// `n` rows of a winning size with their wildcards, some a tile off a win.
        pub(crate) fn winning_sized_rows(&mut self, n: usize) -> (Vec<u8>, Vec<u32>) {
            let (mut rows, mut wildcards) = (Vec::new(), Vec::new());
            while wildcards.len() < n {
                let w = self.below(9);
                let counts = self.shaped();
                let mut counts = self.take_out(counts, w);
                if self.below(4) == 0 {
                    counts = self.take_out(counts, 1);
                    let t = self.below(KINDS);
                    counts[t] = (counts[t] + 1).min(4);
                }
                if Sizes::Winning.fits(total(&counts), w as u32) {
                    rows.extend_from_slice(&counts);
                    wildcards.push(w as u32);
                }
            }
            (rows, wildcards)
        }

        /// `n` rows with wildcards: mostly hands of a winning size, some a size off, some
        /// counts of any size (bad rows).
        fn rows(&mut self, n: usize) -> (Vec<u8>, Vec<u32>) {
            let (mut rows, mut wildcards) = (Vec::new(), Vec::new());
            for _ in 0..n {
                let w = self.below(9);
                let mut counts = self.shaped();
                counts = self.take_out(counts, w);
                let mut w = w as u32;
                match self.below(40) {
                    0 => w += 1,
                    1 => counts = std::array::from_fn(|_| self.below(5) as u8),
                    // Any counts and many wildcards: surplus melds with little room.
                    10 => {
                        counts = std::array::from_fn(|_| self.below(5) as u8);
                        w = self.below(137) as u32;
                    }
                    2 => w = 136,
                    // A near miss: one tile swapped for another, the size kept.
                    3..=9 => {
                        counts = self.take_out(counts, 1);
                        let t = self.below(KINDS);
                        counts[t] = (counts[t] + 1).min(4);
                    }
                    _ => {}
                }
                rows.extend_from_slice(&counts);
                wildcards.push(w);
            }
            (rows, wildcards)
        }
    }

    /// Every choice of forms, both copy rules.
    fn all_rules() -> impl Iterator<Item = Rules> {
        (0..64u32).map(|bits| {
            let forms = Form::ALL
                .iter()
                .enumerate()
                .fold(Forms::NONE, |f, (i, &form)| f.with(form, bits >> i & 1 == 1));
            Rules { forms, allow_fifth_copy: bits >> 5 == 1 }
        })
    }

    /// `check` on generated rows (`Hands` from `seed`) under every choice of rules, at odd
    /// counts of rows, so that the rows left over after the eights are checked too.
    fn each_batch(seed: u64, mut check: impl FnMut(Rules, &[u8], &[u32])) {
        let mut hands = Hands(SplitMix64::new(seed));
        for rules in all_rules() {
            for n in [0, 1, 7, 8, 9, 17, 255, 1003] {
                let (rows, wildcards) = hands.rows(n);
                check(rules, &rows, &wildcards);
            }
        }
    }

    /// Answers and bad rows, eight at a time or not.
    fn run(simd: bool, rows: &[u8], wildcards: &[u32], rules: Rules) -> (Vec<bool>, Vec<usize>) {
        let mut out = vec![false; wildcards.len()];
        let mut bad = Vec::new();
        let totals = Sizes::Winning.totals();
        packed(simd, rows, wildcards, totals, rules, &mut out, |j| bad.push(j));
        bad.sort_unstable();
        for &j in &bad {
            out[j] = false;
        }
        (out, bad)
    }

    #[test]
    fn wildcards_needed_eight_rows_at_a_time_agree_with_one_at_a_time() {
        let mut some = 0;
        each_batch(17, |rules, rows, wildcards| {
            let n = wildcards.len();
            let (mut simd, mut plain) = (vec![0i8; n], vec![0i8; n]);
            needed(true, rows, wildcards, rules, &mut simd);
            needed(false, rows, wildcards, rules, &mut plain);
            assert_eq!(simd, plain, "{rules:?}");
            for (j, counts) in rows.chunks_exact(KINDS).enumerate() {
                let want = wildcards_needed(counts.try_into().unwrap(), wildcards[j], rules);
                assert_eq!(simd[j], needed_byte(want), "{counts:?}");
            }
            some += simd.iter().filter(|&&n| n >= 0).count();
        });
        assert!(some > 10_000, "{some}");
    }

    #[test]
    fn eight_rows_at_a_time_agree_with_one_at_a_time() {
        let mut won = 0;
        each_batch(15, |rules, rows, wildcards| {
            let (simd, bad) = run(true, rows, wildcards, rules);
            let (plain, plain_bad) = run(false, rows, wildcards, rules);
            assert_eq!(bad, plain_bad, "{rules:?}");
            assert_eq!(simd, plain, "{rules:?}");
            for (j, counts) in rows.chunks_exact(KINDS).enumerate() {
                let counts: &Counts = counts.try_into().unwrap();
                let fits = Sizes::Winning.fits(total(counts), wildcards[j]);
                assert_eq!(fits, !bad.contains(&j));
                if fits {
                    assert_eq!(simd[j], is_win(counts, wildcards[j], rules), "{counts:?}");
                }
            }
            won += simd.iter().filter(|&&w| w).count();
        });
        // The hands win under some rules and lose under others.
        assert!(won > 10_000, "{won}");
        eprintln!("eight-row check on this CPU: {}", avx2());
    }
}

#[cfg(test)]
mod batch_tests {
    use super::tests::Hands;
    use crate::batch::{is_win_rows, Batch, Run};
    use crate::interrupt::Never;
    use crate::ints::{Format, Ints};
    use crate::rules::Rules;
    use crate::search::is_win;
    use crate::tiles::{Counts, KINDS};
    use crate::wall::splitmix::SplitMix64;

    /// Rows of int16, and of bytes a row apart by 35, go through the batch's own reading; packed
    /// bytes through the eight-row check: the same answers, across blocks' edges.
    #[test]
    fn packed_rows_agree_with_rows_read_value_by_value() {
        let mut hands = Hands(SplitMix64::new(16));
        for n in [1, 255, 256, 257, 520, 2049] {
            let (rows, wildcards) = hands.winning_sized_rows(n);
            let wild: Vec<u8> = wildcards.iter().map(|&w| w as u8).collect();
            let wide: Vec<u8> = rows.iter().flat_map(|&c| [c, 0]).collect();
            let spaced: Vec<u8> =
                rows.chunks(KINDS).flat_map(|r| r.iter().chain(&[9]).copied()).collect();
            let inputs = [
                Ints::bytes(&rows, KINDS),
                Ints::strided(
                    &wide,
                    Format::little(2),
                    0,
                    2 * KINDS as isize,
                    n,
                    [(KINDS, 2), (1, 0)],
                )
                .unwrap(),
                Ints::strided(
                    &spaced,
                    Format::BYTES,
                    0,
                    KINDS as isize + 1,
                    n,
                    [(KINDS, 1), (1, 0)],
                )
                .unwrap(),
            ];
            for rules in [Rules::default(), Rules { allow_fifth_copy: true, ..Rules::default() }] {
                let want: Vec<bool> = rows
                    .chunks_exact(KINDS)
                    .zip(&wildcards)
                    .map(|(c, &w)| is_win(<&Counts>::try_from(c).unwrap(), w, rules))
                    .collect();
                for counts in inputs {
                    for threads in [Some(1), None] {
                        let batch =
                            Batch { counts, wildcards: Ints::bytes(&wild, 1), wildcard_kinds: 0 };
                        let mut out = vec![false; n];
                        let run = Run { threads, interrupt: &Never };
                        is_win_rows(&batch, rules, &run, &mut out).unwrap();
                        assert_eq!(out, want, "{n} rows");
                    }
                }
            }
        }
    }
}
