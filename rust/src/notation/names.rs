//! The names of single tiles other than the honor letters: Unicode tiles and Chinese names,
//! as `hupai.tiles._names` lists them.

use crate::tiles::{HONOR_START, KINDS};

/// The tile whose name starts with `ch` (then `next`), other than an honor letter, and whether
/// the name takes `next` too: a Unicode tile (with its variation selector), or a Chinese name,
/// longest first, as `parse` tries them.
#[inline(always)]
pub(super) fn named(ch: char, next: Option<char>) -> Option<(usize, bool)> {
    if let Some(k) = (ch as u32).checked_sub(0x1F000).filter(|&k| k < 42) {
        return Some((UNICODE_ORDER[k as usize], matches!(next, Some('\u{fe0e}' | '\u{fe0f}'))));
    }
    let first = han(ch)?;
    if let Some(second) = next.and_then(han) {
        if let Some(t) = pair_tile(first, second).checked_sub(1) {
            return Some((usize::from(t), true));
        }
    }
    first.single.checked_sub(1).map(|t| (usize::from(t), false))
}

/// The Mahjong Tiles block (U+1F000-U+1F029) runs winds, dragons (Red, Green, White),
/// characters, bamboo, dots, then the plants before the seasons.
const UNICODE_ORDER: [usize; 42] = [
    27, 28, 29, 30, 33, 32, 31, 0, 1, 2, 3, 4, 5, 6, 7, 8, 18, 19, 20, 21, 22, 23, 24, 25, 26, 9,
    10, 11, 12, 13, 14, 15, 16, 17, 38, 39, 40, 41, 34, 35, 36, 37,
];

/// What a Chinese character is in a tile's name: a numeral's rank (1-9), a suit (1 万, 2 筒,
/// 3 条), the tile it names alone (plus one), and its part in a two-character name, first and
/// second (the rows and columns of `PAIRS`); 0 where it is none of these.
#[derive(Clone, Copy)]
pub(super) struct Han {
    pub(super) ch: char,
    rank: u8,
    suit: u8,
    pub(super) single: u8,
    first: u8,
    second: u8,
}

const fn h(ch: char, rank: u8, suit: u8, single: usize, first: u8, second: u8) -> Han {
    Han { ch, rank, suit, single: if single == 0 { 0 } else { single as u8 + 1 }, first, second }
}

const E: usize = HONOR_START;
const F: usize = KINDS;

#[rustfmt::skip]
pub(super) const HANS: [Han; 43] = [
    h('一', 1, 0, 0, 0, 0), h('二', 2, 0, 0, 0, 0), h('三', 3, 0, 0, 0, 0),
    h('四', 4, 0, 0, 0, 0), h('五', 5, 0, 0, 0, 0), h('六', 6, 0, 0, 0, 0),
    h('七', 7, 0, 0, 0, 0), h('八', 8, 0, 0, 0, 0), h('九', 9, 0, 0, 0, 0),
    h('万', 0, 1, 0, 0, 0), h('萬', 0, 1, 0, 0, 0),
    h('筒', 0, 2, 0, 0, 0), h('饼', 0, 2, 0, 0, 0), h('餅', 0, 2, 0, 0, 0),
    h('条', 0, 3, 0, 0, 0), h('條', 0, 3, 0, 0, 0), h('索', 0, 3, 0, 0, 0),
    h('东', 0, 0, E, 1, 0), h('東', 0, 0, E, 1, 0), h('南', 0, 0, E + 1, 2, 0),
    h('西', 0, 0, E + 2, 3, 0), h('北', 0, 0, E + 3, 4, 0),
    h('白', 0, 0, E + 4, 8, 0), h('发', 0, 0, E + 5, 7, 3), h('發', 0, 0, E + 5, 9, 3),
    h('中', 0, 0, E + 6, 0, 2),
    h('春', 0, 0, F, 0, 0), h('夏', 0, 0, F + 1, 0, 0), h('秋', 0, 0, F + 2, 0, 0),
    h('冬', 0, 0, F + 3, 0, 0), h('梅', 0, 0, F + 4, 0, 0), h('兰', 0, 0, F + 5, 0, 0),
    h('蘭', 0, 0, F + 5, 0, 0), h('竹', 0, 0, F + 6, 0, 0), h('菊', 0, 0, F + 7, 0, 0),
    h('风', 0, 0, 0, 0, 1), h('風', 0, 0, 0, 0, 1), h('红', 0, 0, 0, 5, 0),
    h('紅', 0, 0, 0, 5, 0), h('青', 0, 0, 0, 6, 0), h('财', 0, 0, 0, 0, 4),
    h('財', 0, 0, 0, 0, 6), h('板', 0, 0, 0, 0, 5),
];

/// The tile (plus one) of a two-character name other than a numeral's, by the first
/// character's part (1-4 the winds, 5 红 紅, 6 青, 7 发, 8 白, 9 發) and the second's (1 风 風,
/// 2 中, 3 发 發, 4 财, 5 板, 6 財): 发财 and 發財 are names, 发財 and 發财 are not.
const PAIRS: [[u8; 7]; 10] = {
    let mut pairs = [[0u8; 7]; 10];
    let mut wind = 0;
    while wind < 4 {
        pairs[wind + 1][1] = (E + wind + 1) as u8;
        wind += 1;
    }
    pairs[5][2] = (E + 6 + 1) as u8; // 红中
    pairs[6][3] = (E + 5 + 1) as u8; // 青发
    pairs[7][4] = (E + 5 + 1) as u8; // 发财
    pairs[9][6] = (E + 5 + 1) as u8; // 發財
    pairs[8][5] = (E + 4 + 1) as u8; // 白板
    pairs
};

/// The tile (plus one) that `first` then `second` name together, 0 for none: a numeral and a
/// suit (一万, 九條), or a pair such as 東風, 红中, 青发, 发财, 白板.
pub(super) const fn pair_tile(first: Han, second: Han) -> u8 {
    if first.rank > 0 {
        if second.suit > 0 {
            9 * (second.suit - 1) + first.rank
        } else {
            0
        }
    } else {
        PAIRS[first.first as usize][second.second as usize]
    }
}

/// The characters by code point modulo a number that puts no two on one slot: a character is
/// then told by one load and one comparison, where a tree of comparisons would mispredict on
/// every tile of a varied hand.
const SLOTS: usize = 237;

const TABLE: [Han; SLOTS] = {
    let mut table = [h('\0', 0, 0, 0, 0, 0); SLOTS];
    let mut i = 0;
    while i < HANS.len() {
        let slot = HANS[i].ch as usize % SLOTS;
        assert!(table[slot].ch == '\0', "two characters on one slot");
        table[slot] = HANS[i];
        i += 1;
    }
    table
};

/// What `ch` is in a tile's name, if anything.
#[inline(always)]
fn han(ch: char) -> Option<Han> {
    let found = TABLE[ch as usize % SLOTS];
    (found.ch == ch && ch != '\0').then_some(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_character_is_found_and_no_other() {
        for han_ in HANS {
            assert!(han(han_.ch).is_some_and(|f| f.ch == han_.ch));
        }
        let found = (0..0x11_0000).filter_map(char::from_u32).filter(|&c| han(c).is_some());
        assert_eq!(found.count(), HANS.len());
    }
}
