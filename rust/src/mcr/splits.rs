//! Every regular split (melds + one pair) of a hand without wildcards, found without
//! allocating, in the order `decompose::all` lists them: scoring tries them in that order, and
//! on equal totals the order decides (docs/mcr-scoring.md).
//!
//! At the lowest tile left, a split takes some pairs, pungs and chows starting there all at
//! once (c = 2·pairs + 3·pungs + chows), so each split is found exactly once.

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
pub fn regular_splits(counts: &Counts, melds: usize) -> Splits {
    let mut out = Splits { items: [Split::EMPTY; CAP], len: 0 };
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
    use crate::shanten::Forms;
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
            forms: Forms { regular: true, ..Forms::default() },
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
