//! Seven pairs (七对) and thirteen orphans (十三幺): the 14-tile forms made of pairs and singles.
//! Each gives the distinct ways the real tiles and the wildcards take the form.

use crate::tiles::{Counts, KINDS, ORPHANS};

/// Seven pairs, four of a kind as two (龙七对): `(pair tiles, stand-ins)`, both sorted, or
/// `None` past `limit`. Each single takes a wildcard of its kind; the wildcards left pair
/// with each other, on any kinds with room under `cap`.
pub fn seven_pairs(
    counts: &Counts,
    wildcards: u32,
    cap: u8,
    limit: usize,
) -> Option<Vec<(Vec<usize>, Vec<usize>)>> {
    let (held_pairs, singles): (u32, u32) =
        counts.iter().fold((0, 0), |(p, s), &c| (p + u32::from(c / 2), s + u32::from(c % 2)));
    if held_pairs + singles > 7 || singles > wildcards {
        return Some(Vec::new());
    }
    let mut pairs = Vec::with_capacity(7);
    let mut stand_ins = Vec::new();
    let mut used = *counts;
    for (kind, &c) in counts.iter().enumerate() {
        pairs.extend(std::iter::repeat_n(kind, usize::from(c / 2)));
        if c % 2 == 1 {
            pairs.push(kind);
            stand_ins.push(kind);
            used[kind] += 1;
        }
    }
    let singles = stand_ins.len() as u32;
    if pairs.len() > 7 || singles > wildcards || (wildcards - singles) % 2 == 1 {
        return Some(Vec::new());
    }
    let free = 7 - pairs.len();
    if (wildcards - singles) as usize != 2 * free {
        return Some(Vec::new());
    }
    let mut found = Vec::new();
    let mut chosen = Vec::with_capacity(free);
    free_pairs(&mut used, cap, free, 0, &mut chosen, &mut |chosen| {
        let mut all_pairs = pairs.clone();
        all_pairs.extend_from_slice(chosen);
        all_pairs.sort_unstable();
        let mut all_stand_ins = stand_ins.clone();
        all_stand_ins.extend(chosen.iter().flat_map(|&k| [k, k]));
        all_stand_ins.sort_unstable();
        found.push((all_pairs, all_stand_ins));
        found.len() <= limit
    });
    (found.len() <= limit).then_some(found)
}

/// Calls `emit` with every non-decreasing choice of `left` more pair kinds from `from` on that
/// fit under `cap`; stops once `emit` returns false. Returns whether to go on.
fn free_pairs(
    used: &mut Counts,
    cap: u8,
    left: usize,
    from: usize,
    chosen: &mut Vec<usize>,
    emit: &mut dyn FnMut(&[usize]) -> bool,
) -> bool {
    if left == 0 {
        return emit(chosen);
    }
    for kind in from..KINDS {
        if u32::from(used[kind]) + 2 > u32::from(cap) {
            continue;
        }
        used[kind] += 2;
        chosen.push(kind);
        let go_on = free_pairs(used, cap, left - 1, kind, chosen, emit);
        chosen.pop();
        used[kind] -= 2;
        if !go_on {
            return false;
        }
    }
    true
}

/// Thirteen orphans: `(doubled tile, stand-ins)` for each way, stand-ins sorted.
pub fn thirteen_orphans(counts: &Counts, wildcards: u32) -> Vec<(usize, Vec<usize>)> {
    if counts[1..8].iter().any(|&c| c > 0) {
        return Vec::new(); // most hands hold a middle character tile
    }
    let real: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    let on_orphans: u32 = ORPHANS.iter().map(|&t| u32::from(counts[t])).sum();
    if real != on_orphans || real + wildcards != 14 || ORPHANS.iter().any(|&t| counts[t] > 2) {
        return Vec::new();
    }
    let missing: Vec<usize> = ORPHANS.iter().copied().filter(|&t| counts[t] == 0).collect();
    let doubled: Vec<usize> = ORPHANS.iter().copied().filter(|&t| counts[t] == 2).collect();
    match doubled[..] {
        [] => ORPHANS
            .iter()
            .map(|&pair| {
                let mut stand_ins = missing.clone();
                stand_ins.push(pair);
                stand_ins.sort_unstable();
                (pair, stand_ins)
            })
            .collect(),
        [pair] => vec![(pair, missing)],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::parse;

    #[test]
    fn seven_pairs_ways() {
        let quad = seven_pairs(&parse("1111m3344p5566s77z"), 0, 4, 10).unwrap();
        assert_eq!(quad, [(vec![0, 0, 11, 12, 22, 23, 33], vec![])]);
        // A single pairs with its wildcard.
        let one = seven_pairs(&parse("1122m3344p5566s7z"), 1, 4, 10).unwrap();
        assert_eq!(one, [(vec![0, 1, 11, 12, 22, 23, 33], vec![33])]);
        // Two wildcards pair with each other: any kind with room.
        let free = seven_pairs(&parse("1111m3344p5566s"), 2, 4, 100).unwrap();
        assert_eq!(free.len(), 33);
        assert!(seven_pairs(&parse("1111m3344p5566s"), 2, u8::MAX, 100).unwrap().len() == 34);
        assert!(seven_pairs(&parse("13579m2468p"), 6, 4, 10).unwrap().is_empty());
        assert!(seven_pairs(&parse(""), 14, 4, 1000).is_none());
    }

    #[test]
    fn thirteen_orphans_ways() {
        assert_eq!(thirteen_orphans(&parse("19m19p19s11234567z"), 0), [(27, vec![])]);
        assert_eq!(thirteen_orphans(&parse("19m19p19s1234567z"), 1).len(), 13);
        assert_eq!(thirteen_orphans(&parse("19m19p19s1234566z"), 1), [(32, vec![33])]);
        assert!(thirteen_orphans(&parse("19m19p19s1124556z"), 1).is_empty());
        assert!(thirteen_orphans(&parse("129m19p19s1234567z"), 0).is_empty());
    }
}
