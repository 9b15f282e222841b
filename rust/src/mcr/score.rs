//! Scoring a winning hand (the reference's `score.py`): the special form the engine takes, or
//! else the regular reading with the highest total (就高不就低), then flowers.

use crate::decompose::{Decomposition, Form, Group};
use crate::error::Error;
use crate::knitted::{set_tiles, KNITTED_SETS};
use crate::mcr::fans::Fans;
use crate::mcr::ids::*;
use crate::mcr::request::{Request, WinFlags};
use crate::mcr::splits::{regular_splits, Split};
use crate::mcr::table::Table;
use crate::mcr::view::{Kind, ScoredMeld, View};
use crate::mcr::{exclusions, meld_fans, special, tile_fans, win_fans, won_wait};
use crate::shanten::Forms;
use crate::tiles::{Counts, HONOR_START, KINDS, ORPHANS};

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
pub fn score(table: &Table, request: &Request) -> Result<Option<Scored>, Error> {
    let win = request.win_tile;
    let mut tiles = request.standing;
    tiles[win] += 1;
    let mut declared = [0u8; KINDS];
    request.melds().iter().for_each(|m| meld_of(m.kind, m.first).add_to(&mut declared));
    let has_kong = request.melds().iter().any(|m| m.kind == Kind::Kong);
    let flags = special::correct_flags(request.flags, &tiles, &declared, win, has_kong);
    let mut all = tiles;
    all.iter_mut().zip(declared.iter()).for_each(|(a, d)| *a += d);

    let mut best = Fans::default();
    let mut chosen = Reading::Whole;
    let held = tile_fans::held(&tiles);
    let special = special_form(request, flags, &tiles, held, &all)?;
    let found_special = special.is_some();
    if let Some((fans, d)) = special {
        best = exclusions::apply(table, fans);
        chosen = d.map_or(Reading::Whole, Reading::Special);
    }
    let seven_pairs = best.has(SEVEN_PAIRS);
    // The total of `best`, when known.
    let mut best_total = None;
    if !found_special || seven_pairs {
        // Whether the hand waited on one tile, found only if a reading could use it.
        let mut unique = None;
        let mut top = table.total(&best);
        let splits = regular_splits(&tiles, 4 - request.meld_count);
        let hand = match splits.as_slice() {
            [] => HandFans::default(),
            _ => hand_fans(request, flags, held, &all),
        };
        let mut view = declared_view(request, flags.self_drawn);
        let mut fans = Fans::default();
        for split in splits.as_slice() {
            read_split(&mut view, request.meld_count, split);
            regular_fans(table, &view, request, &hand, &mut unique, &mut fans);
            let total = table.total(&fans);
            if total > top
                || (total == top
                    && (fans.get(PURE_TRIPLE_CHOW) == 1 || seven_pairs || fans.has(TRIPLE_PUNG)))
            {
                best = fans;
                chosen = Reading::Regular(*split);
                top = total;
            }
        }
        best_total = Some(top);
    }
    if best.is_empty() {
        return Ok(None);
    }
    if request.flowers > 0 {
        // No step gives Flower Tiles, so they add their points.
        best.set(FLOWER_TILES, request.flowers);
        let points = u32::from(table.points[FLOWER_TILES]);
        best_total = best_total.map(|t| t + u32::from(request.flowers) * points);
    }
    if !table.kong_extension && best.take(CONCEALED_KONG_AND_MELDED_KONG) > 0 {
        best.set(CONCEALED_KONG, 1);
        best.set(MELDED_KONG, 1);
        best_total = None;
    }
    let total = best_total.unwrap_or_else(|| table.total(&best));
    Ok(Some(Scored { fans: best, total, reading: chosen }))
}

fn meld_of(kind: Kind, first: usize) -> ScoredMeld {
    ScoredMeld { kind, first, concealed: false, declared: true }
}

/// What every regular reading of a hand shares: the fans of the win flags, of concealment and
/// of the tiles (found melds hold no kong, so Tile Hog too), none of which a reading's meld
/// fans can hold, so a reading starts from them instead of merging them in.
#[derive(Default)]
struct HandFans {
    base: Fans,
    tile_hogs: u8,
}

/// `held`: the kinds of the standing tiles with the winning tile; `all`: every tile's count.
fn hand_fans(request: &Request, flags: WinFlags, held: u64, all: &Counts) -> HandFans {
    let mut base = special::win_flag_fans(flags);
    // Self-Drawn may come from both, once.
    if let Some(fan) = win_fans::concealment_fan(request.melds(), flags.self_drawn) {
        base.set(fan, 1);
    }
    let declared = request
        .melds()
        .iter()
        .fold(0u64, |m, d| m | if d.kind == Kind::Chow { 7 } else { 1 } << d.first);
    tile_fans::add_tile_fans(held | declared, &mut base);
    let kongs = request.melds().iter().filter(|m| m.kind == Kind::Kong).count();
    HandFans { base, tile_hogs: tile_fans::tile_hogs(all, kongs) }
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
    meld_fans::add_meld_fans(v.melds(), v.pair, fans);
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
/// readable as part of a chow found in the standing tiles.
fn won_on_a_pung(found_chows: impl Iterator<Item = usize>, win: usize, self_drawn: bool) -> bool {
    !self_drawn && !found_chows.into_iter().any(|first| (first..first + 3).contains(&win))
}

/// A found meld as scoring sees it.
fn found_meld(kind: Kind, first: usize, win: usize, melded_pung: bool) -> ScoredMeld {
    let concealed = !(kind == Kind::Pung && first == win && melded_pung);
    ScoredMeld { kind, first, concealed, declared: false }
}

/// The scoring view of a hand's regular readings, the declared melds in place: each reading
/// then adds its found melds and pair (`read_split`). The tiles are left empty: the tile fans
/// are the hand's (`hand_fans`).
fn declared_view(request: &Request, self_drawn: bool) -> View {
    let mut v = View::new(request.win_tile, self_drawn);
    for (slot, m) in v.melds.iter_mut().zip(request.melds()) {
        *slot = ScoredMeld { concealed: m.concealed, ..meld_of(m.kind, m.first) };
    }
    v
}

/// Puts a regular split's found melds after the `declared` melds of `v`, and its pair.
#[inline(always)]
fn read_split(v: &mut View, declared: usize, split: &Split) {
    let (win, self_drawn) = (v.win_tile, v.self_drawn);
    let chows = split.melds().filter(|&(_, chow)| chow).map(|(t, _)| t);
    let melded_pung = won_on_a_pung(chows, win, self_drawn);
    v.len = declared;
    for (first, chow) in split.melds() {
        let kind = if chow { Kind::Chow } else { Kind::Pung };
        v.melds[v.len] = found_meld(kind, first, win, melded_pung);
        v.len += 1;
    }
    v.pair = Some(usize::from(split.pair));
}

/// Bit sets over the 34 kinds, bit t for tile t.
const fn tile_mask(tiles: &[usize]) -> u64 {
    let mut mask = 0;
    let mut i = 0;
    while i < tiles.len() {
        mask |= 1 << tiles[i];
        i += 1;
    }
    mask
}

const ORPHAN_MASK: u64 = tile_mask(&ORPHANS);

/// The six knitted sets as bit sets (1-4-7 of one suit, 2-5-8 of another, 3-6-9 of the third).
const KNITTED_MASKS: [u64; 6] = {
    let mut masks = [0u64; 6];
    let mut k = 0;
    while k < 6 {
        let set = KNITTED_SETS[k];
        let mut suit = 0;
        while suit < 3 {
            let mut step = 0;
            while step < 3 {
                masks[k] |= 1 << (9 * suit + set[suit] + 3 * step);
                step += 1;
            }
            suit += 1;
        }
        k += 1;
    }
    masks
};

/// Which special forms `tiles` (standing with the winning tile, whose held kinds are `held`)
/// could take, cheaply: most hands take none, and then no special decomposition is searched
/// for.
fn possible_forms(tiles: &Counts, held: u64, concealed: bool) -> Forms {
    // Counts as words of kinds 0-7, 8-15, 16-23, 24-31 and 26-33.
    let word = |at: usize| u64::from_le_bytes(*tiles[at..].first_chunk::<8>().unwrap());
    let any = [word(0), word(8), word(16), word(24), word(26)].iter().fold(0, |a, &w| a | w);
    Forms {
        regular: false,
        seven_pairs: concealed && any & 0x0101_0101_0101_0101 == 0,
        thirteen_orphans: concealed && held & !ORPHAN_MASK == 0,
        honors_and_knitted: concealed && any & 0xFEFE_FEFE_FEFE_FEFE == 0,
        knitted_straight: KNITTED_MASKS.iter().any(|&m| m & !held == 0),
    }
}

/// Bits 27-33, the honors.
const HONOR_MASK: u64 = 0x7F << HONOR_START;

/// The set bits of `mask`, lowest first.
fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let t = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            t
        })
    })
}

fn decomposition(form: Form) -> Decomposition {
    Decomposition {
        form,
        melds: Vec::new(),
        pair: None,
        pairs: Vec::new(),
        knitted: Vec::new(),
        wildcards: Vec::new(),
    }
}

/// The seven pairs, honors and knitted tiles or thirteen orphans reading of a concealed hand
/// that `forms` allows, in the engine's order, found without a search: without wildcards a
/// hand takes each of these forms in one way at most, the way `decompose::all` gives.
fn concealed_special(tiles: &Counts, held: u64, forms: Forms) -> Option<Decomposition> {
    if forms.seven_pairs {
        // 14 tiles, every count even: seven pairs, four of a kind as two.
        let mut pairs = Vec::with_capacity(7);
        for t in bits(held) {
            pairs.push(t);
            if tiles[t] == 4 {
                pairs.push(t);
            }
        }
        return Some(Decomposition { pairs, ..decomposition(Form::SevenPairs) });
    }
    let numbered = held & !HONOR_MASK;
    if forms.honors_and_knitted
        && held.count_ones() == 14
        && KNITTED_MASKS.iter().any(|&m| numbered & !m == 0)
    {
        let mut knitted = Vec::with_capacity(14);
        knitted.extend(bits(held));
        return Some(Decomposition { knitted, ..decomposition(Form::HonorsAndKnitted) });
    }
    if forms.thirteen_orphans && held == ORPHAN_MASK {
        let pair = ORPHANS.iter().copied().find(|&t| tiles[t] == 2);
        return Some(Decomposition { pair, ..decomposition(Form::ThirteenOrphans) });
    }
    None
}

/// The knitted straight reading `decompose::all` gives last, found without its search: with
/// no wildcards the nine knitted tiles are one set's (two sets would take 18 tiles) and come
/// off the hand, and the rest splits as a regular hand of `1 - declared` melds, the splits
/// listed in `decompose::all`'s order.
fn knitted_straight(tiles: &Counts, held: u64, declared: usize) -> Option<Decomposition> {
    let set = KNITTED_MASKS.iter().position(|&m| m & !held == 0)?;
    let knitted = set_tiles(&KNITTED_SETS[set]);
    let mut rest = *tiles;
    knitted.iter().for_each(|&t| rest[t] -= 1);
    let splits = regular_splits(&rest, 1 - declared);
    let split = splits.as_slice().last()?;
    let melds = split.melds().map(|(t, chow)| if chow { Group::Chow(t) } else { Group::Pung(t) });
    Some(Decomposition {
        melds: melds.collect(),
        pair: Some(usize::from(split.pair)),
        knitted: knitted.to_vec(),
        ..decomposition(Form::KnittedStraight)
    })
}

/// The fans (before exclusions) and reading of the special form the engine finds first, if
/// any: seven pairs, honors and knitted tiles, thirteen orphans (concealed hands), then
/// knitted straight (at most one declared meld), then nine gates (concealed).
fn special_form(
    request: &Request,
    flags: WinFlags,
    tiles: &Counts,
    held: u64,
    all: &Counts,
) -> Result<Option<(Fans, Option<Decomposition>)>, Error> {
    let concealed = request.meld_count == 0;
    let forms = possible_forms(tiles, held, concealed);
    let win = request.win_tile;
    if concealed {
        if let Some(d) = concealed_special(tiles, held, forms) {
            let fans = match d.form {
                Form::SevenPairs => special::seven_pairs_fans(all, win, flags),
                Form::HonorsAndKnitted => special::honors_and_knitted_fans(all, flags),
                _ => special::thirteen_orphans_fans(flags),
            };
            return Ok(Some((fans, Some(d))));
        }
    }
    if forms.knitted_straight && request.meld_count <= 1 {
        if let Some(d) = knitted_straight(tiles, held, request.meld_count) {
            let meld = knitted_straight_meld(request, &d, flags.self_drawn);
            let pair = d.pair.unwrap_or_default();
            let fans = special::knitted_straight_fans(
                &d.knitted,
                &meld,
                pair,
                all,
                win,
                flags,
                request.prevalent_wind,
                request.seat_wind,
            );
            return Ok(Some((fans, Some(d))));
        }
    }
    if concealed {
        if let Some(fans) = special::nine_gates_fans(all, win, flags) {
            return Ok(Some((fans, None)));
        }
    }
    Ok(None)
}

/// The one meld of a knitted-straight reading as scoring sees it.
fn knitted_straight_meld(request: &Request, d: &Decomposition, self_drawn: bool) -> ScoredMeld {
    if let Some(m) = request.melds().first() {
        return ScoredMeld { concealed: m.concealed, ..meld_of(m.kind, m.first) };
    }
    let win = request.win_tile;
    let (kind, first) = match d.melds[0] {
        Group::Chow(t) => (Kind::Chow, t),
        Group::Pung(t) => (Kind::Pung, t),
    };
    let chows = (kind == Kind::Chow).then_some(first).into_iter();
    found_meld(kind, first, win, won_on_a_pung(chows, win, self_drawn))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knitted_masks_are_the_knitted_sets() {
        for (set, &mask) in KNITTED_SETS.iter().zip(&KNITTED_MASKS) {
            assert_eq!(mask, set_tiles(set).iter().fold(0, |m, &t| m | 1u64 << t));
        }
    }
}
