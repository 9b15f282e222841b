//! Seven pairs (七对) and thirteen orphans (十三幺): the 14-tile forms made of pairs and singles.
//! Each gives the distinct ways the real tiles and the wildcards take the form.

use super::Form;
use crate::error::Error;
use crate::interrupt::{drop_aside, Interrupt, Steps};
use crate::tiles::{Counts, KINDS, ORPHANS};

/// One way to take seven pairs: the pair tiles and the stand-ins, both sorted.
pub type Way = (Vec<usize>, Vec<usize>);

/// Where the seven pairs search puts each way, as it finds it.
pub trait PairsSink {
    /// Takes one way (pair tiles, stand-ins, both sorted); whether to stop now.
    fn way(&mut self, pairs: &[usize], stand_ins: &[usize]) -> bool;
}

impl<F: FnMut(&[usize], &[usize]) -> bool> PairsSink for F {
    fn way(&mut self, pairs: &[usize], stand_ins: &[usize]) -> bool {
        self(pairs, stand_ins)
    }
}

/// Seven pairs, four of a kind as two (龙七对): `(pair tiles, stand-ins)`, both sorted, the
/// ways in the order of their pair tiles; `Error::TooMany` past `limit`, `Error::Interrupted`
/// when `interrupt` says so. Each single takes a wildcard of its kind; the wildcards left pair
/// with each other, on any kinds with room under `cap`.
pub fn seven_pairs(
    counts: &Counts,
    wildcards: u32,
    cap: u8,
    limit: usize,
    interrupt: &dyn Interrupt,
) -> Result<Vec<Way>, Error> {
    let mut found: Vec<Way> = Vec::new();
    let searched = seven_pairs_into(
        counts,
        wildcards,
        cap,
        0,
        None,
        interrupt,
        &mut |pairs: &[usize], wild: &[usize]| {
            found.push((pairs.to_vec(), wild.to_vec()));
            found.len() > limit
        },
    );
    if searched.is_err() {
        drop_aside(found);
        return Err(Error::Interrupted);
    }
    if found.len() > limit {
        return Err(Error::TooMany { limit });
    }
    Ok(found)
}

/// How many pairs the wildcards make among themselves when the real tiles `counts` and
/// `wildcards` make seven pairs (each single taking a wildcard of its kind), or None when
/// they cannot, whatever the kinds the wildcards may stand for.
pub fn free_pairs(counts: &Counts, wildcards: u32) -> Option<u32> {
    let (held_pairs, singles): (u32, u32) =
        counts.iter().fold((0, 0), |(p, s), &c| (p + u32::from(c / 2), s + u32::from(c % 2)));
    if held_pairs + singles > 7 || singles > wildcards {
        return None;
    }
    let free = 7 - (held_pairs + singles);
    (wildcards - singles == 2 * free).then_some(free)
}

/// As `seven_pairs`, each way given to `each(pair tiles, stand-ins)` in order until it says
/// stop; no wildcard stands for a kind of `banned` (bit t); `Error::Interrupted` if
/// `interrupt` says so first.
///
/// With `alike`, a class for each kind, pairs of wildcards on kinds the real tiles lack go
/// on the lowest such kinds of their class, as many on each as on the one before it or
/// fewer: of the ways that differ only in which kinds of a class they go on, the first
/// alone (for a caller to whom kinds of one class, none of them real, are worth the same).
pub fn seven_pairs_into(
    counts: &Counts,
    wildcards: u32,
    cap: u8,
    banned: u64,
    alike: Option<&[u8; KINDS]>,
    interrupt: &dyn Interrupt,
    each: &mut dyn PairsSink,
) -> Result<(), Error> {
    let Some(free) = free_pairs(counts, wildcards) else { return Ok(()) };
    // The pairs the hand makes itself (a single with its wildcard), and how many more pairs
    // of wildcards each kind has room for.
    let mut held = [0u8; KINDS];
    let mut room = [0u32; KINDS];
    for (kind, &c) in counts.iter().enumerate() {
        let allowed = banned >> kind & 1 == 0;
        if c % 2 == 1 && !allowed {
            return Ok(()); // a single whose wildcard may not stand for it
        }
        held[kind] = c / 2 + c % 2;
        let used = u32::from(c) + u32::from(c % 2);
        room[kind] = if allowed { u32::from(cap).saturating_sub(used) / 2 } else { 0 };
    }
    let mut rest = [0u32; KINDS + 1];
    for kind in (0..KINDS).rev() {
        rest[kind] = rest[kind + 1] + room[kind];
    }
    let mut ways = Ways {
        counts,
        held,
        room,
        rest,
        real: (0..KINDS).filter(|&t| counts[t] > 0).fold(0, |bits, t| bits | 1 << t),
        given: 0,
        pairs: Vec::with_capacity(7),
        stand_ins: Vec::with_capacity(16),
        each,
        full: false,
        steps: Steps::new(interrupt),
        alike,
        last: [u8::MAX; KINDS],
    };
    let mut extra = [0u8; KINDS];
    ways.choose(0, free, &mut extra);
    if ways.steps.stopped() {
        return Err(Error::Interrupted);
    }
    Ok(())
}

/// The search for seven pairs' ways: which kinds the free pairs of wildcards go on.
struct Ways<'a> {
    counts: &'a Counts,
    held: [u8; KINDS],
    /// The pairs each kind has room for, and the kinds from each on have.
    room: [u32; KINDS],
    rest: [u32; KINDS + 1],
    /// The kinds of real tiles, and those given pairs of wildcards (bit t).
    real: u64,
    given: u64,
    pairs: Vec<usize>,
    stand_ins: Vec<usize>,
    each: &'a mut dyn PairsSink,
    full: bool,
    steps: Steps<'a>,
    /// The kinds' classes (`seven_pairs_into`), and by class the pairs put on its last kind
    /// passed that the real tiles lack (u8::MAX before any).
    alike: Option<&'a [u8; KINDS]>,
    last: [u8; KINDS],
}

impl Ways<'_> {
    /// Every way to put `left` more pairs on the kinds from `from` on, `extra` pairs on each
    /// kind before it. Sorted pair lists compare by the first kind they hold a different
    /// number of times, the one with more coming first: so the next kind given pairs is
    /// tried lowest first, and more pairs on it before fewer, and the ways come out in order.
    fn choose(&mut self, from: usize, left: u32, extra: &mut [u8; KINDS]) {
        if self.full || self.steps.stop() {
            return;
        }
        if left == 0 {
            self.record(extra);
            return;
        }
        // A kind of a class passed with no pair leaves none to the class's kinds after it.
        let last = self.last;
        for kind in from..KINDS {
            if self.rest[kind] < left || self.full {
                break;
            }
            let class = self.alike.filter(|_| self.counts[kind] == 0).map(|a| usize::from(a[kind]));
            let most = class.map_or(u32::MAX, |c| u32::from(self.last[c]));
            self.given |= 1 << kind;
            for more in (1..=self.room[kind].min(left).min(most)).rev() {
                extra[kind] = more as u8;
                let before = class.map(|c| std::mem::replace(&mut self.last[c], more as u8));
                self.choose(kind + 1, left - more, extra);
                if let (Some(c), Some(before)) = (class, before) {
                    self.last[c] = before;
                }
            }
            extra[kind] = 0;
            self.given &= !(1 << kind);
            if let Some(c) = class {
                self.last[c] = 0;
            }
        }
        self.last = last;
    }

    fn record(&mut self, extra: &[u8; KINDS]) {
        self.pairs.clear();
        self.stand_ins.clear();
        // The kinds of real tiles or of pairs of wildcards, lowest first.
        let mut kinds = self.real | self.given;
        while kinds != 0 {
            let kind = kinds.trailing_zeros() as usize;
            kinds &= kinds - 1;
            let more = extra[kind];
            self.pairs.extend(std::iter::repeat_n(kind, usize::from(self.held[kind] + more)));
            let wild = self.counts[kind] % 2 + 2 * more;
            self.stand_ins.extend(std::iter::repeat_n(kind, usize::from(wild)));
        }
        self.full = self.each.way(&self.pairs, &self.stand_ins);
    }
}

/// Thirteen orphans: `(doubled tile, stand-ins)` for each way, stand-ins sorted.
pub fn thirteen_orphans(counts: &Counts, wildcards: u32) -> Vec<(usize, Vec<usize>)> {
    let real: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    if !super::may_take(Form::ThirteenOrphans, counts) || real + wildcards != 14 {
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
    use crate::interrupt::Never;
    use crate::tiles::parse;

    fn ways(hand: &str, wildcards: u32, cap: u8, limit: usize) -> Vec<Way> {
        seven_pairs(&parse(hand), wildcards, cap, limit, &Never).unwrap()
    }

    #[test]
    fn seven_pairs_ways() {
        let quad = ways("1111m3344p5566s77z", 0, 4, 10);
        assert_eq!(quad, [(vec![0, 0, 11, 12, 22, 23, 33], vec![])]);
        // A single pairs with its wildcard.
        let one = ways("1122m3344p5566s7z", 1, 4, 10);
        assert_eq!(one, [(vec![0, 1, 11, 12, 22, 23, 33], vec![33])]);
        // Two wildcards pair with each other: any kind with room.
        let free = ways("1111m3344p5566s", 2, 4, 100);
        assert_eq!(free.len(), 33);
        assert!(ways("1111m3344p5566s", 2, u8::MAX, 100).len() == 34);
        assert!(ways("13579m2468p", 6, 4, 10).is_empty());
        let many = seven_pairs(&parse(""), 14, 4, 1000, &Never);
        assert_eq!(many, Err(Error::TooMany { limit: 1000 }));
    }

    /// The ways come out sorted, as `decompose::all` lists them, with no repeats.
    #[test]
    fn seven_pairs_ways_are_in_order() {
        for (hand, wildcards) in
            [("112233m", 8), ("1122m3344p55s", 4), ("1122m3z", 9), ("1m2p3s", 11)]
        {
            for cap in [4, u8::MAX] {
                let found = ways(hand, wildcards, cap, 1_000_000);
                assert!(!found.is_empty(), "{hand} + {wildcards}");
                assert!(found.windows(2).all(|w| w[0] < w[1]), "{hand} + {wildcards}");
                for (pairs, stand_ins) in &found {
                    assert_eq!(pairs.len(), 7);
                    assert_eq!(stand_ins.len() as u32, wildcards);
                    assert!(stand_ins.is_sorted());
                }
            }
        }
        // Five pairs held and two of wildcards: two kinds of 34, or one kind twice, save the
        // five held (each has room for one pair more).
        assert_eq!(ways("1122m3344p55s", 4, 4, 10_000).len(), 34 * 33 / 2 + 34 - 5);
    }

    #[test]
    fn an_interrupt_stops_seven_pairs() {
        struct Stop;
        impl Interrupt for Stop {
            fn interrupted(&self) -> bool {
                true
            }
        }
        let found = seven_pairs(&parse(""), 14, 4, usize::MAX, &Stop);
        assert_eq!(found, Err(Error::Interrupted));
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
