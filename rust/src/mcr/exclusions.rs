//! The last step of scoring a reading: the fans not counted (不计) beside others, as the
//! reference's `exclusions.py` gives them. The ordered rules come from the Python table; two
//! of them do more than leave fans out, and that part is code here, as it is there.

use crate::mcr::fans::Fans;
use crate::mcr::ids::*;
use crate::mcr::table::{FanMask, Table};

/// What the engine keeps of `fans`.
pub fn apply(table: &Table, mut fans: Fans) -> Fans {
    apply_in_place(table, &mut fans);
    fans
}

/// `apply` on `fans` where they lie.
#[inline]
pub fn apply_in_place(table: &Table, fans: &mut Fans) {
    match &table.by_id {
        Some((with_rule, by_id)) => {
            // Rules in id order: visit the fans present that have one, lowest first, looking
            // again after each, since a rule may remove a later fan.
            let mut todo = fans.present() & with_rule;
            while todo != 0 {
                let fan = todo.trailing_zeros() as usize;
                todo &= todo - 1;
                rule(fans, fan, by_id[fan]);
                // Rules only leave fans out, but Four Concealed Pungs' may add Self-Drawn.
                todo = if fan == FOUR_CONCEALED_PUNGS {
                    fans.present() & with_rule & (!1u128 << fan)
                } else {
                    todo & fans.present()
                };
            }
        }
        None => {
            for &(fan, left_out) in &table.rules {
                if fans.has(fan) {
                    rule(fans, fan, left_out);
                }
            }
        }
    }
}

/// One rule of a fan present.
fn rule(fans: &mut Fans, fan: usize, left_out: FanMask) {
    fans.remove_all(left_out);
    if fan == FOUR_CONCEALED_PUNGS && fans.take(FULLY_CONCEALED_HAND) > 0 {
        // Four Concealed Pungs leaves out Fully Concealed Hand, but the hand is still
        // self-drawn.
        fans.set(SELF_DRAWN, 1);
    } else if fan == BIG_THREE_WINDS
        && !(fans.has(ALL_HONORS) || fans.has(ALL_TERMINALS_AND_HONORS))
    {
        // Only the three winds' own Pungs of Terminals or Honors go.
        let left = fans.get(PUNG_OF_TERMINALS_OR_HONORS).saturating_sub(3);
        fans.set(PUNG_OF_TERMINALS_OR_HONORS, left);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rules in id order are visited by the fans present; the same as walking every rule.
    #[test]
    fn rules_by_id_as_in_order() {
        let rules: Vec<(i64, Vec<i64>)> = vec![
            (1, vec![48, 73]),
            (12, vec![48, 62]),
            (13, vec![22, 63, 76]),
            (38, vec![]),
            (48, vec![73]),
            (56, vec![80]),
            (63, vec![76]),
        ];
        let points = [1i64; 83];
        let table = Table::new(&points, &rules, true).unwrap();
        assert!(table.by_id.is_some());
        let walk_all = Table { by_id: None, ..table.clone() };
        let mut seed = 12345u64;
        for _ in 0..20_000 {
            let mut fans = Fans::default();
            for _ in 0..8 {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let id = [1, 11, 12, 13, 18, 22, 38, 48, 56, 62, 63, 73, 76, 80]
                    [(seed >> 33) as usize % 14];
                fans.set(id, 1 + (seed >> 60) as u8 % 4);
            }
            assert_eq!(apply(&table, fans), apply(&walk_all, fans), "{fans:?}");
        }
    }
}
