//! One deal by the deal rule of the wall contract (notes/wall-contract.md, wall.md 3): the
//! wall shuffled with the deal's seed, then an indicator at position 0 when the rule set
//! flips one, H tiles to each seat 0..P-1 in turn, E more to the dealer, each seat's flowers
//! set aside and replaced from the front of what remains, and the rest in order.

use super::shuffle::{shuffle, Bounds};
use crate::error::Error;
use crate::tiles::KINDS;

/// Tile ids of a wall: 0-33 the kinds, 34-41 the flowers, 42 the joker.
pub const FLOWERS: std::ops::Range<u8> = 34..42;
pub const JOKER: u8 = 42;
/// The most players, hand size and dealer's extra tiles a deal takes.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=4;
pub const HAND: std::ops::RangeInclusive<usize> = 1..=16;
pub const EXTRA: std::ops::RangeInclusive<usize> = 0..=3;
/// The longest wall a deal takes (a rule set's is at most 144 tiles).
pub const MOST_TILES: usize = 1024;

/// What a deal deals: `players` hands of `hand` tiles, `extra` more for the dealer (seat 0),
/// after an indicator when `flip`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub players: usize,
    pub hand: usize,
    pub extra: usize,
    pub flip: bool,
}

impl Shape {
    /// The shape, once players (2-4), hand (1-16) and extra (0-3) are in range.
    pub fn new(players: usize, hand: usize, extra: usize, flip: bool) -> Result<Shape, Error> {
        let out = |what: &str, got: usize, range: &std::ops::RangeInclusive<usize>| {
            Error::Option(format!("{what} must be {} to {}, got {got}", range.start(), range.end()))
        };
        if !PLAYERS.contains(&players) {
            return Err(out("players", players, &PLAYERS));
        }
        if !HAND.contains(&hand) {
            return Err(out("hand", hand, &HAND));
        }
        if !EXTRA.contains(&extra) {
            return Err(out("dealer_extra", extra, &EXTRA));
        }
        Ok(Shape { players, hand, extra, flip })
    }

    /// The tiles a deal takes before any flower is replaced: the indicator and the hands.
    pub fn dealt(&self) -> usize {
        usize::from(self.flip) + self.players * self.hand + self.extra
    }

    /// Whether a wall of `tiles` tiles holds this deal (flowers' replacements aside, which
    /// each deal checks as it goes): a HandSizeError quoting the numbers otherwise.
    pub fn fits(&self, tiles: usize) -> Result<(), Error> {
        if self.dealt() <= tiles {
            return Ok(());
        }
        let indicator = if self.flip { " and the indicator" } else { "" };
        Err(hand_size(format!(
            "a deal of {} hands of {} tiles, {} more for the dealer{indicator} takes {} tiles; \
             the wall holds {tiles}",
            self.players,
            self.hand,
            self.extra,
            self.dealt()
        )))
    }
}

/// A `hupai.errors.HandSizeError` with `message`.
pub(crate) fn hand_size(message: String) -> Error {
    Error::Local { class: "HandSizeError", message }
}

/// A wall that is not one: too long, or a tile id past 42.
pub fn check_wall(wall: &[u8]) -> Result<(), Error> {
    if wall.len() > MOST_TILES {
        return Err(Error::Shape(format!("a wall of {} tiles: at most {MOST_TILES}", wall.len())));
    }
    match wall.iter().position(|&t| t > JOKER) {
        Some(at) => Err(Error::Shape(format!(
            "the wall's tile {at} is id {}; ids are 0-42 (kinds, flowers, the joker)",
            wall[at]
        ))),
        None => Ok(()),
    }
}

/// One deal, seat by seat: each seat's counts of the 34 kinds, flowers set aside and
/// jokers, the indicator (-1: none) and where the rest starts in the shuffled wall.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    pub counts: [[u8; KINDS]; 4],
    pub flowers: [u8; 4],
    pub jokers: [u8; 4],
    pub indicator: i16,
    pub rest: usize,
}

impl Default for Dealt {
    fn default() -> Self {
        Dealt { counts: [[0; KINDS]; 4], flowers: [0; 4], jokers: [0; 4], indicator: -1, rest: 0 }
    }
}

/// Ran out of tiles replacing flowers: the seat that was replacing one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RanOut {
    pub seat: usize,
}

/// Deals the shuffled wall `tiles` (position 0 first; `shape` fits it, its ids 0-42) into
/// `out`.
#[inline]
pub fn deal(tiles: &[u8], shape: &Shape, out: &mut Dealt) -> Result<(), RanOut> {
    let p = usize::from(shape.flip);
    // Each seat's tiles counted by id, 48 wide so the flowers and the joker count too and
    // the count needs no branch; the hands' parts are the first 34.
    let mut held = [[0u8; 48]; 4];
    out.indicator = if shape.flip { i16::from(tiles[0]) } else { -1 };
    let hand = shape.hand;
    for (seat, held) in held.iter_mut().enumerate().take(shape.players) {
        let at = p + seat * hand;
        for &t in &tiles[at..at + hand] {
            held[usize::from(t)] += 1;
        }
    }
    let mut next = p + shape.players * hand;
    for &t in &tiles[next..next + shape.extra] {
        held[0][usize::from(t)] += 1;
    }
    next += shape.extra;
    for (seat, held) in held.iter_mut().enumerate().take(shape.players) {
        let flowers = &held[FLOWERS.start as usize..FLOWERS.end as usize];
        let mut set_aside: u8 = flowers.iter().sum();
        // Replacements still owed: a flower drawn is set aside and owes one more.
        let mut owed = set_aside;
        while owed > 0 {
            let Some(&t) = tiles.get(next) else { return Err(RanOut { seat }) };
            next += 1;
            if FLOWERS.contains(&t) {
                set_aside += 1;
            } else {
                held[usize::from(t)] += 1;
                owed -= 1;
            }
        }
        out.flowers[seat] = set_aside;
        out.jokers[seat] = held[usize::from(JOKER)];
        if let Some(counts) = held.first_chunk::<KINDS>() {
            out.counts[seat] = *counts;
        }
    }
    out.rest = next;
    Ok(())
}

/// Shuffles `wall` (unshuffled, `bounds` covering it) into `scratch` with `seed`, then deals
/// it; `scratch` then holds the shuffled wall, whose rest starts at `out.rest`.
#[inline]
pub fn deal_seeded(
    wall: &[u8],
    seed: u64,
    bounds: &Bounds,
    shape: &Shape,
    scratch: &mut Vec<u8>,
    out: &mut Dealt,
) -> Result<(), RanOut> {
    scratch.clear();
    scratch.extend_from_slice(wall);
    shuffle(scratch, seed, bounds);
    deal(scratch, shape, out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wall::deal_seed;

    /// A wall of these (id, copies), in id order.
    fn wall(copies: &[(std::ops::Range<u8>, usize)]) -> Vec<u8> {
        copies.iter().flat_map(|(ids, n)| ids.clone().flat_map(move |t| vec![t; *n])).collect()
    }

    /// Each seat's tiles, flowers, the indicator and the rest.
    type ByHand = (Vec<Vec<u8>>, Vec<u8>, i16, Vec<u8>);

    /// The rule done by hand: a list of tiles for each seat, flowers replaced one by one.
    fn by_hand(tiles: &[u8], shape: &Shape) -> Option<ByHand> {
        let mut rest: std::collections::VecDeque<u8> = tiles.iter().copied().collect();
        let indicator = if shape.flip { i16::from(rest.pop_front()?) } else { -1 };
        let mut hands = vec![Vec::new(); shape.players];
        for hand in hands.iter_mut() {
            for _ in 0..shape.hand {
                hand.push(rest.pop_front()?);
            }
        }
        for _ in 0..shape.extra {
            hands[0].push(rest.pop_front()?);
        }
        let mut flowers = vec![0; shape.players];
        for (seat, hand) in hands.iter_mut().enumerate() {
            while let Some(at) = hand.iter().position(|t| FLOWERS.contains(t)) {
                hand.remove(at);
                flowers[seat] += 1;
                hand.push(rest.pop_front()?);
            }
        }
        Some((hands, flowers, indicator, rest.into_iter().collect()))
    }

    fn check(wall: &[u8], shape: Shape, seeds: std::ops::Range<u64>) {
        let bounds = Bounds::new(wall.len());
        let (mut scratch, mut out) = (Vec::new(), Dealt::default());
        for seed in seeds {
            let mut shuffled = wall.to_vec();
            shuffle(&mut shuffled, seed, &bounds);
            let want = by_hand(&shuffled, &shape);
            let got = deal_seeded(wall, seed, &bounds, &shape, &mut scratch, &mut out);
            let Some((hands, flowers, indicator, rest)) = want else {
                assert!(got.is_err(), "seed {seed}: ran out by hand, not here");
                continue;
            };
            assert_eq!(got, Ok(()), "seed {seed}");
            assert_eq!(scratch, shuffled);
            for (seat, hand) in hands.iter().enumerate() {
                let mut counts = [0u8; KINDS];
                hand.iter().filter(|&&t| t < 34).for_each(|&t| counts[usize::from(t)] += 1);
                assert_eq!(out.counts[seat], counts, "seed {seed} seat {seat}");
                assert_eq!(out.flowers[seat], flowers[seat]);
                let jokers = hand.iter().filter(|&&t| t == JOKER).count();
                assert_eq!(usize::from(out.jokers[seat]), jokers);
            }
            assert_eq!(out.indicator, indicator);
            assert_eq!(&scratch[out.rest..], &rest[..]);
        }
    }

    #[test]
    fn a_deal_is_the_shuffle_and_the_rule_done_by_hand() {
        let mcr = wall(&[(0..34, 4), (34..42, 1)]);
        let tuidao = wall(&[(0..34, 4)]);
        let laizi = wall(&[(0..34, 4), (42..43, 4)]);
        for players in 2..=4 {
            check(&mcr, Shape::new(players, 13, 1, false).unwrap(), 0..200);
            check(&tuidao, Shape::new(players, 13, 1, true).unwrap(), 0..50);
            check(&laizi, Shape::new(players, 16, 3, false).unwrap(), 0..50);
        }
    }

    #[test]
    fn flowers_are_replaced_from_the_front_of_what_remains() {
        // Seat 0's hand is two flowers and a tile; the tiles after the deal a flower, then 2m.
        let tiles = [34, 35, 0, 9, 9, 9, 36, 1, 2];
        let shape = Shape::new(2, 3, 0, false).unwrap();
        let mut out = Dealt::default();
        assert_eq!(deal(&tiles, &shape, &mut out), Ok(()));
        assert_eq!(out.flowers[..2], [3, 0]);
        assert_eq!(&out.counts[0][..3], &[1, 1, 1]);
        assert_eq!(out.counts[1][9], 3);
        assert_eq!(out.rest, 9);
        // One tile short of the last replacement.
        assert_eq!(deal(&tiles[..8], &shape, &mut out), Err(RanOut { seat: 0 }));
    }

    #[test]
    fn seeds_and_shapes_are_checked() {
        // A batch's deal i uses the generator's output i (splitmix's own test pins it).
        assert_eq!(deal_seed(1, 0), 0x910A_2DEC_8902_5CC1);
        assert!(Shape::new(5, 13, 1, false).is_err());
        assert!(Shape::new(4, 0, 1, false).is_err());
        assert!(Shape::new(4, 17, 1, false).is_err());
        assert!(Shape::new(4, 13, 4, false).is_err());
        let shape = Shape::new(4, 16, 3, true).unwrap();
        assert_eq!(shape.dealt(), 68);
        assert!(shape.fits(68).is_ok());
        let err = shape.fits(67).unwrap_err().to_string();
        assert!(err.contains("takes 68 tiles; the wall holds 67"), "{err}");
        assert!(check_wall(&[0, 42]).is_ok());
        assert!(check_wall(&[0, 43]).is_err());
    }
}
