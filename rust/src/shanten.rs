//! The standard shanten number (向听数) with wildcards: the fewest tiles still to draw, less one.
//!
//! A hand's distance to a form is the fewest tiles missing from the most of its tiles that the
//! form can keep; wildcards fill missing places for free, so shanten = distance − wildcards − 1
//! (−1: complete, 0: waiting). The regular form spreads its melds and pair over the suits with
//! the per-suit tables of `shanten_table` and their products (`spread`); seven pairs and
//! thirteen orphans are counted.

use crate::error::Error;
use crate::forms::{pairs_and_singles, ORPHAN_MASK};
use crate::key::{encode, keys_of, STEP};
use crate::knitted::{sets_held, HONOR_MASK, KNITTED_SETS, PATTERNS};
use crate::mcr::count_masks::{kinds_above, kinds_held};
pub use crate::rules::Forms;
use crate::shanten_table::{shanten_tables, ShantenTables};
use crate::sizes::Sizes;
use crate::tiles::{Counts, HONOR_START, SUIT_STARTS};

/// Missing tiles of the regular form with `melds` melds (0 to 4) and one pair.
pub fn regular_distance(counts: &Counts, melds: usize, allow_fifth_copy: bool) -> u32 {
    u32::from(shanten_tables(allow_fifth_copy).cells(&keys_of(counts))[melds])
}

/// Missing tiles of knitted straight (组合龙): the nine tiles of a knitted set, then `melds`
/// melds (1 concealed, 0 with one declared meld) and a pair from the rest. A knitted tile
/// kept is one copy of its kind; the rest's meld and pair never hold more than three copies
/// of a kind, so the copy limit needs no more care than the regular tables give it.
pub fn knitted_straight_distance(counts: &Counts, melds: usize, allow_fifth_copy: bool) -> u32 {
    let t = shanten_tables(allow_fifth_copy);
    let honors = encode(&counts[HONOR_START..]);
    // For each suit and pattern: the knitted tiles held, and the key of the rest.
    let parts: [[(u32, usize); 3]; 3] = std::array::from_fn(|suit| {
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
            (held, rest)
        })
    });
    KNITTED_SETS
        .iter()
        .map(|set| {
            let kept: u32 = (0..3).map(|suit| parts[suit][set[suit]].0).sum();
            let rest = [parts[0][set[0]].1, parts[1][set[1]].1, parts[2][set[2]].1, honors];
            9 - kept + u32::from(t.cells(&rest)[melds])
        })
        .min()
        .unwrap_or(u32::MAX)
}

/// Missing tiles of honors and knitted tiles (全不靠): 14 different tiles from the seven honors
/// and the nine tiles of one knitted set.
pub fn honors_and_knitted_distance(held: u64, sets: &[u32; 6]) -> u32 {
    let most = sets.iter().copied().max().unwrap_or(0);
    14 - ((held & HONOR_MASK).count_ones() + most).min(14)
}

/// Missing tiles of seven pairs (14 tiles); four of a kind is two pairs (龙七对).
pub fn seven_pairs_distance(counts: &Counts) -> u32 {
    let (pairs, singles) = pairs_and_singles(counts);
    let wanted = 7u32.saturating_sub(pairs);
    // A single pairs with one more copy; a pair from nothing takes two.
    let paired = wanted.min(singles);
    paired + 2 * (wanted - paired)
}

/// Missing tiles of thirteen orphans (14 tiles); `held` has bit t set where the hand holds t.
pub fn thirteen_orphans_distance(counts: &Counts, held: u64) -> u32 {
    let pair = kinds_above(counts, 1) & ORPHAN_MASK != 0;
    14 - (held & ORPHAN_MASK).count_ones() - u32::from(pair)
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
#[inline(always)]
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
    let held = kinds_held(counts);
    let sets = sets_held(held);
    Ok(ByForm {
        regular,
        seven_pairs: concealed.then(|| shanten(seven_pairs_distance(counts))),
        thirteen_orphans: concealed.then(|| shanten(thirteen_orphans_distance(counts, held))),
        honors_and_knitted: concealed.then(|| shanten(honors_and_knitted_distance(held, &sets))),
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

/// The least shanten over `forms` that apply, as `by_form(..)?.least(forms)`: the special forms
/// by word sums and kind masks, and the knitted straight only for the knitted sets that a
/// bound leaves able to beat the rest.
pub fn least(
    counts: &Counts,
    wildcards: u32,
    forms: Forms,
    allow_fifth_copy: bool,
) -> Result<Option<i32>, Error> {
    let melds = melds_to_make(counts, wildcards)?;
    let concealed = melds == 4;
    let straight = forms.knitted_straight && melds >= 3;
    // Distances, u32::MAX while no form applies.
    let mut best = u32::MAX;
    if concealed && forms.seven_pairs {
        best = seven_pairs_distance(counts);
    }
    let orphans = concealed && forms.thirteen_orphans;
    let knitted = concealed && forms.honors_and_knitted;
    let held = if orphans || knitted || straight { kinds_held(counts) } else { 0 };
    if orphans {
        best = best.min(thirteen_orphans_distance(counts, held));
    }
    let sets = if knitted || straight { sets_held(held) } else { [0; 6] };
    if knitted {
        best = best.min(honors_and_knitted_distance(held, &sets));
    }
    if forms.regular || straight {
        let t = shanten_tables(allow_fifth_copy);
        let keys = keys_of(counts);
        let cells = t.cells(&keys);
        if forms.regular {
            best = best.min(u32::from(cells[melds]));
        }
        if straight {
            let floor = u32::from(cells[melds - 3]);
            let below = Knitted { t, counts, keys: &keys, melds: melds - 3 };
            best = below.below(sets, floor, best);
        }
    }
    Ok((best != u32::MAX).then(|| from_distance(best, wildcards)))
}

/// A hand's knitted straight: its tables, counts and keys, and the melds besides the knitted
/// tiles (1 concealed, 0 with one declared meld).
struct Knitted<'a> {
    t: &'a ShantenTables,
    counts: &'a Counts,
    keys: &'a [usize; 4],
    melds: usize,
}

impl Knitted<'_> {
    /// The least of `bound` and the distance of the knitted straight on each set (`held` of its
    /// tiles held, in the order of `KNITTED_SETS`). The rest's distance is at least `floor`,
    /// the whole hand's for the same melds (a suit keeps no fewer tiles from more), so a set
    /// whose held tiles cannot get under the bound even then is not looked up.
    #[inline(always)]
    fn below(&self, held: [u32; 6], floor: u32, bound: u32) -> u32 {
        let mut best = bound;
        for (set, held) in KNITTED_SETS.iter().zip(held) {
            if 9 - held + floor < best {
                best = best.min(9 - held + self.rest(set));
            }
        }
        best
    }

    /// The rest's distance once the knitted tiles of `set` held are taken out, one copy each.
    #[inline(never)]
    fn rest(&self, set: &[usize; 3]) -> u32 {
        let suit = |s: usize| {
            let start = SUIT_STARTS[s];
            let taken: usize = PATTERNS[set[s]]
                .iter()
                .filter(|&&r| self.counts[start + r] > 0)
                .map(|&r| STEP[r])
                .sum();
            self.keys[s] - taken
        };
        u32::from(self.t.cells(&[suit(0), suit(1), suit(2), self.keys[3]])[self.melds])
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

    // The fast least equals the least over every form's plain value, on dealt hands of every
    // size with and without wildcards, for every choice of forms, under both copy rules; and on
    // hands dealt from the knitted tiles and honors, where the knitted forms are near.
    #[test]
    fn least_equals_by_form_on_dealt_hands() {
        let mut rng = crate::wall::splitmix::SplitMix64::new(77);
        let mut next = |n: u64| rng.next() % n;
        let knitted: Vec<usize> = crate::knitted::set_tiles(&KNITTED_SETS[3])
            .into_iter()
            .chain(HONOR_START..34)
            .collect();
        for round in 0..60_000 {
            let total = [13, 14, 13, 14, 10, 11, 7, 8, 4, 5, 1, 2][round % 12];
            let wildcards = if round % 3 == 0 { 0 } else { next(4) as u32 % (total + 1) };
            let mut counts = [0u8; 34];
            let mut tiles = 0;
            while tiles + wildcards < total {
                let kind = if round % 4 == 3 {
                    knitted[next(knitted.len() as u64) as usize]
                } else {
                    next(34) as usize
                };
                if counts[kind] < 4 {
                    counts[kind] += 1;
                    tiles += 1;
                }
            }
            let free = round % 5 == 0;
            let all = by_form(&counts, wildcards, free).unwrap();
            for bits in 0..32u32 {
                let forms = Forms {
                    regular: bits & 1 != 0,
                    seven_pairs: bits & 2 != 0,
                    thirteen_orphans: bits & 4 != 0,
                    honors_and_knitted: bits & 8 != 0,
                    knitted_straight: bits & 16 != 0,
                };
                let fast = least(&counts, wildcards, forms, free).unwrap();
                assert_eq!(fast, all.least(forms), "{counts:?} {wildcards} {forms:?} {free}");
            }
        }
    }

    #[test]
    fn knitted_forms() {
        // 147m 258p 369s + 123z... : honors and knitted, complete.
        let knitted = |hand: &str| {
            let held = kinds_held(&parse(hand));
            honors_and_knitted_distance(held, &sets_held(held))
        };
        assert_eq!(knitted("147m258p369s12345z"), 0);
        assert_eq!(knitted("147m258p36s12345z"), 1);
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
        let orphans = |hand: &str| {
            let counts = parse(hand);
            thirteen_orphans_distance(&counts, kinds_held(&counts))
        };
        assert_eq!(orphans("19m19p19s1234567z"), 1);
        assert_eq!(orphans("19m19p19s12345677z"), 0);
        assert_eq!(orphans("123456789m"), 12);
    }
}
