//! The knitted straight (组合龙) for eight rows at once in AVX2, as `knitted_straight` reads it
//! for one hand: for each of the six knitted sets, one copy of each of its tiles the hand holds
//! taken out, the wildcards fill its other places, and the rest (a meld and a pair, or a pair)
//! is looked up in the per-suit tables like a regular hand.

use crate::key::STEP;
use crate::knitted::{KNITTED_SETS, NUMBERED_MASK, PATTERNS, PATTERN_HELD};
use crate::rows_avx2::{lanes, vector, LANES};
use crate::tiles::KINDS;
use crate::win_avx2::{gather, least, Needs};
use std::arch::x86_64::*;

/// Eight rows' numbered kinds held, and for each numbered suit how many of each pattern's three
/// ranks they hold (`PATTERN_HELD`'s entries: bytes 0-2 the patterns), a row a lane.
pub(crate) struct Knitted {
    held: __m256i,
    patterns: [__m256i; 3],
}

impl Knitted {
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn new(group: &[u8; KINDS * LANES]) -> Knitted {
        let held: [u32; LANES] = std::array::from_fn(|j| {
            // SAFETY: bytes 34 j .. 34 j + 32 of the eight rows' 272.
            let counts = unsafe { _mm256_loadu_si256(group.as_ptr().add(j * KINDS).cast()) };
            let empty = _mm256_movemask_epi8(_mm256_cmpeq_epi8(counts, _mm256_setzero_si256()));
            !(empty as u32) & NUMBERED_MASK as u32
        });
        // SAFETY: eight u32s.
        let held = unsafe { _mm256_loadu_si256(held.as_ptr().cast()) };
        let patterns = std::array::from_fn(|suit| {
            // SAFETY: each index is below 512, the table's length, and reads its four bytes.
            unsafe { _mm256_i32gather_epi32::<4>(PATTERN_HELD.as_ptr().cast(), ranks(held, suit)) }
        });
        Knitted { held, patterns }
    }

    /// The rows that hold enough of some knitted set for their wildcards to make up the rest:
    /// the six sets (a pattern a suit, all three different) summed as two rotations of the
    /// patterns. The honors all stand in the rest, so it takes at least `honors` wildcards (0
    /// when not known): the set's missing tiles and these must not come to more than `wild`.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn within_reach(&self, wild: __m256i, honors: __m256i) -> u32 {
        let [m, p, s] = self.patterns;
        // Byte i of each lane: pattern i + 1 (or i + 2) of the suit, byte 3 cleared.
        let next = |x| _mm256_shuffle_epi8(x, ROTATIONS.0);
        let after = |x| _mm256_shuffle_epi8(x, ROTATIONS.1);
        let m = _mm256_and_si256(m, _mm256_set1_epi32(0x00FF_FFFF));
        let one = _mm256_add_epi8(m, _mm256_add_epi8(next(p), after(s)));
        let other = _mm256_add_epi8(m, _mm256_add_epi8(after(p), next(s)));
        let sets = _mm256_max_epu8(one, other);
        let best = _mm256_max_epu8(sets, _mm256_srli_epi32::<8>(sets));
        let best = _mm256_max_epu8(best, _mm256_srli_epi32::<16>(sets));
        let best = _mm256_and_si256(best, _mm256_set1_epi32(0xFF));
        let most_missing = _mm256_add_epi32(_mm256_sub_epi32(wild, honors), _mm256_set1_epi32(1));
        lanes(_mm256_cmpgt_epi32(_mm256_add_epi32(best, most_missing), _mm256_set1_epi32(9)))
    }

    /// The rows that are honors and knitted tiles (全不靠) if they hold no kind twice, which
    /// the caller checks: 14 with their wildcards (`tiles` real ones), and each suit's tiles
    /// in one pattern, the three patterns different (a knitted set's).
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn honors_and_knitted(&self, tiles: __m256i, wild: __m256i) -> u32 {
        // Byte i of each lane: whether the suit's tiles all lie in pattern i.
        let within = |counts: __m256i| {
            let sum = _mm256_add_epi32(counts, _mm256_srli_epi32::<8>(counts));
            let sum = _mm256_add_epi32(sum, _mm256_srli_epi32::<16>(counts));
            let sum = _mm256_shuffle_epi8(sum, FIRST_BYTE);
            _mm256_cmpeq_epi8(counts, sum)
        };
        let [m, p, s] = self.patterns.map(within);
        let next = |x| _mm256_shuffle_epi8(x, ROTATIONS.0);
        let after = |x| _mm256_shuffle_epi8(x, ROTATIONS.1);
        let one = _mm256_and_si256(m, _mm256_and_si256(next(p), after(s)));
        let other = _mm256_and_si256(m, _mm256_and_si256(after(p), next(s)));
        let sets = _mm256_and_si256(_mm256_or_si256(one, other), _mm256_set1_epi32(0x00FF_FFFF));
        let some_set = _mm256_cmpeq_epi32(sets, _mm256_setzero_si256());
        let fourteen = _mm256_cmpeq_epi32(_mm256_add_epi32(tiles, wild), _mm256_set1_epi32(14));
        lanes(_mm256_andnot_si256(some_set, fourteen))
    }

    /// Of `rows`, those that are a knitted straight: 11 or 14 tiles with their wildcards
    /// (`tiles` real ones), and some set whose missing tiles and its rest's need come to at
    /// most `wild`. `keys` are the rows' suit keys (m, p, s, honors), `honors` the honors'
    /// needs, `suit` the numbered suits' table. A set no row of `rows` holds enough of is
    /// skipped, and each suit's pattern is taken off the keys only when a set asks for it.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(crate) fn wins(
        &self,
        keys: [__m256i; 4],
        honors: Needs,
        suit: &[u8],
        wild: __m256i,
        tiles: __m256i,
        rows: u32,
    ) -> u32 {
        let zero = _mm256_setzero_si256();
        // The wildcards the set's missing tiles may take: the honors in the rest take theirs.
        let spare = _mm256_sub_epi32(wild, _mm256_min_epi32(honors.0, honors.1));
        let mut taken = [[None; 3]; 3];
        let mut won = zero;
        for set in KNITTED_SETS {
            let mut held = zero;
            for (s, &pattern) in set.iter().enumerate() {
                let counts =
                    _mm256_srlv_epi32(self.patterns[s], _mm256_set1_epi32(8 * pattern as i32));
                held = _mm256_add_epi32(held, _mm256_and_si256(counts, _mm256_set1_epi32(0xFF)));
            }
            if lanes(_mm256_cmpgt_epi32(_mm256_add_epi32(held, spare), _mm256_set1_epi32(8))) & rows
                == 0
            {
                continue;
            }
            let mut rest = [(zero, zero); 3];
            for (s, &pattern) in set.iter().enumerate() {
                // What the pattern's held ranks take off the suit's key, once a suit and pattern.
                let off = match taken[s][pattern] {
                    Some(off) => off,
                    None => {
                        let at = _mm256_slli_epi32::<2>(ranks(self.held, s));
                        let at = _mm256_add_epi32(at, _mm256_set1_epi32(pattern as i32));
                        // SAFETY: each index is below 4 x 512, the table's length in u32s.
                        let off = unsafe { _mm256_i32gather_epi32::<4>(TAKEN.as_ptr().cast(), at) };
                        taken[s][pattern] = Some(off);
                        off
                    }
                };
                rest[s] = gather(suit, _mm256_sub_epi32(keys[s], off));
            }
            // Missing tiles and the rest's need: 9 - held + least, at most the wildcards.
            let need = _mm256_sub_epi32(least(rest, honors), held);
            let over = _mm256_cmpgt_epi32(need, _mm256_sub_epi32(wild, _mm256_set1_epi32(9)));
            won = _mm256_or_si256(won, _mm256_cmpeq_epi32(over, zero));
        }
        let size = _mm256_add_epi32(tiles, wild);
        let fits = _mm256_or_si256(
            _mm256_cmpeq_epi32(size, _mm256_set1_epi32(11)),
            _mm256_cmpeq_epi32(size, _mm256_set1_epi32(14)),
        );
        lanes(_mm256_and_si256(won, fits)) & rows
    }
}

/// Suit `suit`'s nine held bits of each lane.
#[inline]
#[target_feature(enable = "avx2")]
fn ranks(held: __m256i, suit: usize) -> __m256i {
    let bits = _mm256_srlv_epi32(held, _mm256_set1_epi32(9 * suit as i32));
    _mm256_and_si256(bits, _mm256_set1_epi32(0x1FF))
}

/// For a suit's held ranks (9 bits) and each pattern, what taking one copy of each held rank
/// of the pattern takes off the suit's key (`knitted_straight::taken`); four u32s an entry.
static TAKEN: [[u32; 4]; 512] = {
    let mut taken = [[0u32; 4]; 512];
    let mut bits = 0;
    while bits < 512 {
        let mut pattern = 0;
        while pattern < 3 {
            let mut i = 0;
            while i < 3 {
                let rank = PATTERNS[pattern][i];
                if bits >> rank & 1 == 1 {
                    taken[bits][pattern] += STEP[rank] as u32;
                }
                i += 1;
            }
            pattern += 1;
        }
        bits += 1;
    }
    taken
};

/// A byte shuffle that copies each lane's first byte to all four.
const FIRST_BYTE: __m256i = {
    let mut bytes = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        bytes[i] = (i - i % 4) as u8;
        i += 1;
    }
    vector(bytes)
};

/// Byte shuffles that move each lane's pattern counts one place (1, 2, 0) and two places
/// (2, 0, 1) down, clearing byte 3.
const ROTATIONS: (__m256i, __m256i) = {
    let (mut next, mut after) = ([0u8; 32], [0u8; 32]);
    let mut i = 0;
    while i < 32 {
        let (lane, byte) = (i - i % 4, i % 4);
        next[i] = if byte == 3 { 0x80 } else { (lane + (byte + 1) % 3) as u8 };
        after[i] = if byte == 3 { 0x80 } else { (lane + (byte + 2) % 3) as u8 };
        i += 1;
    }
    (vector(next), vector(after))
};
