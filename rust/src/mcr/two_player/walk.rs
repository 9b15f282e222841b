//! Scoring one reading's candidate fans under a two-player table (mcr2p.md 5.2-5.4): the
//! candidates, found by predicate, are put at their table positions; the table is walked in
//! position order, a fan already ruled out skipped, any other counted and its exclusions
//! ruled out (a ruled-out fan rules out nothing); then 幺九刻 is settled.

use crate::mcr::fans::Fans;
use crate::mcr::ids::{BIG_THREE_WINDS, PUNG_OF_TERMINALS_OR_HONORS, SEAT_WIND};
use crate::mcr::two_player::table::Table;

/// The fans counted from `candidates` (by predicate, with counts; those the table lacks are
/// dropped), by table position, into `out`, and their points (`Table::total` of `out`),
/// summed as the walk counts them: read back from `out`, the counts just written would wait
/// on their stores.
///
/// 幺九刻 comes in counted once per pung or kong of a terminal or wind (dragons never give
/// it); settled last, it leaves out the three winds of a counted 三风刻 and the seat-wind
/// pung when 门风刻 is counted (mcr2p.md 5.3), and goes when nothing is left of it.
#[inline]
pub fn tally(table: &Table, candidates: &Fans, out: &mut Fans) -> u32 {
    // The candidates' positions, by 64-bit halves (a variable u128 shift costs several
    // instructions and a branch); nothing is written until the walk has settled what counts.
    let (mut low, mut high) = (0u64, 0u64);
    let held = candidates.present() & table.held;
    for (base, mut bits) in [(0, held as u64), (64, (held >> 64) as u64)] {
        while bits != 0 {
            let predicate = base + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let position = u32::from(table.position[predicate]);
            let bit = 1u64 << (position & 63);
            let in_low = 0u64.wrapping_sub(u64::from(position < 64));
            low |= bit & in_low;
            high |= bit & !in_low;
        }
    }
    let count = |position: usize| candidates.get(usize::from(table.predicate[position]));
    // Ruled out so far, and the fans that were when the walk came to them (a later fan's
    // exclusions leave an earlier fan counted), each half kept in a register. The high half
    // has fans only in tables of more than 63.
    let (mut ruled, mut dropped, mut total) = ((0u64, 0u64), (0u64, 0u64), 0u32);
    let mut bits = low;
    while bits != 0 {
        let bit = bits.trailing_zeros();
        bits &= bits - 1;
        let (out_already, points, excludes) = step(table, count, ruled.0, bit, 0);
        dropped.0 |= out_already << bit;
        // Without a branch: which fans are ruled out follows no pattern.
        let counted = 0u64.wrapping_sub(out_already ^ 1);
        total += points & counted as u32;
        ruled.0 |= excludes as u64 & counted;
        ruled.1 |= (excludes >> 64) as u64 & counted;
    }
    let mut bits = high;
    while bits != 0 {
        let bit = bits.trailing_zeros();
        bits &= bits - 1;
        let (out_already, points, excludes) = step(table, count, ruled.1, bit, 64);
        dropped.1 |= out_already << bit;
        let counted = 0u64.wrapping_sub(out_already ^ 1);
        total += points & counted as u32;
        ruled.1 |= (excludes >> 64) as u64 & counted;
    }
    let kept = u128::from(low & !dropped.0) | u128::from(high & !dropped.1) << 64;
    out.fill(kept, count);
    if let Some(pungs) = table.has(PUNG_OF_TERMINALS_OR_HONORS).filter(|&p| out.has(p)) {
        let counted = |predicate| table.has(predicate).is_some_and(|p| out.has(p));
        // The three winds of 三风刻 are every wind pung, the seat wind's among them.
        let deducted = if counted(BIG_THREE_WINDS) { 3 } else { u8::from(counted(SEAT_WIND)) };
        let count = out.get(pungs);
        let left = count.saturating_sub(deducted);
        total -= u32::from(count - left) * u32::from(table.points[pungs]);
        out.set(pungs, left);
    }
    debug_assert_eq!(total, table.total(out));
    total
}

/// The walk at position `base + bit`, `ruled` the half of the ruled-out set holding it:
/// whether it is ruled out (1 or 0), its points with its count, and what it leaves out.
#[inline(always)]
fn step(
    table: &Table,
    count: impl Fn(usize) -> u8,
    ruled: u64,
    bit: u32,
    base: usize,
) -> (u64, u32, u128) {
    let position = base + bit as usize;
    let points = u32::from(count(position)) * u32::from(table.points[position]);
    (ruled >> bit & 1, points, table.excludes[position])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcr::fans::fans_of;
    use crate::mcr::ids::{ALL_PUNGS, CONCEALED_HAND, FULLY_CONCEALED_HAND, SELF_DRAWN};

    /// Positions: 1 四暗刻 (leaves out 门前清 碰碰胡 不求人), 2 三风刻, 3 碰碰胡, 4 不求人
    /// (leaves out 自摸), 5 门风刻, 6 门前清, 7 幺九刻, 8 自摸.
    fn table() -> Table {
        let predicates = [0, 12, BIG_THREE_WINDS, ALL_PUNGS, FULLY_CONCEALED_HAND, SEAT_WIND];
        let predicates: Vec<i64> = predicates
            .into_iter()
            .chain([CONCEALED_HAND, PUNG_OF_TERMINALS_OR_HONORS, SELF_DRAWN])
            .map(|p| p as i64)
            .collect();
        let excludes = [vec![], vec![3, 4, 6], vec![], vec![], vec![8], vec![], vec![], vec![]];
        let excludes: Vec<Vec<i64>> = excludes.into_iter().chain([vec![]]).collect();
        Table::new(&[0, 64, 12, 6, 4, 2, 2, 1, 1], &predicates, &excludes).unwrap()
    }

    fn counted(candidates: &[(usize, u8)]) -> Fans {
        let mut out = Fans::default();
        tally(&table(), &fans_of(candidates), &mut out);
        out
    }

    /// mcr2p.md 5.2's example: 四暗刻 rules out 不求人, which then rules out nothing, so a
    /// self-drawn 四暗刻 keeps 自摸.
    #[test]
    fn a_ruled_out_fan_rules_out_nothing() {
        let got = counted(&[(12, 1), (ALL_PUNGS, 1), (FULLY_CONCEALED_HAND, 1), (SELF_DRAWN, 1)]);
        assert_eq!(got, fans_of(&[(1, 1), (8, 1)]));
        // Without 四暗刻, 不求人 counts and rules out 自摸.
        let got = counted(&[(ALL_PUNGS, 1), (FULLY_CONCEALED_HAND, 1), (SELF_DRAWN, 1)]);
        assert_eq!(got, fans_of(&[(3, 1), (4, 1)]));
    }

    /// The walk goes in table order: a fan counted stays counted when a later one excludes
    /// it.
    #[test]
    fn a_later_fan_leaves_an_earlier_one() {
        let excludes = [vec![], vec![], vec![1]];
        let table = Table::new(&[0, 2, 1], &[0, 23, 24], &excludes).unwrap();
        let mut out = Fans::default();
        tally(&table, &fans_of(&[(23, 1), (24, 1)]), &mut out);
        assert_eq!(out, fans_of(&[(1, 1), (2, 1)]));
    }

    /// 幺九刻 settled last: the winds of 三风刻 leave it, else the seat-wind pung when 门风刻
    /// is counted; a predicate the table lacks (7, 绿一色) is dropped.
    #[test]
    fn terminal_pungs_settled_last() {
        let pungs = PUNG_OF_TERMINALS_OR_HONORS;
        let got = counted(&[(BIG_THREE_WINDS, 1), (SEAT_WIND, 1), (pungs, 4), (7, 1)]);
        assert_eq!(got, fans_of(&[(2, 1), (5, 1), (7, 1)]));
        assert_eq!(counted(&[(SEAT_WIND, 1), (pungs, 2)]), fans_of(&[(5, 1), (7, 1)]));
        assert_eq!(counted(&[(SEAT_WIND, 1), (pungs, 1)]), fans_of(&[(5, 1)]));
        assert_eq!(counted(&[(pungs, 2)]), fans_of(&[(7, 2)]));
    }
}
