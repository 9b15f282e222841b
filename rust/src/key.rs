//! Per-suit keys: a suit's count vector read as a base-5 number, kind 0 the least digit.
//!
//! This is seed 004's idea (one digit a kind, 0-4 copies) in a dense form: base 5 instead of
//! base 10, so a numbered suit has 5^9 = 1,953,125 keys and the honors 5^7 = 78,125, and the
//! key itself indexes the table. It is the one place that knows this layout.

/// Keys of a numbered suit (9 kinds).
pub const SUIT_KEYS: usize = 5usize.pow(9);
/// Keys of the honors (7 kinds).
pub const HONOR_KEYS: usize = 5usize.pow(7);

use crate::tiles::Counts;
use crate::words::{honor_word, word};

/// The place value of kind `i`: adding one copy of kind `i` adds `STEP[i]` to the key.
pub const STEP: [usize; 9] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

/// The key of a run of counts (9 for a suit, 7 for the honors).
#[inline]
pub fn encode(counts: &[u8]) -> usize {
    counts.iter().rev().fold(0, |key, &c| key * 5 + c as usize)
}

/// The four suits' keys of a hand's 34 counts (m, p, s, then the honors), each count 0 to 4:
/// the same keys as `encode` of each suit. `encode`'s chain of nine multiply-adds was the
/// longest part of a table lookup; here each suit's first eight counts are folded pairwise
/// into base-5 numbers of 2, 4 and 8 digits (no lane can overflow into the next), and the
/// ninth added.
#[inline(always)]
pub fn keys_of(counts: &Counts) -> [usize; 4] {
    let words = [word(counts, 0), word(counts, 9), word(counts, 18), honor_word(counts)];
    let low = encode8x4(words);
    let ninth = |at: usize| usize::from(counts[at + 8]) * STEP[8];
    [low[0] + ninth(0), low[1] + ninth(9), low[2] + ninth(18), low[3]]
}

/// `encode8` of four words at once, in SSE2's 16-bit multiply-adds: the compiler kept the
/// scalar form in general-purpose registers where the batch loop inlined it.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn encode8x4(words: [u64; 4]) -> [usize; 4] {
    use std::arch::x86_64::*;
    // SAFETY: SSE2 is part of every x86_64 target; these are register operations only.
    unsafe {
        let zero = _mm_setzero_si128();
        let ab = _mm_set_epi64x(words[1] as i64, words[0] as i64);
        let cd = _mm_set_epi64x(words[3] as i64, words[2] as i64);
        let weights = |high: i16| _mm_set_epi16(high, 1, high, 1, high, 1, high, 1);
        // Digits to 16 bits, then pairs (c0 + 5 c1) in 32 bits, packed back to 16.
        let pairs = |v: __m128i| {
            let low = _mm_madd_epi16(_mm_unpacklo_epi8(v, zero), weights(5));
            let high = _mm_madd_epi16(_mm_unpackhi_epi8(v, zero), weights(5));
            _mm_packs_epi32(low, high)
        };
        // Fours (below 625) of a, b | c, d; then eights (below 5^8) of all four words.
        let fours_ab = _mm_madd_epi16(pairs(ab), weights(25));
        let fours_cd = _mm_madd_epi16(pairs(cd), weights(25));
        let eights = _mm_madd_epi16(_mm_packs_epi32(fours_ab, fours_cd), weights(625));
        let mut out = [0i32; 4];
        _mm_storeu_si128(out.as_mut_ptr().cast(), eights);
        out.map(|k| k as usize)
    }
}

/// `encode8` of four words.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn encode8x4(words: [u64; 4]) -> [usize; 4] {
    words.map(encode8)
}

/// The base-5 number of a word's eight byte digits, byte 0 the least.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
#[inline(always)]
fn encode8(x: u64) -> usize {
    const BYTES: u64 = 0x00FF_00FF_00FF_00FF;
    const PAIRS: u64 = 0x0000_FFFF_0000_FFFF;
    let pairs = (x & BYTES) + (x >> 8 & BYTES) * 5;
    let quads = (pairs & PAIRS) + (pairs >> 16 & PAIRS) * 25;
    ((quads & 0xFFFF_FFFF) + (quads >> 32) * 625) as usize
}

/// The counts of a key, `len` kinds long.
pub fn decode(mut key: usize, len: usize) -> [u8; 9] {
    let mut counts = [0u8; 9];
    for slot in counts.iter_mut().take(len) {
        *slot = (key % 5) as u8;
        key /= 5;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_order() {
        for key in [0, 1, 4, 5, 1234, SUIT_KEYS - 1] {
            assert_eq!(encode(&decode(key, 9)), key);
        }
        assert_eq!(encode(&[1, 0, 0, 0, 0, 0, 0, 0, 2]), 1 + 2 * STEP[8]);
        assert_eq!(encode(&[4; 7]), HONOR_KEYS - 1);
    }

    #[test]
    fn keys_of_a_hand_are_its_suits_encoded() {
        // Counts drawn by a small LCG, every count 0 to 4 in every place.
        let mut state = 12345u64;
        for round in 0..20_000 {
            let mut counts = [0u8; 34];
            for c in counts.iter_mut() {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                *c = ((state >> 33) % 5) as u8;
            }
            if round == 0 {
                counts = [4; 34];
            }
            let want = [
                encode(&counts[0..9]),
                encode(&counts[9..18]),
                encode(&counts[18..27]),
                encode(&counts[27..34]),
            ];
            assert_eq!(keys_of(&counts), want, "{counts:?}");
            // The scalar fold that other targets use.
            assert_eq!(encode8(word(&counts, 9)), encode(&counts[9..17]));
        }
        assert_eq!(keys_of(&[0; 34]), [0; 4]);
    }
}
