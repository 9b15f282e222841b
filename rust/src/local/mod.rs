//! Scoring under a local rule set (红中, 四川, 推倒胡, seed 001's, a user's): the rule set as
//! data (python/hupai/rules/local.py), each fan a postfix program over the features of a
//! reading. This file is an index.
//!
//! - `features`: the vocabulary's features of one reading, and the winning tile's places.
//! - `part`: a suit's part of a regular reading's features, held small.
//! - `program`: a fan's checked program and its evaluation.
//! - `table`: the compiled rule set.
//! - `memo`: counts and tallies of readings seen, by their features.
//! - `reads`: what the fans read of a hand's regular readings.
//! - `shared`: the memo and suits' ways a thread keeps from hand to hand.
//! - `tally`: what a reading is worth (exclusions, cap, multipliers, points).
//! - `hand`: a checked hand and its decomposition request.
//! - `view`: a decomposition borrowed from the search that found it.
//! - `walk`: every reading of a hand, as found.
//! - `score`: the best reading, and every reading in order.
//! - `suits`: the best regular reading, found suit by suit; `fill`, one suit's splits.
//! - `rows`, `batch`: many hands at once, each row checked as the Python reader checks a hand.

pub mod batch;
pub mod features;
pub mod fill;
pub mod hand;
pub mod memo;
pub mod part;
pub mod program;
pub mod reads;
pub mod rows;
pub mod score;
pub mod shared;
pub mod suits;
pub mod table;
pub mod tally;
pub mod view;
pub mod walk;

pub use hand::Hand;

/// The tests' seeded pseudo-random numbers: `next(n)` is one of 0..n.
#[cfg(test)]
pub(crate) fn seeded(mut seed: u64) -> impl FnMut(u64) -> usize {
    move |n| {
        seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((seed >> 33) % n) as usize
    }
}
pub use score::{readings, score, Best, Listed, DEFAULT_LIMIT};
pub use table::{Combine, FanSpec, Spec, Table};
