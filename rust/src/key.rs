//! Per-suit keys: a suit's count vector read as a base-5 number, kind 0 the least digit.
//!
//! This is seed 004's idea (one digit a kind, 0-4 copies) in a dense form: base 5 instead of
//! base 10, so a numbered suit has 5^9 = 1,953,125 keys and the honors 5^7 = 78,125, and the
//! key itself indexes the table. It is the one place that knows this layout.

/// Keys of a numbered suit (9 kinds).
pub const SUIT_KEYS: usize = 5usize.pow(9);
/// Keys of the honors (7 kinds).
pub const HONOR_KEYS: usize = 5usize.pow(7);

/// The place value of kind `i`: adding one copy of kind `i` adds `STEP[i]` to the key.
pub const STEP: [usize; 9] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

/// The key of a run of counts (9 for a suit, 7 for the honors).
#[inline]
pub fn encode(counts: &[u8]) -> usize {
    counts.iter().rev().fold(0, |key, &c| key * 5 + c as usize)
}

/// The counts of a key, `len` kinds long.
pub fn decode(mut key: usize, len: usize) -> [u8; 9] {
    let mut counts = [0u8; 9];
    for slot in counts.iter_mut().take(len) {
        *slot = (key % 5) as u8;
        key /= 5;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_order() {
        for key in [0, 1, 4, 5, 1234, SUIT_KEYS - 1] {
            assert_eq!(encode(&decode(key, 9)), key);
        }
        assert_eq!(encode(&[1, 0, 0, 0, 0, 0, 0, 0, 2]), 1 + 2 * STEP[8]);
        assert_eq!(encode(&[4; 7]), HONOR_KEYS - 1);
    }
}
