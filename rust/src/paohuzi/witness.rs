//! Splits of one size's pattern found by plain search, group by group: the groups behind a
//! table outcome (`split`), and every outcome of a pattern (`outcomes`), which the tests hold
//! the tables to. The search goes down every split and keeps nothing between patterns, where
//! the tables build each pattern from the best outcomes of smaller ones; the rules of a
//! group (`may_take`, `with_group`) are the tables' own.

use super::cards::Group;
use super::table::{
    digit, may_take, variants, with_group, Outcome, Variant, JOKER_BITS, NO_RUN, PAIR, SIZE_KINDS,
};
#[cfg(test)]
use std::collections::BTreeMap;

/// Where a split stands: jokers taken by kind, 4-card groups, pair, no sequence; 胡息.
#[derive(Clone, Copy)]
struct Walk {
    key: u64,
    huxi: [u8; 2],
}

/// The variants that may take the lowest physical card of `pattern` next.
fn next<'a>(pattern: u32, jokers: u8) -> impl Iterator<Item = &'a Variant> {
    let low = (0..SIZE_KINDS).find(|&k| digit(pattern, k) > 0);
    variants().iter().filter(move |v| {
        let Some(low) = low else { return false };
        digit(v.phys, low) > 0 && v.joker_count <= jokers && may_take(pattern, v)
    })
}

fn step(w: Walk, v: &Variant) -> Option<Walk> {
    if v.pair() && w.key & PAIR != 0 {
        return None;
    }
    let jokers = (w.key & JOKER_BITS) + v.jokers;
    if (0..SIZE_KINDS).any(|k| jokers >> (4 * k) & 15 > 4) {
        return None;
    }
    let key = with_group(w.key, jokers, v);
    Some(Walk { key, huxi: [w.huxi[0] + v.huxi[0], w.huxi[1] + v.huxi[1]] })
}

/// Whether a finished split holds at most four logical cards of each kind (paohuzi.md 5a).
fn within_four(pattern: u32, w: Walk) -> bool {
    (0..SIZE_KINDS).all(|k| digit(pattern, k) as u64 + (w.key >> (4 * k) & 15) <= 4)
}

const START: Walk = Walk { key: NO_RUN, huxi: [0, 0] };

/// Every outcome of `pattern` with `jokers` jokers: key -> best 胡息 (小, 大), as the table
/// should hold them.
#[cfg(test)]
pub fn outcomes(pattern: u32, jokers: u8) -> BTreeMap<u64, [u8; 2]> {
    let mut found = BTreeMap::new();
    search(pattern, jokers, START, &mut Vec::new(), &mut |w| {
        if !within_four(pattern, w) {
            return false;
        }
        let slot = found.entry(w.key).or_insert(w.huxi);
        *slot = [slot[0].max(w.huxi[0]), slot[1].max(w.huxi[1])];
        false
    });
    found
}

/// The groups of a split of `pattern` with `jokers` jokers reaching table outcome `cell` as
/// size 大 (`big`) or 小, in global kinds; the jokers by the kinds `cell` gives them.
pub fn split(pattern: u32, jokers: u8, cell: Outcome, big: bool) -> Vec<Group> {
    let want_key = cell & ((1 << 45) - 1);
    let want_huxi = super::table::huxi_of(cell, big);
    let mut path: Vec<&Variant> = Vec::new();
    let found = search(pattern, jokers, START, &mut path, &mut |w| {
        within_four(pattern, w) && w.key == want_key && w.huxi[big as usize] == want_huxi
    });
    debug_assert!(found, "a table outcome with no split");
    let base = if big { 10 } else { 0 };
    path.iter()
        .map(|v| {
            let cards: Vec<u8> = v.kinds[..v.len as usize].iter().map(|k| k + base).collect();
            Group::new(v.label, &cards, false, false)
        })
        .collect()
}

fn search(
    pattern: u32,
    jokers: u8,
    w: Walk,
    path: &mut Vec<&'static Variant>,
    goal: &mut dyn FnMut(Walk) -> bool,
) -> bool {
    if pattern == 0 {
        return jokers == 0 && goal(w);
    }
    if path.len() == 7 {
        return false;
    }
    for v in next(pattern, jokers) {
        if let Some(w2) = step(w, v) {
            path.push(v);
            if search(pattern - v.phys, jokers - v.joker_count, w2, path, goal) {
                return true;
            }
            path.pop();
        }
    }
    false
}
