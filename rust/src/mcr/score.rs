//! Scoring a winning hand (the reference's `score.py`): the special form the engine takes, or
//! else the regular reading with the highest total (就高不就低), then flowers.

use crate::decompose::Decomposition;
use crate::mcr::fans::Fans;
use crate::mcr::ids::*;
use crate::mcr::request::{Request, WinFlags};
use crate::mcr::special_reading::special_form;
use crate::mcr::splits::{regular_splits, Split};
use crate::mcr::table::Table;
use crate::mcr::view::{Kind, ScoredMeld, View};
use crate::mcr::{exclusions, meld_fans, special, tile_fans, win_fans, won_wait};
use crate::tiles::{Counts, KINDS};

/// The fans that already left out the wind pungs' Pung of Terminals or Honors.
const WINDS_DEDUCTED: [usize; 4] =
    [BIG_THREE_WINDS, ALL_TERMINALS_AND_HONORS, ALL_HONORS, LITTLE_FOUR_WINDS];

/// A hand's score: its fans (flowers included), total and the reading scored.
#[derive(Clone, Debug)]
pub struct Scored {
    pub fans: Fans,
    pub total: u32,
    pub reading: Reading,
}

/// The reading a score was counted on.
#[derive(Clone, Debug)]
pub enum Reading {
    /// Nine Gates, scored as a whole.
    Whole,
    Special(Decomposition),
    /// A regular split of the standing tiles with the winning tile; the declared melds come
    /// first in the decomposition it stands for.
    Regular(Split),
}

/// The score of a checked request, or None when the hand does not win.
pub fn score(table: &Table, request: &Request) -> Option<Scored> {
    // Built where it is returned, so that the large `Scored` is not copied there.
    let mut out = Some(Scored { fans: Fans::default(), total: 0, reading: Reading::Whole });
    if let Some(scored) = &mut out {
        match best_reading(table, request, &mut scored.fans, Some(&mut scored.reading)) {
            Some(total) => scored.total = total,
            None => out = None,
        }
    }
    out
}

/// As `score`, the fans written to `fans` and the total given, the reading left out: the
/// batch scorer keeps one `Fans` for all its rows and never moves a `Scored`.
pub fn score_fans(table: &Table, request: &Request, fans: &mut Fans) -> Option<u32> {
    best_reading(table, request, fans, None)
}

/// The best reading's fans into `best` (which may hold anything) and its total, the reading
/// into `chosen` if wanted; None when the hand does not win. One body for both callers, so
/// that its steps stay inlined into it.
fn best_reading(
    table: &Table,
    request: &Request,
    best: &mut Fans,
    mut chosen: Option<&mut Reading>,
) -> Option<u32> {
    let win = request.win_tile;
    let mut tiles = request.standing;
    tiles[win] += 1;
    let declared = DeclaredTiles::of(request);
    let flags = special::correct_flags(
        request.flags,
        &tiles,
        &declared.counts,
        win,
        declared.view.kongs() > 0,
    );
    let mut all = tiles;
    all.iter_mut().zip(declared.counts.iter()).for_each(|(a, d)| *a += d);

    *best = Fans::default();
    let held = tile_fans::held(&tiles);
    let special = special_form(request, flags, &tiles, held, &all, chosen.is_some());
    let found_special = special.is_some();
    if let Some((fans, d)) = special {
        *best = exclusions::apply(table, fans);
        if let Some(chosen) = chosen.as_deref_mut() {
            *chosen = d.map_or(Reading::Whole, Reading::Special);
        }
    }
    let seven_pairs = best.has(SEVEN_PAIRS);
    // The total of `best`, when known.
    let mut best_total = None;
    if !found_special || seven_pairs {
        // Whether the hand waited on one tile, found only if a reading could use it.
        let mut unique = None;
        // Without a special reading the first regular one is taken whatever its total (a rule
        // set may value fans at 0); after that only a higher total, or the tie rule.
        let mut top = found_special.then(|| table.total(best));
        let splits = regular_splits(&tiles, 4 - request.meld_count);
        let hand = match splits.as_slice() {
            [] => HandFans::default(),
            _ => hand_fans(&declared, flags, held, &all),
        };
        let mut fans = Fans::default();
        for split in splits.as_slice() {
            let view = read_split(declared.view, split);
            regular_fans(table, &view, request, &hand, &mut unique, &mut fans);
            let total = table.total(&fans);
            if top.is_none_or(|top| total > top || (total == top && takes_tie(&fans, seven_pairs)))
            {
                *best = fans;
                if let Some(chosen) = chosen.as_deref_mut() {
                    *chosen = Reading::Regular(*split);
                }
                top = Some(total);
            }
        }
        best_total = top;
    }
    finish(table, request, best, best_total)
}

/// Whether a reading with `fans` replaces an earlier one of the same total: the engine's tie
/// rule, in its order of readings.
fn takes_tie(fans: &Fans, seven_pairs: bool) -> bool {
    fans.get(PURE_TRIPLE_CHOW) == 1 || seven_pairs || fans.has(TRIPLE_PUNG)
}

/// The last steps on the best reading's fans (flowers, the kong option) and the hand's total
/// (`best_total` when known); None when no reading won.
#[inline(always)]
fn finish(
    table: &Table,
    request: &Request,
    best: &mut Fans,
    mut best_total: Option<u32>,
) -> Option<u32> {
    if best.is_empty() {
        return None;
    }
    // No step gives Flower Tiles, so they add their points (set whatever their number, as
    // rows have flowers at random).
    best.set(FLOWER_TILES, request.flowers);
    let points = u32::from(table.points[FLOWER_TILES]);
    best_total = best_total.map(|t| t + u32::from(request.flowers) * points);
    if !table.kong_extension && best.take(CONCEALED_KONG_AND_MELDED_KONG) > 0 {
        best.set(CONCEALED_KONG, 1);
        best.set(MELDED_KONG, 1);
        best_total = None;
    }
    Some(best_total.unwrap_or_else(|| table.total(best)))
}

/// What every regular reading of a hand shares: the fans of the win flags, of concealment and
/// of the tiles (found melds hold no kong, so Tile Hog too), none of which a reading's meld
/// fans can hold, so a reading starts from them instead of merging them in.
#[derive(Default)]
struct HandFans {
    base: Fans,
    tile_hogs: u8,
}

/// What the declared melds add to a hand, found in one pass: their tiles (a kong's four), the
/// kinds they touch, and the scoring view of the hand's regular readings with only them (each
/// reading adds its found melds and pair, `read_split`), which counts kongs and claims.
pub(crate) struct DeclaredTiles {
    pub(crate) counts: Counts,
    pub(crate) kinds: u64,
    pub(crate) view: View,
}

impl DeclaredTiles {
    #[inline(always)]
    pub(crate) fn of(request: &Request) -> DeclaredTiles {
        // Correcting the flags never changes self-drawn, so the view can be made first.
        let view = View::new(request.win_tile, request.flags.self_drawn);
        let mut d = DeclaredTiles { counts: [0; KINDS], kinds: 0, view };
        for m in request.melds() {
            let meld = m.scored();
            meld.add_to(&mut d.counts);
            d.kinds |= if m.kind == Kind::Chow { 7 } else { 1 } << m.first;
            d.view.add(meld);
        }
        d
    }
}

/// `held`: the kinds of the standing tiles with the winning tile; `all`: every tile's count.
fn hand_fans(declared: &DeclaredTiles, flags: WinFlags, held: u64, all: &Counts) -> HandFans {
    let mut base = special::win_flag_fans(flags);
    // Self-Drawn may come from both, once.
    if let Some(fan) = win_fans::concealment_fan_of(declared.view.claimed.into(), flags.self_drawn)
    {
        base.set(fan, 1);
    }
    tile_fans::add_tile_fans(held | declared.kinds, &mut base);
    HandFans { base, tile_hogs: tile_fans::tile_hogs(all, declared.view.kongs().into()) }
}

/// The fans of one regular reading, in the engine's order of steps, into `fans`.
fn regular_fans(
    table: &Table,
    v: &View,
    request: &Request,
    hand: &HandFans,
    unique: &mut Option<bool>,
    fans: &mut Fans,
) {
    *fans = hand.base;
    meld_fans::add_meld_fans(v, fans);
    win_fans::pair_fans(v, fans);
    if let Some(fan) = win_fans::outside_fan(v) {
        fans.set(fan, 1);
    }
    if hand.tile_hogs > 0 && !fans.has(QUADRUPLE_CHOW) {
        fans.set(TILE_HOG, hand.tile_hogs);
    }
    if let Some(fan) = win_fans::wait_fan(v, request.win_tile) {
        if *unique
            .get_or_insert_with(|| won_wait::won_unique_wait(&request.standing, request.win_tile))
        {
            fans.set(fan, 1);
        }
    }
    exclusions::apply_in_place(table, fans);
    if !fans.has(BIG_FOUR_WINDS) {
        let (prevalent, seat) = win_fans::wind_pungs(v, request.seat_wind, request.prevalent_wind);
        if !WINDS_DEDUCTED.iter().any(|&f| fans.has(f)) {
            let scored = u8::from(prevalent) + u8::from(seat);
            let same = request.seat_wind == request.prevalent_wind;
            let taken = scored - u8::from(same && scored == 2);
            let left = fans.get(PUNG_OF_TERMINALS_OR_HONORS).saturating_sub(taken);
            fans.set(PUNG_OF_TERMINALS_OR_HONORS, left);
        }
        if prevalent {
            fans.set(PREVALENT_WIND, 1);
        }
        if seat {
            fans.set(SEAT_WIND, 1);
        }
    }
    if fans.is_empty() {
        fans.set(CHICKEN_HAND, 1);
    }
}

/// Whether a discarded winning tile completed a concealed pung: not self-drawn, and not
/// readable as part of a chow among the melds `found` in the standing tiles, each (lowest
/// tile, is a chow). A fold without branches: whether a chow covers the winning tile is as
/// unpredictable as the hand.
#[inline(always)]
pub(super) fn won_on_a_pung(
    found: impl Iterator<Item = (usize, bool)>,
    win: usize,
    self_drawn: bool,
) -> bool {
    let covered = found.fold(false, |c, (first, chow)| c | chow & (win.wrapping_sub(first) < 3));
    !self_drawn & !covered
}

/// A found meld as scoring sees it.
pub(super) fn found_meld(kind: Kind, first: usize, win: usize, melded_pung: bool) -> ScoredMeld {
    let concealed = !(kind == Kind::Pung && first == win && melded_pung);
    ScoredMeld { kind, first, concealed, declared: false }
}

/// `declared` with a regular split's found melds and pair.
#[inline(always)]
pub(crate) fn read_split(declared: View, split: &Split) -> View {
    let mut v = declared;
    let melded_pung = won_on_a_pung(split.melds(), v.win_tile, v.self_drawn);
    for (first, chow) in split.melds() {
        v.add_found(first, chow, !(first == v.win_tile && melded_pung));
    }
    v.pair = Some(usize::from(split.pair));
    v
}
