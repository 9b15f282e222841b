//! Scoring a two-player hand (mcr2p.md 4-5): every reading (the regular splits beside the
//! declared melds, and seven pairs when none is declared), each scored by its candidates and
//! the table walk, the one shown chosen by `choose`; under 天胡 every kind held is tried as
//! the winning tile, the lowest kind kept among equals.

use crate::mcr::fans::Fans;
use crate::mcr::ids::SINGLE_WAIT;
use crate::mcr::request::Request;
use crate::mcr::score::{read_split, DeclaredTiles};
use crate::mcr::special::{correct_flags, is_nine_gates};
use crate::mcr::splits::{regular_splits, Split};
use crate::mcr::tile_fans::{held, tile_hogs};
use crate::mcr::two_player::candidates::{hand_fans, regular_fans, seven_pairs_fans, Regular};
use crate::mcr::two_player::choose::{better, Ranked};
use crate::mcr::two_player::hand::Hand;
use crate::mcr::two_player::table::Table;
use crate::mcr::two_player::walk::tally;
use crate::mcr::win_fans::unique_wait;
use crate::mcr::won_wait::won_unique_wait;
use crate::tiles::mask_tiles;

/// A hand's score: its fans by table position (flowers included), total, and the reading.
#[derive(Clone, Copy, Debug)]
pub struct Scored {
    pub fans: Fans,
    pub total: u32,
    pub reading: Reading,
}

/// The reading a score was counted on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A regular split of the standing tiles with the winning tile; the declared melds come
    /// first in the decomposition it stands for.
    Regular(Split),
    /// Seven pairs of the 14 tiles.
    SevenPairs,
}

impl Scored {
    fn ranked(&self) -> Ranked<'_> {
        let seven_pairs = self.reading == Reading::SevenPairs;
        Ranked { fans: &self.fans, total: self.total, seven_pairs }
    }
}

/// The score of a checked hand (`Hand::check`), or None when it does not win.
pub fn score(table: &Table, hand: &Hand) -> Option<Scored> {
    let request = &hand.request;
    if !hand.firsts.heavenly {
        return best_reading(table, hand, request);
    }
    // The dealt tiles have no winning tile of their own (mcr2p.md 3): each kind is tried.
    let mut tiles = request.standing;
    tiles[request.win_tile] += 1;
    let mut best: Option<Scored> = None;
    for kind in mask_tiles(held(&tiles)) {
        let mut as_won = request.clone();
        as_won.standing = tiles;
        as_won.standing[kind] -= 1;
        as_won.win_tile = kind;
        if let Some(s) = best_reading(table, hand, &as_won) {
            if best.as_ref().is_none_or(|b| better(table, s.ranked(), b.ranked())) {
                best = Some(s);
            }
        }
    }
    best
}

/// The reading shown for `request` (the hand's tiles, or one choice of its winning tile).
fn best_reading(table: &Table, hand: &Hand, request: &Request) -> Option<Scored> {
    let win = request.win_tile;
    let mut tiles = request.standing;
    tiles[win] += 1;
    let melds = request.meld_count;
    let splits = regular_splits(&tiles, 4 - melds);
    let seven_pairs = melds == 0 && tiles.iter().all(|&c| c % 2 == 0);
    if splits.as_slice().is_empty() && !seven_pairs {
        return None;
    }
    let declared = DeclaredTiles::of(request);
    let kongs = declared.view.kongs();
    let flags = correct_flags(request.flags, &tiles, &declared.counts, win, kongs > 0);
    let mut all = tiles;
    all.iter_mut().zip(declared.counts.iter()).for_each(|(a, d)| *a += d);
    let hogs = tile_hogs(&all, kongs.into());
    let base = hand_fans(hand, flags, declared.view.claimed, held(&tiles) | declared.kinds, hogs);
    let regular = Regular {
        base: &base,
        nine_gates: melds == 0 && is_nine_gates(&tiles, win),
        seat_wind: request.seat_wind,
    };
    // Whether the hand waited on one tile, found only if a reading could use it.
    let mut unique = None;
    let regular_win = !splits.as_slice().is_empty();
    let mut ask = || {
        // `won_unique_wait` needs a regular win; a hand of seven pairs alone asks the long way.
        let standing = &request.standing;
        let found = || {
            if regular_win {
                won_unique_wait(standing, win)
            } else {
                unique_wait(standing, win)
            }
        };
        *unique.get_or_insert_with(found)
    };
    let mut best: Option<Scored> = None;
    let mut candidates = Fans::default();
    let mut keep = |fans: &Fans, reading: Reading| {
        let mut counted = Fans::default();
        tally(table, fans, &mut counted);
        let scored = Scored { fans: counted, total: table.total(&counted), reading };
        if best.as_ref().is_none_or(|b| better(table, scored.ranked(), b.ranked())) {
            best = Some(scored);
        }
    };
    for split in splits.as_slice() {
        let view = read_split(declared.view, split);
        regular_fans(&regular, &view, &mut ask, &mut candidates);
        keep(&candidates, Reading::Regular(*split));
    }
    if seven_pairs {
        // The wait asked only of a table that has 单钓将 (V3 has not).
        let single = table.has(SINGLE_WAIT).is_some() && ask();
        seven_pairs_fans(&base, &tiles, win, single, &mut candidates);
        keep(&candidates, Reading::SevenPairs);
    }
    best
}
