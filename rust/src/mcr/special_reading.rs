//! The special forms' readings (the first part of the reference's `score.py`): which special
//! form a hand takes, if any, found without `decompose::all`'s search. Without wildcards each
//! form reads a hand in one way at most (knitted straight aside, whose rest splits by the
//! split table), and most hands are ruled out by a few bit tests first.

use crate::decompose::{Decomposition, Form, Group};
use crate::forms::ORPHAN_MASK;
use crate::knitted::{set_tiles, KNITTED_SETS, SET_MASKS as KNITTED_MASKS};
use crate::mcr::fans::Fans;
use crate::mcr::request::{Request, WinFlags};
use crate::mcr::score::{found_meld, won_on_a_pung};
use crate::mcr::special;
use crate::mcr::splits::regular_splits;
use crate::mcr::view::{Kind, ScoredMeld};
use crate::rules::Forms;
use crate::tiles::{mask_tiles, Counts, HONOR_START, ORPHANS};

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

/// The seven pairs, honors and knitted tiles or thirteen orphans reading of a concealed hand
/// that `forms` allows, in the engine's order, found without a search: without wildcards a
/// hand takes each of these forms in one way at most, the way `decompose::all` gives. The
/// pairs and knitted tiles are listed only when `lists`: their fans need only the form, and
/// the lists cost an allocation a hand.
fn concealed_special(
    tiles: &Counts,
    held: u64,
    forms: Forms,
    lists: bool,
) -> Option<Decomposition> {
    let listed = if lists { held } else { 0 };
    if forms.seven_pairs {
        // 14 tiles, every count even: seven pairs, four of a kind as two.
        let mut pairs = Vec::with_capacity(if lists { 7 } else { 0 });
        for t in mask_tiles(listed) {
            pairs.push(t);
            if tiles[t] == 4 {
                pairs.push(t);
            }
        }
        return Some(Decomposition { pairs, ..Decomposition::of(Form::SevenPairs) });
    }
    let numbered = held & !HONOR_MASK;
    if forms.honors_and_knitted
        && held.count_ones() == 14
        && KNITTED_MASKS.iter().any(|&m| numbered & !m == 0)
    {
        let mut knitted = Vec::with_capacity(if lists { 14 } else { 0 });
        knitted.extend(mask_tiles(listed));
        return Some(Decomposition { knitted, ..Decomposition::of(Form::HonorsAndKnitted) });
    }
    if forms.thirteen_orphans && held == ORPHAN_MASK {
        let pair = ORPHANS.iter().copied().find(|&t| tiles[t] == 2);
        return Some(Decomposition { pair, ..Decomposition::of(Form::ThirteenOrphans) });
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
        ..Decomposition::of(Form::KnittedStraight)
    })
}

/// The fans (before exclusions) and reading of the special form the engine finds first, if
/// any: seven pairs, honors and knitted tiles, thirteen orphans (concealed hands), then
/// knitted straight (at most one declared meld), then nine gates (concealed). Without `lists`
/// the reading of a concealed form leaves out its pairs and knitted tiles.
#[inline]
pub fn special_form(
    request: &Request,
    flags: WinFlags,
    tiles: &Counts,
    held: u64,
    all: &Counts,
    lists: bool,
) -> Option<(Fans, Option<Decomposition>)> {
    // Every special form but knitted straight is concealed, and it allows one meld at most.
    if request.meld_count > 1 {
        return None;
    }
    let concealed = request.meld_count == 0;
    let forms = possible_forms(tiles, held, concealed);
    let win = request.win_tile;
    if concealed {
        if let Some(d) = concealed_special(tiles, held, forms, lists) {
            let fans = match d.form {
                Form::SevenPairs => special::seven_pairs_fans(all, win, flags),
                Form::HonorsAndKnitted => special::honors_and_knitted_fans(all, flags),
                _ => special::thirteen_orphans_fans(flags),
            };
            return Some((fans, Some(d)));
        }
    }
    if forms.knitted_straight {
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
            return Some((fans, Some(d)));
        }
    }
    if concealed {
        if let Some(fans) = special::nine_gates_fans(all, win, flags) {
            return Some((fans, None));
        }
    }
    None
}

/// The one meld of a knitted-straight reading as scoring sees it.
fn knitted_straight_meld(request: &Request, d: &Decomposition, self_drawn: bool) -> ScoredMeld {
    if let Some(m) = request.melds().first() {
        return m.scored();
    }
    let win = request.win_tile;
    let (kind, first) = match d.melds[0] {
        Group::Chow(t) => (Kind::Chow, t),
        Group::Pung(t) => (Kind::Pung, t),
    };
    let found = std::iter::once((first, kind == Kind::Chow));
    found_meld(kind, first, win, won_on_a_pung(found, win, self_drawn))
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
