//! The special forms that need exactly 14 tiles, a concealed hand: seven pairs (七对), thirteen
//! orphans (十三幺) and honors and knitted tiles (全不靠).
//!
//! Each function gives how many wildcards the real tiles need to take the form, or `None` when
//! they cannot. Since the form has exactly 14 tiles, that number is always 14 minus the real
//! tiles; what is checked is whether the real tiles fit.

use crate::knitted::{NUMBERED_MASK, SET_MASKS};
use crate::mcr::count_masks::{kinds_above, kinds_counted, total};
use crate::tiles::{tile_mask, Counts, ORPHANS};
use crate::words::{sum_of, ONES};

/// Seven pairs; four of a kind counts as two pairs (龙七对), as MCR and most Chinese rules do.
/// A single takes one wildcard to pair; two wildcards pair with each other. `held` has bit t
/// set where the hand holds tile t: more than seven kinds, as most hands hold, settle it at
/// once (a test that branches alike for nearly every hand).
#[inline]
pub fn seven_pairs_need(counts: &Counts, held: u64) -> Option<u32> {
    if held.count_ones() > 7 {
        return None;
    }
    let (pairs, singles) = pairs_and_singles(counts);
    (pairs + singles <= 7).then(|| 14 - 2 * pairs - singles)
}

/// The pairs the counts hold (four of a kind two) and the odd copies left: a count's pairs
/// (0 to 2) are its bits 1 and 2, its single bit 0, summed a word at a time.
#[inline(always)]
pub(crate) fn pairs_and_singles(counts: &Counts) -> (u32, u32) {
    (sum_of(counts, |w| (w >> 1) & (3 * ONES)), sum_of(counts, |w| w & ONES))
}

/// The thirteen orphans, bit t for tile t.
pub const ORPHAN_MASK: u64 = tile_mask(&ORPHANS);

/// Thirteen orphans: each terminal and honor once, one of them twice; nothing else. `held` as
/// for `seven_pairs_need`: a middle tile, which most hands hold, settles it at once.
#[inline]
pub fn thirteen_orphans_need(counts: &Counts, held: u64) -> Option<u32> {
    if held & !ORPHAN_MASK != 0 {
        return None;
    }
    // No kind more than twice, one pair at most (so at most 14 real tiles).
    let at_most_two = kinds_above(counts, 2) == 0;
    let one_pair = kinds_counted(counts, 2).count_ones() <= 1;
    (at_most_two && one_pair).then(|| 14 - total(counts))
}

/// Honors and knitted tiles: 14 different tiles from the seven honors and one knitted set
/// (147, 258 and 369 each in its own suit). `held` has bit t set where the hand holds tile t,
/// and `real` is the number of real tiles. The wildcards take 14 − `real` of the places the
/// real tiles leave, each a kind not held, so the fifth-copy rule never bites.
#[inline]
pub fn honors_and_knitted_need(counts: &Counts, held: u64, real: u32) -> Option<u32> {
    // Most hands hold a kind twice and stop here.
    if real > 14 || kinds_above(counts, 1) != 0 {
        return None;
    }
    let numbered = held & NUMBERED_MASK;
    SET_MASKS.iter().any(|&set| numbered & !set == 0).then(|| 14 - real)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcr::count_masks::kinds_held;
    use crate::tiles::parse;

    /// The needs with the kinds held worked out here.
    fn sp(counts: &Counts) -> Option<u32> {
        seven_pairs_need(counts, kinds_held(counts))
    }

    fn to(counts: &Counts) -> Option<u32> {
        thirteen_orphans_need(counts, kinds_held(counts))
    }

    #[test]
    fn seven_pairs() {
        assert_eq!(sp(&parse("1122m3344p5566s77z")), Some(0));
        // Four of a kind is two pairs.
        assert_eq!(sp(&parse("1111m3344p5566s77z")), Some(0));
        assert_eq!(sp(&parse("1122m3344p5566s7z")), Some(1));
        // Eight singles cannot fit in seven pairs whatever the wildcards.
        assert_eq!(sp(&parse("13579m2468p")), None);
        assert_eq!(sp(&parse("")), Some(14));
        // Three of a kind is a pair and a single.
        assert_eq!(sp(&parse("111m")), Some(11));
    }

    #[test]
    fn thirteen_orphans() {
        assert_eq!(to(&parse("19m19p19s12345677z")), Some(0));
        assert_eq!(to(&parse("19m19p19s1234567z")), Some(1));
        assert_eq!(to(&parse("19m19p19s11234567z")), Some(0));
        // Two pairs, a middle tile, or three copies break the form.
        assert_eq!(to(&parse("119m19p19s1234577z")), None);
        assert_eq!(to(&parse("129m19p19s1234567z")), None);
        assert_eq!(to(&parse("111m")), None);
    }

    /// Thirteen orphans counted tile by tile, as the form reads.
    fn orphans_by_tiles(counts: &Counts) -> Option<u32> {
        let middle = (0..34).any(|t| counts[t] > 0 && !ORPHANS.contains(&t));
        let over = ORPHANS.iter().any(|&t| counts[t] > 2);
        let pairs = ORPHANS.iter().filter(|&&t| counts[t] == 2).count();
        let real: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        (!middle && !over && pairs <= 1).then(|| 14 - real)
    }

    #[test]
    fn thirteen_orphans_by_masks_is_the_tile_by_tile_count() {
        let mut rng = crate::wall::splitmix::SplitMix64::new(7);
        let mut next = |n: u64| rng.next() % n;
        for _ in 0..50_000 {
            let mut counts = [0u8; 34];
            // Mostly orphans, some middle tiles, up to 16 tiles.
            for _ in 0..next(17) {
                let t = if next(6) == 0 { next(34) as usize } else { ORPHANS[next(13) as usize] };
                counts[t] = (counts[t] + 1).min(4);
            }
            assert_eq!(to(&counts), orphans_by_tiles(&counts), "{counts:?}");
        }
    }

    #[test]
    fn honors_and_knitted() {
        let need = |hand: &str| {
            let counts = parse(hand);
            let real = counts.iter().map(|&c| c as u32).sum();
            honors_and_knitted_need(&counts, kinds_held(&counts), real)
        };
        assert_eq!(need("147m258p369s12345z"), Some(0));
        // Any 14 of the 16: seven honors and seven of the knitted tiles.
        assert_eq!(need("14m258p36s1234567z"), Some(0));
        assert_eq!(need("147m258p369s1234z"), Some(1));
        assert_eq!(need("1z"), Some(13));
        assert_eq!(need(""), Some(14));
        // A pair, a tile outside the set, two patterns in one suit.
        assert_eq!(need("147m258p369s11234z"), None);
        assert_eq!(need("147m258p368s12345z"), None);
        assert_eq!(need("14m2m"), None);
        assert_eq!(need("147m258p"), Some(8));
    }
}
