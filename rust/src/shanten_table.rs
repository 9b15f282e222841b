//! Per-suit shanten tables: for every count vector of one suit and every size the suit may take
//! in a winning hand (3m tiles, or 3m + 2 with the pair, at most 14), how many tiles are missing
//! when the suit keeps the most of its tiles that can still be completed to that size.
//!
//! Built from the win tables: a kept sub-vector u completes to size t exactly when
//! |u| + need(u) ≤ t (surplus wildcards form melds of their own, and below 14 tiles a suit
//! always has room for them), so the most tiles kept is a maximum over sub-vectors, found
//! key by key from the keys one tile smaller. The standard shanten number then follows by
//! spreading the melds over the suits (see `shanten`).

use crate::key::{decode, HONOR_KEYS, STEP, SUIT_KEYS};
use crate::table::{tables, unpack, NEVER};
use std::sync::LazyLock;

/// Slot `p * 5 + m`: a suit of m melds, with the pair when p = 1.
pub const SIZES: [u8; 10] = [0, 3, 6, 9, 12, 2, 5, 8, 11, 14];

/// The missing tiles of each slot, two slots a byte (slot 2j low nibble, 2j + 1 high).
pub type Entry = [u8; 5];

pub struct ShantenTables {
    pub suit: Vec<Entry>,
    pub honor: Vec<Entry>,
}

impl ShantenTables {
    pub fn bytes(&self) -> usize {
        (self.suit.len() + self.honor.len()) * std::mem::size_of::<Entry>()
    }
}

/// The missing tiles of slot `slot` in an entry.
#[inline]
pub fn missing(entry: &Entry, slot: usize) -> u8 {
    (entry[slot / 2] >> (4 * (slot % 2))) & 15
}

static CAPPED: LazyLock<ShantenTables> = LazyLock::new(|| build_both(0));
static FREE: LazyLock<ShantenTables> = LazyLock::new(|| build_both(1));

/// The tables for one setting of the fifth-copy rule, built on first use.
pub fn shanten_tables(allow_fifth_copy: bool) -> &'static ShantenTables {
    if allow_fifth_copy {
        &FREE
    } else {
        &CAPPED
    }
}

fn build_both(free: usize) -> ShantenTables {
    let t = tables();
    ShantenTables { suit: build(&t.suit[free], 9), honor: build(&t.honor[free], 7) }
}

/// One table from the packed needs of the win table of the same kinds.
fn build(needs: &[u8], len: usize) -> Vec<Entry> {
    debug_assert_eq!(needs.len(), if len == 9 { SUIT_KEYS } else { HONOR_KEYS });
    let mut kept = vec![[0u8; 10]; needs.len()];
    for key in 0..needs.len() {
        let v = decode(key, len);
        let size: u8 = v.iter().sum();
        let (melds, pair) = unpack(needs[key]);
        let mut best = [0u8; 10];
        for (slot, (&target, cell)) in SIZES.iter().zip(best.iter_mut()).enumerate() {
            let need = if slot < 5 { melds } else { pair };
            if need != NEVER && size + need <= target {
                *cell = size;
            }
        }
        for (i, &copies) in v.iter().enumerate().take(len) {
            if copies > 0 {
                let smaller = kept[key - STEP[i]];
                for (cell, &other) in best.iter_mut().zip(&smaller) {
                    *cell = (*cell).max(other);
                }
            }
        }
        kept[key] = best;
    }
    kept.iter()
        .map(|best| {
            let mut entry = [0u8; 5];
            for (slot, (&target, &most)) in SIZES.iter().zip(best).enumerate() {
                entry[slot / 2] |= (target - most) << (4 * (slot % 2));
            }
            entry
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::key::encode;

    fn row(entry: &Entry) -> [u8; 10] {
        std::array::from_fn(|slot| missing(entry, slot))
    }

    #[test]
    fn small_suits() {
        let t = shanten_tables(false);
        // 123m: one meld complete; as the pair's suit it still lacks the pair.
        let e = row(&t.suit[encode(&[1, 1, 1, 0, 0, 0, 0, 0, 0])]);
        assert_eq!(e, [0, 0, 3, 6, 9, 1, 2, 5, 8, 11]);
        // 1111m capped: 111m + 123m lacks two; with the pair, 11m + 123m (a fifth 1m is out).
        let e = row(&t.suit[encode(&[4, 0, 0, 0, 0, 0, 0, 0, 0])]);
        assert_eq!(e, [0, 0, 2, 5, 8, 0, 2, 4, 7, 10]);
        // EEEE: capped, the fourth East is of no use at all.
        let e = row(&t.honor[encode(&[4, 0, 0, 0, 0, 0, 0])]);
        assert_eq!(e, [0, 0, 3, 6, 9, 0, 2, 5, 8, 11]);
        let e = row(&shanten_tables(true).honor[encode(&[4, 0, 0, 0, 0, 0, 0])]);
        assert_eq!(e, [0, 0, 2, 5, 8, 0, 1, 4, 7, 10]);
    }
}
