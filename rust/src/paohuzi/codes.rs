//! The declared-group codes of the batch input (documented in `hupai.paohuzi.GROUP_CODES`):
//! 0 no group; 1-20 碰, 21-40 跑, 41-60 偎, 61-80 提 of kind code - base; 81-88 吃 of the 小
//! sequence starting at n = code - 81, 89-96 of the 大 one; 97 二七十, 98 贰柒拾; 99-108 吃
//! 绞 of two 小 and one 大 of number n = code - 99; 109-118 one 小 and two 大.

use super::cards::{Group, Label};

/// The largest group code.
pub const MAX_CODE: u8 = 118;

/// The declared group a code stands for, or None for 0 and codes beyond `MAX_CODE`.
pub fn group(code: u8) -> Option<Group> {
    static ALL: std::sync::OnceLock<Vec<Option<Group>>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| (0..=MAX_CODE).map(make).collect()).get(code as usize).copied().flatten()
}

fn make(code: u8) -> Option<Group> {
    let alike = |label: Label, base: u8, len: usize| {
        let k = code - base;
        Some(Group::new(label, &[k; 4][..len], false, true))
    };
    let chi = |cards: [u8; 3]| Some(Group::new(Label::Chi, &cards, false, true));
    match code {
        1..=20 => alike(Label::Peng, 1, 3),
        21..=40 => alike(Label::Pao, 21, 4),
        41..=60 => alike(Label::Wei, 41, 3),
        61..=80 => alike(Label::Ti, 61, 4),
        81..=96 => {
            let n = code - 81;
            let base = if n >= 8 { 10 } else { 0 };
            let s = base + n % 8;
            chi([s, s + 1, s + 2])
        }
        97 => chi([1, 6, 9]),
        98 => chi([11, 16, 19]),
        99..=108 => chi([code - 99, code - 99, code - 89]),
        109..=MAX_CODE => chi([code - 109, code - 99, code - 99]),
        _ => None,
    }
}
