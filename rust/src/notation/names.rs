//! The names of single tiles other than the honor letters: Unicode tiles and Chinese names,
//! as `hupai.tiles._names` lists them.

use super::{run_suit, suit_tile};
use crate::tiles::{HONOR_START, KINDS};

/// The tile whose name starts with `ch` (then `next`), other than an honor letter, and whether
/// the name takes `next` too: a Unicode tile (with its variation selector), or a Chinese name,
/// longest first, as `parse` tries them.
pub(super) fn named(ch: char, next: Option<char>) -> Option<(usize, bool)> {
    if let Some(k) = (ch as u32).checked_sub(0x1F000).filter(|&k| k < 42) {
        return Some((UNICODE_ORDER[k as usize], matches!(next, Some('\u{fe0e}' | '\u{fe0f}'))));
    }
    if let Some(t) = next.and_then(|n| chinese_pair(ch, n)) {
        return Some((t, true));
    }
    chinese_single(ch).map(|t| (t, false))
}

/// The Mahjong Tiles block (U+1F000-U+1F029) runs winds, dragons (Red, Green, White),
/// characters, bamboo, dots, then the plants before the seasons.
const UNICODE_ORDER: [usize; 42] = [
    27, 28, 29, 30, 33, 32, 31, 0, 1, 2, 3, 4, 5, 6, 7, 8, 18, 19, 20, 21, 22, 23, 24, 25, 26, 9,
    10, 11, 12, 13, 14, 15, 16, 17, 38, 39, 40, 41, 34, 35, 36, 37,
];

/// A Chinese name of one character: a wind, a dragon or a flower.
fn chinese_single(ch: char) -> Option<usize> {
    Some(match ch {
        '东' | '東' => HONOR_START,
        '南' => HONOR_START + 1,
        '西' => HONOR_START + 2,
        '北' => HONOR_START + 3,
        '白' => HONOR_START + 4,
        '发' | '發' => HONOR_START + 5,
        '中' => HONOR_START + 6,
        '春' => KINDS,
        '夏' => KINDS + 1,
        '秋' => KINDS + 2,
        '冬' => KINDS + 3,
        '梅' => KINDS + 4,
        '兰' | '蘭' => KINDS + 5,
        '竹' => KINDS + 6,
        '菊' => KINDS + 7,
        _ => return None,
    })
}

/// A Chinese name of two characters: a numeral and a suit (一万, 九條), a wind with 风 (東風),
/// 红中, 青发, 发财 and 白板 in their simplified and traditional forms.
fn chinese_pair(first: char, second: char) -> Option<usize> {
    let rank = match first {
        '一' => 1,
        '二' => 2,
        '三' => 3,
        '四' => 4,
        '五' => 5,
        '六' => 6,
        '七' => 7,
        '八' => 8,
        '九' => 9,
        _ => 0,
    };
    if rank > 0 {
        // A Chinese suit character, not a letter: "一m" is no name.
        let (base, size) = run_suit(second).filter(|_| !second.is_ascii())?;
        return suit_tile(base, size, rank);
    }
    let wind = |t: usize| matches!(second, '风' | '風').then_some(t);
    match first {
        '东' | '東' => wind(HONOR_START),
        '南' => wind(HONOR_START + 1),
        '西' => wind(HONOR_START + 2),
        '北' => wind(HONOR_START + 3),
        '红' | '紅' => (second == '中').then_some(HONOR_START + 6),
        '青' => matches!(second, '发' | '發').then_some(HONOR_START + 5),
        '发' | '發' => matches!(second, '财' | '財').then_some(HONOR_START + 5),
        '白' => (second == '板').then_some(HONOR_START + 4),
        _ => None,
    }
}
