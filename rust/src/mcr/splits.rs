//! Every regular split (melds + one pair) of a hand without wildcards, found without
//! allocating, in the order `decompose::all` lists them: scoring tries them in that order, and
//! on equal totals the order decides (docs/mcr-scoring.md).
//!
//! At the lowest tile left, a split takes some pairs, pungs and chows starting there all at
//! once (c = 2·pairs + 3·pungs + chows), so each split is found exactly once.

use crate::mcr::suit_splits;
use crate::mcr::win_fans::bytes_equal;
use crate::tiles::{Counts, HONOR_START};

/// The most splits one hand can have (a test checks every one-suit hand).
pub const CAP: usize = 16;

/// A split: found melds as keys (2·tile for a pung, 2·tile + 1 for the chow starting at tile,
/// the order of `decompose::Group`), sorted, and the pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Split {
    pub keys: [u8; 4],
    pub len: u8,
    pub pair: u8,
}

impl Split {
    const EMPTY: Split = Split { keys: [u8::MAX; 4], len: 0, pair: 0 };
    /// What fills the unused places of `Splits` (never read; zeros are the cheapest to write).
    const UNUSED: Split = Split { keys: [0; 4], len: 0, pair: 0 };

    /// The found melds' keys (2·tile for a pung, 2·tile + 1 for a chow), sorted.
    pub fn keys(&self) -> &[u8] {
        &self.keys[..usize::from(self.len)]
    }

    /// The found melds as (lowest tile, is a chow).
    pub fn melds(&self) -> impl Iterator<Item = (usize, bool)> + '_ {
        self.keys[..usize::from(self.len)].iter().map(|&k| (usize::from(k / 2), k % 2 == 1))
    }
}

/// The splits of one hand, sorted.
pub struct Splits {
    items: [Split; CAP],
    len: usize,
}

impl Splits {
    pub fn as_slice(&self) -> &[Split] {
        &self.items[..self.len]
    }
}

/// Every split of `counts` into `melds` melds and a pair, sorted as `decompose::all` sorts.
///
/// Each numbered suit's splits come from `suit_splits`' table; the honors have one split at
/// most (each held honor a pung or the pair). A hand's splits are the product of its parts',
/// the pair in the one part that holds it. A split's meld keys are its parts' in suit order,
/// each part a fixed number of melds, so running through the parts' sorted lists in nested
/// order (the first suit outermost) lists the hand's splits sorted.
#[inline]
pub fn regular_splits(counts: &Counts, melds: usize) -> Splits {
    let mut out = Splits { items: [Split::UNUSED; CAP], len: 0 };
    if !fill(counts, melds, &mut out) {
        more_than_four(counts, melds, &mut out);
    }
    out
}

/// Counts over 4 are left to the search (the table holds none); any other hand that made
/// `fill` give up has no split.
#[cold]
#[inline(never)]
fn more_than_four(counts: &Counts, melds: usize, out: &mut Splits) {
    if counts.iter().any(|&c| c > 4) {
        *out = recursive_splits(counts, melds);
    }
}

/// The meld keys of the honor pungs of each set of honors (bit i for tile 27 + i), in tile
/// order from byte 0 (sets of more than four keep their first four).
const HONOR_KEYS: [u32; 128] = {
    let mut keys = [0u32; 128];
    let mut set = 0;
    while set < 128 {
        let (mut i, mut n) = (0, 0);
        while i < 7 {
            if set >> i & 1 == 1 && n < 4 {
                keys[set] |= (2 * (HONOR_START + i) as u32) << (8 * n);
                n += 1;
            }
            i += 1;
        }
        set += 1;
    }
    keys
};

/// `regular_splits` into `out` (empty on entry); false when it gave up: a count over 4
/// (a count of 5-7 misses the table, over 7 is caught at once), or no split.
#[inline(always)]
fn fill(counts: &Counts, melds: usize, out: &mut Splits) -> bool {
    let word = |at: usize| {
        counts.get(at..).and_then(|c| c.first_chunk::<8>()).map_or(0, |b| u64::from_le_bytes(*b))
    };
    let low = [word(0), word(9), word(18)];
    let top = [counts[8], counts[17], counts[26]];
    let honors = word(26) >> 8;
    let wide = (low[0] | low[1] | low[2] | honors) & 0xF8F8_F8F8_F8F8_F8F8 != 0
        || (top[0] | top[1] | top[2]) & 0xF8 != 0;
    let Some(table) = suit_splits::table().filter(|_| !wide) else { return false };
    if melds > 4 {
        return true;
    }
    // The honors: each held one a pung or the pair; meld keys in held order from byte 0, and
    // the pair. By byte masks and a lookup, not a walk: which honors a hand holds follows no
    // pattern.
    let kinds = |k: u8| bytes_equal(honors, k) & 0x7F;
    let (threes, twos) = (kinds(3), kinds(2));
    if kinds(0) ^ 0x7F != threes | twos {
        return false;
    }
    let honor_keys = u64::from(HONOR_KEYS[threes as usize]);
    let (honor_melds, mut pairs) = (threes.count_ones(), twos.count_ones());
    let pair = (HONOR_START as u64 + u64::from(twos.trailing_zeros())) * u64::from(twos != 0);
    // The suits: each split of suit s becomes the hand's part by adding `keys[s]` (18·s to
    // each meld key) and `pairs_at[s]` (9·s to the pair when the suit holds it), then
    // shifting its keys past the earlier suits' melds.
    let mut lists: [&[u64]; 3] = [&[]; 3];
    let (mut keys, mut pairs_at, mut shifts) = ([0u64; 3], [0u64; 3], [0u32; 3]);
    let mut used = 0u32;
    for s in 0..3 {
        let Some((list, found)) = table.get(suit_splits::key(low[s], top[s])) else {
            return false;
        };
        lists[s] = list;
        keys[s] = (0x1212_1212 * s as u64) & ((1u64 << (8 * found.melds)) - 1);
        pairs_at[s] = if found.paired { 9 * s as u64 } else { 0 };
        shifts[s] = 8 * used;
        used += found.melds;
        pairs += u32::from(found.paired);
    }
    if pairs != 1 || used + honor_melds != melds as u32 {
        return true;
    }
    let part = |split: u64, s: usize| {
        (u64::from(split as u32) + keys[s]) << shifts[s] | ((split >> 32) + pairs_at[s]) << 32
    };
    // Unused key bytes are u8::MAX.
    let base = honor_keys << (8 * used) | u64::from(u32::MAX) << (8 * melds) & 0xFFFF_FFFF;
    let base = base | pair << 32;
    let mut len = 0;
    for &a in lists[0] {
        let with_a = base | part(a, 0);
        for &b in lists[1] {
            let with_b = with_a | part(b, 1);
            for &c in lists[2] {
                let whole = with_b | part(c, 2);
                if let Some(slot) = out.items.get_mut(len) {
                    *slot = Split {
                        keys: (whole as u32).to_le_bytes(),
                        len: melds as u8,
                        pair: (whole >> 32) as u8,
                    };
                    len += 1;
                }
            }
        }
    }
    out.len = len;
    true
}

/// The same splits found by a search (the reference for the table, and the way for counts
/// over 4, which the table leaves out).
#[cold]
#[inline(never)]
fn recursive_splits(counts: &Counts, melds: usize) -> Splits {
    let mut out = Splits { items: [Split::UNUSED; CAP], len: 0 };
    let mut left = *counts;
    let held = counts.iter().enumerate().fold(0u64, |m, (t, &c)| m | (u64::from(c > 0) << t));
    // The pair lies in the one suit (or the honors) whose size leaves 2 over threes.
    let size =
        |range: std::ops::Range<usize>| counts[range].iter().map(|&c| u32::from(c)).sum::<u32>();
    let sizes = [size(0..9), size(9..18), size(18..27), size(27..34)];
    let Some(pair_suit) = sizes.iter().position(|s| s % 3 == 2) else { return out };
    let mut current = Split::EMPTY;
    let search = Search { melds: melds as u8, pair_suit };
    place(&search, &mut left, held, false, &mut current, &mut out);
    out.items[..out.len].sort_unstable();
    out
}

/// What every step of one search shares: the melds wanted and the suit of the pair (3 for
/// the honors).
struct Search {
    melds: u8,
    pair_suit: usize,
}

/// Places the groups starting at the lowest tile left; `held` has bit t set when `left[t] > 0`.
fn place(
    search: &Search,
    left: &mut Counts,
    held: u64,
    paired: bool,
    cur: &mut Split,
    out: &mut Splits,
) {
    let melds = search.melds;
    if held == 0 {
        if paired && cur.len == melds && out.len < CAP {
            out.items[out.len] = *cur;
            out.len += 1;
        }
        return;
    }
    let t = held.trailing_zeros() as usize;
    let c = left[t];
    let chow_room = t < HONOR_START && t % 9 < 7;
    // t / 9 is 3 for every honor.
    for pairs in 0..=u8::from(!paired && t / 9 == search.pair_suit) {
        for pungs in 0..=1u8 {
            let Some(chows) = c.checked_sub(2 * pairs + 3 * pungs) else { continue };
            if cur.len + pungs + chows > melds
                || (chows > 0 && !(chow_room && left[t + 1] >= chows && left[t + 2] >= chows))
            {
                continue;
            }
            let saved = *cur;
            let key = 2 * t as u8;
            if pungs == 1 {
                cur.keys[usize::from(cur.len)] = key;
                cur.len += 1;
            }
            for _ in 0..chows {
                cur.keys[usize::from(cur.len)] = key + 1;
                cur.len += 1;
            }
            if pairs == 1 {
                cur.pair = t as u8;
            }
            let mut rest = held & !(1 << t);
            if chows > 0 {
                left[t + 1] -= chows;
                left[t + 2] -= chows;
                rest &= !(u64::from(left[t + 1] == 0) << (t + 1)
                    | u64::from(left[t + 2] == 0) << (t + 2));
            }
            place(search, left, rest, paired || pairs == 1, cur, out);
            if chows > 0 {
                left[t + 1] += chows;
                left[t + 2] += chows;
            }
            *cur = saved;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decompose::{all, Form, Group, Request};
    use crate::rules::Forms;
    use crate::tiles::{parse, KINDS};

    fn keys(d: &crate::decompose::Decomposition) -> Vec<(usize, bool)> {
        d.melds
            .iter()
            .map(|g| match *g {
                Group::Chow(t) => (t, true),
                Group::Pung(t) => (t, false),
            })
            .collect()
    }

    /// The same splits in the same order as `decompose::all`'s regular form.
    fn check(counts: &Counts, melds: usize) -> usize {
        let request = Request {
            counts: *counts,
            wildcards: 0,
            declared: 4 - melds,
            meld_copies: [0; KINDS],
            forms: Forms::only(Form::Regular),
            allow_fifth_copy: false,
            limit: usize::MAX,
        };
        let expected: Vec<_> = all(&request).unwrap();
        let found = regular_splits(counts, melds);
        let got: Vec<_> = found
            .as_slice()
            .iter()
            .map(|s| (s.melds().collect::<Vec<_>>(), usize::from(s.pair)))
            .collect();
        let want: Vec<_> = expected
            .iter()
            .filter(|d| d.form == Form::Regular)
            .map(|d| (keys(d), d.pair.unwrap()))
            .collect();
        assert_eq!(got, want, "{counts:?}");
        got.len()
    }

    /// A small xorshift generator, so the test needs no crate.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    fn same(counts: &Counts, melds: usize) -> usize {
        let table = regular_splits(counts, melds);
        let search = recursive_splits(counts, melds);
        assert_eq!(table.as_slice(), search.as_slice(), "{counts:?} {melds}");
        table.len
    }

    /// Random winning hands of every size (melds in one suit, across suits, with honors), and
    /// near misses, split the same by the table as by the search.
    #[test]
    fn table_matches_search_on_random_hands() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let mut found = 0;
        for round in 0..200_000 {
            let melds = round % 5;
            // Few suits at a time makes many splits more likely.
            let suits = [rng.below(4), rng.below(4)];
            let mut counts = [0u8; KINDS];
            let add = |rng: &mut Rng, counts: &mut Counts, group: usize| {
                let suit = suits[rng.below(2)];
                if suit == 3 {
                    let t = HONOR_START + rng.below(7);
                    counts[t] += if group == 0 { 2 } else { 3 };
                } else {
                    let t = 9 * suit + rng.below(9);
                    match group {
                        0 => counts[t] += 2,
                        _ if rng.below(3) == 0 || t % 9 >= 7 => counts[t] += 3,
                        _ => (0..3).for_each(|i| counts[t + i] += 1),
                    }
                }
            };
            for group in 0..=melds {
                add(&mut rng, &mut counts, group);
            }
            if counts.iter().any(|&c| c > 4) {
                continue;
            }
            if rng.below(4) == 0 {
                // A near miss: move one tile.
                let held: Vec<usize> = (0..KINDS).filter(|&t| counts[t] > 0).collect();
                let from = held[rng.below(held.len())];
                counts[from] -= 1;
                counts[rng.below(KINDS)] += 1;
            }
            found += same(&counts, melds);
            if rng.below(8) == 0 {
                same(&counts, rng.below(6));
            }
        }
        assert!(found > 100_000, "{found}");
        // Counts over 4 take the search's way.
        assert_eq!(same(&parse("11111m234m"), 2), 1);
    }

    #[test]
    fn examples() {
        assert_eq!(check(&parse("11122233344455m"), 4), 4);
        assert_eq!(check(&parse("11123m"), 1), 1);
        assert_eq!(check(&parse("123m456p789s11123z"), 4), 0);
        assert_eq!(check(&parse("123m456p789s11222z"), 4), 1);
    }

    /// Every one-suit hand: the same as `decompose::all`. A hand's splits are the product of
    /// its suits' (one suit holding the pair), so the one-suit most bound every hand's count.
    #[test]
    fn every_one_suit_hand_and_the_most_any_hand_has() {
        let mut most = [0usize; 15]; // by suit size: with the pair (2, 5, ...) or without
        for size in 1..=14u32 {
            let paired = size % 3 == 2;
            if size % 3 == 1 {
                continue;
            }
            let mut counts = [0u8; 9];
            loop {
                if counts.iter().map(|&c| u32::from(c)).sum::<u32>() == size {
                    let mut hand = [0u8; KINDS];
                    hand[..9].copy_from_slice(&counts);
                    if !paired {
                        hand[27] = 2; // an East pair adds exactly one way
                    }
                    let found = check(&hand, size as usize / 3);
                    most[size as usize] = most[size as usize].max(found);
                }
                let Some(i) = counts.iter().position(|&c| c < 4) else { break };
                counts[i] += 1;
                counts[..i].iter_mut().for_each(|c| *c = 0);
            }
        }
        most[0] = 1;
        let mut bound = 0;
        for p in [2usize, 5, 8, 11, 14] {
            for a in (0..=14 - p).step_by(3) {
                for b in (0..=14 - p - a).step_by(3) {
                    bound = bound.max(most[p].max(1) * most[a].max(1) * most[b].max(1));
                }
            }
        }
        assert!(bound <= CAP, "{most:?}");
    }
}
