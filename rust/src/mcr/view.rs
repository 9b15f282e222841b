//! What the fans of one decomposition look at (the reference's `view.py`): its melds as scoring
//! sees them, its pair, and how the hand was won. A pung that a discarded winning tile
//! completes counts as melded (明刻), unless that tile can be read into a concealed chow
//! instead.

use crate::tiles::Counts;

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

/// One regular decomposition of a winning hand, with the win, as the fans read it: its pair,
/// and its melds (declared first, then found) summed up as they are added: the chows and the
/// pungs (kongs among them) by lowest tile, sorted, where the found chows lie, and the counts
/// the kong fans and the wait fans need. Kept summed up because every fan of a reading asks
/// about the melds, and a walk over them per question cost more than the questions.
#[derive(Clone, Copy, Debug)]
pub struct View {
    pub pair: Option<usize>,
    pub win_tile: usize,
    pub self_drawn: bool,
    /// The chows' lowest tiles, sorted: `chows[..chow_count]` (bytes, so that a view copies
    /// cheaply).
    pub chows: [u8; 4],
    pub chow_count: u8,
    /// The pungs' and kongs' tiles, sorted: `pungs[..pung_count]`.
    pub pungs: [u8; 4],
    pub pung_count: u8,
    /// Bit t for a pung or kong of t.
    pub pung_tiles: u64,
    /// Bit t for a chow starting at t found in the standing tiles (not declared).
    pub found_chows: u64,
    pub melded_kongs: u8,
    pub concealed_kongs: u8,
    /// Pungs (not kongs) that count as concealed.
    pub concealed_pungs: u8,
    pub declared: u8,
    /// Declared melds that were claimed (all but concealed kongs).
    pub claimed: u8,
    /// What every meld shares, as `win_fans::outside_fan` reads it.
    pub outside: u8,
}

impl View {
    /// A view of no melds yet, for `add`.
    pub fn new(win_tile: usize, self_drawn: bool) -> View {
        View {
            pair: None,
            win_tile,
            self_drawn,
            chows: [0; 4],
            chow_count: 0,
            pungs: [0; 4],
            pung_count: 0,
            pung_tiles: 0,
            found_chows: 0,
            melded_kongs: 0,
            concealed_kongs: 0,
            concealed_pungs: 0,
            declared: 0,
            claimed: 0,
            outside: u8::MAX,
        }
    }

    /// Adds a meld (at most four in all).
    #[inline(always)]
    pub fn add(&mut self, m: ScoredMeld) {
        let first = m.first;
        if m.kind == Kind::Chow {
            insert_sorted(&mut self.chows, &mut self.chow_count, first);
            self.found_chows |= u64::from(!m.declared) << first;
        } else {
            insert_sorted(&mut self.pungs, &mut self.pung_count, first);
            self.pung_tiles |= 1 << first;
            match (m.kind, m.concealed) {
                (Kind::Kong, true) => self.concealed_kongs += 1,
                (Kind::Kong, false) => self.melded_kongs += 1,
                (_, true) => self.concealed_pungs += 1,
                _ => {}
            }
        }
        if m.declared {
            self.declared += 1;
            self.claimed += u8::from(!(m.kind == Kind::Kong && m.concealed));
        }
        self.outside &= crate::mcr::win_fans::shared(m.kind == Kind::Chow, first);
    }

    pub fn chows(&self) -> &[u8] {
        &self.chows[..usize::from(self.chow_count)]
    }

    pub fn pungs(&self) -> &[u8] {
        &self.pungs[..usize::from(self.pung_count)]
    }

    pub fn kongs(&self) -> u8 {
        self.melded_kongs + self.concealed_kongs
    }

    /// A view of `melds` and `pair`, for tests.
    #[cfg(test)]
    pub fn of(
        melds: &[ScoredMeld],
        pair: Option<usize>,
        win_tile: usize,
        self_drawn: bool,
    ) -> View {
        let mut v = View::new(win_tile, self_drawn);
        melds.iter().for_each(|&m| v.add(m));
        v.pair = pair;
        v
    }
}

/// Puts `x` into the sorted `list[..*len]`, keeping it sorted.
#[inline(always)]
fn insert_sorted(list: &mut [u8; 4], len: &mut u8, x: usize) {
    let x = x as u8;
    let mut i = usize::from(*len);
    while i > 0 && list[i - 1] > x {
        list[i] = list[i - 1];
        i -= 1;
    }
    list[i] = x;
    *len += 1;
}
