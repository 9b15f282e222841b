//! Fans of how the hand was won and of its wait, pair and outline (the reference's
//! `win_fans.py`): concealment, the single-tile wait, what the pair adds, tiles shared by every
//! group, and the wind pungs. `situation_fans` and `corrected_flags` live in `special`.

use crate::mcr::fans::Fans;
use crate::mcr::ids::{
    ALL_CHOWS, ALL_EVEN_PUNGS, ALL_FIVE, BIG_THREE_WINDS, CLOSED_WAIT, CONCEALED_HAND, EDGE_WAIT,
    FULLY_CONCEALED_HAND, LITTLE_FOUR_WINDS, LITTLE_THREE_DRAGONS, MELDED_HAND, OUTSIDE_HAND,
    PREVALENT_WIND, SEAT_WIND, SELF_DRAWN, SINGLE_WAIT, TWO_DRAGONS_PUNGS,
};
use crate::mcr::request::Declared;
use crate::mcr::view::{Kind, ScoredMeld, View};
use crate::tiles::{Counts, HONOR_START, KINDS};

/// The first wind (East) and the first dragon (White); winds are 27..31, dragons 31..34.
const FIRST_WIND: usize = HONOR_START;
const FIRST_DRAGON: usize = HONOR_START + 4;

/// Whether a meld of the view was claimed (明): anything but a concealed kong.
fn claimed(m: &ScoredMeld) -> bool {
    !(m.kind == Kind::Kong && m.concealed)
}

/// Fully Concealed Hand, Concealed Hand, Melded Hand or Self-Drawn, by how many of the declared
/// melds were claimed: none claimed gives 不求人 (self-drawn) or 门前清; all four give 自摸 or
/// 全求人; anything between gives 自摸 when self-drawn and nothing otherwise.
pub fn concealment_fans(declared: &[Declared], self_drawn: bool) -> Fans {
    let open = declared.iter().filter(|m| m.claimed()).count();
    match (open, self_drawn) {
        (0, true) => Fans::one(FULLY_CONCEALED_HAND, 1),
        (0, false) => Fans::one(CONCEALED_HAND, 1),
        (4, false) => Fans::one(MELDED_HAND, 1),
        (_, true) => Fans::one(SELF_DRAWN, 1),
        _ => Fans::default(),
    }
}

// --- The engine's waits ------------------------------------------------------------------
//
// The reference tries every one of the 34 tiles on the standing tiles and asks whether they
// then split into chows and pungs plus one pair (any number of melds, no limit of four copies,
// so a fifth copy can complete a hand), and adds the seven-pairs wait when 13 tiles stand.
// Here the same set is found group by group (three suits and the honors), without allocation:
//
// * a group's size modulo 3 says its role: 0 for melds only, 2 for melds and the pair, and any
//   group left at 1 makes the hand incomplete; so the added tile can only go to a group that
//   leaves exactly one group at 2 and none at 1;
// * a numbered suit splits into melds only when the lowest tile's count modulo 3 is read as
//   chows starting there and the rest as pungs, tile by tile (three equal chows are three
//   pungs), so one pass decides it;
// * within a suit, every meld's positions sum to 0 modulo 3 and the pair's to twice its
//   position, which pins the pair to three positions and, for a group without the pair, the
//   added tile to three positions;
// * a tile can only be a wait if the suit holds a tile at most two places from it.

/// Whether a numbered suit's counts split into chows and pungs alone.
#[inline]
fn suit_melds(w: &[u8; 9]) -> bool {
    let (mut a, mut b) = (w[0], w[1]);
    for &c in &w[2..] {
        let r = a % 3;
        if b < r || c < r {
            return false;
        }
        a = b - r;
        b = c - r;
    }
    a % 3 == 0 && b % 3 == 0
}

/// The sum of positions times counts, modulo 3.
#[inline]
fn weight(w: &[u8; 9]) -> usize {
    w.iter().enumerate().map(|(i, &c)| i * c as usize).sum::<usize>() % 3
}

/// Whether a numbered suit's counts split into chows and pungs plus one pair.
#[inline]
fn suit_melds_and_pair(w: &[u8; 9]) -> bool {
    let mut work = *w;
    // 2p = weight (mod 3), so p = 2 * weight (mod 3).
    let mut p = (2 * weight(w)) % 3;
    while p < 9 {
        if work[p] >= 2 {
            work[p] -= 2;
            if suit_melds(&work) {
                return true;
            }
            work[p] += 2;
        }
        p += 3;
    }
    false
}

/// Whether the honors split into pungs alone (`pair` false) or pungs and one pair.
#[inline]
fn honors_complete(h: &[u8; 7], pair: bool) -> bool {
    let mut pairs = 0;
    for &c in h {
        match c % 3 {
            0 => {}
            2 => pairs += 1,
            _ => return false,
        }
    }
    pairs == usize::from(pair)
}

/// Whether group `g` (0-2 a suit, 3 the honors) of `counts` completes in its role.
fn group_complete(counts: &Counts, g: usize, pair: bool) -> bool {
    if g == 3 {
        let h: &[u8; 7] = counts[HONOR_START..].try_into().unwrap();
        honors_complete(h, pair)
    } else {
        let w: &[u8; 9] = counts[9 * g..9 * g + 9].try_into().unwrap();
        if pair {
            suit_melds_and_pair(w)
        } else {
            weight(w) == 0 && suit_melds(w)
        }
    }
}

/// The tiles of group `g` that complete it (in the role its size with one tile more gives),
/// as a bit mask over its positions.
fn group_waits(counts: &Counts, g: usize, pair: bool) -> u32 {
    let mut found = 0;
    if g == 3 {
        let h: &[u8; 7] = counts[HONOR_START..].try_into().unwrap();
        for i in 0..7 {
            if h[i] == 0 {
                continue;
            }
            let mut work = *h;
            work[i] += 1;
            if honors_complete(&work, pair) {
                found |= 1 << i;
            }
        }
        return found;
    }
    let w: &[u8; 9] = counts[9 * g..9 * g + 9].try_into().unwrap();
    let held = w.iter().enumerate().fold(0u32, |m, (i, &c)| m | u32::from(c > 0) << i);
    let mut reach = (held | held << 1 | held << 2 | held >> 1 | held >> 2) & 0x1FF;
    if !pair {
        // The added tile's position must bring the weight to 0.
        let start = (3 - weight(w)) % 3;
        reach &= 0b001_001_001 << start;
    }
    while reach != 0 {
        let i = reach.trailing_zeros() as usize;
        reach &= reach - 1;
        let mut work = *w;
        work[i] += 1;
        let done = if pair { suit_melds_and_pair(&work) } else { suit_melds(&work) };
        if done {
            found |= 1 << i;
        }
    }
    found
}

/// Whether the hand waited on one tile only (独听), as the engine judges it: the tiles that
/// complete the standing tiles (`standing`, without the winning tile; declared melds and the
/// tiles already out not considered) are `win_tile` alone. A completing tile counts even when
/// all four copies are held, so 1111m234m waits on 1m as well as 4m; with 13 standing tiles and
/// one kind held an odd number of times, that kind also completes seven pairs (four of a kind
/// counting as two pairs).
pub fn unique_wait(standing: &Counts, win_tile: usize) -> bool {
    let mut sizes = [0usize; 4];
    let mut odd = 0usize;
    let mut odd_tile = KINDS;
    for (t, &c) in standing.iter().enumerate() {
        sizes[(t / 9).min(3)] += c as usize;
        if c % 2 == 1 {
            odd += 1;
            odd_tile = t;
        }
    }
    let mut win_found = false;
    if sizes.iter().sum::<usize>() == 13 && odd == 1 {
        if odd_tile != win_tile {
            return false;
        }
        win_found = true;
    }
    let residues = sizes.map(|s| s % 3);
    // Each group's completeness in its current role, found once: 0 unknown, 1 no, 2 yes.
    let mut complete = [0u8; 4];
    for g in 0..4 {
        // The residues with the tile added to g: none may be 1 and exactly one must be 2.
        let mut twos = 0;
        let mut ones = 0;
        for (h, &r) in residues.iter().enumerate() {
            let r = if h == g { (r + 1) % 3 } else { r };
            twos += usize::from(r == 2);
            ones += usize::from(r == 1);
        }
        if ones != 0 || twos != 1 {
            continue;
        }
        let others = (0..4).filter(|&h| h != g).all(|h| {
            if complete[h] == 0 {
                complete[h] = 1 + u8::from(group_complete(standing, h, residues[h] == 2));
            }
            complete[h] == 2
        });
        if !others {
            continue;
        }
        let found = group_waits(standing, g, (residues[g] + 1) % 3 == 2);
        if found == 0 {
            continue;
        }
        let base = if g == 3 { HONOR_START } else { 9 * g };
        if win_tile < base || win_tile >= base + if g == 3 { 7 } else { 9 } {
            return false;
        }
        if found != 1 << (win_tile - base) {
            return false;
        }
        win_found = true;
    }
    win_found
}

/// Edge Wait (边张), Closed Wait (嵌张) or Single Wait (单钓将), at most one, when the wait was
/// `unique`: the winning tile at either end of a chow found in the standing tiles is an edge
/// wait, in its middle a closed wait, the pair's tile a single wait, tried in that order.
/// Nothing under four kongs, or for four claimed declared melds won on a discard (全求人).
pub fn wait_fans(view: &View, win_tile: usize, unique: bool) -> Fans {
    if !unique {
        return Fans::default();
    }
    let melds = view.melds();
    if melds.iter().filter(|m| m.kind == Kind::Kong).count() == 4 {
        return Fans::default();
    }
    let declared = || melds.iter().filter(|m| m.declared);
    if !view.self_drawn && declared().count() == 4 && declared().all(claimed) {
        return Fans::default();
    }
    let chows = || melds.iter().filter(|m| !m.declared && m.kind == Kind::Chow);
    if chows().any(|m| win_tile == m.first || win_tile == m.first + 2) {
        return Fans::one(EDGE_WAIT, 1);
    }
    if chows().any(|m| win_tile == m.first + 1) {
        return Fans::one(CLOSED_WAIT, 1);
    }
    if view.pair == Some(win_tile) {
        return Fans::one(SINGLE_WAIT, 1);
    }
    Fans::default()
}

/// Updates `fans` for what the pair adds, as the reference's `fans = pair_fans(v, fans)`: four
/// chows and a numbered pair add All Chows (平和); otherwise a dragon pair turns Two Dragons
/// Pungs into Little Three Dragons (小三元), or, failing that, a wind pair turns Big Three Winds
/// into Little Four Winds (小四喜).
pub fn pair_fans(view: &View, fans: &mut Fans) {
    let Some(pair) = view.pair else {
        return;
    };
    if view.melds().iter().filter(|m| m.kind == Kind::Chow).count() == 4 {
        if pair < HONOR_START {
            fans.set(ALL_CHOWS, 1);
        }
    } else if fans.has(TWO_DRAGONS_PUNGS) {
        if pair >= FIRST_DRAGON {
            fans.take(TWO_DRAGONS_PUNGS);
            fans.set(LITTLE_THREE_DRAGONS, 1);
        }
    } else if fans.has(BIG_THREE_WINDS) && (FIRST_WIND..FIRST_DRAGON).contains(&pair) {
        fans.take(BIG_THREE_WINDS);
        fans.set(LITTLE_FOUR_WINDS, 1);
    }
}

/// Outside Hand (全带幺: a terminal or honor in every meld and the pair), else All Five (全带五:
/// a 5 in each), else All Even Pungs (全双刻: no chow and only 2, 4, 6, 8); nothing without a
/// pair.
pub fn outside_fans(view: &View) -> Fans {
    let Some(pair) = view.pair else {
        return Fans::default();
    };
    let melds = view.melds();
    let groups = melds.len() + 1;
    let (mut outside, mut five, mut even) = (0, 0, 0);
    let pair_group = (false, pair, pair);
    let shapes = melds
        .iter()
        .map(|m| {
            let last = if m.kind == Kind::Chow { m.first + 2 } else { m.first };
            (m.kind == Kind::Chow, m.first, last)
        })
        .chain(std::iter::once(pair_group));
    for (chow, first, last) in shapes {
        if first >= HONOR_START {
            outside += 1;
            continue;
        }
        // Ranks 0-8 of the group's tiles: one rank, or three in a row for a chow.
        let (low, high) = (first % 9, last % 9);
        outside += usize::from(low == 0 || high == 8);
        five += usize::from(low <= 4 && 4 <= high);
        even += usize::from(!chow && low % 2 == 1);
    }
    if outside == groups {
        Fans::one(OUTSIDE_HAND, 1)
    } else if five == groups {
        Fans::one(ALL_FIVE, 1)
    } else if even == groups {
        Fans::one(ALL_EVEN_PUNGS, 1)
    } else {
        Fans::default()
    }
}

/// Prevalent Wind (圈风刻) and Seat Wind (门风刻) for a pung or kong of that wind; the caller
/// skips this under Big Four Winds and settles the Pung of Terminals or Honors it overlaps.
pub fn wind_fans(view: &View, seat_wind: usize, prevalent_wind: usize) -> Fans {
    let mut fans = Fans::default();
    for m in view.melds() {
        if m.kind == Kind::Chow || !(FIRST_WIND..FIRST_DRAGON).contains(&m.first) {
            continue;
        }
        if m.first == prevalent_wind {
            fans.set(PREVALENT_WIND, 1);
        }
        if m.first == seat_wind {
            fans.set(SEAT_WIND, 1);
        }
    }
    fans
}
