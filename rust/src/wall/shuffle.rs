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

/// The bounds up to which `Bounds` keeps a table, a wall's length being far below it.
pub const TABLED: usize = 1024;

/// Each bound's rejection threshold and reciprocal, made once for walls up to `TABLED`
/// tiles, so that a wall's shuffle divides nothing: its draws are most of a deal's time.
/// For x = 2^32 a + b, x mod r = y mod r with y = a (2^32 mod r) + b < 2^43, and y mod r is
/// exact from the 64-bit M = ceil(2^64 / r) as ((M y mod 2^64) r) >> 64, y's 43 bits and r's
/// 10 being at most 64 (Lemire, Kaser and Kurz, "Faster remainder by direct computation",
/// 2019, theorem 1). A longer list's bounds past `TABLED` are drawn by `below`, each used once.
#[derive(Clone, Debug)]
pub struct Bounds {
    /// For r = 1..=min(n, TABLED) at index r: (t = 2^64 mod r, 2^32 mod r, M).
    at: Vec<(u64, u64, u64)>,
}

impl Bounds {
    pub fn new(n: usize) -> Self {
        let at = (0..=n.clamp(1, TABLED) as u64)
            .map(|r| match r {
                0 => (0, 0, 0),
                // M wraps to 0 for r = 1, which gives 0.
                r => (r.wrapping_neg() % r, (1 << 32) % r, (u64::MAX / r).wrapping_add(1)),
            })
            .collect();
        Bounds { at }
    }

    /// `below(g, r)` for 1 <= r <= `TABLED` and the length the bounds were made for.
    #[inline(always)]
    fn tabled(&self, g: &mut SplitMix64, r: usize) -> usize {
        let (t, c, m) = self.at[r];
        loop {
            let x = g.next();
            if x >= t {
                return remainder(x, c, m, r);
            }
        }
    }
}

/// x mod r from c = 2^32 mod r and M = ceil(2^64 / r), r at most `TABLED`.
#[inline(always)]
fn remainder(x: u64, c: u64, m: u64, r: usize) -> usize {
    let y = (x >> 32) * c + (x & 0xFFFF_FFFF);
    ((u128::from(m.wrapping_mul(y)) * r as u128) >> 64) as usize
}

/// Shuffles `items` in place with `seed` by wall.md 3: for i from n − 1 down to 1, swap
/// positions i and j, j an unbiased integer below i + 1. `bounds` must be made for at least
/// the length.
#[inline]
pub fn shuffle<T>(items: &mut [T], seed: u64, bounds: &Bounds) {
    let n = items.len();
    debug_assert!(n.min(TABLED) < bounds.at.len().max(2));
    let mut g = SplitMix64::new(seed);
    // Past the table (a long list, never a wall), each bound is met once: divided for.
    for i in (TABLED..n).rev() {
        let j = below(&mut g, i as u64 + 1) as usize;
        items.swap(i, j);
    }
    for i in (1..n.min(TABLED)).rev() {
        let j = bounds.tabled(&mut g, i + 1);
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reciprocal_remainder_is_the_remainder() {
        let bounds = Bounds::new(TABLED);
        let edges = [0, 1, 2, u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) - 1, 1 << 32];
        let mut g = SplitMix64::new(7);
        for r in 1..=TABLED {
            let (t, c, m) = bounds.at[r];
            assert_eq!((t, c), ((r as u64).wrapping_neg() % r as u64, (1 << 32) % r as u64));
            for x in edges.into_iter().chain((0..300).map(|_| g.next())) {
                assert_eq!(remainder(x, c, m, r) as u64, x % r as u64, "{x} mod {r}");
            }
        }
    }

    #[test]
    fn bounds_draw_as_the_plain_rule_does() {
        let bounds = Bounds::new(TABLED);
        for seed in 0..50 {
            let (mut a, mut b) = (SplitMix64::new(seed), SplitMix64::new(seed));
            for r in (1..=TABLED).rev() {
                assert_eq!(bounds.tabled(&mut a, r) as u64, below(&mut b, r as u64));
                assert_eq!(a, b);
            }
        }
    }

    /// The shuffle as wall.md 3 writes it, one division a draw.
    fn plain<T>(items: &mut [T], seed: u64) {
        let mut g = SplitMix64::new(seed);
        for i in (1..items.len()).rev() {
            items.swap(i, below(&mut g, i as u64 + 1) as usize);
        }
    }

    #[test]
    fn a_shuffle_is_the_plain_rules_across_the_table_edge() {
        for n in [0, 1, 2, 72, 136, 144, TABLED - 1, TABLED, TABLED + 1, 3000] {
            let bounds = Bounds::new(n);
            for seed in [0, 1, u64::MAX] {
                let mut got: Vec<u32> = (0..n as u32).collect();
                let mut want = got.clone();
                shuffle(&mut got, seed, &bounds);
                plain(&mut want, seed);
                assert_eq!(got, want, "{n} items, seed {seed}");
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
