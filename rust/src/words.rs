//! A hand's 34 counts read as 64-bit words, eight counts a word, for the tests every hand of a
//! batch goes through (its keys, its suits' sizes, its honors): whole words where the compiler
//! had looped over bytes.

use crate::tiles::Counts;

/// Each byte 1.
pub const ONES: u64 = 0x0101_0101_0101_0101;

/// The eight counts from kind `at` (at most 26), kind `at` in the lowest byte.
#[inline(always)]
pub fn word(counts: &Counts, at: usize) -> u64 {
    // One unaligned load once inlined (`at` is a constant at every call).
    let bytes: &[u8; 8] = counts[at..].first_chunk().unwrap_or(&[0; 8]);
    u64::from_le_bytes(*bytes)
}

/// The seven honors' counts, East in the lowest byte and the top byte 0.
#[inline(always)]
pub fn honor_word(counts: &Counts) -> u64 {
    word(counts, 26) >> 8
}

/// All 34 counts in five words, each count once: kinds 0..32 eight a word, then 32 and 33.
#[inline(always)]
pub fn words(counts: &Counts) -> [u64; 5] {
    [word(counts, 0), word(counts, 8), word(counts, 16), word(counts, 24), word(counts, 26) >> 48]
}

/// The sum over the counts of `f` of their words, `f` keeping each byte at most 6.
#[inline(always)]
pub fn sum_of(counts: &Counts, f: impl Fn(u64) -> u64) -> u32 {
    byte_sum(words(counts).into_iter().map(f).sum())
}

/// The sum of a word's bytes, at most 255 (no partial sum carries into the next byte).
#[inline(always)]
pub fn byte_sum(x: u64) -> u32 {
    (x.wrapping_mul(ONES) >> 56) as u32
}

/// The tiles in each numbered suit and in the honors.
#[inline(always)]
pub fn suit_sizes(counts: &Counts) -> [u32; 4] {
    let suit = |at: usize| byte_sum(word(counts, at)) + u32::from(counts[at + 8]);
    [suit(0), suit(9), suit(18), byte_sum(honor_word(counts))]
}

/// Bytes of `x` (counts 0 to 4) that are 1 or 4, as bit 0 of each byte: 1 is the only such
/// count with bit 0 set and bit 1 clear, 4 the only one with bit 2 set.
#[inline(always)]
pub fn ones_or_fours(x: u64) -> u64 {
    (x & !(x >> 1) & ONES) | (x >> 2 & ONES)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_the_counts() {
        let counts: Counts = std::array::from_fn(|t| (t * 3 % 5) as u8);
        let sizes: [u32; 4] =
            [0..9, 9..18, 18..27, 27..34].map(|r| counts[r].iter().map(|&c| u32::from(c)).sum());
        assert_eq!(suit_sizes(&counts), sizes);
        assert_eq!(suit_sizes(&[4; 34]), [36, 36, 36, 28]);
        assert_eq!(honor_word(&counts).to_le_bytes()[..7], counts[27..]);
        assert_eq!(honor_word(&[4; 34]) >> 56, 0);
        let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        assert_eq!(sum_of(&counts, |w| w), total);
        assert_eq!(sum_of(&[4; 34], |w| w), 136);
        for c in 0..=4u64 {
            assert_eq!(ones_or_fours(c << 8), u64::from(c == 1 || c == 4) << 8, "{c}");
        }
    }
}
