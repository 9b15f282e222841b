//! hupai's engine: Chinese mahjong win detection with wildcards by per-suit lookup tables.
//!
//! This file is an index; each concept lives in its own module.

pub mod batch;
pub mod decompose;
pub mod error;
pub mod feasible;
pub mod forms;
pub mod interrupt;
pub mod ints;
pub mod key;
pub mod knitted;
#[cfg(target_arch = "x86_64")]
pub mod knitted_avx2;
pub mod knitted_straight;
pub mod local;
pub mod mcr;
#[cfg(target_arch = "x86_64")]
pub mod needed_avx2;
pub mod notation;
pub mod paohuzi;
#[cfg(target_arch = "x86_64")]
pub mod rows_avx2;
pub mod rules;
pub mod search;
pub mod shanten;
pub mod shanten_table;
pub mod sizes;
pub mod spread;
pub mod table;
pub mod tiles;
pub mod waits;
pub mod wall;
#[cfg(target_arch = "x86_64")]
pub mod win_avx2;
pub mod win_rows;
pub mod words;

#[cfg(feature = "python")]
mod python;

pub use error::Error;
pub use rules::{Form, Forms, Rules};
pub use search::{is_win, regular_need, wildcards_needed};
pub use tiles::Counts;
