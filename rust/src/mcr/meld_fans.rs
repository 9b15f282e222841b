//! Fans of the melds and their combinations, with account-once (the reference's
//! `meld_fans.py`): what a regular hand's chows, pungs and kongs make on their own and
//! together, counted as PyMahjongGB 1.4.0 counts them before its later steps. The pair only
//! matters to the terminal-chow fans; the rest of what the pair, the tiles, the winds and the
//! win add is left to other modules, and so are the final exclusions (不计), except where the
//! engine never adds a fan in the first place.

use crate::mcr::fans::Fans;
use crate::mcr::ids::{
    ALL_PUNGS, BIG_FOUR_WINDS, BIG_THREE_DRAGONS, BIG_THREE_WINDS, CONCEALED_KONG,
    CONCEALED_KONG_AND_MELDED_KONG, DOUBLE_PUNG, DRAGON_PUNG, FOUR_CONCEALED_PUNGS, FOUR_KONGS,
    FOUR_PURE_SHIFTED_CHOWS, FOUR_PURE_SHIFTED_PUNGS, MELDED_KONG, MIXED_DOUBLE_CHOW,
    MIXED_SHIFTED_CHOWS, MIXED_SHIFTED_PUNGS, MIXED_STRAIGHT, MIXED_TRIPLE_CHOW,
    PUNG_OF_TERMINALS_OR_HONORS, PURE_DOUBLE_CHOW, PURE_SHIFTED_CHOWS, PURE_SHIFTED_PUNGS,
    PURE_STRAIGHT, PURE_TERMINAL_CHOWS, PURE_TRIPLE_CHOW, QUADRUPLE_CHOW, SHORT_STRAIGHT,
    THREE_CONCEALED_PUNGS, THREE_KONGS, THREE_SUITED_TERMINAL_CHOWS, TRIPLE_PUNG,
    TWO_CONCEALED_KONGS, TWO_CONCEALED_PUNGS, TWO_DRAGONS_PUNGS, TWO_MELDED_KONGS,
    TWO_TERMINAL_CHOWS,
};
use crate::mcr::meld_tables::{add_chow_fans, add_kong_fans, add_pung_fans};
use crate::mcr::view::View;
#[cfg(test)]
use crate::mcr::view::{Kind, ScoredMeld};

/// The 1-point chow pairs, in the order the engine prefers them when it must choose: a chow
/// pair's fan is named by its slot here.
const CHOW_PAIR_FANS: [usize; 4] =
    [PURE_DOUBLE_CHOW, MIXED_DOUBLE_CHOW, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS];

/// The index triples of four items, in `itertools.combinations` order, with the one left out.
const TRIOS_OF_FOUR: [([usize; 3], usize); 4] =
    [([0, 1, 2], 3), ([0, 1, 3], 2), ([0, 2, 3], 1), ([1, 2, 3], 0)];

/// The index triples of `n` (3 or 4) items, in `itertools.combinations` order.
fn trios(n: usize) -> &'static [([usize; 3], usize)] {
    &TRIOS_OF_FOUR[..if n == 4 { 4 } else { 1 }]
}

fn suit(t: usize) -> usize {
    t / 9
}

/// 0-8 for 1-9 of a suit.
fn rank(t: usize) -> usize {
    t % 9
}

fn numbered(t: usize) -> bool {
    t < 27
}

fn wind(t: usize) -> bool {
    (27..31).contains(&t)
}

fn dragon(t: usize) -> bool {
    (31..34).contains(&t)
}

/// Whether the tiles are all numbered and of one suit.
fn one_suit(tiles: &[usize]) -> bool {
    tiles.iter().all(|&t| numbered(t) && suit(t) == suit(tiles[0]))
}

/// Whether three numbered tiles lie one in each suit.
fn three_suits(tiles: &[usize; 3]) -> bool {
    let [a, b, c] = tiles.map(suit);
    tiles.iter().all(|&t| numbered(t)) && a != b && a != c && b != c
}

/// The step by which the ranks of `tiles`, sorted, go up each time, if it is always the same
/// (the reference's `_in_steps`, asked once for every step).
fn step<const N: usize>(tiles: &[usize; N]) -> Option<usize> {
    let mut ranks = tiles.map(rank);
    ranks.sort_unstable();
    let step = ranks[1] - ranks[0];
    ranks.windows(2).all(|w| w[1] - w[0] == step).then_some(step)
}

// Chows are named by their lowest tile.

/// The 1-point fan two chows make, as its slot in `CHOW_PAIR_FANS`: 一般高 (the same chow
/// twice), 喜相逢 (the same chow in two suits), 连六 (six straight tiles of a suit) or 老少副
/// (123 and 789 of a suit).
fn two_chows(a: usize, b: usize) -> Option<usize> {
    if suit(a) != suit(b) {
        return (rank(a) == rank(b)).then_some(1);
    }
    if a.abs_diff(b) == 3 {
        Some(2)
    } else if rank(a).min(rank(b)) == 0 && rank(a).max(rank(b)) == 6 {
        Some(3)
    } else if a == b {
        Some(0)
    } else {
        None
    }
}

/// The fan three chows make, in one suit (清龙, 一色三步高 by one or two, 一色三同顺) or one
/// in each suit (三色三步高, 三色三同顺, 花龙); chows in just two suits make none.
fn three_chows(chows: &[usize; 3]) -> Option<usize> {
    let step = step(chows);
    if three_suits(chows) {
        match step {
            Some(1) => Some(MIXED_SHIFTED_CHOWS),
            Some(0) => Some(MIXED_TRIPLE_CHOW),
            // Sorted ranks 0, 3, 6.
            Some(3) if chows.iter().any(|&c| rank(c) == 0) => Some(MIXED_STRAIGHT),
            _ => None,
        }
    } else if one_suit(chows) {
        match step {
            Some(3) => Some(PURE_STRAIGHT),
            Some(1 | 2) => Some(PURE_SHIFTED_CHOWS),
            Some(0) => Some(PURE_TRIPLE_CHOW),
            _ => None,
        }
    } else {
        None
    }
}

/// 一色四步高 (four chows of a suit, each one or two above the last) or 一色四同顺.
fn four_chows(chows: &[usize; 4]) -> Option<usize> {
    if !one_suit(chows) {
        return None;
    }
    match step(chows) {
        Some(1 | 2) => Some(FOUR_PURE_SHIFTED_CHOWS),
        Some(0) => Some(QUADRUPLE_CHOW),
        _ => None,
    }
}

/// 三色双龙会 (123 and 789 in two suits, a pair of 5 in the third) or 一色双龙会 (123 and 789
/// twice each in one suit, with its 5 as the pair), for four chows.
fn terminal_chows(chows: &[usize; 4], pair: Option<usize>) -> Option<usize> {
    // The reference's missing pair (-1) has rank 8, so it never qualifies.
    let pair = pair.filter(|&p| numbered(p) && rank(p) == 4)?;
    if chows.iter().any(|&c| rank(c) != 0 && rank(c) != 6) {
        return None;
    }
    // Per suit: bit 0 for a 123 chow, bit 1 for a 789 chow.
    let mut ends = [0u8; 3];
    let mut lows = 0;
    for &c in chows {
        ends[suit(c)] |= if rank(c) == 0 { 1 } else { 2 };
        lows += usize::from(rank(c) == 0);
    }
    let used = ends.iter().filter(|&&e| e != 0).count();
    let pair_suit = suit(pair);
    if used == 1 && ends[pair_suit] != 0 && lows == 2 {
        return Some(PURE_TERMINAL_CHOWS);
    }
    if used == 2 && ends[pair_suit] == 0 && ends.iter().all(|&e| e == 0 || e == 3) {
        return Some(THREE_SUITED_TERMINAL_CHOWS);
    }
    None
}

/// The 1-point fans of chow pairs (counts by slot), at most `most` of them.
///
/// By accounting once (套算一次) a chow already combined may combine once more only with a
/// chow not yet combined, so n related chows give at most n - 1 such fans. The engine meets
/// the limit by dropping repeats first (every fan down to one, Two Terminal Chows first and
/// Pure Double Chow last), then the fans themselves in the same order.
fn account_once(mut counts: [i32; 4], most: i32, fans: &mut Fans) {
    let mut extra = counts.iter().sum::<i32>() - most;
    for keep in [1, 0] {
        for count in counts.iter_mut().rev() {
            let cut = extra.min(*count - keep).max(0);
            *count -= cut;
            extra -= cut;
        }
    }
    for (&fan, &count) in CHOW_PAIR_FANS.iter().zip(&counts) {
        if count > 0 {
            fans.set(fan, count as u8);
        }
    }
}

/// `two_chows` and `three_chows` for every chow (by its lowest tile, 0..27) looked up: they
/// are asked many times a reading. `NONE` stands for no fan.
struct ChowTables {
    two: [[u8; 27]; 27],
    three: Vec<u8>,
}

const NONE: u8 = u8::MAX;

fn chow_tables() -> &'static ChowTables {
    static TABLES: std::sync::OnceLock<ChowTables> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let as_u8 = |fan: Option<usize>| fan.map_or(NONE, |f| f as u8);
        let mut two = [[NONE; 27]; 27];
        let mut three = vec![NONE; 27 * 27 * 27];
        for a in 0..27 {
            for b in 0..27 {
                two[a][b] = as_u8(two_chows(a, b));
                for c in 0..27 {
                    three[(a * 27 + b) * 27 + c] = as_u8(three_chows(&[a, b, c]));
                }
            }
        }
        ChowTables { two, three }
    })
}

impl ChowTables {
    #[inline(always)]
    fn two(&self, a: usize, b: usize) -> Option<usize> {
        let slot = self.two[a][b];
        (slot != NONE).then_some(usize::from(slot))
    }

    #[inline(always)]
    fn three(&self, [a, b, c]: [usize; 3]) -> Option<usize> {
        let fan = self.three[(a * 27 + b) * 27 + c];
        (fan != NONE).then_some(usize::from(fan))
    }
}

/// The fans of how the hand's chows (lowest tiles, sorted) combine.
pub(super) fn chow_fans(chows: &[usize], pair: Option<usize>, fans: &mut Fans) {
    let n = chows.len();
    if n < 2 {
        return;
    }
    let tables = chow_tables();
    let two_chows = |a, b| tables.two(a, b);
    if let Ok(four) = <&[usize; 4]>::try_from(chows) {
        if let Some(fan) = terminal_chows(four, pair).or_else(|| four_chows(four)) {
            fans.set(fan, 1);
            return;
        }
    }
    if n >= 3 {
        // Three chows that make a fan count it, and then the fourth chow may add only one
        // 1-point fan with them; the engine takes the first trio, lowest chows first.
        for &(trio, other) in trios(n) {
            let Some(fan) = tables.three(trio.map(|i| chows[i])) else { continue };
            fans.set(fan, 1);
            if n == 4 {
                let best = trio.iter().filter_map(|&i| two_chows(chows[i], chows[other])).min();
                if let Some(slot) = best {
                    fans.set(CHOW_PAIR_FANS[slot], 1);
                }
            }
            return;
        }
    }
    if n == 2 {
        if let Some(slot) = two_chows(chows[0], chows[1]) {
            fans.set(CHOW_PAIR_FANS[slot], 1);
        }
        return;
    }
    let mut counts = [0i32; 4];
    // Bit i for each chow that combines with another.
    let mut linked = 0u32;
    for i in 0..n {
        for j in i + 1..n {
            if let Some(slot) = two_chows(chows[i], chows[j]) {
                counts[slot] += 1;
                linked |= 1 << i | 1 << j;
            }
        }
    }
    if n == 3 {
        account_once(counts, 2, fans);
    } else if linked != 0 {
        // Four chows give at most three such fans, one fewer for each chow that combines
        // with none of the others.
        account_once(counts, linked.count_ones() as i32 - 1, fans);
    }
}

/// 双同刻 (pungs of one rank in two suits) or 双箭刻 (two dragon pungs).
fn two_pungs(a: usize, b: usize) -> Option<usize> {
    if numbered(a) && numbered(b) {
        (rank(a) == rank(b)).then_some(DOUBLE_PUNG)
    } else if dragon(a) && dragon(b) {
        Some(TWO_DRAGONS_PUNGS)
    } else {
        None
    }
}

/// 三色三节高, 三同刻, 一色三节高, 三风刻 or 大三元.
fn three_pungs(pungs: &[usize; 3]) -> Option<usize> {
    if pungs.iter().all(|&t| numbered(t)) {
        let step = step(pungs);
        if three_suits(pungs) {
            match step {
                Some(1) => Some(MIXED_SHIFTED_PUNGS),
                Some(0) => Some(TRIPLE_PUNG),
                _ => None,
            }
        } else {
            (one_suit(pungs) && step == Some(1)).then_some(PURE_SHIFTED_PUNGS)
        }
    } else if pungs.iter().all(|&t| wind(t)) {
        Some(BIG_THREE_WINDS)
    } else if pungs.iter().all(|&t| dragon(t)) {
        Some(BIG_THREE_DRAGONS)
    } else {
        None
    }
}

/// 一色四节高 (four pungs of a suit each one above the last) or 大四喜 (all four winds).
fn four_pungs(pungs: &[usize; 4]) -> Option<usize> {
    if one_suit(pungs) && step(pungs) == Some(1) {
        Some(FOUR_PURE_SHIFTED_PUNGS)
    } else if pungs.iter().all(|&t| wind(t)) {
        Some(BIG_FOUR_WINDS)
    } else {
        None
    }
}

/// The fans of how the hand's pungs and kongs (their tiles, sorted) combine.
pub(super) fn pung_fans(pungs: &[usize], fans: &mut Fans) {
    let n = pungs.len();
    if let Ok(four) = <&[usize; 4]>::try_from(pungs) {
        if let Some(fan) = four_pungs(four) {
            fans.set(fan, 1);
            return;
        }
    }
    if n >= 3 {
        // Three pungs that make a fan count it, and the one left may then combine once more,
        // with the first of the others it makes a fan with; the engine takes the first trio.
        for &(trio, other) in trios(n) {
            let Some(fan) = three_pungs(&trio.map(|i| pungs[i])) else { continue };
            fans.set(fan, 1);
            if n == 4 {
                if let Some(best) = trio.iter().find_map(|&i| two_pungs(pungs[i], pungs[other])) {
                    fans.add_one(best);
                }
            }
            return;
        }
    }
    // Otherwise every two pungs that make a fan count it.
    for i in 0..n {
        for j in i + 1..n {
            if let Some(fan) = two_pungs(pungs[i], pungs[j]) {
                fans.add_one(fan);
            }
        }
    }
}

/// 箭刻 for dragons; 幺九刻 for 1s, 9s and winds.
pub(super) fn single_pung(t: usize) -> Option<usize> {
    if dragon(t) {
        Some(DRAGON_PUNG)
    } else if wind(t) || rank(t) == 0 || rank(t) == 8 {
        Some(PUNG_OF_TERMINALS_OR_HONORS)
    } else {
        None
    }
}

/// The fans of the kongs (by how many and how many concealed), of the concealed pungs (a
/// concealed kong is one too), and All Pungs when there are `four_pungs` (kongs among them).
pub(super) fn kong_fans(
    melded: usize,
    hidden: usize,
    concealed_pungs: usize,
    four_pungs: bool,
    fans: &mut Fans,
) {
    let fan = match (melded + hidden, hidden) {
        (4, _) => Some(FOUR_KONGS),
        (3, _) => Some(THREE_KONGS),
        (2, 0) => Some(TWO_MELDED_KONGS),
        (2, 1) => Some(CONCEALED_KONG_AND_MELDED_KONG),
        (2, _) => Some(TWO_CONCEALED_KONGS),
        (1, 0) => Some(MELDED_KONG),
        (1, _) => Some(CONCEALED_KONG),
        _ => None,
    };
    if let Some(fan) = fan {
        fans.set(fan, 1);
    }
    match hidden + concealed_pungs {
        4 => fans.set(FOUR_CONCEALED_PUNGS, 1),
        3 => fans.set(THREE_CONCEALED_PUNGS, 1),
        // Two Concealed Kongs already is two concealed pungs (but Three Kongs, two of them
        // concealed, still earns Two Concealed Pungs).
        2 if !fans.has(TWO_CONCEALED_KONGS) => fans.set(TWO_CONCEALED_PUNGS, 1),
        _ => {}
    }
    if four_pungs && !fans.has(FOUR_KONGS) && !fans.has(FOUR_CONCEALED_PUNGS) {
        fans.set(ALL_PUNGS, 1);
    }
}

/// The fans of the shapes and combinations of a regular hand's melds (at most four) and its
/// pair (None where the reference passes -1): its chows, its pungs and kongs, each pung, the
/// kongs and concealed pungs, and All Pungs (碰碰和).
#[cfg(test)]
pub fn meld_fans(melds: &[ScoredMeld], pair: Option<usize>) -> Fans {
    let mut fans = Fans::default();
    add_meld_fans(&View::of(melds, pair, 0, false), &mut fans);
    fans
}

/// `meld_fans` of a view set straight into `fans`, which holds none of them yet: three
/// lookups (`meld_tables`), whatever the melds, so that no branch has to guess them.
#[inline]
pub fn add_meld_fans(v: &View, fans: &mut Fans) {
    add_kong_fans(v.melded_kongs, v.concealed_kongs, v.concealed_pungs, v.pung_count == 4, fans);
    add_pung_fans(&v.pungs, v.pung_count, fans);
    add_chow_fans(&v.chows, v.chow_count, v.pair, fans);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcr::fans::fans_of as of;
    use crate::mcr::fans::parse_fans as fans;

    /// A tile in the compact notation ("1m", "7z").
    fn tile(text: &str) -> usize {
        let b = text.as_bytes();
        9 * "mpsz".find(char::from(b[1])).unwrap() + usize::from(b[0] - b'1')
    }

    /// Melds as "c1m p5zh k3phd": kind (chow, pung, kong), lowest tile, then `h` for
    /// concealed and `d` for declared.
    fn melds(text: &str) -> ([ScoredMeld; 4], usize) {
        let mut melds = [ScoredMeld::NONE; 4];
        let mut len = 0;
        for token in text.split_whitespace() {
            let kind = match &token[..1] {
                "c" => Kind::Chow,
                "p" => Kind::Pung,
                "k" => Kind::Kong,
                other => panic!("bad kind {other}"),
            };
            let flags = &token[3..];
            let first = tile(&token[1..3]);
            melds[len] = ScoredMeld {
                kind,
                first,
                concealed: flags.contains('h'),
                declared: flags.contains('d'),
            };
            len += 1;
        }
        (melds, len)
    }

    fn pair(text: &str) -> Option<usize> {
        (text != "-").then(|| tile(text))
    }

    type Want = &'static [(usize, u8)];

    /// Hands chosen to show every fan, the first-trio choices and account-once, with the
    /// reference's answers.
    #[rustfmt::skip]
    const EXAMPLES: &[(&str, &str, Want)] = &[
        ("", "-", &[]),
        ("c1m", "5m", &[]),
        ("p1m", "-", &[(PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("c1m c1m c4m c4m", "2m", &[(PURE_DOUBLE_CHOW, 2), (SHORT_STRAIGHT, 1)]),
        ("c1m c1p c1s c4m", "5z", &[(MIXED_TRIPLE_CHOW, 1), (SHORT_STRAIGHT, 1)]),
        ("c1m c4m c7m c1p", "5z", &[(PURE_STRAIGHT, 1), (MIXED_DOUBLE_CHOW, 1)]),
        ("c1m c2m c3m c1p", "5z", &[(PURE_SHIFTED_CHOWS, 1), (MIXED_DOUBLE_CHOW, 1)]),
        ("c1m c3m c5m c7m", "5z", &[(FOUR_PURE_SHIFTED_CHOWS, 1)]),
        ("c2m c2m c2m c2m", "5z", &[(QUADRUPLE_CHOW, 1)]),
        ("c2m c2m c2m c5m", "5z", &[(PURE_TRIPLE_CHOW, 1), (SHORT_STRAIGHT, 1)]),
        ("c1m c2p c3s c3s", "5z", &[(MIXED_SHIFTED_CHOWS, 1), (PURE_DOUBLE_CHOW, 1)]),
        ("c1m c4p c7s c7m", "5z", &[(MIXED_STRAIGHT, 1), (MIXED_DOUBLE_CHOW, 1)]),
        ("c1m c7m c1p c7p", "5s", &[(THREE_SUITED_TERMINAL_CHOWS, 1)]),
        ("c1m c7m c1p c7p", "5m", &[(MIXED_DOUBLE_CHOW, 2), (TWO_TERMINAL_CHOWS, 1)]),
        ("c1m c1m c7m c7m", "5m", &[(PURE_TERMINAL_CHOWS, 1)]),
        ("c1m c1m c7m c7m", "-", &[(PURE_DOUBLE_CHOW, 2), (TWO_TERMINAL_CHOWS, 1)]),
        ("c1m c2m c2p c7m", "5z", &[(MIXED_DOUBLE_CHOW, 1), (TWO_TERMINAL_CHOWS, 1)]),
        ("c2m c2m c2p c2p", "5z", &[(PURE_DOUBLE_CHOW, 2), (MIXED_DOUBLE_CHOW, 1)]),
        ("c1m c1p c4m c4p", "5z", &[(MIXED_DOUBLE_CHOW, 2), (SHORT_STRAIGHT, 1)]),
        ("c1m c1m c1p", "5z", &[(PURE_DOUBLE_CHOW, 1), (MIXED_DOUBLE_CHOW, 1)]),
        ("c1m c4m c1p", "5z", &[(MIXED_DOUBLE_CHOW, 1), (SHORT_STRAIGHT, 1)]),
        ("c3m c6m", "5z", &[(SHORT_STRAIGHT, 1)]),
        ("c1m c7m", "5z", &[(TWO_TERMINAL_CHOWS, 1)]),
        ("c1m c1p", "5z", &[(MIXED_DOUBLE_CHOW, 1)]),
        ("c1m c1m", "5z", &[(PURE_DOUBLE_CHOW, 1)]),
        ("c1m c2m", "5z", &[]),
        ("p1z p2z p3z p4z", "5z", &[(BIG_FOUR_WINDS, 1), (ALL_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 4)]),
        ("p1z p2z p3z p5z", "5z", &[(BIG_THREE_WINDS, 1), (ALL_PUNGS, 1), (DRAGON_PUNG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 3)]),
        ("p5z p6z p7z c1m", "4z", &[(BIG_THREE_DRAGONS, 1), (DRAGON_PUNG, 3)]),
        ("p5z p6z c1m", "4z", &[(TWO_DRAGONS_PUNGS, 1), (DRAGON_PUNG, 2)]),
        ("p2m p3m p4m p5m", "5z", &[(FOUR_PURE_SHIFTED_PUNGS, 1), (ALL_PUNGS, 1)]),
        ("p2m p3m p4m p5p", "5z", &[(PURE_SHIFTED_PUNGS, 1), (ALL_PUNGS, 1)]),
        ("p2m p3p p4s p3m", "5z", &[(MIXED_SHIFTED_PUNGS, 1), (ALL_PUNGS, 1), (DOUBLE_PUNG, 1)]),
        ("p2m p2p p2s p3m", "5z", &[(TRIPLE_PUNG, 1), (ALL_PUNGS, 1)]),
        ("p2m p2p p5m p5p", "5z", &[(ALL_PUNGS, 1), (DOUBLE_PUNG, 2)]),
        ("p9m p9p p9s", "5z", &[(TRIPLE_PUNG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 3)]),
        ("p1mh p5mh p9sh", "5z", &[(THREE_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)]),
        ("k1mh k2mh k3mh k4mh", "5z", &[(FOUR_KONGS, 1), (FOUR_CONCEALED_PUNGS, 1), (FOUR_PURE_SHIFTED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("k1m k2m k3m k4m", "5z", &[(FOUR_KONGS, 1), (FOUR_PURE_SHIFTED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("k1mh k5zh k3m p4ph", "5z", &[(THREE_KONGS, 1), (THREE_CONCEALED_PUNGS, 1), (ALL_PUNGS, 1), (DRAGON_PUNG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("k1mh k5zh p4ph", "5z", &[(THREE_CONCEALED_PUNGS, 1), (TWO_CONCEALED_KONGS, 1), (DRAGON_PUNG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("k1mh k5zh p4p", "5z", &[(TWO_CONCEALED_KONGS, 1), (DRAGON_PUNG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("k1mh k5z p4ph c1s", "5z", &[(DRAGON_PUNG, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (CONCEALED_KONG_AND_MELDED_KONG, 1)]),
        ("k1m k5z p4p c1s", "5z", &[(TWO_MELDED_KONGS, 1), (DRAGON_PUNG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("k1m p4ph c1s", "5z", &[(PUNG_OF_TERMINALS_OR_HONORS, 1), (MELDED_KONG, 1)]),
        ("k1mh p4ph p6sh", "5z", &[(THREE_CONCEALED_PUNGS, 1), (CONCEALED_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("p1mh p4ph p6sh p7zh", "5z", &[(FOUR_CONCEALED_PUNGS, 1), (DRAGON_PUNG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("k1mh k5zh k3m p4p", "5z", &[(THREE_KONGS, 1), (ALL_PUNGS, 1), (DRAGON_PUNG, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("k1mh k5zh k3mh p4p", "5z", &[(THREE_KONGS, 1), (THREE_CONCEALED_PUNGS, 1), (ALL_PUNGS, 1), (DRAGON_PUNG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)]),
        ("p1m p2m p3m p1p", "5z", &[(PURE_SHIFTED_PUNGS, 1), (ALL_PUNGS, 1), (DOUBLE_PUNG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)]),
        ("c1m c1p c1s c2s", "5z", &[(MIXED_TRIPLE_CHOW, 1)]),
        ("c1m c1m c4m c5p", "5z", &[(PURE_DOUBLE_CHOW, 1), (SHORT_STRAIGHT, 1)]),
        ("c2m c3p c4s c3m", "5z", &[(MIXED_SHIFTED_CHOWS, 1), (MIXED_DOUBLE_CHOW, 1)]),
    ];

    #[test]
    fn examples() {
        for &(text, pair_text, want) in EXAMPLES {
            let (melds, len) = melds(text);
            let got = meld_fans(&melds[..len], pair(pair_text));
            assert_eq!(got, of(want), "{text} | {pair_text}");
        }
    }

    /// Random meld sets (0-4 melds, random flags, at most four copies of a tile, pair or
    /// none) with the reference's answers: "melds | pair | fans".
    const GENERATED: &str = "\
k2sd k6shd p4mh p3phd | 3z | 33 42 48 82
k4phd k4sh k3s | - | 17 65 66
c1p c1m c1mhd | 1z | 69 70
p7mhd p8ph p1ph k4mh | 5p | 12 67 73
c7pd c7m | 5m | 70
k1sd p2pd | 3z | 73 74
p4zhd k7zd p5zhd | - | 54 59x2 66 73 74
k3md c7ph c7phd p4shd | 5s | 69 74
k1m k8pd k3z k8s | 2p | 5 65 73x2
c2sd p4zh p1zd | 5m | 73x2
k4zd k3zh k1zd | 4p | 17 38 73x3
c1mh c1sd c1shd c1mh | 2s | 69x2 70
c3sd c5md c3p | 4s | 70
k7zd c1shd k1phd c7p | - | 59 73 82
c5mhd p2phd | 7m | 
p3m k4mh p4pd p4sd | 4z | 32 48 67
c7sh c1sh c7sh | - | 69 72
c2s c1p c4mhd c5phd | 2s | 
c1sh c5ph c6md c7m | 9p | 
p5zhd k6ph p1m c5mhd | 6s | 59 66 67 73
p3zd p8mhd p9mhd k4zh | 3s | 33 48 67 73x3
p1shd k4mhd p9md c1p | 3s | 66 67 73x2
c6mh p9phd c3ph p8phd | 6p | 66 73
p6zd p1s k5phd | 9m | 59 67 73
k3zd k4zd c2mhd k1zh | 7m | 17 38 73x3
c1sd c4s c7m k6zh | 3p | 59 67 71
c7p k3mhd | - | 67
c7sd c7ph c1shd c1sd | 5m | 69 70 72
c1ph c7mhd c7phd c7mh | 4z | 69 70 72
p4mh k2ph k7shd p5m | 8s | 33 48 53
k7z k4zd | 3m | 57 59 73
c6shd k3shd c5mhd p5p | - | 67
p8s c7p c2md c5mhd | 6z | 71
k2zd c2shd k7zh p5zh | - | 54 59x2 66 73 82
p7zhd k1zh k2zd p5zh | 6s | 33 48 54 59x2 73x2 82
p6p p7p k5shd | 2z | 67
c7phd k7z c7shd | 5m | 59 70 74
k3p k5s k2md k2s | 1z | 5 65
k9md k4shd c4phd | 8m | 73 82
k5zhd k6zhd p3zh k2z | 4m | 17 33 48 54 59x2 73x2
p8pd k9pd c2phd | 4m | 73 74
c4shd c4sh | - | 69
p2z c7sh k1zd | 2s | 73x2 74
k3z c1pd | 6s | 73 74
c4s c4phd p4sd k4mh | 4z | 65 67 70
c1mhd p5mh | 6p | 
c4sh c4shd c1s | 6p | 69 71
 | 3m | 
c5phd k4zhd | 8p | 67 73
k3ph k8p c1mh c7mhd | 5m | 72 82
k3md k2p p5md p7zhd | 9s | 48 57 59
p2sd k1m | 6s | 73 74
c1mh c1sd c1shd c2m | 3z | 69 70
c6m c4m c4m | 2m | 69
k7s k4shd | 7z | 82
c5shd c1s c6sd c7sh | 7p | 30 72
p6m c5phd c4pd c7phd | 1s | 71
k1zh p2zhd p4zhd p3z | 6p | 1 33 48 67 73x4
k7z c3mh c7phd | 2z | 59 74
k2z k6z | 1z | 57 59 73
p2sd p1sh k1mh p1ph | 9p | 32 33 48 67 73x3
c4md k4z p7zh k1zd | - | 57 59 73x2
c3shd c2pd c7sd k2sh | - | 67
k9p c2pd c6phd k5pd | 9s | 57 73
c7mhd c6mhd p1zd c4sd | 3z | 73
c5mh p1zh | - | 73
k8p c1s | 5s | 74
c2phd c7mhd k3mh c7mhd | 4z | 67 69
k1zhd k3zh | 4z | 53 73x2
 | 5p | 
p3zhd c7ph | - | 73
p4m k8m | 9p | 74
p4zhd k7phd k4p | 1z | 66 73 82
k8m p1mhd k3m k7mh | - | 17 48 66 73
p2md c1phd c4pd | 4s | 71
k6s p8pd | - | 74
 | 2m | 
k1m p4zhd k7sh p5z | - | 48 59 66 73x2 82
c6sd c7mhd k6mh p7p | 6z | 67
c3mhd p8sh k7p | 2p | 74
 | 7p | 
c7ph c7m c7pd k1shd | 6z | 67 69 70 73
c1sd c7ph c4pd p4mh | 7z | 71
p2s k5sd c2s k7shd | 6z | 82
c3m p2z k4zhd k1zhd | - | 38 53 73x3
c7s c7sd | 5p | 69
c7m p7pd c7ph c1m | 7m | 70 72
c4ph c2m c4s | 5m | 70
c7md c7mh | 1p | 69
p4mh k7p | 3p | 74
k6sh p3zh k1z p7pd | - | 48 66 73x2 82
c7m k6mhd c7m c7pd | - | 67 69 70
p1zh c1mhd k4zd k2zh | 3p | 38 66 73x3 82
k2sd c4mh | 9s | 74
c4phd c1mh c1m c4m | 6m | 69 70 71
c1phd k4m c1pd k9p | - | 57 69 73
c6s c7sh c3s | 1z | 71
k8ph k1ph k2p c5phd | 1z | 17 66 73
c1shd c1sd c7shd c7mhd | 5s | 69 70 72
c4m k2zhd | - | 67 73
p4mhd k3mh p4phd k3p | 1s | 33 48 65x2 82
c6phd c6pd p3mh k4p | 2z | 69 74
k9sd c2mhd | 8m | 73 74
k1zhd c7p | - | 67 73
p2phd p1zd k4z | 7m | 73x2 74
c7ph c6mhd c2s c2m | 7s | 70
c4p c6ph k3pd k2phd | 7z | 82
p8m c1s p5mh c7shd | 8s | 72
k6zh c1mhd k4zd | - | 59 73 82
c1m c1m | 5m | 69
c7mhd c1sh c4pd p5zhd | 4p | 39 59
k6phd k7shd p5s k1zh | 3p | 17 33 48 73
p5s k4md | 2m | 74
c1ph c5md c7sd | 7z | 
p6shd c2mhd c4phd | 7m | 
c1p c7sd c1pd c1shd | 5p | 69 70 72
c7p p7zhd c7phd | 6p | 59 69
p7zhd k4m p3shd k5pd | 1p | 42 48 57 59 66
c4mhd p8shd c5m c5md | 8m | 69
c4mhd k8s | 7s | 74
c2mhd k8md k2phd c3phd | - | 82
k3md p4shd | 3z | 74
k2m p2sh k1mhd k1s | 5m | 17 48 65x2 66 73x2
c4mhd k9pd p5sh | 4p | 73 74
p5shd p7p k2sd | 5z | 74
c2p c5ph k6z c6ph | 5m | 59 71 74
k4sh p1ph k5sh p3phd | 8s | 12 53 73
k2z p1zd p4zd k6z | 1p | 38 48 57 59 73x3
p7zhd p4zh c5ph | 1p | 59 66 73
k4sh p7phd k6ph k1md | 8p | 17 33 48 73
c5mh | 9m | 
c7pd p6phd p1shd c7pd | 6s | 66 69 73
k5p c7ph k3phd c6m | 8m | 82
p4phd p4m | - | 65
c7phd c6pd k3mhd | 7s | 67
k2mhd p2ph k1mhd | 4m | 33 53 65 73
c3mhd c7phd c6shd c4p | 8m | 71
p4zh c7s p1z p1shd | 5z | 66 73x3
c1ph c1sh c1pd c7pd | 5m | 69 70 72
c7sd p7pd c7p c7shd | 6z | 69 70
k2sd k4phd k9ph p5sh | - | 17 33 48 73
k2p p1mhd p2sd | 2m | 65 73 74
c7ph c1p | 5s | 72
c2pd c1ph | - | 
c7ph c7ph c7shd c7p | 5m | 23 70
p6mhd c2s c7sd k5pd | 8s | 74
c5md c7mh c4phd c6m | 4p | 30
c5phd c2p c1p c4ph | 5m | 71x2
p2sd p3pd p2m c1phd | 7m | 65
p2ph p4pd c7m p5sh | 7s | 66
p5m k6shd c7m | 9s | 67
k3shd k3mh p2m k2ph | 7s | 17 33 48 65x2
k8shd k2z p1zh | 7s | 66 73x2 82
p5ph p8pd | - | 
 | 6m | 
k6sd c7pd k9shd p1sd | - | 73x2 82
k8s k3pd p7sd | 7p | 57
c3p p8s | 6m | 
c3md p3sd c3md | - | 69
c7sh c7pd c7sh | 4s | 69 70
p6s c4sd c3sd k2z | - | 73 74
c7p c7p c7phd c1s | 5m | 23
c1md p7pd c7m | 2s | 72
c6sd k6mh p5phd k2md | 8m | 66 82
c1s c4pd c4sd p9ph | 3s | 70 71 73
p9s k2mh k3mh k6mhd | 8m | 17 33 48 73
c7pd c1p c1mhd c7mh | 3m | 70x2 72
c7sh k5mhd c1sd c1shd | 5s | 67 69 72
p4pd k2p | 3p | 74
p2zhd k5z k4zhd k3zh | 1m | 17 33 38 48 59 73x3
k5mh p1mh | 6p | 66 67 73
c7mhd p8mh c4mh c1m | - | 28
c6shd c2ph c4mhd c2pd | 8s | 69
k7zd p1m p4s c1phd | 6z | 59 73 74
p5zd k2shd k9p k9m | 3p | 17 48 59 65 73x2
p2zhd k5z k6zh | 3s | 54 59x2 66 73 82
p1pd k2pd | 1z | 73 74
c1pd c3mh | 4s | 
k3sh p5phd k2p | 5z | 66 82
c7sd c4sd | 1m | 71
c7mhd k7s p1m c6mh | 2m | 73 74
k2s k2mh | 1s | 65 82
p8sd k4phd c4mhd c4sh | 2p | 67 70
c6mhd c7sd c6m | 3m | 69
p7sd k8mhd c3mhd k6m | 8s | 82
p7md p4zd k3zhd k5shd | 4m | 48 53 73x2
c1s c7sh c1mhd c1sh | 8m | 69 70 72
p5mhd k2z k8p k8mhd | 6s | 17 48 65 66 73
c7phd c2s c6phd k9m | 4s | 73 74
c4shd c5md c3m c6m | 1m | 71
c1phd c1mhd c1ph c7md | 2z | 69 70 72
p6s c1sh c1sd | - | 69
k4z c2shd k1z k2zh | 9p | 17 38 73x3
c1shd c1sd c7p c7sh | 5p | 69 70 72
p2zh p4zh | 2s | 66 73x2
p1ph k9sh k9m | 6z | 65 66 73x3 82
k3p c4ph p4ph c6phd | 8m | 74
c2p p3m c6pd p7sh | - | 
p8mh c4mh p9mh p5p | 2z | 66 73
k6phd p3zh k2z k1zh | 1p | 17 33 38 48 73x3
k2z k5shd c2m p1sh | 8p | 66 73x2 82
k4mh k3s | 6z | 82
k4z k2zhd k6zh k3z | 8m | 5 38 59 66 73x3
c3phd k1z p2zhd p3zh | 7s | 38 66 73x3 74
c2md c7mh c4ph c3s | 7p | 50
k2sd k2mh c5sd | 5p | 65 82
k4zh k8s p2z | - | 73x2 82
k1zd k3zhd | - | 73x2 82
k2m c3md p6m | - | 74
 | 4m | 
c6m c7md c4mh c1md | - | 28
c7sh c1m | 4z | 
k3md k7zh | 8s | 59 82
k2m p3sd k3pd p2shd | 8m | 48 57 65x2
c4sh c1ph | - | 
p3zd p4zhd k2zh k1z | 6m | 1 48 66 73x4 82
p1s p2pd c3mhd p2md | - | 65 73
k3md p4sd k3shd p4m | 3p | 48 65x2 82
c6sd p5pd k6p c6mh | - | 70 74
k4z k3z | 7s | 57 73x2
c2p c1shd c7mh c5pd | 4p | 71
c1mh c7md | 9m | 72
c4phd k2s c6sh k9phd | 6m | 73 82
c7s c7phd c1shd c1phd | 5p | 70x2 72
c1sd k2pd c1m k6zh | 2m | 59 70 82
p3s c5p k4mhd p3mhd | 5p | 65 66 67
p8m c5p c5ph p4md | 3p | 69
c1shd c1s c7s c1ph | - | 69 70 72
c7mh c7sh c1shd c7m | 7z | 69 70 72
c7md c7mhd | 5s | 69
p4z k3z p3mhd k2zh | 2s | 38 48 66 73x3 82
p8ph k2zh | 2s | 66 67 73
c7sh c1s c1p k4p | 5p | 70 72 74
p7ph p2zd k9mh | 4z | 66 67 73x2
p7zhd c5mhd c4sd | 6z | 59
k5s p4md | 7p | 74
p8mhd k1sh c7pd c1phd | 5p | 66 67 72 73
c7mh c4pd | 9s | 
p4md c2ph p4p c5shd | 3s | 65
c7sh c1md k6phd | 8m | 67
k6mhd p7mh | 6s | 66 67
c4md k5sd k5zd | 6s | 57 59
p2phd k7m c4sd p6md | 7z | 74
c3sd p4zd k2zhd k1zh | 1p | 38 53 73x3
p9ph c1sd c1mh c3ph | 7z | 70 73
k3mh p2md | - | 67
k2m p3ph | - | 74
c7m p4zhd c7sh c7md | 5p | 69 70 73
k3sh c3md p4ph p1mh | 7m | 33 67 73
p3ph k4zhd k1zh k3zd | 2z | 17 33 38 48 73x3
c1ph p2z k1zd k4zhd | 8s | 38 73x3 82
c1s k9ph | - | 67 73
p3p k2phd k5sh p2z | 6m | 48 53 73
p7ph k4p p1mh k3m | 3p | 48 57 66 73
k3s c5shd p8shd c2m | - | 74
p1md k4m | 9p | 73 74
k4z k1sh k3z p3sd | 4p | 17 48 73x3
k6sh c4ph k7z | 5z | 59 82
c7s c7ph | 9m | 70
k5md c7mhd k9phd c5shd | 6s | 73 82
k2phd p7mh p3pd c3p | 9s | 66 67
p1zd | 2z | 73
c6md c4p p6mh p4mh | 4s | 66
p9m p1mhd p6phd | 7p | 66 73x2
k3z p2md p3p | 6z | 73 74
c2mh c4ph c5p c7mhd | 5p | 
c1s c7sh c6sd | 2z | 72
c4mhd p4m p7phd p3mh | - | 66
c7mh c7md c7ph | 5s | 69 70
c7shd p9shd c4s c5p | 2s | 71 73
p7phd c1sd p4md c5p | 5s | 
p3md c5md c7md p1mhd | 5m | 73
k5s p7sh p3pd k5ph | - | 48 65 66 82
c7pd c7p c7sh c7p | 5m | 23 70
p4zd p1zh | 9s | 73x2
c3sh p2zd | 6m | 73
k1m k7sh c2s k8mhd | 5z | 17 66 73
k3zh c5mh k4zh | 6s | 53 73x2
k6zh k4zh p3zhd k2z | 9p | 17 33 38 48 59 73x3
p3pd c5phd c3shd c3ph | 6m | 70
k6pd p3sd p3pd | - | 65 74
c2phd c3p k7s c4md | 5p | 74
k4md p3phd p3mhd | 6s | 65 66 74
c5mhd p1md c6md | 4m | 73
k1zh p3zh k4zhd p2zhd | 5m | 1 12 53 73x4
p3sh c4ph c2p c3phd | 3m | 30
c4s c3s c2ph | - | 
p4sh c6pd p1zh p6md | 7m | 66 73
k2shd k3phd k2md p3md | 2z | 17 48 65x2 66
p2pd c6sd k2mh | 6p | 65 67
p4pd c4ph k3pd c7p | 3z | 71 74
k2md k3sh p2pd p3pd | 2z | 48 65x2 82
c2s c4shd k8phd p7ph | 2p | 66 67
p2m p3p | 9m | 
p2m p5m p7mh | 9s | 
c4m c7m c7mh c3m | 9p | 69 71
p9shd p6s | 3p | 73
k2z p1zd p4z c6m | - | 38 73x3 74
p2zhd k3zd p4z | 6s | 38 73x3 74
c7phd c7p p2m k2zhd | 5m | 67 69 73
p1zhd c3phd p5zd p7z | 6s | 54 59x2 73
p6s c7shd c7sh c7sh | 5p | 23
k7mhd c1p c1p c1phd | 5s | 23 67
k4zd c6mhd c1mh | - | 73 74
c6s k3shd p3mh c2md | 5m | 65 66 67
k5md p7zh p7sh c1md | 3z | 59 66 74
c3pd c4sh | 6m | 
p9phd k8ph k4mh c2p | 1s | 33 53 73
c1m c1mhd c1md k1ph | 5s | 23 67 73
c7m c7m | 5m | 69
p3zh | - | 73
p4zh p2zh k3z | - | 38 66 73x3 74
c2ph c5ph c7p c4sd | - | 71
p6sd c7mhd c1mh | 3s | 72
p3md k6sd | 5z | 74
k9ph c4md c1ph c7s | 8s | 39 67 73
k9md c4p c2mhd c4pd | 8s | 69 73 74
c1m c7sd | 5s | 
k3zhd p7zhd k3p k2shd | 5s | 17 33 48 59 73
c5s c3shd | 6z | 
c7phd c6sh c4mh k5ph | 3p | 67
c7mh k1m | 3z | 73 74
k3md k5md p1m k3ph | 5s | 17 48 65 73
k2phd c5s c5md c6p | 6p | 67 70
k2mh c1shd c7sh c4sd | - | 28 67
c7p c4p c7p c7mhd | 2m | 69 70 71
k9mh p1s p6zhd p1m | - | 48 59 65 66 67 73x3
k4zd k7zd | 9m | 57 59 73
c2sh c7sd c2shd c5s | 1p | 69 71
k6ph c5mhd c7mh p1zhd | 7m | 66 67 73
c7mh p3shd p5md | 1p | 
p1p k1shd c3phd k1zh | 7p | 53 65 73x3
p1ph k8phd | - | 66 67 73
k8md k5md k4pd | 2s | 17
c6md k6pd c1mhd c6md | 1s | 69 74
p3sd c4sh p1sd k4m | 9s | 73 74
k3zd k4sd k1z p7md | 2s | 17 48 73x2
p1zd p2zhd c7mhd k3zd | 8m | 38 73x3 74
c7p c1shd c2s c6mh | 9s | 
c2phd c1s | 9s | 
p3phd p3shd p4pd c3p | - | 65 66
k2z p8mh | - | 73 74
c6m c4sd c4sh p9sd | 9p | 69 73
p6pd c7md c2s c7mhd | 2z | 69
k3zh k6zhd p5z k4z | 6s | 17 48 54 59x2 66 73x2
k1z k5zd | - | 57 59 73
k7phd p8sh k9sh c1md | 5m | 33 53 73
p4zhd c2sd k2zd p3zh | - | 38 66 73x3 74
p7shd p2shd p4m c2sh | 6m | 66
k2mhd p2pd p1mh k2s | 7m | 32 48 66 73 82
p5sd p6pd | 3s | 
c1mh p8ph c1mh | 5p | 69
c7s c1sd | 5s | 72
 | 2z | 
k4zhd p1zhd p2zh p7z | 6s | 33 38 48 59 67 73x3
p1mhd p1pd p2s p2md | - | 48 65x2 73x2
p4s k3zd p1zh | - | 73x2 74
k5zh p4zhd | 2m | 59 66 67 73
p2ph c7sd c7pd c7sd | 4s | 69 70
c3phd c4ph c5p | - | 30
c7s c7sh | 5s | 69
c7shd c2shd c7s c6sh | 3m | 69
p7m k5m | - | 74
p7pd c2mh c1mhd c1mhd | 1z | 69
c1pd c1shd c7pd c1shd | 6p | 69 70 72
p5zh p4z k6zd c7p | 7m | 54 59x2 73 74
k4sd k2s | - | 57
k5z p2zhd k7zhd p6zd | 2p | 2 48 59x3 66 73 82
k3zd p5ph | 5z | 73 74
k4zhd p2zd | 7p | 67 73x2
p6s p1sd p4mhd c4p | 4z | 73
k6mhd c2sd p3md k4m | - | 82
c1mhd p3zh | 5m | 73
k5sd c7sh p1mh p2zh | 8p | 66 73x2 74
p3mh k4sh k7mh k2sd | 9s | 17 33 48
k6md k4zh p2zhd p5z | 7p | 48 59 66 73x2 82
p2m k2pd p1mh p1sd | 3p | 48 65x2 73x2 74
k3md k4mhd k4phd k8sh | 5z | 5 33 65
k7mh k8mhd k7s c1sh | 6s | 17 65 66
c1p c1ph c1ph c1shd | 6m | 23 70
p7ph k1sd c3m c6ph | 8s | 73 74
p1s c2mh | 5s | 73
p2sh | 5z | 
c4mhd c3md c3m p9mh | 4s | 69 73
c5p c6phd c7sh c6mhd | 7m | 50 70
c1p c1md k6zhd c7md | 5m | 59 67 70 72
c1sd c4sh | - | 71
p5zh c4ph | 9s | 59
k6zd k4z k1zhd c6mh | 9p | 17 59 73x2
c7mh c1md c7pd | 5s | 70 72
p2md k1zhd | 2z | 67 73
p5z k7z p1z k3z | 1p | 48 54 57 59x2 73x2
k6zhd k8pd k6mhd p5p | - | 17 48 59 66
c2p p7sh c7mh k6zh | 6p | 59 66 67
c7phd c1phd c1pd c7s | 5m | 69 70 72
p6s k4pd k4zhd p3z | - | 48 73x2 82
c7p c7p | - | 69
c7p k4zhd p5zd p3zhd | 5s | 59 66 67 73x2
p7z k3zhd k9mhd p8m | 1p | 48 53 59 73x2
c1shd c7sd c7mh c1md | 5s | 70x2 72
c1phd c7mhd c7pd c1mhd | 5s | 29
p3sh k2sh k4sh | 3p | 24 33 53
c4mhd c4pd c5ph c4shd | 4p | 41
c7pd c1p c5phd c3pd | 2s | 16
c7sd c7sh c7s c7shd | 5p | 14
c7phd c7ph c1ph c1ph | 5p | 13
p6mh k5md p4mh p7mh | 8m | 15 33 48 74
";

    #[test]
    fn generated() {
        let mut cases = 0;
        for line in GENERATED.lines() {
            let [text, pair_text, want] =
                <[&str; 3]>::try_from(line.split('|').collect::<Vec<_>>())
                    .unwrap_or_else(|_| panic!("bad line {line}"));
            let (melds, len) = melds(text);
            let got = meld_fans(&melds[..len], pair(pair_text.trim()));
            assert_eq!(got, fans(want), "{line}");
            cases += 1;
        }
        assert!(cases > 400);
    }
}
