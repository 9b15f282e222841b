//! All decompositions of a regular winning hand (melds + one pair), wildcards included: every
//! distinct split into chows, pungs and the pair, with the tile each wildcard stands for.
//!
//! A plain search over the lowest kind that still has real tiles: every group that can hold one
//! of them (pair, pung, chow), with any of its other places filled by real tiles or wildcards;
//! wildcards left over form groups of their own. Distinct results are kept in a set, so the
//! order they are found in does not matter. Not yet bound to Python (see docs/decompositions.md).

use crate::tiles::{Counts, HONOR_START, KINDS};
use std::collections::BTreeSet;

/// A group of a decomposition: its kind and the sorted tile indices it stands for.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    Chow(usize),
    Pung(usize),
}

/// One decomposition: melds sorted, the pair, and the sorted stand-ins of the wildcards.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Decomposition {
    pub melds: Vec<Group>,
    pub pair: usize,
    pub wildcards: Vec<usize>,
}

struct Search {
    left: Counts,
    /// Copies each kind stands for so far, real and wildcard, for the fifth-copy rule.
    used: [u8; KINDS],
    cap: u8,
    wildcards: u32,
    melds: Vec<Group>,
    pair: Option<usize>,
    stand_ins: Vec<usize>,
    found: BTreeSet<Decomposition>,
    limit: usize,
}

/// Every distinct regular decomposition of `counts` plus `wildcards`, or `None` if there are
/// more than `limit`.
pub fn regular(
    counts: &Counts,
    wildcards: u32,
    allow_fifth_copy: bool,
    limit: usize,
) -> Option<Vec<Decomposition>> {
    let mut search = Search {
        left: *counts,
        used: [0; KINDS],
        cap: if allow_fifth_copy { u8::MAX } else { 4 },
        wildcards,
        melds: Vec::new(),
        pair: None,
        stand_ins: Vec::new(),
        found: BTreeSet::new(),
        limit,
    };
    search.run();
    (search.found.len() <= limit).then(|| search.found.into_iter().collect())
}

impl Search {
    fn run(&mut self) {
        if self.found.len() > self.limit {
            return;
        }
        match self.left.iter().position(|&c| c > 0) {
            Some(lowest) => self.place_groups_with(lowest),
            None => self.place_wildcard_groups(0),
        }
    }

    /// Try every group holding a real copy of `kind`, its other places real or wild.
    fn place_groups_with(&mut self, kind: usize) {
        let mut shapes: Vec<(Vec<usize>, Option<Group>)> = vec![(vec![kind, kind], None)];
        shapes.push((vec![kind; 3], Some(Group::Pung(kind))));
        if kind < HONOR_START {
            let rank = kind % 9;
            for start in rank.saturating_sub(2)..=rank.min(6) {
                let first = kind - rank + start;
                shapes.push(((first..first + 3).collect(), Some(Group::Chow(first))));
            }
        }
        for (tiles, meld) in shapes {
            if meld.is_none() && self.pair.is_some() {
                continue;
            }
            // The copy of `kind` at the group's first place of that kind is real; each other
            // place may be real (if held) or a wildcard.
            let anchor = tiles.iter().position(|&t| t == kind).unwrap_or(0);
            let others: Vec<usize> = (0..tiles.len()).filter(|&p| p != anchor).collect();
            for wild_mask in 0..(1u32 << others.len()) {
                self.try_group(&tiles, anchor, &others, wild_mask, meld.clone());
            }
        }
    }

    fn try_group(
        &mut self,
        tiles: &[usize],
        anchor: usize,
        others: &[usize],
        wild: u32,
        meld: Option<Group>,
    ) {
        let wild_places: Vec<usize> = others
            .iter()
            .enumerate()
            .filter(|(i, _)| wild >> i & 1 == 1)
            .map(|(_, &p)| p)
            .collect();
        if wild_places.len() as u32 > self.wildcards {
            return;
        }
        let mut real = vec![tiles[anchor]];
        real.extend(
            others.iter().enumerate().filter(|(i, _)| wild >> i & 1 == 0).map(|(_, &p)| tiles[p]),
        );
        let mut need = [0u8; KINDS];
        for &t in &real {
            need[t] += 1;
        }
        if (0..KINDS).any(|t| need[t] > self.left[t]) {
            return;
        }
        let stands: Vec<usize> = wild_places.iter().map(|&p| tiles[p]).collect();
        if tiles
            .iter()
            .any(|&t| self.used[t] + tiles.iter().filter(|&&u| u == t).count() as u8 > self.cap)
        {
            return;
        }
        self.apply(tiles, &real, &stands, meld, 1);
        self.run();
        self.apply(tiles, &real, &stands, None, -1);
    }

    /// Adds (`sign` 1) or removes (−1) a group's tiles; `meld` None with sign 1 is the pair.
    fn apply(
        &mut self,
        tiles: &[usize],
        real: &[usize],
        stands: &[usize],
        meld: Option<Group>,
        sign: i8,
    ) {
        for &t in tiles {
            self.used[t] = (self.used[t] as i8 + sign) as u8;
        }
        for &t in real {
            self.left[t] = (self.left[t] as i8 - sign) as u8;
        }
        if sign > 0 {
            self.wildcards -= stands.len() as u32;
            self.stand_ins.extend_from_slice(stands);
            match meld {
                Some(g) => self.melds.push(g),
                None => self.pair = Some(tiles[0]),
            }
        } else {
            self.wildcards += stands.len() as u32;
            self.stand_ins.truncate(self.stand_ins.len() - stands.len());
            if tiles.len() == 2 {
                self.pair = None;
            } else {
                self.melds.pop();
            }
        }
    }

    /// With no real tile left, the wildcards form the pair (if still wanted) and melds, each
    /// of kinds from `from` on, so that each set of groups is reached once.
    fn place_wildcard_groups(&mut self, from: usize) {
        if self.wildcards == 0 && self.pair.is_some() {
            self.record();
            return;
        }
        if self.pair.is_none() {
            if self.wildcards < 2 {
                return;
            }
            for t in 0..KINDS {
                let tiles = [t, t];
                if self.used[t] + 2 <= self.cap {
                    self.apply(&tiles, &[], &tiles, None, 1);
                    self.place_wildcard_groups(0);
                    self.apply(&tiles, &[], &tiles, None, -1);
                }
            }
            return;
        }
        if self.wildcards < 3 {
            return;
        }
        // Melds in a fixed order: pungs of kind k are index 2k, chows starting at k 2k + 1.
        for index in from..2 * KINDS {
            let (kind, chow) = (index / 2, index % 2 == 1);
            let tiles: Vec<usize> = if chow { (kind..kind + 3).collect() } else { vec![kind; 3] };
            if chow && (kind >= HONOR_START || kind % 9 > 6) {
                continue;
            }
            let room = tiles.iter().all(|&t| {
                self.used[t] + tiles.iter().filter(|&&u| u == t).count() as u8 <= self.cap
            });
            if room {
                let meld = if chow { Group::Chow(kind) } else { Group::Pung(kind) };
                self.apply(&tiles, &[], &tiles, Some(meld), 1);
                self.place_wildcard_groups(index);
                self.apply(&tiles, &[], &tiles, None, -1);
            }
        }
    }

    fn record(&mut self) {
        let mut melds = self.melds.clone();
        melds.sort();
        let mut wildcards = self.stand_ins.clone();
        wildcards.sort_unstable();
        if let Some(pair) = self.pair {
            self.found.insert(Decomposition { melds, pair, wildcards });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::regular_need;
    use crate::tiles::parse;

    fn all(hand: &str, wildcards: u32) -> Vec<Decomposition> {
        regular(&parse(hand), wildcards, false, 100_000).unwrap_or_default()
    }

    #[test]
    fn plain_hands() {
        assert_eq!(all("11m", 0), [Decomposition { melds: vec![], pair: 0, wildcards: vec![] }]);
        // 111222333m: three pungs or three chows 123m.
        let d = all("111222333m11z", 0);
        assert_eq!(d.len(), 2);
        assert!(d.iter().any(|x| x.melds == [Group::Chow(0), Group::Chow(0), Group::Chow(0)]));
        assert!(d.iter().any(|x| x.melds == [Group::Pung(0), Group::Pung(1), Group::Pung(2)]));
        assert_eq!(all("11123m", 0).len(), 1);
        assert!(all("11223m", 0).is_empty());
    }

    #[test]
    fn wildcards_stand_for_tiles() {
        assert_eq!(all("1m", 1), [Decomposition { melds: vec![], pair: 0, wildcards: vec![0] }]);
        // Two wildcards alone: a pair of any of the 34 kinds.
        assert_eq!(all("", 2).len(), 34);
        // 1111m with one wildcard: no decomposition without a fifth copy.
        assert!(all("1111m", 1).is_empty());
        assert!(!regular(&parse("1111m"), 1, true, 100).unwrap().is_empty());
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
            let found = regular(&counts, wild, false, 100_000).unwrap_or_default();
            assert_eq!(!found.is_empty(), wins, "{tiles:?} + {wild}");
            for d in &found {
                assert_eq!(d.wildcards.len() as u32, wild);
                assert_eq!(3 * d.melds.len() + 2, tiles.len());
            }
        }
    }

    #[test]
    fn limit_stops_the_search() {
        assert!(regular(&parse(""), 8, false, 50).is_none());
    }
}
