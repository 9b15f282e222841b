//! The knitted forms: honors and knitted tiles (全不靠) and knitted straight (组合龙).

use super::regular::{regular, Split};
use super::Form;
use crate::error::Error;
use crate::interrupt::Interrupt;
use crate::knitted::{set_tiles, KNITTED_SETS};
use crate::tiles::{Counts, HONOR_START, KINDS};
use std::collections::BTreeSet;

/// Honors and knitted tiles: `(the 14 tiles, stand-ins)` for each way, both sorted. The tiles
/// are all different, from the seven honors and one knitted set; wildcards take the places
/// the real tiles leave, in every choice of them.
pub fn honors_and_knitted(counts: &Counts, wildcards: u32) -> Vec<(Vec<usize>, Vec<usize>)> {
    if !super::may_take(Form::HonorsAndKnitted, counts) {
        return Vec::new();
    }
    let real: Vec<usize> = (0..KINDS).filter(|&t| counts[t] > 0).collect();
    if real.len() as u32 + wildcards != 14 {
        return Vec::new();
    }
    let mut found = BTreeSet::new();
    for set in &KNITTED_SETS {
        let mut allowed: Vec<usize> = set_tiles(set).to_vec();
        allowed.extend(HONOR_START..KINDS);
        if real.iter().any(|t| !allowed.contains(t)) {
            continue;
        }
        let open: Vec<usize> = allowed.into_iter().filter(|&t| counts[t] == 0).collect();
        choose(&open, wildcards as usize, 0, &mut Vec::new(), &mut |stand_ins| {
            let mut tiles = real.clone();
            tiles.extend_from_slice(stand_ins);
            tiles.sort_unstable();
            found.insert((tiles, stand_ins.to_vec()));
        });
    }
    found.into_iter().collect()
}

/// Calls `emit` with every `k`-subset of `from[at..]`, in increasing order.
fn choose(
    from: &[usize],
    k: usize,
    at: usize,
    chosen: &mut Vec<usize>,
    emit: &mut dyn FnMut(&[usize]),
) {
    if chosen.len() == k {
        emit(chosen);
        return;
    }
    for i in at..from.len() {
        if from.len() - i < k - chosen.len() {
            break;
        }
        chosen.push(from[i]);
        choose(from, k, i + 1, chosen, emit);
        chosen.pop();
    }
}

/// Knitted straight: `(the nine knitted tiles, the split of the rest)` for each way, with the
/// split's stand-ins including those of the knitted tiles; `Error::TooMany` past `limit`, or
/// `Error::Interrupted` when `interrupt` says so. A knitted tile
/// the hand holds is always taken from the hand: using a wildcard for it instead and the real
/// copy in the rest gives the same groups and stand-ins.
pub fn knitted_straight(
    counts: &Counts,
    wildcards: u32,
    used: &Counts,
    cap: u8,
    limit: usize,
    interrupt: &dyn Interrupt,
) -> Result<Vec<([usize; 9], Split)>, Error> {
    let mut found = BTreeSet::new();
    for set in &KNITTED_SETS {
        let tiles = set_tiles(set);
        let held = tiles.iter().filter(|&&t| counts[t] > 0).count() as u32;
        if held + wildcards < 9 {
            continue;
        }
        let (mut rest, mut spoken) = (*counts, *used);
        let mut stand_ins = Vec::new();
        for &t in &tiles {
            if rest[t] > 0 {
                rest[t] -= 1;
            } else {
                stand_ins.push(t);
            }
            spoken[t] += 1;
        }
        let fits =
            tiles.iter().all(|&t| u32::from(spoken[t]) + u32::from(rest[t]) <= u32::from(cap));
        if stand_ins.len() as u32 > wildcards || !fits {
            continue;
        }
        let left = wildcards - stand_ins.len() as u32;
        for mut split in regular(&rest, left, &spoken, cap, limit, interrupt)? {
            split.wildcards.extend_from_slice(&stand_ins);
            split.wildcards.sort_unstable();
            found.insert((tiles, split));
            if found.len() > limit {
                return Err(Error::TooMany { limit });
            }
        }
    }
    Ok(found.into_iter().collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interrupt::Never;
    use crate::tiles::parse;

    const NONE: Counts = [0; KINDS];

    #[test]
    fn honors_and_knitted_ways() {
        let full = honors_and_knitted(&parse("147m258p369s12345z"), 0);
        assert_eq!(full.len(), 1);
        assert_eq!(full[0].0.len(), 14);
        // One wildcard: any of the three honors the hand lacks.
        assert_eq!(honors_and_knitted(&parse("147m258p369s1234z"), 1).len(), 3);
        assert!(honors_and_knitted(&parse("147m258p369s11234z"), 0).is_empty());
        assert!(honors_and_knitted(&parse("147m258p368s12345z"), 0).is_empty());
    }

    #[test]
    fn knitted_straight_ways() {
        let plain =
            knitted_straight(&parse("147m258p369s123m11z"), 0, &NONE, 4, 100, &Never).unwrap();
        assert_eq!(plain.len(), 1);
        assert_eq!(plain[0].0, [0, 3, 6, 10, 13, 16, 20, 23, 26]);
        assert_eq!(plain[0].1.pair, 27);
        // Missing 9s: a wildcard stands for it.
        let wild =
            knitted_straight(&parse("147m258p36s123m11z"), 1, &NONE, 4, 100, &Never).unwrap();
        assert!(wild.iter().any(|(_, s)| s.wildcards == [26]));
        assert!(
            knitted_straight(&parse("147m258p369s11z"), 0, &NONE, 4, 100, &Never).unwrap().len()
                == 1
        );
        assert!(knitted_straight(&parse("147m258p368s11z"), 0, &NONE, 4, 100, &Never)
            .unwrap()
            .is_empty());
    }
}
