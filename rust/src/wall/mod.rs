//! Walls and the shuffle contract of `wall.md` 3 ("splitmix64-fisher-yates-v1"): SplitMix64,
//! an unbiased integer below a bound by rejection, and the descending Fisher-Yates shuffle.
//! Integer arithmetic only, so that every platform gives the same wall for the same seed.

pub mod deal;
pub mod deals;
pub mod shuffle;
pub mod splitmix;

pub use shuffle::{below, shuffle, Bounds};
pub use splitmix::{deal_seed, SplitMix64};
