//! The regular form (melds + one pair), wildcards included: every distinct split of the tiles
//! into chows, pungs and the pair, with the tile each wildcard stands for.
//!
//! A plain search over the lowest kind that still has real tiles: every group that can hold one
//! of them (pair, pung, chow), with any of its other places filled by real tiles or wildcards;
//! wildcards left over form groups of their own. Distinct results are kept in a set, so the
//! order they are found in does not matter.

use crate::error::Error;
use crate::interrupt::{drop_aside, Interrupt, Steps};
use crate::mcr::splits::regular_splits;
use crate::search::regular_need;
use crate::tiles::{mask_tiles, Counts, HONOR_START, KINDS};
use std::collections::BTreeSet;

/// A meld of a split: a chow by its lowest tile, or a pung.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    Chow(usize),
    Pung(usize),
}

impl Group {
    /// Orders groups by their sorted tiles, as docs/decompositions.md lists melds: the pung
    /// 111m before the chow 123m before the pung 222m.
    pub(crate) fn key(&self) -> usize {
        match *self {
            Group::Pung(t) => 2 * t,
            Group::Chow(t) => 2 * t + 1,
        }
    }
}

impl Ord for Group {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Group {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// One split: melds sorted, the pair, and the sorted stand-ins of the wildcards.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Split {
    pub melds: Vec<Group>,
    pub pair: usize,
    pub wildcards: Vec<usize>,
}

/// Where a search puts each split it finds, as it finds it (the same split may come more
/// than once): its melds and stand-ins in the order placed, and the pair.
pub trait Sink {
    /// Takes one split; whether the search is to stop now (a limit passed).
    fn split(&mut self, melds: &[Group], pair: usize, stand_ins: &[usize]) -> bool;
}

/// The distinct splits, sorted, up to a limit.
struct Distinct {
    found: BTreeSet<Split>,
    limit: usize,
}

impl Sink for Distinct {
    fn split(&mut self, melds: &[Group], pair: usize, stand_ins: &[usize]) -> bool {
        let mut melds = melds.to_vec();
        melds.sort();
        let mut wildcards = stand_ins.to_vec();
        wildcards.sort_unstable();
        self.found.insert(Split { melds, pair, wildcards });
        self.found.len() > self.limit
    }
}

struct Search<'a, S: Sink> {
    left: Counts,
    /// Copies each kind stands for so far, real and wildcard, for the fifth-copy rule.
    used: [u8; KINDS],
    cap: u8,
    wildcards: u32,
    melds: Vec<Group>,
    pair: Option<usize>,
    stand_ins: Vec<usize>,
    /// Kinds no wildcard may stand for (bit t).
    banned: u64,
    sink: &'a mut S,
    full: bool,
    steps: Steps<'a>,
}

/// Every distinct regular split of `counts` plus `wildcards`, sorted; `Error::TooMany` if
/// there are more than `limit`, `Error::Interrupted` if `interrupt` says so first. `used`
/// holds the copies already spoken for elsewhere (declared melds, knitted tiles); no kind may
/// stand for more than `cap` copies in all.
pub fn regular(
    counts: &Counts,
    wildcards: u32,
    used: &Counts,
    cap: u8,
    limit: usize,
    interrupt: &dyn Interrupt,
) -> Result<Vec<Split>, Error> {
    let mut distinct = Distinct { found: BTreeSet::new(), limit };
    let searched = regular_into(counts, wildcards, used, cap, 0, interrupt, &mut distinct);
    if searched.is_err() {
        drop_aside(distinct.found);
        return Err(Error::Interrupted);
    }
    if distinct.found.len() > limit {
        return Err(Error::TooMany { limit });
    }
    let mut steps = Steps::new(interrupt);
    let mut splits = Vec::with_capacity(distinct.found.len());
    let mut found = distinct.found.into_iter();
    while let Some(split) = found.next() {
        if steps.stop() {
            drop_aside((found, splits));
            return Err(Error::Interrupted);
        }
        splits.push(split);
    }
    Ok(splits)
}

/// As `regular`, each split given to `sink` as it is found (repeats possible), until the sink
/// says stop; no wildcard stands for a kind of `banned` (bit t); `Error::Interrupted` if
/// `interrupt` says so first.
pub fn regular_into<S: Sink>(
    counts: &Counts,
    wildcards: u32,
    used: &Counts,
    cap: u8,
    banned: u64,
    interrupt: &dyn Interrupt,
    sink: &mut S,
) -> Result<(), Error> {
    // The tables settle most hands that do not win at all; `used` only makes it harder.
    if regular_need(counts, cap > 4).is_none_or(|need| need > wildcards) {
        return Ok(());
    }
    if wildcards == 0 && looked_up(counts, used, cap, sink) {
        return Ok(());
    }
    searched(counts, wildcards, used, cap, banned, interrupt, sink)
}

/// `regular_into`'s search.
fn searched<S: Sink>(
    counts: &Counts,
    wildcards: u32,
    used: &Counts,
    cap: u8,
    banned: u64,
    interrupt: &dyn Interrupt,
    sink: &mut S,
) -> Result<(), Error> {
    let mut search = Search {
        left: *counts,
        used: *used,
        cap,
        wildcards,
        melds: Vec::with_capacity(8),
        pair: None,
        stand_ins: Vec::with_capacity(16),
        banned,
        sink,
        full: false,
        steps: Steps::new(interrupt),
    };
    search.run();
    if search.steps.stopped() {
        return Err(Error::Interrupted);
    }
    Ok(())
}

/// Gives `sink` the splits of `counts` without wildcards from the per-suit tables
/// (`mcr::splits`, each split once) rather than the search, when it may: a hand of at most
/// four melds and a pair and four copies of a kind at most (the tables' reach), whose kinds
/// with `used` stay within `cap` (the search refuses the others); whether it did.
fn looked_up<S: Sink>(counts: &Counts, used: &Counts, cap: u8, sink: &mut S) -> bool {
    let tiles: usize = counts.iter().map(|&c| usize::from(c)).sum();
    let within = counts.iter().zip(used).all(|(&c, &u)| c <= 4 && c.saturating_add(u) <= cap);
    if tiles > 14 || tiles % 3 != 2 || !within {
        return false;
    }
    let mut melds = Vec::with_capacity(4);
    for split in regular_splits(counts, (tiles - 2) / 3).as_slice() {
        melds.clear();
        melds.extend(
            split.melds().map(|(t, chow)| if chow { Group::Chow(t) } else { Group::Pung(t) }),
        );
        if sink.split(&melds, usize::from(split.pair), &[]) {
            break;
        }
    }
    true
}

impl<S: Sink> Search<'_, S> {
    /// Whether to give up: past the limit, or interrupted.
    #[inline]
    fn done(&mut self) -> bool {
        self.full || self.steps.stop()
    }

    /// Whether wildcards may stand for `kind`.
    #[inline]
    fn allowed(&self, kind: usize) -> bool {
        self.banned >> kind & 1 == 0
    }

    fn run(&mut self) {
        if self.done() {
            return;
        }
        match self.left.iter().position(|&c| c > 0) {
            Some(lowest) => self.place_groups_with(lowest),
            None => self.place_wildcard_groups(0),
        }
    }

    /// Try every group holding a real copy of `kind`: the pair, the pung and the chows through
    /// it, each other place real or a wildcard. Places of one kind differ only in how many are
    /// wild, so those are counted rather than chosen, which keeps repeats down.
    fn place_groups_with(&mut self, kind: usize) {
        if self.pair.is_none() {
            for wild in 0..=1 {
                self.try_same(kind, 2, wild, None);
            }
        }
        for wild in 0..=2 {
            self.try_same(kind, 3, wild, Some(Group::Pung(kind)));
        }
        if kind < HONOR_START {
            let rank = kind % 9;
            for start in kind - rank.min(2)..=kind - rank + rank.min(6) {
                for wild in 0..4 {
                    self.try_chow(start, kind, wild);
                }
            }
        }
    }

    /// A pair (`meld` None) or pung of `kind`: one real copy, `wild` wildcards, the rest real.
    fn try_same(&mut self, kind: usize, size: u8, wild: u8, meld: Option<Group>) {
        let real = size - wild;
        if (wild > 0 && !self.allowed(kind))
            || self.left[kind] < real
            || u32::from(wild) > self.wildcards
            || u32::from(self.used[kind]) + u32::from(size) > u32::from(self.cap)
        {
            return;
        }
        self.left[kind] -= real;
        self.used[kind] += size;
        self.wildcards -= u32::from(wild);
        self.stand_ins.extend(std::iter::repeat_n(kind, usize::from(wild)));
        let is_pair = meld.is_none();
        match meld {
            Some(g) => self.melds.push(g),
            None => self.pair = Some(kind),
        }
        self.run();
        if is_pair {
            self.pair = None;
        } else {
            self.melds.pop();
        }
        self.stand_ins.truncate(self.stand_ins.len() - usize::from(wild));
        self.wildcards += u32::from(wild);
        self.used[kind] -= size;
        self.left[kind] += real;
    }

    /// The chow from `start` with a real `kind`; bit i of `wild` makes the i-th other tile wild.
    fn try_chow(&mut self, start: usize, kind: usize, wild: u32) {
        let mut others = (start..start + 3).filter(|&t| t != kind);
        let (a, b) = (others.next().unwrap_or(kind), others.next().unwrap_or(kind));
        let wild_a = wild & 1 == 1;
        let wild_b = wild & 2 == 2;
        let wilds = u32::from(wild_a) + u32::from(wild_b);
        let fits = (start..start + 3).all(|t| self.used[t] < self.cap);
        if wilds > self.wildcards
            || !fits
            || (wild_a && !self.allowed(a))
            || (wild_b && !self.allowed(b))
            || (!wild_a && self.left[a] == 0)
            || (!wild_b && self.left[b] == 0)
        {
            return;
        }
        let take = |s: &mut Self, sign: bool| {
            for (t, is_wild) in [(kind, false), (a, wild_a), (b, wild_b)] {
                if sign {
                    s.used[t] += 1;
                    if is_wild {
                        s.stand_ins.push(t);
                    } else {
                        s.left[t] -= 1;
                    }
                } else {
                    s.used[t] -= 1;
                    if is_wild {
                        s.stand_ins.pop();
                    } else {
                        s.left[t] += 1;
                    }
                }
            }
        };
        take(self, true);
        self.wildcards -= wilds;
        self.melds.push(Group::Chow(start));
        self.run();
        self.melds.pop();
        self.wildcards += wilds;
        take(self, false);
    }

    /// With no real tile left, the wildcards form the pair (if still wanted) and melds, each
    /// from index `from` on (pung of t: 2t, chow from t: 2t + 1), so each set of groups is
    /// reached once.
    fn place_wildcard_groups(&mut self, from: usize) {
        if self.done() {
            return;
        }
        if self.wildcards == 0 && self.pair.is_some() {
            self.record();
            return;
        }
        if self.pair.is_none() {
            if self.wildcards < 2 {
                return;
            }
            for t in mask_tiles(self.allowed_from(0)) {
                if u32::from(self.used[t]) + 2 <= u32::from(self.cap) {
                    self.wild_group(&[t, t], None, 0);
                }
            }
            return;
        }
        if self.wildcards < 3 {
            return;
        }
        // Each group's lowest kind is one wildcards may stand for.
        for t in mask_tiles(self.allowed_from(from / 2)) {
            let (pung, chow) = (2 * t, 2 * t + 1);
            if pung >= from && u32::from(self.used[t]) + 3 <= u32::from(self.cap) {
                self.wild_group(&[t, t, t], Some(Group::Pung(t)), pung);
            }
            let fits = t < HONOR_START && t % 9 < 7 && (t..t + 3).all(|u| self.used[u] < self.cap);
            if chow >= from && fits {
                self.wild_group(&[t, t + 1, t + 2], Some(Group::Chow(t)), chow);
            }
        }
    }

    /// The kinds from `from` on that wildcards may stand for (bit t).
    fn allowed_from(&self, from: usize) -> u64 {
        !self.banned & ((1u64 << KINDS) - 1) & (u64::MAX << from)
    }

    /// Places a group made only of wildcards, then goes on from `index`.
    fn wild_group(&mut self, tiles: &[usize], meld: Option<Group>, index: usize) {
        if !tiles.iter().all(|&t| self.allowed(t)) {
            return;
        }
        for &t in tiles {
            self.used[t] += 1;
        }
        self.stand_ins.extend_from_slice(tiles);
        self.wildcards -= tiles.len() as u32;
        let is_pair = meld.is_none();
        match meld {
            Some(g) => self.melds.push(g),
            None => self.pair = Some(tiles[0]),
        }
        self.place_wildcard_groups(index);
        if is_pair {
            self.pair = None;
        } else {
            self.melds.pop();
        }
        self.wildcards += tiles.len() as u32;
        self.stand_ins.truncate(self.stand_ins.len() - tiles.len());
        for &t in tiles {
            self.used[t] -= 1;
        }
    }

    fn record(&mut self) {
        if let Some(pair) = self.pair {
            self.full = self.sink.split(&self.melds, pair, &self.stand_ins);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interrupt::Never;
    use crate::search::regular_need;
    use crate::tiles::parse;

    const NONE: Counts = [0; KINDS];

    fn all(hand: &str, wildcards: u32) -> Vec<Split> {
        regular(&parse(hand), wildcards, &NONE, 4, 100_000, &Never).unwrap_or_default()
    }

    // Seeded hands without wildcards, some past the tables' reach (more than 14 tiles, five
    // copies, copies over the cap with `used`): the splits looked up are the search's.
    #[test]
    fn looked_up_splits_are_the_searched_ones() {
        let mut next = crate::local::seeded(7);
        let (mut looked, mut several) = (0, 0);
        for round in 0..20_000 {
            let mut counts = [0u8; KINDS];
            let spread = [9, 18, 34][round % 3];
            let melds = next(6);
            if round % 2 == 0 {
                // Random tiles, mostly no split.
                for _ in 0..3 * melds + 2 {
                    counts[next(spread as u64)] += 1;
                }
            } else {
                // Melds and a pair, within a few kinds so that many split several ways.
                let first = 9 * next(3);
                counts[first + next(9)] += 2;
                for _ in 0..melds {
                    let t = first + next(if round % 4 == 1 { 3 } else { 7 });
                    let (a, b) = if next(2) == 0 { (t, t) } else { (t + 1, t + 2) };
                    [t, a, b].iter().for_each(|&k| counts[k] += 1);
                }
            }
            let mut used = NONE;
            if round % 5 == 0 {
                used[next(34)] = 1 + next(3) as u8;
            }
            let cap = if round % 7 == 0 { u8::MAX } else { 4 };
            let sorted = |found: BTreeSet<Split>| found.into_iter().collect::<Vec<_>>();
            let mut table = Distinct { found: BTreeSet::new(), limit: usize::MAX };
            let mut search = Distinct { found: BTreeSet::new(), limit: usize::MAX };
            searched(&counts, 0, &used, cap, 0, &Never, &mut search).unwrap();
            if looked_up(&counts, &used, cap, &mut table) {
                looked += 1;
                several += usize::from(search.found.len() > 1);
                assert_eq!(sorted(table.found), sorted(search.found), "{counts:?} {used:?}");
            }
        }
        assert!(looked > 10_000 && several > 200, "{looked} looked up, {several} of several");
    }

    #[test]
    fn plain_hands() {
        assert_eq!(all("11m", 0), [Split { melds: vec![], pair: 0, wildcards: vec![] }]);
        // 111222333m: three pungs or three chows 123m.
        let d = all("111222333m11z", 0);
        assert_eq!(d.len(), 2);
        assert!(d.iter().any(|x| x.melds == [Group::Chow(0), Group::Chow(0), Group::Chow(0)]));
        // Melds are listed by their tiles: 111m, 123m, 222m.
        let mixed = all("11112222333344m", 0);
        assert!(mixed
            .iter()
            .any(|x| x.melds == [Group::Pung(0), Group::Chow(0), Group::Pung(1), Group::Pung(2)]));
        assert!(d.iter().any(|x| x.melds == [Group::Pung(0), Group::Pung(1), Group::Pung(2)]));
        assert_eq!(all("11123m", 0).len(), 1);
        assert!(all("11223m", 0).is_empty());
    }

    #[test]
    fn wildcards_stand_for_tiles() {
        assert_eq!(all("1m", 1), [Split { melds: vec![], pair: 0, wildcards: vec![0] }]);
        // Two wildcards alone: a pair of any of the 34 kinds.
        assert_eq!(all("", 2).len(), 34);
        // 1111m with one wildcard: no decomposition without a fifth copy.
        assert!(all("1111m", 1).is_empty());
        assert!(!regular(&parse("1111m"), 1, &NONE, u8::MAX, 100, &Never).unwrap().is_empty());
        // Copies held by a declared meld count: a declared kong of 1m leaves no 1m to stand for.
        let mut kong = NONE;
        kong[0] = 4;
        assert!(regular(&parse("9m"), 1, &kong, 4, 100, &Never).unwrap().len() == 1);
        assert!(regular(&parse(""), 2, &kong, 4, 100, &Never).unwrap().len() == 33);
    }

    // A hand has decompositions exactly when the tables say it completes.
    #[test]
    fn agrees_with_the_tables() {
        for (hand, w) in [
            ("123m456p789s1122z", 1),
            ("13m456p789s11z", 1),
            ("19m456p789s11z", 1),
            ("1112345678999m", 1),
            ("123m", 2),
            ("55z", 0),
            ("1z", 1),
            ("12m", 3),
        ] {
            let counts = parse(hand);
            let wins = regular_need(&counts, false).is_some_and(|need| need <= w);
            assert_eq!(!all(hand, w).is_empty(), wins, "{hand} + {w}");
        }
    }

    // Pseudo-random near-winning hands: melds and a pair, a few tiles then swapped or made wild.
    #[test]
    fn agrees_with_the_tables_on_many_hands() {
        let mut seed = 12345u64;
        let mut next = |n: u64| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((seed >> 33) % n) as usize
        };
        for _ in 0..3000 {
            let mut tiles = vec![next(34); 2];
            for _ in 0..next(5) {
                if next(2) == 0 {
                    let start = 9 * next(3) + next(7);
                    tiles.extend([start, start + 1, start + 2]);
                } else {
                    tiles.extend([next(34); 3]);
                }
            }
            let swaps = next(2);
            for _ in 0..swaps {
                let at = next(tiles.len() as u64);
                tiles[at] = next(34);
            }
            let wild = next(4).min(tiles.len()) as u32;
            let mut counts = [0u8; KINDS];
            for &t in &tiles[wild as usize..] {
                counts[t] += 1;
            }
            if counts.iter().any(|&c| c > 4) {
                continue;
            }
            let wins = regular_need(&counts, false).is_some_and(|need| need <= wild);
            let found = regular(&counts, wild, &NONE, 4, 100_000, &Never).unwrap_or_default();
            assert_eq!(!found.is_empty(), wins, "{tiles:?} + {wild}");
            for d in &found {
                assert_eq!(d.wildcards.len() as u32, wild);
                assert_eq!(3 * d.melds.len() + 2, tiles.len());
            }
        }
    }

    #[test]
    fn limit_stops_the_search() {
        let found = regular(&parse(""), 8, &NONE, 4, 50, &Never);
        assert_eq!(found, Err(Error::TooMany { limit: 50 }));
    }

    /// Stops at its first question.
    struct Stop;

    impl Interrupt for Stop {
        fn interrupted(&self) -> bool {
            true
        }
    }

    #[test]
    fn an_interrupt_stops_the_search() {
        // Eight wildcards alone have millions of splits; the first question ends the search.
        let found = regular(&parse(""), 8, &NONE, 4, usize::MAX, &Stop);
        assert_eq!(found, Err(Error::Interrupted));
        // A search too short to ask runs to its end.
        assert_eq!(regular(&parse("11m"), 0, &NONE, 4, 10, &Stop).unwrap().len(), 1);
    }
}
