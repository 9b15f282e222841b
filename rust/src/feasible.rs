//! The exhaustive check: every way to cover one suit kind by kind with chows, pungs and a pair.
//!
//! Independent of the tables (which are built by walking keys), it enumerates, kind by kind, how
//! many chows start there, how many pungs and whether the pair sits there, and records how many
//! wildcards fill the gaps. It proves the tables in tests and settles the rare hands the tables'
//! shortcut cannot (see `search::regular_extra`).

/// Chows started one kind back and two kinds back that still need the current kind.
type State = (usize, usize, bool);

/// Bit `w` of the result is set when `counts` plus exactly `w` wildcards, all standing for kinds
/// of this suit, split into melds (and one pair when `pair`). With `cap`, no kind may end above
/// four copies. Without it, only the least bit is exact (the set is closed under adding three).
pub fn feasible_mask(counts: &[u8], chows: bool, pair: bool, cap: bool) -> u64 {
    let len = counts.len();
    // Without the cap, more than two equal chows or two pungs of a kind never lowers the count.
    let (most_chows, most_pungs) = if cap { (4, 1) } else { (2, 2) };
    let mut states: Vec<(State, u64)> = vec![((0, 0, false), 1)];
    for (j, &have) in counts.iter().enumerate() {
        let mut next: Vec<(State, u64)> = Vec::new();
        let chow_room = if chows && j + 2 < len { most_chows } else { 0 };
        for &((back1, back2, paired), mask) in &states {
            for start in 0..=chow_room {
                for pungs in 0..=most_pungs {
                    for here in 0..=usize::from(pair && !paired) {
                        let total = back1 + back2 + start + 3 * pungs + 2 * here;
                        if total < have as usize || (cap && total > 4) {
                            continue;
                        }
                        let state = (start, back1, paired || here == 1);
                        let shifted = mask << (total - have as usize);
                        match next.iter_mut().find(|(s, _)| *s == state) {
                            Some((_, m)) => *m |= shifted,
                            None => next.push((state, shifted)),
                        }
                    }
                }
            }
        }
        states = next;
    }
    states
        .iter()
        .filter(|((b1, b2, paired), _)| *b1 == 0 && *b2 == 0 && *paired == pair)
        .fold(0, |acc, (_, m)| acc | m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_cases() {
        // 123: complete as it is, or with 3, 6, ... more.
        assert_eq!(
            feasible_mask(&[1, 1, 1, 0, 0, 0, 0, 0, 0], true, false, true) & 0b1001001,
            0b1001001
        );
        // 13: one wildcard (the 2) completes the chow.
        assert_eq!(
            feasible_mask(&[1, 0, 1, 0, 0, 0, 0, 0, 0], true, false, true).trailing_zeros(),
            1
        );
        // EEEE with the cap can never complete.
        assert_eq!(feasible_mask(&[4, 0, 0, 0, 0, 0, 0], false, false, true), 0);
        // An empty suit: the pair alone takes two wildcards.
        assert_eq!(feasible_mask(&[0; 9], true, true, true).trailing_zeros(), 2);
    }
}
