//! Spreading a hand's melds and its pair over the four suits: the min-plus product of the suits'
//! rows of missing tiles (from `shanten_table`), with and without the pair.
//!
//! The meld count is a constant inside the product, so the compiler unrolls it into straight
//! adds and minima over the slots that count; the suits are multiplied pairwise (m·p and s·z,
//! then the two halves' single cell), which leaves two short independent chains rather than one
//! long one, and slot 0 without the pair (nothing to make) is a known 0 the adds fold away.

use crate::shanten_table::Entry;

/// One suit's missing tiles, slot `p * 5 + m` as in the table: m melds, with the pair if p = 1.
pub type Row = [u32; 10];

/// Larger than any sum of four suits' slots (at most 4 × 15), so it never wins a minimum.
const FAR: u32 = 1 << 12;

/// An entry's ten nibbles, read from one word.
#[inline(always)]
pub fn row(entry: &Entry) -> Row {
    let [a, b, c, d, e] = *entry;
    let x = u64::from(u32::from_le_bytes([a, b, c, d])) | u64::from(e) << 32;
    let mut row: Row = std::array::from_fn(|slot| (x >> (4 * slot) & 15) as u32);
    // No meld and no pair: nothing is missing, in every entry.
    debug_assert_eq!(row[0], 0);
    row[0] = 0;
    row
}

/// Slots 0..=M of the product of two rows (the other slots far): the best split of m melds
/// between them, the pair in either.
#[inline(always)]
fn product<const M: usize>(a: &Row, b: &Row) -> Row {
    let mut c = [FAR; 10];
    for m in 0..M + 1 {
        let (mut plain, mut paired) = (FAR, FAR);
        for j in 0..m + 1 {
            plain = plain.min(a[m - j] + b[j]);
            paired = paired.min(a[5 + m - j] + b[j]).min(a[m - j] + b[5 + j]);
        }
        c[m] = plain;
        c[5 + m] = paired;
    }
    c
}

/// The one slot wanted of the product of two rows: M melds and the pair.
#[inline(always)]
fn paired_cell<const M: usize>(a: &Row, b: &Row) -> u32 {
    let mut best = FAR;
    for j in 0..M + 1 {
        best = best.min(a[5 + M - j] + b[j]).min(a[M - j] + b[5 + j]);
    }
    best
}

#[inline(always)]
fn spread_of<const M: usize>(rows: &[Row; 4]) -> u32 {
    paired_cell::<M>(&product::<M>(&rows[0], &rows[1]), &product::<M>(&rows[2], &rows[3]))
}

/// The fewest missing tiles over the ways to spread `melds` melds (0 to 4) and the pair over
/// the four suits' rows.
#[inline(always)]
pub fn spread(rows: &[Row; 4], melds: usize) -> u32 {
    match melds {
        4 => spread_of::<4>(rows),
        3 => spread_of::<3>(rows),
        2 => spread_of::<2>(rows),
        1 => spread_of::<1>(rows),
        0 => spread_of::<0>(rows),
        _ => panic!("a hand makes at most 4 melds, not {melds}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::key::{keys_of, HONOR_KEYS, SUIT_KEYS};
    use crate::shanten_table::{missing, shanten_tables};
    use crate::tiles::KINDS;

    /// The product suit by suit, every slot: the straightforward form `spread` must equal.
    fn plain_spread(parts: [&Entry; 4], melds: usize) -> u32 {
        let mut best = [FAR; 5];
        let mut paired = [FAR; 5];
        best[0] = 0;
        for entry in parts {
            let plain: [u32; 5] = std::array::from_fn(|m| u32::from(missing(entry, m)));
            let with_pair: [u32; 5] = std::array::from_fn(|m| u32::from(missing(entry, 5 + m)));
            let mut next = [FAR; 5];
            let mut next_paired = [FAR; 5];
            for m in 0..=melds {
                for j in 0..m + 1 {
                    next[m] = next[m].min(best[m - j] + plain[j]);
                    next_paired[m] = next_paired[m]
                        .min((paired[m - j] + plain[j]).min(best[m - j] + with_pair[j]));
                }
            }
            best = next;
            paired = next_paired;
        }
        paired[melds]
    }

    // Entries drawn from the whole tables (not only those a hand's size allows) and from dealt
    // hands of every size, every meld count, both copy rules.
    #[test]
    fn spread_equals_the_suit_by_suit_product() {
        let mut state = 2024u64;
        let mut next = |n: usize| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) as usize % n
        };
        for free in [false, true] {
            let t = shanten_tables(free);
            for round in 0..300_000 {
                let keys = if round % 2 == 0 {
                    [next(SUIT_KEYS), next(SUIT_KEYS), next(SUIT_KEYS), next(HONOR_KEYS)]
                } else {
                    let mut counts = [0u8; KINDS];
                    for _ in 0..1 + round % 14 {
                        let kind = next(KINDS);
                        counts[kind] = (counts[kind] + 1).min(4);
                    }
                    keys_of(&counts)
                };
                let parts =
                    [&t.suit[keys[0]], &t.suit[keys[1]], &t.suit[keys[2]], &t.honor[keys[3]]];
                let rows = parts.map(row);
                for melds in 0..=4 {
                    assert_eq!(spread(&rows, melds), plain_spread(parts, melds), "{parts:?}");
                }
            }
        }
    }

    #[test]
    fn slot_zero_is_always_zero() {
        for free in [false, true] {
            let t = shanten_tables(free);
            assert!(t.suit.iter().chain(&t.honor).all(|e| missing(e, 0) == 0));
        }
    }
}
