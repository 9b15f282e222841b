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
    let mut out = Scored { fans: Fans::default(), total: 0, reading: Reading::SevenPairs };
    score_into(table, hand, &mut out).then_some(out)
}

/// As `score`, into `out` (which may hold anything; on false, left holding anything): the
/// batch keeps one `Scored` a thread and never moves it.
pub fn score_into(table: &Table, hand: &Hand, out: &mut Scored) -> bool {
    let request = &hand.request;
    if !hand.firsts.heavenly {
        return best_reading(table, hand, request, out);
    }
    // The dealt tiles have no winning tile of their own (mcr2p.md 3): each kind is tried.
    let mut tiles = request.standing;
    tiles[request.win_tile] += 1;
    // A self-drawn hand with no declared meld, last copy or kong flag reads alike whichever
    // kind is its winning tile (its splits, views, flags and shared fans are those of the 14
    // tiles), but where the kind is Nine Gates' or the only tile the rest waited on (a wait
    // fan's condition, which does not matter where 天胡 leaves out the wait fans): every
    // other kind scores as the first such kind did, which no later equal score replaces, so
    // it is not scored again.
    let f = request.flags;
    let alike = f.self_drawn && !f.last_copy && !f.kong && request.meld_count == 0;
    let mut plain_scored = false;
    let mut found = false;
    let mut trial = Scored { fans: Fans::default(), total: 0, reading: Reading::SevenPairs };
    for kind in mask_tiles(held(&tiles)) {
        let mut as_won = request.clone();
        as_won.standing = tiles;
        as_won.standing[kind] -= 1;
        as_won.win_tile = kind;
        if alike {
            let plain = !is_nine_gates(&tiles, kind)
                && (table.heavenly_hides_waits || !won_unique_wait(&as_won.standing, kind));
            if plain && plain_scored {
                continue;
            }
            plain_scored |= plain;
        }
        if best_reading(table, hand, &as_won, &mut trial)
            && (!found || better(table, trial.ranked(), out.ranked()))
        {
            *out = trial;
            found = true;
        }
    }
    found
}

/// The reading shown for `request` (the hand's tiles, or one choice of its winning tile)
/// into `best`; false when the hand wins in no reading.
fn best_reading(table: &Table, hand: &Hand, request: &Request, best: &mut Scored) -> bool {
    let win = request.win_tile;
    let mut tiles = request.standing;
    tiles[win] += 1;
    let melds = request.meld_count;
    let splits = regular_splits(&tiles, 4 - melds);
    let seven_pairs = melds == 0 && tiles.iter().all(|&c| c % 2 == 0);
    if splits.as_slice().is_empty() && !seven_pairs {
        return false;
    }
    let declared = DeclaredTiles::of(request);
    let kongs = declared.view.kongs();
    let flags = correct_flags(request.flags, &tiles, &declared.counts, win, kongs > 0);
    let mut all = tiles;
    all.iter_mut().zip(declared.counts.iter()).for_each(|(a, d)| *a += d);
    let hogs = tile_hogs(&all, kongs.into());
    let mut base = Fans::default();
    let kinds = held(&tiles) | declared.kinds;
    hand_fans(hand, flags, (declared.view.claimed, kinds, hogs), &mut base);
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
    // Each reading's candidates by turns in one of two, so that a reading's can be compared
    // with the last one's; its fans counted into whichever of `best.fans` and `spare` does
    // not hold the best so far, the first into `best.fans`, so that most hands (one reading)
    // copy no fans (a copy of fans just written would wait on their stores).
    let (mut candidates, mut spare) = ([Fans::default(); 2], Fans::default());
    let mut kept: Option<(usize, u32, Reading)> = None;
    let (first, second) = (&mut best.fans, &mut spare);
    let mut keep = |fans: &Fans, reading: Reading| {
        let at = kept.map_or(0, |(at, _, _)| 1 - at);
        let (this, other) = if at == 0 { (&mut *first, &*second) } else { (&mut *second, &*first) };
        let total = tally(table, fans, this);
        let seven_pairs = reading == Reading::SevenPairs;
        let new = Ranked { fans: this, total, seven_pairs };
        let wins = kept.is_none_or(|(_, top, shown)| {
            let old = Ranked { fans: other, total: top, seven_pairs: shown == Reading::SevenPairs };
            better(table, new, old)
        });
        if wins {
            kept = Some((at, total, reading));
        }
    };
    for (i, split) in splits.as_slice().iter().enumerate() {
        let view = read_split(declared.view, split);
        let [this, last] = if i % 2 == 0 { [0, 1] } else { [1, 0] };
        regular_fans(&regular, &view, &mut ask, &mut candidates[this]);
        // Another split with the last one's candidates scores as it did, which no rule of
        // the choice prefers to what was kept then.
        if i == 0 || candidates[this] != candidates[last] {
            keep(&candidates[this], Reading::Regular(*split));
        }
    }
    if seven_pairs {
        // The wait asked only of a table that has 单钓将 (V3 has not).
        let single = table.has(SINGLE_WAIT).is_some() && ask();
        seven_pairs_fans(&base, &tiles, win, single, &mut candidates[0]);
        keep(&candidates[0], Reading::SevenPairs);
    }
    match kept {
        Some((at, total, reading)) => {
            if at == 1 {
                best.fans = spare;
            }
            (best.total, best.reading) = (total, reading);
            true
        }
        None => false,
    }
}
