//! Which of two scored readings a two-player hand shows (mcr2p.md 5.5-5.6, made fully
//! deterministic): the higher total; then the one whose fans' points, each repeated by its
//! count and sorted from the highest, compare greater as a sequence; then a regular reading
//! before seven pairs; then the one whose fans, as (table position, count) in position order,
//! compare smaller as a sequence. Readings equal by all of these keep the earlier one.

use crate::mcr::fans::{Fans, SLOTS};
use crate::mcr::two_player::table::Table;
use std::cmp::Ordering;

/// A scored reading as the choice reads it: its fans by table position and total.
#[derive(Clone, Copy)]
pub struct Ranked<'a> {
    pub fans: &'a Fans,
    pub total: u32,
    pub seven_pairs: bool,
}

/// Whether `new` is shown rather than `old`, which came first.
#[inline]
pub fn better(table: &Table, new: Ranked, old: Ranked) -> bool {
    if new.total != old.total {
        return new.total > old.total;
    }
    // Equal totals are rare, and most often come with the same fans (one split read two
    // ways), which no rule below prefers: the slower comparisons only then.
    if new.fans == old.fans && new.seven_pairs == old.seven_pairs {
        return false;
    }
    match points_order(table, new.fans, old.fans) {
        Ordering::Equal => {}
        order => return order == Ordering::Greater,
    }
    if new.seven_pairs != old.seven_pairs {
        return !new.seven_pairs;
    }
    new.fans.iter().cmp(old.fans.iter()) == Ordering::Less
}

/// The fans' points with their counts, points descending, equal points merged: runs of the
/// sequence of points each repeated by its count. At most one run a fan.
fn runs(table: &Table, fans: &Fans) -> ([(u16, u32); SLOTS], usize) {
    let mut runs = [(0u16, 0u32); SLOTS];
    let mut len = 0;
    for (position, count) in fans.iter() {
        runs[len] = (table.points[position], u32::from(count));
        len += 1;
    }
    runs[..len].sort_unstable_by_key(|r| std::cmp::Reverse(r.0));
    let mut merged = 0;
    for i in 0..len {
        if merged > 0 && runs[merged - 1].0 == runs[i].0 {
            runs[merged - 1].1 += runs[i].1;
        } else {
            runs[merged] = runs[i];
            merged += 1;
        }
    }
    (runs, merged)
}

/// How the sorted points of `a` compare with those of `b` as sequences (a longer sequence
/// that begins as the shorter one is greater). Run by run, from the highest points: a higher
/// point where the other has a lower one, or more copies of the same point (the other then
/// goes on lower, or ends), is greater.
fn points_order(table: &Table, a: &Fans, b: &Fans) -> Ordering {
    let ((a, a_len), (b, b_len)) = (runs(table, a), runs(table, b));
    for (x, y) in a[..a_len].iter().zip(&b[..b_len]) {
        match x.0.cmp(&y.0).then(x.1.cmp(&y.1)) {
            Ordering::Equal => {}
            order => return order,
        }
    }
    a_len.cmp(&b_len)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcr::fans::fans_of;

    /// Positions 1-6 worth 24, 16, 6, 6, 1, 0.
    fn table() -> Table {
        let no: Vec<Vec<i64>> = vec![vec![]; 7];
        Table::new(&[0, 24, 16, 6, 6, 1, 0], &[0, 1, 2, 3, 4, 5, 6], &no).unwrap()
    }

    type Reading = (&'static [(usize, u8)], bool);

    /// Each pair: the reading shown, then the other; all but the first of equal totals, so
    /// that the rule after the total decides.
    #[test]
    fn ties_broken_in_order() {
        let t = table();
        let cases: [(Reading, Reading); 7] = [
            ((&[(1, 1)], false), (&[(2, 1)], false)),
            // 24 beats 16 + 6 + 1 + 1.
            ((&[(1, 1)], false), (&[(2, 1), (3, 1), (5, 2)], false)),
            // Two 6s beat a 6 and six 1s.
            ((&[(3, 1), (4, 1)], false), (&[(3, 1), (5, 6)], false)),
            // A 0-point fan makes the longer sequence, which is greater.
            ((&[(3, 1), (6, 1)], true), (&[(3, 1)], false)),
            // The same points: regular before seven pairs.
            ((&[(3, 1)], false), (&[(4, 1)], true)),
            // The same points and form: the smaller fan list.
            ((&[(3, 1)], true), (&[(4, 1)], true)),
            ((&[(3, 1), (4, 1)], false), (&[(3, 2)], false)),
        ];
        for (i, ((first, first_pairs), (second, second_pairs))) in cases.into_iter().enumerate() {
            let (a, b) = (fans_of(first), fans_of(second));
            let a = Ranked { fans: &a, total: t.total(&a), seven_pairs: first_pairs };
            let b = Ranked { fans: &b, total: t.total(&b), seven_pairs: second_pairs };
            assert_eq!(a.total == b.total, i > 0, "{first:?} {second:?}");
            assert!(better(&t, a, b), "{first:?} over {second:?}");
            assert!(!better(&t, b, a), "{second:?} not over {first:?}");
        }
        let same = fans_of(&[(3, 1)]);
        let same = Ranked { fans: &same, total: 6, seven_pairs: false };
        assert!(!better(&t, same, same));
    }
}
