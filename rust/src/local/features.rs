//! The features of one reading (python/hupai/rules/vocabulary.py FEATURES, in its order; a
//! Python test holds the two lists equal): whole numbers a fan's program reads.
//!
//! A reading is a decomposition, the winning tile's logical kind K and its placement. Most
//! features depend on the decomposition alone, so they are computed once for it
//! (`Base::new`) and each reading patches a copy (`Base::reading`): the winning tile's place,
//! `win_copies` and the one concealed pung a discard takes away.

use super::view::View;
use crate::decompose::{Form, Group};
use crate::mcr::request::Declared;
use crate::mcr::view::Kind;
use crate::tiles::{Counts, HONOR_START, KINDS, ORPHANS};

/// Declares the features in order: `F::name as usize` is a feature's index, `NAMES` the
/// names Python sees.
macro_rules! features {
    ($($name:ident),* $(,)?) => {
        /// A feature by its index in `NAMES`.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(usize)]
        pub enum F { $($name),* }

        /// The feature names, in the vocabulary's order.
        pub const NAMES: &[&str] = &[$(stringify!($name)),*];
    };
}

features! {
    regular, seven_pairs, thirteen_orphans, honors_and_knitted, knitted_straight,
    chows, pungs, kongs, concealed_kongs, claimed, declared, concealed_pungs, concealed_chows,
    pure_straight, concealed_pure_straight, dragon_pungs, wind_pungs, outside,
    pair, pair_suited, pair_258,
    tiles, suits, honors, terminals, tiles_258, quads, win_copies,
    win_on_pair, win_in_pung, win_in_chow, win_two_sided, win_closed, win_edge,
    held_wildcards, win_wildcard, wildcards_in_play,
    self_drawn, kong_bloom, robbing_kong, kong_discard, last_tile, last_copy, ready,
    heavenly_ready, heavenly_hand, earthly_hand,
    flowers,
}

/// How many features there are (at most 64: the programs' masks are u64).
pub const COUNT: usize = NAMES.len();
const _: () = assert!(COUNT <= 64);

/// The situation flags, in the order of `hupai.scoring.local_request.FLAGS`.
pub const FLAGS: usize = 10;
/// One reading's features.
pub type Vector = [i32; COUNT];

/// Where features are written: a whole reading's `Vector`, or a suit's `Part` (part.rs)
/// of a regular reading, which holds only the features the parts sum.
pub trait Sheet: Copy {
    /// Every feature 0.
    const ZERO: Self;
    fn add(&mut self, f: F, n: i32);
    fn set(&mut self, f: F, n: i32);
}

impl Sheet for Vector {
    const ZERO: Vector = [0; COUNT];

    #[inline]
    fn add(&mut self, f: F, n: i32) {
        self[f as usize] += n;
    }

    #[inline]
    fn set(&mut self, f: F, n: i32) {
        self[f as usize] = n;
    }
}

/// What a reading knows beyond its decomposition: the physical wildcards, whether the rule
/// set has wildcards, the situation flags (FLAGS order) and the flowers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Situation {
    pub held_wildcards: i32,
    pub win_wildcard: bool,
    pub wildcards_in_play: bool,
    pub flags: [bool; FLAGS],
    pub flowers: i32,
}

/// Where the winning tile sits in a decomposition: the found meld (index among the found
/// melds) it completes, or none; and whether it completes the pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub group: Option<usize>,
    pub on_pair: bool,
}

/// The features of a decomposition (or a part of one), and what its readings need to patch
/// them.
pub struct Base<V = Vector> {
    pub vector: V,
    /// The logical tiles: melds (declared too, a kong 4), pairs, knitted tiles, orphans.
    pub tiles: Counts,
}

const fn is_terminal(t: usize) -> bool {
    t < HONOR_START && (t % 9 == 0 || t % 9 == 8)
}

const fn is_terminal_or_honor(t: usize) -> bool {
    t >= HONOR_START || t % 9 == 0 || t % 9 == 8
}

const fn is_258(t: usize) -> bool {
    t < HONOR_START && t % 3 == 1
}

/// The bit of a chow 123, 456 or 789 by its first tile: bit 3s + i for the i-th of suit s.
pub(crate) fn straight_bit(first: usize) -> u16 {
    if first < HONOR_START && first % 3 == 0 {
        1 << (first / 3)
    } else {
        0
    }
}

/// Whether the chow bits `straight_bit` made hold 123, 456 and 789 of one suit.
pub(crate) fn has_straight(bits: u16) -> bool {
    (0..3).any(|s| (bits >> (3 * s)) & 7 == 7)
}

/// The three suits' bits.
const ALL_SUITS: u8 = 0b111;

impl Base {
    /// The features of `d` beside the `declared` melds, in `situation`; the reading features
    /// (win_*) are 0 until `reading` sets them.
    pub fn new(d: &View, declared: &[Declared], situation: &Situation) -> Base {
        let mut part = Base { vector: [0; COUNT], tiles: [0; KINDS] };
        part.add_sets(declared, d.melds);
        for &p in d.pairs {
            part.tiles[p] += 2;
        }
        for &k in d.knitted {
            part.tiles[k] += 1;
        }
        if d.form == Form::ThirteenOrphans {
            ORPHANS.iter().for_each(|&t| part.tiles[t] += 1);
        }
        part.add_pair(d.pair, if d.form == Form::ThirteenOrphans { 1 } else { 2 });
        // Seven pairs' tiles are on their pairs' kinds alone (sorted: a kind twice over, a
        // four of a kind, is counted once).
        match d.form {
            Form::SevenPairs => {
                let kinds = d.pairs.iter().enumerate();
                let kinds = kinds.filter(|&(i, &k)| i == 0 || d.pairs[i - 1] != k);
                part.count_kinds(kinds.map(|(_, &k)| k), ALL_SUITS);
            }
            _ => part.count_kinds(0..KINDS, ALL_SUITS),
        }
        part.finish(d.form, situation);
        part
    }

    /// The sum of a hand's parts made its features: a reading of `form` in `situation`.
    pub fn finish(&mut self, form: Form, situation: &Situation) {
        finish(&mut self.vector, form, situation);
    }

    /// The features of the reading that places the winning tile of logical kind `win` at
    /// `place` in `d`.
    pub fn reading(&self, d: &View, win: usize, place: Place) -> Vector {
        let mut v = self.vector;
        let self_drawn = v[F::self_drawn as usize] == 1;
        patch(&mut v, self.tiles[win], d.melds, win, place, self_drawn);
        v
    }
}

impl<V: Sheet> Base<V> {
    /// A part of a regular reading: the `declared` melds, found `melds` and `pair` of the
    /// kinds `kinds` (a suit), whose features are summed over the parts and then finished
    /// (`finish`) to give the reading's. Every feature of the whole is the sum of its parts'
    /// save two: a part's `outside` counts its sets and pair that hold no terminal or honor,
    /// and its `pair` is the pair's kind + 1 (0 without one).
    pub fn part(
        declared: &[Declared],
        melds: &[Group],
        pair: Option<usize>,
        kinds: std::ops::Range<usize>,
    ) -> Base<V> {
        let mut part = Base { vector: V::ZERO, tiles: [0; KINDS] };
        part.add_sets(declared, melds);
        part.add_pair(pair, 2);
        part.add_counts(kinds);
        part
    }

    /// The sets' features and logical tiles; each straight of 123, 456, 789 is one suit's,
    /// so a part of whole suits counts its own.
    fn add_sets(&mut self, declared: &[Declared], melds: &[Group]) {
        let (v, tiles) = (&mut self.vector, &mut self.tiles);
        let mut add = |f: F, n: i32| v.add(f, n);
        let (mut all_chows, mut found_chows) = (0u16, 0u16);
        for m in declared {
            let first = m.first;
            match m.kind {
                Kind::Chow => {
                    add(F::chows, 1);
                    all_chows |= straight_bit(first);
                    (0..3).for_each(|i| tiles[first + i] += 1);
                    let outside = is_terminal_or_honor(first) || is_terminal_or_honor(first + 2);
                    add(F::outside, i32::from(!outside));
                }
                Kind::Pung | Kind::Kong => {
                    let kong = m.kind == Kind::Kong;
                    add(F::pungs, 1);
                    add(F::dragon_pungs, i32::from(first >= 31));
                    add(F::wind_pungs, i32::from((27..31).contains(&first)));
                    add(F::kongs, i32::from(kong));
                    add(F::concealed_kongs, i32::from(kong && m.concealed));
                    add(F::concealed_pungs, i32::from(kong && m.concealed));
                    tiles[first] += if kong { 4 } else { 3 };
                    add(F::outside, i32::from(!is_terminal_or_honor(first)));
                }
            }
            add(F::claimed, i32::from(!(m.kind == Kind::Kong && m.concealed)));
        }
        add(F::declared, declared.len() as i32);
        for g in melds {
            match *g {
                Group::Chow(first) => {
                    add(F::chows, 1);
                    add(F::concealed_chows, 1);
                    let bit = straight_bit(first);
                    all_chows |= bit;
                    found_chows |= bit;
                    (0..3).for_each(|i| tiles[first + i] += 1);
                    let outside = is_terminal_or_honor(first) || is_terminal_or_honor(first + 2);
                    add(F::outside, i32::from(!outside));
                }
                Group::Pung(first) => {
                    add(F::pungs, 1);
                    add(F::dragon_pungs, i32::from(first >= 31));
                    add(F::wind_pungs, i32::from((27..31).contains(&first)));
                    add(F::concealed_pungs, 1);
                    tiles[first] += 3;
                    add(F::outside, i32::from(!is_terminal_or_honor(first)));
                }
            }
        }
        add(F::pure_straight, i32::from(has_straight(all_chows)));
        add(F::concealed_pure_straight, i32::from(has_straight(found_chows)));
    }

    /// The pair's features (`copies` of its kind: 1 for thirteen orphans' doubled orphan).
    fn add_pair(&mut self, pair: Option<usize>, copies: u8) {
        let Some(p) = pair else { return };
        let v = &mut self.vector;
        self.tiles[p] += copies;
        v.add(F::pair, p as i32 + 1);
        v.add(F::pair_suited, i32::from(p < HONOR_START));
        v.add(F::pair_258, i32::from(is_258(p)));
        v.add(F::outside, i32::from(!is_terminal_or_honor(p)));
    }

    /// The features counted on the logical tiles of `kinds` (the suits wholly in it).
    fn add_counts(&mut self, kinds: std::ops::Range<usize>) {
        let (start, end) = (kinds.start, kinds.end);
        let whole = (0..3).filter(|s| start <= 9 * s && 9 * s + 9 <= end);
        self.count_kinds(kinds, whole.fold(0, |bits, s| bits | 1 << s));
    }

    /// The features counted on the logical tiles of `kinds` (each once, holding every tile
    /// of the part on them), a suit counted where it has tiles and is of `whole` (bit s).
    fn count_kinds(&mut self, kinds: impl Iterator<Item = usize>, whole: u8) {
        let (mut all, mut honors, mut terminals, mut t258, mut quads) = (0, 0, 0, 0, 0);
        let mut suits = 0u8;
        for t in kinds {
            let c = i32::from(self.tiles[t]);
            all += c;
            honors += if t >= HONOR_START { c } else { 0 };
            terminals += if is_terminal(t) { c } else { 0 };
            t258 += if is_258(t) { c } else { 0 };
            quads += i32::from(c >= 4);
            if c > 0 && t < HONOR_START {
                suits |= 1 << (t / 9);
            }
        }
        let suits = (suits & whole).count_ones() as i32;
        let v = &mut self.vector;
        v.add(F::tiles, all);
        v.add(F::honors, honors);
        v.add(F::terminals, terminals);
        v.add(F::tiles_258, t258);
        v.add(F::quads, quads);
        v.add(F::suits, suits);
    }
}

/// Makes the sum of a hand's parts (`v`) its features: a reading of `form` in `situation`.
fn finish(v: &mut Vector, form: Form, situation: &Situation) {
    let form = match form {
        Form::Regular => F::regular,
        Form::SevenPairs => F::seven_pairs,
        Form::ThirteenOrphans => F::thirteen_orphans,
        Form::HonorsAndKnitted => F::honors_and_knitted,
        Form::KnittedStraight => F::knitted_straight,
    };
    v[form as usize] = 1;
    let outside = form == F::regular && v[F::outside as usize] == 0;
    v[F::outside as usize] = i32::from(outside);
    v[F::pair as usize] -= 1;
    situation.write(v);
}

impl Situation {
    /// The features every reading takes from the situation, written into `v`; the bits of
    /// those features (`SITUATION`).
    pub fn write(&self, v: &mut Vector) {
        v[F::held_wildcards as usize] = self.held_wildcards;
        v[F::win_wildcard as usize] = i32::from(self.win_wildcard);
        v[F::wildcards_in_play as usize] = i32::from(self.wildcards_in_play);
        for (i, &flag) in self.flags.iter().enumerate() {
            v[F::self_drawn as usize + i] = i32::from(flag);
        }
        v[F::flowers as usize] = self.flowers;
    }
}

/// The lanes of the features `reads` (bit f) of a vector: all ones where read, else 0.
pub fn lanes(reads: u64) -> Vector {
    std::array::from_fn(|f| if reads >> f & 1 == 1 { -1 } else { 0 })
}

/// `v` with the features `lanes` (made by `lanes`) leaves out 0.
#[inline]
pub fn only(v: &Vector, lanes: &Vector) -> Vector {
    std::array::from_fn(|f| v[f] & lanes[f])
}

/// The bits of the features `Situation::write` writes.
pub const SITUATION: u64 = (1 << F::held_wildcards as u64)
    | (1 << F::win_wildcard as u64)
    | (1 << F::wildcards_in_play as u64)
    | (((1 << FLAGS) - 1) << F::self_drawn as u64)
    | (1 << F::flowers as u64);

/// Sets in `v` the features of placing the winning tile of logical kind `win` at `place`
/// among `melds`, the reading holding `copies` logical tiles of its kind.
pub fn patch<V: Sheet>(
    v: &mut V,
    copies: u8,
    melds: &[Group],
    win: usize,
    place: Place,
    self_drawn: bool,
) {
    v.set(F::win_copies, i32::from(copies));
    v.set(F::win_on_pair, i32::from(place.on_pair));
    match place.group.map(|g| &melds[g]) {
        Some(Group::Pung(_)) => {
            v.set(F::win_in_pung, 1);
            // A pung a discard completes was claimed in effect (not 暗刻).
            if !self_drawn {
                v.add(F::concealed_pungs, -1);
            }
        }
        Some(&Group::Chow(first)) => {
            let (a, k) = (first % 9 + 1, win % 9 + 1);
            v.set(F::win_in_chow, 1);
            v.set(F::win_two_sided, i32::from((k == a && a <= 6) || (k == a + 2 && a >= 2)));
            v.set(F::win_closed, i32::from(k == a + 1));
            v.set(F::win_edge, i32::from((k == a + 2 && a == 1) || (k == a && a == 7)));
        }
        None => {}
    }
}

/// Every place the winning tile of logical kind `win` takes in `d`, in the order readings
/// are listed: found melds holding it (each distinct meld once), then the pair; seven pairs
/// the pair of `win`; thirteen orphans one place; the knitted forms one place with no role
/// when `win` is among the knitted tiles (after a knitted straight's melds and pair).
pub fn places(d: &View, win: usize, out: &mut Vec<Place>) {
    out.clear();
    let on_pair = Place { group: None, on_pair: true };
    let no_role = Place { group: None, on_pair: false };
    match d.form {
        Form::Regular | Form::KnittedStraight => {
            for (i, g) in d.melds.iter().enumerate() {
                let holds = match *g {
                    Group::Chow(first) => (first..first + 3).contains(&win),
                    Group::Pung(first) => first == win,
                };
                if holds && !d.melds[..i].contains(g) {
                    out.push(Place { group: Some(i), on_pair: false });
                }
            }
            if d.pair == Some(win) {
                out.push(on_pair);
            }
            if d.form == Form::KnittedStraight && d.knitted.contains(&win) {
                out.push(no_role);
            }
        }
        Form::SevenPairs => {
            if d.pairs.contains(&win) {
                out.push(on_pair);
            }
        }
        Form::ThirteenOrphans => out.push(Place { group: None, on_pair: d.pair == Some(win) }),
        Form::HonorsAndKnitted => {
            if d.knitted.contains(&win) {
                out.push(no_role);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decompose::Decomposition;
    use crate::local::view::view;

    fn regular(melds: Vec<Group>, pair: usize) -> Decomposition {
        Decomposition {
            form: Form::Regular,
            melds,
            pair: Some(pair),
            pairs: vec![],
            knitted: vec![],
            wildcards: vec![],
        }
    }

    #[test]
    fn names_in_order() {
        assert_eq!(COUNT, 48);
        assert_eq!(NAMES[F::flowers as usize], "flowers");
        assert_eq!(NAMES[F::self_drawn as usize + FLAGS - 1], "earthly_hand");
    }

    #[test]
    fn a_regular_reading() {
        // 123m 456m 789m 111z 99s, won on 3m in a discard.
        let d = regular(vec![Group::Chow(0), Group::Chow(3), Group::Chow(6), Group::Pung(27)], 26);
        let base = Base::new(&view(&d), &[], &Situation::default());
        let v = base.reading(&view(&d), 2, Place { group: Some(0), on_pair: false });
        let get = |f: F| v[f as usize];
        assert_eq!((get(F::regular), get(F::chows), get(F::pungs)), (1, 3, 1));
        assert_eq!((get(F::pure_straight), get(F::concealed_pure_straight)), (1, 1));
        assert_eq!((get(F::wind_pungs), get(F::outside), get(F::pair)), (1, 0, 26));
        assert_eq!(
            (get(F::tiles), get(F::suits), get(F::honors), get(F::terminals)),
            (14, 2, 3, 4)
        );
        assert_eq!((get(F::win_in_chow), get(F::win_edge), get(F::win_two_sided)), (1, 1, 0));
        assert_eq!((get(F::concealed_pungs), get(F::win_copies)), (1, 1));
        // Placed in the pung on a discard: one concealed pung less.
        let v = base.reading(&view(&d), 27, Place { group: Some(3), on_pair: false });
        assert_eq!((v[F::concealed_pungs as usize], v[F::win_in_pung as usize]), (0, 1));
    }

    // Seven pairs of every suit and the honors, a four of a kind among them or not: the
    // features counted on the pairs' kinds alone are those counted on every kind, and hold
    // the hand's tiles, honors, terminals, 2-5-8s, four of a kind and suits.
    #[test]
    fn seven_pairs_counted_on_their_kinds() {
        let hands: [&[usize]; 3] =
            [&[0, 0, 4, 8, 13, 27, 33], &[1, 1, 3, 5, 7, 16, 25], &[18, 19, 20, 21, 22, 23, 26]];
        // Tiles, honors, terminals, 2-5-8s, fours of a kind, suits.
        let want = [[14, 4, 6, 4, 1, 2], [14, 0, 0, 10, 1, 3], [14, 0, 4, 4, 0, 1]];
        for (pairs, want) in hands.iter().zip(want) {
            let d = Decomposition {
                form: Form::SevenPairs,
                pair: None,
                pairs: pairs.to_vec(),
                ..regular(vec![], 0)
            };
            let got = Base::new(&view(&d), &[], &Situation::default());
            let mut every = Base { vector: [0; COUNT], tiles: got.tiles };
            every.add_counts(0..KINDS);
            every.finish(Form::SevenPairs, &Situation::default());
            assert_eq!(got.vector, every.vector, "{pairs:?}");
            let counted = [F::tiles, F::honors, F::terminals, F::tiles_258, F::quads, F::suits];
            assert_eq!(counted.map(|f| got.vector[f as usize]), want, "{pairs:?}");
        }
    }

    #[test]
    fn declared_melds_count() {
        let kong = Declared { kind: Kind::Kong, first: 0, concealed: true };
        let pung = Declared { kind: Kind::Pung, first: 8, concealed: false };
        let d = regular(vec![Group::Pung(9), Group::Pung(17)], 18);
        let v = Base::new(&view(&d), &[kong, pung], &Situation::default()).vector;
        let get = |f: F| v[f as usize];
        assert_eq!((get(F::pungs), get(F::kongs), get(F::concealed_kongs)), (4, 1, 1));
        assert_eq!((get(F::claimed), get(F::declared), get(F::concealed_pungs)), (1, 2, 3));
        assert_eq!((get(F::tiles), get(F::quads), get(F::outside)), (15, 1, 1));
    }

    #[test]
    fn places_in_order() {
        // 123m 123m 345m 33m: a 3m won in a chow (once), the 345m chow, then the pair.
        let d = regular(vec![Group::Chow(0), Group::Chow(0), Group::Chow(2)], 2);
        let mut out = vec![];
        places(&view(&d), 2, &mut out);
        let groups: Vec<_> = out.iter().map(|p| (p.group, p.on_pair)).collect();
        assert_eq!(groups, [(Some(0), false), (Some(2), false), (None, true)]);
    }
}
