//! A hand to score under a local rule set, as `hupai.scoring.local_request` checked it, and
//! what its readings are made from: the decomposition request of its logical hand and the
//! situation its features read.

use super::features::{Situation, FLAGS};
use super::table::Table;
use crate::decompose::{free_pairs, Request};
use crate::error::Error;
use crate::mcr::request::Declared;
use crate::mcr::view::Kind;
use crate::tiles::{Counts, KINDS};

/// A hand to score, checked by `hupai.scoring.local_request.read_local_request`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    /// The standing tiles that are not wildcards, the winning tile aside.
    pub standing: Counts,
    /// The wildcards among the standing tiles (jokers and wildcard kinds).
    pub wildcards: u32,
    /// The winning tile's kind, or None when it is a wildcard.
    pub win: Option<usize>,
    pub declared: Vec<Declared>,
    /// The situation flags, in `hupai.scoring.local_request.FLAGS` order.
    pub flags: [bool; FLAGS],
    pub flowers: i32,
}

impl Hand {
    /// Whether scoring can take the hand: at most 4 declared melds, each of a good shape, and
    /// a winning tile 0-33 (`decompose` checks the sizes and copies): the Python reader's
    /// checks, made again so that a hand built by hand is refused rather than misread.
    pub fn check(&self) -> Result<(), Error> {
        if self.declared.len() > 4 {
            return Err(Error::Shape(format!(
                "{} declared melds; a hand has at most 4",
                self.declared.len()
            )));
        }
        for (slot, m) in self.declared.iter().enumerate() {
            if !m.fits() {
                return Err(Error::Meld {
                    slot,
                    kind: m.kind as i128,
                    tile: m.first as i128,
                    concealed: i128::from(m.concealed),
                    why: "not a chow by its lowest tile (rank 1-7), a pung or a kong".into(),
                });
            }
        }
        match self.win {
            Some(w) if w >= KINDS => Err(Error::WinTile { tile: w as i128 }),
            _ => Ok(()),
        }
    }

    /// All the wildcards: the standing ones and a wildcard winning tile.
    pub fn all_wildcards(&self) -> u32 {
        self.wildcards + u32::from(self.win.is_none())
    }

    /// The decomposition request of the logical hand.
    pub fn request(&self, table: &Table, limit: usize) -> Request {
        let mut counts = self.standing;
        if let Some(w) = self.win {
            counts[w] = counts[w].saturating_add(1);
        }
        let mut meld_copies = [0u8; KINDS];
        for m in &self.declared {
            match m.kind {
                Kind::Chow => (0..3).for_each(|i| meld_copies[m.first + i] += 1),
                Kind::Pung => meld_copies[m.first] += 3,
                Kind::Kong => meld_copies[m.first] += 4,
            }
        }
        Request {
            counts,
            wildcards: self.all_wildcards(),
            declared: self.declared.len(),
            meld_copies,
            forms: table.forms,
            allow_fifth_copy: table.fifth_copy,
            limit,
        }
    }

    /// Whether the hand may be read as seven pairs: no declared meld, and the tiles of
    /// `request` (its logical hand) a seven pairs but for the kinds wildcards stand for.
    pub fn may_be_seven_pairs(&self, request: &Request) -> bool {
        let real: u32 = request.counts.iter().map(|&c| u32::from(c)).sum();
        self.declared.is_empty()
            && real + request.wildcards == 14
            && free_pairs(&request.counts, request.wildcards).is_some()
    }

    /// What the features read beside the decomposition.
    pub fn situation(&self, table: &Table) -> Situation {
        Situation {
            held_wildcards: self.all_wildcards() as i32,
            win_wildcard: self.win.is_none(),
            wildcards_in_play: table.wildcards_in_play,
            flags: self.flags,
            flowers: self.flowers,
        }
    }
}
