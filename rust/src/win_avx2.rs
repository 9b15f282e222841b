//! The batch win check eight rows at a time in AVX2: the regular form's four lookups in the
//! per-suit tables (`search`'s, seed 004's idea) and each row's size test done for eight
//! packed rows at once, branch-free, and the other forms asked row by row only of the hands
//! the regular form turns down. `win_rows` checks that the CPU has AVX2 before it comes here.
//!
//! A row's keys are its suits' counts as base-5 numbers (`key`): byte multiply-adds give each
//! suit's first eight digits in two halves, a second pass adds the ninth digits, and the
//! eight rows' halves are summed and turned into one vector a suit. A need of `NEVER` (15) is
//! left as it is: a total counting it is at least 15, above the wildcards of any hand that
//! holds 14 tiles or fewer, the only hands whose answers are kept.

use crate::forms::ORPHAN_MASK;
use crate::knitted_avx2::Knitted;
use crate::rules::{Forms, Rules};
use crate::search::special_win;
use crate::sizes::Totals;
use crate::table::tables;
use crate::tiles::{Counts, KINDS};
use std::arch::x86_64::*;

/// Rows worked on together: one 32-bit lane each.
pub const LANES: usize = 8;

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
            let reach = rules.forms.knitted_straight
                && lost & open & knitted.within_reach(wild, floor) != 0;
            if reach {
                let honors =
                    if rules.forms.regular { honors } else { gather(tables.honor, keys[3]) };
                lost &= !knitted.wins(keys, honors, tables.suit, wild, shape.tiles());
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

/// A row's four suits as a base-5 number each, in halves: eight 32-bit lanes, (m, m, p, p)
/// then (honors, honors, s, s), each suit's key the sum of its two lanes; and its shape in
/// four 64-bit lanes whose sum is `shape`'s number.
#[inline]
#[target_feature(enable = "avx2")]
fn row_keys(row: &[u8; KINDS]) -> (__m256i, __m256i) {
    let word = |at: usize| {
        let bytes: &[u8; 8] = row[at..].first_chunk().unwrap_or(&[0; 8]);
        i64::from_le_bytes(*bytes)
    };
    // Eight counts a suit: m and p from their first kinds, s likewise, the honors from kind
    // 26 (s's ninth count, weighed 0 here, then the seven honors).
    let eights = _mm256_set_epi64x(word(18), word(26), word(9), word(0));
    // SAFETY: bytes 2..34 of the 34-byte row; AVX2 is enabled.
    let from2 = unsafe { _mm256_loadu_si256(row.as_ptr().add(2).cast()) };
    let halves = _mm256_madd_epi16(_mm256_maddubs_epi16(eights, DIGITS.0), DIGITS.1);
    let ninths = _mm256_madd_epi16(_mm256_maddubs_epi16(from2, NINTHS.0), NINTHS.1);
    // m's first two counts, not in `from2`, beside the other 32.
    let first_two = _mm256_and_si256(eights, FIRST_TWO);
    let zero = _mm256_setzero_si256();
    let tiles = _mm256_add_epi64(_mm256_sad_epu8(from2, zero), _mm256_sad_epu8(first_two, zero));
    // Each kind held weighs 1, and 64 more if it is a middle tile.
    let kinds_of = |bytes, weights| {
        _mm256_sad_epu8(_mm256_andnot_si256(_mm256_cmpeq_epi8(bytes, zero), weights), zero)
    };
    let kinds = _mm256_add_epi64(kinds_of(from2, KINDS_FROM2), kinds_of(eights, KINDS_FIRST_TWO));
    (_mm256_add_epi32(halves, ninths), _mm256_add_epi64(tiles, _mm256_slli_epi64::<16>(kinds)))
}

/// Byte weights, then 16-bit weights, that put 390,625 times each ninth count (125 x 3125) of
/// the bytes from kind 2 into its suit's lanes: m's ninth (kind 8, byte 6) into m's second
/// lane, p's (kind 17, byte 15) into p's second, s's (kind 26, byte 24) into s's first.
const NINTHS: (__m256i, __m256i) = {
    let mut bytes = [0i8; 32];
    bytes[6] = 125;
    bytes[15] = 125;
    bytes[24] = 125;
    let mut words = [0i16; 16];
    words[3] = 3125;
    words[7] = 3125;
    words[12] = 3125;
    (vector(bytes), vector(words))
};

/// The bytes of m's first two counts in `row_keys`'s first vector.
const FIRST_TWO: __m256i = {
    let mut bytes = [0u8; 32];
    bytes[0] = 0xFF;
    bytes[1] = 0xFF;
    vector(bytes)
};

/// A kind's weight in `row_keys`'s count of kinds held: 1, and 64 more for a middle tile.
const fn kind_weight(t: usize) -> u8 {
    if ORPHAN_MASK >> t & 1 == 1 {
        1
    } else {
        65
    }
}

/// The weights of kinds 2-33, the bytes from kind 2.
const KINDS_FROM2: __m256i = {
    let mut bytes = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        bytes[i] = kind_weight(i + 2);
        i += 1;
    }
    vector(bytes)
};

/// The weights of kinds 0 and 1, the first bytes of the words of `row_keys`.
const KINDS_FIRST_TWO: __m256i = {
    let mut bytes = [0u8; 32];
    bytes[0] = kind_weight(0);
    bytes[1] = kind_weight(1);
    vector(bytes)
};

/// 32 bytes of weights or masks as a vector, for the constants.
pub(crate) const fn vector<T: Copy, const N: usize>(lanes: [T; N]) -> __m256i {
    assert!(std::mem::size_of::<[T; N]>() == 32);
    // SAFETY: 32 bytes of plain integers (checked above) as a vector of 32 bytes, which any
    // bits make.
    unsafe { std::mem::transmute_copy::<[T; N], __m256i>(&lanes) }
}

/// Four words' weights, lowest first, as one array.
const fn concat4<T: Copy, const N: usize, const M: usize>(parts: [[T; N]; 4], fill: T) -> [T; M] {
    let mut all = [fill; M];
    let mut i = 0;
    while i < M {
        all[i] = parts[i / N][i % N];
        i += 1;
    }
    all
}

/// Byte weights, then 16-bit weights, that make each suit's eight counts of `row_keys`'s first
/// vector two lanes: counts 0-3 as 1, 5, 25, 125, then counts 4-7 the same times 625. The
/// honors' word starts a kind early (at s's ninth count, weighed 0), so its weights are a
/// byte later, and its second lane, counts 3-6, is 125 times 1, 5, 25, 125.
const DIGITS: (__m256i, __m256i) = {
    let suit: [i8; 8] = [1, 5, 25, 125, 1, 5, 25, 125];
    let honors: [i8; 8] = [0, 1, 5, 25, 1, 5, 25, 125];
    let high: [i16; 4] = [1, 1, 625, 625];
    let bytes: [i8; 32] = concat4([suit, suit, honors, suit], 0);
    let words: [i16; 16] = concat4([high, high, [1, 1, 125, 125], high], 0);
    (vector(bytes), vector(words))
};

/// Eight rows' keys, one vector a suit (lane j row j), in the order m, p, s, honors; and their
/// shapes.
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn group_keys(group: &[u8; KINDS * LANES]) -> ([__m256i; 4], Shape) {
    let rows: [(__m256i, __m256i); LANES] = std::array::from_fn(|j| {
        let row = group[j * KINDS..].first_chunk().unwrap_or(&[0; KINDS]);
        row_keys(row)
    });
    // Pairs of rows: (m, p) of both, then (honors, s) of both, each the sum of its halves.
    let pair = |j: usize| _mm256_hadd_epi32(rows[j].0, rows[j + 1].0);
    let (a, b, c, d) = (pair(0), pair(2), pair(4), pair(6));
    // m of rows 0-3 | honors of 0-3, and p | s; then rows 4-7.
    let even = |x, y| _mm256_castps_si256(_mm256_shuffle_ps::<0x88>(cast(x), cast(y)));
    let odd = |x, y| _mm256_castps_si256(_mm256_shuffle_ps::<0xDD>(cast(x), cast(y)));
    let (mz_low, ps_low, mz_high, ps_high) = (even(a, b), odd(a, b), even(c, d), odd(c, d));
    let m = _mm256_permute2x128_si256::<0x20>(mz_low, mz_high);
    let z = _mm256_permute2x128_si256::<0x31>(mz_low, mz_high);
    let p = _mm256_permute2x128_si256::<0x20>(ps_low, ps_high);
    let s = _mm256_permute2x128_si256::<0x31>(ps_low, ps_high);
    // Shapes: each row's four 64-bit sums, two rows interleaved in 32-bit lanes, then summed.
    let two = |j: usize| {
        let x = _mm256_or_si256(rows[j].1, _mm256_slli_epi64::<32>(rows[j + 1].1));
        _mm256_add_epi32(x, _mm256_srli_si256::<8>(x))
    };
    let low = _mm256_unpacklo_epi64(two(0), two(2));
    let high = _mm256_unpacklo_epi64(two(4), two(6));
    let shapes = _mm256_add_epi32(
        _mm256_permute2x128_si256::<0x20>(low, high),
        _mm256_permute2x128_si256::<0x31>(low, high),
    );
    ([m, p, s, z], Shape(shapes))
}

#[inline(always)]
fn cast(x: __m256i) -> __m256 {
    // SAFETY: a bit cast between vectors of the same size, no memory touched.
    unsafe { _mm256_castsi256_ps(x) }
}

/// Eight rows' tiles, kinds held and middle tiles held, a row a lane: the tiles in bits 0-15,
/// the kinds in bits 16-21 and the middle kinds (neither terminal nor honor) from bit 22.
#[derive(Clone, Copy)]
pub(crate) struct Shape(__m256i);

impl Shape {
    /// The rows' tiles.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn tiles(self) -> __m256i {
        _mm256_and_si256(self.0, _mm256_set1_epi32(0xFFFF))
    }

    /// The rows' kinds held.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn kinds(self) -> __m256i {
        _mm256_and_si256(_mm256_srli_epi32::<16>(self.0), _mm256_set1_epi32(63))
    }

    /// The rows whose size does not fit: bit j where a total of tiles and wildcards has no bit
    /// in `fitting` (a total above 31 has none).
    #[inline]
    #[target_feature(enable = "avx2")]
    fn misfits(self, wild: __m256i, fitting: __m256i) -> u32 {
        let bit = _mm256_srlv_epi32(fitting, _mm256_add_epi32(self.tiles(), wild));
        let fits = _mm256_and_si256(bit, _mm256_set1_epi32(1));
        lanes(_mm256_cmpeq_epi32(fits, _mm256_setzero_si256()))
    }

    /// The rows that seven pairs (at most seven kinds) or thirteen orphans (no middle tile)
    /// may win, of `forms`; and those with no kind twice, which honors and knitted tiles may
    /// win (the knitted forms are `knitted_avx2`'s).
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn special(self, forms: Forms) -> (u32, u32) {
        let (tiles, kinds) = (self.tiles(), self.kinds());
        let middle = _mm256_srli_epi32::<22>(self.0);
        let when = |on: bool, lanes| if on { lanes } else { _mm256_setzero_si256() };
        let pairs = when(forms.seven_pairs, _mm256_cmpgt_epi32(_mm256_set1_epi32(8), kinds));
        let orphans =
            when(forms.thirteen_orphans, _mm256_cmpeq_epi32(middle, _mm256_setzero_si256()));
        let distinct = when(forms.honors_and_knitted, _mm256_cmpeq_epi32(kinds, tiles));
        (lanes(_mm256_or_si256(pairs, orphans)), lanes(distinct))
    }
}

/// Bit j set where lane j is all ones.
#[inline(always)]
pub(crate) fn lanes(x: __m256i) -> u32 {
    // SAFETY: register operations only, on a CPU with AVX (the callers enable AVX2).
    unsafe { _mm256_movemask_ps(_mm256_castsi256_ps(x)) as u32 }
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
