//! Every split of one suit's real tiles and a number of wildcards standing for its kinds
//! (suits.rs): the pair first when the split holds it, then the melds by ascending key
//! (`Group::key`), each meld taking real tiles where the ones left hold its kinds and
//! wildcards for the rest. Each split (stand-ins, melds, pair) is made once: its melds in
//! order are one sequence, and the stand-ins follow from the melds. The next meld always
//! begins at or below the lowest real tile left (a later one could not take it), and a branch
//! is left as soon as the per-suit tables say the real tiles left need more wildcards than
//! are left. Each split's part of the features is summed from its melds' (`part::pieces`) as
//! they are chosen.

use super::features::{has_straight, straight_bit, Base, Sheet, F};
use super::part::{pieces, Part, Pieces};
use crate::decompose::Group;
use crate::key::STEP;
use crate::mcr::request::Declared;
use crate::mcr::view::Kind;
use crate::search::key_need;
use crate::tiles::{suit_kinds, KINDS};

/// The most melds a split holds (a hand's).
const MELDS: usize = 4;

/// At most 4 bytes: a suit's sorted stand-ins or meld keys.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Few {
    pub len: u8,
    pub bytes: [u8; 4],
}

impl Few {
    pub fn get(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }

    pub fn push(&mut self, b: u8) {
        self.bytes[usize::from(self.len)] = b;
        self.len += 1;
    }
}

/// One split of a suit, as the search gives it.
pub struct Split<'s> {
    /// The stand-ins (kinds, sorted) and the melds (sorted).
    pub stand_ins: Few,
    pub melds: &'s [Group],
    /// The melds' keys (`Group::key`), in order.
    pub keys: Few,
    pub pair: Option<usize>,
    /// Its part of the features, the declared melds of the suit included (all features, the
    /// winning tile not yet placed).
    pub part: Part,
    /// The logical tiles of each of the suit's kinds, declared melds included.
    pub copies: [u8; 9],
}

/// What the search of one suit is given.
pub struct Suit<'a> {
    pub suit: usize,
    /// The suit's real tiles (standing, and the winning tile when real), and the copies each
    /// kind may still take as a stand-in, by suit place.
    pub real: [u8; 9],
    pub room: [u8; 9],
    pub declared: &'a [Declared],
    /// Whether the split holds the pair; how many wildcards it takes.
    pub pair: bool,
    pub take: u32,
    /// Whether a wildcard may be a fifth copy (the per-suit tables' column).
    pub fifth_copy: bool,
}

/// Gives `each` every split of `suit`.
pub fn splits(suit: &Suit, each: &mut dyn FnMut(&Split)) {
    let real_tiles: u32 = suit.real.iter().map(|&c| u32::from(c)).sum();
    // A pair the tiles cannot make (fewer than two) leaves no split, like a count that is
    // not whole melds.
    let Some(sets) = (real_tiles + suit.take).checked_sub(if suit.pair { 2 } else { 0 }) else {
        return;
    };
    // A hand holds four melds at the most: a suit asked for more has no split.
    if sets % 3 != 0 || sets > 3 * MELDS as u32 {
        return;
    }
    let sets = sets / 3;
    let range = suit_kinds(suit.suit);
    let len = range.len();
    // Most suits hold no declared meld: their part starts at 0 without a pass over the kinds.
    let mut declared = Base { vector: Part::ZERO, tiles: [0; KINDS] };
    if !suit.declared.is_empty() {
        declared = Base::part(suit.declared, &[], None, range.clone());
    }
    let mut held = [0u8; 9];
    held[..len].copy_from_slice(&declared.tiles[range.clone()]);
    let left_key = (0..len).map(|i| usize::from(suit.real[i]) * STEP[i]).sum();
    let free = usize::from(suit.fifth_copy);
    let chows = suit.declared.iter().filter(|m| m.kind == Kind::Chow);
    let left_bits = (0..len).filter(|&j| suit.real[j] > 0).fold(0, |bits, j| bits | 1 << j);
    let mut search = Search {
        suit,
        pieces: pieces(),
        start: range.start,
        len,
        chows: suit.suit < 3,
        free,
        held,
        declared_chows: chows.fold(0, |bits, m| bits | straight_bit(m.first)),
        left: suit.real,
        left_bits,
        extra: [0; 9],
        extra_bits: 0,
        any: real_tiles + suit.take > 0 || !suit.declared.is_empty(),
        used: 0,
        left_key,
        need: key_need(left_key, suit.suit, free).0,
        melds: [Group::Pung(0); MELDS],
        keys: Few::default(),
        pair: None,
        each,
    };
    if suit.pair {
        for t in 0..len {
            if let Some(undo) = search.cover(t, 1, 2) {
                search.pair = Some(t);
                let part = declared.vector.plus(&search.pieces.pairs[search.start + t]);
                search.sets(0, sets, part, 0);
                search.pair = None;
                search.uncover(t, 1, 2, undo);
            }
        }
    } else {
        search.sets(0, sets, declared.vector, 0);
    }
}

struct Search<'a, 'e> {
    suit: &'a Suit<'a>,
    pieces: &'static Pieces,
    start: usize,
    len: usize,
    chows: bool,
    free: usize,
    /// The declared melds' tiles by suit place, and their chows' straight bits.
    held: [u8; 9],
    declared_chows: u16,
    /// By suit place, the real tiles the melds (and pair) chosen leave, and the wildcards
    /// they stand in for; the places where real tiles are left (bit j); the wildcards
    /// taken; the key of the real tiles left.
    left: [u8; 9],
    left_bits: u16,
    extra: [u8; 9],
    /// The places where wildcards stand (bit j), and whether the suit holds any tile.
    extra_bits: u16,
    any: bool,
    used: u32,
    left_key: usize,
    /// The wildcards the real tiles left need to make melds (the per-suit tables').
    need: u32,
    /// The melds chosen, and their keys (`Group::key`), the first `keys.len`.
    melds: [Group; MELDS],
    keys: Few,
    pair: Option<usize>,
    each: &'e mut dyn FnMut(&Split),
}

/// What `cover` changed, to undo it: the real tiles it took at each place, the wildcards and
/// the key, and the need before.
type Undo = ([u8; 3], u32, usize, u32);

impl Search<'_, '_> {
    /// Adds `n` logical tiles at each of the `width` suit places from `t`, real where some
    /// are left, or None (and nothing changed) when they take more wildcards than are left,
    /// more stand-ins on a kind than its room, or leave real tiles the wildcards left cannot
    /// meld.
    #[inline]
    fn cover(&mut self, t: usize, width: usize, n: u8) -> Option<Undo> {
        let (mut wild, mut key, mut taken) = (0u32, 0usize, [0u8; 3]);
        for (i, taken) in taken.iter_mut().enumerate().take(width) {
            let j = t + i;
            *taken = n.min(self.left[j]);
            let w = n - *taken;
            if self.extra[j] + w > self.suit.room[j] {
                return None;
            }
            wild += u32::from(w);
            key += usize::from(*taken) * STEP[j];
        }
        let rest = self.suit.take - self.used;
        if wild > rest {
            return None;
        }
        // Real tiles taken change the need; wildcards alone leave it.
        let need = match key {
            0 => self.need,
            _ => key_need(self.left_key - key, self.suit.suit, self.free).0,
        };
        if need > rest - wild {
            return None;
        }
        let undo = (taken, wild, key, self.need);
        for (i, &taken) in taken.iter().enumerate().take(width) {
            let j = t + i;
            self.left[j] -= taken;
            self.extra[j] += n - taken;
            if self.extra[j] > 0 {
                self.extra_bits |= 1 << j;
            }
            if self.left[j] == 0 {
                self.left_bits &= !(1 << j);
            }
        }
        self.used += wild;
        self.left_key -= key;
        self.need = need;
        Some(undo)
    }

    #[inline]
    fn uncover(&mut self, t: usize, width: usize, n: u8, (taken, wild, key, need): Undo) {
        for (i, &taken) in taken.iter().enumerate().take(width) {
            let j = t + i;
            self.left[j] += taken;
            self.extra[j] -= n - taken;
            if self.extra[j] == 0 {
                self.extra_bits &= !(1 << j);
            }
            if self.left[j] > 0 {
                self.left_bits |= 1 << j;
            }
        }
        self.used -= wild;
        self.left_key += key;
        self.need = need;
    }

    /// Every way to finish the split with `sets` more melds, each of key `from` or above;
    /// `part` the features so far and `found_chows` the straight bits of the melds chosen.
    fn sets(&mut self, from: usize, sets: u32, part: Part, found_chows: u16) {
        if sets == 0 {
            if self.used == self.suit.take {
                self.finish(part, found_chows);
            }
            return;
        }
        let len = self.len;
        let lowest = (self.left_bits.trailing_zeros() as usize).min(len);
        // A meld below the lowest real tile left takes three wildcards: with fewer left, the
        // next meld holds that tile (a chow from two kinds below it at the lowest).
        let free = self.suit.take - self.used >= 3;
        let first = if free { from } else { from.max((2 * lowest).saturating_sub(3)) };
        let last = (2 * lowest + 1).min(2 * len - 1);
        for key in first..=last {
            let (t, chow) = (key / 2, key % 2 == 1);
            if chow && !(self.chows && t + 2 < len) {
                continue;
            }
            let (width, n) = if chow { (3, 1) } else { (1, 3) };
            if !free && t + width <= lowest {
                continue;
            }
            let Some(undo) = self.cover(t, width, n) else { continue };
            let kind = self.start + t;
            let (g, bits) = if chow {
                (Group::Chow(kind), found_chows | straight_bit(kind))
            } else {
                (Group::Pung(kind), found_chows)
            };
            self.melds[usize::from(self.keys.len)] = g;
            let key_of = 2 * kind + usize::from(chow);
            self.keys.push(key_of as u8);
            let part = part.plus(&self.pieces.melds[key_of]);
            self.sets(key, sets - 1, part, bits);
            self.keys.len -= 1;
            self.uncover(t, width, n, undo);
        }
    }

    /// Gives the split made: its part completed with the features of the suit's tiles as a
    /// whole (four of a kind, the suit, straights).
    fn finish(&mut self, mut part: Part, found_chows: u16) {
        // The logical tiles of each kind, the first eight kinds a word: no kind holds more
        // than 12, so no byte's sum carries, and one of 4 or more has its top bit set once
        // 124 is added.
        let word = |a: &[u8; 9]| u64::from_le_bytes(a[..8].try_into().expect("eight bytes"));
        let low = word(&self.suit.real) + word(&self.extra) + word(&self.held);
        let ninth = self.suit.real[8] + self.extra[8] + self.held[8];
        let mut copies = [ninth; 9];
        copies[..8].copy_from_slice(&low.to_le_bytes());
        let fours = (low + 0x7c7c_7c7c_7c7c_7c7c) & 0x8080_8080_8080_8080;
        let quads = fours.count_ones() + u32::from(ninth >= 4);
        let mut stand_ins = Few::default();
        let mut bits = self.extra_bits;
        while bits != 0 {
            let j = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            for _ in 0..self.extra[j] {
                stand_ins.push((self.start + j) as u8);
            }
        }
        part.set(F::quads, quads as i32);
        part.set(F::suits, i32::from(self.chows && self.any));
        part.set(F::pure_straight, i32::from(has_straight(found_chows | self.declared_chows)));
        part.set(F::concealed_pure_straight, i32::from(has_straight(found_chows)));
        let melds = &self.melds[..usize::from(self.keys.len)];
        let split = Split { stand_ins, melds, keys: self.keys, pair: self.pair, part, copies };
        (self.each)(&split);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    type Found = (Vec<u8>, Vec<Group>, Option<usize>);

    /// Every split of `logical` (suit places) into melds and the pair where wanted, melds
    /// sorted: the plain recursion on the lowest tile left.
    fn plain_splits(logical: &mut [u8; 9], suit: usize, pair: bool, out: &mut Vec<Found>) {
        fn go(
            l: &mut [u8; 9],
            suit: usize,
            pair: Option<Option<usize>>,
            melds: &mut Vec<Group>,
            out: &mut Vec<(Vec<Group>, Option<usize>)>,
        ) {
            let (start, len) = (suit_kinds(suit).start, suit_kinds(suit).len());
            let Some(i) = (0..len).find(|&i| l[i] > 0) else {
                if pair != Some(None) {
                    let mut m = melds.clone();
                    m.sort();
                    out.push((m, pair.flatten()));
                }
                return;
            };
            if pair == Some(None) && l[i] >= 2 {
                l[i] -= 2;
                go(l, suit, Some(Some(i)), melds, out);
                l[i] += 2;
            }
            if l[i] >= 3 {
                l[i] -= 3;
                melds.push(Group::Pung(start + i));
                go(l, suit, pair, melds, out);
                melds.pop();
                l[i] += 3;
            }
            if suit < 3 && i + 2 < len && l[i + 1] > 0 && l[i + 2] > 0 {
                (i..i + 3).for_each(|j| l[j] -= 1);
                melds.push(Group::Chow(start + i));
                go(l, suit, pair, melds, out);
                melds.pop();
                (i..i + 3).for_each(|j| l[j] += 1);
            }
        }
        let mut found = vec![];
        go(logical, suit, if pair { Some(None) } else { None }, &mut vec![], &mut found);
        out.extend(found.into_iter().map(|(m, p)| (vec![], m, p)));
    }

    /// The plain splits of `s`: every multiset of stand-ins within the room, then every split
    /// of the logical tiles.
    fn plain(s: &Suit) -> BTreeSet<Found> {
        let len = suit_kinds(s.suit).len();
        let mut all = BTreeSet::new();
        let mut stand_ins = vec![];
        fn fill(
            s: &Suit,
            len: usize,
            from: usize,
            left: u32,
            st: &mut Vec<u8>,
            all: &mut BTreeSet<Found>,
        ) {
            if left == 0 {
                let mut logical = s.real;
                st.iter().for_each(|&j| logical[usize::from(j)] += 1);
                let mut found = vec![];
                plain_splits(&mut logical, s.suit, s.pair, &mut found);
                let start = suit_kinds(s.suit).start as u8;
                for (_, melds, pair) in found {
                    let wild = st.iter().map(|&j| start + j).collect();
                    all.insert((wild, melds, pair));
                }
                return;
            }
            for j in from..len {
                let on = st.iter().filter(|&&x| usize::from(x) == j).count();
                if on < usize::from(s.room[j]) {
                    st.push(j as u8);
                    fill(s, len, j, left - 1, st, all);
                    st.pop();
                }
            }
        }
        fill(s, len, 0, s.take, &mut stand_ins, &mut all);
        all
    }

    // Pseudo-random suits of 0 to 11 real tiles, 0 to 4 wildcards, with and without the pair,
    // some kinds without room, a declared meld or not: the splits are the plain ones, each
    // once, and each part is the one `Base::part` makes of the split whole.
    #[test]
    fn splits_are_the_plain_ones_each_once() {
        let mut next = crate::local::seeded(7);
        let (mut made, mut beyond) = (0, 0);
        for round in 0..3000 {
            let suit = next(4);
            let len = suit_kinds(suit).len();
            let start = suit_kinds(suit).start;
            let mut real = [0u8; 9];
            for _ in 0..next(12) {
                let j = next(len as u64);
                real[j] = (real[j] + 1).min(4);
            }
            let room: [u8; 9] = std::array::from_fn(|j| {
                if j >= len || next(6) == 0 {
                    0
                } else {
                    4u8.saturating_sub(real[j]) + u8::from(next(8) == 0)
                }
            });
            let declared = if next(3) == 0 {
                vec![Declared {
                    kind: Kind::Pung,
                    first: start + next(len as u64),
                    concealed: false,
                }]
            } else {
                vec![]
            };
            let s = Suit {
                suit,
                real,
                room,
                declared: &declared,
                pair: next(2) == 0,
                take: next(5) as u32,
                fifth_copy: room.iter().zip(&real).any(|(&r, &c)| r + c > 4),
            };
            let mut got = vec![];
            splits(&s, &mut |split| {
                let wild = split.stand_ins.get().to_vec();
                let pair = split.pair.map(|p| start + p);
                let whole: Base<Part> = Base::part(&declared, split.melds, pair, suit_kinds(suit));
                assert_eq!(split.part, whole.vector, "round {round}: {:?}", split.melds);
                let copies: Vec<u8> = whole.tiles[suit_kinds(suit)].to_vec();
                assert_eq!(&split.copies[..len], &copies[..], "round {round}");
                got.push((wild, split.melds.to_vec(), split.pair));
            });
            let unique: BTreeSet<Found> = got.iter().cloned().collect();
            assert_eq!(unique.len(), got.len(), "round {round}: a split made twice");
            // More than a hand's four melds: none, by the contract.
            let tiles = real.iter().map(|&c| u32::from(c)).sum::<u32>() + s.take;
            if tiles > 3 * MELDS as u32 + if s.pair { 2 } else { 0 } {
                assert!(got.is_empty(), "round {round}: {} melds", tiles / 3);
                beyond += 1;
                continue;
            }
            assert_eq!(
                unique,
                plain(&s),
                "round {round}: {s:?}",
                s = (suit, real, room, s.pair, s.take)
            );
            made += got.len();
        }
        assert!(made > 3000 && beyond > 50, "{made} splits, {beyond} suits beyond four melds");
    }
}
