//! The standard shanten number (向听数) with wildcards: the fewest tiles still to draw, less one.
//!
//! A hand's distance to a form is the fewest tiles missing from the most of its tiles that the
//! form can keep; wildcards fill missing places for free, so shanten = distance − wildcards − 1
//! (−1: complete, 0: waiting). The regular form spreads its melds and pair over the suits with
//! the per-suit tables of `shanten_table`; seven pairs and thirteen orphans are counted.

use crate::error::Error;
use crate::key::{encode, STEP};
use crate::knitted::{KNITTED_SETS, PATTERNS};
pub use crate::rules::Forms;
use crate::shanten_table::{missing, shanten_tables, Entry};
use crate::sizes::Sizes;
use crate::tiles::{Counts, HONOR_START, ORPHANS, SUIT_STARTS};

/// Missing tiles of the regular form with `melds` melds and one pair.
pub fn regular_distance(counts: &Counts, melds: usize, allow_fifth_copy: bool) -> u32 {
    let t = shanten_tables(allow_fifth_copy);
    let parts: [&Entry; 4] = [
        &t.suit[encode(&counts[SUIT_STARTS[0]..SUIT_STARTS[0] + 9])],
        &t.suit[encode(&counts[SUIT_STARTS[1]..SUIT_STARTS[1] + 9])],
        &t.suit[encode(&counts[SUIT_STARTS[2]..SUIT_STARTS[2] + 9])],
        &t.honor[encode(&counts[HONOR_START..])],
    ];
    spread(parts, melds)
}

/// The fewest missing tiles over the ways to spread `melds` melds and the pair over the suits:
/// a min-plus product of the suits' rows, with and without the pair.
fn spread(parts: [&Entry; 4], melds: usize) -> u32 {
    const FAR: u32 = 1 << 12;
    // best[m] without the pair, paired[m] with it, over the suits so far.
    let mut best = [FAR; 5];
    let mut paired = [FAR; 5];
    best[0] = 0;
    for entry in parts {
        let plain: [u32; 5] = std::array::from_fn(|m| u32::from(missing(entry, m)));
        let with_pair: [u32; 5] = std::array::from_fn(|m| u32::from(missing(entry, 5 + m)));
        let mut next = [FAR; 5];
        let mut next_paired = [FAR; 5];
        for m in 0..=melds {
            for j in 0..=m {
                next[m] = next[m].min(best[m - j] + plain[j]);
                next_paired[m] =
                    next_paired[m].min((paired[m - j] + plain[j]).min(best[m - j] + with_pair[j]));
            }
        }
        best = next;
        paired = next_paired;
    }
    paired[melds]
}

/// Missing tiles of knitted straight (组合龙): the nine tiles of a knitted set, then `melds`
/// melds (1 concealed, 0 with one declared meld) and a pair from the rest. A knitted tile
/// kept is one copy of its kind; the rest's meld and pair never hold more than three copies
/// of a kind, so the copy limit needs no more care than the regular tables give it.
pub fn knitted_straight_distance(counts: &Counts, melds: usize, allow_fifth_copy: bool) -> u32 {
    let t = shanten_tables(allow_fifth_copy);
    let honors = &t.honor[encode(&counts[HONOR_START..])];
    // For each suit and pattern: the knitted tiles held, and the table entry of the rest.
    let parts: [[(u32, &Entry); 3]; 3] = std::array::from_fn(|suit| {
        let start = SUIT_STARTS[suit];
        let key = encode(&counts[start..start + 9]);
        std::array::from_fn(|pattern| {
            let (mut held, mut rest) = (0, key);
            for &r in &PATTERNS[pattern] {
                if counts[start + r] > 0 {
                    held += 1;
                    rest -= STEP[r];
                }
            }
            (held, &t.suit[rest])
        })
    });
    KNITTED_SETS
        .iter()
        .map(|set| {
            let kept: u32 = (0..3).map(|suit| parts[suit][set[suit]].0).sum();
            let rest = [parts[0][set[0]].1, parts[1][set[1]].1, parts[2][set[2]].1, honors];
            9 - kept + spread(rest, melds)
        })
        .min()
        .unwrap_or(u32::MAX)
}

/// Missing tiles of honors and knitted tiles (全不靠): 14 different tiles from the seven honors
/// and the nine tiles of one knitted set.
pub fn honors_and_knitted_distance(counts: &Counts) -> u32 {
    let honors = counts[HONOR_START..].iter().filter(|&&c| c > 0).count() as u32;
    14 - (honors + most_knitted_held(counts)).min(14)
}

/// Missing tiles of seven pairs (14 tiles); four of a kind is two pairs (龙七对).
pub fn seven_pairs_distance(counts: &Counts) -> u32 {
    let pairs: u32 = counts.iter().map(|&c| u32::from(c / 2)).sum();
    let singles: u32 = counts.iter().map(|&c| u32::from(c % 2)).sum();
    let wanted = 7u32.saturating_sub(pairs);
    // A single pairs with one more copy; a pair from nothing takes two.
    let paired = wanted.min(singles);
    paired + 2 * (wanted - paired)
}

/// Missing tiles of thirteen orphans (14 tiles).
pub fn thirteen_orphans_distance(counts: &Counts) -> u32 {
    let kinds = ORPHANS.iter().filter(|&&t| counts[t] > 0).count() as u32;
    let pair = ORPHANS.iter().any(|&t| counts[t] >= 2);
    14 - kinds - u32::from(pair)
}

/// The shanten of each form; the special forms only for a concealed hand (13 or 14 tiles).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ByForm {
    pub regular: i32,
    pub seven_pairs: Option<i32>,
    pub thirteen_orphans: Option<i32>,
    pub honors_and_knitted: Option<i32>,
    pub knitted_straight: Option<i32>,
}

/// The melds a hand of 3n + 1 or 3n + 2 tiles (n ≤ 4) still has to make: n.
fn melds_to_make(counts: &Counts, wildcards: u32) -> Result<usize, Error> {
    let tiles = Sizes::Shanten { smallest: 1 }.check(counts, wildcards)?;
    Ok(((tiles + wildcards) / 3) as usize)
}

/// Shanten by form of 34 counts (each 0..=4) plus `wildcards`; the hand holds 3n + 1 tiles
/// (waiting to draw) or 3n + 2 (just drawn), n ≤ 4, and n is its number of melds to make.
pub fn by_form(counts: &Counts, wildcards: u32, allow_fifth_copy: bool) -> Result<ByForm, Error> {
    let melds = melds_to_make(counts, wildcards)?;
    let regular = from_distance(regular_distance(counts, melds, allow_fifth_copy), wildcards);
    let concealed = melds == 4;
    let shanten = |distance: u32| from_distance(distance, wildcards);
    Ok(ByForm {
        regular,
        seven_pairs: concealed.then(|| shanten(seven_pairs_distance(counts))),
        thirteen_orphans: concealed.then(|| shanten(thirteen_orphans_distance(counts))),
        honors_and_knitted: concealed.then(|| shanten(honors_and_knitted_distance(counts))),
        knitted_straight: (melds >= 3)
            .then(|| shanten(knitted_straight_distance(counts, melds - 3, allow_fifth_copy))),
    })
}

impl ByForm {
    /// The least shanten over the chosen forms that apply, if any does.
    pub fn least(&self, forms: Forms) -> Option<i32> {
        [
            forms.regular.then_some(self.regular),
            self.seven_pairs.filter(|_| forms.seven_pairs),
            self.thirteen_orphans.filter(|_| forms.thirteen_orphans),
            self.honors_and_knitted.filter(|_| forms.honors_and_knitted),
            self.knitted_straight.filter(|_| forms.knitted_straight),
        ]
        .into_iter()
        .flatten()
        .min()
    }
}

/// The least shanten over `forms` that apply, as `by_form(..)?.least(forms)` but skipping the
/// knitted straight when even keeping every knitted tile held could not beat the rest.
pub fn least(
    counts: &Counts,
    wildcards: u32,
    forms: Forms,
    allow_fifth_copy: bool,
) -> Result<Option<i32>, Error> {
    let melds = melds_to_make(counts, wildcards)?;
    let concealed = melds == 4;
    let shanten = |distance: u32| from_distance(distance, wildcards);
    let best = [
        forms.regular.then(|| shanten(regular_distance(counts, melds, allow_fifth_copy))),
        (concealed && forms.seven_pairs).then(|| shanten(seven_pairs_distance(counts))),
        (concealed && forms.thirteen_orphans).then(|| shanten(thirteen_orphans_distance(counts))),
        (concealed && forms.honors_and_knitted)
            .then(|| shanten(honors_and_knitted_distance(counts))),
    ]
    .into_iter()
    .flatten()
    .min();
    if melds < 3 || !forms.knitted_straight {
        return Ok(best);
    }
    // At least the knitted tiles not held are missing.
    let floor = shanten(9 - most_knitted_held(counts));
    if best.is_some_and(|b| floor >= b) {
        return Ok(best);
    }
    let straight = shanten(knitted_straight_distance(counts, melds - 3, allow_fifth_copy));
    Ok(Some(best.map_or(straight, |b| b.min(straight))))
}

/// The most tiles of one knitted set the hand holds (one copy each counts).
fn most_knitted_held(counts: &Counts) -> u32 {
    let held = |suit: usize, pattern: usize| {
        PATTERNS[pattern].iter().filter(|&&r| counts[SUIT_STARTS[suit] + r] > 0).count() as u32
    };
    KNITTED_SETS.iter().map(|set| (0..3).map(|suit| held(suit, set[suit])).sum()).max().unwrap_or(0)
}

/// Useful tiles (有效牌): bit t is set when drawing t lowers the shanten over `forms` of a hand
/// waiting to draw (3n + 1 tiles). A tile the hand holds four times cannot be drawn.
pub fn useful(
    counts: &Counts,
    wildcards: u32,
    forms: Forms,
    allow_fifth_copy: bool,
) -> Result<u64, Error> {
    let tiles: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    if (tiles + wildcards) % 3 != 1 {
        return Err(Error::WaitSize { tiles, wildcards });
    }
    let before = least(counts, wildcards, forms, allow_fifth_copy)?;
    let mut hand = *counts;
    let mut found = 0u64;
    for t in 0..hand.len() {
        if hand[t] == 4 {
            continue;
        }
        hand[t] += 1;
        let after = least(&hand, wildcards, forms, allow_fifth_copy)?;
        hand[t] -= 1;
        if let (Some(after), Some(before)) = (after, before) {
            if after < before {
                found |= 1 << t;
            }
        }
    }
    Ok(found)
}

/// Shanten from a distance: the wildcards fill missing places first.
pub fn from_distance(distance: u32, wildcards: u32) -> i32 {
    distance as i32 - wildcards as i32 - 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse;

    fn regular(hand: &str, free: bool) -> i32 {
        from_distance(regular_distance(&parse(hand), 4, free), 0)
    }

    #[test]
    fn regular_shanten() {
        assert_eq!(regular("123m456p789s11222z", false), -1);
        assert_eq!(regular("123m456p789s1122z", false), 0);
        assert_eq!(regular("123m456p789s1234z", false), 2);
        assert_eq!(regular("123m456p789s1123z", false), 1);
        // Three pungs and four of a kind: waiting on a fifth copy only when that is allowed.
        assert_eq!(regular("111m222p333s4444z", false), 1);
        assert_eq!(regular("111m222p333s4444z", true), 0);
        assert_eq!(regular("19m19p19s1234567z", false), 8);
    }

    #[test]
    fn useful_tiles() {
        let all = Forms::ALL;
        let none = Forms::NONE;
        let regular = Forms { regular: true, ..none };
        let tiles = |hand: &str, forms| {
            let mask = useful(&parse(hand), 0, forms, false).unwrap();
            (0..34).filter(|t| mask >> t & 1 == 1).collect::<Vec<usize>>()
        };
        // Waiting on 1m/4m: the useful tiles are the waits.
        assert_eq!(tiles("23m456p789s11122z", regular), [0, 3]);
        // 1-shanten, three melds and 23m 56m: 1m 4m 7m make a meld, 2m 3m 5m 6m a pair.
        assert_eq!(tiles("23m56m456p789s111z", regular), [0, 1, 2, 3, 4, 5, 6]);
        // Seven pairs one short: the single helps; with all forms too.
        assert_eq!(tiles("1122m3344p5566s7z", all), [33]);
        assert!(useful(&parse("1122m3344p5566s77z"), 0, all, false).is_err());
    }

    // The pruned least equals the least over every form's value, on hands near each form.
    #[test]
    fn least_equals_by_form() {
        for hand in [
            "147m258p369s5551z",
            "147m258p36s55511z",
            "123m456p789s1122z",
            "19m19p19s1234567z",
            "1122m3344p5566s7z",
            "147m258p369s1z",
            "1m",
            "14m25p36s1234567z",
        ] {
            let counts = parse(hand);
            for free in [false, true] {
                let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
                let all = by_form(&counts, 0, free).map(|b| b.least(Forms::ALL)).ok().flatten();
                assert_eq!(
                    least(&counts, 0, Forms::ALL, free).ok().flatten(),
                    all,
                    "{hand} {total}"
                );
            }
        }
    }

    #[test]
    fn knitted_forms() {
        // 147m 258p 369s + 123z... : honors and knitted, complete.
        assert_eq!(honors_and_knitted_distance(&parse("147m258p369s12345z")), 0);
        assert_eq!(honors_and_knitted_distance(&parse("147m258p36s12345z")), 1);
        // Knitted straight 147m 258p 369s + 123m? no: + 555z pung + 11z pair.
        assert_eq!(knitted_straight_distance(&parse("147m258p369s55511z"), 1, false), 0);
        assert_eq!(knitted_straight_distance(&parse("147m258p369s5551z"), 1, false), 1);
        // With a declared meld: the nine tiles and a pair.
        assert_eq!(knitted_straight_distance(&parse("147m258p369s11z"), 0, false), 0);
    }

    #[test]
    fn special_forms() {
        assert_eq!(seven_pairs_distance(&parse("1122m3344p5566s7z")), 1);
        assert_eq!(seven_pairs_distance(&parse("1111m3344p5566s7z")), 1);
        assert_eq!(thirteen_orphans_distance(&parse("19m19p19s1234567z")), 1);
        assert_eq!(thirteen_orphans_distance(&parse("19m19p19s12345677z")), 0);
        assert_eq!(thirteen_orphans_distance(&parse("123456789m")), 12);
    }
}
