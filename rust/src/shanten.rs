//! The standard shanten number (向听数) with wildcards: the fewest tiles still to draw, less one.
//!
//! A hand's distance to a form is the fewest tiles missing from the most of its tiles that the
//! form can keep; wildcards fill missing places for free, so shanten = distance − wildcards − 1
//! (−1: complete, 0: waiting). The regular form spreads its melds and pair over the suits with
//! the per-suit tables of `shanten_table`; seven pairs and thirteen orphans are counted.

use crate::error::Error;
use crate::key::encode;
use crate::shanten_table::{missing, shanten_tables, Entry};
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
    // best[p][m]: fewest missing over the suits so far, with m melds and p pairs among them.
    const FAR: u32 = u32::MAX / 4;
    let mut best = [[FAR; 5]; 2];
    best[0][0] = 0;
    for entry in parts {
        let mut next = [[FAR; 5]; 2];
        for p in 0..2 {
            for m in 0..=melds {
                if best[p][m] == FAR {
                    continue;
                }
                for q in 0..2 - p {
                    for j in 0..=melds - m {
                        let cost = best[p][m] + u32::from(missing(entry, q * 5 + j));
                        let cell = &mut next[p + q][m + j];
                        *cell = (*cell).min(cost);
                    }
                }
            }
        }
        best = next;
    }
    best[1][melds]
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
}

/// Shanten by form of 34 counts (each 0..=4) plus `wildcards`; the hand holds 3n + 1 tiles
/// (waiting to draw) or 3n + 2 (just drawn), n ≤ 4, and n is its number of melds to make.
pub fn by_form(counts: &Counts, wildcards: u32, allow_fifth_copy: bool) -> Result<ByForm, Error> {
    let tiles: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    let total = tiles + wildcards;
    if total == 0 || total > 14 || total % 3 == 0 {
        return Err(Error::ShantenSize { tiles, wildcards });
    }
    let melds = (total / 3) as usize;
    let regular = from_distance(regular_distance(counts, melds, allow_fifth_copy), wildcards);
    let concealed = melds == 4;
    Ok(ByForm {
        regular,
        seven_pairs: concealed.then(|| from_distance(seven_pairs_distance(counts), wildcards)),
        thirteen_orphans: concealed
            .then(|| from_distance(thirteen_orphans_distance(counts), wildcards)),
    })
}

/// The forms to take the least over, as chosen by the caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Forms {
    pub regular: bool,
    pub seven_pairs: bool,
    pub thirteen_orphans: bool,
}

impl ByForm {
    /// The least shanten over the chosen forms that apply, if any does.
    pub fn least(&self, forms: Forms) -> Option<i32> {
        [
            forms.regular.then_some(self.regular),
            self.seven_pairs.filter(|_| forms.seven_pairs),
            self.thirteen_orphans.filter(|_| forms.thirteen_orphans),
        ]
        .into_iter()
        .flatten()
        .min()
    }
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
    let before = by_form(counts, wildcards, allow_fifth_copy)?.least(forms);
    let mut hand = *counts;
    let mut found = 0u64;
    for t in 0..hand.len() {
        if hand[t] == 4 {
            continue;
        }
        hand[t] += 1;
        let after = by_form(&hand, wildcards, allow_fifth_copy)?.least(forms);
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
        let all = Forms { regular: true, seven_pairs: true, thirteen_orphans: true };
        let regular = Forms { regular: true, seven_pairs: false, thirteen_orphans: false };
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

    #[test]
    fn special_forms() {
        assert_eq!(seven_pairs_distance(&parse("1122m3344p5566s7z")), 1);
        assert_eq!(seven_pairs_distance(&parse("1111m3344p5566s7z")), 1);
        assert_eq!(thirteen_orphans_distance(&parse("19m19p19s1234567z")), 1);
        assert_eq!(thirteen_orphans_distance(&parse("19m19p19s12345677z")), 0);
        assert_eq!(thirteen_orphans_distance(&parse("123456789m")), 12);
    }
}
