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
    let held = total(standing);
    if held + 3 * melds.len() as u32 != 13 {
        let holds_win = standing[win] > 0;
        return Err(Error::StandingSize { standing: held, melds: melds.len(), holds_win });
    }
    // All hands but bad ones pass the whole-hand test, which vectorises; the bad tile is
    // looked for only then.
    let mut all = *standing;
    all[win] += 1;
    add_melds(melds, &mut all);
    if kinds_above(&all, 4) != 0 {
        return Err(copies_error(standing, melds, win));
    }
    Ok(())
}

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
