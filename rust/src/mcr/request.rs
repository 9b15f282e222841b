//! A checked scoring request (the Rust form of `hupai.scoring.ScoreRequest`) and the win flags.

use crate::mcr::view::{Kind, ScoredMeld};
use crate::tiles::Counts;

/// How the hand was won, as given or as corrected (`special::correct_flags`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WinFlags {
    pub self_drawn: bool,
    pub last_copy: bool,
    pub kong: bool,
    pub last_tile: bool,
}

/// A declared meld: its kind, lowest tile, and for a kong whether it is concealed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Declared {
    pub kind: Kind,
    pub first: usize,
    pub concealed: bool,
}

impl Declared {
    /// Whether the meld was claimed (明): anything but a concealed kong.
    pub fn claimed(&self) -> bool {
        !(self.kind == Kind::Kong && self.concealed)
    }

    /// The meld as scoring sees it.
    pub fn scored(&self) -> ScoredMeld {
        ScoredMeld { kind: self.kind, first: self.first, concealed: self.concealed, declared: true }
    }
}

/// A winning hand and how it was won. `standing` leaves out the winning tile; winds are tile
/// indices 27-30; `melds[..meld_count]` are the declared melds; tile counts and meld shapes are already checked by the caller.
#[derive(Clone, Debug)]
pub struct Request {
    pub standing: Counts,
    pub win_tile: usize,
    pub melds: [Declared; 4],
    pub meld_count: usize,
    pub flags: WinFlags,
    pub seat_wind: usize,
    pub prevalent_wind: usize,
    pub flowers: u8,
}

impl Request {
    pub fn melds(&self) -> &[Declared] {
        &self.melds[..self.meld_count]
    }
}
