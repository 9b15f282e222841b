//! MCR fan scoring (docs/mcr-scoring.md): the Rust port of the reference scorer
//! `hupai.reference.mcr`, one module for each of its modules. Fan points and the ordered
//! exclusion rules come from the Python fan table (`table::Table`).

pub mod batch;
mod batch_scalars;
pub(crate) mod batch_slices;
pub(crate) mod count_masks;
pub mod exclusions;
pub mod fans;
pub mod ids;
pub mod meld_fans;
mod meld_tables;
pub mod request;
pub mod score;
pub mod special;
pub mod special_reading;
pub mod splits;
pub mod suit_splits;
pub mod table;
pub mod tile_fans;
pub mod two_player;
pub mod view;
pub mod wait_table;
pub mod win_fans;
pub mod won_wait;
