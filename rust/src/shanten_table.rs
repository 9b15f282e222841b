//! Per-suit shanten tables: for every count vector of one suit and every size the suit may take
//! in a winning hand (3m tiles, or 3m + 2 with the pair, at most 14), how many tiles are missing
//! when the suit keeps the most of its tiles that can still be completed to that size.
//!
//! Built from the win tables: a kept sub-vector u completes to size t exactly when
//! |u| + need(u) ≤ t (surplus wildcards form melds of their own, and below 14 tiles a suit
//! always has room for them), so the most tiles kept is a maximum over sub-vectors, found
//! key by key from the keys one tile smaller. The standard shanten number then follows by
//! spreading the melds over the suits (see `spread`).
//!
//! The entries come in few kinds (126 for the numbered suits under the copy cap, 110 without
//! it, 55 for the honors), so a key maps to its kind in one byte and the kinds' entries are
//! kept once: 2 MB for the suits where an entry a key had taken 9.8 MB.

use crate::key::{decode, HONOR_KEYS, STEP, SUIT_KEYS};
use crate::spread::Spread;
use crate::table::{tables, unpack, NEVER};
use std::collections::HashMap;
use std::sync::LazyLock;

/// Slot `p * 5 + m`: a suit of m melds, with the pair when p = 1.
pub const SIZES: [u8; 10] = [0, 3, 6, 9, 12, 2, 5, 8, 11, 14];

/// The missing tiles of each slot, two slots a byte (slot 2j low nibble, 2j + 1 high).
pub type Entry = [u8; 5];

pub struct ShantenTables {
    /// The kind of each numbered suit's key, an index into `suit_entries`.
    pub suit: Vec<u8>,
    /// The kind of each honors key, an index into `honor_entries`.
    pub honor: Vec<u8>,
    pub suit_entries: Vec<Entry>,
    pub honor_entries: Vec<Entry>,
    /// The products of the kinds.
    pub spread: Spread,
}

impl ShantenTables {
    pub fn bytes(&self) -> usize {
        let entries = (self.suit_entries.len() + self.honor_entries.len()) * size_of::<Entry>();
        self.suit.len() + self.honor.len() + entries + self.spread.bytes()
    }

    /// The entry of a numbered suit's key.
    pub fn suit_entry(&self, key: usize) -> &Entry {
        &self.suit_entries[usize::from(self.suit[key])]
    }

    /// The entry of an honors key.
    pub fn honor_entry(&self, key: usize) -> &Entry {
        &self.honor_entries[usize::from(self.honor[key])]
    }

    /// The kinds of the four suits' keys (m, p, s, honors, as `key::keys_of` gives them).
    #[inline(always)]
    pub fn kinds(&self, keys: &[usize; 4]) -> [u8; 4] {
        [self.suit[keys[0]], self.suit[keys[1]], self.suit[keys[2]], self.honor[keys[3]]]
    }

    /// The missing tiles of m melds (0 to 4) and a pair spread over the four suits' keys, for
    /// each m.
    #[inline(always)]
    pub fn cells(&self, keys: &[usize; 4]) -> [u8; 5] {
        self.spread.cells(self.kinds(keys))
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
    let (suit, suit_entries) = kinds(&build(&t.suit[free], 9));
    let (honor, honor_entries) = kinds(&build(&t.honor[free], 7));
    let spread = Spread::new(&suit_entries, &honor_entries);
    ShantenTables { suit, honor, suit_entries, honor_entries, spread }
}

/// The kind of each entry, in order of first appearance, and each kind's entry.
fn kinds(entries: &[Entry]) -> (Vec<u8>, Vec<Entry>) {
    let mut seen: HashMap<Entry, u8> = HashMap::new();
    let mut kinds = Vec::new();
    let kind = entries
        .iter()
        .map(|&entry| {
            *seen.entry(entry).or_insert_with(|| {
                kinds.push(entry);
                u8::try_from(kinds.len() - 1).expect("at most 256 kinds of entry")
            })
        })
        .collect();
    (kind, kinds)
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

    // Every key's kind has the key's own entry.
    #[test]
    fn kinds_keep_every_entry() {
        for free in [0, 1] {
            let t = shanten_tables(free == 1);
            let suits = build(&tables().suit[free], 9);
            assert!(suits.iter().enumerate().all(|(key, e)| t.suit_entry(key) == e));
            let honors = build(&tables().honor[free], 7);
            assert!(honors.iter().enumerate().all(|(key, e)| t.honor_entry(key) == e));
            assert_eq!(t.suit.len(), SUIT_KEYS);
            assert!(t.bytes() < 2_300_000, "{}", t.bytes());
        }
    }

    #[test]
    fn small_suits() {
        let t = shanten_tables(false);
        // 123m: one meld complete; as the pair's suit it still lacks the pair.
        let e = row(t.suit_entry(encode(&[1, 1, 1, 0, 0, 0, 0, 0, 0])));
        assert_eq!(e, [0, 0, 3, 6, 9, 1, 2, 5, 8, 11]);
        // 1111m capped: 111m + 123m lacks two; with the pair, 11m + 123m (a fifth 1m is out).
        let e = row(t.suit_entry(encode(&[4, 0, 0, 0, 0, 0, 0, 0, 0])));
        assert_eq!(e, [0, 0, 2, 5, 8, 0, 2, 4, 7, 10]);
        // EEEE: capped, the fourth East is of no use at all.
        let e = row(t.honor_entry(encode(&[4, 0, 0, 0, 0, 0, 0])));
        assert_eq!(e, [0, 0, 3, 6, 9, 0, 2, 5, 8, 11]);
        let e = row(shanten_tables(true).honor_entry(encode(&[4, 0, 0, 0, 0, 0, 0])));
        assert_eq!(e, [0, 0, 2, 5, 8, 0, 1, 4, 7, 10]);
    }
}
