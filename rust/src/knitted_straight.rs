//! Knitted straight (组合龙) in win detection: the nine tiles of one knitted set (147, 258 and
//! 369, each in its own suit), then a meld and a pair from the rest (14 tiles), or only the pair
//! beside one declared meld (11 standing tiles). The rest is a regular hand, so the regular
//! form's tables answer it.
//!
//! Why the tables' need is the whole answer: take the set's tiles the hand holds into the set
//! (a wildcard in the set and the real copy in the rest never does better: the real copy could
//! stand where the wildcard stood), and let the wildcards fill the set's other places. The
//! rest, real tiles and wildcards, then comes to 5 or 2 tiles, and it is a meld and a pair (or
//! a pair) exactly when its need is at most its wildcards: the surplus is then 0 or a pung of
//! wildcards, which always has room in a hand this small. The copy limit needs no more care: a
//! meld and a pair hold at most three copies of a kind, so with the set's one copy a kind never
//! passes four, and the tables refuse a fifth copy in the rest itself (four East beside the
//! set) unless it is allowed.

use crate::key::keys_of;
use crate::key::STEP;
use crate::knitted::{most_held, sets_held, KNITTED_SETS, PATTERNS, SET_MASKS};
use crate::search::Prepared;
use crate::tiles::{Counts, SUIT_STARTS};

/// What taking one copy of each held tile of `pattern` out of `suit` takes off its key.
#[inline]
fn taken(held: u64, suit: usize, pattern: usize) -> usize {
    PATTERNS[pattern]
        .iter()
        .filter(|&&rank| held >> (SUIT_STARTS[suit] + rank) & 1 == 1)
        .map(|&rank| STEP[rank])
        .sum()
}

/// For each knitted set that misses at most `most` of its tiles (`held`: bit t set where the
/// hand holds tile t): the set's bits, the tiles it misses, and the rest of the hand prepared
/// for the tables.
pub fn rests(
    counts: &Counts,
    held: u64,
    most: u32,
    allow_fifth_copy: bool,
) -> impl Iterator<Item = (u64, u32, Prepared)> + '_ {
    // Most hands hold too few of every set; the keys are read only for one that may do.
    let missing = sets_held(held).map(|n| 9 - n);
    let mut keys = None;
    (0..KNITTED_SETS.len()).filter_map(move |k| {
        let missing = missing[k];
        if missing > most {
            return None;
        }
        let mut rest = *keys.get_or_insert_with(|| keys_of(counts));
        for (suit, key) in rest.iter_mut().take(3).enumerate() {
            *key -= taken(held, suit, KNITTED_SETS[k][suit]);
        }
        Some((SET_MASKS[k], missing, Prepared::from_keys(rest, allow_fifth_copy)))
    })
}

/// The fewest wildcards that make the hand a knitted straight, over the sets missing at most
/// `most` tiles, or `None`. A hand of 14 or 11 tiles with its wildcards is a knitted straight
/// exactly when this is at most its wildcards.
#[inline]
pub fn need(counts: &Counts, held: u64, most: u32, allow_fifth_copy: bool) -> Option<u32> {
    // The common answer, no set within reach, without building the iterator.
    if most_held(held) + most < 9 {
        return None;
    }
    rests(counts, held, most, allow_fifth_copy)
        .filter_map(|(_, missing, rest)| rest.need().map(|n| missing + n))
        .min()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::decompose::{all, Request};
    use crate::knitted::set_tiles;
    use crate::mcr::count_masks::kinds_held;
    use crate::rules::{Form, Rules};
    use crate::search::is_win;
    use crate::tiles::{parse, KINDS};

    /// Hands near the knitted forms: most of a knitted set, honors or random tiles beside it,
    /// some wildcards; `size` tiles in all. A small LCG keeps them the same from run to run.
    pub(crate) fn near_knitted(seed: u64, size: u32) -> (Counts, u32) {
        let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let mut next = |n: u64| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((state >> 33) % n) as usize
        };
        let wildcards = [0, 0, 1, 1, 2, 3, 5, 8][next(8)] as u32;
        let mut counts = [0u8; KINDS];
        let mut real = 0;
        for t in set_tiles(&KNITTED_SETS[next(6)]) {
            if next(5) > 0 && real + wildcards < size {
                counts[t] += 1;
                real += 1;
            }
        }
        while real + wildcards < size {
            let t = if next(2) == 0 { 27 + next(7) } else { next(KINDS as u64) };
            if counts[t] < 4 {
                counts[t] += 1;
                real += 1;
            }
        }
        (counts, wildcards.min(size - real))
    }

    // is_win, waits' test above and decompositions read the knitted forms alike.
    #[test]
    fn wins_exactly_when_a_decomposition_exists() {
        let mut wins = [0; 2];
        for seed in 0..4000 {
            let size = if seed % 3 == 0 { 11 } else { 14 };
            let (counts, wildcards) = near_knitted(seed, size);
            for allow_fifth_copy in [false, true] {
                let rules = Rules { allow_fifth_copy, ..Rules::default() };
                let request = Request {
                    counts,
                    wildcards,
                    declared: 0,
                    meld_copies: [0; KINDS],
                    forms: rules.forms,
                    allow_fifth_copy,
                    limit: usize::MAX,
                };
                let found = all(&request).unwrap();
                wins[usize::from(found.iter().any(|d| d.form >= Form::HonorsAndKnitted))] += 1;
                assert_eq!(
                    is_win(&counts, wildcards, rules),
                    !found.is_empty(),
                    "{counts:?} + {wildcards} free={allow_fifth_copy}"
                );
            }
        }
        // Both answers come often: the hands test the knitted forms, not only losers.
        assert!(wins[1] > 1000 && wins[0] > 1000, "{wins:?}");
    }

    fn need_of(hand: &str) -> Option<u32> {
        let counts = parse(hand);
        need(&counts, kinds_held(&counts), 14, false)
    }

    #[test]
    fn needs() {
        assert_eq!(need_of("147m258p369s123m11z"), Some(0));
        assert_eq!(need_of("147m258p369s11z"), Some(0));
        assert_eq!(need_of("147m258p369s1z"), Some(1));
        assert_eq!(need_of("147m258p369s"), Some(2));
        assert_eq!(need_of("147m258p36s11222z"), Some(1));
        // Another set: 258m 147p 369s.
        assert_eq!(need_of("258m147p369s55z"), Some(0));
        assert_eq!(need_of(""), Some(11));
        // Only sets missing at most `most` tiles are tried.
        let counts = parse("147m258p");
        assert_eq!(need(&counts, kinds_held(&counts), 2, false), None);
        assert_eq!(need(&counts, kinds_held(&counts), 3, false), Some(5));
    }
}
