//! Per-size tables (seed 004's idea, valued): for the ten kinds of one size, every pattern of
//! concealed counts (0..3 each, where 3 is a natural 坎 that may not be split, paohuzi.md 2.4)
//! with k jokers that splits completely into 门子 each holding a physical card, and for each
//! way the jokers can stand (their kinds), the 4-card groups, the pair and whether a sequence
//! is used, the best 胡息 for 小 and for 大.
//!
//! Groups of jokers alone, and everything that crosses sizes (绞) or holds the winning card,
//! are the engine's. Jokers' kinds are kept because the engine must hold every kind to four
//! logical copies across the whole hand (paohuzi.md 5a) and count red jokers (6.1).
//!
//! The tables are made on first use, pattern by pattern in increasing order, each from the
//! patterns left once its lowest card's group is taken (`combine`), for at most two jokers a
//! size (574,359 patterns, 2.2 million outcomes, 29 MiB, under half a second). Three or four
//! jokers in one size are rarer and would need some 36 million outcomes: `lazy` makes those
//! patterns' outcomes the same way when a hand first asks, from these tables, and keeps them.

use super::cards::Label;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Kinds of one size.
pub const SIZE_KINDS: usize = 10;

/// One group variant of one size: the physical cards it takes (a base-4 pattern), the jokers
/// it takes by kind (4 bits a kind), and what it is.
#[derive(Clone, Copy, Debug)]
pub struct Variant {
    pub phys: u32,
    pub jokers: u64,
    pub joker_count: u8,
    pub label: Label,
    /// The group's kinds within the size, `len` of them.
    pub kinds: [u8; 4],
    pub len: u8,
    /// 胡息 as 小 and as 大.
    pub huxi: [u8; 2],
}

impl Variant {
    pub fn four(&self) -> bool {
        self.len == 4
    }
    pub fn pair(&self) -> bool {
        self.len == 2
    }
    pub fn run(&self) -> bool {
        matches!(self.label, Label::Run | Label::TwoSevenTen)
    }
}

/// Every variant holding at least one physical card: same-kind groups of 2, 3 and 4 (a 4 only
/// with a joker), sequences and 二七十, each slot physical or joker.
pub fn variants() -> &'static [Variant] {
    static ALL: OnceLock<Vec<Variant>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut out = Vec::new();
        for k in 0..SIZE_KINDS as u8 {
            for len in 2..=4u8 {
                for phys in 1..=len.min(3) {
                    let label = match len {
                        2 => Label::Pair,
                        3 => Label::Kan,
                        _ => Label::Ti,
                    };
                    let cards = [k; 4];
                    out.push(variant(label, &cards[..len as usize], |i| i < phys as usize));
                }
            }
        }
        let mut shapes: Vec<(Label, [u8; 3])> =
            (0..8).map(|n| (Label::Run, [n, n + 1, n + 2])).collect();
        shapes.push((Label::TwoSevenTen, [1, 6, 9]));
        for (label, kinds) in shapes {
            for mask in 1..8usize {
                out.push(variant(label, &kinds, |i| mask >> i & 1 == 1));
            }
        }
        out
    })
}

fn variant(label: Label, kinds: &[u8], physical: impl Fn(usize) -> bool) -> Variant {
    let (mut phys, mut jokers, mut joker_count) = (0u32, 0u64, 0u8);
    for (i, &k) in kinds.iter().enumerate() {
        if physical(i) {
            phys += 1 << (2 * k);
        } else {
            jokers += 1 << (4 * k);
            joker_count += 1;
        }
    }
    let mut padded = [0u8; 4];
    padded[..kinds.len()].copy_from_slice(kinds);
    let huxi = [0u8, 10].map(|base| {
        let cards: Vec<u8> = kinds.iter().map(|k| k + base).collect();
        super::cards::huxi(label, &cards)
    });
    Variant { phys, jokers, joker_count, label, kinds: padded, len: kinds.len() as u8, huxi }
}

/// A pattern with `v` added, if it stays a pattern: at most 3 physical and 4 logical cards a
/// kind, and three physical cards of a kind only as one group (the natural 坎, never split).
pub fn add(pattern: u32, jokers: u64, v: &Variant) -> Option<(u32, u64)> {
    let (p, j) = (pattern + v.phys, jokers + v.jokers);
    for k in 0..SIZE_KINDS {
        let (a, added, b) = (p >> (2 * k) & 3, v.phys >> (2 * k) & 3, j >> (4 * k) & 15);
        let before = pattern >> (2 * k) & 3;
        if before + added > 3 || a as u64 + b > 4 || (added > 0 && a == 3 && added != 3) {
            return None;
        }
    }
    Some((p, j))
}

/// An outcome, packed: jokers by kind (bits 0-39, 4 a kind), 4-card groups (40-42), pair (43),
/// no sequence used (44), 胡息 as 小 (48-55) and as 大 (56-63).
pub type Outcome = u64;

pub const PAIR: u64 = 1 << 43;
pub const NO_RUN: u64 = 1 << 44;
pub const JOKER_BITS: u64 = (1 << 40) - 1;

pub fn fours(o: Outcome) -> u8 {
    (o >> 40 & 7) as u8
}

pub fn huxi_of(o: Outcome, big: bool) -> u8 {
    (o >> if big { 56 } else { 48 }) as u8
}

/// The count of kind `k` in `pattern`.
pub fn digit(pattern: u32, k: usize) -> u32 {
    pattern >> (2 * k) & 3
}

/// Whether `v` may take its physical cards from `pattern`: no more than there are, and the
/// three copies of a natural 坎 only whole (paohuzi.md 2.4).
pub fn may_take(pattern: u32, v: &Variant) -> bool {
    (0..SIZE_KINDS).all(|k| {
        let (have, take) = (digit(pattern, k), digit(v.phys, k));
        take <= have && (take == 0 || have != 3 || take == 3)
    })
}

/// The key (an outcome without its 胡息) of a split once `v` joins it: `key`'s 4-card groups,
/// pair and sequence use with `v`'s added, and the jokers by kind `jokers` (`v`'s included).
pub fn with_group(key: u64, jokers: u64, v: &Variant) -> u64 {
    let fours = (key >> 40 & 7) + v.four() as u64;
    let pair = key & PAIR | if v.pair() { PAIR } else { 0 };
    let norun = if v.run() { 0 } else { key & NO_RUN };
    jokers | fours << 40 | pair | norun
}

/// For each kind, the variants whose lowest physical card is of that kind.
pub fn by_lowest_kind() -> Vec<Vec<&'static Variant>> {
    (0..SIZE_KINDS)
        .map(|low| {
            variants()
                .iter()
                .filter(|v| (0..SIZE_KINDS).find(|&k| digit(v.phys, k) > 0) == Some(low))
                .collect()
        })
        .collect()
}

/// The outcomes of `pattern` (not empty) with `jokers` jokers: its lowest physical card's
/// group taken each way it can be (`by_low`, from `by_lowest_kind`), joined to each outcome
/// of what is left (`rest`); best 胡息 kept for each key, seven groups at most.
pub fn combine<'a, R>(
    pattern: u32,
    jokers: u8,
    by_low: &[Vec<&'static Variant>],
    rest: impl Fn(u32, u8) -> R,
) -> Vec<Outcome>
where
    R: std::ops::Deref<Target = [Outcome]> + 'a,
{
    let Some(low) = (0..SIZE_KINDS).find(|&k| digit(pattern, k) > 0) else {
        return Vec::new();
    };
    let cards = (0..SIZE_KINDS).map(|k| digit(pattern, k)).sum::<u32>() + jokers as u32;
    let mut best: Vec<(u64, [u8; 2])> = Vec::new();
    for v in &by_low[low] {
        if v.joker_count > jokers {
            continue;
        }
        if !may_take(pattern, v) {
            continue;
        }
        let (left, tail) = (pattern - v.phys, jokers - v.joker_count);
        for &o in rest(left, tail).iter() {
            if v.pair() && o & PAIR != 0 {
                continue;
            }
            // The four-copy rule within the size, on the whole pattern.
            let Some((_, j)) = add(left, o & JOKER_BITS, v) else { continue };
            let key = with_group(o, j, v);
            // 3 x groups = cards - fours + pair: more than seven groups is no reading.
            if cards + (key & PAIR != 0) as u32 > 21 + fours(key) as u32 {
                continue;
            }
            let huxi = [(o >> 48) as u8 + v.huxi[0], (o >> 56) as u8 + v.huxi[1]];
            match best.iter_mut().find(|(k, _)| *k == key) {
                Some((_, h)) => *h = [h[0].max(huxi[0]), h[1].max(huxi[1])],
                None => best.push((key, huxi)),
            }
        }
    }
    let mut list: Vec<Outcome> =
        best.into_iter().map(|(k, h)| k | (h[0] as u64) << 48 | (h[1] as u64) << 56).collect();
    list.sort_unstable();
    list
}

/// The tables for up to `max_jokers` jokers a size.
pub struct Table {
    /// Where each pattern's outcomes with each number of jokers start in `outcomes`, pattern
    /// by pattern (`slot`), and one past the last: a list ends where the next starts.
    starts: Vec<u32>,
    /// For each pattern (4^10 of them), bit j set when it has outcomes with j jokers: most
    /// patterns a hand's readings try have none, and this answers them without a list. Four
    /// bits a pattern, two patterns a byte, so that the half megabyte stays in a core's cache
    /// beside the outcomes a search reads.
    jokers_that_fit: Vec<u8>,
    outcomes: Vec<Outcome>,
    pub max_jokers: u8,
    pub built_in: Duration,
}

/// Sizes of a built table, for `table_stats`.
#[derive(Clone, Copy, Debug)]
pub struct Stats {
    pub max_jokers: u8,
    pub patterns: usize,
    pub outcomes: usize,
    pub bytes: usize,
    pub built_in: Duration,
}

impl Table {
    /// The outcomes of `pattern` with `jokers` jokers, or none.
    #[inline]
    pub fn outcomes(&self, pattern: u32, jokers: u8) -> &[Outcome] {
        if jokers > self.max_jokers {
            return &[];
        }
        let at = slot(pattern, jokers, self.max_jokers);
        match (self.starts.get(at), self.starts.get(at + 1)) {
            (Some(&start), Some(&end)) => &self.outcomes[start as usize..end as usize],
            _ => &[],
        }
    }

    /// Bit j set when `pattern` has outcomes with j jokers.
    #[inline]
    pub fn fits(&self, pattern: u32) -> u8 {
        self.jokers_that_fit[(pattern >> 1) as usize] >> (4 * (pattern & 1)) & 15
    }

    pub fn stats(&self) -> Stats {
        let listed = self.starts.windows(2).filter(|w| w[0] != w[1]).count();
        Stats {
            max_jokers: self.max_jokers,
            patterns: listed,
            outcomes: self.outcomes.len(),
            bytes: self.starts.len() * 4 + self.outcomes.len() * 8 + self.jokers_that_fit.len(),
            built_in: self.built_in,
        }
    }

    /// Every pattern of one size with up to `max_jokers` jokers, in increasing order, each
    /// from the patterns left once its lowest card's group is taken (`combine`), so that
    /// only the tables themselves are held while they are made.
    pub fn build(max_jokers: u8) -> Table {
        assert!(max_jokers < 4, "joker counts are kept in four bits");
        let started = Instant::now();
        let mut starts: Vec<u32> =
            Vec::with_capacity(slot(1 << (2 * SIZE_KINDS), 0, max_jokers) + 1);
        let mut outcomes: Vec<Outcome> = Vec::new();
        let mut jokers_that_fit = vec![0u8; 1 << (2 * SIZE_KINDS)];
        let by_low = by_lowest_kind();
        for p in 0..1u32 << (2 * SIZE_KINDS) {
            for j in 0..=max_jokers {
                starts.push(outcomes.len() as u32);
                let list = if p == 0 {
                    if j == 0 {
                        vec![NO_RUN]
                    } else {
                        Vec::new()
                    }
                } else {
                    let fits = &jokers_that_fit;
                    let rest = |q: u32, k: u8| -> &[Outcome] {
                        if fits[q as usize] >> k & 1 == 0 {
                            return &[];
                        }
                        // Every earlier pattern's list is closed: the next one has started.
                        let at = slot(q, k, max_jokers);
                        &outcomes[starts[at] as usize..starts[at + 1] as usize]
                    };
                    combine(p, j, &by_low, rest)
                };
                if !list.is_empty() {
                    outcomes.extend_from_slice(&list);
                    jokers_that_fit[p as usize] |= 1 << j;
                }
            }
        }
        // Built a byte a pattern, for the build's own look-ups; kept as nibbles.
        let jokers_that_fit = jokers_that_fit.chunks(2).map(|two| two[0] | two[1] << 4).collect();
        starts.push(outcomes.len() as u32);
        outcomes.shrink_to_fit();
        Table { starts, jokers_that_fit, outcomes, max_jokers, built_in: started.elapsed() }
    }
}

/// Where the list of `pattern` with `jokers` jokers starts in `Table::starts`.
fn slot(pattern: u32, jokers: u8, max_jokers: u8) -> usize {
    pattern as usize * (max_jokers as usize + 1) + jokers as usize
}

/// The most jokers a size the tables hold: with three or four, outcomes come from `lazy`,
/// which builds them from these (the full tables would hold some 36 million outcomes).
pub const TABLE_JOKERS: u8 = 2;

/// The tables, made on first use.
pub fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| Table::build(TABLE_JOKERS))
}

/// The stats of the tables (building them if need be).
pub fn stats() -> Stats {
    table().stats()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::witness::outcomes;
    use super::*;
    use std::collections::BTreeMap;

    fn listed(t: &Table, pattern: u32, jokers: u8) -> BTreeMap<u64, [u8; 2]> {
        t.outcomes(pattern, jokers)
            .iter()
            .map(|&o| (o & ((1 << 45) - 1), [huxi_of(o, false), huxi_of(o, true)]))
            .collect()
    }

    /// Patterns of counts 0..3, from a fixed xorshift stream.
    pub(crate) fn random_patterns(n: usize) -> Vec<u32> {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                // Mostly small counts, as hands have.
                (0..SIZE_KINDS).fold(0, |p, k| {
                    let n = [0, 0, 0, 1, 1, 2, 3, 1][(x >> (3 * k) & 7) as usize];
                    p | n << (2 * k)
                })
            })
            .collect()
    }

    #[test]
    fn the_small_table_is_every_split_of_every_pattern() {
        let t = Table::build(2);
        for p in 0..1u32 << (2 * SIZE_KINDS) {
            for j in (0..=2).filter(|&j| t.fits(p) >> j & 1 == 1) {
                assert_eq!(listed(&t, p, j), outcomes(p, j), "pattern {p:#x} with {j} jokers");
            }
        }
        for p in random_patterns(20_000) {
            for j in 0..=2 {
                assert_eq!(listed(&t, p, j), outcomes(p, j), "pattern {p:#x} with {j} jokers");
            }
        }
    }

    #[test]
    fn a_natural_kan_is_never_split() {
        // 一二 三三三 四五: the 坎 stays whole, so 一二 and 四五 are left with no group.
        let p = 1 | 1 << 2 | 3 << 4 | 1 << 6 | 1 << 8;
        assert!(outcomes(p, 0).is_empty());
        let t = Table::build(2);
        assert!(t.outcomes(p, 0).is_empty());
        // With the 坎 alone it is one outcome: 3 胡息 as 小, 6 as 大.
        let kan = 3 << 4;
        let cells = t.outcomes(kan, 0);
        assert_eq!(cells.len(), 1);
        assert_eq!((huxi_of(cells[0], false), huxi_of(cells[0], true)), (3, 6));
    }
}
