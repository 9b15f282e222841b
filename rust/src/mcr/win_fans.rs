//! Fans of how the hand was won and of its wait, pair and outline (the reference's
//! `win_fans.py`).

use crate::mcr::fans::Fans;
use crate::mcr::request::Declared;
use crate::mcr::view::View;
use crate::tiles::Counts;

pub fn concealment_fans(declared: &[Declared], self_drawn: bool) -> Fans {
    let _ = (declared, self_drawn);
    unimplemented!()
}

/// `standing`: the standing tiles without the winning tile.
pub fn unique_wait(standing: &Counts, win_tile: usize) -> bool {
    let _ = (standing, win_tile);
    unimplemented!()
}

pub fn wait_fans(view: &View, win_tile: usize, unique: bool) -> Fans {
    let _ = (view, win_tile, unique);
    unimplemented!()
}

/// Updates `fans` in place, as the reference's `fans = pair_fans(v, fans)`.
pub fn pair_fans(view: &View, fans: &mut Fans) {
    let _ = (view, fans);
    unimplemented!()
}

pub fn outside_fans(view: &View) -> Fans {
    let _ = view;
    unimplemented!()
}

pub fn wind_fans(view: &View, seat_wind: usize, prevalent_wind: usize) -> Fans {
    let _ = (view, seat_wind, prevalent_wind);
    unimplemented!()
}
