//! Fans read from the tiles alone (the reference's `tile_fans.py`).

use crate::mcr::fans::Fans;
use crate::tiles::Counts;

pub fn suit_fans(tiles: &Counts) -> Fans {
    let _ = tiles;
    unimplemented!()
}

pub fn trait_fans(tiles: &Counts) -> Fans {
    let _ = tiles;
    unimplemented!()
}

pub fn rank_fans(tiles: &Counts) -> Fans {
    let _ = tiles;
    unimplemented!()
}

pub fn tile_hog(tiles: &Counts, kongs: usize) -> Fans {
    let _ = (tiles, kongs);
    unimplemented!()
}
