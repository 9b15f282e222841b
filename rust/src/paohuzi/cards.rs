//! Card kinds and group values of paohuzi.md 1-2: sizes, red cards, the 胡息 table.

/// Kinds of physical card: 小一..小十 then 大壹..大拾.
pub const KINDS: usize = 20;

/// Whether kind `k` (0..20) is red: 二 七 十 and 贰 柒 拾 (paohuzi.md 1.1).
pub fn is_red(k: usize) -> bool {
    matches!(k % 10, 1 | 6 | 9)
}

/// Kind `k` (0..20) in notation, `n` times: `name(19, 4)` is `"0000d"`.
pub fn name(k: usize, n: usize) -> String {
    let digit = char::from(b'0' + ((k % 10 + 1) % 10) as u8);
    let size = if is_big(k) { 'd' } else { 'x' };
    std::iter::repeat_n(digit, n).chain([size]).collect()
}

/// Whether kind `k` is 大.
pub fn is_big(k: usize) -> bool {
    k >= 10
}

/// The type of a 门子, by the labels of paohuzi.md 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Label {
    /// 句: a sequence of one size.
    Run,
    /// 二七十 / 贰柒拾.
    TwoSevenTen,
    /// 绞: one number, two of one size and one of the other.
    Jiao,
    /// 坎: three alike without the winning card.
    Kan,
    /// 碰: three alike holding another player's card.
    Peng,
    /// 偎: three alike, the third self-drawn.
    Wei,
    /// 跑: four alike, the fourth another player's.
    Pao,
    /// 提: four alike, all one's own.
    Ti,
    /// 将: the pair.
    Pair,
    /// A declared 吃: a 句, 二七十 or 绞 laid down.
    Chi,
}

impl Label {
    /// The label as paohuzi.md 8 writes it.
    pub fn name(self) -> &'static str {
        match self {
            Label::Run => "句",
            Label::TwoSevenTen => "二七十",
            Label::Jiao => "绞",
            Label::Kan => "坎",
            Label::Peng => "碰",
            Label::Wei => "偎",
            Label::Pao => "跑",
            Label::Ti => "提",
            Label::Pair => "将",
            Label::Chi => "吃",
        }
    }
}

/// One 门子: its type, its logical cards (a 王 by the kind it stands for), its 胡息, whether it
/// holds the winning card and whether it was declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    pub label: Label,
    pub cards: [u8; 4],
    pub len: u8,
    pub huxi: u8,
    pub winning: bool,
    pub declared: bool,
}

impl Group {
    /// A group of `cards` (sorted here) valued by the 胡息 table.
    pub fn new(label: Label, cards: &[u8], winning: bool, declared: bool) -> Group {
        let mut sorted = [0u8; 4];
        sorted[..cards.len()].copy_from_slice(cards);
        sorted[..cards.len()].sort_unstable();
        let huxi = huxi(label, &sorted[..cards.len()]);
        Group { label, cards: sorted, len: cards.len() as u8, huxi, winning, declared }
    }

    pub fn cards(&self) -> &[u8] {
        &self.cards[..self.len as usize]
    }

    /// Whether the group is a sequence, 二七十 or 绞 (which rule out 对子胡).
    pub fn is_run(&self) -> bool {
        matches!(self.label, Label::Run | Label::TwoSevenTen | Label::Jiao | Label::Chi)
    }
}

/// The shape of three cards: 句, 二七十 or 绞, if they have one.
pub fn run_shape(cards: &[u8]) -> Option<Label> {
    let mut c = [0u8; 3];
    if cards.len() != 3 {
        return None;
    }
    c.copy_from_slice(cards);
    c.sort_unstable();
    let same_size = is_big(c[0] as usize) == is_big(c[2] as usize);
    if same_size && c[1] == c[0] + 1 && c[2] == c[0] + 2 && c[0] % 10 <= 7 {
        Some(Label::Run)
    } else if same_size && c[0] % 10 == 1 && c[1] == c[0] + 5 && c[2] == c[0] + 8 {
        Some(Label::TwoSevenTen)
    } else if !same_size && c[0] % 10 == c[1] % 10 && c[1] % 10 == c[2] % 10 {
        Some(Label::Jiao)
    } else {
        None
    }
}

/// 胡息 of a group (paohuzi.md 2.2): (小, 大) values by type; a 句 counts only as 一二三.
pub fn huxi(label: Label, cards: &[u8]) -> u8 {
    let big = is_big(cards[0] as usize);
    let (small, large) = match label {
        Label::Run => {
            if cards[0] % 10 == 0 {
                (3, 6)
            } else {
                (0, 0)
            }
        }
        Label::TwoSevenTen | Label::Kan | Label::Wei => (3, 6),
        Label::Peng => (1, 3),
        Label::Pao => (6, 9),
        Label::Ti => (9, 12),
        Label::Jiao | Label::Pair => (0, 0),
        Label::Chi => return run_shape(cards).map_or(0, |shape| huxi(shape, cards)),
    };
    if big {
        large
    } else {
        small
    }
}
