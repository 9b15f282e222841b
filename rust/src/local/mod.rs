//! Scoring under a local rule set (红中, 四川, 推倒胡, seed 001's, a user's): the rule set as
//! data (python/hupai/rules/local.py), each fan a postfix program over the features of a
//! reading. This file is an index.
//!
//! - `features`: the vocabulary's features of one reading, and the winning tile's places.
//! - `program`: a fan's checked program and its evaluation.
//! - `table`: the compiled rule set.
//! - `tally`: what a reading is worth (exclusions, cap, multipliers, points).
//! - `score`: every reading of a hand, and the best one.

pub mod features;
pub mod program;
pub mod score;
pub mod table;
pub mod tally;

pub use score::{readings, score, Best, Hand, Listed, DEFAULT_LIMIT};
pub use table::{Combine, FanSpec, Spec, Table};
