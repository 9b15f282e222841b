//! A suit's part of a regular reading's features (suits.rs), held small: only the features
//! the parts are summed on (those of the sets, the pair, the tiles and the winning tile's
//! place), one byte each, so that parts are made, compared and summed as 32-byte arrays
//! rather than whole `Vector`s.

use super::features::{Base, Sheet, Vector, COUNT, F};
use crate::decompose::Group;
use crate::tiles::{HONOR_START, KINDS};
use std::sync::OnceLock;

/// The features a part holds, by lane.
const LANES: [F; 29] = [
    F::chows,
    F::pungs,
    F::kongs,
    F::concealed_kongs,
    F::claimed,
    F::declared,
    F::concealed_pungs,
    F::concealed_chows,
    F::pure_straight,
    F::concealed_pure_straight,
    F::dragon_pungs,
    F::wind_pungs,
    F::outside,
    F::pair,
    F::pair_suited,
    F::pair_258,
    F::tiles,
    F::suits,
    F::honors,
    F::terminals,
    F::tiles_258,
    F::quads,
    F::win_copies,
    F::win_on_pair,
    F::win_in_pung,
    F::win_in_chow,
    F::win_two_sided,
    F::win_closed,
    F::win_edge,
];

/// No lane.
const NONE: u8 = u8::MAX;

/// Each feature's lane, or NONE.
const LANE: [u8; COUNT] = {
    let mut lane = [NONE; COUNT];
    let mut l = 0;
    while l < LANES.len() {
        lane[LANES[l] as usize] = l as u8;
        l += 1;
    }
    lane
};

/// One suit's features, a byte a lane (each at most 18 in a hand of 14 tiles and 4 kongs:
/// a part's are never below 0, nor the sum of four above 255).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Part([u8; 32]);

impl Sheet for Part {
    const ZERO: Part = Part([0; 32]);

    #[inline]
    fn add(&mut self, f: F, n: i32) {
        let l = LANE[f as usize];
        // A feature with no lane is one no part writes (a test holds the parts to the
        // whole readings' features).
        if l != NONE {
            self.0[usize::from(l)] = self.0[usize::from(l)].wrapping_add(n as u8);
        }
    }

    #[inline]
    fn set(&mut self, f: F, n: i32) {
        let l = LANE[f as usize];
        if l != NONE {
            self.0[usize::from(l)] = n as u8;
        }
    }
}

impl Part {
    /// The lanes of the features of `reads` (bit f), all ones; the others 0.
    pub fn mask(reads: u64) -> Part {
        let mut mask = Part::ZERO;
        for (l, &f) in LANES.iter().enumerate() {
            if reads >> f as u64 & 1 == 1 {
                mask.0[l] = u8::MAX;
            }
        }
        mask
    }

    /// This part with the lanes `mask` leaves out 0.
    #[inline]
    pub fn masked(mut self, mask: &Part) -> Part {
        self.0.iter_mut().zip(&mask.0).for_each(|(x, m)| *x &= m);
        self
    }

    /// The lane-wise sum.
    #[inline]
    pub fn plus(mut self, other: &Part) -> Part {
        self.0.iter_mut().zip(&other.0).for_each(|(x, y)| *x = x.wrapping_add(*y));
        self
    }

    /// The features it holds, as a `Vector` (the others 0).
    pub fn vector(&self) -> Vector {
        let mut v = [0; COUNT];
        for (l, &f) in LANES.iter().enumerate() {
            v[f as usize] = i32::from(self.0[l]);
        }
        v
    }
}

/// Each meld's part alone by its key (`Group::key`), and each pair's by its kind, as
/// `Base::part` makes them on the meld's own kinds: so with no suit counted, no four of a
/// kind and no straight, which a split's part is given whole (fill.rs).
pub struct Pieces {
    pub melds: [Part; 2 * KINDS],
    pub pairs: [Part; KINDS],
}

pub fn pieces() -> &'static Pieces {
    static PIECES: OnceLock<Pieces> = OnceLock::new();
    PIECES.get_or_init(|| {
        let meld = |key: usize| {
            let (t, chow) = (key / 2, key % 2 == 1);
            if chow && (t >= HONOR_START || t % 9 > 6) {
                return Part::ZERO; // no such chow
            }
            let (g, end) = if chow { (Group::Chow(t), t + 3) } else { (Group::Pung(t), t + 1) };
            Base::<Part>::part(&[], &[g], None, t..end).vector
        };
        Pieces {
            melds: std::array::from_fn(meld),
            pairs: std::array::from_fn(|t| Base::<Part>::part(&[], &[], Some(t), t..t + 1).vector),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::local::features::{patch, Place};
    use crate::mcr::request::Declared;
    use crate::mcr::view::Kind;

    // Parts of splits with declared melds, the winning tile placed in a chow, a pung or the
    // pair, on a discard or self-drawn: each the whole reading's features, lane for lane,
    // and the features no lane holds 0.
    #[test]
    fn parts_hold_the_features_they_write() {
        let declared = [
            Declared { kind: Kind::Kong, first: 4, concealed: true },
            Declared { kind: Kind::Chow, first: 6, concealed: false },
        ];
        let splits: [(&[Group], Option<usize>); 3] = [
            (&[Group::Pung(0), Group::Chow(0), Group::Chow(3)], Some(8)),
            (&[Group::Chow(1), Group::Chow(1)], Some(4)),
            (&[Group::Pung(27), Group::Pung(33)], Some(31)),
        ];
        for (melds, pair) in splits {
            let kinds = if melds[0] == Group::Pung(27) { 27..34 } else { 0..9 };
            for (n, self_drawn) in [(0, false), (2, true)] {
                let whole: Base = Base::part(&declared[..n], melds, pair, kinds.clone());
                let part: Base<Part> = Base::part(&declared[..n], melds, pair, kinds.clone());
                for (win, place) in [(melds[0].key() / 2, 0), (pair.unwrap(), melds.len())] {
                    let place = if place == melds.len() {
                        Place { group: None, on_pair: true }
                    } else {
                        Place { group: Some(place), on_pair: false }
                    };
                    let (mut v, mut p) = (whole.vector, part.vector);
                    patch(&mut v, whole.tiles[win], melds, win, place, self_drawn);
                    patch(&mut p, part.tiles[win], melds, win, place, self_drawn);
                    assert_eq!(p.vector(), v, "{melds:?} {pair:?} won on {win} at {place:?}");
                    assert!(v.iter().any(|&x| x > 1));
                }
            }
        }
    }

    #[test]
    fn masks_and_sums() {
        let mut a = Part::ZERO;
        a.add(F::pungs, 2);
        a.add(F::honors, 3);
        a.add(F::flowers, 5); // no lane: not held
        let b = a.plus(&a).masked(&Part::mask(1 << F::pungs as u64));
        let v = b.vector();
        assert_eq!((v[F::pungs as usize], v[F::honors as usize]), (4, 0));
        assert_eq!(v.iter().sum::<i32>(), 4);
    }
}
