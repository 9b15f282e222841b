//! The batch win check eight rows at a time in AVX2: the regular form's four lookups in the
//! per-suit tables (`search`'s, seed 004's idea) and each row's size test done for eight
//! packed rows at once (their keys and shapes from `rows_avx2`), branch-free, and the other
//! forms asked row by row only of the hands the shape tests and `knitted_avx2` leave. A need
//! of `NEVER` (15) is left as it is: a total counting it is at least 15, above the wildcards
//! of any hand that holds 14 tiles or fewer, the only hands whose answers are kept.
//! `win_rows` checks that the CPU has AVX2 before it comes here.

use crate::knitted_avx2::Knitted;
use crate::rows_avx2::{group_keys, lanes, LANES};
use crate::rules::Rules;
use crate::search::special_win;
use crate::sizes::Totals;
use crate::table::tables;
use crate::tiles::{Counts, KINDS};
use std::arch::x86_64::*;

/// `is_win` of the packed rows (34 counts a row, each 0 to 4) holding `wildcards`, into `out`,
/// eight rows at a time, for the rows whose size `totals` takes; the others are given to `bad`
/// (in order) and their answers are unspecified. Returns the number of rows done, a multiple
/// of eight: the rest are the caller's.
///
/// # Safety
/// The CPU must have AVX2.
#[target_feature(enable = "avx2")]
pub unsafe fn is_win_packed(
    rows: &[u8],
    wildcards: &[u32],
    totals: Totals,
    rules: Rules,
    out: &mut [bool],
    mut bad: impl FnMut(usize),
) -> usize {
    let t = tables();
    let free = usize::from(rules.allow_fifth_copy);
    let tables = Lookup::new(&t.suit[free], &t.honor[free]);
    // A total above 31 fits no mask: with no sizes to test, none is bad.
    let fitting = _mm256_set1_epi32(totals.fitting().unwrap_or(0) as i32);
    let test_sizes = totals.fitting().is_some();
    let groups = rows.chunks_exact(KINDS * LANES).zip(wildcards.chunks_exact(LANES));
    let mut done = 0;
    for ((group, w), out) in groups.zip(out.chunks_exact_mut(LANES)) {
        let (Some(group), Some(w), Some(out)) =
            (group.first_chunk(), w.first_chunk::<LANES>(), out.first_chunk_mut())
        else {
            break;
        };
        let wild = _mm256_loadu_si256(w.as_ptr().cast());
        let (keys, shape) = group_keys(group);
        let (mut lost, honors) = if rules.forms.regular {
            tables.regular(keys, wild)
        } else {
            (0xFF, (_mm256_setzero_si256(), _mm256_setzero_si256()))
        };
        let misfit = if test_sizes { shape.misfits(wild, fitting) } else { 0 };
        let (rare, distinct) = shape.special(rules.forms);
        // The knitted forms for the eight rows at once, only where a row is left that no
        // other form may win (rows the regular form wins skip them; seven pairs and thirteen
        // orphans are asked of the few rows they may win, below, with every other form).
        let open = lost & !misfit & !rare;
        let knitted = rules.forms.honors_and_knitted || rules.forms.knitted_straight;
        if knitted && open != 0 {
            let knitted = Knitted::new(group);
            if open & distinct != 0 {
                lost &= !knitted.honors_and_knitted(shape.tiles(), wild) | !distinct;
            }
            // Without the regular form, the honors' needs are not known: taken as 0.
            let floor = _mm256_min_epi32(honors.0, honors.1);
            let reach = if rules.forms.knitted_straight {
                lost & open & knitted.within_reach(wild, floor)
            } else {
                0
            };
            if reach != 0 {
                let honors =
                    if rules.forms.regular { honors } else { gather(tables.honor, keys[3]) };
                lost &= !knitted.wins(keys, honors, tables.suit, wild, shape.tiles(), reach);
            }
        }
        *out = WON[usize::from(!lost as u8)];
        let mut ask = lost & rare & !misfit;
        while ask != 0 {
            let j = ask.trailing_zeros() as usize;
            if let Some(counts) = group[j * KINDS..].first_chunk() {
                out[j] = special_win(counts, held(counts), w[j], rules);
            }
            ask &= ask - 1;
        }
        let mut misfit = misfit;
        while misfit != 0 {
            bad(done + misfit.trailing_zeros() as usize);
            misfit &= misfit - 1;
        }
        done += LANES;
    }
    done
}

/// Eight answers from a mask of rows won, bit j for row j.
static WON: [[bool; LANES]; 256] = {
    let mut won = [[false; LANES]; 256];
    let mut mask = 0;
    while mask < 256 {
        let mut j = 0;
        while j < LANES {
            won[mask][j] = mask >> j & 1 == 1;
            j += 1;
        }
        mask += 1;
    }
    won
};

/// The kinds a row holds, bit t for tile t, from two 32-byte loads (kinds 0-31 and 2-33).
#[inline]
#[target_feature(enable = "avx2")]
fn held(counts: &Counts) -> u64 {
    let at = |from: usize| {
        // SAFETY: bytes from..from + 32 of the 34-byte array (from is 0 or 2); AVX2 is enabled.
        let bytes = unsafe { _mm256_loadu_si256(counts.as_ptr().add(from).cast()) };
        let empty = _mm256_cmpeq_epi8(bytes, _mm256_setzero_si256());
        u64::from(_mm256_movemask_epi8(empty) as u32) << from
    };
    !(at(0) | at(2)) & ((1 << KINDS) - 1)
}

/// The tables of one copy rule, read for eight keys at once.
pub(crate) struct Lookup<'t> {
    pub(crate) suit: &'t [u8],
    pub(crate) honor: &'t [u8],
}

impl<'t> Lookup<'t> {
    pub(crate) fn new(suit: &'t [u8], honor: &'t [u8]) -> Lookup<'t> {
        Lookup { suit, honor }
    }

    /// Which of the eight rows, their keys `keys`, the regular form does not win (bit j for
    /// row j), and their honors' needs.
    #[inline]
    #[target_feature(enable = "avx2")]
    fn regular(&self, [m, p, s, z]: [__m256i; 4], wild: __m256i) -> (u32, Needs) {
        let honors = gather(self.honor, z);
        let suits = [gather(self.suit, m), gather(self.suit, p), gather(self.suit, s)];
        (lanes(_mm256_cmpgt_epi32(least(suits, honors), wild)), honors)
    }
}

/// Eight rows' (melds, melds and a pair) needs of one suit, a row a lane.
pub(crate) type Needs = (__m256i, __m256i);

/// The least total need over the choice of the pair's suit: all melds' needs but that suit's,
/// plus its pair's.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn least([(mm, mp), (pm, pp), (sm, sp)]: [Needs; 3], (zm, zp): Needs) -> __m256i {
    let melds = _mm256_add_epi32(_mm256_add_epi32(mm, pm), _mm256_add_epi32(sm, zm));
    let pair = |melds, pair| _mm256_sub_epi32(pair, melds);
    let best = _mm256_min_epi32(
        _mm256_min_epi32(pair(mm, mp), pair(pm, pp)),
        _mm256_min_epi32(pair(sm, sp), pair(zm, zp)),
    );
    _mm256_add_epi32(melds, best)
}

/// The (melds, pair) needs of eight keys of `table`. Each lane reads the four bytes from its
/// key, or from four bytes before the end for the last three keys, and shifts its byte down.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn gather(table: &[u8], keys: __m256i) -> (__m256i, __m256i) {
    let last = _mm256_set1_epi32(table.len().saturating_sub(4) as i32);
    let at = _mm256_min_epu32(keys, last);
    let shift = _mm256_slli_epi32::<3>(_mm256_sub_epi32(keys, at));
    // SAFETY: every key is below the table's length (counts 0 to 4 make keys below 5^9 for a
    // suit, 5^7 for the honors, the tables' lengths), so each lane's four bytes from `at`
    // lie inside the table, which holds far more than four.
    let words = unsafe { _mm256_i32gather_epi32::<1>(table.as_ptr().cast(), at) };
    let byte = _mm256_srlv_epi32(words, shift);
    let nibble = _mm256_set1_epi32(15);
    (_mm256_and_si256(byte, nibble), _mm256_and_si256(_mm256_srli_epi32::<4>(byte), nibble))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::unpack;

    /// Keys at both ends of each table, the last three read from four bytes before the end.
    #[test]
    fn gathers_read_every_key_to_the_tables_end() {
        if !std::arch::is_x86_feature_detected!("avx2") {
            return;
        }
        let t = tables();
        for table in t.suit.iter().chain(&t.honor) {
            let n = table.len() as i32;
            for first in [0, 3, n - 8, n - 11] {
                let keys: [i32; LANES] = std::array::from_fn(|j| first + j as i32);
                let (mut melds, mut pair) = ([0i32; LANES], [0i32; LANES]);
                // SAFETY: the CPU has AVX2 (asked above); the keys are inside the table; the
                // loads and stores are of eight i32s.
                unsafe {
                    let (m, p) = gather(table, _mm256_loadu_si256(keys.as_ptr().cast()));
                    _mm256_storeu_si256(melds.as_mut_ptr().cast(), m);
                    _mm256_storeu_si256(pair.as_mut_ptr().cast(), p);
                }
                for (j, &key) in keys.iter().enumerate() {
                    let (m, p) = unpack(table[key as usize]);
                    assert_eq!((melds[j], pair[j]), (i32::from(m), i32::from(p)), "{key}");
                }
            }
        }
    }
}
