//! Knitted sets (组合龙 tiles): the patterns 147, 258 and 369, each in its own suit.

use crate::tiles::SUIT_STARTS;

/// The ranks (0-based) of the three knitted patterns: 147, 258, 369.
pub const PATTERNS: [[usize; 3]; 3] = [[0, 3, 6], [1, 4, 7], [2, 5, 8]];

/// Which pattern each suit (m, p, s) takes, for the six knitted sets.
pub const KNITTED_SETS: [[usize; 3]; 6] =
    [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// The nine tile indices of a knitted set, sorted.
pub fn set_tiles(set: &[usize; 3]) -> [usize; 9] {
    std::array::from_fn(|i| SUIT_STARTS[i / 3] + PATTERNS[set[i / 3]][i % 3])
}

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
    }
}
