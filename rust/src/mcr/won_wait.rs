//! Whether a hand that wins with its winning tile waited on that tile alone (独听):
//! `win_fans::unique_wait` for the hands scoring asks about. That the hand wins settles most of
//! what the general test looks up: with the winning tile every group is complete and exactly
//! one holds the pair, so only the winning tile's group, and the other group left in the
//! pair's role when there is one, can take a wait.

use crate::mcr::wait_table::{self, PAIR, WAITS};
use crate::mcr::win_fans::{bytes_equal, seven_pairs_wait, unique_wait, LSB, TOP};
use crate::tiles::{Counts, HONOR_START, KINDS};

/// `unique_wait(standing, win_tile)` for `standing` plus `win_tile` a winning hand (chows and
/// pungs and one pair).
pub fn won_unique_wait(standing: &Counts, win_tile: usize) -> bool {
    let word = |at: usize| u64::from_le_bytes(*standing[at..].first_chunk::<8>().unwrap());
    let words = [word(0), word(8), word(16), word(24)];
    let last = word(26);
    let over = words.iter().chain([&last]).any(|&w| (w | w.wrapping_add(0x7B * LSB)) & TOP != 0);
    if over || win_tile >= KINDS {
        return unique_wait(standing, win_tile);
    }
    let honors = last >> 8;
    let byte_sum = |w: u64| (w.wrapping_mul(LSB) >> 56) as u32;
    let suit = |g: usize| byte_sum(word(9 * g)) + u32::from(standing[9 * g + 8]);
    let sizes = [suit(0), suit(1), suit(2), byte_sum(honors)];
    let won = (win_tile / 9).min(3);
    let group = |g: usize| group_waits(standing, g, sizes[g], honors);
    let found = match sizes[won] % 3 {
        // The winning tile's group takes the pair: every other group is melds alone.
        1 => group(won).map(|(waits, _)| waits),
        // Another group holds the pair; a tile may go to either of the two.
        2 => {
            let others =
                (0..4).fold(0u32, |m, g| m | u32::from(g != won && sizes[g] % 3 == 2) << g);
            let other = others.trailing_zeros() as usize;
            match others.count_ones() {
                1 => group(won)
                    .zip(group(other))
                    .map(|((a, paired), (b, _))| a | if paired { b } else { 0 }),
                _ => None,
            }
        }
        _ => None,
    };
    let Some(mut found) = found else { return unique_wait(standing, win_tile) };
    // Seven pairs: 13 tiles with one kind held an odd number of times; that kind completes.
    if sizes.iter().sum::<u32>() == 13 {
        found |= seven_pairs_wait(&words, last);
    }
    found == 1u64 << win_tile
}

/// Group `g`'s waits in the role its size gives it, as tile bits, and whether it is complete
/// with the pair as it stands; None when the wait table does not answer.
#[inline]
fn group_waits(standing: &Counts, g: usize, size: u32, honors: u64) -> Option<(u64, bool)> {
    if g == 3 {
        let ones = (bytes_equal(honors, 1) | bytes_equal(honors, 4)) as u32;
        let twos = bytes_equal(honors, 2) as u32;
        let waits = match size % 3 {
            1 if ones.count_ones() == 1 && twos == 0 => ones,
            1 if ones == 0 && twos.count_ones() == 2 => twos,
            2 if ones == 0 && twos.count_ones() == 1 => twos,
            _ => 0,
        };
        let paired = size % 3 == 2 && ones == 0 && twos.count_ones() == 1;
        return Some((u64::from(waits) << HONOR_START, paired));
    }
    if size as usize > wait_table::MOST {
        return None;
    }
    let c = |i: usize| u32::from(standing[9 * g + i]);
    let low = c(0) + 5 * c(1) + 25 * c(2) + 125 * c(3) + 625 * c(4);
    let high = c(5) + 5 * c(6) + 25 * c(7) + 125 * c(8);
    let entry = wait_table::table().get(low as usize, high as usize)?;
    Some((u64::from(entry & WAITS) << (9 * g), entry & PAIR != 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random winning hands (melds and a pair, in few suits to make waits many), each tile of
    /// them taken as the winning tile: the same as the general test.
    #[test]
    fn same_as_unique_wait_on_winning_hands() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut below = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let mut checked = 0;
        for _ in 0..100_000 {
            let suits = [below(4), below(4)];
            let melds = below(5);
            let mut hand = [0u8; KINDS];
            for group in 0..=melds {
                let suit = suits[below(2)];
                let (t, chow) = if suit == 3 {
                    (HONOR_START + below(7), false)
                } else {
                    (9 * suit + below(9), below(3) != 0)
                };
                if group == 0 {
                    hand[t] += 2;
                } else if chow && t % 9 < 7 {
                    (0..3).for_each(|i| hand[t + i] += 1);
                } else {
                    hand[t] += 3;
                }
            }
            if hand.iter().any(|&c| c > 4) {
                continue;
            }
            for win in (0..KINDS).filter(|&t| hand[t] > 0) {
                let mut standing = hand;
                standing[win] -= 1;
                assert_eq!(
                    won_unique_wait(&standing, win),
                    unique_wait(&standing, win),
                    "{standing:?} win {win}"
                );
                checked += 1;
            }
        }
        assert!(checked > 200_000, "{checked}");
    }
}
