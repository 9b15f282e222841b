//! A set of fans with counts, indexed by fan id: the Rust form of the reference scorer's
//! `{fan id: count}` dicts. A reading holds a handful of fans out of 82, so a bit set of the
//! fans present is kept beside the counts and every walk goes by it.

/// Fan ids are 1..IDS; 0 is never used.
pub const IDS: usize = 83;
/// Count slots held: the ids, padded to whole 16-byte blocks.
pub const SLOTS: usize = 96;

/// `BITS[i]` = 1 << i.
const BITS: [u128; SLOTS] = {
    let mut bits = [0u128; SLOTS];
    let mut i = 0;
    while i < SLOTS {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

/// Fans with their counts; a count of 0 means the fan is absent.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fans {
    counts: [u8; SLOTS],
    /// Bit i set exactly when `counts[i] > 0`.
    present: u128,
}

impl Default for Fans {
    fn default() -> Self {
        Fans { counts: [0; SLOTS], present: 0 }
    }
}

impl Fans {
    /// One fan counted `count` times.
    pub fn one(id: usize, count: u8) -> Fans {
        let mut fans = Fans::default();
        fans.set(id, count);
        fans
    }

    pub fn get(&self, id: usize) -> u8 {
        self.counts[id]
    }

    pub fn has(&self, id: usize) -> bool {
        self.present >> id & 1 == 1
    }

    pub fn set(&mut self, id: usize, count: u8) {
        self.counts[id] = count;
        // A looked-up bit (a variable u128 shift costs several instructions), kept or cleared
        // without a branch: many counts set are worked out from the hand.
        let kept = 0u128.wrapping_sub(u128::from(count > 0));
        self.present = self.present & !BITS[id] | BITS[id] & kept;
    }

    /// Sets each of `fans` (id, count), a count 0 removing it: one update of the bit set for
    /// them all, where `set` after `set` would wait on each other's.
    #[inline(always)]
    pub fn set_all<const N: usize>(&mut self, fans: [(usize, u8); N]) {
        let (mut all, mut held) = (0u128, 0u128);
        for (id, count) in fans {
            self.counts[id] = count;
            all |= BITS[id];
            held |= BITS[id] & 0u128.wrapping_sub(u128::from(count > 0));
        }
        self.present = self.present & !all | held;
    }

    /// The fans of the bit set `ids`, each counted `count(id)` times (at least once), in
    /// place of these.
    #[inline(always)]
    pub fn fill(&mut self, ids: u128, count: impl Fn(usize) -> u8) {
        *self = Fans::default();
        for (base, mut bits) in [(0, ids as u64), (64, (ids >> 64) as u64)] {
            while bits != 0 {
                let id = base + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                self.counts[id] = count(id);
            }
        }
        self.present = ids;
    }

    /// Sets `few`, none of whose fans is held, without a branch on how many there are.
    #[inline(always)]
    pub fn put(&mut self, few: &FewFans) {
        for &(id, count) in &few.list {
            self.counts[usize::from(id)] = count;
        }
        self.present |= few.mask;
    }

    /// Counts the fan once more.
    pub fn add_one(&mut self, id: usize) {
        self.set(id, self.counts[id] + 1);
    }

    /// Removes the fan and gives its count.
    pub fn take(&mut self, id: usize) -> u8 {
        let count = self.counts[id];
        self.set(id, 0);
        count
    }

    /// Removes every fan of the bit set `mask`.
    pub fn remove_all(&mut self, mask: u128) {
        let mut bits = self.present & mask;
        while bits != 0 {
            self.counts[bits.trailing_zeros() as usize] = 0;
            bits &= bits - 1;
        }
        self.present &= !mask;
    }

    /// Adds `other` as the reference's `_add` does: a fan found by two steps (Self-Drawn) is
    /// counted once, with the larger count.
    pub fn merge(&mut self, other: &Fans) {
        for (id, count) in other.iter() {
            self.counts[id] = self.counts[id].max(count);
        }
        self.present |= other.present;
    }

    /// The counts of fan ids 1..IDS, in order (0 for a fan absent).
    pub fn counts_by_id(&self) -> &[u8] {
        &self.counts[1..IDS]
    }

    /// As `counts_by_id`, as an array.
    pub fn by_id(&self) -> &[u8; IDS - 1] {
        match self.counts[1..].first_chunk() {
            Some(ids) => ids,
            None => unreachable!("SLOTS holds every id"),
        }
    }

    /// The counts of slots 1.. (a two-player table's positions), in order.
    pub fn from_one(&self) -> &[u8] {
        &self.counts[1..]
    }

    /// The bit set of the fans present (bit i for fan id i).
    pub fn present(&self) -> u128 {
        self.present
    }

    pub fn is_empty(&self) -> bool {
        self.present == 0
    }

    /// The fans present as (id, count), by id.
    pub fn iter(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        // Two 64-bit halves, u128 steps costing twice the instructions; one `from_fn` over
        // both, where a `flat_map` of the halves cost a score call about 110 instructions.
        let (mut low, mut high) = (self.present as u64, (self.present >> 64) as u64);
        std::iter::from_fn(move || {
            let (half, base) = if low != 0 { (&mut low, 0) } else { (&mut high, 64) };
            let id = base + (*half != 0).then(|| half.trailing_zeros() as usize)?;
            *half &= *half - 1;
            Some((id, self.counts[id]))
        })
    }

    /// The sum over all slots of `weights[id]` times the count, every weight below 2^15: a
    /// fixed run of vector multiply-adds, where a walk over the fans present would end on a
    /// branch that each reading's own number of fans makes hard to predict.
    #[cfg(target_arch = "x86_64")]
    #[inline]
    pub fn weighted_sum_narrow(&self, weights: &[u16; SLOTS]) -> u32 {
        use std::arch::x86_64::*;
        // SAFETY: SSE2 is part of every x86_64 target; the loads read 16 of the 96 count bytes
        // and 8 of the 96 weights at a time, all in bounds. Counts widened to 16 bits and
        // weights below 2^15 are both non-negative as signed, so the signed multiply-add is
        // exact, and the sum (at most 96 x 255 x 32767) fits 32 bits.
        unsafe {
            let zero = _mm_setzero_si128();
            let mut sum = zero;
            for block in 0..SLOTS / 16 {
                let counts = _mm_loadu_si128(self.counts.as_ptr().add(16 * block).cast());
                let w = weights.as_ptr().add(16 * block);
                let low =
                    _mm_madd_epi16(_mm_unpacklo_epi8(counts, zero), _mm_loadu_si128(w.cast()));
                let high = _mm_madd_epi16(
                    _mm_unpackhi_epi8(counts, zero),
                    _mm_loadu_si128(w.add(8).cast()),
                );
                sum = _mm_add_epi32(sum, _mm_add_epi32(low, high));
            }
            let sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, 0b01_00_11_10));
            let sum = _mm_add_epi32(sum, _mm_shuffle_epi32(sum, 0b10_11_00_01));
            _mm_cvtsi128_si32(sum) as u32
        }
    }

    /// As `weighted_sum_narrow`, on other targets.
    #[cfg(not(target_arch = "x86_64"))]
    #[inline]
    pub fn weighted_sum_narrow(&self, weights: &[u16; SLOTS]) -> u32 {
        self.weighted_sum(weights)
    }

    /// The sum over the fans present of `weights[id]` times the count.
    #[inline]
    pub fn weighted_sum(&self, weights: &[u16; SLOTS]) -> u32 {
        let mut sum = 0;
        for (base, mut bits) in [(0, self.present as u64), (64, (self.present >> 64) as u64)] {
            while bits != 0 {
                let id = base + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                sum += u32::from(self.counts[id]) * u32::from(weights[id]);
            }
        }
        sum
    }
}

/// At most four fans, kept to be set at once (`Fans::put`): a looked-up answer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FewFans {
    /// (fan id, count), (0, 0) where unused (slot 0 is never used).
    list: [(u8, u8); 4],
    /// The bit set of the fans.
    mask: u128,
}

impl FewFans {
    /// `fans`, or None when they are more than four.
    pub fn of(fans: &Fans) -> Option<FewFans> {
        let mut few = FewFans { list: [(0, 0); 4], mask: fans.present };
        for (slot, (id, count)) in fans.iter().enumerate() {
            *few.list.get_mut(slot)? = (id as u8, count);
        }
        Some(few)
    }
}

/// Fans written as "33 65x2" (ids, each with its count when more than one), for tests.
#[cfg(test)]
pub fn parse_fans(text: &str) -> Fans {
    let mut fans = Fans::default();
    for token in text.split_whitespace() {
        let (id, count) = token.split_once('x').unwrap_or((token, "1"));
        fans.set(id.parse().unwrap(), count.parse().unwrap());
    }
    fans
}

/// Fans from (id, count) pairs, for tests.
#[cfg(test)]
pub fn fans_of(list: &[(usize, u8)]) -> Fans {
    let mut fans = Fans::default();
    list.iter().for_each(|&(id, count)| fans.set(id, count));
    fans
}
