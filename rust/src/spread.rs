//! Spreading a hand's melds and its pair over the four suits: the min-plus product of the suits'
//! rows of missing tiles (from `shanten_table`), with and without the pair, looked up.
//!
//! The suits' entries come in few kinds (126 of the 1,953,125 numbered suits' keys under the
//! copy cap, 110 without it, and 55 for the honors), and so do the products of two and three
//! suits (at most 180): each kind of product is worked out once, as the tables are built, and a
//! hand's spread is three small lookups, ((m·p)·s)·z, where the product had been some eighty
//! minima. The last table keeps the wanted cell (the pair and m melds) for every m at once.

use crate::shanten_table::{missing, Entry};
use std::collections::HashMap;

/// A product's missing tiles, slot `p * 5 + m`: m melds between its suits, with the pair (in
/// any of them) if p = 1.
type Row = [u8; 10];

/// The kinds of product of two suits, of three, and the four suits' cells (3 x 45 KB at most).
pub struct Spread {
    /// Kinds of numbered suit entry.
    suits: usize,
    /// Kinds of honors entry.
    honors: usize,
    /// Kinds of two-suit product.
    twos: usize,
    /// `two[a * suits + b]`: the kind of product of suit kinds a and b.
    two: Vec<u8>,
    /// `three[ab * suits + c]`: the kind of product of two-suit kind ab and suit kind c.
    three: Vec<u8>,
    /// `cells[abc * honors + z][m]`: the missing tiles of m melds and the pair over three-suit
    /// kind abc and honors kind z.
    cells: Vec<[u8; 5]>,
}

impl Spread {
    /// The products of the kinds of suit entry (`suits`) and honors entry (`honors`).
    pub fn new(suits: &[Entry], honors: &[Entry]) -> Spread {
        let rows = |entries: &[Entry]| -> Vec<Row> {
            entries.iter().map(|e| std::array::from_fn(|slot| missing(e, slot))).collect()
        };
        let (suit_rows, honor_rows) = (rows(suits), rows(honors));
        let (two, two_rows) = kinds(&suit_rows, &suit_rows);
        let (three, three_rows) = kinds(&two_rows, &suit_rows);
        let cells = three_rows
            .iter()
            .flat_map(|abc| honor_rows.iter().map(|z| product(abc, z)))
            .map(|row| std::array::from_fn(|m| row[5 + m]))
            .collect();
        Spread { suits: suits.len(), honors: honors.len(), twos: two_rows.len(), two, three, cells }
    }

    /// The missing tiles of m melds (0 to 4) and the pair, for each m, over the four suits of
    /// entry kinds `kinds` (m, p, s, honors).
    #[inline(always)]
    pub fn cells(&self, kinds: [u8; 4]) -> [u8; 5] {
        let [a, b, c, z] = kinds.map(usize::from);
        let ab = usize::from(self.two[a * self.suits + b]);
        let abc = usize::from(self.three[ab * self.suits + c]);
        self.cells[abc * self.honors + z]
    }

    pub fn bytes(&self) -> usize {
        self.two.len() + self.three.len() + self.cells.len() * 5
    }

    /// Kinds of two-suit product (for the tests' bounds).
    pub fn twos(&self) -> usize {
        self.twos
    }
}

/// Every product of a row of `left` with a row of `right`, as the kind of each (index
/// `l * right.len() + r`) and the row of each kind.
fn kinds(left: &[Row], right: &[Row]) -> (Vec<u8>, Vec<Row>) {
    let mut seen: HashMap<Row, u8> = HashMap::new();
    let mut rows = Vec::new();
    let kind = left
        .iter()
        .flat_map(|l| right.iter().map(move |r| product(l, r)))
        .map(|row| {
            *seen.entry(row).or_insert_with(|| {
                rows.push(row);
                u8::try_from(rows.len() - 1).expect("at most 256 kinds of product")
            })
        })
        .collect();
    (kind, rows)
}

/// The product of two rows: the best split of m melds between them, the pair in either.
fn product(a: &Row, b: &Row) -> Row {
    let mut c = [u8::MAX; 10];
    for m in 0..5 {
        for j in 0..=m {
            c[m] = c[m].min(a[m - j] + b[j]);
            c[5 + m] = c[5 + m].min(a[5 + m - j] + b[j]).min(a[m - j] + b[5 + j]);
        }
    }
    c
}

#[cfg(test)]
mod tests {
    use crate::key::{keys_of, HONOR_KEYS, SUIT_KEYS};
    use crate::shanten_table::{missing, shanten_tables, Entry};
    use crate::tiles::KINDS;

    /// Larger than any sum of four suits' slots (at most 4 × 15).
    const FAR: u32 = 1 << 12;

    /// The product suit by suit, every slot: the straightforward form the cells must equal.
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
                for j in 0..=m {
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

    // Keys drawn from the whole tables (not only those a hand's size allows) and from dealt
    // hands of every size, every meld count, both copy rules.
    #[test]
    fn cells_equal_the_suit_by_suit_product() {
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
                let parts = [
                    t.suit_entry(keys[0]),
                    t.suit_entry(keys[1]),
                    t.suit_entry(keys[2]),
                    t.honor_entry(keys[3]),
                ];
                for (melds, &cell) in t.cells(&keys).iter().enumerate() {
                    let want = plain_spread(parts, melds);
                    assert_eq!(u32::from(cell), want, "{parts:?} {melds}");
                }
            }
        }
    }

    // The kinds fit their bytes with room to spare, under both rules.
    #[test]
    fn few_kinds() {
        for free in [false, true] {
            let t = shanten_tables(free);
            assert!(t.spread.twos() <= 200, "{}", t.spread.twos());
            assert!(t.spread.bytes() < 200_000, "{}", t.spread.bytes());
        }
    }
}
