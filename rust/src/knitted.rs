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
}
