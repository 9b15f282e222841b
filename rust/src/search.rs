//! Multi-suit wildcard search: the four per-suit table entries combined, with the pair in one
//! suit, and the wildcards spread across the suits (seed 004's step 6, done on minima).
//!
//! Each suit's entry is the fewest wildcards that complete it; a suit completes with any larger
//! number of the same residue too, by adding melds of wildcards alone, as long as some kind has
//! room for them. So the whole hand needs the least sum over the choice of pair suit, and a hand
//! with more wildcards than that wins when the surplus is a multiple of three and has room.

use crate::feasible::feasible_mask;
use crate::forms::{honors_and_knitted_need, seven_pairs_need, thirteen_orphans_need};
use crate::key::{keys_of, STEP};
use crate::knitted::most_held;
use crate::knitted_straight;
use crate::mcr::count_masks::{kinds_above, kinds_held, total};
pub use crate::rules::Rules;
use crate::table::{tables, unpack, NEVER};
use crate::tiles::{suit_kinds, suit_of, Counts, HONOR_START, KINDS, SUIT_STARTS};
use crate::words::{honor_word, ones_or_fours, suit_sizes};

/// One suit's (melds, melds + pair) needs by key; NEVER widened so that sums with it stay
/// apart.
#[inline]
pub(crate) fn key_need(key: usize, suit: usize, free: usize) -> (u32, u32) {
    let t = tables();
    widened(if suit < 3 { t.suit[free][key] } else { t.honor[free][key] })
}

/// A table byte's two needs, NEVER made `IMPOSSIBLE`: read from `WIDE` rather than computed,
/// which had taken a compare and a select for each of a hand's eight nibbles.
#[inline(always)]
fn widened(byte: u8) -> (u32, u32) {
    let wide = WIDE[usize::from(byte)];
    (wide as u32, (wide >> 32) as u32)
}

const fn widen(need: u8) -> u64 {
    if need == NEVER {
        IMPOSSIBLE as u64
    } else {
        need as u64
    }
}

/// Each byte's (melds, pair) needs widened, melds in the low half.
static WIDE: [u64; 256] = {
    let mut wide = [0u64; 256];
    let mut byte = 0;
    while byte < 256 {
        let (melds, pair) = unpack(byte as u8);
        wide[byte] = widen(melds) | widen(pair) << 32;
        byte += 1;
    }
    wide
};

#[inline(always)]
fn keys_needs(keys: &[usize; 4], free: usize) -> [(u32, u32); 4] {
    // The tables once for all four lookups: each `tables()` asks its lazy cell again.
    let t = tables();
    let (suit, honor) = (&t.suit[free], &t.honor[free]);
    [suit[keys[0]], suit[keys[1]], suit[keys[2]], honor[keys[3]]].map(widened)
}

#[inline(always)]
pub(crate) fn suit_needs(counts: &Counts, allow_fifth_copy: bool) -> [(u32, u32); 4] {
    keys_needs(&keys_of(counts), usize::from(allow_fifth_copy))
}

/// The least total need over the choice of the pair's suit.
#[inline]
fn best_of(needs: &[(u32, u32); 4]) -> Option<u32> {
    let best = least_of(needs);
    (best < IMPOSSIBLE).then_some(best)
}

/// `best_of`, `IMPOSSIBLE` or more for none.
#[inline(always)]
fn least_of(needs: &[(u32, u32); 4]) -> u32 {
    let melds: u32 = needs.iter().map(|n| n.0).sum();
    needs.iter().map(|n| melds - n.0 + n.1).min().unwrap_or(IMPOSSIBLE)
}

/// A hand's four suit keys and needs, to answer the same hand with one tile more.
pub struct Prepared {
    keys: [usize; 4],
    needs: [(u32, u32); 4],
    free: usize,
}

impl Prepared {
    pub fn new(counts: &Counts, allow_fifth_copy: bool) -> Prepared {
        Prepared::from_keys(keys_of(counts), allow_fifth_copy)
    }

    /// The hand whose suits have these keys (`key::keys_of`).
    #[inline]
    pub(crate) fn from_keys(keys: [usize; 4], allow_fifth_copy: bool) -> Prepared {
        let free = usize::from(allow_fifth_copy);
        Prepared { keys, needs: keys_needs(&keys, free), free }
    }

    /// `regular_need` of the prepared hand itself.
    #[inline]
    pub fn need(&self) -> Option<u32> {
        best_of(&self.needs)
    }

    /// `regular_need` of the prepared hand plus one tile `t` (which must have room): only
    /// `t`'s suit changes, and its key by one place value.
    #[inline]
    pub fn with_added(&self, t: usize) -> Option<u32> {
        let suit = suit_of(t);
        let mut needs = self.needs;
        needs[suit] = key_need(self.keys[suit] + STEP[t - suit_kinds(suit).start], suit, self.free);
        best_of(&needs)
    }
}

/// Larger than any real need (at most 41) summed four times.
const IMPOSSIBLE: u32 = 1 << 16;

/// The fewest wildcards that complete the real tiles into melds and one pair (any number of
/// melds), or `None` when none do (possible only with the fifth-copy cap).
pub fn regular_need(counts: &Counts, allow_fifth_copy: bool) -> Option<u32> {
    best_of(&suit_needs(counts, allow_fifth_copy))
}

/// `regular_need`, or a number above any count of wildcards when there is none.
#[inline(always)]
fn regular_least(counts: &Counts, allow_fifth_copy: bool) -> u32 {
    least_of(&suit_needs(counts, allow_fifth_copy))
}

/// The fewest extra wildcards for the regular form, holding `wildcards` already.
fn regular_extra(counts: &Counts, wildcards: u32, allow_fifth_copy: bool) -> Option<u32> {
    let need = regular_need(counts, allow_fifth_copy)?;
    regular_extra_from(counts, wildcards, allow_fifth_copy, need, kinds_held(counts).count_ones())
}

/// `regular_extra` of a hand whose `regular_need` is `need` and that holds `kinds` kinds (the
/// eight-row batch has both already).
#[inline(always)]
pub(crate) fn regular_extra_from(
    counts: &Counts,
    wildcards: u32,
    allow_fifth_copy: bool,
    need: u32,
    kinds: u32,
) -> Option<u32> {
    let extra = if wildcards <= need { need - wildcards } else { (3 - (wildcards - need) % 3) % 3 };
    let surplus_melds = (wildcards + extra - need) / 3;
    if allow_fifth_copy || surplus_melds == 0 {
        return Some(extra);
    }
    // Each surplus meld can be a pung of a kind that neither the real tiles nor the `need`
    // completing wildcards touch; when too few such kinds may be left, search exactly.
    let touched = kinds + need;
    if KINDS as u32 >= touched + surplus_melds {
        return Some(extra);
    }
    exact_extra(counts, wildcards)
}

/// The capped regular form settled by the exhaustive per-suit search; slow, and rarely needed.
fn exact_extra(counts: &Counts, wildcards: u32) -> Option<u32> {
    let suits: Vec<(&[u8], bool)> = SUIT_STARTS
        .iter()
        .map(|&s| (&counts[s..s + 9], true))
        .chain([(&counts[HONOR_START..], false)])
        .collect();
    let mut total = [false; 160];
    for pair_suit in 0..suits.len() {
        let mut reach = vec![true];
        for (i, &(v, chows)) in suits.iter().enumerate() {
            let mask = feasible_mask(v, chows, i == pair_suit, true);
            let mut next = vec![false; reach.len() + 64];
            for (a, _) in reach.iter().enumerate().filter(|(_, &r)| r) {
                for b in (0..64).filter(|b| mask >> b & 1 == 1) {
                    next[a + b] = true;
                }
            }
            reach = next;
        }
        for (w, &r) in reach.iter().enumerate().take(total.len()) {
            total[w] |= r;
        }
    }
    (wildcards as usize..total.len()).find(|&w| total[w]).map(|w| (w - wildcards as usize) as u32)
}

/// A `wildcards_needed` answer as the batches store it, one signed byte: -1 for none, and at
/// most 127 (a hand of at most 136 real tiles needs far fewer; saturate rather than wrap). A
/// match rather than `map_or`: the eight-row batch inlines this, and a closure there would be
/// called out of line.
#[inline(always)]
pub fn needed_byte(needed: Option<u32>) -> i8 {
    match needed {
        Some(n) => n.min(127) as i8,
        None => -1,
    }
}

/// The fewest extra wildcards that make the hand win, holding `wildcards` already; `None` when
/// no number does. The regular form may grow to any size; seven pairs, thirteen orphans and
/// honors and knitted tiles count only where the hand comes to 14 tiles, knitted straight where
/// it comes to 14 or 11 (one declared meld left out).
pub fn wildcards_needed(counts: &Counts, wildcards: u32, rules: Rules) -> Option<u32> {
    let forms = rules.forms;
    let regular =
        if forms.regular { regular_extra(counts, wildcards, rules.allow_fifth_copy) } else { None };
    if !forms.any_special() {
        return regular;
    }
    special_needed(counts, wildcards, rules, regular, true)
}

/// `wildcards_needed` given the regular form's answer `regular`, by the other forms; the
/// knitted straight only if `straight` (the eight-row batch has ruled it out for most rows).
#[inline]
pub(crate) fn special_needed(
    counts: &Counts,
    wildcards: u32,
    rules: Rules,
    regular: Option<u32>,
    straight: bool,
) -> Option<u32> {
    let forms = rules.forms;
    let real = total(counts);
    let held = kinds_held(counts);
    let fourteen = |need: Option<u32>| need.and_then(|n| n.checked_sub(wildcards));
    let pairs = if forms.seven_pairs { fourteen(seven_pairs_need(counts, held)) } else { None };
    let orphans =
        if forms.thirteen_orphans { fourteen(thirteen_orphans_need(counts, held)) } else { None };
    let knitted = if forms.honors_and_knitted {
        fourteen(honors_and_knitted_need(counts, held, real))
    } else {
        None
    };
    let straight = if straight && forms.knitted_straight && real + wildcards <= 14 {
        // The most wildcards a knitted straight can hold is what brings the hand to 14.
        let need = knitted_straight::need(counts, held, 14 - real, rules.allow_fifth_copy);
        need.and_then(|need| {
            [11, 14]
                .into_iter()
                .filter_map(|size: u32| size.checked_sub(real))
                .find(|&w| w >= wildcards && w >= need)
                .map(|w| w - wildcards)
        })
    } else {
        None
    };
    let least = [regular, pairs, orphans, knitted, straight].map(|n| n.unwrap_or(u32::MAX));
    least.into_iter().min().filter(|&n| n != u32::MAX)
}

/// Without wildcards a regular hand has one suit (or the honors) of 3n+2 tiles and the rest
/// 3n, and no lone or fourth honor. Most hands that lose fail this before any table lookup.
#[inline]
pub(crate) fn plain_regular_possible(counts: &Counts) -> bool {
    let residues = suit_sizes(counts).map(|size| size % 3);
    residues.iter().all(|&r| r != 1)
        && residues.iter().filter(|&&r| r == 2).count() == 1
        && ones_or_fours(honor_word(counts)) == 0
}

/// Whether the hand wins; the caller has checked that it holds 2, 5, 8, 11 or 14 tiles.
/// With at most 14 tiles the surplus always has room, so the regular form is one comparison.
/// The regular form is looked up for every hand: a test of the suits' sizes could skip the
/// lookups, but over random hands it passes or fails as a coin toss, and the mispredicted
/// branch cost more than the lookups. The other forms come after, each behind a test most
/// hands fail at once.
#[inline]
pub fn is_win(counts: &Counts, wildcards: u32, rules: Rules) -> bool {
    is_win_inlined(counts, wildcards, rules)
}

/// `is_win`, always inlined: the batch loop's copy, where the call's own cost was a third of
/// the work on a row.
#[inline(always)]
pub(crate) fn is_win_inlined(counts: &Counts, wildcards: u32, rules: Rules) -> bool {
    let forms = rules.forms;
    if forms.regular & (regular_least(counts, rules.allow_fifth_copy) <= wildcards) {
        return true;
    }
    special_win(counts, kinds_held(counts), wildcards, rules)
}

/// `is_win` by the forms other than the regular one, `held` the kinds the hand holds: what a
/// hand the regular form has turned down is asked next (the eight-row check in `win_rows`
/// looks the regular form up for eight hands at once, then asks this of the others).
#[inline(always)]
pub(crate) fn special_win(counts: &Counts, held: u64, wildcards: u32, rules: Rules) -> bool {
    let forms = rules.forms;
    if (forms.seven_pairs && seven_pairs_need(counts, held) == Some(wildcards))
        || (forms.thirteen_orphans && thirteen_orphans_need(counts, held) == Some(wildcards))
    {
        return true;
    }
    (forms.honors_and_knitted || forms.knitted_straight)
        && knitted_win(counts, held, wildcards, rules)
}

/// `is_win` by the knitted forms, kept out of line: the common forms above are inlined into
/// the batch loops, and these are rarely reached.
#[inline(never)]
fn knitted_win(counts: &Counts, held: u64, wildcards: u32, rules: Rules) -> bool {
    let forms = rules.forms;
    // Honors and knitted tiles hold no kind twice, which most hands do; a knitted straight
    // needs most of a knitted set, which most hands lack: tests that nearly always fail.
    let distinct = forms.honors_and_knitted && kinds_above(counts, 1) == 0;
    let straight = forms.knitted_straight && most_held(held) + wildcards >= 9;
    if !(distinct || straight) {
        return false;
    }
    // Without wildcards a knitted straight has the plain shape: its set holds three tiles of
    // each suit, so the suits' sizes and the honors are those of its meld and pair. (Over
    // random hands this test is a coin toss, so it comes after the rare ones.)
    let straight = straight && (wildcards > 0 || plain_regular_possible(counts));
    if !(distinct || straight) {
        return false;
    }
    let real = total(counts);
    let size = real + wildcards;
    if size != 14 && size != 11 {
        return false;
    }
    (distinct && honors_and_knitted_need(counts, held, real) == Some(wildcards))
        || (straight
            && knitted_straight::need(counts, held, wildcards, rules.allow_fifth_copy)
                .is_some_and(|need| need <= wildcards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse;

    use crate::rules::{Form, Forms};

    const R: Rules = Rules { forms: Forms::ALL, allow_fifth_copy: false };
    const FREE: Rules = Rules { allow_fifth_copy: true, ..R };

    /// The rules less one form.
    const fn without(form: Form) -> Rules {
        Rules { forms: Forms::ALL.with(form, false), ..R }
    }

    #[test]
    fn regular_hands() {
        assert!(is_win(&parse("123m456p789s11222z"), 0, R));
        assert!(!is_win(&parse("123m456p789s11223z"), 0, R));
        // Honors never form chows.
        assert!(!is_win(&parse("123m456p789s12355z"), 0, R));
        assert!(is_win(&parse("11m"), 0, R));
        assert!(is_win(&parse("11123m"), 0, R));
    }

    #[test]
    fn wildcards_fill_gaps() {
        assert!(is_win(&parse("123m456p789s1122z"), 1, R));
        assert!(is_win(&parse("13m456p789s11z"), 1, R));
        assert!(!is_win(&parse("19m456p789s11z"), 1, R));
        // Only wildcards: always a win.
        for n in [2, 5, 8, 11, 14] {
            assert!(is_win(&parse(""), n, R));
        }
    }

    // The fifth-copy rule: 1111m + one wildcard is 111m + a pair of 1m, a fifth 1m.
    #[test]
    fn fifth_copy() {
        assert!(!is_win(&parse("1111m"), 1, R));
        assert!(is_win(&parse("1111m"), 1, FREE));
        assert!(!is_win(&parse("1111z"), 1, R));
        assert!(is_win(&parse("1111z"), 1, FREE));
    }

    #[test]
    fn special_forms() {
        assert!(is_win(&parse("1122m3344p5566s77z"), 0, R));
        assert!(!is_win(&parse("1122m3344p5566s77z"), 0, without(Form::SevenPairs)));
        assert!(is_win(&parse("19m19p19s1234567z"), 1, R));
        assert!(!is_win(&parse("19m19p19s1234567z"), 1, without(Form::ThirteenOrphans)));
    }

    // The knitted forms (全不靠, 组合龙), with wildcards, and knitted straight in 11 tiles.
    #[test]
    fn knitted_forms() {
        let wins = |hand: &str, w: u32| is_win(&parse(hand), w, R);
        assert!(wins("147m258p369s12345z", 0));
        assert!(wins("147m258p36s12345z", 1));
        assert!(!is_win(&parse("147m258p369s12345z"), 0, without(Form::HonorsAndKnitted)));
        assert!(!wins("147m258p369s11234z", 0));
        assert!(wins("147m258p369s123m11z", 0));
        assert!(wins("147m258p3s1234567z", 0));
        assert!(wins("147m258p369s11222z", 0));
        assert!(wins("147m258p36s11222z", 1));
        assert!(wins("147m258p369s11z", 0));
        assert!(wins("147m258p369s1z", 1));
        assert!(wins("147m28p369s1z", 2));
        assert!(!is_win(&parse("147m258p369s11222z"), 0, without(Form::KnittedStraight)));
        assert!(!wins("147m258p369s12z", 0));
        // Four East beside the set: EEE and a pair of East, a fifth one, only when allowed.
        assert!(!wins("147m258p369s1111z", 1));
        assert!(is_win(&parse("147m258p369s1111z"), 1, FREE));
        // A knitted tile held four times: one in the set, three a pung.
        assert!(wins("1111m47m258p369s22z", 0));
        let needed = |hand: &str, w: u32| wildcards_needed(&parse(hand), w, R);
        assert_eq!(needed("147m258p369s1z", 0), Some(1));
        assert_eq!(needed("147m258p369s12345z", 0), Some(0));
        assert_eq!(needed("147m258p369s1234z", 0), Some(1));
        assert_eq!(needed("147m258p369s", 0), Some(2));
        // 12 tiles: the 11-tile straight is past, the 14-tile one takes two more.
        assert_eq!(needed("147m258p369s123z", 0), Some(2));
        let only_straight = Rules { forms: Forms::only(Form::KnittedStraight), ..R };
        // 12 tiles with the wildcards: two more make 14; past 14 no straight fits.
        assert_eq!(wildcards_needed(&parse("147m258p369s1z"), 2, only_straight), Some(2));
        assert_eq!(wildcards_needed(&parse("147m258p369s1z"), 4, only_straight), Some(0));
        assert_eq!(wildcards_needed(&parse("147m258p369s1z"), 5, only_straight), None);
    }

    #[test]
    fn needed() {
        assert_eq!(wildcards_needed(&parse("123m456p789s1122z"), 0, R), Some(1));
        assert_eq!(wildcards_needed(&parse("123m456p789s11222z"), 0, R), Some(0));
        // Two wildcards on a complete hand: one more makes a pung of wildcards.
        assert_eq!(wildcards_needed(&parse("123m456p789s11222z"), 2, R), Some(1));
        assert_eq!(wildcards_needed(&parse(""), 0, R), Some(2));
        // Not capped at 14 tiles: 4 complete melds + 3 lone honors, 2 wildcards each but one pair.
        assert_eq!(wildcards_needed(&parse("123m456m789m123p123z"), 0, R), Some(5));
        // Four East outside a kong can never complete without a fifth copy, seven pairs off.
        let no_pairs = without(Form::SevenPairs);
        assert_eq!(wildcards_needed(&parse("1111z"), 0, no_pairs), None);
        assert_eq!(wildcards_needed(&parse("1111z"), 0, R), Some(10));
    }

    // A hand so full that surplus melds of wildcards have nowhere to go: every kind of the
    // numbered suits at four copies leaves only the honors for them.
    #[test]
    fn surplus_without_room_is_searched_exactly() {
        let mut counts = [4u8; KINDS];
        counts[HONOR_START..].fill(0);
        // 108 real tiles = 36 melds; the pair and surplus must come from honors.
        let quick = wildcards_needed(&counts, 2, R);
        assert_eq!(quick, Some(0));
        assert_eq!(wildcards_needed(&counts, 30, R), exact_extra(&counts, 30));
    }
}
