//! The hand sizes each function takes, tiles and wildcards together, and the error for any
//! other: the one place that knows 14, 11, 8, 5, 2 (winning) and 13, 10, 7, 4, 1 (waiting).

use crate::error::Error;
use crate::mcr::count_masks::total;
use crate::tiles::Counts;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sizes {
    /// Any size.
    Any,
    /// 2, 5, 8, 11 or 14: a winning hand.
    Winning,
    /// 1, 4, 7, 10 or 13: one tile short.
    Waiting,
    /// Waiting or winning, at least `smallest` tiles (some forms need few declared melds).
    Shanten { smallest: u32 },
}

impl Sizes {
    /// What is wrong with a hand of `tiles` real tiles and `wildcards` wildcards, if anything.
    pub fn problem(self, tiles: u32, wildcards: u32) -> Option<Error> {
        let total = tiles + wildcards;
        match self {
            Sizes::Any => None,
            Sizes::Winning => {
                (total > 14 || total % 3 != 2).then_some(Error::HandSize { tiles, wildcards })
            }
            Sizes::Waiting => {
                (total > 13 || total % 3 != 1).then_some(Error::WaitSize { tiles, wildcards })
            }
            Sizes::Shanten { smallest } => {
                if total == 0 || total > 14 || total % 3 == 0 {
                    Some(Error::ShantenSize { tiles, wildcards })
                } else if total < smallest {
                    Some(Error::FormSize { forms: String::new() })
                } else {
                    None
                }
            }
        }
    }

    /// Whether a hand of `tiles` real tiles and `wildcards` wildcards suits: `problem` is
    /// None, without making the error (a batch asks this of every row).
    #[inline]
    pub fn fits(self, tiles: u32, wildcards: u32) -> bool {
        let total = tiles + wildcards;
        match self {
            Sizes::Any => true,
            Sizes::Winning => total <= 14 && total % 3 == 2,
            Sizes::Waiting => total <= 13 && total % 3 == 1,
            Sizes::Shanten { smallest } => {
                total != 0 && total <= 14 && total % 3 != 0 && total >= smallest
            }
        }
    }

    /// The totals of tiles and wildcards that fit, for a batch to test each row without this
    /// match (which became a jump through a table on every row).
    pub fn totals(self) -> Totals {
        let mask = (0..=14).filter(|&t| self.fits(t, 0)).fold(0, |m, t| m | 1 << t);
        Totals { mask, any: self == Sizes::Any }
    }

    /// The real tiles of `counts`, or the error for a hand of the wrong size.
    pub fn check(self, counts: &Counts, wildcards: u32) -> Result<u32, Error> {
        let tiles = total(counts);
        self.problem(tiles, wildcards).map_or(Ok(tiles), Err)
    }
}

/// The totals of a `Sizes` (none fits above 14 but with `Any`): bit t for a total of t.
#[derive(Debug, Clone, Copy)]
pub struct Totals {
    mask: u32,
    any: bool,
}

impl Totals {
    /// Bit t set where a total of t fits (none above 31 does), or `None` where any total fits:
    /// for a test of many rows at once.
    pub fn fitting(self) -> Option<u32> {
        (!self.any).then_some(self.mask)
    }

    /// Whether a hand of `tiles` real tiles and `wildcards` wildcards fits, as `Sizes::fits`.
    #[inline(always)]
    pub fn fit(self, tiles: u32, wildcards: u32) -> bool {
        let total = tiles + wildcards;
        self.any | (self.mask.checked_shr(total).unwrap_or(0) & 1 == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fits_when_there_is_no_problem() {
        let all = [
            Sizes::Any,
            Sizes::Winning,
            Sizes::Waiting,
            Sizes::Shanten { smallest: 1 },
            Sizes::Shanten { smallest: 10 },
            Sizes::Shanten { smallest: 13 },
        ];
        for sizes in all {
            for tiles in 0..=40 {
                for wildcards in [0, 1, 2, 5, 136] {
                    let fits = sizes.problem(tiles, wildcards).is_none();
                    assert_eq!(sizes.fits(tiles, wildcards), fits, "{sizes:?} {tiles} {wildcards}");
                    assert_eq!(sizes.totals().fit(tiles, wildcards), fits);
                }
            }
        }
    }
}
