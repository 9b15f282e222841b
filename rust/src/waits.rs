//! Waits (听牌): the tiles that complete a hand one tile short of winning.
//!
//! Every candidate tile changes one suit by one copy, so the hand is read once and each
//! candidate costs one table lookup for the regular form (`search::Prepared`) and a few
//! counts for the special forms and the quick size test. The knitted forms are answered for
//! all candidates at once, as bit sets.

use crate::forms::honors_and_knitted_need;
use crate::knitted::{HONOR_MASK, NUMBERED_MASK, SET_MASKS};
use crate::knitted_straight::rests;
use crate::mcr::count_masks::{kinds_counted, kinds_held};
use crate::search::{Prepared, Rules};
use crate::tiles::{Counts, HONOR_START, KINDS, ORPHANS, SUIT_STARTS};

/// What the special forms and the plain-size test need to know of the hand, once.
struct Shape {
    suit_sizes: [u32; 4],
    /// Honors held once or four times (no plain regular hand keeps one).
    odd_honors: i32,
    pairs: u32,
    singles: u32,
    non_orphans: u32,
    orphan_doubles: u32,
    orphan_triples: bool,
}

impl Shape {
    fn new(counts: &Counts) -> Shape {
        let sum = |part: &[u8]| part.iter().map(|&c| u32::from(c)).sum::<u32>();
        let suit_sizes = [
            sum(&counts[SUIT_STARTS[0]..SUIT_STARTS[0] + 9]),
            sum(&counts[SUIT_STARTS[1]..SUIT_STARTS[1] + 9]),
            sum(&counts[SUIT_STARTS[2]..SUIT_STARTS[2] + 9]),
            sum(&counts[HONOR_START..]),
        ];
        let orphan_copies: u32 = ORPHANS.iter().map(|&t| u32::from(counts[t])).sum();
        Shape {
            suit_sizes,
            odd_honors: counts[HONOR_START..].iter().filter(|&&c| c == 1 || c == 4).count() as i32,
            pairs: counts.iter().map(|&c| u32::from(c / 2)).sum(),
            singles: counts.iter().map(|&c| u32::from(c % 2)).sum(),
            non_orphans: suit_sizes.iter().sum::<u32>() - orphan_copies,
            orphan_doubles: ORPHANS.iter().filter(|&&t| counts[t] == 2).count() as u32,
            orphan_triples: ORPHANS.iter().any(|&t| counts[t] > 2),
        }
    }

    /// Whether the hand plus `t` (held `c` times) could be a regular hand without wildcards.
    fn plain_possible(&self, t: usize, c: u8) -> bool {
        let suit = crate::tiles::suit_of(t);
        let mut odd_honors = self.odd_honors;
        if suit == 3 {
            odd_honors += i32::from(c + 1 == 4) - i32::from(c == 1);
        }
        // Residues worked out in registers: writing the one changed size into a copy of the
        // array and reading it back whole stalled on store forwarding.
        let mut twos = 0;
        for (i, &size) in self.suit_sizes.iter().enumerate() {
            match (size + u32::from(i == suit)) % 3 {
                1 => return false,
                2 => twos += 1,
                _ => {}
            }
        }
        odd_honors == 0 && twos == 1
    }

    /// Seven pairs of the hand plus `t` (held `c` times) with `wildcards`: the win needs
    /// exactly the wildcards held.
    fn seven_pairs_with(&self, c: u8, wildcards: u32) -> bool {
        let (pairs, singles) = if c % 2 == 1 {
            (self.pairs + 1, self.singles - 1)
        } else {
            (self.pairs, self.singles + 1)
        };
        pairs + singles <= 7 && 14 - 2 * pairs - singles == wildcards
    }

    fn thirteen_orphans_with(&self, t: usize, c: u8, real: u32, wildcards: u32) -> bool {
        let doubles = self.orphan_doubles + u32::from(c == 1);
        self.non_orphans == 0
            && ORPHANS.contains(&t)
            && !self.orphan_triples
            && c < 2
            && doubles <= 1
            && 14 - (real + 1) == wildcards
    }
}

/// Bit t is set when tile t completes the hand. A tile of which the hand holds all four copies
/// is never a wait; the caller has checked that the hand is one tile short (13, 10, 7, 4, 1).
pub fn waits(counts: &Counts, wildcards: u32, rules: Rules) -> u64 {
    let forms = rules.forms;
    let prepared = Prepared::new(counts, rules.allow_fifth_copy);
    let shape = Shape::new(counts);
    let real: u32 = shape.suit_sizes.iter().sum();
    let fourteen = real + wildcards + 1 == 14;
    let pairs_or_orphans = fourteen && (forms.seven_pairs || forms.thirteen_orphans);
    // A drawn tile does no more than a wildcard would, so a hand that needs two wildcards
    // more than it holds has no regular wait; most hands far from winning stop here.
    let may_be_regular = forms.regular && prepared.need().is_some_and(|need| need <= wildcards + 1);
    let mut found = 0u64;
    if may_be_regular || pairs_or_orphans {
        for (t, &c) in counts.iter().enumerate().take(KINDS) {
            if c == 4 {
                continue;
            }
            let regular = may_be_regular
                && (wildcards > 0 || shape.plain_possible(t, c))
                && prepared.with_added(t).is_some_and(|need| need <= wildcards);
            let special = pairs_or_orphans
                && ((forms.seven_pairs && shape.seven_pairs_with(c, wildcards))
                    || (forms.thirteen_orphans
                        && shape.thirteen_orphans_with(t, c, real, wildcards)));
            if regular || special {
                found |= 1 << t;
            }
        }
    }
    let eleven = real + wildcards + 1 == 11;
    if (fourteen || eleven) && (forms.honors_and_knitted || forms.knitted_straight) {
        found |= knitted_waits(counts, real, wildcards, rules);
    }
    found
}

/// The waits of the knitted forms, for a hand that comes to 14 or 11 tiles with the wait.
fn knitted_waits(counts: &Counts, real: u32, wildcards: u32, rules: Rules) -> u64 {
    let held = kinds_held(counts);
    let four = kinds_counted(counts, 4);
    let mut found = 0u64;
    // Honors and knitted tiles: any tile not held that keeps the hand within the honors and
    // a knitted set; with 14 tiles the wildcards then fill exactly the places left.
    if rules.forms.honors_and_knitted
        && real + wildcards == 13
        && honors_and_knitted_need(counts, held, real).is_some()
    {
        let numbered = held & NUMBERED_MASK;
        for set in SET_MASKS.into_iter().filter(|&set| numbered & !set == 0) {
            found |= (set | HONOR_MASK) & !held;
        }
    }
    if rules.forms.knitted_straight {
        // The wait is one tile: the set may miss at most the wildcards and that one.
        for (set, missing, rest) in rests(counts, held, wildcards + 1, rules.allow_fifth_copy) {
            // A drawn tile lowers the rest's need by one at most.
            let Some(need) = rest.need() else { continue };
            if missing + need > wildcards + 1 {
                continue;
            }
            // A set tile not held takes its place in the set; any other joins the rest.
            let places = set & !held;
            found |= places;
            if missing <= wildcards {
                for t in (0..KINDS).filter(|&t| places >> t & 1 == 0 && counts[t] < 4) {
                    if rest.with_added(t).is_some_and(|n| missing + n <= wildcards) {
                        found |= 1 << t;
                    }
                }
            }
        }
    }
    found & !four
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::is_win;
    use crate::tiles::parse;

    fn tiles(mask: u64) -> Vec<usize> {
        (0..KINDS).filter(|t| mask >> t & 1 == 1).collect()
    }

    #[test]
    fn classic_waits() {
        let r = Rules::default();
        // 1112345678999m: the nine-gates wait on every character.
        assert_eq!(tiles(waits(&parse("1112345678999m"), 0, r)), (0..9).collect::<Vec<_>>());
        // 23m: 1m or 4m; 13m: 2m; 11m 22p: 1m or 2p.
        assert_eq!(tiles(waits(&parse("23m456p789s11122z"), 0, r)), [0, 3]);
        assert_eq!(tiles(waits(&parse("13m456p789s11122z"), 0, r)), [1]);
        assert_eq!(tiles(waits(&parse("11m22p"), 0, r)), [0, 10]);
        // Thirteen orphans waiting on all thirteen.
        assert_eq!(waits(&parse("19m19p19s1234567z"), 0, r).count_ones(), 13);
        // Four 1m held: 1m is no wait.
        assert_eq!(tiles(waits(&parse("1111m23m5z"), 0, r)), [31]);
        // A knitted straight and 1122z: East or South, as 111z 22z or 11z 222z.
        assert_eq!(tiles(waits(&parse("147m258p369s1122z"), 0, r)), [27, 28]);
        // Honors and knitted tiles missing one: the knitted tile and the honors not held.
        assert_eq!(tiles(waits(&parse("14m258p369s12345z"), 0, r)), [6, 32, 33]);
    }

    // The same on generated hands near the knitted forms, one tile short.
    #[test]
    fn knitted_waits_agree_with_win_checks() {
        for seed in 0..3000 {
            let size = if seed % 3 == 0 { 10 } else { 13 };
            let (counts, w) = crate::knitted_straight::tests::near_knitted(seed, size);
            for free in [false, true] {
                let r = Rules { allow_fifth_copy: free, ..Rules::default() };
                let mask = waits(&counts, w, r);
                for t in 0..KINDS {
                    let mut more = counts;
                    more[t] += 1;
                    let wins = counts[t] < 4 && is_win(&more, w, r);
                    assert_eq!(mask >> t & 1 == 1, wins, "{counts:?} + {w} + {t} free={free}");
                }
            }
        }
    }

    // Every candidate against a full win check, over hands that exercise each shortcut.
    #[test]
    fn waits_agree_with_win_checks() {
        let hands = [
            ("1223m456p789s112z", 0),
            ("12m456p", 2),
            ("", 1),
            ("1m", 0),
            ("1122m3344p5566s7z", 0),
            ("1122m3344p556s", 1),
            ("19m19p19s1234567z", 0),
            ("19m19p19s123456z", 1),
            ("119m19p19s12345z", 1),
            ("1111z222333444z", 0),
            ("1112223334445z", 0),
            ("111m222p333s4444z", 0),
            // The knitted forms, in 13 and 10 tiles.
            ("147m258p369s1122z", 0),
            ("147m258p36s1122z", 1),
            ("147m258p369s1z", 0),
            ("147m258p69s1z", 1),
            ("147m258p369s1234z", 0),
            ("14m258p369s12345z", 0),
            ("14m258p369s1234z", 1),
            ("147m258p369s111z", 0),
            ("147m258p369s1111z", 0),
            ("1111m47m258p369s2z", 0),
            ("147m147p369s1122z", 0),
            ("147m25p369s123m1z", 0),
            ("", 10),
            ("", 13),
        ];
        for free in [false, true] {
            let r = Rules { allow_fifth_copy: free, ..Rules::default() };
            for (hand, w) in hands {
                let counts = parse(hand);
                let mask = waits(&counts, w, r);
                for t in 0..KINDS {
                    let mut more = counts;
                    more[t] += 1;
                    let wins = counts[t] < 4 && is_win(&more, w, r);
                    assert_eq!(mask >> t & 1 == 1, wins, "{hand} + {t} free={free}");
                }
            }
        }
    }
}
