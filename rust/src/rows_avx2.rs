//! Eight packed rows (34 counts a row, each 0 to 4) read at once in AVX2, for the batch's
//! eight-row checks (`win_avx2`, `needed_avx2`): each row's suit keys and its shape (tiles,
//! kinds held, middle kinds held), one 32-bit lane a row.
//!
//! A row's keys are its suits' counts as base-5 numbers (`key`): byte multiply-adds give each
//! suit's first eight digits in two halves, a second pass adds the ninth digits, and the
//! eight rows' halves are summed and turned into one vector a suit; the shape is one weighted
//! byte sum beside the tiles' own.

use crate::forms::ORPHAN_MASK;
use crate::rules::Forms;
use crate::tiles::KINDS;
use std::arch::x86_64::*;

/// Rows worked on together: one 32-bit lane each.
pub const LANES: usize = 8;

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

/// The bits of eight 32-bit lanes as floats, for the float shuffles.
#[inline]
#[target_feature(enable = "avx2")]
fn cast(x: __m256i) -> __m256 {
    _mm256_castsi256_ps(x)
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
    pub(crate) fn misfits(self, wild: __m256i, fitting: __m256i) -> u32 {
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
#[inline]
#[target_feature(enable = "avx2")]
pub(crate) fn lanes(x: __m256i) -> u32 {
    _mm256_movemask_ps(_mm256_castsi256_ps(x)) as u32
}
