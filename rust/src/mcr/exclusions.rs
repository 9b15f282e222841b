//! The last step of scoring a reading: the fans not counted (不计) beside others, as the
//! reference's `exclusions.py` gives them. The ordered rules come from the Python table; two
//! of them do more than leave fans out, and that part is code here, as it is there.

use crate::mcr::fans::Fans;
use crate::mcr::ids::*;
use crate::mcr::table::Table;

/// What the engine keeps of `fans`.
pub fn apply(table: &Table, mut fans: Fans) -> Fans {
    for &(fan, left_out) in &table.rules {
        if !fans.has(fan) {
            continue;
        }
        let mut bits = left_out;
        while bits != 0 {
            fans.set(bits.trailing_zeros() as usize, 0);
            bits &= bits - 1;
        }
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
    fans
}
