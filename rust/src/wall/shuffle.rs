//! The descending Fisher-Yates shuffle of wall.md 3, each position's draw an unbiased integer
//! below `i + 1` by rejection: t = 2^64 mod r, outputs below t drawn again, x mod r kept.

use super::splitmix::SplitMix64;

/// An unbiased integer below `r` (r ≥ 1) from `g`, by the contract's rejection rule. The
/// plain form, one division a draw: `Bounds` gives the same draws without dividing.
#[inline]
pub fn below(g: &mut SplitMix64, r: u64) -> u64 {
    let t = r.wrapping_neg() % r;
    loop {
        let x = g.next();
        if x >= t {
            return x % r;
        }
    }
}

/// Each bound's rejection threshold and a 128-bit reciprocal, made once for walls up to `n`
/// tiles, so that a shuffle divides nothing (Lemire, Kaser and Kurz, "Faster remainder by
/// direct computation", 2019: x mod r = ((M·x mod 2^128)·r) >> 128 with M = ⌈2^128 / r⌉,
/// exact for every 64-bit x).
#[derive(Clone, Debug)]
pub struct Bounds {
    /// For r = 1..=n at index r: (t, M).
    at: Vec<(u64, u128)>,
}

impl Bounds {
    pub fn new(n: usize) -> Self {
        let mut at = vec![(0, 0); n.max(1) + 1];
        for (r, slot) in at.iter_mut().enumerate().skip(1) {
            let r = r as u64;
            let reciprocal = (u128::MAX / u128::from(r)).wrapping_add(1);
            *slot = (r.wrapping_neg() % r, reciprocal);
        }
        Bounds { at }
    }

    /// The largest wall these bounds shuffle.
    pub fn len(&self) -> usize {
        self.at.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `below(g, r)` for 1 ≤ r ≤ `len()`.
    #[inline(always)]
    pub fn below(&self, g: &mut SplitMix64, r: usize) -> usize {
        let (t, m) = self.at[r];
        loop {
            let x = g.next();
            if x >= t {
                return remainder(x, m, r as u64) as usize;
            }
        }
    }
}

/// x mod r from M = ⌈2^128 / r⌉ (r ≥ 1; M wraps to 0 for r = 1, which gives 0).
#[inline(always)]
fn remainder(x: u64, m: u128, r: u64) -> u64 {
    let low = m.wrapping_mul(u128::from(x));
    // The top 64 bits of the 192-bit low × r.
    let (lo, hi) = (low as u64, (low >> 64) as u64);
    let carry = (u128::from(lo) * u128::from(r)) >> 64;
    ((u128::from(hi) * u128::from(r) + carry) >> 64) as u64
}

/// Shuffles `items` in place with `seed` by wall.md 3: for i from n − 1 down to 1, swap
/// positions i and j, j an unbiased integer below i + 1. `bounds` must cover the length.
#[inline]
pub fn shuffle<T>(items: &mut [T], seed: u64, bounds: &Bounds) {
    debug_assert!(items.len() <= bounds.len().max(1));
    let mut g = SplitMix64::new(seed);
    for i in (1..items.len()).rev() {
        let j = bounds.below(&mut g, i + 1);
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reciprocal_remainder_is_the_remainder() {
        let bounds = Bounds::new(300);
        let mut g = SplitMix64::new(7);
        let edges = [0, 1, 2, u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) - 1];
        for r in 1..=300u64 {
            let (_, m) = bounds.at[r as usize];
            for x in edges.into_iter().chain((0..200).map(|_| g.next())) {
                assert_eq!(remainder(x, m, r), x % r, "{x} mod {r}");
            }
        }
    }

    #[test]
    fn bounds_draw_as_the_plain_rule_does() {
        let bounds = Bounds::new(200);
        for seed in 0..50 {
            let (mut a, mut b) = (SplitMix64::new(seed), SplitMix64::new(seed));
            for r in (1..=200).rev() {
                assert_eq!(bounds.below(&mut a, r) as u64, below(&mut b, r as u64));
                assert_eq!(a, b);
            }
        }
    }

    #[test]
    fn a_shuffle_is_a_permutation_and_short_walls_draw_nothing() {
        let bounds = Bounds::new(144);
        let mut wall: Vec<u16> = (0..144).collect();
        shuffle(&mut wall, 1, &bounds);
        let mut sorted = wall.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..144).collect::<Vec<_>>());
        assert_ne!(wall, sorted);
        for n in 0..2 {
            let mut short: Vec<u16> = (0..n).collect();
            shuffle(&mut short, 1, &bounds);
            assert_eq!(short, (0..n).collect::<Vec<_>>());
        }
    }
}
