//! A two-player fan table as scoring needs it, received from the Python data
//! (`hupai.rules.mcr2p`, `mcr2p_v3` or any `Mcr2pRuleSet`): by table position, each fan's
//! points, the predicate that finds it (an MCR fan id, or one of `ids`) and the positions it
//! leaves out (不计). Nothing here is kept by hand; the binding fills it.

use crate::error::Error;
use crate::mcr::fans::{Fans, SLOTS};
use crate::mcr::ids::{CLOSED_WAIT, EDGE_WAIT, SINGLE_WAIT};
use crate::mcr::table::FanMask;
use crate::mcr::two_player::ids::{HEAVENLY_HAND, PREDICATES};

/// A two-player table: positions 1..=len, highest points first (mcr2p.md 5.2).
#[derive(Clone, Debug)]
pub struct Table {
    pub len: usize,
    /// Points by position (0 unused).
    pub points: [u16; SLOTS],
    /// The predicate of each position (0 unused).
    pub predicate: [u8; SLOTS],
    /// The position of each predicate, 0 where the table has none.
    pub position: [u8; SLOTS],
    /// The positions each position leaves out, as a bit set.
    pub excludes: [FanMask; SLOTS],
    /// The predicates the table has, as a bit set.
    pub held: u128,
    /// Every fan's points below 2^15, for `Fans::weighted_sum_narrow`.
    pub narrow: bool,
    /// Whether 天胡, once a candidate, is counted and leaves out every wait fan the table has
    /// (边张, 坎张, 单钓将): no fan rules it out, and it comes before each and excludes it.
    pub heavenly_hides_waits: bool,
}

impl Table {
    /// A table from points, predicates and exclusions by position (index 0 of each unused,
    /// as `Mcr2pRuleSet.points()` gives them). Shape errors name the bad entry: a table of
    /// more fans than there are predicates, points outside 0-65535, an unknown or repeated
    /// predicate, an exclusion of a position outside the table or of the fan itself.
    pub fn new(points: &[i64], predicates: &[i64], excludes: &[Vec<i64>]) -> Result<Table, Error> {
        let shape = |message: String| Err(Error::Shape(message));
        let len = points.len().saturating_sub(1);
        if points.is_empty() || len >= PREDICATES {
            return shape(format!(
                "a two-player table has 1 to {} fans (points, index 0 unused), got {} entries",
                PREDICATES - 1,
                points.len()
            ));
        }
        if predicates.len() != points.len() || excludes.len() != points.len() {
            return shape(format!(
                "a two-player table gives points, predicates and exclusions for each position; \
                 got {}, {} and {} entries",
                points.len(),
                predicates.len(),
                excludes.len()
            ));
        }
        let mut table = Table {
            len,
            points: [0; SLOTS],
            predicate: [0; SLOTS],
            position: [0; SLOTS],
            excludes: [0; SLOTS],
            held: 0,
            narrow: false,
            heavenly_hides_waits: false,
        };
        for id in 1..=len {
            let Ok(p) = u16::try_from(points[id]) else {
                return shape(format!("fan {id}'s points {} are outside 0..=65535", points[id]));
            };
            table.points[id] = p;
            let predicate = predicates[id];
            let Some(pred) =
                usize::try_from(predicate).ok().filter(|p| (1..PREDICATES).contains(p))
            else {
                return shape(format!(
                    "fan {id}'s predicate {predicate} is outside 1..{}",
                    PREDICATES - 1
                ));
            };
            if table.position[pred] != 0 {
                return shape(format!(
                    "fans {} and {id} name the same predicate {pred}",
                    table.position[pred]
                ));
            }
            table.position[pred] = id as u8;
            table.held |= 1 << pred;
            table.predicate[id] = pred as u8;
            for &out in &excludes[id] {
                match usize::try_from(out).ok().filter(|&o| (1..=len).contains(&o) && o != id) {
                    Some(o) => table.excludes[id] |= 1 << o,
                    None => {
                        return shape(format!(
                            "fan {id} excludes {out}; it may exclude the other fans, 1..={len}"
                        ))
                    }
                }
            }
        }
        table.narrow = table.points.iter().all(|&p| p < 1 << 15);
        table.heavenly_hides_waits = table.has(HEAVENLY_HAND).is_some_and(|at| {
            let ruled_out = table.excludes.iter().any(|&e| e >> at & 1 == 1);
            let hides = |wait| {
                let hidden = |w: usize| w > at && table.excludes[at] >> w & 1 == 1;
                table.has(wait).is_none_or(hidden)
            };
            !ruled_out && [EDGE_WAIT, CLOSED_WAIT, SINGLE_WAIT].into_iter().all(hides)
        });
        Ok(table)
    }

    /// The points of `fans` (by position), each fan's points times its count.
    #[inline]
    pub fn total(&self, fans: &Fans) -> u32 {
        if self.narrow {
            fans.weighted_sum_narrow(&self.points)
        } else {
            fans.weighted_sum(&self.points)
        }
    }

    /// The position of `predicate`, if the table has it.
    #[inline]
    pub fn has(&self, predicate: usize) -> Option<usize> {
        Some(usize::from(self.position[predicate])).filter(|&p| p != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(points: &[i64], predicates: &[i64], excludes: &[&[i64]]) -> Result<Table, Error> {
        let excludes: Vec<Vec<i64>> = excludes.iter().map(|e| e.to_vec()).collect();
        Table::new(points, predicates, &excludes)
    }

    #[test]
    fn built_by_position() {
        let t = table(&[0, 88, 6, 1], &[0, 1, 48, 73], &[&[], &[2, 3], &[], &[]]).unwrap();
        assert_eq!(t.len, 3);
        assert_eq!((t.points[1], t.predicate[2], t.has(73), t.has(2)), (88, 48, Some(3), None));
        assert_eq!(t.excludes[1], 0b1100);
        assert!(t.narrow);
        let mut fans = Fans::default();
        fans.set(2, 1);
        fans.set(3, 4);
        assert_eq!(t.total(&fans), 10);
    }

    /// Each bad table is refused with a message naming what is wrong.
    #[test]
    fn bad_tables_refused() {
        let message = |r: Result<Table, Error>| r.unwrap_err().to_string();
        let cases: [(Result<Table, Error>, &str); 7] = [
            (table(&[], &[], &[]), "got 0 entries"),
            (table(&[0, 1], &[0], &[&[], &[]]), "got 2, 1 and 2"),
            (table(&[0, 70_000], &[0, 1], &[&[], &[]]), "fan 1's points 70000"),
            (table(&[0, 1], &[0, 94], &[&[], &[]]), "predicate 94 is outside"),
            (table(&[0, 1, 1], &[0, 5, 5], &[&[], &[], &[]]), "fans 1 and 2 name"),
            (table(&[0, 1], &[0, 5], &[&[], &[1]]), "fan 1 excludes 1"),
            (table(&[0, 1], &[0, 5], &[&[], &[2]]), "fan 1 excludes 2"),
        ];
        for (result, want) in cases {
            let got = message(result);
            assert!(got.contains(want), "{got:?} lacks {want:?}");
        }
    }
}
