//! The best regular reading of a hand, found suit by suit: a regular reading is one split of
//! each suit (its tiles and the wildcards standing for its kinds, into melds, with the pair in
//! one suit), and its features are the sums of the suits' parts (`Base::part`, held as
//! `part::Part`). So each suit's splits are found once (fill.rs) for each number of wildcards
//! it may take, those of equal parts kept once (the one first in the readings' order), and
//! the readings are the combinations of one kept split a suit: far fewer than the whole
//! hand's splits when it holds several wildcards, whose stand-ins on this kind or that mostly
//! give equal features.
//!
//! Among combinations of equal worth the first in the readings' order wins (score.rs): the
//! sorted stand-ins, the melds, the pair, the winning tile's kind and its place. Each suit's
//! stand-ins and melds are a run of those lists (suits hold consecutive kinds), so of two
//! splits of one suit with equal parts and as many stand-ins, the one first in that order is
//! first in every combination: the others are never wanted.
//!
//! Where no fan that may count on the hand's regular readings reads where the winning tile
//! sits (reads.rs), a way's place is worth nothing: the winning tile takes the first place
//! of its kind (of the lowest stand-in, a wildcard won on), the first in the readings' order
//! among the places of one split, and the suit it is won in takes its ways unplaced.

use super::features::{lanes, only, patch, places, Base, Place, Situation, F};
use super::fill::{splits, Few, Split, Suit};
use super::hand::Hand;
use super::memo::{Memo, VectorHasher};
use super::part::Part;
use super::reads::{both_reads, hand_placing, shared, Shared};
use super::table::Table;
use super::tally::tally;
use super::view::{view, View};
use crate::decompose::{Decomposition, Form, Group, Request};
use crate::mcr::request::Declared;
use crate::search::suit_needs;
use crate::tiles::{suit_kinds, suit_of, Counts, KINDS};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// The most wildcards a hand scored this way holds: each suit then takes at most this many.
pub const MOST: u32 = 4;
const TAKES: usize = MOST as usize + 1;

/// One kept split of a suit: its part of the features (the winning tile placed, in the
/// winning tile's suit; only the features the fans read of the hand's regular readings,
/// `reads`), and its place in the readings' order: the sorted stand-ins, the sorted melds
/// (`Group` keys), the pair, and the winning tile's kind and place.
#[derive(Clone, Debug)]
struct Way {
    part: Part,
    stand_ins: Few,
    melds: Few,
    pair: Option<u8>,
    /// The winning tile's kind, the index of its place among its places, and the place
    /// (the group's index among this suit's melds).
    win: Option<(u8, u8, Place)>,
}

impl Way {
    /// Its place in the readings' order among the ways of its list, as a number: the
    /// stand-ins, the melds, the pair, and the winning tile's kind and the index of its
    /// place, a byte each, the first the most significant (every way of a list holds as
    /// many of each).
    fn rank(&self) -> u128 {
        // The bytes past a list's length are not kept 0.
        const KEEP: [u32; 5] = [0, 0xff00_0000, 0xffff_0000, 0xffff_ff00, u32::MAX];
        let packed = |few: &Few| u128::from(u32::from_be_bytes(few.bytes) & KEEP[few.len as usize]);
        let pair = self.pair.map_or(0, |p| u128::from(p) + 1);
        let win = self.win.map_or(0, |(k, i, _)| u128::from(k) << 8 | u128::from(i));
        packed(&self.stand_ins) << 64 | packed(&self.melds) << 32 | pair << 16 | win
    }
}

/// A meld from its key (`Group::key`).
fn group(key: u8) -> Group {
    let t = usize::from(key / 2);
    if key % 2 == 0 {
        Group::Pung(t)
    } else {
        Group::Chow(t)
    }
}

/// Collects a suit's splits as kept ways.
struct Ways {
    /// The winning tile's kind when it is real and of this suit; None for a wildcard, whose
    /// logical kind is any of the split's stand-ins.
    win: Option<usize>,
    /// Whether the winning tile is placed in this suit, and the suit's first kind.
    placed: bool,
    start: usize,
    self_drawn: bool,
    /// The lanes of the features the fans read of the hand's regular readings
    /// (`reads::regular_reads`): the others are left out of the parts.
    mask: Part,
    /// Every suit's ways, one list after another: this suit's from `from` on.
    out: Vec<Way>,
    from: usize,
    at: Vec<Place>,
}

impl Ways {
    /// Keeps `way` unless a kept one of equal part comes first; it replaces one it comes
    /// before.
    fn keep(&mut self, way: Way) {
        match self.out[self.from..].iter_mut().find(|w| w.part == way.part) {
            Some(kept) => {
                if way.rank() < kept.rank() {
                    *kept = way;
                }
            }
            None => self.out.push(way),
        }
    }

    /// Keeps the ways of one split of the suit.
    fn split(&mut self, split: &Split) {
        let (melds, keys, pair) = (split.melds, split.keys, split.pair.map(|p| self.start + p));
        let way = |part: Part, win| Way {
            part,
            stand_ins: split.stand_ins,
            melds: keys,
            pair: pair.map(|p| p as u8),
            win,
        };
        if !self.placed {
            self.keep(way(split.part.masked(&self.mask), None));
            return;
        }
        let mut wins = Few::default();
        match self.win {
            Some(w) => wins.push(w as u8),
            None => wins = split.stand_ins,
        }
        let d = View { form: Form::Regular, melds, pair, pairs: &[], knitted: &[], wildcards: &[] };
        let mut at = std::mem::take(&mut self.at);
        for (i, &k) in wins.get().iter().enumerate() {
            if i > 0 && wins.get()[i - 1] == k {
                continue;
            }
            let k = usize::from(k);
            places(&d, k, &mut at);
            let copies = split.copies[k - self.start];
            for (index, &place) in at.iter().enumerate() {
                let mut v = split.part;
                patch(&mut v, copies, melds, k, place, self.self_drawn);
                self.keep(way(v.masked(&self.mask), Some((k as u8, index as u8, place))));
            }
        }
        self.at = at;
    }
}

/// The ways of the suits listed by the hands of one batch, by `WaysKey`: their lists one
/// after another in `ways`, each list's run of them by its key. A hand's lists are made in
/// `ways` itself (`Ways::out`), those of a suit with a declared meld left there unkept.
#[derive(Default)]
pub struct WaysCache {
    index: HashMap<WaysKey, (u32, u32), BuildHasherDefault<VectorHasher>>,
    ways: Vec<Way>,
    /// What the fans read of the regular readings of the hands seen (`reads`), by what
    /// those readings share.
    reads: Vec<(Shared, [u64; 2])>,
}

/// What a suit's ways hold under one table when the suit has no declared meld (whose tiles
/// the key leaves out): the features read (`reads`, 8 bytes), the suit (0 for any of the
/// three where they are alike, the ways then kept as the first suit's), whether it holds
/// the pair, the wildcards it takes, whether the winning tile is placed in it, and if so the
/// winning tile's kind (as the kept suit's; 255 a wildcard) and whether it was self-drawn;
/// then its real tiles (which give the room of each kind).
type WaysKey = [u8; 23];

impl WaysCache {
    /// The ways kept.
    pub fn len(&self) -> usize {
        self.ways.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ways.is_empty()
    }

    pub fn clear(&mut self) {
        self.index.clear();
        self.ways.clear();
        self.reads.clear();
    }

    /// `both_reads` of the readings sharing `shared`, kept for the batch's other hands.
    fn reads(&mut self, table: &Table, shared: &Shared) -> [u64; 2] {
        if let Some(&(_, reads)) = self.reads.iter().find(|(s, _)| s == shared) {
            return reads;
        }
        let reads = both_reads(table, shared);
        self.reads.push((*shared, reads));
        reads
    }
}

/// The best regular reading found so far: its way in each suit's list, its worth, and its
/// place in the readings' order (`order`).
struct Found {
    ways: [usize; 4],
    lists: [usize; 4],
    placed: usize,
    entry: usize,
    order: Order,
}

/// The suits' ways by (suit, pair, wildcards, placed), made when first asked for.
struct Lists<'a> {
    table: &'a Table,
    counts: Counts,
    used: Counts,
    cap: u8,
    declared: [Vec<Declared>; 4],
    /// The winning tile's kind when it is real.
    win: Option<usize>,
    ways: Ways,
    /// Each list's run of `ways.out` by its slot, or NOT_MADE.
    made: [(u32, u32); SLOTS],
    /// By suit, its first kind less the first kind of the suit its ways are made for: the
    /// first suit's for a suit of the three where the table treats them alike (`alike`), so
    /// that the three share their lists (its own, 0, for the honors, or for a suit of
    /// declared melds). A way's kind plus its suit's shift is its kind in the hand.
    shift: [u8; 4],
    /// The lists of the batch's hands before, where the hand is one of a batch.
    cache: Option<&'a mut WaysCache>,
    /// The features the fans read of the hand's regular readings (`reads`).
    reads: u64,
}

const SLOTS: usize = 4 * 2 * TAKES * 2;
const NOT_MADE: (u32, u32) = (u32::MAX, 0);

impl Lists<'_> {
    fn slot(suit: usize, pair: bool, take: u32, placed: bool) -> usize {
        ((suit * 2 + usize::from(pair)) * TAKES + take as usize) * 2 + usize::from(placed)
    }

    fn get(&mut self, suit: usize, pair: bool, take: u32, placed: bool) -> usize {
        let slot = Self::slot(suit, pair, take, placed);
        if self.made[slot] == NOT_MADE {
            let range = suit_kinds(suit);
            let (start, len) = (range.start, range.len());
            let mut real = [0u8; 9];
            real[..len].copy_from_slice(&self.counts[range]);
            // Made as the ways of the suit beginning at `base`.
            let base = start - usize::from(self.shift[suit]);
            let ways = &mut self.ways;
            (ways.placed, ways.start, ways.from) = (placed, base, ways.out.len());
            ways.win = self.win.filter(|_| placed).map(|w| w - start + base);
            let key = self.declared[suit].is_empty().then(|| {
                let (win, self_drawn) = match placed {
                    true => (ways.win.map_or(u8::MAX, |w| w as u8), u8::from(ways.self_drawn)),
                    false => (0, 0),
                };
                let mut key = [0u8; 23];
                key[..8].copy_from_slice(&self.reads.to_le_bytes());
                let class = suit_of(base) as u8;
                key[8..14].copy_from_slice(&[
                    class,
                    pair.into(),
                    take as u8,
                    placed.into(),
                    win,
                    self_drawn,
                ]);
                key[14..].copy_from_slice(&real);
                key
            });
            let index = self.cache.as_deref().map(|cache| &cache.index);
            match key.and_then(|key| index?.get(&key)) {
                Some(&run) => self.made[slot] = run,
                None => {
                    // The copies each kind may still take: none where no wildcard may stand
                    // for it.
                    let room: [u8; 9] = std::array::from_fn(|i| {
                        let t = start + i;
                        if i >= len || self.table.banned >> t & 1 == 1 {
                            return 0;
                        }
                        self.cap.saturating_sub(self.counts[t].saturating_add(self.used[t]))
                    });
                    let of = Suit {
                        suit: suit_of(base),
                        real,
                        room,
                        declared: &self.declared[suit],
                        pair,
                        take,
                        fifth_copy: self.table.fifth_copy,
                    };
                    splits(&of, &mut |split| ways.split(split));
                    let run = (ways.from as u32, ways.out.len() as u32);
                    self.made[slot] = run;
                    if let (Some(cache), Some(key)) = (self.cache.as_deref_mut(), key) {
                        cache.index.insert(key, run);
                    }
                }
            }
        }
        slot
    }

    fn list(&self, slot: usize) -> &[Way] {
        let (from, to) = self.made[slot];
        &self.ways.out[from as usize..to as usize]
    }
}

/// The best regular reading of `hand` (its decomposition, the winning tile's kind, the index
/// of its place and the place, and its memo entry), or None when the regular form gives none;
/// for hands of at most `MOST` wildcards (whose few thousand steps no interrupt waits for).
pub fn best_regular(
    table: &Table,
    hand: &Hand,
    request: &Request,
    situation: &Situation,
    memo: &mut Memo,
    cache: Option<&mut WaysCache>,
) -> Option<(Decomposition, usize, usize, Place, usize)> {
    let w = request.wildcards;
    debug_assert!(w <= MOST);
    let cap = if table.fifth_copy { u8::MAX } else { 4 };
    let needs = suit_needs(&request.counts, table.fifth_copy);
    let sizes: [u32; 4] =
        std::array::from_fn(|s| suit_kinds(s).map(|t| u32::from(request.counts[t])).sum::<u32>());
    let mut declared: [Vec<Declared>; 4] = Default::default();
    for m in &hand.declared {
        declared[suit_of(m.first)].push(*m);
    }
    let mut cache = cache;
    let shared = shared(hand, situation);
    let both = match cache.as_deref_mut() {
        Some(cache) => cache.reads(table, &shared),
        None => both_reads(table, &shared),
    };
    let reads = both[0];
    // Where the place of the winning tile is worth nothing, each way is taken with the first
    // place of the lowest kind it may be (`place_first`): a suit's ways are its ways
    // unplaced, and the winning tile, a wildcard, is placed in the first suit it may be. The
    // parts keep what the fans read of any hand, which its batch's others share.
    let placing = hand_placing(both, hand, request);
    // A hand's lists are made among the batch's (`WaysCache`).
    let out = match cache.as_deref_mut() {
        Some(cache) => std::mem::take(&mut cache.ways),
        None => Vec::with_capacity(64),
    };
    // The three suits' lists are one another's, the kinds renamed, where the table treats
    // their kinds alike and no fan reads the pair's kind (which a way's part would then hold
    // as the first suit's): made as the first suit's, read with each suit's kinds. A suit of
    // declared melds keeps its own kinds.
    let alike = table.suits_alike() && reads >> F::pair as u64 & 1 == 0;
    let shift: [u8; 4] = std::array::from_fn(|s| match s < 3 && alike && declared[s].is_empty() {
        true => suit_kinds(s).start as u8,
        false => 0,
    });
    let mut lists = Lists {
        table,
        counts: request.counts,
        used: request.meld_copies,
        cap,
        declared,
        win: hand.win,
        ways: Ways {
            win: None,
            placed: false,
            start: 0,
            self_drawn: hand.flags[0],
            mask: Part::mask(reads),
            out,
            from: 0,
            at: Vec::new(),
        },
        made: [NOT_MADE; SLOTS],
        shift,
        cache,
        reads,
    };
    let known = memo.shared(&shared);
    // Each suit's wildcard numbers (bit k): at least its need, and with its tiles a whole
    // number of melds (and the pair).
    let takes = |suit: usize, pair: bool| {
        let (melds, with_pair) = needs[suit];
        let need = if pair { with_pair } else { melds };
        let rest = if pair { 2 } else { 0 };
        let fits = (0..=w).filter(|&k| k >= need && (sizes[suit] + k) % 3 == rest);
        fits.fold(0u32, |bits, k| bits | 1 << k)
    };
    let mut best: Option<Found> = None;
    let win_suit = hand.win.map(suit_of);
    for pair_suit in 0..4 {
        let allowed: [u32; 4] = std::array::from_fn(|s| takes(s, s == pair_suit));
        spreads(allowed, w, |choice| {
            for placed in 0..4 {
                let here = match win_suit {
                    Some(s) => s == placed,
                    None => choice[placed] > 0,
                };
                if here {
                    let mut slots = [0usize; 4];
                    for s in 0..4 {
                        let placed_here = s == placed && placing;
                        slots[s] = lists.get(s, s == pair_suit, choice[s], placed_here);
                    }
                    let at = (slots, placed);
                    combine(table, (situation, known), reads, memo, &lists, at, &mut best);
                    if !placing {
                        break;
                    }
                }
            }
        });
    }
    let found = best.map(|found| {
        let ways: [&Way; 4] = std::array::from_fn(|s| &lists.list(found.lists[s])[found.ways[s]]);
        let mut d = Decomposition::of(Form::Regular);
        d.melds.reserve_exact(4);
        d.wildcards.reserve_exact(w as usize);
        let (mut win, mut index, mut place) = (0, 0, Place { group: None, on_pair: false });
        for (s, way) in ways.iter().enumerate() {
            // Each suit's kinds from those of the suit its ways were made for.
            let kind = |k: u8| usize::from(k + shift[s]);
            if let Some((k, i, p)) = way.win {
                let offset = d.melds.len();
                (win, index) = (kind(k), usize::from(i));
                place = Place { group: p.group.map(|g| g + offset), on_pair: p.on_pair };
            }
            d.melds.extend(way.melds.get().iter().map(|&key| match group(key) {
                Group::Pung(t) => Group::Pung(kind(t as u8)),
                Group::Chow(t) => Group::Chow(kind(t as u8)),
            }));
            d.wildcards.extend(way.stand_ins.get().iter().map(|&t| kind(t)));
            if let Some(p) = way.pair {
                d.pair = Some(kind(p));
            }
        }
        if !placing {
            // A wildcard won on is the lowest stand-in of the suit it is placed in (which
            // takes one, `spreads`' choice).
            let s = found.placed;
            let first = || usize::from(ways[s].stand_ins.bytes[0] + shift[s]);
            (win, index) = (hand.win.unwrap_or_else(first), 0);
            place = place_first(&d, win, &mut lists.ways.at);
        }
        (d, win, index, place, found.entry)
    });
    // The hand's lists are kept for the batch's next hands.
    if let Some(cache) = lists.cache {
        cache.ways = std::mem::take(&mut lists.ways.out);
    }
    found
}

/// Gives `each` every spread of `w` wildcards over the four suits, suit s taking a number
/// of `allowed[s]` (bit k).
fn spreads(allowed: [u32; 4], w: u32, mut each: impl FnMut([u32; 4])) {
    let numbers = |s: usize, most: u32| (0..=most).filter(move |&k| allowed[s] >> k & 1 == 1);
    for a in numbers(0, w) {
        for b in numbers(1, w - a) {
            for c in numbers(2, w - a - b) {
                let d = w - a - b - c;
                if allowed[3] >> d & 1 == 1 {
                    each([a, b, c, d]);
                }
            }
        }
    }
}

/// The first place of the winning tile of logical kind `win` in `d` (which holds it), `at`
/// a buffer.
fn place_first(d: &Decomposition, win: usize, at: &mut Vec<Place>) -> Place {
    places(&view(d), win, at);
    at[0]
}

/// Every combination of one way from each of the lists at `slots`, the winning tile placed
/// in the suit `placed`, kept in `best` when it beats it; `reads` the features read
/// (`reads::regular_reads`), and `known` the memo's number of what the hand's readings
/// share.
fn combine(
    table: &Table,
    (situation, known): (&Situation, u32),
    reads: u64,
    memo: &mut Memo,
    lists: &Lists,
    (slots, placed): ([usize; 4], usize),
    best: &mut Option<Found>,
) {
    let l: [&[Way]; 4] = slots.map(|s| lists.list(s));
    if l.iter().any(|x| x.is_empty()) {
        return;
    }
    for (i0, a) in l[0].iter().enumerate() {
        for (i1, b) in l[1].iter().enumerate() {
            let ab = a.part.plus(&b.part);
            for (i2, c) in l[2].iter().enumerate() {
                let abc = ab.plus(&c.part);
                for (i3, d) in l[3].iter().enumerate() {
                    let sum = abc.plus(&d.part);
                    let entry = memo.sum(&sum, known).unwrap_or_else(|| {
                        let mut whole = Base { vector: sum.vector(), tiles: [0; KINDS] };
                        whole.finish(Form::Regular, situation);
                        let v = only(&whole.vector, &lanes(reads));
                        let entry = memo.entry(&v, |counts| {
                            super::score::count_all(table, &v, counts);
                            tally(table, counts)
                        });
                        memo.put_sum(sum, known, entry);
                        entry
                    });
                    let ways = [a, b, c, d];
                    // Equal worth: the first in the readings' order, whose place is then
                    // known.
                    let mut tied = None;
                    let better = match best {
                        None => true,
                        Some(kept) => {
                            let (worth, was) = (memo.tally(entry), memo.tally(kept.entry));
                            worth.beats(&was).unwrap_or_else(|| {
                                let place = order(&ways, &lists.shift);
                                tied = Some(place);
                                place < kept.order
                            })
                        }
                    };
                    if better {
                        let order = tied.unwrap_or_else(|| order(&ways, &lists.shift));
                        let ways = [i0, i1, i2, i3];
                        *best = Some(Found { ways, lists: slots, placed, entry, order });
                    }
                }
            }
        }
    }
}

/// A combination's place in the readings' order: every regular reading of a hand has as
/// many stand-ins and melds, so the lists compare as their concatenations do (stand-ins,
/// melds, the pair, the winning tile's kind and the index of its place), each suit's kinds
/// its own, `shift` (`Lists::shift`) added to those a suit's ways were made for: at most
/// 4 + 4 + 1 + 2 bytes, packed the first the most significant.
type Order = u128;

fn order(ways: &[&Way; 4], shift: &[u8; 4]) -> Order {
    let mut order = 0u128;
    let mut n = 0;
    // A list's bytes (a Few's, the first the most significant) with `add` added to each.
    let mut put = |few: &Few, add: u8| {
        let len = u32::from(few.len);
        if len > 0 {
            let bytes = u32::from_be_bytes(few.bytes) >> (32 - 8 * len);
            let added = bytes + u32::from(add) * (0x0101_0101 >> (32 - 8 * len));
            order = order << (8 * len) | u128::from(added);
            n += len;
        }
    };
    ways.iter().zip(shift).for_each(|(w, &d)| put(&w.stand_ins, d));
    ways.iter().zip(shift).for_each(|(w, &d)| put(&w.melds, 2 * d));
    for (w, &d) in ways.iter().zip(shift) {
        if let Some(p) = w.pair {
            put(&Few { len: 1, bytes: [p, 0, 0, 0] }, d);
        }
    }
    for (w, &d) in ways.iter().zip(shift) {
        if let Some((k, i, _)) = w.win {
            put(&Few { len: 2, bytes: [k + d, i, 0, 0] }, 0);
        }
    }
    order.checked_shl(128 - 8 * n).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::local::features::{F, FLAGS};
    use crate::local::reads::placing;
    use crate::local::score::plain;
    use crate::local::table::{for_tests, Combine, FanSpec};
    use crate::local::tally::Tally;
    use crate::mcr::view::Kind;
    use crate::rules::Forms;

    /// A table of the regular form whose fans count features of sets, tiles and the winning
    /// tile's place, some left unread; a few exclusions, 2^番 capped at 6.
    fn table(banned: &[usize], fifth_copy: bool) -> Table {
        let read = [
            F::pungs,
            F::concealed_pungs,
            F::pure_straight,
            F::outside,
            F::pair_258,
            F::suits,
            F::terminals,
            F::quads,
            F::win_copies,
            F::win_edge,
            F::win_on_pair,
            F::honors,
            F::dragon_pungs,
            F::concealed_chows,
        ];
        table_of(&read, vec![], banned, fifth_copy)
    }

    /// A table whose fans count features of sets and tiles, and whose fans reading the
    /// winning tile's place never count on these hands' regular readings (a fan of seven
    /// pairs, one of four declared melds, one of no seven pairs with an edge wait, which
    /// always counts): the place is then worth nothing (`reads::placing`), save where
    /// `concealed` has concealed pungs read and the hand is won on a discard.
    fn placeless(banned: &[usize], concealed: bool) -> Table {
        let mut read = vec![F::pungs, F::pure_straight, F::outside, F::suits, F::terminals];
        read.extend([F::quads, F::honors, F::dragon_pungs, F::concealed_chows]);
        if concealed {
            read.push(F::concealed_pungs);
        }
        let (and, eq, not, feature) = (11, 5, 13, |f: F| (1, f as i64));
        let more = vec![
            vec![feature(F::seven_pairs), feature(F::win_copies), (and, 0)],
            vec![feature(F::declared), (0, 4), (eq, 0), feature(F::win_on_pair), (and, 0)],
            vec![feature(F::seven_pairs), feature(F::win_edge), (and, 0), (not, 0)],
        ];
        table_of(&read, more, banned, false)
    }

    /// A table whose one fan of the winning tile's place is four concealed pungs (四暗刻:
    /// four pungs, none a discard completes): the place is worth something only on a
    /// discard, and only in a hand that may make four pungs (`reads::most_pungs`).
    fn four_concealed() -> Table {
        let (and, eq, feature) = (11, 5, |f: F| (1, f as i64));
        let four = |f: F| vec![feature(f), (0, 4), (eq, 0)];
        let mut program = four(F::pungs);
        program.extend(four(F::concealed_pungs));
        program.push((and, 0));
        table_of(&[F::chows, F::suits, F::terminals, F::pure_straight], vec![program], &[], false)
    }

    /// A table of one fan a feature of `read`, then one a program of `more`.
    fn table_of(
        read: &[F],
        more: Vec<Vec<(i64, i64)>>,
        banned: &[usize],
        fifth_copy: bool,
    ) -> Table {
        let programs = read.iter().map(|&f| vec![(1, f as i64)]).chain(more);
        let programs: Vec<_> = programs.collect();
        let n = programs.len();
        let fans = programs
            .into_iter()
            .enumerate()
            .map(|(i, program)| FanSpec {
                id: i as i64 + 1,
                program: Some(program),
                value: 1 + i as i64 % 3,
                multiplier: 1,
                excludes: if i % 4 == 0 { vec![(i + 1) % n] } else { vec![] },
            })
            .collect();
        for_tests(
            fans,
            banned,
            Combine { cap: Some(6), exponent: true, offset: 0 },
            Forms::only(Form::Regular),
            fifth_copy,
        )
    }

    /// The best regular reading the plain way (`score::plain`): the first of the most
    /// points, then uncapped sum, then lowest stand-ins.
    fn plain_best(t: &Table, h: &Hand) -> Option<(Decomposition, usize, Place, Tally)> {
        let mut best: Option<(Decomposition, usize, Place, Tally)> = None;
        for (d, k, p, counts) in plain(t, h, Forms::only(Form::Regular)) {
            let worth = tally(t, &counts);
            let better = best.as_ref().is_none_or(|(kept, _, _, was)| {
                worth.beats(was).unwrap_or_else(|| d.wildcards < kept.wildcards)
            });
            if better {
                best = Some((d, k, p, worth));
            }
        }
        best
    }

    // Pseudo-random winning hands of 0 to 4 wildcards, some with a declared meld, on a
    // discard or self-drawn, some kinds banned, a fifth copy allowed or not: the suit-by-suit
    // best is the plain first best (decomposition, winning tile's kind and place, worth).
    #[test]
    fn suit_by_suit_is_the_plain_best() {
        let tables = [
            table(&[], false),
            table(&[27, 28, 29, 30, 31], false),
            table(&[0, 33], true),
            table(&[], true),
            placeless(&[], false),
            placeless(&[27, 28], true),
            // The pair's kind read: the three suits' lists are each their own.
            table_of(&[F::pair, F::pungs, F::suits, F::win_in_chow], vec![], &[], false),
            four_concealed(),
        ];
        let mut next = crate::local::seeded(42);
        let (mut checked, mut unplaced, mut capped) = (0, 0, 0);
        // Each table's hands also share one memo and ways cache, as a batch's do.
        let mut batches: Vec<_> =
            tables.iter().map(|t| (Memo::new(t.fans.len()), WaysCache::default())).collect();
        for round in 0..2400 {
            let (i, t) = (round % tables.len(), &tables[round % tables.len()]);
            let pair = next(34);
            let mut sets = vec![];
            for _ in 0..4 {
                sets.push(if next(2) == 0 {
                    let t = next(34);
                    (Kind::Pung, t, vec![t, t, t])
                } else {
                    let s = 9 * next(3) + next(7);
                    (Kind::Chow, s, vec![s, s + 1, s + 2])
                });
            }
            let declared: Vec<Declared> = sets
                .iter()
                .take(next(3))
                .map(|(kind, first, _)| Declared { kind: *kind, first: *first, concealed: false })
                .collect();
            let mut tiles = vec![pair, pair];
            sets[declared.len()..].iter().for_each(|(_, _, ts)| tiles.extend(ts));
            let mut all_tiles = [0u8; KINDS];
            sets.iter()
                .flat_map(|(_, _, ts)| ts)
                .chain(&[pair, pair])
                .for_each(|&k| all_tiles[k] += 1);
            if all_tiles.iter().any(|&c| c > 4) {
                continue;
            }
            // Shuffle, then the first `wild` concealed tiles become wildcards.
            for i in (1..tiles.len()).rev() {
                tiles.swap(i, next(i as u64 + 1));
            }
            let wild = next(5).min(tiles.len() - 1);
            let win_wild = wild > 0 && next(3) == 0;
            let win = tiles.pop().filter(|_| !win_wild);
            let mut standing = [0u8; KINDS];
            tiles[wild.saturating_sub(usize::from(win_wild))..]
                .iter()
                .for_each(|&k| standing[k] += 1);
            let mut flags = [false; FLAGS];
            flags[0] = next(2) == 0;
            let h = Hand {
                standing,
                wildcards: (wild - usize::from(win_wild)) as u32,
                win,
                declared,
                flags,
                flowers: 0,
            };
            let mut memo = Memo::new(t.fans.len());
            let (request, situation) = (h.request(t, usize::MAX), h.situation(t));
            let got = best_regular(t, &h, &request, &situation, &mut memo, None)
                .map(|(d, k, _, p, entry)| (d, k, p, memo.tally(entry)));
            let want = plain_best(t, &h);
            assert_eq!(got, want, "round {round}: {h:?}");
            let (memo, cache) = &mut batches[i];
            let batched = best_regular(t, &h, &request, &situation, memo, Some(cache))
                .map(|(d, k, _, p, entry)| (d, k, p, memo.tally(entry)));
            assert_eq!(batched, want, "round {round}, in a batch: {h:?}");
            checked += usize::from(want.is_some());
            let both = both_reads(t, &shared(&h, &situation));
            let placed = hand_placing(both, &h, &request);
            unplaced += usize::from(want.is_some() && !placed);
            let saved = placing(both[0], h.flags[0]) && !placed;
            capped += usize::from(want.is_some() && saved);
        }
        assert!(checked > 1300 && unplaced > 200, "{checked} winning hands, {unplaced} unplaced");
        assert!(capped > 50, "{capped} hands unplaced as they may not make four pungs");
    }
}
