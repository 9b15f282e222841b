//! A string of Chinese tile names (一万二万东风红中, separators between) read a name at a time
//! by its UTF-8 bytes: each name of two characters is six bytes and each of one is three, so
//! one hash of those bytes finds the tile, where decoding each character and looking it up
//! alone cost three times as much a tile. Anything else stops the scan, and `each_tile` reads
//! on from there, so the two readers must agree on every name: both are built from `HANS`.

use super::is_sep;
use super::names::{pair_tile, Han, HANS};

/// The multiplier of the hash: the first found that puts no two keys on one slot.
const MULTIPLIER: u64 = 0x67c7_79bb_bf10_9e09;
const BITS: u32 = 10;
const SLOTS: usize = 1 << BITS;
/// A separator's entry: skipped.
const SKIP: u8 = u8::MAX;

/// The keys (a name's UTF-8 bytes, little-endian; 0 an empty slot) and their tiles.
struct Names {
    keys: [u64; SLOTS],
    tiles: [u8; SLOTS],
}

const fn slot(key: u64) -> usize {
    (key.wrapping_mul(MULTIPLIER) >> (64 - BITS)) as usize
}

/// The UTF-8 of a character of three bytes, as the low bytes of a key.
const fn utf8(ch: char) -> u64 {
    let c = ch as u64;
    assert!(0x800 <= c && c <= 0xFFFF, "not a character of three bytes");
    (0xE0 | c >> 12) | (0x80 | (c >> 6) & 0x3F) << 8 | (0x80 | c & 0x3F) << 16
}

const fn put(names: &mut Names, key: u64, tile: u8) {
    let s = slot(key);
    assert!(names.keys[s] == 0, "two names on one slot: choose another multiplier");
    names.keys[s] = key;
    names.tiles[s] = tile;
}

const NAMES: Names = {
    let mut names = Names { keys: [0; SLOTS], tiles: [0; SLOTS] };
    let mut i = 0;
    while i < HANS.len() {
        let first: Han = HANS[i];
        if first.single > 0 {
            put(&mut names, utf8(first.ch), first.single - 1);
        }
        let mut j = 0;
        while j < HANS.len() {
            let pair = pair_tile(first, HANS[j]);
            if pair > 0 {
                put(&mut names, utf8(first.ch) | utf8(HANS[j].ch) << 24, pair - 1);
            }
            j += 1;
        }
        i += 1;
    }
    // The separators of three bytes (the ideographic space and comma among them).
    let mut c = 0x800;
    while c <= 0xFFFF {
        if let Some(ch) = char::from_u32(c) {
            if is_sep(ch) {
                put(&mut names, utf8(ch), SKIP);
            }
        }
        c += 1;
    }
    names
};

/// The tile (or `SKIP`) whose name is exactly `bytes` (3 or 6 of them).
#[inline(always)]
fn find(bytes: &[u8]) -> Option<u8> {
    let mut key = [0u8; 8];
    key[..bytes.len()].copy_from_slice(bytes);
    let key = u64::from_le_bytes(key);
    let s = slot(key);
    (NAMES.keys[s] == key).then_some(NAMES.tiles[s])
}

/// Calls `each` with the tiles of the Chinese names and separators that `text` starts with,
/// up to the first byte that is neither; the place of that byte (a character's first), or
/// None where `each` gave None.
#[inline(always)]
pub(super) fn prefix(text: &str, each: &mut impl FnMut(usize) -> Option<()>) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b < 0x80 {
            if !is_sep(char::from(b)) {
                break;
            }
            i += 1;
            continue;
        }
        // Two characters first, as the longer name wins where a character also names a tile
        // alone (东风 is East, 东 then 风 is not).
        let (tile, len) = match bytes.get(i..i + 6).and_then(find) {
            Some(tile) => (tile, 6),
            None => match bytes.get(i..i + 3).and_then(find) {
                Some(tile) => (tile, 3),
                None => break,
            },
        };
        if tile != SKIP {
            each(usize::from(tile))?;
        }
        i += len;
    }
    Some(i)
}
