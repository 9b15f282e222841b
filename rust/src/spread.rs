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

/// Room for the kinds of suit entry and of honors entry in the tables' rows: powers of two, so
/// that a hand's lookups, one waiting on the next, index by shifts rather than multiplies.
const SUIT_ROOM: usize = 128;
const HONOR_ROOM: usize = 64;

/// The kinds of product of two suits, of three, and the four suits' cells (under 130 KB).
pub struct Spread {
    /// Kinds of two-suit product.
    twos: usize,
    /// `two[a * SUIT_ROOM + b]`: the kind of product of suit kinds a and b.
    two: Box<[u8; SUIT_ROOM * SUIT_ROOM]>,
    /// `three[ab * SUIT_ROOM + c]`: the kind of product of two-suit kind ab and suit kind c.
    three: Box<[u8; 256 * SUIT_ROOM]>,
    /// `cells[abc * HONOR_ROOM + z][m]`: the missing tiles of m melds and the pair over
    /// three-suit kind abc and honors kind z.
    cells: Box<[[u8; 5]; 256 * HONOR_ROOM]>,
}

impl Spread {
    /// The products of the kinds of suit entry (`suits`) and honors entry (`honors`).
    pub fn new(suits: &[Entry], honors: &[Entry]) -> Spread {
        assert!(suits.len() <= SUIT_ROOM && honors.len() <= HONOR_ROOM, "too many kinds");
        let rows = |entries: &[Entry]| -> Vec<Row> {
            entries.iter().map(|e| std::array::from_fn(|slot| missing(e, slot))).collect()
        };
        let (suit_rows, honor_rows) = (rows(suits), rows(honors));
        let mut two = Box::new([0; SUIT_ROOM * SUIT_ROOM]);
        let two_rows = kinds(&suit_rows, &suit_rows, |l, r, kind| two[l * SUIT_ROOM + r] = kind);
        let mut three = Box::new([0; 256 * SUIT_ROOM]);
        let three_rows = kinds(&two_rows, &suit_rows, |l, r, kind| three[l * SUIT_ROOM + r] = kind);
        let mut cells = Box::new([[0; 5]; 256 * HONOR_ROOM]);
        for (abc, row) in three_rows.iter().enumerate() {
            for (z, honor) in honor_rows.iter().enumerate() {
                let product = product(row, honor);
                cells[abc * HONOR_ROOM + z] = std::array::from_fn(|m| product[5 + m]);
            }
        }
        Spread { twos: two_rows.len(), two, three, cells }
    }

    /// The missing tiles of m melds (0 to 4) and the pair, for each m, over the four suits of
    /// entry kinds `kinds` (m, p, s, honors).
    #[inline(always)]
    pub fn cells(&self, kinds: [u8; 4]) -> [u8; 5] {
        let [a, b, c, z] = kinds.map(usize::from);
        // The masks only keep the indices in range where the kinds already are.
        let ab = usize::from(self.two[(a * SUIT_ROOM + b) % (SUIT_ROOM * SUIT_ROOM)]);
        let abc = usize::from(self.three[ab * SUIT_ROOM + c % SUIT_ROOM]);
        self.cells[abc * HONOR_ROOM + z % HONOR_ROOM]
    }

    pub fn bytes(&self) -> usize {
        self.two.len() + self.three.len() + self.cells.len() * 5
    }

    /// Kinds of two-suit product (for the tests' bounds).
    pub fn twos(&self) -> usize {
        self.twos
    }
}

/// Every product of a row of `left` with a row of `right`, its kind given to `put` with the
/// two rows' indices; the row of each kind.
fn kinds(left: &[Row], right: &[Row], mut put: impl FnMut(usize, usize, u8)) -> Vec<Row> {
    let mut seen: HashMap<Row, u8> = HashMap::new();
    let mut rows = Vec::new();
    for (l, a) in left.iter().enumerate() {
        for (r, b) in right.iter().enumerate() {
            let row = product(a, b);
            let kind = *seen.entry(row).or_insert_with(|| {
                rows.push(row);
                u8::try_from(rows.len() - 1).expect("at most 256 kinds of product")
            });
            put(l, r, kind);
        }
    }
    rows
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
            assert!(t.spread.bytes() < 150_000, "{}", t.spread.bytes());
        }
    }
}
