//! Knitted sets (组合龙 tiles): the patterns 147, 258 and 369, each in its own suit.

use crate::tiles::{tile_mask, HONOR_START, SUIT_STARTS};

/// The ranks (0-based) of the three knitted patterns: 147, 258, 369.
pub const PATTERNS: [[usize; 3]; 3] = [[0, 3, 6], [1, 4, 7], [2, 5, 8]];

/// Which pattern each suit (m, p, s) takes, for the six knitted sets.
pub const KNITTED_SETS: [[usize; 3]; 6] =
    [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// The nine tile indices of a knitted set, sorted.
pub const fn set_tiles(set: &[usize; 3]) -> [usize; 9] {
    let mut tiles = [0; 9];
    let mut i = 0;
    while i < 9 {
        tiles[i] = SUIT_STARTS[i / 3] + PATTERNS[set[i / 3]][i % 3];
        i += 1;
    }
    tiles
}

/// The six knitted sets as bit sets of tiles (bit t for tile t), in the order of
/// `KNITTED_SETS`.
pub const SET_MASKS: [u64; 6] = {
    let mut masks = [0u64; 6];
    let mut k = 0;
    while k < 6 {
        masks[k] = tile_mask(&set_tiles(&KNITTED_SETS[k]));
        k += 1;
    }
    masks
};

/// For a suit's tiles held as 9 bits (bit r: rank r + 1), how many of each pattern's three
/// ranks it holds, one byte a pattern, and the most of them: a table, since x86-64's baseline
/// has no popcount (a static, which the batch's eight-row check gathers from).
pub(crate) static PATTERN_HELD: [[u8; 4]; 512] = {
    let mut table = [[0u8; 4]; 512];
    let mut bits = 0;
    while bits < 512 {
        let mut rank = 0;
        while rank < 9 {
            table[bits][rank % 3] += ((bits >> rank) & 1) as u8;
            rank += 1;
        }
        let [a, b, c, _] = table[bits];
        let most = if a > b { a } else { b };
        table[bits][3] = if most > c { most } else { c };
        bits += 1;
    }
    table
};

/// At least the most tiles `held` holds of any one knitted set (the sum of each suit's best
/// pattern, which two suits may share): a bound that rules most hands out in three lookups.
#[inline]
pub fn most_held(held: u64) -> u32 {
    (0..3).map(|s| u32::from(PATTERN_HELD[(held >> (9 * s)) as usize & 0x1FF][3])).sum()
}

/// For each knitted set (in the order of `KNITTED_SETS`), how many of its nine tiles `held`
/// (bit t for tile t) holds.
#[inline]
pub fn sets_held(held: u64) -> [u32; 6] {
    let suit = |s: usize| PATTERN_HELD[(held >> (9 * s)) as usize & 0x1FF];
    let (m, p, s) = (suit(0), suit(1), suit(2));
    KNITTED_SETS.map(|[a, b, c]| u32::from(m[a] + p[b] + s[c]))
}

/// The numbered tiles (bits 0-26) and the honors (bits 27-33).
pub const NUMBERED_MASK: u64 = (1 << HONOR_START) - 1;
pub const HONOR_MASK: u64 = 0x7F << HONOR_START;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_cover_each_suit_once() {
        assert_eq!(set_tiles(&KNITTED_SETS[0]), [0, 3, 6, 10, 13, 16, 20, 23, 26]);
        for set in &KNITTED_SETS {
            let tiles = set_tiles(set);
            assert!(tiles.windows(2).all(|w| w[0] < w[1]));
        }
        for (set, mask) in KNITTED_SETS.iter().zip(SET_MASKS) {
            assert_eq!(mask, tile_mask(&set_tiles(set)));
            assert_eq!(mask.count_ones(), 9);
            assert_eq!(mask & !NUMBERED_MASK, 0);
        }
        assert_eq!(HONOR_MASK | NUMBERED_MASK, (1 << 34) - 1);
    }

    #[test]
    fn sets_held_counts_each_sets_tiles() {
        let mut state = 99u64;
        for _ in 0..5000 {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let held = (state >> 20) & ((1 << 34) - 1);
            let counted = sets_held(held);
            for (k, mask) in SET_MASKS.iter().enumerate() {
                assert_eq!(counted[k], (held & mask).count_ones(), "{held:b}");
            }
            assert!(most_held(held) >= counted.into_iter().max().unwrap());
        }
    }
}
