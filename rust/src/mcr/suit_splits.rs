//! The splits of one numbered suit, looked up: every count vector of a suit that splits into
//! at most four melds (chows and pungs) and at most one pair, with at most four copies of a
//! kind, mapped to its splits, built once per process.
//!
//! A suit's key is its counts as read from memory: kinds 0-7 one a byte (kind 0 lowest, each
//! below 8) and kind 8 in bits 59-61. The table is an open-addressing hash of those keys
//! (linear probing, at most a third full) whose values point into one shared list of suit
//! splits.
//!
//! A suit split is a `u64`: its meld keys (2·kind for a pung, 2·kind + 1 for the chow
//! starting there, kinds counted within the suit) in bytes 0-3, sorted, unused bytes 0, and
//! the pair's kind within the suit in byte 4 (0 when the suit holds no pair). A key's splits
//! are sorted as `decompose::all` sorts them (their meld keys, byte 0 first); every split of one
//! key has the same number of melds, and one set of melds leaves one pair, so ties never occur.

use std::sync::OnceLock;

/// log2 of the number of slots.
const BITS: u32 = 16;
const SLOTS: usize = 1 << BITS;
const MASK: usize = SLOTS - 1;
/// An empty slot's key (no suit key has bit 63).
const EMPTY: u64 = u64::MAX;
/// Room for every suit split (23,533), and for a list starting anywhere below it.
const POOL: usize = 1 << 15;
const POOL_ROOM: usize = POOL + 16;

/// The splits of one suit vector: the melds each has and whether each holds the pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    pub melds: u32,
    pub paired: bool,
}

/// A slot's value: where the list starts in the pool (bits 0-14), its length (16-19), the
/// melds (20-22) and whether the pair is held (23).
fn value(start: usize, len: usize, melds: u32, paired: bool) -> u32 {
    start as u32 | (len as u32) << 16 | melds << 20 | u32::from(paired) << 23
}

/// The table: hash slots (keys and values apart, so a probe reads 8 bytes) and the shared
/// list of suit splits.
pub struct SuitTable {
    keys: Box<[u64; SLOTS]>,
    values: Box<[u32; SLOTS]>,
    splits: Box<[u64; POOL_ROOM]>,
}

/// The key of a suit whose kinds 0-7 are `low`, one a byte, and kind 8 `top`, every count
/// below 8.
#[inline(always)]
pub fn key(low: u64, top: u8) -> u64 {
    low | u64::from(top) << 59
}

#[inline(always)]
fn slot_of(key: u64) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - BITS)) as usize
}

impl SuitTable {
    /// The splits of the suit vector with key `key` (see `key`), or None when it has none.
    #[inline(always)]
    pub fn get(&self, key: u64) -> Option<(&[u64], Found)> {
        let mut i = slot_of(key);
        loop {
            let here = self.keys[i & MASK];
            if here == key {
                let v = self.values[i & MASK];
                let start = v as usize & (POOL - 1);
                let list = &self.splits[start..start + (v as usize >> 16 & 15)];
                return Some((list, Found { melds: v >> 20 & 7, paired: v >> 23 & 1 == 1 }));
            }
            if here == EMPTY {
                return None;
            }
            i += 1;
        }
    }

    /// Heap bytes held.
    pub fn bytes(&self) -> usize {
        std::mem::size_of_val(&*self.keys)
            + std::mem::size_of_val(&*self.values)
            + std::mem::size_of_val(&*self.splits)
    }

    /// Vectors held.
    pub fn len(&self) -> usize {
        self.keys.iter().filter(|&&k| k != EMPTY).count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn build() -> Option<SuitTable> {
        // Every multiset of at most four groups (meld keys in non-decreasing order), then no
        // pair or one: suit counts packed 3 bits a kind (bits 36-62), meld keys byte 0 first
        // (bits 4-35), pair (bits 0-3), so sorting orders each suit vector's splits.
        let mut found: Vec<u64> = Vec::with_capacity(1 << 16);
        let mut counts = [0u8; 9];
        let mut keys = [0u8; 4];
        groups(&mut counts, &mut keys, 0, 0, &mut found);
        found.sort_unstable();
        // Straight to the heap (a boxed array literal would pass through the stack).
        let mut table = SuitTable {
            keys: vec![EMPTY; SLOTS].into_boxed_slice().try_into().ok()?,
            values: vec![0; SLOTS].into_boxed_slice().try_into().ok()?,
            splits: vec![0; POOL_ROOM].into_boxed_slice().try_into().ok()?,
        };
        let mut used = 0;
        let mut rest = &found[..];
        while let Some(&first) = rest.first() {
            let packed = first >> 36;
            let same = rest.iter().take_while(|&&f| f >> 36 == packed).count();
            let counts: [u8; 9] = std::array::from_fn(|i| (packed >> (3 * i) & 7) as u8);
            let size: u32 = counts.iter().map(|&c| u32::from(c)).sum();
            if used + same > POOL || same > 15 {
                return None;
            }
            for (slot, &f) in table.splits[used..used + same].iter_mut().zip(&rest[..same]) {
                *slot = u64::from(((f >> 4) as u32).swap_bytes()) | (f & 15) << 32;
            }
            let low = counts[..8].iter().rev().fold(0u64, |k, &c| k << 8 | u64::from(c));
            let key = key(low, counts[8]);
            let mut i = slot_of(key);
            while table.keys[i & MASK] != EMPTY {
                i += 1;
            }
            table.keys[i & MASK] = key;
            table.values[i & MASK] = value(used, same, size / 3, size % 3 == 2);
            used += same;
            rest = &rest[same..];
        }
        Some(table)
    }
}

fn packed(counts: &[u8; 9]) -> u64 {
    counts.iter().enumerate().fold(0, |k, (i, &c)| k | u64::from(c) << (3 * i))
}

/// Adds every group with meld key at least `from` (up to four groups in all), recording each
/// multiset with no pair and with each pair that fits.
fn groups(counts: &mut [u8; 9], keys: &mut [u8; 4], n: usize, from: u8, out: &mut Vec<u64>) {
    let melds = u64::from(u32::from_be_bytes(*keys)) << 4;
    out.push(packed(counts) << 36 | melds);
    for pair in 0..9 {
        if counts[pair] <= 2 {
            counts[pair] += 2;
            out.push(packed(counts) << 36 | melds | pair as u64);
            counts[pair] -= 2;
        }
    }
    if n == 4 {
        return;
    }
    for key in from..18 {
        let kind = usize::from(key / 2);
        let span: &[usize] = if key % 2 == 0 {
            &[kind, kind, kind]
        } else if kind < 7 {
            &[kind, kind + 1, kind + 2]
        } else {
            continue;
        };
        if span.iter().all(|&k| counts[k] < 4) && (key % 2 == 1 || counts[kind] <= 1) {
            span.iter().for_each(|&k| counts[k] += 1);
            keys[n] = key;
            groups(counts, keys, n + 1, key, out);
            keys[n] = 0;
            span.iter().for_each(|&k| counts[k] -= 1);
        }
    }
}

/// The table, built on first use (None only if it could not be laid out, never in practice).
pub fn table() -> Option<&'static SuitTable> {
    static TABLE: OnceLock<Option<SuitTable>> = OnceLock::new();
    TABLE.get_or_init(SuitTable::build).as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_and_build_time() {
        let start = std::time::Instant::now();
        let t = SuitTable::build().unwrap();
        let ms = start.elapsed().as_secs_f64() * 1e3;
        let held = (0..SLOTS).filter(|&i| t.keys[i] != EMPTY);
        let most = held.map(|i| t.values[i] >> 16 & 15).max().unwrap_or(0);
        eprintln!("suit table: {} vectors, {} bytes, {ms:.2} ms, most {most}", t.len(), t.bytes());
        assert!(t.len() * 3 <= SLOTS);
        // The empty suit: one split of nothing.
        assert_eq!(t.get(0), Some((&[0u64][..], Found { melds: 0, paired: false })));
        // 111m 22m 345m: one way; 111222333m: two.
        let low = u64::from_le_bytes([3, 2, 1, 1, 1, 0, 0, 0]);
        assert_eq!(
            t.get(key(low, 0)).map(|(l, f)| (l.len(), f.melds, f.paired)),
            Some((1, 2, true))
        );
        let low = u64::from_le_bytes([3, 3, 3, 0, 0, 0, 0, 0]);
        assert_eq!(t.get(key(low, 0)).map(|(l, _)| l.len()), Some(2));
        assert_eq!(t.get(key(1, 0)), None);
    }
}
