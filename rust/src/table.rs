//! Per-suit lookup tables: for every count vector of one suit, the fewest wildcards that complete
//! it into melds, and into melds plus one pair, with and without the fifth-copy rule.
//!
//! The idea is seed 004's (a table per suit keyed by the count vector, wildcards spread across
//! the suits at query time); instead of one key set per wildcard number we store the minimum,
//! which is all the search needs (see `search`). Built once, on first use.

use crate::key::{decode, HONOR_KEYS, STEP, SUIT_KEYS};
use std::sync::LazyLock;
use std::time::{Duration, Instant};

/// "No number of wildcards completes this vector", as stored in a nibble.
pub const NEVER: u8 = 15;

/// One table of each kind: `[capped, free]`, where "capped" means no kind may end above four
/// copies (a wildcard may not be a fifth copy) and "free" lifts that cap. Each key's byte holds
/// the fewest wildcards that complete the vector into melds (low nibble) and into melds plus
/// one pair (high nibble); no vector needs more than 14, so 15 can mean never. One byte a key
/// keeps a numbered suit's table at 1.95 MB, small enough to stay in cache.
pub struct Tables {
    pub suit: [Vec<u8>; 2],
    pub honor: [Vec<u8>; 2],
    pub build_time: Duration,
}

impl Tables {
    pub fn bytes(&self) -> usize {
        self.suit.iter().chain(&self.honor).map(Vec::len).sum()
    }
}

/// The (melds, melds + pair) needs packed in a key's byte.
#[inline]
pub const fn unpack(byte: u8) -> (u8, u8) {
    (byte & 15, byte >> 4)
}

static TABLES: LazyLock<Tables> = LazyLock::new(|| {
    let start = Instant::now();
    let suit = build(9, true);
    let honor = build(7, false);
    Tables { suit, honor, build_time: start.elapsed() }
});

/// The tables, built on first call.
pub fn tables() -> &'static Tables {
    &TABLES
}

/// Builds the capped and free tables over all `5^len` keys; `chows` says whether the kinds
/// form chows.
pub fn build(len: usize, chows: bool) -> [Vec<u8>; 2] {
    let keys = if len == 9 { SUIT_KEYS } else { HONOR_KEYS };
    let (melds, pair) = complete_flags(keys, len, chows);
    let capped = pack(&distance_to(&melds, len), &distance_to(&pair, len));
    let (free_melds, free_pair) = free_needs(keys, len, chows);
    [capped, pack(&free_melds, &free_pair)]
}

fn pack(melds: &[u8], pair: &[u8]) -> Vec<u8> {
    // Needs are at most 14 (a test walks every key), so only UNREACHED becomes NEVER.
    let nibble = |need: u8| need.min(NEVER);
    melds.iter().zip(pair).map(|(&m, &p)| nibble(m) | nibble(p) << 4).collect()
}

/// The builders' own "never", wide enough to add to before it is packed as `NEVER`.
const UNREACHED: u8 = u8::MAX;

/// Which vectors are already complete, as melds and as melds plus one pair. The lowest kind
/// present must start a pung or a chow, so each key looks only at smaller keys.
fn complete_flags(keys: usize, len: usize, chows: bool) -> (Vec<bool>, Vec<bool>) {
    let mut melds = vec![false; keys];
    let mut pair = vec![false; keys];
    melds[0] = true;
    for key in 1..keys {
        let v = decode(key, len);
        let i = v.iter().position(|&c| c > 0).unwrap_or(0);
        let pung = v[i] >= 3 && melds[key - 3 * STEP[i]];
        let chow = chows
            && i + 2 < len
            && v[i + 1] > 0
            && v[i + 2] > 0
            && melds[key - STEP[i] - STEP[i + 1] - STEP[i + 2]];
        melds[key] = pung || chow;
        pair[key] = (0..len).any(|j| v[j] >= 2 && melds[key - 2 * STEP[j]]);
    }
    (melds, pair)
}

/// With the cap on, a vector needs w wildcards when some complete vector w copies above it
/// exists within four copies a kind; adding a copy moves to a larger key, so walk keys downward.
fn distance_to(complete: &[bool], len: usize) -> Vec<u8> {
    let mut need = vec![UNREACHED; complete.len()];
    for key in (0..complete.len()).rev() {
        if complete[key] {
            need[key] = 0;
            continue;
        }
        let v = decode(key, len);
        let best =
            (0..len).filter(|&i| v[i] < 4).map(|i| need[key + STEP[i]]).min().unwrap_or(UNREACHED);
        need[key] = best.saturating_add(1);
    }
    need
}

/// With the cap off, a wildcard may be any copy, so a smallest completion can be built group by
/// group around the lowest kind present: a pung of it, a chow through it (taking real tiles
/// above it where there are some), or the pair. Using every real copy a group can take is never
/// worse, since a wildcard and a real tile of the same kind can swap places.
fn free_needs(keys: usize, len: usize, chows: bool) -> (Vec<u8>, Vec<u8>) {
    let mut melds = vec![0u8; keys];
    let mut pair = vec![2u8; keys];
    for key in 1..keys {
        let v = decode(key, len);
        let i = v.iter().position(|&c| c > 0).unwrap_or(0);
        let mut best_melds = UNREACHED;
        let mut best_pair = UNREACHED;
        let mut consider = |cost: u8, rest: usize| {
            best_melds = best_melds.min(cost + melds[rest]);
            best_pair = best_pair.min(cost + pair[rest]);
        };
        let taken = v[i].min(3);
        consider(3 - taken, key - taken as usize * STEP[i]);
        if chows {
            for start in i.saturating_sub(2)..=i {
                if start + 2 >= len {
                    continue;
                }
                let (mut cost, mut rest) = (0u8, key);
                for j in start..start + 3 {
                    if j >= i && v[j] > 0 {
                        rest -= STEP[j];
                    } else {
                        cost += 1;
                    }
                }
                consider(cost, rest);
            }
        }
        let paired = v[i].min(2);
        best_pair = best_pair.min(2 - paired + melds[key - paired as usize * STEP[i]]);
        best_pair = best_pair.min(best_melds.saturating_add(2));
        melds[key] = best_melds;
        pair[key] = best_pair;
    }
    (melds, pair)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::feasible::feasible_mask;
    use crate::key::encode;

    fn least(mask: u64) -> u8 {
        if mask == 0 {
            NEVER
        } else {
            mask.trailing_zeros() as u8
        }
    }

    /// Every vector of at most `most_tiles` tiles against the exhaustive search of
    /// `feasible`, which enumerates the meld counts kind by kind; both tables, both needs.
    fn check_exhaustively(len: usize, chows: bool, table: &[Vec<u8>; 2], most: usize) -> usize {
        let mut checked = 0;
        for key in 0..table[0].len() {
            let v = decode(key, len);
            if v.iter().map(|&c| c as usize).sum::<usize>() > most {
                continue;
            }
            let v = &v[..len];
            for (cap, column) in [(true, &table[0]), (false, &table[1])] {
                let (melds, pair) = unpack(column[key]);
                assert_eq!(melds, least(feasible_mask(v, chows, false, cap)), "{v:?} cap={cap}");
                assert_eq!(pair, least(feasible_mask(v, chows, true, cap)), "{v:?} cap={cap}");
            }
            checked += 1;
        }
        checked
    }

    #[test]
    fn suit_table_matches_exhaustive_search() {
        let checked = check_exhaustively(9, true, &tables().suit, 14);
        assert_eq!(checked, 405_350);
    }

    #[test]
    fn honor_table_matches_exhaustive_search() {
        let checked = check_exhaustively(7, false, &tables().honor, 28);
        assert_eq!(checked, HONOR_KEYS);
    }

    /// Packing needs a nibble: every need the builders find, over all keys, is at most 14.
    #[test]
    fn needs_fit_in_a_nibble() {
        for (len, chows) in [(9, true), (7, false)] {
            let keys = if len == 9 { SUIT_KEYS } else { HONOR_KEYS };
            let (melds, pair) = complete_flags(keys, len, chows);
            let (free_melds, free_pair) = free_needs(keys, len, chows);
            let capped = [distance_to(&melds, len), distance_to(&pair, len)];
            for column in capped.iter().chain([&free_melds, &free_pair]) {
                assert!(column.iter().all(|&n| n < NEVER || n == UNREACHED));
            }
        }
    }

    #[test]
    fn size_and_checksum_are_pinned() {
        let t = tables();
        assert_eq!(t.suit[0].len(), 1_953_125);
        assert_eq!(t.honor[1].len(), 78_125);
        assert_eq!(t.bytes(), 4_062_500);
        let checksum = t
            .suit
            .iter()
            .chain(&t.honor)
            .flatten()
            .fold(0u64, |h, &b| h.wrapping_mul(1_000_003).wrapping_add(b as u64));
        assert_eq!(checksum, 465_055_562_579_424_782);
    }

    // Four of a kind is not a kong: 1111m is a pung plus a tile that must go somewhere.
    #[test]
    fn four_of_a_kind_needs_the_cap_rule() {
        let t = tables();
        let key = encode(&[4, 0, 0, 0, 0, 0, 0, 0, 0]);
        // Capped: 111m + 123m, or 11m + 123m + 123m for the pair; free: 111m + a fifth 1m pair.
        assert_eq!(unpack(t.suit[0][key]), (2, 4));
        assert_eq!(unpack(t.suit[1][key]), (2, 1));
        // EEEE: capped it can never complete; free, EEE + E + two wildcards, or EEE + EE.
        let key = encode(&[4, 0, 0, 0, 0, 0, 0]);
        assert_eq!(unpack(t.honor[0][key]), (NEVER, NEVER));
        assert_eq!(unpack(t.honor[1][key]), (2, 1));
    }
}
