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
        // A looked-up bit: a variable u128 shift costs several instructions.
        if count > 0 {
            self.present |= BITS[id];
        } else {
            self.present &= !BITS[id];
        }
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

    /// The bit set of the fans present (bit i for fan id i).
    pub fn present(&self) -> u128 {
        self.present
    }

    pub fn is_empty(&self) -> bool {
        self.present == 0
    }

    /// The fans present as (id, count), by id.
    pub fn iter(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        // Two 64-bit halves: u128 steps cost twice the instructions.
        let halves = [(0, self.present as u64), (64, (self.present >> 64) as u64)];
        halves.into_iter().flat_map(move |(base, mut bits)| {
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let id = base + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    (id, self.counts[id])
                })
            })
        })
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
