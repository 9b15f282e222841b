//! What the fans of one decomposition look at (the reference's `view.py`): its melds as scoring
//! sees them, its pair, all its tiles, and how the hand was won. A pung that a discarded
//! winning tile completes counts as melded (明刻), unless that tile can be read into a concealed
//! chow instead.

use crate::tiles::{Counts, KINDS};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Chow,
    Pung,
    Kong,
}

/// A meld as scoring sees it: its kind, its lowest tile, whether it counts as concealed and
/// whether it was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScoredMeld {
    pub kind: Kind,
    pub first: usize,
    pub concealed: bool,
    pub declared: bool,
}

impl ScoredMeld {
    pub const NONE: ScoredMeld =
        ScoredMeld { kind: Kind::Chow, first: 0, concealed: false, declared: false };

    /// Whether the meld holds `tile`.
    pub fn holds(&self, tile: usize) -> bool {
        match self.kind {
            Kind::Chow => tile >= self.first && tile < self.first + 3,
            _ => tile == self.first,
        }
    }

    /// Adds the meld's tiles (a kong's four) to `counts`.
    pub fn add_to(&self, counts: &mut Counts) {
        match self.kind {
            Kind::Chow => (0..3).for_each(|i| counts[self.first + i] += 1),
            Kind::Pung => counts[self.first] += 3,
            Kind::Kong => counts[self.first] += 4,
        }
    }
}

/// One decomposition of a winning hand, with the win: up to four melds (declared first, then
/// found), the pair, the counts of every tile of the hand (declared melds and knitted tiles
/// included, a kong's four), the winning tile and whether it was self-drawn.
#[derive(Clone, Copy, Debug)]
pub struct View {
    pub melds: [ScoredMeld; 4],
    pub len: usize,
    pub pair: Option<usize>,
    pub tiles: Counts,
    pub win_tile: usize,
    pub self_drawn: bool,
}

impl View {
    /// A view of no melds yet, for `push`.
    pub fn new(win_tile: usize, self_drawn: bool) -> View {
        View {
            melds: [ScoredMeld::NONE; 4],
            len: 0,
            pair: None,
            tiles: [0; KINDS],
            win_tile,
            self_drawn,
        }
    }

    pub fn melds(&self) -> &[ScoredMeld] {
        &self.melds[..self.len]
    }

    /// Adds a meld and its tiles.
    #[cfg(test)]
    pub fn push(&mut self, meld: ScoredMeld) {
        self.melds[self.len] = meld;
        self.len += 1;
        meld.add_to(&mut self.tiles);
    }

    /// Sets the pair and adds its tiles.
    #[cfg(test)]
    pub fn set_pair(&mut self, pair: usize) {
        self.pair = Some(pair);
        self.tiles[pair] += 2;
    }
}
