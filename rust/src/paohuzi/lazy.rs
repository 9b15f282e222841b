//! Outcomes of patterns with three or four jokers in one size, made when first asked for and
//! kept: the lowest physical card's group is taken each way it can be, and the rest looked up
//! in the tables (two jokers or fewer) or made the same way. The tests hold them to the search
//! of `witness`.

use super::table::{by_lowest_kind, combine, table, Outcome, Variant, TABLE_JOKERS};
use crate::local::memo::VectorHasher;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::{Arc, OnceLock, RwLock};

/// Patterns kept before the store is emptied and begun again (a bound on its memory, about
/// 100 MB at most).
const KEPT: usize = 1 << 20;

/// Keyed by pattern and jokers, hashed as the local rule sets' memo hashes its vectors.
type Store = HashMap<u32, Arc<[Outcome]>, BuildHasherDefault<VectorHasher>>;

/// Read by every thread of a batch at once; written only when a pattern is first made.
fn store() -> &'static RwLock<Store> {
    static STORE: OnceLock<RwLock<Store>> = OnceLock::new();
    STORE.get_or_init(|| RwLock::new(Store::default()))
}

/// The outcomes of `pattern` with `jokers` (more than `TABLE_JOKERS`) jokers.
pub fn outcomes(pattern: u32, jokers: u8) -> Arc<[Outcome]> {
    let key = pattern | (jokers as u32) << 20;
    if let Some(found) = store().read().ok().and_then(|s| s.get(&key).cloned()) {
        return found;
    }
    let made = make(pattern, jokers);
    if let Ok(mut s) = store().write() {
        if s.len() >= KEPT {
            s.clear();
        }
        s.insert(key, Arc::clone(&made));
    }
    made
}

fn make(pattern: u32, jokers: u8) -> Arc<[Outcome]> {
    static BY_LOW: OnceLock<Vec<Vec<&'static Variant>>> = OnceLock::new();
    let by_low = BY_LOW.get_or_init(by_lowest_kind);
    let rest = |left: u32, tail: u8| -> Arc<[Outcome]> {
        if tail <= TABLE_JOKERS {
            Arc::from(table().outcomes(left, tail))
        } else {
            outcomes(left, tail)
        }
    };
    Arc::from(combine(pattern, jokers, by_low, rest))
}

#[cfg(test)]
mod tests {
    use super::super::table::tests::random_patterns;
    use super::super::table::{add, digit, huxi_of, variants, SIZE_KINDS};
    use super::super::witness;
    use super::*;
    use std::collections::BTreeMap;

    fn listed(cells: &[Outcome]) -> BTreeMap<u64, [u8; 2]> {
        cells
            .iter()
            .map(|&o| (o & ((1 << 45) - 1), [huxi_of(o, false), huxi_of(o, true)]))
            .collect()
    }

    fn cards(pattern: u32) -> u32 {
        (0..SIZE_KINDS).map(|k| digit(pattern, k)).sum()
    }

    /// Patterns built from up to seven random groups holding three or four jokers in all, so
    /// that each has a split; from a fixed xorshift stream.
    fn built_patterns(n: usize) -> Vec<(u32, u8)> {
        let (vs, mut x, mut out) = (variants(), 0x2545_f491_4f6c_dd1du64, Vec::new());
        while out.len() < n {
            let (mut p, mut j, mut pair) = (0u32, 0u64, false);
            for _ in 0..7 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let v = &vs[(x % vs.len() as u64) as usize];
                if pair && v.pair() {
                    continue;
                }
                if let Some((p2, j2)) = add(p, j, v) {
                    (p, j, pair) = (p2, j2, pair || v.pair());
                }
            }
            let jokers = (0..SIZE_KINDS).map(|k| (j >> (4 * k) & 15) as u8).sum::<u8>();
            if (3..=4).contains(&jokers) && cards(p) + jokers as u32 <= 21 {
                out.push((p, jokers));
            }
        }
        out
    }

    #[test]
    fn made_outcomes_are_every_split() {
        for (p, j) in built_patterns(3_000) {
            let made = outcomes(p, j);
            assert!(!made.is_empty());
            assert_eq!(listed(&made), witness::outcomes(p, j), "pattern {p:#x} with {j} jokers");
        }
        for p in random_patterns(5_000) {
            for j in 3..=4 {
                if cards(p) + j as u32 <= 21 {
                    let made = listed(&outcomes(p, j));
                    assert_eq!(made, witness::outcomes(p, j), "pattern {p:#x} with {j} jokers");
                }
            }
        }
    }
}
