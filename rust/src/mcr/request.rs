//! A checked scoring request (the Rust form of `hupai.scoring.ScoreRequest`) and the win flags.

use crate::error::{Error, Value};
use crate::mcr::count_masks::{kinds_above, total};
use crate::mcr::view::{Kind, ScoredMeld};
use crate::tiles::{format, name, Counts, HONOR_START, KINDS};

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

    /// Whether the meld can be: its lowest tile a tile, a chow's rank 1-7 of a numbered suit,
    /// and only a kong concealed.
    pub fn fits(&self) -> bool {
        let first_fits = match self.kind {
            Kind::Chow => self.first < HONOR_START && self.first % 9 < 7,
            _ => self.first < KINDS,
        };
        first_fits && (!self.concealed || self.kind == Kind::Kong)
    }

    /// The meld as scoring sees it.
    pub fn scored(&self) -> ScoredMeld {
        ScoredMeld { kind: self.kind, first: self.first, concealed: self.concealed, declared: true }
    }

    /// Its tiles in mpsz notation ("123m", "1111z"), as `str(Meld)` writes them.
    pub fn written(&self) -> String {
        let mut tiles: Counts = [0; KINDS];
        self.scored().add_to(&mut tiles);
        format(&tiles)
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
    /// A request to read a hand into: no tiles or melds, East's winds, nothing else set.
    pub fn blank() -> Request {
        Request {
            standing: [0; KINDS],
            win_tile: 0,
            melds: [Declared { kind: Kind::Chow, first: 0, concealed: false }; 4],
            meld_count: 0,
            flags: WinFlags::default(),
            seat_wind: HONOR_START,
            prevalent_wind: HONOR_START,
            flowers: 0,
        }
    }

    pub fn melds(&self) -> &[Declared] {
        &self.melds[..self.meld_count]
    }

    /// Whether the request is one scoring can take, as the batch checks a row: counts 0-4, at
    /// most four melds of good shape, a winning tile 0-33, 14 tiles in all (a kong counting
    /// 3), at most 4 copies of a tile, winds 27-30 and 0-8 flowers.
    pub fn check(&self) -> Result<(), Error> {
        if let Some(tile) = (0..KINDS).find(|&t| self.standing[t] > 4) {
            return Err(Error::TileCount { tile: name(tile), count: self.standing[tile].into() });
        }
        let melds = self.melds.get(..self.meld_count).ok_or_else(|| {
            Error::Shape(format!("{} declared melds; a hand has at most 4", self.meld_count))
        })?;
        for (slot, m) in melds.iter().enumerate() {
            if !m.fits() {
                let why = "not a chow by its lowest tile (rank 1-7), a pung or a kong".into();
                let (tile, concealed) = (m.first as Value, Value::from(m.concealed));
                return Err(Error::Meld { slot, kind: m.kind as Value + 1, tile, concealed, why });
            }
        }
        if self.win_tile >= KINDS {
            return Err(Error::WinTile { tile: self.win_tile as Value });
        }
        check_tiles(&self.standing, melds, self.win_tile)?;
        for (name, wind) in [("seat_wind", self.seat_wind), ("prevalent_wind", self.prevalent_wind)]
        {
            if !(27..=30).contains(&wind) {
                return Err(Error::Wind { name, tile: wind as Value });
            }
        }
        if self.flowers > 8 {
            return Err(Error::Flowers { count: self.flowers.into() });
        }
        Ok(())
    }
}

/// Whether `standing` (without the winning tile `win`, below 34) with `melds` makes a hand
/// of 14 tiles (a kong counting 3) holding at most 4 copies of each tile.
#[inline]
pub fn check_tiles(standing: &Counts, melds: &[Declared], win: usize) -> Result<(), Error> {
    if tiles_fit(standing, melds, win) {
        return Ok(());
    }
    let held = total(standing);
    if held + 3 * melds.len() as u32 != 13 {
        let holds_win = standing[win] > 0;
        return Err(Error::StandingSize { standing: held, melds: melds.len(), holds_win });
    }
    Err(copies_error(standing, melds, win))
}

/// As `check_tiles`, whether the hand fits, for counts of any byte: one of the right size
/// holds at most 13 of a tile, so adding the others cannot overflow (nor carry from byte to
/// byte), and one that fits holds at most 4 of each. All hands but bad ones pass the
/// whole-hand test, which vectorises.
#[inline(always)]
pub fn tiles_fit(standing: &Counts, melds: &[Declared], win: usize) -> bool {
    if total(standing) + 3 * melds.len() as u32 != 13 {
        return false;
    }
    // Room past the last tile for a meld's 4-byte add.
    let mut all = [0u8; KINDS + 3];
    all[..KINDS].copy_from_slice(standing);
    all[win] += 1;
    for m in melds {
        if let Some(tiles) = all.get_mut(m.first..).and_then(|a| a.first_chunk_mut::<4>()) {
            *tiles = (u32::from_le_bytes(*tiles) + MELD_TILES[m.kind as usize]).to_le_bytes();
        }
    }
    all.first_chunk().is_some_and(|all| kinds_above(all, 4) == 0)
}

/// A meld's tiles from its lowest, a byte each, by kind (chow, pung, kong: `Kind`'s order):
/// added as one word, where `ScoredMeld::add_to` adds tile by tile.
const MELD_TILES: [u32; 3] = [0x01_01_01, 3, 4];

/// Adds the tiles of `melds` to `counts`.
fn add_melds(melds: &[Declared], counts: &mut Counts) {
    melds.iter().for_each(|m| m.scored().add_to(counts));
}

/// The error for the first tile of which a hand holds more than 4 copies.
#[cold]
fn copies_error(standing: &Counts, melds: &[Declared], win: usize) -> Error {
    let mut melded: Counts = [0; KINDS];
    add_melds(melds, &mut melded);
    for tile in 0..KINDS {
        let winning = u8::from(tile == win);
        if standing[tile] + winning + melded[tile] > 4 {
            let (standing, melded) = (standing[tile], melded[tile]);
            return Error::Copies { tile: name(tile), standing, winning, melded };
        }
    }
    unreachable!("some tile has more than 4 copies")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `tiles_fit` says what adding every meld tile by tile says, for counts of any byte
    /// (those beyond 4 too) and melds of every kind, the last tiles included.
    #[test]
    fn tiles_fit_as_the_tiles_add_up() {
        let mut state = 7u64;
        let mut draw = |n: usize| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) as usize % n
        };
        for _ in 0..100_000 {
            let meld_count = draw(5);
            let mut melds = [Declared { kind: Kind::Chow, first: 0, concealed: false }; 4];
            for m in &mut melds[..meld_count] {
                let kind = [Kind::Chow, Kind::Pung, Kind::Kong][draw(3)];
                let first = match kind {
                    Kind::Chow => [0, 6, 9, 15, 18, 24][draw(6)],
                    _ => [0, 8, 26, 27, 33][draw(5)],
                };
                *m = Declared { kind, first, concealed: kind == Kind::Kong && draw(2) == 1 };
            }
            let melds = &melds[..meld_count];
            // Hands near 13 standing tiles less 3 a meld, on few kinds so that copies pile up.
            let mut standing: Counts = [0; KINDS];
            for _ in 0..(13 - 3 * meld_count as i32 + draw(3) as i32 - 1).max(0) {
                standing[[0, 1, 2, 8, 26, 27, 33][draw(7)]] += 1;
            }
            if draw(50) == 0 {
                standing[draw(KINDS)] = [5, 13, 200, 255][draw(4)];
            }
            let win = [0, 1, 2, 8, 26, 27, 33][draw(7)];
            let mut all = standing.map(u32::from);
            all[win] += 1;
            for m in melds {
                let mut tiles = [0; KINDS];
                m.scored().add_to(&mut tiles);
                all.iter_mut().zip(tiles).for_each(|(a, t)| *a += u32::from(t));
            }
            let size = standing.iter().map(|&c| u32::from(c)).sum::<u32>() + 3 * meld_count as u32;
            let want = size == 13 && all.iter().all(|&c| c <= 4);
            assert_eq!(tiles_fit(&standing, melds, win), want, "{standing:?} {melds:?} {win}");
            assert_eq!(check_tiles(&standing, melds, win).is_ok(), want);
        }
    }
}
