//! Bit sets of the kinds whose count is a given number, and the sum of the counts, found with a
//! few vector instructions: the scorer asks which kinds a hand holds and which it holds four
//! of, and the batch checks every row's copies and size.

use crate::tiles::{Counts, KINDS};

/// One bit a kind from a byte-wise test of the counts (`test` gives 0xFF in each byte where
/// it holds), sixteen kinds at a time.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn gather(
    counts: &Counts,
    test: impl Fn(std::arch::x86_64::__m128i) -> std::arch::x86_64::__m128i,
) -> u64 {
    use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_movemask_epi8};
    // SAFETY: SSE2 is part of every x86_64 target; the three unaligned 16-byte loads read
    // bytes 0..16, 16..32 and 18..34 of the 34-byte array.
    let [low, high, last] = [0, 16, KINDS - 16].map(|at| unsafe {
        let bytes = _mm_loadu_si128(counts.as_ptr().add(at).cast::<__m128i>());
        u64::from(_mm_movemask_epi8(test(bytes)) as u16)
    });
    // Bits 14 and 15 of the last load are kinds 32 and 33.
    low | high << 16 | (last >> 14) << 32
}

/// The kinds whose count is `k`, bit t for tile t.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub fn kinds_counted(counts: &Counts, k: u8) -> u64 {
    use std::arch::x86_64::{_mm_cmpeq_epi8, _mm_set1_epi8};
    // SAFETY: SSE2 is part of every x86_64 target.
    let key = unsafe { _mm_set1_epi8(k as i8) };
    gather(counts, |bytes| unsafe { _mm_cmpeq_epi8(bytes, key) })
}

/// The kinds whose count is `k`, bit t for tile t.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
pub fn kinds_counted(counts: &Counts, k: u8) -> u64 {
    counts.iter().enumerate().fold(0, |m, (t, &c)| m | u64::from(c == k) << t)
}

/// The kinds whose count is above `k`, bit t for tile t.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub fn kinds_above(counts: &Counts, k: u8) -> u64 {
    use std::arch::x86_64::{_mm_cmpeq_epi8, _mm_max_epu8, _mm_set1_epi8};
    let Some(least) = k.checked_add(1) else { return 0 };
    // SAFETY: SSE2 is part of every x86_64 target. A count is above k where raising it to
    // k + 1 leaves it as it is.
    let key = unsafe { _mm_set1_epi8(least as i8) };
    gather(counts, |bytes| unsafe { _mm_cmpeq_epi8(_mm_max_epu8(bytes, key), bytes) })
}

/// The kinds whose count is above `k`, bit t for tile t.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
pub fn kinds_above(counts: &Counts, k: u8) -> u64 {
    counts.iter().enumerate().fold(0, |m, (t, &c)| m | u64::from(c > k) << t)
}

/// The sum of the counts.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub fn total(counts: &Counts) -> u32 {
    use std::arch::x86_64::{
        __m128i, _mm_add_epi64, _mm_cvtsi128_si64, _mm_loadu_si128, _mm_sad_epu8,
        _mm_setzero_si128, _mm_unpackhi_epi64,
    };
    // SAFETY: as in `kinds_counted`, loading bytes 0..16 and 16..32; the sums of absolute
    // differences from zero are the byte sums of each 8-byte half.
    let sum = unsafe {
        let zero = _mm_setzero_si128();
        let low = _mm_loadu_si128(counts.as_ptr().cast::<__m128i>());
        let high = _mm_loadu_si128(counts.as_ptr().add(16).cast::<__m128i>());
        let sums = _mm_add_epi64(_mm_sad_epu8(low, zero), _mm_sad_epu8(high, zero));
        _mm_cvtsi128_si64(_mm_add_epi64(sums, _mm_unpackhi_epi64(sums, sums))) as u32
    };
    sum + u32::from(counts[32]) + u32::from(counts[33])
}

/// The sum of the counts.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
pub fn total(counts: &Counts) -> u32 {
    counts.iter().map(|&c| u32::from(c)).sum()
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
            for k in [0, 3, 4, 199, 255] {
                let above =
                    counts.iter().enumerate().fold(0, |m, (t, &c)| m | u64::from(c > k) << t);
                assert_eq!(kinds_above(&counts, k), above, "{counts:?} {k}");
            }
            let held = counts.iter().enumerate().fold(0, |m, (t, &c)| m | u64::from(c > 0) << t);
            assert_eq!(kinds_held(&counts), held);
            assert_eq!(total(&counts), counts.iter().map(|&c| u32::from(c)).sum::<u32>());
        }
    }
}
