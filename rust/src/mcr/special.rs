//! The win flags every form shares and the special forms (the reference's
//! `special_forms.py`): Seven Pairs, Seven Shifted Pairs, Thirteen Orphans, Honors and Knitted
//! Tiles, Nine Gates and the Knitted Straight form with one meld and a pair.
//!
//! Each function gives the fans before the final exclusions, as the reference does.

use crate::mcr::fans::Fans;
use crate::mcr::ids::*;
use crate::mcr::request::WinFlags;
use crate::mcr::tile_fans::{rank_fans, suit_fans, tile_hog, trait_fans};
use crate::mcr::view::{Kind, ScoredMeld};
use crate::tiles::{mask_tiles, Counts, HONOR_START, KINDS};

/// First wind (East) and first dragon (White).
const WIND_START: usize = HONOR_START;
const DRAGON_START: usize = 31;

/// Sets every fan `other` holds, as Python's `dict.update` (absent fans leave `fans` alone).
fn update(fans: &mut Fans, other: &Fans) {
    for (id, count) in other.iter() {
        fans.set(id, count);
    }
}

fn is_wind(tile: usize) -> bool {
    (WIND_START..DRAGON_START).contains(&tile)
}

fn is_dragon(tile: usize) -> bool {
    (DRAGON_START..KINDS).contains(&tile)
}

/// The flags as the reference corrects them before scoring any form. `standing`: the standing
/// tiles with the winning tile; `declared`: the declared melds' tiles (a kong's four).
///
/// The last copy only when the winning tile is alone among the standing tiles, and always
/// when the declared melds hold three of it. A self-drawn kong win needs a declared kong; a
/// robbed kong needs no other copy of the tile anywhere in the hand.
pub fn correct_flags(
    flags: WinFlags,
    standing: &Counts,
    declared: &Counts,
    win_tile: usize,
    declared_kong: bool,
) -> WinFlags {
    // Bit operations, not branches: rows come with flags at random.
    let alone = standing[win_tile] == 1;
    let last_copy = flags.last_copy & alone | (declared[win_tile] == 3);
    let drawn = flags.self_drawn;
    let kong = flags.kong & (drawn & declared_kong | !drawn & (declared[win_tile] == 0) & alone);
    WinFlags { last_copy, kong, ..flags }
}

/// The fans of how the hand was won, from corrected flags: Last Tile, Self-Drawn, Last Tile
/// Draw or Claim, Out with Replacement Tile or Robbing the Kong. Self-Drawn gives way to the
/// two self-drawn fans and Last Tile to Robbing the Kong.
pub fn win_flag_fans(flags: WinFlags) -> Fans {
    // Each fan set to 0 or 1 rather than branched on: rows come with flags at random.
    let mut fans = Fans::default();
    let (drawn, claimed) = (flags.self_drawn, !flags.self_drawn);
    let robbed = flags.kong && claimed;
    fans.set(LAST_TILE, u8::from(flags.last_copy && !robbed));
    fans.set(LAST_TILE_DRAW, u8::from(drawn && flags.last_tile));
    fans.set(OUT_WITH_REPLACEMENT_TILE, u8::from(drawn && flags.kong));
    fans.set(SELF_DRAWN, u8::from(drawn && !(flags.last_tile || flags.kong)));
    fans.set(LAST_TILE_CLAIM, u8::from(claimed && flags.last_tile));
    fans.set(ROBBING_THE_KONG, u8::from(robbed));
    fans
}

/// Whether the hand is exactly seven consecutive pairs inside the winning tile's suit.
pub fn is_seven_shifted_pairs(tiles: &Counts, win_tile: usize) -> bool {
    if win_tile >= HONOR_START {
        return false;
    }
    let suit = win_tile - win_tile % 9;
    let Some(low) = tiles.iter().position(|&n| n > 0) else {
        return false;
    };
    let high = low + 7;
    high <= suit + 9
        && low >= suit
        && tiles[low..high].iter().all(|&n| n == 2)
        && tiles[high..].iter().all(|&n| n == 0)
}

/// `tiles`: every tile of the hand (declared melds included), as the reference's callers pass.
///
/// Seven Shifted Pairs: that fan, All Simples when neither the suit's 1 nor 9 is held, and the
/// win flags. Plain Seven Pairs: the fan, the whole hand's suit, trait and rank fans and a Tile
/// Hog for each four of a kind, then the win flags.
pub fn seven_pairs_fans(tiles: &Counts, win_tile: usize, flags: WinFlags) -> Fans {
    seven_pairs_with(tiles, win_tile, flags, |tiles| {
        let mut fans = suit_fans(tiles);
        update(&mut fans, &trait_fans(tiles));
        update(&mut fans, &rank_fans(tiles));
        update(&mut fans, &tile_hog(tiles, 0));
        fans
    })
}

/// `seven_pairs_fans` with the tile fans of a plain Seven Pairs given by `tile_fans`.
fn seven_pairs_with(
    tiles: &Counts,
    win_tile: usize,
    flags: WinFlags,
    tile_fans: impl FnOnce(&Counts) -> Fans,
) -> Fans {
    let mut fans;
    if is_seven_shifted_pairs(tiles, win_tile) {
        fans = Fans::one(SEVEN_SHIFTED_PAIRS, 1);
        let suit = win_tile - win_tile % 9;
        if tiles[suit] == 0 && tiles[suit + 8] == 0 {
            fans.set(ALL_SIMPLES, 1);
        }
    } else {
        fans = Fans::one(SEVEN_PAIRS, 1);
        update(&mut fans, &tile_fans(tiles));
    }
    update(&mut fans, &win_flag_fans(flags));
    fans
}

/// Thirteen Orphans and the win flags, nothing else.
pub fn thirteen_orphans_fans(flags: WinFlags) -> Fans {
    let mut fans = Fans::one(THIRTEEN_ORPHANS, 1);
    update(&mut fans, &win_flag_fans(flags));
    fans
}

/// Greater Honors and Knitted Tiles when all seven honors are held; otherwise Lesser, plus
/// Knitted Straight when exactly five honors are held (so all nine knitted tiles). Then the
/// win flags.
pub fn honors_and_knitted_fans(tiles: &Counts, flags: WinFlags) -> Fans {
    let honors = tiles[HONOR_START..].iter().filter(|&&n| n > 0).count();
    let mut fans;
    if honors == 7 {
        fans = Fans::one(GREATER_HONORS_AND_KNITTED_TILES, 1);
    } else {
        fans = Fans::one(LESSER_HONORS_AND_KNITTED_TILES, 1);
        if honors == 5 {
            fans.set(KNITTED_STRAIGHT, 1);
        }
    }
    update(&mut fans, &win_flag_fans(flags));
    fans
}

/// Nine Gates when the tiles are exactly 1112345678999 of the winning tile's suit plus the
/// winning tile itself, else `None`. Beside it, what the winning tile makes: on a 1 or 9 Pure
/// Straight and Tile Hog; on a 2, 5 or 8 Two Concealed Pungs and Pung of Terminals or Honors;
/// on a 2, 3, 4, 6, 7 or 8 Short Straight. Then the win flags.
pub fn nine_gates_fans(tiles: &Counts, win_tile: usize, flags: WinFlags) -> Option<Fans> {
    if !is_nine_gates(tiles, win_tile) {
        return None;
    }
    let rank = win_tile % 9 + 1;
    let mut fans = Fans::one(NINE_GATES, 1);
    if rank == 1 || rank == 9 {
        fans.set(PURE_STRAIGHT, 1);
        fans.set(TILE_HOG, 1);
    }
    if matches!(rank, 2 | 5 | 8) {
        fans.set(TWO_CONCEALED_PUNGS, 1);
        fans.set(PUNG_OF_TERMINALS_OR_HONORS, 1);
    }
    if matches!(rank, 2 | 3 | 4 | 6 | 7 | 8) {
        fans.set(SHORT_STRAIGHT, 1);
    }
    update(&mut fans, &win_flag_fans(flags));
    Some(fans)
}

/// Whether `tiles` (the standing tiles with the winning tile, no declared meld) are exactly
/// 1112345678999 of the winning tile's suit plus the winning tile: Nine Gates' shape.
#[inline]
pub fn is_nine_gates(tiles: &Counts, win_tile: usize) -> bool {
    if win_tile >= HONOR_START {
        return false;
    }
    let suit = win_tile - win_tile % 9;
    // Most hands fail here, before the whole hand is compared.
    if tiles[suit] < 3 || tiles[suit + 8] < 3 {
        return false;
    }
    let mut expected: Counts = [0; KINDS];
    expected[suit..suit + 9].fill(1);
    expected[suit] += 2;
    expected[suit + 8] += 2;
    expected[win_tile] += 1;
    *tiles == expected
}

/// Whether `tiles` plus a single tile becomes a pair and a meld for `win_tile` alone, as the
/// reference's `_waits(tiles) == {win_tile}`. Like the reference, a tile whose four copies are
/// all held still counts, and the "meld" test only checks that the lowest remaining tile is
/// held three times, or that exactly one chow remains.
fn waits_only_on(tiles: &Counts, win_tile: usize) -> bool {
    // The few kinds held, so that each try looks at them alone.
    let mut held = [0usize; KINDS];
    let mut len = 0;
    let mut total = 0u32;
    for (tile, &n) in tiles.iter().enumerate() {
        if n > 0 {
            held[len] = tile;
            len += 1;
            total += u32::from(n);
        }
    }
    let held = &held[..len];
    // Only a held kind, or one at most two ranks from a held tile of its suit, can complete
    // four tiles (three are left after the pair: a pung of the lowest or one chow).
    let mut near = 0u64;
    for &t in held {
        let (low, high) = if t < HONOR_START { (t - t % 9, t - t % 9 + 8) } else { (t, t) };
        for c in t.saturating_sub(2).max(low)..=(t + 2).min(high) {
            near |= 1 << c;
        }
    }
    if total != 4 {
        near = (1 << KINDS) - 1;
    }
    let others = near & !(1 << win_tile);
    completes(tiles, held, total, win_tile)
        && !mask_tiles(others).any(|t| completes(tiles, held, total, t))
}

/// Whether `tiles` (`total` of them, of the kinds `held`) with one more `t` splits, by the
/// reference's test, into a pair and a meld.
fn completes(tiles: &Counts, held: &[usize], total: u32, t: usize) -> bool {
    let rest = |x: usize| u32::from(tiles[x]) + u32::from(x == t);
    let extra = if tiles[t] == 0 { Some(t) } else { None };
    let kinds = || held.iter().copied().chain(extra);
    kinds().filter(|&p| rest(p) >= 2).any(|p| {
        let left = |x: usize| rest(x) - 2 * u32::from(x == p);
        let Some(a) = kinds().filter(|&x| left(x) > 0).min() else {
            return false;
        };
        left(a) == 3
            || (a < HONOR_START
                && a % 9 < 7
                && total == 4
                && left(a) == 1
                && left(a + 1) == 1
                && left(a + 2) == 1)
    })
}

/// The Knitted Straight form: the nine tiles of a knitted set (`knitted`), one more meld
/// (declared or found in the standing tiles) and a pair; `tiles`: every tile of the hand (a
/// kong's four). Winds are tile indices 27-30.
///
/// Knitted Straight, then from the meld and the pair alone: for a chow All Chows (numbered
/// pair) and Tile Hog (pair tile held four times); for a wind pung Prevalent/Seat Wind or else
/// Pung of Terminals or Honors, All Types with a dragon pair; for a dragon pung Dragon Pung,
/// All Types with a wind pair; for a numbered pung Pung of Terminals or Honors (1 or 9), No
/// Honors (numbered pair), Tile Hog (a non-kong's tile held four times). Then the win flags,
/// Melded or Concealed Kong, Fully Concealed Hand (replacing Self-Drawn) or Concealed Hand
/// unless the meld is claimed, and the wait: Edge, Closed or Single Wait for a found meld that
/// alone waits on the winning tile; Single Wait for a declared one when the winning tile is
/// outside the knitted set or is the pair's.
#[allow(clippy::too_many_arguments)]
pub fn knitted_straight_fans(
    knitted: &[usize],
    meld: &ScoredMeld,
    pair: usize,
    tiles: &Counts,
    win_tile: usize,
    flags: WinFlags,
    prevalent_wind: usize,
    seat_wind: usize,
) -> Fans {
    let mut fans = Fans::one(KNITTED_STRAIGHT, 1);
    let first = meld.first;
    if meld.kind == Kind::Chow {
        if pair < HONOR_START {
            fans.set(ALL_CHOWS, 1);
        }
        if tiles[pair] == 4 {
            fans.set(TILE_HOG, 1);
        }
    } else if is_wind(first) {
        if first == prevalent_wind || first == seat_wind {
            if first == prevalent_wind {
                fans.set(PREVALENT_WIND, 1);
            }
            if first == seat_wind {
                fans.set(SEAT_WIND, 1);
            }
        } else {
            fans.set(PUNG_OF_TERMINALS_OR_HONORS, 1);
        }
        if is_dragon(pair) {
            fans.set(ALL_TYPES, 1);
        }
    } else if is_dragon(first) {
        fans.set(DRAGON_PUNG, 1);
        if is_wind(pair) {
            fans.set(ALL_TYPES, 1);
        }
    } else {
        if first % 9 == 0 || first % 9 == 8 {
            fans.set(PUNG_OF_TERMINALS_OR_HONORS, 1);
        }
        if pair < HONOR_START {
            fans.set(NO_HONORS, 1);
        }
        if meld.kind != Kind::Kong && tiles[first] == 4 {
            fans.set(TILE_HOG, 1);
        }
    }
    update(&mut fans, &win_flag_fans(flags));
    let melded = meld.declared && !meld.concealed;
    if meld.kind == Kind::Kong {
        fans.set(if melded { MELDED_KONG } else { CONCEALED_KONG }, 1);
    }
    if !melded {
        if flags.self_drawn {
            fans.set(FULLY_CONCEALED_HAND, 1);
            fans.take(SELF_DRAWN);
        } else {
            fans.set(CONCEALED_HAND, 1);
        }
    }
    if !meld.declared {
        let mut rest: Counts = [0; KINDS];
        meld.add_to(&mut rest);
        rest[pair] += 2;
        if rest[win_tile] > 0 {
            rest[win_tile] -= 1;
            if waits_only_on(&rest, win_tile) {
                if meld.kind == Kind::Chow && (win_tile == first || win_tile == first + 2) {
                    fans.set(EDGE_WAIT, 1);
                } else if meld.kind == Kind::Chow && win_tile == first + 1 {
                    fans.set(CLOSED_WAIT, 1);
                } else if win_tile == pair {
                    fans.set(SINGLE_WAIT, 1);
                }
            }
        }
    } else if !knitted.contains(&win_tile) || win_tile == pair {
        fans.set(SINGLE_WAIT, 1);
    }
    fans
}

#[cfg(test)]
mod tests {
    //! Vectors computed by the Python reference (`special_forms.py`) on generated inputs.

    use super::*;
    use crate::mcr::fans::fans_of as fans;
    use crate::tiles::parse;

    /// Fans as (id, count) pairs.
    type FanList = &'static [(usize, u8)];
    /// (knitted set, meld kind, meld's first tile, concealed, declared, pair, tiles, win tile,
    /// flags, prevalent wind, seat wind, fans)
    type KnittedCase = (
        usize,
        Kind,
        usize,
        bool,
        bool,
        usize,
        &'static str,
        usize,
        &'static str,
        usize,
        usize,
        FanList,
    );

    /// Flags from letters: s self-drawn, c last copy, k kong, l last tile.
    fn flags(text: &str) -> WinFlags {
        WinFlags {
            self_drawn: text.contains('s'),
            last_copy: text.contains('c'),
            kong: text.contains('k'),
            last_tile: text.contains('l'),
        }
    }

    /// The knitted sets in the reference's order, 147 258 369 spread over the suits.
    const KNITTED_SETS: [[usize; 9]; 6] = [
        [0, 3, 6, 11, 14, 17, 19, 22, 25],
        [0, 3, 6, 10, 13, 16, 20, 23, 26],
        [1, 4, 7, 11, 14, 17, 18, 21, 24],
        [1, 4, 7, 9, 12, 15, 20, 23, 26],
        [2, 5, 8, 10, 13, 16, 18, 21, 24],
        [2, 5, 8, 9, 12, 15, 19, 22, 25],
    ];

    /// The reference's `_waits` taken literally: every tile, every pair, whole counts.
    fn waits_naive(tiles: &Counts) -> [bool; KINDS] {
        let mut out = [false; KINDS];
        for (t, slot) in out.iter_mut().enumerate() {
            let mut rest = *tiles;
            rest[t] += 1;
            for p in (0..KINDS).filter(|&p| rest[p] >= 2) {
                let mut left = rest;
                left[p] -= 2;
                let a = left.iter().position(|&n| n > 0).expect("tiles left");
                let mut chow = [0u8; KINDS];
                if a < HONOR_START && a % 9 < 7 {
                    chow[a..a + 3].fill(1);
                }
                if left[a] == 3 || (a < HONOR_START && a % 9 < 7 && left == chow) {
                    *slot = true;
                }
            }
        }
        out
    }

    /// Every meld (chow, pung, kong) and pair, less each of their tiles.
    #[test]
    fn waits_as_the_literal_reference() {
        let kinds = [Kind::Chow, Kind::Pung, Kind::Kong];
        for kind in kinds {
            for first in
                (0..KINDS).filter(|&f| kind != Kind::Chow || (f < HONOR_START && f % 9 < 7))
            {
                let meld = ScoredMeld { kind, first, concealed: true, declared: false };
                for pair in 0..KINDS {
                    let mut rest: Counts = [0; KINDS];
                    meld.add_to(&mut rest);
                    rest[pair] += 2;
                    for win in (0..KINDS).filter(|&w| rest[w] > 0) {
                        let mut less = rest;
                        less[win] -= 1;
                        let naive = waits_naive(&less);
                        let only = naive.iter().enumerate().all(|(t, &w)| w == (t == win));
                        assert_eq!(waits_only_on(&less, win), only, "{meld:?} {pair} {win}");
                    }
                }
            }
        }
    }

    #[test]
    fn corrects_flags_as_the_reference() {
        for &(given, standing, declared, win, kong, want) in CORRECT_FLAGS_CASES {
            let got = correct_flags(flags(given), &parse(standing), &parse(declared), win, kong);
            assert_eq!(got, flags(want), "{given} {standing} {declared} {win} {kong}");
        }
    }

    #[test]
    fn win_flag_fans_as_the_reference() {
        for &(given, want) in WIN_FLAG_FANS_CASES {
            assert_eq!(win_flag_fans(flags(given)), fans(want), "{given}");
        }
    }

    #[test]
    fn seven_pairs_as_the_reference() {
        for &(tiles, win, given, tile_part, want) in SEVEN_PAIRS_CASES {
            let got = seven_pairs_with(&parse(tiles), win, flags(given), |_| fans(tile_part));
            assert_eq!(got, fans(want), "{tiles} {win} {given}");
        }
    }

    /// The whole path, through `tile_fans`.
    #[test]
    fn seven_pairs_with_tile_fans_as_the_reference() {
        for &(tiles, win, given, _, want) in SEVEN_PAIRS_CASES {
            let got = seven_pairs_fans(&parse(tiles), win, flags(given));
            assert_eq!(got, fans(want), "{tiles} {win} {given}");
        }
    }

    #[test]
    fn thirteen_orphans_as_the_reference() {
        for &(given, want) in THIRTEEN_ORPHANS_CASES {
            assert_eq!(thirteen_orphans_fans(flags(given)), fans(want), "{given}");
        }
    }

    #[test]
    fn honors_and_knitted_as_the_reference() {
        for &(tiles, given, want) in HONORS_AND_KNITTED_CASES {
            assert_eq!(
                honors_and_knitted_fans(&parse(tiles), flags(given)),
                fans(want),
                "{tiles} {given}"
            );
        }
    }

    #[test]
    fn nine_gates_as_the_reference() {
        for &(tiles, win, given, want) in NINE_GATES_CASES {
            let got = nine_gates_fans(&parse(tiles), win, flags(given));
            assert_eq!(got, want.map(fans), "{tiles} {win} {given}");
        }
    }

    #[test]
    fn knitted_straight_as_the_reference() {
        for &(
            set,
            kind,
            first,
            concealed,
            declared,
            pair,
            tiles,
            win,
            given,
            prevalent,
            seat,
            want,
        ) in KNITTED_STRAIGHT_CASES
        {
            let meld = ScoredMeld { kind, first, concealed, declared };
            let got = knitted_straight_fans(
                &KNITTED_SETS[set],
                &meld,
                pair,
                &parse(tiles),
                win,
                flags(given),
                prevalent,
                seat,
            );
            assert_eq!(got, fans(want), "{set} {meld:?} {pair} {tiles} {win} {given}");
        }
    }

    /// (flags, standing, declared, win tile, declared kong, corrected flags)
    #[rustfmt::skip]
    const CORRECT_FLAGS_CASES: &[(&str, &str, &str, usize, bool, &str)] = &[
        ("", "1p6s", "2m6p26s", 21, false, ""),
        ("", "", "6m25s", 7, true, ""),
        ("", "4m78p", "9p66667s", 23, true, ""),
        ("", "7s", "778s7z", 24, true, ""),
        ("", "48m2z", "4m3p13s222z", 28, true, "c"),
        ("", "7z", "2m7p7777z", 33, false, ""),
        ("", "35m188p11z", "", 27, true, ""),
        ("", "69m33z", "3s3z", 29, false, ""),
        ("", "3p99s", "44m9999s", 26, false, ""),
        ("", "57m44679s", "1m24p144446s", 21, true, ""),
        ("", "555m3s1z", "356m", 4, false, ""),
        ("", "7p2229s", "6m2p22s6z", 19, true, ""),
        ("", "4p777s1z", "127m7p777s3z", 24, true, "c"),
        ("", "9m7p35666s", "2m6666s137z", 23, false, ""),
        ("", "23777m3p", "47777m9p19s", 6, true, ""),
        ("s", "33p", "3m7s2z", 28, false, "s"),
        ("s", "17m1p4s", "7m2p3s", 10, true, "s"),
        ("s", "9m58p5s", "29p566s", 23, false, "s"),
        ("s", "5m8s", "78p18s144z", 30, true, "s"),
        ("s", "1m235s", "1158m2p3333z", 29, false, "s"),
        ("s", "1m39p28s", "268m2p29999s", 26, true, "s"),
        ("s", "4m", "9m6p", 3, false, "s"),
        ("s", "5m1p4z", "7m18s", 30, true, "s"),
        ("s", "5m4s455z", "7m4s5z", 21, true, "s"),
        ("s", "1m4p5s3z", "45s33z", 29, false, "s"),
        ("s", "2p3s", "4p33s22z", 20, true, "s"),
        ("s", "113m15p37z", "", 0, true, "s"),
        ("s", "1228m468p", "26m248s4z", 1, true, "s"),
        ("s", "22z", "8m355p226z", 28, false, "s"),
        ("s", "488p7z", "5m388p3s", 16, true, "s"),
        ("s", "899m8p334s", "333s2z", 20, false, "sc"),
        ("s", "44m6p4s3z", "4444m4p", 3, false, "s"),
        ("s", "111p", "8s", 9, false, "s"),
        ("s", "15m999s", "9s", 26, true, "s"),
        ("s", "222m16z", "1223m389s", 1, true, "s"),
        ("s", "555z", "4m6p3s555z", 31, true, "sc"),
        ("s", "349m777p4s", "4m477779p8s3z", 15, false, "s"),
        ("s", "3336m33s1z", "3333m", 2, true, "s"),
        ("c", "2m9s35z", "4m2s1z", 3, true, ""),
        ("c", "", "666z", 32, false, "c"),
        ("c", "4s6z", "8m4s", 32, false, "c"),
        ("c", "8m", "38m8s", 7, false, "c"),
        ("c", "9s46z", "8m25p2s1666z", 32, false, "c"),
        ("c", "3346m7p6s4z", "38m13s7z", 2, false, ""),
        ("c", "9m1p222s", "4p2z", 19, true, ""),
        ("c", "666p7s4z", "68p44s", 14, true, ""),
        ("c", "88m444p8s15z", "9m11449p", 12, false, ""),
        ("c", "9m9p111s", "11s1z", 18, true, ""),
        ("c", "8s444z", "444z", 30, true, "c"),
        ("c", "444s", "7p4444s", 21, false, ""),
        ("c", "2m5777z", "56m7777z", 33, true, ""),
        ("sc", "6m6p49s3z", "9m29p6s1z", 23, true, "s"),
        ("sc", "13p35s5z", "44m6p1s", 3, false, "s"),
        ("sc", "", "488m5z", 7, true, "s"),
        ("sc", "", "999m", 8, false, "sc"),
        ("sc", "9m5z", "111m4s4z", 0, true, "sc"),
        ("sc", "48m3p49s", "18888m2p4s", 7, true, "sc"),
        ("sc", "6m3p55s13z", "2m36p3z", 22, false, "s"),
        ("sc", "17m33s", "33s", 20, true, "s"),
        ("sc", "299m", "999m49p17s", 8, false, "sc"),
        ("sc", "4m22s2z", "1m2222s", 19, true, "s"),
        ("sc", "2226p6s", "6p34s6z", 10, false, "s"),
        ("sc", "56777m2z", "69m3p6s6z", 6, true, "s"),
        ("sc", "2333m", "133m2p", 2, false, "s"),
        ("sc", "444s", "14444s4z", 21, false, "s"),
        ("sc", "999m37p9s24z", "9999m4s1z", 8, true, "s"),
        ("k", "4m", "2z", 21, true, ""),
        ("k", "2m3p", "6p77z", 33, false, ""),
        ("k", "3m", "33356s6z", 20, true, "c"),
        ("k", "1m27p4z", "1779999m8p1s", 8, false, ""),
        ("k", "35m6p1z", "11118m24p5z", 0, true, ""),
        ("k", "7m149s46z", "", 26, false, "k"),
        ("k", "48m7s5z", "23z", 24, true, "k"),
        ("k", "67m3559s", "37m", 6, true, ""),
        ("k", "1m3p14s", "4457s", 21, false, ""),
        ("k", "3p55s7z", "33p2z", 11, true, ""),
        ("k", "3m1p7z", "7777z", 33, false, ""),
        ("k", "349p57z", "4444p125s12z", 12, true, ""),
        ("k", "44p", "4m2z", 12, true, ""),
        ("k", "566m8s", "68m8p5z", 5, false, ""),
        ("k", "24m116z", "3p3s117z", 27, false, ""),
        ("k", "8s244z", "56p2s14445z", 30, false, "c"),
        ("k", "77z", "777z", 33, true, "c"),
        ("k", "999p", "1s4z", 17, true, ""),
        ("k", "14m8p58s222z", "22z", 28, true, ""),
        ("sk", "38s", "6s", 23, true, "sk"),
        ("sk", "1z", "8m5p5s2335z", 29, false, "s"),
        ("sk", "3m7p7s5z", "2m1p889s16z", 25, true, "sk"),
        ("sk", "227p", "2222s2z", 19, false, "s"),
        ("sk", "5p25s1z", "3333m38s17z", 2, true, "sk"),
        ("sk", "7p", "38m77p3s", 15, false, "s"),
        ("sk", "7s7z", "9m126p8s777z", 33, false, "sc"),
        ("sk", "1m1s6z", "1111m", 0, false, "s"),
        ("sk", "78m8p66s2z", "4m78p25z", 23, false, "s"),
        ("sk", "99m2s", "5z", 8, true, "sk"),
        ("sk", "1127m356p", "1m3s", 0, false, "s"),
        ("sk", "2355p3z", "5p", 13, true, "sk"),
        ("sk", "11z", "8m11z", 27, false, "s"),
        ("sk", "77p", "4m25779p2z", 15, true, "sk"),
        ("sk", "44p", "4m3444p", 12, false, "sc"),
        ("sk", "66m6s", "12666m25s4z", 5, true, "sck"),
        ("sk", "99m7s", "9999m2z", 8, false, "s"),
        ("sk", "666m", "4m", 5, false, "s"),
        ("sk", "2m8p22235z", "2222z", 28, false, "s"),
        ("sk", "4m3p555s56z", "9m46p5555s", 22, true, "sk"),
        ("ck", "7m3z", "3m9p9s1z", 28, false, ""),
        ("ck", "24m38s", "9p24s6z", 17, false, ""),
        ("ck", "15s15z", "78m22p14z", 10, true, ""),
        ("ck", "", "4p3569s1111z", 27, false, ""),
        ("ck", "233m1p4s", "4p", 9, true, "ck"),
        ("ck", "8m6p", "8m6p6z", 14, false, "c"),
        ("ck", "45p17z", "44p12s4z", 12, false, "c"),
        ("ck", "1m36p2s", "333p1z", 11, false, "c"),
        ("ck", "259s", "779m3555s3z", 22, true, "c"),
        ("ck", "2m44p", "1s3z", 12, false, ""),
        ("ck", "149m8s337z", "1m56p7s", 29, true, ""),
        ("ck", "66s", "66s6z", 23, false, ""),
        ("ck", "1m117z", "9m3p37s11z", 27, true, ""),
        ("ck", "1233m1p7s", "333m8p7s133z", 2, true, "c"),
        ("ck", "26m23s4555z", "4m1p77s5z", 31, false, ""),
        ("ck", "1116s27z", "1s6z", 18, true, ""),
        ("ck", "5888p8s17z", "88p14s", 16, false, ""),
        ("sck", "6s", "6m2p4445z", 30, true, "sck"),
        ("sck", "7p", "7p", 15, false, "sc"),
        ("sck", "5m56p", "5p", 13, true, "sck"),
        ("sck", "13m14p5s2z", "46m44p", 12, false, "sc"),
        ("sck", "5m567p1s3z", "11s", 18, true, "sck"),
        ("sck", "3m1577s7z", "3335m6s", 2, true, "sck"),
        ("sck", "118p", "7m6s1z", 9, false, "s"),
        ("sck", "8p33z", "2z", 29, true, "sk"),
        ("sck", "6m11p", "2m1p8s156z", 9, false, "s"),
        ("sck", "339s", "6m1p33s", 20, false, "s"),
        ("sck", "2p1557s5z", "45m4p5558s2z", 22, false, "sc"),
        ("sck", "22m111s2z", "111s1z", 18, true, "sck"),
        ("sck", "999m6z", "9999m2p26s", 8, true, "sk"),
        ("l", "7m7s", "27m", 2, false, "l"),
        ("l", "1m", "258m3s", 15, true, "l"),
        ("l", "1s", "9m5p19s2z", 28, true, "l"),
        ("l", "599m13p", "333z", 29, true, "cl"),
        ("l", "5p46z", "2222p", 10, false, "l"),
        ("l", "29m19s1z", "2z", 18, true, "l"),
        ("l", "5m7s27z", "5m1p3s23z", 28, false, "l"),
        ("l", "9m1s", "99m2z", 8, false, "l"),
        ("l", "8m4p1s44z", "6888m2p", 7, false, "cl"),
        ("l", "11344s23z", "4p899s1z", 21, false, "l"),
        ("l", "1m99p2s", "6m49p", 17, true, "l"),
        ("l", "18s77z", "25m9p1s77z", 33, false, "l"),
        ("l", "278p388s2z", "9p88s", 25, true, "l"),
        ("l", "122m2s47z", "2225m3p", 1, false, "cl"),
        ("l", "77s", "5m1137777s", 24, false, "l"),
        ("l", "8m33p5s", "9m3333p", 11, true, "l"),
        ("l", "5777m15p1s", "23p1s1z", 6, true, "l"),
        ("l", "34m24447z", "37p44z", 30, false, "l"),
        ("l", "9s111z", "4s11z", 27, true, "l"),
        ("l", "555s14677z", "9m4p5558s5z", 22, false, "cl"),
        ("sl", "9p4s77z", "5p", 13, false, "sl"),
        ("sl", "14m55z", "277m8p6s", 6, false, "sl"),
        ("sl", "9p", "55p", 13, true, "sl"),
        ("sl", "5m4s", "3699s", 4, true, "sl"),
        ("sl", "5m2p46z", "5p6s4z", 30, false, "sl"),
        ("sl", "7m588p", "55p8s1z", 13, true, "sl"),
        ("sl", "1p5s2z", "5m1112p", 9, true, "scl"),
        ("sl", "56m7p4z", "7777p4z", 15, false, "sl"),
        ("sl", "135m17s", "5555m6s", 4, true, "sl"),
        ("sl", "15p1s66z", "347m6s67z", 32, false, "sl"),
        ("sl", "16m233p5z", "3p", 11, true, "sl"),
        ("sl", "77p7s", "4m5778p69s", 15, true, "sl"),
        ("sl", "4m66p", "9m6668p5s12z", 14, true, "scl"),
        ("sl", "3m155p3z", "25555p", 13, false, "sl"),
        ("sl", "5m77p2s", "8m7777p68s", 15, true, "sl"),
        ("sl", "9m11666s", "", 23, true, "sl"),
        ("sl", "3777m68p6z", "17m14p7z", 6, false, "sl"),
        ("sl", "3m888p5s5z", "35m89p3s6z", 16, true, "sl"),
        ("sl", "9m88p555s", "28m27p55s", 22, false, "sl"),
        ("sl", "999s", "8m4p6999s", 26, false, "scl"),
        ("cl", "3p2s", "4p157s1z", 6, false, "l"),
        ("cl", "4m7p124z", "7p136s", 13, true, "l"),
        ("cl", "4m1p1s25z", "147m1p", 6, true, "l"),
        ("cl", "1m", "55m6s", 4, true, "l"),
        ("cl", "8s24z", "999p2z", 17, false, "cl"),
        ("cl", "1m", "66m444p", 12, true, "cl"),
        ("cl", "68m8s", "44449m6p8s", 3, false, "l"),
        ("cl", "36z", "8888m3s3z", 7, true, "l"),
        ("cl", "9m19p1s", "4z", 8, true, "cl"),
        ("cl", "89s5z", "8m2p35s5z", 31, false, "cl"),
        ("cl", "9m5z", "99m9s1z", 8, false, "cl"),
        ("cl", "49m3s", "124m33s", 20, true, "cl"),
        ("cl", "33p4s", "444s", 21, false, "cl"),
        ("cl", "89m678s5z", "888s", 25, true, "cl"),
        ("cl", "44s", "9p89s", 21, false, "l"),
        ("cl", "3p88s23z", "8s", 25, true, "l"),
        ("cl", "179m777p9s", "25m4s", 15, false, "l"),
        ("cl", "4m6p444s", "6p4s2z", 21, false, "l"),
        ("cl", "3455m6667s", "2m66s", 23, false, "l"),
        ("cl", "9m8p45557s", "55s", 22, true, "l"),
        ("scl", "", "15m4p", 12, false, "sl"),
        ("scl", "", "3m2s1z", 19, true, "sl"),
        ("scl", "", "888m69s", 7, false, "scl"),
        ("scl", "6z", "6m777p8s", 15, true, "scl"),
        ("scl", "17p8s", "6z", 15, false, "scl"),
        ("scl", "5m67z", "", 33, true, "scl"),
        ("scl", "7p", "78p89s7z", 15, false, "scl"),
        ("scl", "5m46p", "55m7p2s257z", 4, false, "scl"),
        ("scl", "79p1s7z", "15m11119s2z", 18, false, "scl"),
        ("scl", "56m47p1s1z", "5555m", 4, true, "scl"),
        ("scl", "27789m9s7z", "25p255z", 6, false, "sl"),
        ("scl", "33m6z", "239m8p29s", 2, false, "sl"),
        ("scl", "37p33z", "4p37z", 29, true, "sl"),
        ("scl", "22m", "2229m9p", 1, true, "scl"),
        ("scl", "9m8p35s3337z", "", 29, false, "sl"),
        ("scl", "9p7779s", "", 24, true, "sl"),
        ("scl", "8999p4s", "9p", 17, false, "sl"),
        ("scl", "2777s", "3m16p7779s6z", 24, false, "scl"),
        ("scl", "999p", "2m49999p44s7z", 17, false, "sl"),
        ("kl", "2m5z", "1m7p", 30, false, "l"),
        ("kl", "2p458s6z", "1s2z", 28, true, "l"),
        ("kl", "39m5p", "8m237p5s111z", 27, false, "cl"),
        ("kl", "39m37p", "1444m6p6s", 3, true, "cl"),
        ("kl", "", "7777m", 6, true, "l"),
        ("kl", "12m5p17s", "8p9s7z", 24, false, "kl"),
        ("kl", "59m9p179s", "569m7p4s", 8, true, "l"),
        ("kl", "5m4p", "35559m17p", 4, false, "cl"),
        ("kl", "5s", "5555s1z", 22, true, "l"),
        ("kl", "399s", "45m399s", 26, false, "l"),
        ("kl", "11p1z", "4m111p", 9, false, "cl"),
        ("kl", "7m17p11s7z", "18p111s26z", 18, true, "cl"),
        ("kl", "666s", "3m8p1s", 23, false, "l"),
        ("kl", "3p444s", "46m8p", 21, true, "l"),
        ("kl", "3444567s5z", "1p14s", 21, true, "l"),
        ("kl", "444m", "4455m9p2s", 3, false, "l"),
        ("kl", "2s777z", "77z", 33, true, "l"),
        ("kl", "444s6z", "3m13p44448s", 21, false, "l"),
        ("skl", "6m8p238s", "1z", 15, false, "sl"),
        ("skl", "2m3p", "5z", 16, true, "skl"),
        ("skl", "", "3p48s57z", 31, false, "sl"),
        ("skl", "", "29s222z", 28, true, "sckl"),
        ("skl", "8m1p", "23s", 9, false, "sl"),
        ("skl", "45p5s", "345m", 13, true, "skl"),
        ("skl", "9s", "9s", 26, true, "skl"),
        ("skl", "3z", "2m37s3334z", 29, true, "sckl"),
        ("skl", "22m55p19s", "8p", 13, false, "sl"),
        ("skl", "149p11z", "6m1p12s16z", 27, false, "sl"),
        ("skl", "556z", "3m57p7s57z", 31, true, "skl"),
        ("skl", "889m2p5s13z", "88m4z", 7, false, "sl"),
        ("skl", "788m7p4z", "888m7p1s2z", 7, true, "sckl"),
        ("skl", "2477m3p9s2z", "67777m16p2s6z", 6, true, "skl"),
        ("skl", "4m9s1112z", "2s", 27, false, "sl"),
        ("skl", "5888m167s", "18m22p", 7, true, "skl"),
        ("skl", "3m666p", "66p2s", 14, false, "sl"),
        ("skl", "448m222p15s", "1m222p69s", 10, true, "sckl"),
        ("skl", "2223z", "6p2222z", 28, false, "sl"),
        ("ckl", "6m7p2s17z", "1s", 32, false, "l"),
        ("ckl", "", "1s", 5, true, "l"),
        ("ckl", "3s", "78m3p35s", 7, false, "l"),
        ("ckl", "", "7p22s", 19, false, "l"),
        ("ckl", "29m3p7s37z", "38p2z", 1, false, "ckl"),
        ("ckl", "68m2s5z", "348m", 7, false, "cl"),
        ("ckl", "8m4p23z", "57m44p57z", 12, false, "cl"),
        ("ckl", "2m22s245z", "8m", 19, false, "l"),
        ("ckl", "9m6p288s1z", "25s14z", 25, true, "l"),
        ("ckl", "133m16p2s1z", "33m", 2, true, "l"),
        ("ckl", "666s", "27p9s26z", 23, false, "l"),
        ("ckl", "467m6669p7s", "26p", 14, true, "l"),
        ("ckl", "19m2666p", "666p6s", 14, false, "cl"),
        ("ckl", "333p", "68m333p688s", 11, true, "cl"),
        ("ckl", "111m2z", "1111m3p7s", 0, false, "l"),
        ("ckl", "1222p", "5m2222p8s7z", 10, true, "l"),
        ("sckl", "9m388s5z", "67m3p5s5z", 24, false, "sl"),
        ("sckl", "", "358s67z", 6, true, "skl"),
        ("sckl", "55m79p4z", "44s", 21, false, "sl"),
        ("sckl", "5m7p56s4z", "444m5p", 3, false, "scl"),
        ("sckl", "3m24p4s", "77p9s777z", 33, true, "sckl"),
        ("sckl", "2m", "", 1, false, "scl"),
        ("sckl", "7p1358s4z", "1m47p89s2z", 25, false, "scl"),
        ("sckl", "78m2p6z", "26p", 10, true, "sckl"),
        ("sckl", "49m5p8s3z", "66p1s33z", 29, false, "scl"),
        ("sckl", "7m", "7777m", 6, true, "sckl"),
        ("sckl", "11m2s", "2m3s23z", 0, true, "skl"),
        ("sckl", "3m466p7z", "6p", 14, false, "sl"),
        ("sckl", "7p9s11z", "37m6p7s12z", 27, true, "skl"),
        ("sckl", "7m1157z", "7m6p1135z", 27, false, "sl"),
        ("sckl", "66m3p5s", "666m4z", 5, true, "sckl"),
        ("sckl", "4m677s", "7m14p57777s1z", 24, true, "skl"),
        ("sckl", "22m9p666z", "18m257s", 32, false, "sl"),
        ("sckl", "7m2888p28s1z", "4s23z", 16, true, "skl"),
        ("sckl", "11m2s777z", "7z", 33, true, "skl"),
        ("sckl", "999m2s", "699m6p155s", 8, false, "sl"),
        ("sckl", "111m7p", "111m8p2s", 0, false, "scl"),
        ("sckl", "7m7p666z", "58p2s6666z", 32, true, "skl"),
    ];
    /// (flags, fans)
    #[rustfmt::skip]
    const WIN_FLAG_FANS_CASES: &[(&str, FanList)] = &[
        ("", &[]),
        ("s", &[(SELF_DRAWN, 1)]),
        ("c", &[(LAST_TILE, 1)]),
        ("sc", &[(LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("k", &[(ROBBING_THE_KONG, 1)]),
        ("sk", &[(OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("ck", &[(ROBBING_THE_KONG, 1)]),
        ("sck", &[(OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("l", &[(LAST_TILE_CLAIM, 1)]),
        ("sl", &[(LAST_TILE_DRAW, 1)]),
        ("cl", &[(LAST_TILE_CLAIM, 1), (LAST_TILE, 1)]),
        ("scl", &[(LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("kl", &[(LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("skl", &[(LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("ckl", &[(LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("sckl", &[(LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
    ];
    /// (tiles, win tile, flags, tile fans of the whole hand, fans)
    #[rustfmt::skip]
    const SEVEN_PAIRS_CASES: &[(&str, usize, &str, FanList, FanList)] = &[
        ("11112244m1144p44s", 9, "c", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("224444666688s66z", 19, "sc", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 2), (SELF_DRAWN, 1)]),
        ("33m22223344p1133s", 12, "cl", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("3344557788m1155z", 7, "", &[(HALF_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (HALF_FLUSH, 1)]),
        ("22m112233p112233s", 1, "scl", &[(LOWER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("1111s2255556677z", 31, "sck", &[(ALL_TERMINALS_AND_HONORS, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 2)]),
        ("8899m6677p778899s", 33, "c", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("113344m111144p33s", 20, "", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("112255m22556677p", 0, "cl", &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("118888m4466p66s33z", 29, "sck", &[(TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("11225588p445588s", 13, "ck", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (ROBBING_THE_KONG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("1166m66p11445577z", 26, "sc", &[(ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1), (SELF_DRAWN, 1)]),
        ("2233m112233p2233s", 2, "kl", &[(LOWER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("1133556699m1166p", 4, "skl", &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("222233m33p112233s", 1, "c", &[(LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("1199m99p11s116677z", 0, "k", &[(ALL_TERMINALS_AND_HONORS, 1), (ALL_TYPES, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_TYPES, 1)]),
        ("112233m2222p1122s", 19, "ckl", &[(LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("778899m7788p7788s", 7, "sck", &[(UPPER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("112233m11223344p", 10, "sck", &[(LOWER_FOUR, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("112299p668899s55z", 31, "", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1)]),
        ("7788m668899p7788s", 14, "sl", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_DRAW, 1), (NO_HONORS, 1)]),
        ("99m119999p11s4477z", 17, "sl", &[(ALL_TERMINALS_AND_HONORS, 1), (ALL_TYPES, 1), (TILE_HOG, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (ALL_TYPES, 1), (TILE_HOG, 1)]),
        ("33m1188p11223333s", 9, "k", &[(TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("11223344556666z", 12, "scl", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("11112255m117777p", 15, "sl", &[(TILE_HOG, 2), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (TILE_HOG, 2), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("99m777799p778899s", 24, "c", &[(UPPER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("2233m112233p3333s", 9, "c", &[(LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("44555566667788m", 2, "c", &[(FULL_FLUSH, 1), (TILE_HOG, 2), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 2), (ALL_SIMPLES, 1)]),
        ("99m99p99s22445566z", 30, "kl", &[(ALL_TERMINALS_AND_HONORS, 1), (ALL_TYPES, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_TYPES, 1)]),
        ("229999p22556699s", 26, "sk", &[(REVERSIBLE_TILES, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("445566m4455p4455s", 4, "ck", &[(MIDDLE_TILES, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("6688m77p66778899s", 15, "scl", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("1111m223333p1133s", 10, "skl", &[(LOWER_TILES, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 2), (NO_HONORS, 1)]),
        ("224488m22556688p", 7, "c", &[(ALL_SIMPLES, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("11223344556677z", 29, "sck", &[(ALL_HONORS, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("11m111199p111199s", 26, "sc", &[(ALL_TERMINALS, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (LAST_TILE, 1), (TILE_HOG, 2), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("228899m44558899p", 1, "kl", &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("223344m22p113344s", 18, "sckl", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("112233445588m22z", 7, "sckl", &[(HALF_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (HALF_FLUSH, 1), (LAST_TILE, 1)]),
        ("2244m6688p557788s", 16, "sck", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("3344666688s6666z", 23, "sc", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 2), (SELF_DRAWN, 1)]),
        ("223344446688s66z", 32, "kl", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)]),
        ("11224455556677z", 31, "sck", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("1122m112244p1133s", 20, "scl", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("11m112233p112233s", 19, "cl", &[(LOWER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("445566m55p445566s", 23, "scl", &[(MIDDLE_TILES, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("11223377778899m", 8, "cl", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("4466m445566p5555s", 23, "s", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("11m222233p112233s", 18, "cl", &[(LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("2244m1144p112233s", 1, "c", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("8899m667799p6677s", 1, "cl", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("1199m1199p1199s44z", 0, "sk", &[(ALL_TERMINALS_AND_HONORS, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("11118899p224499s", 26, "", &[(REVERSIBLE_TILES, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("667799m6677p7799s", 24, "kl", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("11224455556699m", 5, "sckl", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("3344m1122p223344s", 9, "kl", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("334444668888s66z", 25, "ckl", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)]),
        ("445566m4455p5566s", 23, "ck", &[(MIDDLE_TILES, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("11223344555566z", 30, "sk", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1)]),
        ("11119999m11p1199s", 18, "s", &[(ALL_TERMINALS, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (TILE_HOG, 2), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("446666m445566p55s", 4, "ck", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("44m4466p44556666s", 21, "ckl", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("44m224444p224444s", 21, "skl", &[(LOWER_FOUR, 1), (TILE_HOG, 2), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 2), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("7788m1155p22s1166z", 6, "s", &[(ALL_TYPES, 1)], &[(SEVEN_PAIRS, 1), (ALL_TYPES, 1), (SELF_DRAWN, 1)]),
        ("1166m116666p66s55z", 23, "sl", &[(TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (TILE_HOG, 1)]),
        ("11m88p5577s115566z", 31, "ck", &[(ALL_TYPES, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_TYPES, 1)]),
        ("22445566778899m", 1, "sl", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1)]),
        ("113344p446688s55z", 11, "kl", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ONE_VOIDED_SUIT, 1)]),
        ("66m1166p1166s1155z", 14, "k", &[(ALL_TYPES, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_TYPES, 1)]),
        ("111166m1111s1144z", 27, "sckl", &[(TILE_HOG, 2), (ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 2), (ONE_VOIDED_SUIT, 1)]),
        ("223366m11227799p", 1, "", &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("667788m22225577z", 31, "sckl", &[(HALF_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("22334466778899m", 1, "ck", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (ROBBING_THE_KONG, 1)]),
        ("119999m1199p1199s", 2, "k", &[(ALL_TERMINALS, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("667788m5577p3388s", 25, "l", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("22335566668899m", 4, "sck", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("4466m4444555588p", 16, "scl", &[(TILE_HOG, 2), (ALL_SIMPLES, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 2), (ALL_SIMPLES, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("112255p228899s55z", 13, "scl", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1)]),
        ("2244778899m2255z", 8, "sc", &[(HALF_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("111199m119999p99s", 10, "l", &[(ALL_TERMINALS, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (TILE_HOG, 2), (NO_HONORS, 1)]),
        ("22446699m224455z", 30, "skl", &[(HALF_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (HALF_FLUSH, 1)]),
        ("7788m666677p7799s", 7, "", &[(UPPER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("22223344668888s", 19, "kl", &[(ALL_GREEN, 1), (FULL_FLUSH, 1), (TILE_HOG, 2), (ALL_SIMPLES, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 2), (ALL_SIMPLES, 1)]),
        ("5566m44555566p66s", 4, "sck", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("99m111199p119999s", 17, "scl", &[(ALL_TERMINALS, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 2), (NO_HONORS, 1)]),
        ("445555m11223388p", 8, "sk", &[(TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("33m224444p223344s", 19, "c", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("7799m66p66777788s", 25, "", &[(UPPER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("2244m2244p112233s", 20, "sl", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_DRAW, 1), (NO_HONORS, 1)]),
        ("223333666688s66z", 25, "s", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (TILE_HOG, 2), (SELF_DRAWN, 1)]),
        ("111166p11445555z", 14, "cl", &[(HALF_FLUSH, 1), (TILE_HOG, 2)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 2)]),
        ("3344666688s6666z", 32, "kl", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)]),
        ("7799m77889999p77s", 15, "k", &[(UPPER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("1166m66p11s114455z", 31, "c", &[(ALL_TYPES, 1)], &[(SEVEN_PAIRS, 1), (ALL_TYPES, 1), (LAST_TILE, 1)]),
        ("223344666688s66z", 23, "c", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("11m11222233p2233s", 9, "s", &[(LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("1111m11112244p33s", 20, "k", &[(LOWER_FOUR, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 2), (NO_HONORS, 1)]),
        ("778899m77p778899s", 25, "kl", &[(UPPER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("1199m1199p111199s", 17, "ck", &[(ALL_TERMINALS, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("11112233447799m", 2, "", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (TILE_HOG, 1)]),
        ("22334455666677z", 29, "s", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (TILE_HOG, 1), (SELF_DRAWN, 1)]),
        ("99m99p1199s115566z", 8, "sckl", &[(ALL_TERMINALS_AND_HONORS, 1), (ALL_TYPES, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_TYPES, 1), (LAST_TILE, 1)]),
        ("4466m444455p5566s", 13, "sc", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("1199m99p11119999s", 8, "sk", &[(ALL_TERMINALS, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 2), (NO_HONORS, 1)]),
        ("113344m2244p3344s", 2, "s", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("6677m77889999p77s", 8, "skl", &[(UPPER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("7799m778899p7788s", 25, "ckl", &[(UPPER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("223355m3366p2233s", 4, "k", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("223355m55556677z", 33, "ck", &[(HALF_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)]),
        ("223344666688s66z", 19, "ckl", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)]),
        ("2233666688s6666z", 25, "sckl", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 2)]),
        ("22334455666688m", 22, "ckl", &[(FULL_FLUSH, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1)]),
        ("112233m1122p1122s", 19, "skl", &[(LOWER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (NO_HONORS, 1)]),
        ("6688m7788p667788s", 5, "", &[(UPPER_FOUR, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("112244m1122p4444s", 9, "s", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("1199m1111p334466z", 8, "sckl", &[(ALL_TERMINALS_AND_HONORS, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1)]),
        ("11223344556677z", 28, "scl", &[(ALL_HONORS, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("112244m44p112233s", 0, "sck", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("113344m3333p2244s", 0, "ck", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("1144m1144778899p", 10, "k", &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("222233444466s66z", 32, "sckl", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 2)]),
        ("3377m4455p334488s", 2, "k", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("11113355m446677z", 30, "ck", &[(HALF_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)]),
        ("2233446688s6666z", 21, "s", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (TILE_HOG, 1), (SELF_DRAWN, 1)]),
        ("445566m4455p4466s", 13, "sl", &[(MIDDLE_TILES, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (LAST_TILE_DRAW, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("1133558899p4488s", 17, "sl", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (LAST_TILE_DRAW, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("779999m7799p7799s", 8, "skl", &[(UPPER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("1133m33p11112233s", 0, "s", &[(LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("1144668899m3366z", 3, "cl", &[(HALF_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (HALF_FLUSH, 1), (LAST_TILE, 1)]),
        ("11m11p1166s114477z", 18, "sk", &[(ALL_TYPES, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_TYPES, 1)]),
        ("116666m1166s4455z", 30, "ck", &[(TILE_HOG, 1), (ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1)]),
        ("8888m778888p8899s", 8, "kl", &[(UPPER_TILES, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 2), (NO_HONORS, 1)]),
        ("1133m223333p1133s", 18, "l", &[(LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE_CLAIM, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("223344446688s66z", 32, "c", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("9999m1199p111199s", 26, "sck", &[(ALL_TERMINALS, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 2), (NO_HONORS, 1)]),
        ("7788m3388p222266s", 23, "sk", &[(TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("116666m1166p66s44z", 30, "sc", &[(TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE, 1), (TILE_HOG, 1), (SELF_DRAWN, 1)]),
        ("112244m11p112244s", 21, "s", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("223344446688s66z", 23, "l", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)]),
        ("334466668888s66z", 25, "k", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)]),
        ("119999m119999p11s", 8, "ckl", &[(ALL_TERMINALS, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 2), (NO_HONORS, 1)]),
        ("33m112222p112233s", 18, "l", &[(LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE_CLAIM, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("44m2233p22333344s", 19, "ck", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("1144556677m5577p", 6, "sck", &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("2244666688s6666z", 11, "sk", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)]),
        ("11m11p1166s114444z", 27, "sl", &[(TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (TILE_HOG, 1)]),
        ("4488m88p4466s1144z", 33, "s", &[], &[(SEVEN_PAIRS, 1), (SELF_DRAWN, 1)]),
        ("445566m44558899p", 4, "sc", &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("2244m111122p2244s", 1, "sckl", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("113399p556699s55z", 23, "l", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (LAST_TILE_CLAIM, 1), (ONE_VOIDED_SUIT, 1)]),
        ("445566m4466p5566s", 12, "sck", &[(MIDDLE_TILES, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("4488m667788p4477s", 7, "cl", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("7799m7799p778899s", 25, "l", &[(UPPER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE_CLAIM, 1), (NO_HONORS, 1)]),
        ("1122m11223344p44s", 11, "skl", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (NO_HONORS, 1)]),
        ("223344446688s66z", 19, "c", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("22m2288p55557788s", 10, "c", &[(TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("668899m6699p6688s", 8, "sl", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_DRAW, 1), (NO_HONORS, 1)]),
        ("99m99s1122333366z", 11, "sl", &[(ALL_TERMINALS_AND_HONORS, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1)]),
        ("11112233445566z", 3, "kl", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1)]),
        ("337788m11115577z", 33, "scl", &[(HALF_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("9999m778899p8899s", 26, "sl", &[(UPPER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE_DRAW, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("66778899m445566p", 24, "cl", &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("668888m7788p8899s", 7, "l", &[(UPPER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_CLAIM, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("3344m224477p22s77z", 2, "sc", &[], &[(SEVEN_PAIRS, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("9999m1199p119999s", 18, "sckl", &[(ALL_TERMINALS, 1), (TILE_HOG, 2), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 2), (NO_HONORS, 1)]),
        ("1144m2222p112233s", 19, "sc", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("2233558899p4466s", 17, "k", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (ROBBING_THE_KONG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("116666p11445577z", 31, "sc", &[(HALF_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 1), (SELF_DRAWN, 1)]),
        ("445566m5566p4466s", 13, "k", &[(MIDDLE_TILES, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("668899m7799p8899s", 26, "sckl", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("11p99s1122556677z", 32, "l", &[(ALL_TERMINALS_AND_HONORS, 1), (ONE_VOIDED_SUIT, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ONE_VOIDED_SUIT, 1)]),
        ("1199m119999p1199s", 18, "", &[(ALL_TERMINALS, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(ALL_TERMINALS, 1), (SEVEN_PAIRS, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("117788m2299p55s44z", 17, "sc", &[], &[(SEVEN_PAIRS, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("22334455666677z", 31, "skl", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1)]),
        ("11446688m334466z", 3, "c", &[(HALF_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (LAST_TILE, 1)]),
        ("11m99p1122336677z", 27, "kl", &[(ALL_TERMINALS_AND_HONORS, 1), (ONE_VOIDED_SUIT, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ONE_VOIDED_SUIT, 1)]),
        ("33m22336688p7788s", 2, "ck", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("77m334477p225566s", 19, "c", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("5566m44556666p44s", 13, "scl", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("1133448899p99s55z", 17, "sk", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ONE_VOIDED_SUIT, 1)]),
        ("33m4455p44446677s", 24, "ckl", &[(TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("226699m44556699p", 3, "c", &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("11112233448899m", 3, "sl", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (TILE_HOG, 1)]),
        ("11333344p224499s", 12, "s", &[(REVERSIBLE_TILES, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("8899m8899p778899s", 8, "sc", &[(UPPER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("22334455778888m", 6, "cl", &[(FULL_FLUSH, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1)]),
        ("11222233666677z", 27, "s", &[(ALL_HONORS, 1), (TILE_HOG, 2)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (TILE_HOG, 2), (SELF_DRAWN, 1)]),
        ("6677m2255p557777s", 5, "", &[(TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("44445599m225577z", 25, "sk", &[(HALF_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)]),
        ("11m116666p445577z", 9, "sck", &[(TILE_HOG, 1), (ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1)]),
        ("11224455668899m", 9, "scl", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("7788m778899p7799s", 4, "ckl", &[(UPPER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("334466m5566p4488s", 2, "c", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("113344m112244p22s", 19, "ckl", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("6677m6699p667799s", 14, "sl", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_DRAW, 1), (NO_HONORS, 1)]),
        ("2288m66p66s335566z", 14, "ck", &[(ALL_TYPES, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_TYPES, 1)]),
        ("22m2233p22334444s", 21, "skl", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("11m11s1144557777z", 31, "scl", &[(ALL_TERMINALS_AND_HONORS, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1)]),
        ("11335599p6688s55z", 32, "kl", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ONE_VOIDED_SUIT, 1)]),
        ("445566m66p444466s", 23, "sckl", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("4466m444455p4455s", 5, "skl", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("66m446666p445566s", 14, "k", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("22888899m228899p", 16, "k", &[(TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("1144m112233p2233s", 3, "l", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_CLAIM, 1), (NO_HONORS, 1)]),
        ("1199m99p11445577z", 31, "c", &[(ALL_TERMINALS_AND_HONORS, 1), (ONE_VOIDED_SUIT, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1)]),
        ("223333m2233p1122s", 10, "skl", &[(LOWER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("11336677m112255z", 28, "ckl", &[(HALF_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (HALF_FLUSH, 1)]),
        ("7788m8899p778899s", 24, "ck", &[(UPPER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("11222244m33p3344s", 0, "c", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("11224455556677z", 32, "skl", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1)]),
        ("11m1166s11445577z", 0, "sk", &[(ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ONE_VOIDED_SUIT, 1)]),
        ("99m99p1122336677z", 27, "", &[(ALL_TERMINALS_AND_HONORS, 1), (ONE_VOIDED_SUIT, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (ONE_VOIDED_SUIT, 1)]),
        ("223344668888s66z", 23, "skl", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)]),
        ("1122m112233p2233s", 1, "sc", &[(LOWER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (LAST_TILE, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("334455p22558899s", 15, "s", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        ("778899m777788p77s", 8, "c", &[(UPPER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("667799m99p778899s", 25, "sk", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (NO_HONORS, 1)]),
        ("445566m4466p5555s", 12, "cl", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("4466m445566p4466s", 5, "ckl", &[(MIDDLE_TILES, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("4455668899m4477p", 7, "sck", &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("77m338899p6699s66z", 24, "cl", &[], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1)]),
        ("227788m445577p77s", 24, "k", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("99p1199s11556677z", 32, "l", &[(ALL_TERMINALS_AND_HONORS, 1), (ONE_VOIDED_SUIT, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ONE_VOIDED_SUIT, 1)]),
        ("1122m112244p2233s", 9, "ckl", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("11224455667777z", 27, "", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (TILE_HOG, 1)]),
        ("5566m445555p5566s", 23, "ck", &[(MIDDLE_TILES, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (MIDDLE_TILES, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("77m33667788p3377s", 6, "", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("55667788m445577z", 5, "c", &[(HALF_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (LAST_TILE, 1)]),
        ("99m667799p667788s", 24, "l", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_CLAIM, 1), (NO_HONORS, 1)]),
        ("2233668888s6666z", 19, "sc", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 2), (SELF_DRAWN, 1)]),
        ("22334444556677m", 3, "sl", &[(FULL_FLUSH, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1)]),
        ("11334455667777z", 33, "sck", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("11223344667788m", 0, "skl", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("1166p1166s445577z", 30, "k", &[(ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (ONE_VOIDED_SUIT, 1)]),
        ("3333m3344p227788s", 19, "sck", &[(TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("44556677m6677p22s", 15, "kl", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("33445588p4455s55z", 13, "sck", &[(REVERSIBLE_TILES, 1), (ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (REVERSIBLE_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1)]),
        ("778899m6677p7799s", 8, "kl", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("8899m7788p778899s", 25, "ckl", &[(UPPER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("6677m667788p6699s", 5, "sl", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_DRAW, 1), (NO_HONORS, 1)]),
        ("22334488m88p1144z", 27, "sckl", &[(ONE_VOIDED_SUIT, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ONE_VOIDED_SUIT, 1)]),
        ("7799m77p77778899s", 8, "scl", &[(UPPER_TILES, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("3344m1133p223344s", 20, "ckl", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("77m7788p66778899s", 23, "sckl", &[(UPPER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("44m113344p113344s", 21, "sck", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("11223344m33p3344s", 11, "", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (NO_HONORS, 1)]),
        ("11223333445566z", 29, "ck", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1)]),
        ("11m11p1199s333355z", 26, "l", &[(ALL_TERMINALS_AND_HONORS, 1), (ALL_TYPES, 1), (TILE_HOG, 1)], &[(ALL_TERMINALS_AND_HONORS, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ALL_TYPES, 1), (TILE_HOG, 1)]),
        ("1111m112244p1133s", 26, "kl", &[(LOWER_FOUR, 1), (TILE_HOG, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        ("11444466778899m", 25, "c", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("1166m11p66s111177z", 15, "sc", &[(ALL_TYPES, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (ALL_TYPES, 1), (LAST_TILE, 1), (TILE_HOG, 1), (SELF_DRAWN, 1)]),
        ("33778899m226677z", 32, "cl", &[(HALF_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (HALF_FLUSH, 1), (LAST_TILE, 1)]),
        ("222233446688s66z", 20, "ckl", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (HALF_FLUSH, 1), (TILE_HOG, 1)]),
        ("112233m112233p11s", 9, "k", &[(LOWER_TILES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_TILES, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        ("333344668888s66z", 21, "ckl", &[(ALL_GREEN, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (HALF_FLUSH, 1), (TILE_HOG, 2)]),
        ("22333344668888s", 19, "kl", &[(ALL_GREEN, 1), (FULL_FLUSH, 1), (TILE_HOG, 2), (ALL_SIMPLES, 1)], &[(ALL_GREEN, 1), (SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 2), (ALL_SIMPLES, 1)]),
        ("668899p66667788s", 17, "l", &[(UPPER_FOUR, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (UPPER_FOUR, 1), (LAST_TILE_CLAIM, 1), (TILE_HOG, 1), (ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)]),
        ("11113344556677z", 30, "s", &[(ALL_HONORS, 1), (TILE_HOG, 1)], &[(ALL_HONORS, 1), (SEVEN_PAIRS, 1), (TILE_HOG, 1), (SELF_DRAWN, 1)]),
        ("113344m11p112233s", 2, "cl", &[(LOWER_FOUR, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (LOWER_FOUR, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        ("335588m88p337788s", 20, "sk", &[(ALL_SIMPLES, 1), (NO_HONORS, 1)], &[(SEVEN_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_SIMPLES, 1), (NO_HONORS, 1)]),
        ("33445566778899p", 12, "scl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("22334455667788m", 23, "", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (ALL_SIMPLES, 1)]),
        ("22334455667788m", 2, "sck", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899m", 3, "c", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1)]),
        ("22334455667788p", 14, "sckl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("22334455667788s", 15, "cl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899s", 18, "skl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("22334455667788m", 2, "k", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677m", 24, "sc", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("33445566778899p", 3, "s", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (SELF_DRAWN, 1)]),
        ("22334455667788s", 22, "sckl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("44556677778899s", 26, "ck", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1)]),
        ("33445566778899m", 5, "k", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1)]),
        ("11223344556677s", 20, "", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1)]),
        ("22334455667788p", 15, "k", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1)]),
        ("22334455667788p", 13, "ckl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1)]),
        ("22334455667788p", 11, "l", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ALL_SIMPLES, 1)]),
        ("22334455667788p", 13, "sk", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677p", 10, "skl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("11223344556677p", 15, "skl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("33445566778899p", 17, "s", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (SELF_DRAWN, 1)]),
        ("33445566778899p", 19, "", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1)]),
        ("11223344556677s", 21, "scl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("33445566778899s", 26, "k", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1)]),
        ("11224455666677p", 10, "scl", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("33445566778899s", 24, "scl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("11334455667777p", 16, "sl", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (TILE_HOG, 1)]),
        ("22334455667788m", 3, "sk", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899m", 1, "kl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("22334455667788m", 3, "sck", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899m", 6, "k", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1)]),
        ("33445566778899m", 7, "cl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1)]),
        ("33445566778899m", 3, "ck", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1)]),
        ("22334455556677m", 5, "ckl", &[(FULL_FLUSH, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899p", 6, "sk", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("11223344556677p", 26, "sk", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("11223344556677m", 6, "sckl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("33445566778899m", 12, "", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1)]),
        ("22334455667788p", 11, "cl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899s", 25, "ck", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1)]),
        ("11223344556677p", 13, "ck", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1)]),
        ("11223344556677s", 21, "kl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("33445566778899p", 12, "sc", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("22334455667788p", 15, "sl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899s", 15, "k", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (ROBBING_THE_KONG, 1)]),
        ("33445566778899p", 17, "k", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1)]),
        ("11223344556677s", 22, "s", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (SELF_DRAWN, 1)]),
        ("11333344556677p", 12, "ckl", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1)]),
        ("33445566778899m", 5, "sckl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("11223344556677s", 25, "sl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1)]),
        ("11334455667799m", 3, "sckl", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("33445566778899m", 7, "", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1)]),
        ("22334455667788s", 23, "l", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ALL_SIMPLES, 1)]),
        ("22334455667788s", 24, "l", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677m", 0, "", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1)]),
        ("22334455667788p", 10, "sc", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1), (SELF_DRAWN, 1)]),
        ("22334455667788s", 22, "scl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("22334455666677s", 19, "skl", &[(FULL_FLUSH, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899p", 13, "kl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("11223344556677m", 30, "c", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE, 1)]),
        ("22334455667788p", 14, "scl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("22334455667788s", 25, "sl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677m", 1, "skl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("33445566778899m", 3, "sk", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("22334455667788p", 14, "ck", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677p", 9, "scl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("11223344556677s", 25, "s", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (SELF_DRAWN, 1)]),
        ("33445566778899m", 4, "ck", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1)]),
        ("33445566778899m", 7, "c", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1)]),
        ("33444455668899p", 16, "c", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("11113344556677s", 24, "cl", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TILE_HOG, 1)]),
        ("44556677778899p", 12, "ckl", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1)]),
        ("11223344556677m", 1, "k", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1)]),
        ("33445566778899m", 8, "ckl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("22334455667788p", 11, "sck", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("22334455667788m", 6, "sk", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677p", 15, "sc", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("22334455667788p", 16, "sckl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("22334455667788s", 11, "scl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899s", 22, "scl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("11223344556677p", 11, "c", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1)]),
        ("33445566778899m", 2, "s", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (SELF_DRAWN, 1)]),
        ("22334455667788m", 29, "", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677s", 18, "c", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1)]),
        ("33445566778899s", 5, "sl", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1)]),
        ("11223344556677s", 6, "skl", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("33445566778899m", 8, "ck", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1)]),
        ("11223344556677m", 3, "sl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1)]),
        ("22334455667788m", 9, "sl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_DRAW, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677p", 9, "scl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("11223344556677p", 13, "sc", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("11223344556677p", 14, "cl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1)]),
        ("22334455667788m", 6, "cl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677p", 9, "sck", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("11223344556677m", 2, "s", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (SELF_DRAWN, 1)]),
        ("33445566778899s", 24, "kl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("22334455667788p", 15, "l", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ALL_SIMPLES, 1)]),
        ("33334455778899p", 11, "l", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (TILE_HOG, 1)]),
        ("11223344556677p", 15, "sc", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("33445566778899p", 11, "skl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("11223344556677p", 13, "s", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (SELF_DRAWN, 1)]),
        ("33444455667799p", 22, "kl", &[(FULL_FLUSH, 1), (TILE_HOG, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1)]),
        ("11223344556677p", 9, "ckl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("22334455667788m", 5, "c", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("22334455667788p", 13, "", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899s", 23, "sl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1)]),
        ("33445566778899m", 26, "sc", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("11223344556677s", 1, "ck", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (ROBBING_THE_KONG, 1)]),
        ("22334455667788m", 24, "sck", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899p", 15, "", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1)]),
        ("11223344556677m", 2, "c", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE, 1)]),
        ("33445566778899p", 8, "s", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (SELF_DRAWN, 1)]),
        ("33445566778899s", 24, "sckl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("11223344556677p", 9, "kl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("22334455667788m", 5, "ck", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (ROBBING_THE_KONG, 1), (ALL_SIMPLES, 1)]),
        ("33445566778899p", 15, "sl", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1)]),
        ("22334455667788m", 2, "sl", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_DRAW, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677p", 16, "sk", &[(FULL_FLUSH, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("22334455667788m", 8, "l", &[(FULL_FLUSH, 1), (ALL_SIMPLES, 1)], &[(SEVEN_SHIFTED_PAIRS, 1), (LAST_TILE_CLAIM, 1), (ALL_SIMPLES, 1)]),
        ("11223344556677s", 13, "sk", &[(FULL_FLUSH, 1)], &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
    ];
    /// (flags, fans)
    #[rustfmt::skip]
    const THIRTEEN_ORPHANS_CASES: &[(&str, FanList)] = &[
        ("", &[(THIRTEEN_ORPHANS, 1)]),
        ("s", &[(THIRTEEN_ORPHANS, 1), (SELF_DRAWN, 1)]),
        ("c", &[(THIRTEEN_ORPHANS, 1), (LAST_TILE, 1)]),
        ("sc", &[(THIRTEEN_ORPHANS, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("k", &[(THIRTEEN_ORPHANS, 1), (ROBBING_THE_KONG, 1)]),
        ("sk", &[(THIRTEEN_ORPHANS, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("ck", &[(THIRTEEN_ORPHANS, 1), (ROBBING_THE_KONG, 1)]),
        ("sck", &[(THIRTEEN_ORPHANS, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("l", &[(THIRTEEN_ORPHANS, 1), (LAST_TILE_CLAIM, 1)]),
        ("sl", &[(THIRTEEN_ORPHANS, 1), (LAST_TILE_DRAW, 1)]),
        ("cl", &[(THIRTEEN_ORPHANS, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1)]),
        ("scl", &[(THIRTEEN_ORPHANS, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("kl", &[(THIRTEEN_ORPHANS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("skl", &[(THIRTEEN_ORPHANS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("ckl", &[(THIRTEEN_ORPHANS, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("sckl", &[(THIRTEEN_ORPHANS, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
    ];
    /// (tiles, flags, fans)
    #[rustfmt::skip]
    const HONORS_AND_KNITTED_CASES: &[(&str, &str, FanList)] = &[
        ("17m258p369s123456z", "l", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1)]),
        ("258m39p14s1234567z", "ck", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("258m369p147s23567z", "k", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1)]),
        ("147m369p258s23456z", "sckl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("147m58p39s1234567z", "l", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1)]),
        ("5m369p147s1234567z", "sckl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("147m3699p258s2356z", "sl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1)]),
        ("89m12567p3338s277z", "k", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("147m258p369s12334z", "cl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1)]),
        ("369m147p28s123567z", "sk", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("47m369p25s1234567z", "scl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("369m258p147s12356z", "ckl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("147m39p258s134567z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("369m17p258s123567z", "c", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1)]),
        ("25m147p36s1234567z", "c", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1)]),
        ("47m258p369s123467z", "scl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("58m147p36s1234567z", "cl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1)]),
        ("39m2569p113558s14z", "s", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (SELF_DRAWN, 1)]),
        ("69m258p47s1234567z", "scl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("258m369p147s23456z", "scl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("369m17p258s123467z", "skl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("2589m369p147s1245z", "sc", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("147m369p258s23467z", "sck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("147m369p258s12345z", "sc", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("147m58p369s123567z", "kl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("3699m147p2568s357z", "c", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1)]),
        ("2369m147p258s2337z", "sck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("1258m147p369s2346z", "scl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("2458m147p369s1257z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("28m369p47s1234567z", "sc", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("258m1247p369s1267z", "sc", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("258m3669p1479s237z", "sck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("258m147p369s13347z", "l", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1)]),
        ("258m36p14s1234567z", "kl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("258m369p147s12367z", "l", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1)]),
        ("369m147p25s134567z", "sc", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("258m39p147s123467z", "kl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("147m369p258s12357z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1)]),
        ("258m147p369s12567z", "skl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("147m25p369s123567z", "kl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("258m3369p147s1357z", "scl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("258m147p3569s2345z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("58m369p14s1234567z", "scl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("258m147p369s12357z", "skl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("28m47p369s1234567z", "sk", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("2578m147p369s5667z", "c", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1)]),
        ("17m58p369s1234567z", "c", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1)]),
        ("36m14p258s1234567z", "kl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("28m147p369s124567z", "cl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1)]),
        ("369m258p147s12456z", "c", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE, 1)]),
        ("147m3669p258s1447z", "sck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("369m258p147s13467z", "cl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1)]),
        ("258m369p147s12345z", "k", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1)]),
        ("258m369p147s12346z", "s", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (SELF_DRAWN, 1)]),
        ("147m36p258s234567z", "", &[(LESSER_HONORS_AND_KNITTED_TILES, 1)]),
        ("147m369p258s12467z", "kl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("58m369p147s123567z", "skl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("147m369p258s23567z", "cl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1)]),
        ("14m258p369s123457z", "sc", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("147m3689p2258s235z", "kl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("17m258p369s123567z", "sck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("369m258p147s23567z", "ckl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("369m258p147s12367z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1)]),
        ("147m2578p3679s356z", "sc", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("1467m3469p258s245z", "sckl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("258m147p369s12567z", "l", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1)]),
        ("17m369p58s1234567z", "sck", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("147m25p369s234567z", "scl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("147m258p369s24567z", "sc", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("369m258p147s12467z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1)]),
        ("258m147p369s12456z", "c", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE, 1)]),
        ("67m135999p178s147z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("258m369p147s11355z", "c", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1)]),
        ("258m147p369s24567z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1)]),
        ("147m258p369s12467z", "skl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("258m4p369s1234567z", "sl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1)]),
        ("258m34699p147s123z", "ckl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("147m25558p369s346z", "sl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1)]),
        ("369m258p147s12367z", "sl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1)]),
        ("25m369p147s124567z", "sck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("147m258p369s12346z", "", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1)]),
        ("258m369p17s123467z", "c", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1)]),
        ("258m4p369s1234567z", "sck", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("147m369p258s13467z", "sk", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("147m36p58s1234567z", "sckl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("258m369p147s23457z", "sk", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("36m258p147s123467z", "", &[(LESSER_HONORS_AND_KNITTED_TILES, 1)]),
        ("369m2578p147s2357z", "s", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (SELF_DRAWN, 1)]),
        ("58m147p69s1234567z", "scl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("369m147p28s124567z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("147m3p258s1234567z", "sckl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("369m258p147s23457z", "k", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1)]),
        ("147m369p2578s2667z", "ckl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("22566m23479p1136z", "k", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("258m39p147s124567z", "skl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("25m147p69s1234567z", "skl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("258m369p11477s357z", "sk", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("58m147p369s123457z", "kl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("147m258p369s24557z", "l", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1)]),
        ("14m369p258s123456z", "ckl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        ("39m258p147s123456z", "sk", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("369m258p147s12456z", "sc", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (SELF_DRAWN, 1)]),
        ("28m14p369s1234567z", "sk", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("369m258p14s123457z", "s", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (SELF_DRAWN, 1)]),
        ("7m258p369s1234567z", "scl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1)]),
        ("267m11p27s1223457z", "", &[(LESSER_HONORS_AND_KNITTED_TILES, 1)]),
        ("25m369p147s134567z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("369m147p258s12345z", "sk", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("147m58p369s123567z", "s", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (SELF_DRAWN, 1)]),
        ("69m147p258s123467z", "ck", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("58m39p147s1234567z", "sk", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        ("147m369p258s13567z", "c", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE, 1)]),
        ("3369m258p147s1357z", "c", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1)]),
        ("58m147p36s1234567z", "sl", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1)]),
        ("258m14p369s123467z", "sl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE_DRAW, 1)]),
        ("147m258p36s123457z", "k", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("69m147p25s1234567z", "ck", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (ROBBING_THE_KONG, 1)]),
        ("39m147p58s1234567z", "sck", &[(GREATER_HONORS_AND_KNITTED_TILES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        ("258m47p369s123467z", "c", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (LAST_TILE, 1)]),
        ("369m258p147s12467z", "kl", &[(LESSER_HONORS_AND_KNITTED_TILES, 1), (KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
    ];
    /// (tiles, win tile, flags, fans or None)
    #[rustfmt::skip]
    const NINE_GATES_CASES: &[(&str, usize, &str, Option<FanList>)] = &[
        ("11112345678999m", 0, "kl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1)])),
        ("11112345678999m", 0, "skl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1)])),
        ("11112345678999m", 0, "scl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 1)])),
        ("11112345678999m", 5, "s", None),
        ("11122345678999m", 1, "sk", Some(&[(NINE_GATES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11122345678999m", 1, "", Some(&[(NINE_GATES, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11122345678999m", 1, "sl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11122345678999m", 8, "sk", None),
        ("11123345678999m", 2, "kl", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (SHORT_STRAIGHT, 1)])),
        ("11123345678999m", 2, "kl", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (SHORT_STRAIGHT, 1)])),
        ("11123345678999m", 2, "sckl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123345678999m", 0, "", None),
        ("11123445678999m", 3, "scl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123445678999m", 3, "sck", Some(&[(NINE_GATES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123445678999m", 3, "ckl", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (SHORT_STRAIGHT, 1)])),
        ("11123445678999m", 2, "ckl", None),
        ("11123455678999m", 4, "sl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123455678999m", 4, "kl", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123455678999m", 4, "l", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123455678999m", 2, "sk", None),
        ("11123456678999m", 5, "ck", Some(&[(NINE_GATES, 1), (ROBBING_THE_KONG, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456678999m", 5, "", Some(&[(NINE_GATES, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456678999m", 5, "c", Some(&[(NINE_GATES, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456678999m", 7, "sl", None),
        ("11123456778999m", 6, "sl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456778999m", 6, "", Some(&[(NINE_GATES, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456778999m", 6, "s", Some(&[(NINE_GATES, 1), (SHORT_STRAIGHT, 1), (SELF_DRAWN, 1)])),
        ("11123456778999m", 1, "sc", None),
        ("11123456788999m", 7, "sl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123456788999m", 7, "", Some(&[(NINE_GATES, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123456788999m", 7, "sckl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123456788999m", 1, "", None),
        ("11123456789999m", 8, "", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (TILE_HOG, 1)])),
        ("11123456789999m", 8, "sck", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1)])),
        ("11123456789999m", 8, "cl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TILE_HOG, 1)])),
        ("11123456789999m", 4, "skl", None),
        ("11112345678999p", 9, "", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (TILE_HOG, 1)])),
        ("11112345678999p", 9, "skl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1)])),
        ("11112345678999p", 9, "sl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (TILE_HOG, 1)])),
        ("11112345678999p", 15, "skl", None),
        ("11122345678999p", 10, "sl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11122345678999p", 10, "ckl", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11122345678999p", 10, "c", Some(&[(NINE_GATES, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11122345678999p", 9, "c", None),
        ("11123345678999p", 11, "l", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (SHORT_STRAIGHT, 1)])),
        ("11123345678999p", 11, "", Some(&[(NINE_GATES, 1), (SHORT_STRAIGHT, 1)])),
        ("11123345678999p", 11, "c", Some(&[(NINE_GATES, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123345678999p", 13, "sckl", None),
        ("11123445678999p", 12, "", Some(&[(NINE_GATES, 1), (SHORT_STRAIGHT, 1)])),
        ("11123445678999p", 12, "k", Some(&[(NINE_GATES, 1), (ROBBING_THE_KONG, 1), (SHORT_STRAIGHT, 1)])),
        ("11123445678999p", 12, "skl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123445678999p", 11, "sck", None),
        ("11123455678999p", 13, "ck", Some(&[(NINE_GATES, 1), (ROBBING_THE_KONG, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123455678999p", 13, "sckl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123455678999p", 13, "sckl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123455678999p", 17, "", None),
        ("11123456678999p", 14, "skl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456678999p", 14, "k", Some(&[(NINE_GATES, 1), (ROBBING_THE_KONG, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456678999p", 14, "sc", Some(&[(NINE_GATES, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1), (SELF_DRAWN, 1)])),
        ("11123456678999p", 16, "sckl", None),
        ("11123456778999p", 15, "sckl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456778999p", 15, "ckl", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456778999p", 15, "scl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456778999p", 14, "sck", None),
        ("11123456788999p", 16, "sl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123456788999p", 16, "s", Some(&[(NINE_GATES, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)])),
        ("11123456788999p", 16, "cl", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123456788999p", 17, "scl", None),
        ("11123456789999p", 17, "k", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1)])),
        ("11123456789999p", 17, "c", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE, 1), (TILE_HOG, 1)])),
        ("11123456789999p", 17, "l", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (TILE_HOG, 1)])),
        ("11123456789999p", 13, "ckl", None),
        ("11112345678999s", 18, "l", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (TILE_HOG, 1)])),
        ("11112345678999s", 18, "cl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TILE_HOG, 1)])),
        ("11112345678999s", 18, "skl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1)])),
        ("11112345678999s", 24, "ckl", None),
        ("11122345678999s", 19, "sl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11122345678999s", 19, "c", Some(&[(NINE_GATES, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11122345678999s", 19, "sl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11122345678999s", 20, "skl", None),
        ("11123345678999s", 20, "scl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123345678999s", 20, "k", Some(&[(NINE_GATES, 1), (ROBBING_THE_KONG, 1), (SHORT_STRAIGHT, 1)])),
        ("11123345678999s", 20, "sl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (SHORT_STRAIGHT, 1)])),
        ("11123345678999s", 22, "s", None),
        ("11123445678999s", 21, "sl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (SHORT_STRAIGHT, 1)])),
        ("11123445678999s", 21, "", Some(&[(NINE_GATES, 1), (SHORT_STRAIGHT, 1)])),
        ("11123445678999s", 21, "sckl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123445678999s", 24, "s", None),
        ("11123455678999s", 22, "sckl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123455678999s", 22, "cl", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123455678999s", 22, "c", Some(&[(NINE_GATES, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123455678999s", 25, "l", None),
        ("11123456678999s", 23, "scl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456678999s", 23, "sk", Some(&[(NINE_GATES, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456678999s", 23, "c", Some(&[(NINE_GATES, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456678999s", 20, "cl", None),
        ("11123456778999s", 24, "sckl", Some(&[(NINE_GATES, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456778999s", 24, "l", Some(&[(NINE_GATES, 1), (LAST_TILE_CLAIM, 1), (SHORT_STRAIGHT, 1)])),
        ("11123456778999s", 24, "sc", Some(&[(NINE_GATES, 1), (LAST_TILE, 1), (SHORT_STRAIGHT, 1), (SELF_DRAWN, 1)])),
        ("11123456778999s", 22, "c", None),
        ("11123456788999s", 25, "sc", Some(&[(NINE_GATES, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)])),
        ("11123456788999s", 25, "sc", Some(&[(NINE_GATES, 1), (LAST_TILE, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)])),
        ("11123456788999s", 25, "ck", Some(&[(NINE_GATES, 1), (ROBBING_THE_KONG, 1), (TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)])),
        ("11123456788999s", 19, "sc", None),
        ("11123456789999s", 26, "cl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TILE_HOG, 1)])),
        ("11123456789999s", 26, "skl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1)])),
        ("11123456789999s", 26, "skl", Some(&[(NINE_GATES, 1), (PURE_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1)])),
        ("11123456789999s", 25, "cl", None),
        ("12578m1p2469s3456z", 31, "kl", None),
        ("25678m14p445678s2z", 9, "sck", None),
        ("36m2579p113389s33z", 29, "scl", None),
        ("19m2233489p779s56z", 11, "sck", None),
        ("4m34668p335789s57z", 14, "k", None),
        ("126m2256779p49s46z", 13, "l", None),
        ("44m4568p1334566s2z", 14, "l", None),
        ("1134m123458s1135z", 27, "sck", None),
        ("1134m2467p13s1334z", 0, "kl", None),
        ("1337m13556p34s146z", 6, "c", None),
        ("58m78p268s1123457z", 7, "c", None),
        ("1269m5677p238s256z", 32, "scl", None),
        ("7m36p1334688s1557z", 31, "sck", None),
        ("11m26779p2368s147z", 10, "cl", None),
        ("236m3356799p7s124z", 13, "c", None),
        ("1112345678999m7p", 28, "sk", None),
        ("1112345678999m2z", 6, "ckl", None),
        ("1112345678999m6z", 32, "sck", None),
        ("1112345678999m1z", 6, "sckl", None),
        ("11123445678999m", 32, "ckl", None),
        ("1112345678999m5z", 6, "ck", None),
        ("1112345678999m6p", 27, "sl", None),
        ("1112345678999m5z", 3, "l", None),
        ("1112345678999m9p", 27, "", None),
        ("1112345678999m5z", 4, "sck", None),
    ];
    /// (knitted set, meld kind, meld's first tile, concealed, declared, pair, tiles, win tile,
    /// flags, prevalent wind, seat wind, fans)
    #[rustfmt::skip]
    const KNITTED_STRAIGHT_CASES: &[KnittedCase] = &[
        (2, Kind::Chow, 24, false, true, 4, "25558m369p147789s", 26, "skl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 12, true, false, 28, "369m245568p147s22z", 14, "k", 29, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1)]),
        (2, Kind::Chow, 19, false, false, 21, "258m369p12344447s", 7, "", 30, 30, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (5, Kind::Chow, 0, true, false, 22, "123369m147p25558s", 2, "k", 28, 28, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (EDGE_WAIT, 1)]),
        (4, Kind::Chow, 21, false, false, 21, "369m258p14444567s", 23, "ckl", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (0, Kind::Pung, 2, false, false, 24, "133347m369p25778s", 0, "c", 28, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (3, Kind::Kong, 29, false, true, 17, "258m14799p369s3333z", 4, "sl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (MELDED_KONG, 1)]),
        (4, Kind::Chow, 6, false, false, 8, "36789999m258p147s", 6, "l", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (2, Kind::Pung, 10, false, false, 11, "258m22233369p147s", 18, "k", 27, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (4, Kind::Kong, 23, false, false, 13, "369m25558p1466667s", 23, "k", 29, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1)]),
        (3, Kind::Chow, 0, true, false, 1, "12222358m147p369s", 1, "kl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (CLOSED_WAIT, 1)]),
        (1, Kind::Chow, 19, false, true, 20, "147m258p23333469s", 19, "sk", 29, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 5, false, true, 2, "33366669m147p258s", 5, "", 30, 30, &[(KNITTED_STRAIGHT, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (4, Kind::Chow, 6, false, true, 8, "36789999m258p147s", 6, "cl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 12, false, true, 26, "258m345669p14799s", 1, "scl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 11, true, false, 13, "258m13445557p369s", 13, "sl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 12, false, true, 10, "258m12244567p369s", 9, "scl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Pung, 27, false, false, 2, "33369m147p258s111z", 22, "cl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        (5, Kind::Pung, 29, true, false, 9, "369m11147p258s333z", 9, "ckl", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (SEAT_WIND, 1), (CONCEALED_HAND, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 20, false, false, 21, "147m369p23444558s", 22, "ckl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Chow, 3, true, false, 3, "24445568m369p147s", 3, "", 29, 27, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 17, false, true, 10, "147m22258999p369s", 17, "skl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 1, false, true, 1, "22233469m147p258s", 27, "kl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 22, false, false, 23, "258m147p35666679s", 23, "sc", 27, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (CLOSED_WAIT, 1)]),
        (3, Kind::Pung, 3, false, true, 12, "244458m14447p369s", 1, "kl", 28, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1)]),
        (0, Kind::Pung, 3, false, true, 14, "144447m36669p258s", 19, "s", 30, 28, &[(KNITTED_STRAIGHT, 1), (TILE_HOG, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        (2, Kind::Pung, 31, false, true, 1, "22258m369p147s555z", 31, "ckl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (DRAGON_PUNG, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 9, false, true, 11, "147m12333369p258s", 3, "ckl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (4, Kind::Chow, 21, false, false, 22, "369m258p14455567s", 24, "kl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 19, false, true, 20, "258m147p23333469s", 20, "ck", 29, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 15, true, false, 22, "147m257889p35569s", 15, "scl", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (EDGE_WAIT, 1)]),
        (3, Kind::Kong, 27, false, true, 7, "25888m147p369s1111z", 7, "ckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (SEAT_WIND, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 24, true, false, 0, "11369m258p147789s", 25, "l", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (4, Kind::Kong, 6, false, true, 11, "3677779m23358p147s", 6, "sckl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (MELDED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Pung, 29, true, false, 27, "258m147p369s11333z", 12, "ck", 29, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (PREVALENT_WIND, 1), (CONCEALED_HAND, 1)]),
        (4, Kind::Chow, 11, true, false, 10, "369m22234558p147s", 12, "skl", 27, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (4, Kind::Chow, 21, false, false, 5, "36669m258p144567s", 22, "sckl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (1, Kind::Chow, 11, false, true, 14, "147m23455668p369s", 11, "cl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 14, false, false, 16, "369m25678888p147s", 2, "s", 28, 27, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (3, Kind::Chow, 12, false, false, 14, "258m14456667p369s", 14, "sl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 7, false, true, 10, "147888m22258p369s", 10, "kl", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 18, false, true, 27, "147m369p122358s11z", 20, "", 30, 28, &[(KNITTED_STRAIGHT, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 4, false, true, 5, "35666679m147p258s", 5, "k", 30, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 3, true, false, 14, "345669m14667p258s", 4, "cl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (1, Kind::Pung, 14, false, true, 27, "147m256668p369s11z", 14, "c", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 12, false, true, 22, "369m144567p25558s", 5, "ckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Pung, 27, true, false, 3, "14447m369p258s111z", 3, "sck", 27, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Kong, 29, false, true, 28, "369m258p147s223333z", 5, "sl", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (SEAT_WIND, 1), (MELDED_KONG, 1)]),
        (3, Kind::Chow, 15, false, true, 26, "258m147789p36999s", 17, "ckl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Kong, 9, true, true, 6, "36779m1111258p147s", 9, "s", 28, 27, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Kong, 30, true, true, 2, "23358m147p369s4444z", 2, "c", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (PREVALENT_WIND, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 22, true, false, 22, "147m369p25555678s", 22, "skl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (1, Kind::Pung, 30, false, false, 33, "147m258p369s44477z", 30, "sk", 30, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_TYPES, 1), (FULLY_CONCEALED_HAND, 1), (PREVALENT_WIND, 1)]),
        (5, Kind::Kong, 29, false, true, 25, "369m147p25888s3333z", 25, "ckl", 27, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 15, true, false, 15, "258m36777899p147s", 17, "c", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 21, false, false, 19, "369m147p22245568s", 21, "ckl", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Pung, 9, false, true, 6, "36779m111147p258s", 6, "kl", 27, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 26, true, false, 31, "258m369p147999s55z", 26, "l", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        (2, Kind::Pung, 13, true, true, 0, "11258m355569p147s", 13, "s", 29, 29, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 18, false, true, 5, "14667m369p122358s", 18, "c", 28, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 21, true, false, 1, "22258m369p144447s", 21, "", 27, 27, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (2, Kind::Chow, 23, true, true, 8, "25899m369p146778s", 25, "skl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 22, true, false, 26, "258m147p35667999s", 1, "sckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 15, true, false, 16, "369m14778889p258s", 16, "sckl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (4, Kind::Chow, 14, true, false, 15, "369m25677788p147s", 16, "k", 30, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 24, true, false, 9, "258m11147p367899s", 26, "sc", 30, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Chow, 18, true, false, 19, "369m258p11222347s", 20, "sk", 30, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 24, true, true, 24, "147m258p36777899s", 24, "sl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 21, false, true, 18, "258m369p11144447s", 21, "skl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (3, Kind::Chow, 0, false, false, 2, "12233358m147p369s", 9, "sk", 30, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 18, false, true, 15, "369m14777p122358s", 9, "sk", 29, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Chow, 20, false, true, 10, "258m22369p134457s", 4, "ckl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Kong, 30, false, true, 2, "13347m258p369s4444z", 13, "sk", 30, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (PREVALENT_WIND, 1), (MELDED_KONG, 1)]),
        (5, Kind::Pung, 22, false, true, 4, "35569m147p255558s", 22, "scl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (5, Kind::Chow, 9, false, true, 33, "369m112347p258s77z", 11, "kl", 27, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 12, false, true, 13, "258m14455567p369s", 13, "scl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 23, false, true, 25, "258m369p14677888s", 23, "sck", 29, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 3, false, true, 5, "34566669m147p258s", 5, "k", 30, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 18, true, false, 1, "22258m369p112347s", 19, "sl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (2, Kind::Chow, 19, false, false, 21, "258m369p12344447s", 20, "l", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (4, Kind::Chow, 0, false, true, 2, "12333369m258p147s", 2, "", 27, 29, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 20, false, true, 20, "147m258p33334569s", 20, "sk", 30, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 3, true, false, 15, "345669m25778p147s", 15, "sck", 28, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 4, false, false, 1, "22255678m147p369s", 1, "ck", 27, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 24, false, true, 23, "147m258p36667899s", 26, "ck", 30, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 14, true, false, 25, "369m146778p25888s", 14, "s", 27, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Kong, 1, true, true, 32, "1222247m369p258s66z", 1, "s", 27, 29, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Pung, 12, false, true, 8, "25899m144447p369s", 4, "scl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (3, Kind::Chow, 20, false, true, 21, "258m147p33444569s", 21, "cl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 23, false, true, 3, "14447m369p256788s", 19, "kl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Pung, 15, true, false, 27, "147m367779p258s11z", 27, "sl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Pung, 5, true, false, 24, "366669m258p14777s", 10, "sck", 27, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (1, Kind::Chow, 0, false, true, 2, "11233347m258p369s", 10, "ck", 29, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Pung, 28, false, false, 0, "11369m258p147s222z", 28, "s", 29, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (SEAT_WIND, 1)]),
        (3, Kind::Chow, 21, false, true, 15, "258m14777p345669s", 22, "ck", 28, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Pung, 20, false, true, 7, "14788m258p333369s", 20, "kl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (2, Kind::Chow, 15, true, false, 21, "258m367899p14447s", 14, "k", 27, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 22, true, false, 22, "147m258p35556679s", 22, "sl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 1, false, true, 6, "12224777m258p369s", 1, "k", 29, 28, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Pung, 12, true, false, 25, "147m344469p25888s", 25, "skl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 2, false, false, 2, "33334569m147p258s", 25, "c", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (5, Kind::Chow, 20, false, false, 30, "369m147p234558s44z", 20, "sk", 29, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1)]),
        (2, Kind::Pung, 24, false, true, 15, "258m36779p147777s", 24, "ck", 29, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (3, Kind::Chow, 12, false, true, 32, "258m144567p369s66z", 12, "l", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1)]),
        (5, Kind::Chow, 4, true, false, 6, "35667779m147p258s", 6, "c", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Chow, 14, false, true, 16, "369m25678888p147s", 15, "sc", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (1, Kind::Kong, 14, false, true, 21, "147m2566668p34469s", 14, "k", 29, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (MELDED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 24, false, true, 3, "14447m258p367899s", 25, "l", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 4, true, true, 23, "255678m147p36669s", 1, "sk", 28, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 4, false, true, 17, "145677m25899p369s", 4, "ckl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 13, false, true, 0, "11147m356679p258s", 0, "c", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Pung, 20, true, false, 26, "258m147p33336999s", 20, "sckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (5, Kind::Chow, 2, false, true, 5, "33456669m147p258s", 2, "s", 27, 27, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)]),
        (1, Kind::Chow, 9, true, false, 1, "12247m122358p369s", 1, "ckl", 28, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 23, true, false, 23, "369m258p14666778s", 23, "sckl", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 16, true, false, 20, "147m258888p33369s", 16, "sc", 29, 30, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (1, Kind::Chow, 6, true, false, 6, "14777789m258p369s", 6, "sck", 30, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (EDGE_WAIT, 1)]),
        (4, Kind::Kong, 22, false, true, 10, "369m22258p1455557s", 22, "sk", 27, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (MELDED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 4, true, false, 21, "355569m147p24458s", 21, "c", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Kong, 14, false, true, 18, "369m1466667p11258s", 12, "sk", 27, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (MELDED_KONG, 1), (NO_HONORS, 1)]),
        (4, Kind::Chow, 10, false, true, 19, "369m223458p12247s", 2, "kl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 19, false, true, 21, "258m147p23344469s", 21, "k", 28, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Pung, 1, true, false, 17, "122247m36999p258s", 0, "sckl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        (0, Kind::Chow, 6, false, false, 8, "14778999m369p258s", 8, "c", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 23, true, false, 24, "369m147p25677788s", 24, "skl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (5, Kind::Kong, 29, false, true, 0, "11369m147p258s3333z", 29, "sl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Kong, 8, true, true, 20, "1479999m258p33369s", 8, "sl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 12, false, false, 16, "369m14444788p258s", 12, "sk", 28, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (3, Kind::Chow, 12, false, true, 23, "258m144567p36669s", 9, "sck", 29, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Kong, 32, false, true, 0, "11147m258p369s6666z", 16, "ckl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (DRAGON_PUNG, 1), (MELDED_KONG, 1)]),
        (5, Kind::Pung, 16, false, true, 21, "369m147888p24458s", 8, "sc", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        (1, Kind::Chow, 3, false, true, 9, "144567m11258p369s", 9, "sl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 21, false, true, 11, "369m13347p245568s", 22, "sc", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)]),
        (3, Kind::Pung, 27, true, false, 7, "25888m147p369s111z", 6, "ck", 29, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        (3, Kind::Chow, 2, true, false, 12, "234558m14447p369s", 2, "sck", 28, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Kong, 30, true, true, 3, "14447m369p258s4444z", 22, "skl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        (2, Kind::Pung, 1, false, true, 21, "222258m369p14447s", 15, "scl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 1, false, false, 26, "223458m147p36999s", 1, "sck", 28, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Pung, 29, false, true, 7, "25888m147p369s333z", 29, "sckl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 24, false, true, 0, "11258m147p367899s", 0, "l", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Kong, 32, false, false, 31, "147m369p258s556666z", 32, "sck", 27, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1), (CONCEALED_KONG, 1)]),
        (5, Kind::Chow, 12, false, false, 4, "35569m144567p258s", 14, "sckl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 27, true, false, 26, "147m258p36999s111z", 27, "sl", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (SEAT_WIND, 1)]),
        (4, Kind::Chow, 5, true, false, 5, "36666789m258p147s", 21, "ck", 27, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (1, Kind::Pung, 31, true, false, 16, "147m25888p369s555z", 26, "s", 30, 30, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (DRAGON_PUNG, 1)]),
        (0, Kind::Pung, 32, false, true, 16, "147m36889p258s666z", 25, "skl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (DRAGON_PUNG, 1)]),
        (2, Kind::Chow, 2, true, false, 1, "22234558m369p147s", 3, "ck", 28, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (3, Kind::Chow, 5, false, true, 4, "25556788m147p369s", 7, "", 27, 29, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Pung, 22, false, false, 33, "258m147p355569s77z", 22, "scl", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1)]),
        (0, Kind::Chow, 24, false, true, 3, "14447m369p257889s", 26, "kl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Pung, 17, true, false, 18, "369m258999p11147s", 13, "k", 29, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1)]),
        (3, Kind::Pung, 18, true, true, 9, "258m11147p111369s", 18, "k", 29, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Kong, 2, false, true, 18, "1333347m369p11258s", 11, "ckl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (MELDED_KONG, 1), (NO_HONORS, 1)]),
        (1, Kind::Kong, 27, false, true, 4, "14557m258p369s1111z", 27, "skl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 24, false, true, 28, "369m147p257889s22z", 26, "l", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 15, false, true, 0, "11369m147789p258s", 16, "c", 27, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 14, false, true, 16, "369m25678888p147s", 24, "ck", 29, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (5, Kind::Chow, 6, false, true, 9, "367899m11147p258s", 7, "sk", 27, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 3, false, true, 4, "24555568m147p369s", 5, "ckl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 0, false, true, 2, "12333369m147p258s", 1, "", 27, 27, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Kong, 28, false, true, 23, "258m369p14667s2222z", 23, "kl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (PREVALENT_WIND, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Pung, 31, true, false, 12, "147m24458p369s555z", 31, "", 27, 27, &[(KNITTED_STRAIGHT, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1)]),
        (4, Kind::Chow, 4, true, false, 4, "35556679m258p147s", 6, "s", 27, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 11, true, false, 12, "258m13444457p369s", 12, "l", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (CLOSED_WAIT, 1)]),
        (1, Kind::Chow, 20, true, false, 3, "14447m258p334569s", 3, "scl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 32, true, false, 14, "258m36669p147s666z", 32, "sk", 29, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (DRAGON_PUNG, 1)]),
        (1, Kind::Chow, 6, false, false, 3, "14447789m258p369s", 6, "sck", 30, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (EDGE_WAIT, 1)]),
        (1, Kind::Pung, 30, false, true, 28, "147m258p369s22444z", 28, "kl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 31, false, true, 4, "25558m369p147s555z", 18, "s", 29, 27, &[(KNITTED_STRAIGHT, 1), (DRAGON_PUNG, 1), (SELF_DRAWN, 1)]),
        (3, Kind::Chow, 2, false, true, 14, "234558m14667p369s", 3, "sck", 27, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 24, true, false, 12, "369m14447p257889s", 12, "", 30, 30, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 31, false, true, 21, "258m369p14447s555z", 14, "skl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (DRAGON_PUNG, 1)]),
        (1, Kind::Kong, 28, true, true, 3, "14447m258p369s2222z", 3, "scl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (CONCEALED_KONG, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 10, false, true, 23, "258m123447p36669s", 12, "s", 29, 29, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)]),
        (5, Kind::Kong, 30, true, true, 14, "369m14667p258s4444z", 30, "kl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 6, false, true, 6, "36777899m258p147s", 8, "s", 28, 27, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)]),
        (5, Kind::Chow, 6, false, false, 7, "36788899m147p258s", 7, "sck", 28, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (0, Kind::Chow, 0, false, true, 14, "112347m36669p258s", 22, "kl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Chow, 14, false, false, 14, "369m25666788p147s", 14, "sck", 30, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Kong, 8, false, true, 12, "1479999m24458p369s", 23, "sc", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (MELDED_KONG, 1), (NO_HONORS, 1), (SELF_DRAWN, 1)]),
        (5, Kind::Chow, 24, false, true, 30, "369m147p257889s44z", 24, "sl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 2, false, false, 19, "334569m147p22258s", 3, "", 28, 29, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (1, Kind::Chow, 10, false, true, 26, "147m223458p36999s", 6, "c", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 24, false, true, 2, "33369m147p257889s", 2, "skl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 24, false, true, 26, "147m258p36789999s", 24, "c", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 14, false, false, 13, "369m25556788p147s", 8, "cl", 27, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 11, false, true, 2, "13347m234558p369s", 20, "", 30, 30, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Chow, 23, true, false, 9, "258m11369p146778s", 24, "sk", 27, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (2, Kind::Pung, 29, false, true, 31, "258m369p147s33355z", 14, "kl", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_TYPES, 1), (SEAT_WIND, 1)]),
        (2, Kind::Chow, 21, true, true, 22, "258m369p14455567s", 7, "skl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Kong, 10, false, true, 9, "369m111222247p258s", 10, "c", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (MELDED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 20, false, true, 21, "258m147p33444569s", 21, "kl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 20, false, true, 21, "147m369p23444558s", 21, "ckl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 11, false, true, 13, "369m13445557p258s", 13, "skl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 13, false, false, 12, "369m14445677p258s", 15, "k", 29, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 2, true, false, 2, "23334558m147p369s", 4, "kl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 32, false, true, 0, "11147m258p369s666z", 32, "s", 27, 29, &[(KNITTED_STRAIGHT, 1), (DRAGON_PUNG, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (1, Kind::Pung, 30, false, false, 31, "147m258p369s44455z", 6, "sc", 29, 30, &[(KNITTED_STRAIGHT, 1), (ALL_TYPES, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (SEAT_WIND, 1)]),
        (0, Kind::Kong, 7, true, true, 10, "1478888m22369p258s", 7, "kl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 4, true, true, 14, "255678m36669p147s", 5, "sl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 11, false, false, 26, "369m234558p14799s", 21, "c", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Kong, 31, true, true, 2, "23358m369p147s5555z", 31, "ckl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Kong, 5, true, true, 17, "2566668m36999p147s", 5, "sck", 27, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 10, true, false, 12, "258m23344469p147s", 10, "c", 27, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Chow, 3, true, false, 26, "345669m258p14799s", 8, "sc", 30, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 3, true, false, 15, "245568m14777p369s", 26, "sck", 29, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Chow, 23, true, true, 14, "258m36669p146778s", 4, "sckl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Chow, 19, true, false, 19, "147m369p22223458s", 21, "c", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (0, Kind::Chow, 2, false, true, 4, "13445557m369p258s", 8, "sk", 28, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 2, true, false, 23, "134457m369p25668s", 25, "", 30, 29, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Kong, 3, true, true, 25, "3444469m147p25888s", 25, "sl", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 0, false, true, 32, "112347m258p369s66z", 0, "skl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1)]),
        (3, Kind::Chow, 22, false, false, 24, "258m147p35667779s", 24, "k", 29, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Pung, 21, false, false, 0, "11258m369p144447s", 11, "", 27, 29, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (0, Kind::Chow, 0, true, false, 6, "11234777m369p258s", 0, "scl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Chow, 22, true, false, 7, "25888m369p145677s", 22, "c", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Kong, 33, false, true, 17, "258m36999p147s7777z", 5, "sk", 30, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (DRAGON_PUNG, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 1, true, false, 3, "22344458m369p147s", 1, "sc", 27, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Pung, 13, true, false, 25, "147m355569p25888s", 17, "ckl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (5, Kind::Pung, 16, true, false, 15, "369m14777888p258s", 15, "cl", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (4, Kind::Chow, 9, true, false, 2, "33369m122358p147s", 9, "ck", 28, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 23, false, false, 25, "369m147p25678888s", 5, "sc", 30, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (3, Kind::Pung, 33, true, false, 15, "258m14777p369s777z", 15, "k", 28, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 0, false, true, 11, "112347m33369p258s", 2, "sck", 28, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 12, true, false, 32, "147m245568p369s66z", 16, "s", 30, 27, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1)]),
        (4, Kind::Chow, 13, true, false, 27, "369m255678p147s11z", 14, "sl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (CLOSED_WAIT, 1)]),
        (0, Kind::Kong, 23, true, true, 3, "14447m369p2566668s", 0, "sl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1)]),
        (5, Kind::Chow, 4, true, false, 25, "356679m147p25888s", 5, "skl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (0, Kind::Chow, 23, false, true, 0, "11147m369p256788s", 24, "ck", 29, 28, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 6, true, false, 6, "14777789m258p369s", 13, "skl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (1, Kind::Chow, 19, false, true, 16, "147m25888p233469s", 21, "s", 29, 29, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (0, Kind::Chow, 5, true, false, 19, "146778m369p22258s", 11, "s", 29, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 0, true, false, 29, "123369m147p258s33z", 0, "sck", 29, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1)]),
        (0, Kind::Pung, 1, true, false, 14, "122247m36669p258s", 14, "sc", 29, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 12, false, true, 25, "258m144567p36889s", 25, "sl", 27, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Pung, 32, false, true, 19, "147m258p22369s666z", 0, "sck", 27, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1)]),
        (2, Kind::Chow, 5, true, false, 7, "25678888m369p147s", 7, "scl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (0, Kind::Chow, 21, true, false, 24, "147m369p24556778s", 3, "scl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 2, false, true, 2, "33334569m147p258s", 2, "l", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 9, true, true, 9, "369m11112347p258s", 10, "skl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 21, false, false, 5, "14667m258p345669s", 10, "c", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Kong, 22, false, true, 1, "22258m147p3555569s", 22, "sk", 29, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (MELDED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 22, true, false, 22, "258m369p14555677s", 7, "s", 28, 30, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 10, false, true, 23, "258m123447p36669s", 1, "sck", 28, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 24, true, false, 24, "258m147p36777899s", 26, "sckl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Chow, 11, false, true, 14, "147m33456669p258s", 11, "skl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Chow, 12, true, true, 25, "147m345669p25888s", 19, "sc", 27, 29, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Pung, 27, true, false, 23, "369m147p25668s111z", 27, "sl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        (1, Kind::Chow, 12, false, false, 12, "147m24445568p369s", 13, "cl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 2, true, false, 5, "13334667m258p369s", 2, "sckl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        (4, Kind::Kong, 31, false, true, 2, "33369m258p147s5555z", 16, "k", 27, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (DRAGON_PUNG, 1), (MELDED_KONG, 1)]),
        (1, Kind::Chow, 23, false, true, 23, "147m258p36666789s", 6, "l", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (2, Kind::Chow, 1, true, false, 17, "223458m36999p147s", 3, "sk", 27, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Chow, 0, true, false, 1, "12222358m369p147s", 1, "sckl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (CLOSED_WAIT, 1)]),
        (0, Kind::Chow, 9, false, false, 9, "147m11123369p258s", 10, "ck", 27, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 24, true, false, 0, "11147m258p367899s", 25, "l", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (0, Kind::Chow, 4, true, false, 11, "145677m33369p258s", 4, "k", 28, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 22, true, false, 28, "258m147p356679s22z", 4, "sk", 28, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1)]),
        (1, Kind::Kong, 22, false, true, 10, "147m22258p3555569s", 15, "sl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (MELDED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Pung, 4, true, false, 14, "145557m36669p258s", 14, "l", 28, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 31, true, false, 25, "258m369p14788s555z", 25, "l", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 5, false, true, 15, "256788m14777p369s", 5, "", 29, 28, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Pung, 6, false, true, 9, "147777m11258p369s", 26, "sk", 28, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (2, Kind::Pung, 33, true, true, 18, "258m369p11147s777z", 24, "skl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (DRAGON_PUNG, 1)]),
        (5, Kind::Chow, 14, false, false, 6, "36779m146778p258s", 15, "ckl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (5, Kind::Chow, 3, true, false, 4, "34555669m147p258s", 4, "c", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (2, Kind::Chow, 11, true, false, 27, "258m334569p147s11z", 12, "s", 27, 30, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (CLOSED_WAIT, 1)]),
        (2, Kind::Chow, 4, false, true, 25, "255678m369p14788s", 5, "s", 28, 28, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (4, Kind::Chow, 6, true, false, 7, "36788899m258p147s", 8, "l", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Chow, 12, false, true, 13, "258m34555669p147s", 14, "kl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Pung, 23, false, false, 19, "369m258p12246667s", 23, "", 28, 30, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (1, Kind::Chow, 15, true, true, 20, "147m257889p33369s", 17, "sl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 6, true, false, 18, "257778m369p11147s", 6, "sckl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        (2, Kind::Pung, 30, true, false, 31, "258m369p147s44455z", 30, "sc", 30, 29, &[(KNITTED_STRAIGHT, 1), (ALL_TYPES, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (PREVALENT_WIND, 1)]),
        (4, Kind::Chow, 14, true, true, 31, "369m256788p147s55z", 5, "sckl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1)]),
        (1, Kind::Kong, 22, true, false, 10, "147m22258p3555569s", 22, "sc", 29, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1)]),
        (3, Kind::Chow, 1, true, false, 3, "22344458m147p369s", 3, "scl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Kong, 31, true, true, 10, "369m12247p258s5555z", 8, "kl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1)]),
        (5, Kind::Kong, 33, false, true, 2, "33369m147p258s7777z", 33, "", 29, 30, &[(KNITTED_STRAIGHT, 1), (DRAGON_PUNG, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 9, true, false, 10, "147m12223369p258s", 6, "sck", 30, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Pung, 24, false, false, 17, "147m36999p257778s", 11, "sckl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        (3, Kind::Chow, 18, false, true, 18, "258m147p11123369s", 18, "sk", 29, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 14, false, true, 22, "147m366789p25558s", 16, "kl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 9, true, false, 9, "369m11112347p258s", 10, "sl", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (5, Kind::Chow, 3, true, false, 3, "34445669m147p258s", 5, "l", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Chow, 3, false, false, 5, "34566669m258p147s", 4, "s", 28, 27, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (1, Kind::Kong, 24, true, true, 10, "147m22258p3677779s", 24, "sckl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 30, false, true, 8, "36999m147p258s444z", 30, "k", 27, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 4, false, true, 28, "356679m147p258s22z", 25, "sckl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1)]),
        (0, Kind::Chow, 5, false, true, 22, "146778m369p25558s", 6, "ck", 29, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 19, true, false, 21, "258m147p23344469s", 21, "sckl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 19, true, false, 20, "147m258p23333469s", 20, "ck", 28, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (CLOSED_WAIT, 1)]),
        (3, Kind::Kong, 33, false, false, 2, "23358m147p369s7777z", 33, "l", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1)]),
        (4, Kind::Kong, 31, false, false, 10, "369m22258p147s5555z", 5, "sk", 30, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (DRAGON_PUNG, 1), (CONCEALED_KONG, 1)]),
        (2, Kind::Chow, 5, false, false, 21, "256788m369p14447s", 5, "sl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Pung, 0, false, true, 21, "111258m369p14447s", 0, "s", 28, 30, &[(KNITTED_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (2, Kind::Chow, 15, false, true, 5, "25668m367899p147s", 15, "ckl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 11, false, true, 13, "258m33455569p147s", 4, "sc", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)]),
        (3, Kind::Pung, 14, false, false, 17, "258m14666799p369s", 14, "s", 29, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (0, Kind::Kong, 1, true, false, 14, "1222247m36669p258s", 17, "sc", 29, 30, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1)]),
        (2, Kind::Chow, 14, false, true, 14, "258m36666789p147s", 1, "scl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (1, Kind::Chow, 2, true, false, 17, "134457m25899p369s", 26, "sl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Pung, 27, false, true, 0, "11258m147p369s111z", 15, "sk", 30, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (SEAT_WIND, 1)]),
        (5, Kind::Chow, 18, true, false, 18, "369m147p11122358s", 20, "sck", 28, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 23, true, false, 24, "147m258p36666779s", 23, "ck", 29, 28, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (0, Kind::Chow, 4, false, true, 6, "14567777m369p258s", 6, "k", 30, 28, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Kong, 33, false, true, 21, "147m369p24458s7777z", 33, "ck", 28, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (DRAGON_PUNG, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 10, true, false, 11, "147m23333469p258s", 11, "ck", 27, 28, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (CLOSED_WAIT, 1)]),
        (5, Kind::Chow, 18, false, true, 14, "369m14667p122358s", 9, "k", 29, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Pung, 32, true, false, 17, "258m36999p147s666z", 32, "sk", 30, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (DRAGON_PUNG, 1)]),
        (3, Kind::Pung, 14, false, false, 23, "258m146667p36669s", 23, "scl", 28, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 7, false, true, 17, "258888m36999p147s", 7, "sck", 27, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (1, Kind::Chow, 18, true, false, 14, "147m25668p123369s", 20, "k", 30, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (EDGE_WAIT, 1)]),
        (0, Kind::Chow, 14, true, false, 11, "147m33366789p258s", 15, "ckl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (4, Kind::Pung, 31, false, true, 33, "369m258p147s55577z", 8, "sckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1)]),
        (3, Kind::Pung, 31, false, false, 29, "258m147p369s33555z", 29, "sc", 28, 27, &[(KNITTED_STRAIGHT, 1), (ALL_TYPES, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Pung, 28, false, true, 20, "258m147p33369s222z", 23, "l", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (PREVALENT_WIND, 1)]),
        (2, Kind::Pung, 13, true, false, 11, "258m33355569p147s", 11, "l", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (4, Kind::Chow, 10, false, true, 24, "369m223458p14777s", 11, "ckl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 20, true, false, 20, "147m258p33334569s", 20, "sc", 28, 27, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (3, Kind::Chow, 10, true, false, 10, "258m12223447p369s", 11, "cl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Chow, 19, true, false, 1, "22258m369p123447s", 21, "sl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Pung, 33, true, true, 12, "369m14447p258s777z", 12, "cl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 21, true, false, 2, "33369m258p144567s", 22, "scl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (3, Kind::Chow, 6, true, false, 32, "257889m147p369s66z", 32, "c", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 19, true, false, 9, "369m11147p222258s", 2, "sc", 30, 30, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (3, Kind::Chow, 14, false, true, 23, "258m146778p36669s", 15, "", 28, 27, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Chow, 21, true, false, 10, "369m22258p144567s", 21, "sc", 27, 29, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Chow, 4, false, true, 5, "35666679m258p147s", 6, "sckl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 31, false, false, 7, "25888m369p147s555z", 7, "sckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Pung, 15, true, false, 16, "369m25777888p147s", 15, "skl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (2, Kind::Chow, 21, false, true, 21, "258m369p14444567s", 23, "cl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Pung, 4, true, false, 2, "33355569m258p147s", 4, "ck", 30, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (3, Kind::Pung, 33, false, true, 6, "25778m147p369s777z", 12, "cl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1)]),
        (4, Kind::Chow, 6, false, true, 11, "367899m23358p147s", 8, "sk", 30, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 10, false, true, 2, "13347m223458p369s", 11, "sk", 29, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 2, true, false, 25, "134457m369p25888s", 2, "", 28, 28, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Pung, 28, true, false, 6, "36779m147p258s222z", 9, "c", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        (4, Kind::Kong, 29, false, true, 21, "369m258p14447s3333z", 8, "s", 30, 29, &[(KNITTED_STRAIGHT, 1), (SEAT_WIND, 1), (MELDED_KONG, 1), (SELF_DRAWN, 1)]),
        (0, Kind::Chow, 13, false, true, 13, "147m35556679p258s", 3, "kl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 4, true, false, 5, "14566677m258p369s", 6, "skl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Chow, 19, true, false, 10, "369m22258p123447s", 21, "sck", 30, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Pung, 9, true, false, 24, "258m111369p14777s", 24, "sk", 28, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 6, false, true, 7, "14778889m369p258s", 14, "skl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Chow, 10, false, false, 10, "258m22233469p147s", 1, "sckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 20, false, false, 6, "14777m258p334569s", 20, "ckl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 5, false, false, 15, "146667m25778p369s", 23, "cl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (2, Kind::Pung, 32, true, false, 7, "25888m369p147s666z", 32, "sck", 29, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1)]),
        (1, Kind::Chow, 24, false, true, 26, "147m258p36789999s", 26, "sc", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (2, Kind::Pung, 32, false, true, 9, "258m11369p147s666z", 32, "cl", 27, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 14, true, false, 30, "369m146778p258s44z", 30, "c", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 15, true, false, 9, "369m11147789p258s", 9, "s", 28, 27, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 15, true, false, 20, "147m257889p33369s", 16, "sl", 30, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (0, Kind::Kong, 12, true, true, 29, "147m3444469p258s33z", 12, "cl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 12, true, false, 14, "147m24556668p369s", 13, "sckl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Pung, 1, true, false, 10, "222369m12247p258s", 22, "k", 30, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (0, Kind::Pung, 17, false, true, 0, "11147m369999p258s", 12, "cl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (TILE_HOG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 2, true, false, 4, "13445557m258p369s", 2, "ck", 29, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Pung, 0, false, true, 22, "111258m147p35569s", 32, "sck", 27, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 1, true, false, 3, "12344447m258p369s", 0, "", 30, 30, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (2, Kind::Kong, 13, false, false, 17, "258m355556999p147s", 17, "ckl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1)]),
        (4, Kind::Chow, 22, false, true, 24, "369m258p14567777s", 23, "sc", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (1, Kind::Chow, 10, true, false, 11, "147m22333458p369s", 10, "skl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Pung, 28, true, false, 27, "369m258p147s11222z", 28, "kl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (CONCEALED_HAND, 1)]),
        (1, Kind::Chow, 18, true, false, 23, "147m258p12336669s", 23, "k", 27, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 11, false, false, 11, "147m23334558p369s", 5, "cl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 21, false, true, 19, "369m147p22245568s", 21, "ckl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Kong, 29, true, true, 20, "147m369p23358s3333z", 23, "c", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (SEAT_WIND, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Pung, 27, true, false, 1, "12247m369p258s111z", 6, "sc", 30, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        (4, Kind::Chow, 14, true, false, 4, "35569m256788p147s", 15, "sck", 30, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (1, Kind::Chow, 1, false, true, 3, "12344447m258p369s", 3, "scl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Pung, 28, false, true, 30, "147m369p258s22244z", 28, "sk", 28, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (PREVALENT_WIND, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 1, false, true, 1, "22223458m147p369s", 2, "c", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Kong, 2, false, true, 25, "1333347m369p25888s", 11, "sckl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (MELDED_KONG, 1), (NO_HONORS, 1)]),
        (5, Kind::Chow, 11, false, true, 13, "369m13445557p258s", 12, "ckl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 5, true, false, 6, "36677789m147p258s", 6, "c", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (2, Kind::Chow, 24, true, true, 4, "25558m369p147789s", 4, "kl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 19, false, true, 9, "369m11147p223458s", 7, "sckl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Pung, 30, false, true, 28, "147m369p258s22444z", 30, "kl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 15, true, false, 17, "369m25788999p147s", 2, "ckl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Pung, 28, false, false, 4, "35569m147p258s222z", 9, "cl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (SEAT_WIND, 1), (CONCEALED_HAND, 1)]),
        (3, Kind::Pung, 32, false, false, 23, "258m147p36669s666z", 23, "skl", 27, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (DRAGON_PUNG, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Pung, 21, false, true, 3, "24458m147p344469s", 3, "sckl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 9, false, true, 15, "369m11234777p258s", 15, "scl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Pung, 33, false, true, 10, "147m22258p369s777z", 33, "kl", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (DRAGON_PUNG, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Kong, 33, false, true, 23, "147m258p36669s7777z", 11, "cl", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 18, false, true, 4, "35569m258p112347s", 5, "c", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Chow, 5, false, true, 6, "36677789m258p147s", 13, "s", 28, 30, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)]),
        (1, Kind::Chow, 23, true, false, 10, "147m22258p366789s", 24, "ck", 27, 28, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (4, Kind::Chow, 12, false, true, 12, "369m24445568p147s", 14, "sc", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (3, Kind::Chow, 22, true, false, 23, "258m147p35666679s", 24, "kl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (1, Kind::Kong, 14, false, false, 0, "11147m2566668p369s", 0, "ck", 28, 28, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1)]),
        (4, Kind::Pung, 29, false, true, 12, "369m24458p147s333z", 29, "ckl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 1, false, true, 10, "123447m22369p258s", 2, "s", 29, 29, &[(KNITTED_STRAIGHT, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (0, Kind::Chow, 12, false, true, 6, "14777m345669p258s", 13, "ck", 29, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 3, true, false, 4, "24555568m147p369s", 9, "cl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (1, Kind::Chow, 19, false, true, 32, "147m258p233469s66z", 32, "sk", 29, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 21, false, true, 9, "258m11147p345669s", 9, "sk", 28, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 6, true, false, 17, "367899m14799p258s", 13, "sckl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 6, false, true, 26, "257889m147p36999s", 20, "c", 28, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Chow, 13, true, false, 29, "147m356679p258s33z", 14, "sckl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (CLOSED_WAIT, 1)]),
        (1, Kind::Chow, 13, false, true, 28, "147m255678p369s22z", 27, "s", 29, 27, &[(KNITTED_STRAIGHT, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (3, Kind::Chow, 21, false, false, 23, "258m147p34566669s", 9, "scl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (0, Kind::Chow, 1, false, false, 12, "123447m34469p258s", 19, "s", 30, 27, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 10, true, false, 11, "147m22333458p369s", 23, "sk", 29, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 28, false, true, 32, "147m258p369s22266z", 28, "sl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (ALL_TYPES, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 6, false, true, 7, "36788899m147p258s", 6, "sckl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 14, false, true, 15, "147m25677788p369s", 15, "skl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 14, true, false, 19, "369m146778p22258s", 16, "", 29, 29, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Kong, 14, false, true, 24, "147m2566668p36779s", 14, "scl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (MELDED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Chow, 24, false, true, 21, "369m147p24457889s", 26, "cl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Kong, 33, true, true, 13, "147m25558p369s7777z", 33, "k", 27, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 10, false, true, 17, "258m22236999p147s", 10, "sk", 29, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 23, true, false, 32, "369m258p146778s66z", 24, "sckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (CLOSED_WAIT, 1)]),
        (1, Kind::Chow, 5, true, false, 28, "146778m258p369s22z", 23, "sc", 27, 30, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1)]),
        (3, Kind::Chow, 0, false, false, 0, "11122358m147p369s", 1, "cl", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Chow, 15, true, true, 18, "147m367899p11258s", 15, "sk", 27, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 3, true, false, 28, "345669m258p147s22z", 4, "l", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (CLOSED_WAIT, 1)]),
        (0, Kind::Pung, 27, false, true, 14, "147m36669p258s111z", 14, "scl", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (LAST_TILE, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Pung, 11, true, false, 3, "14447m233358p369s", 20, "ckl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (4, Kind::Chow, 21, false, true, 17, "369m25899p144567s", 17, "k", 30, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 33, true, false, 22, "369m147p25558s777z", 33, "l", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1)]),
        (3, Kind::Kong, 32, true, true, 33, "258m147p369s666677z", 32, "sc", 29, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1), (CONCEALED_KONG, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Kong, 28, true, true, 5, "36669m147p258s2222z", 19, "c", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (PREVALENT_WIND, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1)]),
        (1, Kind::Chow, 11, true, false, 6, "14777m234558p369s", 10, "cl", 27, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 22, false, true, 26, "147m258p35667999s", 23, "sk", 29, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 1, false, true, 11, "233469m13347p258s", 2, "l", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Chow, 21, true, false, 8, "14799m369p245568s", 21, "ck", 28, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Chow, 3, false, true, 4, "24555568m369p147s", 3, "sl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 28, false, false, 5, "36669m147p258s222z", 28, "l", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (SEAT_WIND, 1), (CONCEALED_HAND, 1)]),
        (4, Kind::Kong, 15, true, true, 28, "369m2577778p147s22z", 15, "l", 27, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Pung, 3, true, false, 5, "14444667m258p369s", 5, "skl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (0, Kind::Chow, 15, false, true, 17, "147m36789999p258s", 15, "l", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 21, true, false, 21, "147m258p34445669s", 26, "", 28, 29, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (2, Kind::Kong, 13, true, false, 16, "258m355556889p147s", 13, "ck", 30, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1)]),
        (2, Kind::Pung, 12, true, false, 5, "25668m344469p147s", 12, "sc", 28, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        (5, Kind::Chow, 9, true, false, 11, "369m11233347p258s", 2, "sc", 27, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 18, false, true, 20, "147m258p12333369s", 20, "ckl", 27, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (TILE_HOG, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Pung, 15, false, true, 27, "147m367779p258s11z", 15, "cl", 29, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Pung, 15, true, false, 4, "35569m257778p147s", 15, "scl", 28, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (NO_HONORS, 1)]),
        (5, Kind::Kong, 10, true, true, 15, "369m122224777p258s", 10, "sl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Kong, 3, true, true, 20, "2444458m147p33369s", 3, "", 27, 28, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 5, false, true, 5, "25666788m369p147s", 5, "kl", 27, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 12, false, false, 11, "369m23345568p147s", 13, "sckl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (1, Kind::Pung, 33, false, false, 15, "147m25778p369s777z", 15, "c", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 33, false, true, 9, "369m11147p258s777z", 33, "", 29, 30, &[(KNITTED_STRAIGHT, 1), (DRAGON_PUNG, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 32, true, false, 19, "369m147p22258s666z", 12, "kl", 27, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (DRAGON_PUNG, 1), (CONCEALED_HAND, 1)]),
        (0, Kind::Chow, 12, false, false, 8, "14799m345669p258s", 8, "cl", 27, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 24, false, true, 8, "36999m258p147789s", 25, "l", 27, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 12, true, false, 30, "369m144447p258s44z", 12, "cl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (TILE_HOG, 1)]),
        (2, Kind::Pung, 20, false, true, 19, "258m369p12233347s", 19, "sc", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (4, Kind::Chow, 5, true, false, 3, "34466789m258p147s", 31, "scl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 21, false, false, 26, "147m258p34566999s", 22, "ck", 29, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (4, Kind::Pung, 19, true, false, 28, "369m258p122247s22z", 19, "k", 28, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1)]),
        (5, Kind::Kong, 31, false, true, 9, "369m11147p258s5555z", 31, "cl", 30, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (DRAGON_PUNG, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 22, true, true, 23, "369m258p14566677s", 24, "k", 30, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 5, false, true, 30, "366789m147p258s44z", 30, "l", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 18, false, false, 20, "369m258p11233347s", 20, "ckl", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (EDGE_WAIT, 1)]),
        (5, Kind::Chow, 1, false, true, 9, "233469m11147p258s", 2, "ckl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (3, Kind::Chow, 19, false, false, 21, "258m147p23344469s", 9, "cl", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Chow, 12, false, true, 25, "369m144567p25888s", 12, "sckl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (ALL_CHOWS, 1)]),
        (5, Kind::Kong, 32, false, true, 10, "369m12247p258s6666z", 15, "sk", 30, 30, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (DRAGON_PUNG, 1), (MELDED_KONG, 1)]),
        (2, Kind::Chow, 13, true, false, 17, "258m35667999p147s", 13, "", 30, 29, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (4, Kind::Chow, 9, true, true, 2, "33369m122358p147s", 11, "ck", 27, 28, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (5, Kind::Pung, 24, false, true, 19, "369m147p22257778s", 24, "sck", 30, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Pung, 13, true, false, 16, "147m25555888p369s", 16, "sk", 27, 28, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (TILE_HOG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 18, false, true, 12, "147m24458p123369s", 20, "k", 27, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 1, true, false, 6, "12224777m258p369s", 6, "sk", 30, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Kong, 18, false, true, 16, "147m25888p1111369s", 18, "ck", 28, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (MELDED_KONG, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Chow, 6, false, true, 27, "367899m258p147s11z", 8, "kl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1)]),
        (3, Kind::Chow, 4, false, true, 31, "255678m147p369s55z", 5, "ckl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Pung, 16, false, false, 23, "369m258888p14667s", 16, "c", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (5, Kind::Kong, 27, false, true, 26, "369m147p25899s1111z", 27, "ck", 27, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (1, Kind::Chow, 6, true, true, 13, "147789m25558p369s", 8, "", 30, 28, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (4, Kind::Pung, 6, true, false, 13, "367779m25558p147s", 18, "sl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (NO_HONORS, 1)]),
        (0, Kind::Chow, 20, false, false, 14, "147m36669p234558s", 14, "k", 29, 29, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Pung, 32, false, true, 24, "258m369p14777s666z", 4, "sl", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (DRAGON_PUNG, 1)]),
        (5, Kind::Pung, 30, true, true, 13, "369m14557p258s444z", 13, "sk", 27, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Pung, 26, true, false, 27, "147m369p258999s11z", 26, "sc", 28, 29, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        (2, Kind::Pung, 29, false, true, 18, "258m369p11147s333z", 29, "sc", 29, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (PREVALENT_WIND, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (1, Kind::Chow, 21, false, true, 22, "147m258p34555669s", 21, "sc", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1), (SELF_DRAWN, 1)]),
        (5, Kind::Chow, 14, true, false, 14, "369m14666778p258s", 16, "", 30, 29, &[(KNITTED_STRAIGHT, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Pung, 16, true, true, 20, "147m258888p33369s", 6, "ck", 29, 27, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (TILE_HOG, 1), (NO_HONORS, 1)]),
        (1, Kind::Pung, 3, true, false, 28, "144447m258p369s22z", 3, "sk", 29, 29, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (TILE_HOG, 1)]),
        (4, Kind::Chow, 14, true, false, 33, "369m256788p147s77z", 14, "sckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1)]),
        (1, Kind::Pung, 28, true, false, 3, "14447m258p369s222z", 28, "cl", 28, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (PREVALENT_WIND, 1), (SEAT_WIND, 1), (CONCEALED_HAND, 1)]),
        (3, Kind::Chow, 12, true, false, 14, "258m14456667p369s", 14, "cl", 28, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (LAST_TILE, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Chow, 5, true, false, 11, "146778m23358p369s", 6, "kl", 27, 30, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (2, Kind::Chow, 6, false, false, 7, "25788889m369p147s", 1, "scl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (4, Kind::Kong, 33, false, true, 29, "369m258p147s337777z", 29, "skl", 30, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (ALL_TYPES, 1), (DRAGON_PUNG, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
        (0, Kind::Chow, 18, true, false, 12, "147m34469p122358s", 19, "l", 30, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (CLOSED_WAIT, 1)]),
        (4, Kind::Chow, 10, true, false, 10, "369m22223458p147s", 11, "sl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1), (TILE_HOG, 1)]),
        (2, Kind::Chow, 20, false, true, 6, "25778m369p134457s", 22, "c", 27, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE, 1), (ALL_CHOWS, 1), (SINGLE_WAIT, 1)]),
        (2, Kind::Chow, 10, false, false, 32, "258m233469p147s66z", 18, "ck", 30, 30, &[(KNITTED_STRAIGHT, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1)]),
        (3, Kind::Pung, 26, false, true, 16, "258m14788p369999s", 16, "sckl", 28, 29, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_DRAW, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE, 1), (TILE_HOG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1), (SINGLE_WAIT, 1)]),
        (3, Kind::Chow, 4, false, false, 6, "25567778m147p369s", 5, "ckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (1, Kind::Kong, 8, true, true, 16, "1479999m25888p369s", 26, "s", 30, 28, &[(KNITTED_STRAIGHT, 1), (FULLY_CONCEALED_HAND, 1), (CONCEALED_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (NO_HONORS, 1)]),
        (1, Kind::Chow, 15, true, false, 7, "14788m257889p369s", 15, "ckl", 29, 28, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1), (EDGE_WAIT, 1)]),
        (3, Kind::Chow, 18, true, false, 18, "258m147p11123369s", 23, "sk", 30, 27, &[(KNITTED_STRAIGHT, 1), (OUT_WITH_REPLACEMENT_TILE, 1), (FULLY_CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
        (0, Kind::Chow, 24, true, false, 24, "147m369p25777889s", 11, "ckl", 29, 27, &[(KNITTED_STRAIGHT, 1), (LAST_TILE_CLAIM, 1), (ROBBING_THE_KONG, 1), (CONCEALED_HAND, 1), (ALL_CHOWS, 1)]),
    ];
}
