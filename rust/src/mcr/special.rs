//! The win flags every form shares and the special forms (the reference's
//! `special_forms.py`).

use crate::mcr::fans::Fans;
use crate::mcr::request::WinFlags;
use crate::mcr::view::ScoredMeld;
use crate::tiles::Counts;

/// `standing`: the standing tiles with the winning tile; `declared`: the declared melds'
/// tiles (a kong's four).
pub fn correct_flags(
    flags: WinFlags,
    standing: &Counts,
    declared: &Counts,
    win_tile: usize,
    declared_kong: bool,
) -> WinFlags {
    let _ = (standing, declared, win_tile, declared_kong);
    let _ = flags;
    unimplemented!()
}

pub fn win_flag_fans(flags: WinFlags) -> Fans {
    let _ = flags;
    unimplemented!()
}

/// `tiles`: every tile of the hand (declared melds included), as the reference's callers pass.
pub fn seven_pairs_fans(tiles: &Counts, win_tile: usize, flags: WinFlags) -> Fans {
    let _ = (tiles, win_tile, flags);
    unimplemented!()
}

pub fn thirteen_orphans_fans(flags: WinFlags) -> Fans {
    let _ = flags;
    unimplemented!()
}

pub fn honors_and_knitted_fans(tiles: &Counts, flags: WinFlags) -> Fans {
    let _ = (tiles, flags);
    unimplemented!()
}

pub fn nine_gates_fans(tiles: &Counts, win_tile: usize, flags: WinFlags) -> Option<Fans> {
    let _ = (tiles, win_tile, flags);
    unimplemented!()
}

#[allow(clippy::too_many_arguments)]
pub fn knitted_straight_fans(
    knitted: &[usize],
    meld: &ScoredMeld,
    pair: usize,
    tiles: &Counts,
    win_tile: usize,
    flags: WinFlags,
    prevalent_wind: usize,
    seat_wind: usize,
) -> Fans {
    let _ = (knitted, meld, pair, tiles, win_tile, flags, prevalent_wind, seat_wind);
    unimplemented!()
}
