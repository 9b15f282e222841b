//! Bit sets of the kinds whose count is a given number, found with a few vector compares: the
//! scorer asks which kinds a hand holds, and which it holds four of, for every hand.

use crate::tiles::{Counts, KINDS};

/// The kinds whose count is `k`, bit t for tile t.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub fn kinds_counted(counts: &Counts, k: u8) -> u64 {
    use std::arch::x86_64::{
        __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_set1_epi8,
    };
    let tail = u64::from(counts[32] == k) << 32 | u64::from(counts[33] == k) << 33;
    // SAFETY: SSE2 is part of every x86_64 target; the two unaligned 16-byte loads read
    // bytes 0..32 of the 34-byte array.
    let (low, high) = unsafe {
        let key = _mm_set1_epi8(k as i8);
        let low = _mm_loadu_si128(counts.as_ptr().cast::<__m128i>());
        let high = _mm_loadu_si128(counts.as_ptr().add(16).cast::<__m128i>());
        (_mm_movemask_epi8(_mm_cmpeq_epi8(low, key)), _mm_movemask_epi8(_mm_cmpeq_epi8(high, key)))
    };
    u64::from(low as u16) | u64::from(high as u16) << 16 | tail
}

/// The kinds whose count is `k`, bit t for tile t.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
pub fn kinds_counted(counts: &Counts, k: u8) -> u64 {
    counts.iter().enumerate().fold(0, |m, (t, &c)| m | u64::from(c == k) << t)
}

/// The kinds held at least once.
#[inline(always)]
pub fn kinds_held(counts: &Counts) -> u64 {
    !kinds_counted(counts, 0) & ((1 << KINDS) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_match_a_plain_loop() {
        let mut state = 12345u64;
        for _ in 0..20_000 {
            let mut counts = [0u8; KINDS];
            for c in counts.iter_mut() {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                *c = [0, 0, 1, 2, 3, 4, 4, 200][(state >> 61) as usize];
            }
            for k in [0, 1, 2, 3, 4, 200] {
                let plain =
                    counts.iter().enumerate().fold(0, |m, (t, &c)| m | u64::from(c == k) << t);
                assert_eq!(kinds_counted(&counts, k), plain, "{counts:?} {k}");
            }
            let held = counts.iter().enumerate().fold(0, |m, (t, &c)| m | u64::from(c > 0) << t);
            assert_eq!(kinds_held(&counts), held);
        }
    }
}
