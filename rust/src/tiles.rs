//! Tiles as indices 0..34 (1m-9m, 1p-9p, 1s-9s, E S W N, White Green Red) and hands as counts.

use crate::error::Error;

/// Number of tile kinds, flowers excluded.
pub const KINDS: usize = 34;
/// A hand as the number of copies of each kind, each 0..=4.
pub type Counts = [u8; KINDS];

/// The first index of each numbered suit; honors start at 27.
pub const SUIT_STARTS: [usize; 3] = [0, 9, 18];
pub const HONOR_START: usize = 27;

/// The thirteen terminals and honors of thirteen orphans (十三幺).
pub const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// The suit of a kind: 0-2 the numbered suits, 3 the honors.
pub const fn suit_of(kind: usize) -> usize {
    if kind < HONOR_START {
        kind / 9
    } else {
        3
    }
}

/// The kinds of a suit (`suit_of`).
pub const fn suit_kinds(suit: usize) -> std::ops::Range<usize> {
    if suit < 3 {
        9 * suit..9 * suit + 9
    } else {
        HONOR_START..KINDS
    }
}

/// The tiles of a bit set (bit t for tile t), lowest first.
pub fn mask_tiles(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let t = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            t
        })
    })
}

/// A bit set of tiles, bit t for tile t.
pub const fn tile_mask(tiles: &[usize]) -> u64 {
    let mut mask = 0;
    let mut i = 0;
    while i < tiles.len() {
        mask |= 1 << tiles[i];
        i += 1;
    }
    mask
}

/// The tile in the compact one-line notation ("1m", "7z").
pub fn name(tile: usize) -> String {
    let (digit, suit) = (tile % 9 + 1, b"mpsz"[tile / 9] as char);
    format!("{digit}{suit}")
}

/// Checks raw counts (any integer type the caller had) and narrows them to `Counts`.
pub fn counts_from(values: &[i64]) -> Result<Counts, Error> {
    if values.len() != KINDS {
        return Err(Error::Shape(format!(
            "counts must hold {KINDS} numbers, got {}",
            values.len()
        )));
    }
    let mut counts = [0u8; KINDS];
    for (tile, (&value, slot)) in values.iter().zip(counts.iter_mut()).enumerate() {
        if !(0..=4).contains(&value) {
            return Err(Error::TileCount { tile: name(tile), count: value.into() });
        }
        *slot = value as u8;
    }
    Ok(counts)
}

/// Parses a hand in any notation `crate::notation` reads ("123m 456p 11z"); for tests and
/// examples, so it panics on bad text, and keeps counts over 4, which tests make on purpose.
pub fn parse(text: &str) -> Counts {
    let mut counts = [0u8; KINDS];
    let read = crate::notation::each_tile(text, |t| {
        *counts.get_mut(t)? += 1;
        Some(())
    });
    read.unwrap_or_else(|| panic!("not a hand: {text:?}"));
    counts
}

/// Formats counts in the compact notation, suit by suit.
pub fn format(counts: &Counts) -> String {
    let mut out = String::new();
    for (suit, letter) in "mpsz".chars().enumerate() {
        let start = out.len();
        let kinds = &counts[9 * suit..(9 * suit + 9).min(KINDS)];
        for (digit, &copies) in (b'1'..).zip(kinds) {
            for _ in 0..copies {
                out.push(char::from(digit));
            }
        }
        if out.len() > start {
            out.push(letter);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for text in ["123m456p789s1122z", "19m19p19s1234567z", "5z", ""] {
            assert_eq!(format(&parse(text)), text);
        }
        assert_eq!(name(33), "7z");
        assert_eq!(name(27), "1z");
    }

    #[test]
    fn counts_are_checked() {
        let mut values = vec![0i64; KINDS];
        values[3] = 5;
        assert_eq!(
            counts_from(&values).unwrap_err().to_string(),
            "5 copies of 4m; a set holds 0 to 4 of each tile"
        );
        assert!(counts_from(&values[..30]).is_err());
        values[3] = -1;
        assert!(counts_from(&values).is_err());
    }
}
