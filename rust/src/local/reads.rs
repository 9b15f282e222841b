//! What the fans of a table read of one hand's regular readings: the features of the fans
//! that may count on them once the features all of them share are known (the form, the
//! situation, the declared melds' counts), and of those shared features the ones some fan
//! reads. A fan of seven pairs alone (龙七对's copies of the winning tile) reads nothing of a
//! regular reading, nor one of four declared melds (大吊车) in a concealed hand: a suit's ways
//! (suits.rs) then hold fewer parts apart, and where no fan that may count reads the winning
//! tile's place, the ways of the suit it is won in are that suit's ways on any other tile.
//!
//! A reading's features with only these kept give every fan's count as the whole do: the
//! fans left out count 0 on any features sharing the known ones, which are kept. Whether the
//! winning tile's place is worth anything is asked knowing also the most pungs a reading
//! may hold: four only where the hand may make pungs alone (`most_pungs`), so that a fan of
//! four concealed pungs (四暗刻), which keeps a discard's place relevant, does not for most
//! hands.

use super::features::{Base, Situation, COUNT, F, SITUATION};
use super::hand::Hand;
use super::program::Span;
use super::table::Table;
use crate::decompose::Request;
use crate::mcr::request::Declared;
use crate::mcr::view::Kind;

/// The bits of the features `fs`.
const fn bits(fs: &[F]) -> u64 {
    let (mut bits, mut i) = (0, 0);
    while i < fs.len() {
        bits |= 1 << fs[i] as u64;
        i += 1;
    }
    bits
}

/// The features the forms set, one each.
const FORMS: u64 = bits(&[
    F::regular,
    F::seven_pairs,
    F::thirteen_orphans,
    F::honors_and_knitted,
    F::knitted_straight,
]);

/// The features only declared melds give (found melds are never kongs nor claimed).
const DECLARED: [F; 4] = [F::kongs, F::concealed_kongs, F::claimed, F::declared];

/// The features every regular reading of a hand shares.
const KNOWN: u64 = FORMS | SITUATION | bits(&DECLARED);

/// The features the winning tile's place sets (`features::patch`), concealed_pungs aside.
const PLACING: u64 = bits(&[
    F::win_copies,
    F::win_on_pair,
    F::win_in_pung,
    F::win_in_chow,
    F::win_two_sided,
    F::win_closed,
    F::win_edge,
]);

/// What every regular reading of a hand shares: its situation and its declared melds'
/// counts (`DECLARED`), the key of `regular_reads`.
pub type Shared = (Situation, [i32; 4]);

/// The shared features of `hand`'s regular readings.
pub fn shared(hand: &Hand, situation: &Situation) -> Shared {
    let mut counts = [0; 4];
    if !hand.declared.is_empty() {
        let declared: Base = Base::part(&hand.declared, &[], None, 0..0);
        counts = DECLARED.map(|f| declared.vector[f as usize]);
    }
    (*situation, counts)
}

/// At least the most pungs (kongs among them) a regular reading of the hand of `request`
/// and `declared` melds holds: 4 where its declared melds are pungs or kongs and its
/// wildcards are enough for its other tiles to make pungs and a pair (each kind's room and
/// the kinds no wildcard may stand for not counted, so that it never says fewer than may
/// be), else 3.
pub fn most_pungs(request: &Request, declared: &[Declared]) -> i32 {
    if declared.iter().any(|m| m.kind == Kind::Chow) {
        return 3;
    }
    // The wildcards c tiles of a kind take to make pungs, and to make the pair and pungs.
    let pungs = |c: u8| u32::from((3 - c % 3) % 3);
    let pair = |c: u8| if c >= 2 { pungs(c - 2) } else { 2 - u32::from(c) };
    let counts = &request.counts;
    let need: u32 = counts.iter().map(|&c| pungs(c)).sum();
    let saved = counts.iter().map(|&c| pungs(c) as i32 - pair(c) as i32).max().unwrap_or(0);
    if need as i32 - saved <= request.wildcards as i32 {
        4
    } else {
        3
    }
}

/// The features (bit f) of a regular reading sharing `shared` and holding at most
/// `most_pungs` pungs that the counts of the fans of `table` which may count on it may
/// change with (`Program::span_reading`), and the shared ones any fan reads.
pub fn regular_reads(table: &Table, &(situation, counts): &Shared, most_pungs: i32) -> u64 {
    let mut known = [0i32; COUNT];
    known[F::regular as usize] = 1;
    situation.write(&mut known);
    DECLARED.iter().zip(counts).for_each(|(&f, n)| known[f as usize] = n);
    let mut spans: [Span; COUNT] = std::array::from_fn(|f| match KNOWN >> f & 1 {
        1 => Span { lo: known[f], hi: known[f] },
        _ => Span { lo: i32::MIN, hi: i32::MAX },
    });
    spans[F::pungs as usize] = Span { lo: 0, hi: most_pungs };
    let spans = table.programs.iter().map(|(_, p)| p.span_reading(&spans));
    spans.filter(|(span, _)| span.hi > 0).fold(table.reads & KNOWN, |reads, (_, r)| reads | r)
}

/// What the fans read of the regular readings sharing `shared` (`regular_reads`): those of
/// readings of up to four pungs, then of up to three (where a hand may not make four, whose
/// winning tile's place `placing` then asks of).
pub fn both_reads(table: &Table, shared: &Shared) -> [u64; 2] {
    [regular_reads(table, shared, 4), regular_reads(table, shared, 3)]
}

/// Whether the winning tile's place is worth anything in the regular readings of `hand`
/// (`request` its request), the fans reading `both` (`both_reads`) of them: asked of the
/// fans of up to three pungs where the hand may not make four (`most_pungs`).
pub fn hand_placing([all, fewer]: [u64; 2], hand: &Hand, request: &Request) -> bool {
    let self_drawn = hand.flags[0];
    placing(all, self_drawn)
        && (placing(fewer, self_drawn) || most_pungs(request, &hand.declared) == 4)
}

/// Whether, the fans reading `reads` of a regular reading, where the winning tile sits
/// changes what the reading is worth (a pung a discard completes is not concealed).
pub fn placing(reads: u64, self_drawn: bool) -> bool {
    reads & PLACING != 0 || (!self_drawn && reads >> F::concealed_pungs as u64 & 1 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::local::features::FLAGS;
    use crate::local::table::{for_tests, Combine, FanSpec};
    use crate::rules::Forms;
    use crate::tiles::KINDS;

    const AND: (i64, i64) = (11, 0);

    fn feature(f: F) -> (i64, i64) {
        (1, f as i64)
    }

    /// A table of a fan of each program.
    fn table(programs: Vec<Vec<(i64, i64)>>) -> Table {
        let fans = programs.into_iter().enumerate().map(|(i, p)| FanSpec {
            id: i as i64 + 1,
            program: Some(p),
            value: 1,
            multiplier: 1,
            excludes: vec![],
        });
        let combine = Combine { cap: None, exponent: false, offset: 0 };
        for_tests(fans.collect(), &[], combine, Forms::ALL, false)
    }

    fn hand(declared: usize, self_drawn: bool) -> Hand {
        let meld =
            |i: usize| Declared { kind: Kind::Pung, first: 9 * (i % 3) + i, concealed: false };
        let mut flags = [false; FLAGS];
        flags[0] = self_drawn;
        let declared = (0..declared).map(meld).collect();
        Hand { standing: [0; KINDS], wildcards: 0, win: Some(0), declared, flags, flowers: 0 }
    }

    fn reads(t: &Table, h: &Hand) -> u64 {
        regular_reads(t, &shared(h, &h.situation(t)), 4)
    }

    fn bit(f: F) -> u64 {
        1 << f as u64
    }

    // A fan of seven pairs (龙七对's copies of the winning tile) reads nothing of a regular
    // reading, inside a NOT (平和's "none of") too; a fan of four declared melds reads the
    // winning tile's place only in a hand of four; the known features read are kept.
    #[test]
    fn fans_that_cannot_count_read_nothing() {
        let t = table(vec![
            vec![feature(F::seven_pairs), feature(F::win_copies), AND],
            vec![feature(F::pungs), feature(F::seven_pairs), feature(F::win_edge), AND, (12, 0)],
            vec![feature(F::declared), (0, 4), (5, 0), feature(F::win_on_pair), AND],
            vec![feature(F::self_drawn)],
        ]);
        let (concealed, four) = (reads(&t, &hand(0, true)), reads(&t, &hand(4, false)));
        let known = bit(F::seven_pairs) | bit(F::declared) | bit(F::self_drawn);
        assert_eq!(concealed, known | bit(F::pungs));
        assert_eq!(four, known | bit(F::pungs) | bit(F::win_on_pair));
        assert!(!placing(concealed, true) && placing(four, true));
        let t = table(vec![vec![feature(F::concealed_pungs)]]);
        let r = reads(&t, &hand(0, true));
        assert_eq!(r, bit(F::concealed_pungs));
        // A pung a discard completes is claimed: its place is worth something then only.
        assert!(!placing(r, true) && placing(r, false));
    }
}
