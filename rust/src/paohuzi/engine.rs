//! One hand scored (paohuzi.md 2-6): every reading is the declared groups, the winning card's
//! group, any 绞, at most one group of jokers alone, and a table outcome for each size; the
//! best by score, then 胡息, is kept. Rules that cross sizes are enforced here: four logical
//! copies a kind at most (5a), one pair exactly when a 4-card group is present and seven
//! groups in all (2.3), the winning card's joins (2.5).

use super::cards::{is_red, Group, Label, KINDS};
use super::hand::Hand;
use super::lazy;
use super::table::{self, fours, huxi_of, Outcome as Cell, Table, JOKER_BITS, NO_RUN, PAIR};
use super::witness;
use std::sync::Arc;

/// The options of paohuzi.md 3 and 6.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub min_huxi: u16,
    pub duizihu: bool,
}

/// The 名堂 of paohuzi.md 6.1, in its order, with their 番.
pub const MINGTANG: [(&str, u16); 5] =
    [("红胡", 2), ("红乌", 4), ("点胡", 3), ("乌胡", 5), ("对子胡", 4)];

/// The result of paohuzi.md 4. `huxi` is None without a complete reading; without a win it
/// is the best 胡息 of a complete one. `mingtang`: bit i for `MINGTANG[i]`. `groups` and
/// `wild_kinds` are filled only when asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    pub win: bool,
    pub huxi: Option<u16>,
    pub tun: u16,
    pub fan: u16,
    pub mingtang: u8,
    pub score: u32,
    pub red: u8,
    pub groups: Vec<Group>,
    pub wild_kinds: Vec<u8>,
}

/// The 绞 options of a column: (小 needed, 大 needed, physical 小 taken, physical 大 taken),
/// the rest jokers; 0-4 are two 小 and one 大, 5-9 one 小 and two 大.
const JIAO_TAKES: [(u8, u8, u8, u8); 10] = [
    (2, 1, 0, 1),
    (2, 1, 1, 0),
    (2, 1, 1, 1),
    (2, 1, 2, 0),
    (2, 1, 2, 1),
    (1, 2, 1, 0),
    (1, 2, 0, 1),
    (1, 2, 1, 1),
    (1, 2, 0, 2),
    (1, 2, 1, 2),
];

/// What a column's 绞 take: none, one or two options of `JIAO_TAKES`, with the physical 小 and
/// 大 cards and the jokers they take in all.
#[derive(Clone, Copy)]
struct Choice {
    options: [u8; 2],
    count: u8,
    small: u32,
    big: u32,
    jokers: u8,
    /// Whether any joker stands for a 小, and any for a 大.
    small_jokers: bool,
    big_jokers: bool,
}

impl Choice {
    const NONE: Choice = Choice {
        options: [0; 2],
        count: 0,
        small: 0,
        big: 0,
        jokers: 0,
        small_jokers: false,
        big_jokers: false,
    };

    fn of(options: &[usize]) -> Choice {
        let mut c = Choice::NONE;
        for &i in options {
            let (need_s, need_b, ps, pb) = JIAO_TAKES[i];
            c.options[c.count as usize] = i as u8;
            c.count += 1;
            c.small += ps as u32;
            c.big += pb as u32;
            c.jokers += need_s + need_b - ps - pb;
            c.small_jokers |= need_s > ps;
            c.big_jokers |= need_b > pb;
        }
        c
    }
}

/// A group holding the winning card: its type, the other cards' kinds, how many.
type WinningShape = (Label, [usize; 2], usize);

/// The groups other than same-kind ones that can hold a winning card of each kind: the pair,
/// the sequences, 二七十 and the two 绞, as (type, the other cards' kinds, how many).
fn winning_shapes() -> &'static [Vec<WinningShape>; KINDS] {
    static ALL: std::sync::OnceLock<[Vec<WinningShape>; KINDS]> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        std::array::from_fn(|k| {
            let (base, n) = (k / 10 * 10, k % 10);
            let other = (k + 10) % 20;
            let mut shapes = vec![(Label::Pair, [k, 0], 1)];
            for start in n.saturating_sub(2)..=n.min(7) {
                let rest: Vec<usize> =
                    (start..start + 3).filter(|&i| i != n).map(|i| base + i).collect();
                shapes.push((Label::Run, [rest[0], rest[1]], 2));
            }
            if matches!(n, 1 | 6 | 9) {
                let rest: Vec<usize> =
                    [1, 6, 9].into_iter().filter(|&i| i != n).map(|i| base + i).collect();
                shapes.push((Label::TwoSevenTen, [rest[0], rest[1]], 2));
            }
            shapes.push((Label::Jiao, [k, other], 2));
            shapes.push((Label::Jiao, [other, other], 2));
            shapes
        })
    })
}

/// The choices of a column (taking no 绞 is not one) holding `s` 小 and `b` 大 unpinned cards,
/// with `jokers` jokers left and whether each kind is free (`Search::free`): one option of
/// `JIAO_TAKES` or two. Left out: a 绞 whose physical cards are all of one free kind (a 坎 of
/// the same cards and jokers is worth as much or more, with the same red count), and one 小
/// and one 大 with the joker as 大 while both are free (the same as the joker as 小). They
/// are in order of the jokers they take, so that `pick` stops at the first it cannot afford.
/// Looked up by `choice_key`, each with the fewest jokers a choice of it takes (none: 5).
fn column_choices() -> &'static [(&'static [Choice], u8)] {
    static SPANS: std::sync::OnceLock<Vec<(&'static [Choice], u8)>> = std::sync::OnceLock::new();
    static FLAT: std::sync::OnceLock<Vec<Choice>> = std::sync::OnceLock::new();
    SPANS.get_or_init(|| {
        let lists = choice_lists();
        let flat = FLAT.get_or_init(|| lists.concat());
        let mut at = 0;
        lists
            .iter()
            .map(|list| {
                let span = &flat[at..at + list.len()];
                at += list.len();
                (span, list.first().map_or(5, |c| c.jokers))
            })
            .collect()
    })
}

fn choice_lists() -> Vec<Vec<Choice>> {
    let mut all = vec![Vec::new(); 4 * 4 * 5 * 2 * 2];
    for s in 0..4u8 {
        for b in 0..4u8 {
            for j in 0..5u8 {
                for (fs, fb) in [(false, false), (false, true), (true, false), (true, true)] {
                    let worth = |i: usize| {
                        let (need_s, need_b, ps, pb) = JIAO_TAKES[i];
                        let one_kind = match (ps, pb) {
                            (_, 0) => Some(fs),
                            (0, _) => Some(fb),
                            _ => None,
                        };
                        ps <= s
                            && pb <= b
                            && need_s + need_b - ps - pb <= j
                            && one_kind != Some(true)
                            && !(i >= 5 && ps == 1 && pb == 1 && fs && fb)
                    };
                    let singles: Vec<usize> = (0..10).filter(|&i| worth(i)).collect();
                    // A joker standing for a kind of which a loose physical card is left
                    // to another group could change places with it (`fill`): such a
                    // choice is worth no more than the one taking that card.
                    let spare = |c: &Choice| {
                        c.small_jokers && s as u32 > c.small || c.big_jokers && b as u32 > c.big
                    };
                    let mut choices = Vec::new();
                    for (at, &i) in singles.iter().enumerate() {
                        choices.push(Choice::of(&[i]));
                        for &k in &singles[at..] {
                            let two = Choice::of(&[i, k]);
                            if two.small <= s as u32 && two.big <= b as u32 && two.jokers <= j {
                                choices.push(two);
                            }
                        }
                    }
                    choices.retain(|c| !spare(c));
                    choices.sort_by_key(|c| c.jokers);
                    all[choice_key(s, b, j, fs, fb)] = choices;
                }
            }
        }
    }
    all
}

/// Where `column_choices` keeps the choices of a column holding `s` 小 and `b` 大 unpinned
/// cards (0-3 each), with `j` jokers left (0-4), and whether each kind is free.
fn choice_key(s: u8, b: u8, j: u8, fs: bool, fb: bool) -> usize {
    (((s as usize * 4 + b as usize) * 5 + j as usize) * 2 + fs as usize) * 2 + fb as usize
}

/// The columns that can hold a 绞, each with its choices (`column_choices`), and for each
/// number of jokers, the columns with a choice taking at most that many (bit c for column c
/// of a 12-bit field a number of jokers).
#[derive(Clone, Copy)]
struct Columns {
    choices: [&'static [Choice]; 10],
    within: u64,
}

impl Columns {
    /// The columns with a choice taking at most `jokers` jokers.
    #[inline]
    fn within(&self, jokers: u8) -> u16 {
        (self.within >> (12 * jokers as u32)) as u16 & 0x3FF
    }
}

/// For the fewest jokers a column's choices take (5: it has none), bit 0 of the 12-bit field
/// of `Columns::within` for each number of jokers that affords one.
const FROM: [u64; 6] = {
    let mut out = [0u64; 6];
    let mut fewest = 0;
    while fewest < 6 {
        let mut j = fewest;
        while j <= 4 {
            out[fewest] |= 1 << (12 * j);
            j += 1;
        }
        fewest += 1;
    }
    out
};

/// Groups a reading being made can hold at once: seven, a group of jokers alone tried past
/// them, and room to spare (every caller keeps to `GROUPS` before it pushes).
const STACK: usize = 16;

/// The groups of the reading being made, without allocating.
struct Stack {
    items: [Group; STACK],
    len: usize,
}

impl Stack {
    fn push(&mut self, g: Group) {
        debug_assert!(self.len < STACK);
        if let Some(slot) = self.items.get_mut(self.len) {
            *slot = g;
            self.len += 1;
        }
    }

    fn pop(&mut self) -> Option<Group> {
        self.len = self.len.checked_sub(1)?;
        Some(self.items[self.len])
    }

    fn len(&self) -> usize {
        self.len
    }

    fn as_slice(&self) -> &[Group] {
        &self.items[..self.len]
    }
}

/// Joker counts past the tables' (3 and 4), set in every mask: taken as fitting, their
/// look-up (`lazy`) says.
const BEYOND: u8 = !0u8 << (table::TABLE_JOKERS + 1);

/// `may_fit` for each pair of joker masks (bits 0-2, the tables' counts): bit j set when
/// `j` jokers left can be shared between the two sizes and at most one group of jokers alone
/// (0, 2, 3 or 4 of them).
static FITS: [u8; 8 * 8] = fit_table();

const fn fit_table() -> [u8; 8 * 8] {
    let mut out = [0u8; 64];
    let mut masks = 0;
    while masks < 64 {
        let fit = [(masks / 8) as u8 | BEYOND, (masks % 8) as u8 | BEYOND];
        let mut jokers = 0u8;
        while jokers <= 4 {
            let alone = [0u8, 2, 3, 4];
            let mut a = 0;
            while a < 4 {
                if alone[a] <= jokers {
                    let rest = jokers - alone[a];
                    let mut js = 0;
                    while js <= rest {
                        if fit[0] >> js & 1 != 0 && fit[1] >> (rest - js) & 1 != 0 {
                            out[masks] |= 1 << jokers;
                        }
                        js += 1;
                    }
                }
                a += 1;
            }
            jokers += 1;
        }
        masks += 1;
    }
    out
}

/// Bit 3 of each 4-bit field of a size.
const HIGH: u64 = 0x88_8888_8888;

/// Ten small values as fields of `bits` bits each, the first lowest.
fn fields(values: &[u8], bits: u32) -> u64 {
    values.iter().enumerate().fold(0, |p, (k, &n)| p | (n as u64) << (bits * k as u32))
}

/// A pattern's outcomes: from the tables, or made for three or four jokers (`lazy`).
#[derive(Clone)]
enum List<'t> {
    Table(&'t [Cell]),
    Made(Arc<[Cell]>),
}

impl List<'_> {
    fn get(&self) -> &[Cell] {
        match self {
            List::Table(cells) => cells,
            List::Made(cells) => cells,
        }
    }
}

/// What makes a reading beyond its fixed groups: the table outcome of each size.
#[derive(Clone, Copy, Default)]
struct Pick {
    pattern: [u32; 2],
    jokers: [u8; 2],
    cell: [Cell; 2],
}

#[derive(Clone)]
struct Plan {
    groups: Vec<Group>,
    pick: Pick,
    winner: Option<u8>,
}

/// A stack slot not yet pushed to.
const EMPTY: Group =
    Group { label: Label::Pair, cards: [0; 4], len: 0, huxi: 0, winning: false, declared: false };

/// Groups a reading has.
const GROUPS: usize = 7;

struct Search<'t> {
    table: &'t Table,
    /// The last look-up of each size for each number of jokers: most readings of a hand share
    /// one size's pattern with the reading tried before them.
    looked: [[(u32, List<'t>); 5]; 2],
    options: Options,
    tsumo: bool,
    /// Logical cards of the whole hand, and red physical cards.
    total: u16,
    physical_red: u8,
    room: [u8; KINDS],
    pinned: [bool; KINDS],
    counts: [u8; KINDS],
    /// `counts` as the two sizes' table patterns, and `used` as their 4-bit fields, kept in
    /// step with them; `room` as 4-bit fields with bit 3 of each set, for the cap check.
    patterns: [u32; 2],
    used_fields: [u64; 2],
    room_fields: [u64; 2],
    /// The pinned kinds' 2-bit fields of `patterns` set, to read the loose cards at once.
    pinned_bits: [u32; 2],
    jokers: u8,
    used: [u8; KINDS],
    huxi: u16,
    fours: u8,
    pairs: u8,
    norun: bool,
    red_jokers: u8,
    groups: Stack,
    /// A self-turned winning card counted among the concealed cards, for the reading to mark.
    winner: Option<u8>,
    /// While the winning card from another player is a concealed card: its kind, and the
    /// jokers on that kind that could make a same-kind group of all its copies; and the best
    /// reading set aside for that (`best_key` order).
    suspect: Option<(usize, u8)>,
    suspected: Option<(u8, u32, u16)>,
    want_plan: bool,
    /// The best winning reading: (score, 胡息), red cards, no sequence.
    best_win: Option<((u32, u16), u8, bool)>,
    /// The best complete reading that does not win: 胡息, red cards.
    best_loss: Option<(u16, u8)>,
    win_plan: Option<Plan>,
    loss_plan: Option<Plan>,
}

/// Score `hand`; `groups` asks for the chosen reading's groups and 王 kinds. The hand must be
/// checked first (`check`); nothing here fails.
pub fn score(hand: &Hand, options: Options, groups: bool) -> Outcome {
    let mut physical = hand.concealed;
    for g in &hand.declared {
        for &c in g.cards() {
            physical[c as usize] += 1;
        }
    }
    if let Some(w) = hand.win {
        physical[w as usize] += 1;
    }
    let cards: u16 = physical.iter().map(|&n| n as u16).sum();
    let room = physical.map(|n| 4u8.saturating_sub(n));
    // Seven groups of three or four with a pair exactly when a four is there: 21 to 26 cards
    // (paohuzi.md 2.3). Any other total has no reading, and is not searched.
    if !(21..=26).contains(&(cards + hand.jokers as u16)) {
        return Outcome::default();
    }
    let mut s = Search {
        table: table::table(),
        looked: std::array::from_fn(|_| std::array::from_fn(|_| (u32::MAX, List::Table(&[])))),
        options,
        tsumo: hand.tsumo,
        total: cards + hand.jokers as u16,
        physical_red: (0..KINDS).filter(|&k| is_red(k)).map(|k| physical[k]).sum(),
        room,
        pinned: hand.concealed.map(|n| n == 3),
        counts: hand.concealed,
        patterns: [0, 1].map(|size| fields(&hand.concealed[10 * size..10 * size + 10], 2) as u32),
        used_fields: [0; 2],
        room_fields: [0, 1].map(|size| fields(&room[10 * size..10 * size + 10], 4) | HIGH),
        pinned_bits: [0, 1].map(|size| {
            (0..10).fold(0u32, |bits, i| {
                bits | (3 * (hand.concealed[10 * size + i] == 3) as u32) << (2 * i)
            })
        }),
        jokers: hand.jokers,
        used: [0; KINDS],
        huxi: 0,
        fours: 0,
        pairs: 0,
        norun: true,
        red_jokers: 0,
        groups: Stack { items: [EMPTY; STACK], len: 0 },
        winner: None,
        suspect: None,
        suspected: None,
        want_plan: groups,
        best_win: None,
        best_loss: None,
        win_plan: None,
        loss_plan: None,
    };
    // A winning card on a declared 碰 or 偎 of its kind may make it 跑 (提 for a 偎 with
    // tsumo, forced), or join elsewhere (paohuzi.md 2.5).
    let target = hand.win.and_then(|w| {
        hand.declared
            .iter()
            .position(|g| matches!(g.label, Label::Peng | Label::Wei) && g.cards[0] == w)
    });
    if let (Some(at), Some(w)) = (target, hand.win) {
        let old = hand.declared[at];
        let label = if hand.tsumo && old.label == Label::Wei { Label::Ti } else { Label::Pao };
        let joined = Group::new(label, &[w; 4], true, true);
        let mut declared = hand.declared.clone();
        declared[at] = joined;
        s.with_declared(&declared, None);
        if !(hand.tsumo && old.label == Label::Wei) {
            s.with_declared(&hand.declared, hand.win);
        }
    } else {
        s.with_declared(&hand.declared, hand.win);
    }
    s.result(&physical, hand.jokers)
}

impl<'t> Search<'t> {
    fn push(&mut self, g: Group) {
        self.groups.push(g);
        self.huxi += g.huxi as u16;
        self.fours += (g.len == 4) as u8;
        self.pairs += (g.len == 2) as u8;
    }

    fn pop(&mut self) {
        let Some(g) = self.groups.pop() else { return };
        self.huxi -= g.huxi as u16;
        self.fours -= (g.len == 4) as u8;
        self.pairs -= (g.len == 2) as u8;
    }

    fn with_declared(&mut self, declared: &[Group], loose: Option<u8>) {
        let (norun, count) = (self.norun, self.groups.len());
        if declared.len() > GROUPS {
            return;
        }
        for &g in declared {
            self.norun &= !g.is_run();
            self.push(g);
        }
        match loose {
            // Self-turned onto at most one concealed copy, the winning card joins any group
            // with no forced join, and a same-kind group holding it (偎, 提) is worth what the
            // table gives a 坎 or 提: so it is one more concealed card (`winner` marks it).
            Some(w) if self.tsumo && self.counts[w as usize] <= 1 => {
                self.put(w as usize, 1);
                self.winner = Some(w);
                self.jiao();
                self.winner = None;
                self.take(w as usize, 1);
            }
            // From another player onto at most one concealed copy, the same, but a same-kind
            // group holding every physical copy of its kind holds the winning card and is worth
            // less as 碰/跑 than the table's 坎/提. Readings with enough jokers on its kind for
            // such a group are set aside (`suspect`). Only when one set aside would beat the
            // rest are the same-kind groups made apart (each is worth less than a reading set
            // aside, the same split valued as 坎/提) and the winning card's group made each
            // other way it can be (`place_elsewhere`).
            Some(w) if self.counts[w as usize] <= 1 => {
                let k = w as usize;
                let threshold = 2 - self.counts[k];
                self.put(k, 1);
                (self.winner, self.suspect) = (Some(w), Some((k, threshold)));
                self.jiao();
                (self.winner, self.suspect) = (None, None);
                self.take(k, 1);
                if let Some(key) = self.suspected.take() {
                    if key > self.best_key() {
                        self.place_same_kind(w);
                    }
                    if key > self.best_key() {
                        self.place_elsewhere(w);
                    }
                }
            }
            Some(w) => {
                self.place_same_kind(w);
                if !(self.tsumo && self.counts[w as usize] >= 2) {
                    self.place_elsewhere(w);
                }
            }
            None => self.jiao(),
        }
        while self.groups.len() > count {
            self.pop();
        }
        self.norun = norun;
    }

    /// Take `n` physical cards of kind `k` from the concealed ones.
    #[inline]
    fn take(&mut self, k: usize, n: u8) {
        self.counts[k] -= n;
        self.patterns[k / 10] -= (n as u32) << (2 * (k % 10));
    }

    #[inline]
    fn put(&mut self, k: usize, n: u8) {
        self.counts[k] += n;
        self.patterns[k / 10] += (n as u32) << (2 * (k % 10));
    }

    /// Take `n` jokers as kind `k` if its room allows.
    fn take_jokers(&mut self, k: usize, n: u8) -> bool {
        if n > self.jokers || self.used[k] + n > self.room[k] {
            return false;
        }
        self.jokers -= n;
        self.used[k] += n;
        self.used_fields[k / 10] += (n as u64) << (4 * (k % 10));
        self.red_jokers += n * is_red(k) as u8;
        true
    }

    fn give_jokers(&mut self, k: usize, n: u8) {
        self.jokers += n;
        self.used[k] -= n;
        self.used_fields[k / 10] -= (n as u64) << (4 * (k % 10));
        self.red_jokers -= n * is_red(k) as u8;
    }

    /// The winning card's group (paohuzi.md 2.5 and 5b).
    fn place_same_kind(&mut self, w: u8) {
        if self.groups.len() >= GROUPS {
            return;
        }
        let k = w as usize;
        // It takes every concealed copy of its kind (forced with tsumo and two or three, and
        // a natural 坎 is never split; otherwise a joker in it while a copy is left to another
        // group could change places with that copy, for a reading worth the same: `fill`).
        let m = self.counts[k];
        for jw in 0..=self.jokers {
            let len = m + 1 + jw;
            if len < 3 {
                continue;
            }
            if len > 4 || !self.take_jokers(k, jw) {
                break;
            }
            let label = match (self.tsumo, len) {
                (true, 3) => Label::Wei,
                (true, _) => Label::Ti,
                (false, 3) => Label::Peng,
                (false, _) => Label::Pao,
            };
            self.take(k, m);
            self.push(Group::new(label, &[w; 4][..len as usize], true, false));
            self.jiao();
            self.pop();
            self.put(k, m);
            self.give_jokers(k, jw);
        }
    }

    /// The winning card in the pair, a sequence, 二七十 or a 绞 (paohuzi.md 2.5 "elsewhere").
    fn place_elsewhere(&mut self, w: u8) {
        if self.groups.len() >= GROUPS {
            return;
        }
        let k = w as usize;
        // A 绞 holding the winning card whose other physical cards are none or its kind's is
        // left out while that kind is free: the same-kind group of the same cards and jokers
        // (碰/偎/跑/提) is worth more, with the same red count.
        let other = (k + 10) % 20;
        let (free, jokers, other_used) = (self.free(k), self.jokers, self.used[other]);
        // With two concealed copies, the pair of the winning card and one leaves the other
        // copy to a group that is not of its kind (a second pair, or two jokers on its kind
        // past the fourth copy, cannot be): the winning card can change places with it, and
        // the two copies be the pair, a reading made with that group's shape.
        let pair_left_out = self.pairs > 0 || self.counts[k] == 2;
        for &(label, rest, len) in &winning_shapes()[k] {
            if label == Label::Pair && pair_left_out {
                continue;
            }
            let rest = &rest[..len];
            let mut cards = [w; 3];
            for (i, &r) in rest.iter().enumerate() {
                cards[i + 1] = r as u8;
            }
            let cards = &cards[..len + 1];
            let mut physical = [false; 2];
            if !self.fill(rest, &mut physical) {
                continue;
            }
            let (taken, foreign) = (jokers - self.jokers, self.used[other] > other_used);
            let same_kind_only = taken == 2 || taken == 1 && rest[0] == k && foreign;
            if !(label == Label::Jiao && free && same_kind_only) {
                let norun = self.norun;
                self.norun &= label == Label::Pair;
                self.push(Group::new(label, cards, true, false));
                self.jiao();
                self.pop();
                self.norun = norun;
            }
            self.unfill(rest, &physical);
        }
    }

    /// Takes the cards of the slots `rest`: a physical card where there is one, else a joker
    /// (`physical` says which); false, with nothing taken, when a slot can have neither. A
    /// joker standing for kind k while a loose physical k lies in another group could change
    /// places with it, and the reading would be worth the same (the same group values, the
    /// same red count, the same kinds); at most one group is left of jokers alone by that, as
    /// four jokers cannot make two.
    fn fill(&mut self, rest: &[usize], physical: &mut [bool; 2]) -> bool {
        for (i, &k) in rest.iter().enumerate() {
            physical[i] = self.counts[k] > 0 && !self.pinned[k];
            if physical[i] {
                self.take(k, 1);
            } else if !self.take_jokers(k, 1) {
                self.unfill(&rest[..i], physical);
                return false;
            }
        }
        true
    }

    /// Gives back what `fill` took for the slots `rest`.
    fn unfill(&mut self, rest: &[usize], physical: &[bool; 2]) {
        for (i, &k) in rest.iter().enumerate().rev() {
            if physical[i] {
                self.put(k, 1);
            } else {
                self.give_jokers(k, 1);
            }
        }
    }

    /// Whether no placing of the jokers left can take kind `k` past four logical copies: then
    /// a same-kind group of `k` is open to every joker a 绞 of `k` would hold.
    fn free(&self, k: usize) -> bool {
        self.room[k] - self.used[k] >= self.jokers
    }

    /// The 绞 of a reading, then the rest (`pure`). Each column that can hold a 绞 gets a list
    /// of choices (one 绞, or two: `column_choices`), and every set of at most one choice a
    /// column is first judged by the tables' masks alone (`may_fit`): only sets whose two
    /// patterns have outcomes are made in full.
    fn jiao(&mut self) {
        let columns = self.columns();
        let mut picked = [(0usize, Choice::NONE); 10];
        let room = GROUPS.saturating_sub(self.groups.len());
        self.pick(&columns, 0, &mut picked, 0, self.patterns, self.jokers, room);
    }

    /// The columns that can hold a 绞 as the hand stands, with their choices. The loose cards
    /// and which kinds are `free` are read for all columns at once from the 2-bit and 4-bit
    /// fields kept in step with the counts and jokers.
    fn columns(&self) -> Columns {
        let mut out = Columns { choices: [&[]; 10], within: 0 };
        if self.groups.len() >= GROUPS {
            return out;
        }
        let lists = column_choices();
        let j = self.jokers.min(4);
        let loose = [0, 1].map(|size| self.patterns[size] & !self.pinned_bits[size]);
        // room - used >= jokers, as bit 3 of each field of (room | 8) - used - jokers: no field
        // borrows, as each stays at least 8 - 4 - 4.
        let spread = self.jokers as u64 * 0x11_1111_1111;
        let free = [0, 1].map(|size| self.room_fields[size] - self.used_fields[size] - spread);
        // Columns with a loose card of either size.
        let both = loose[0] | loose[1];
        let mut any = (0..10).fold(0u16, |m, c| m | ((both >> (2 * c) & 3 != 0) as u16) << c);
        while any != 0 {
            let c = any.trailing_zeros() as usize;
            any &= any - 1;
            let (s, b) = ((loose[0] >> (2 * c) & 3) as u8, (loose[1] >> (2 * c) & 3) as u8);
            let (fs, fb) = (free[0] >> (4 * c + 3) & 1 != 0, free[1] >> (4 * c + 3) & 1 != 0);
            let (list, fewest) = lists[choice_key(s, b, j, fs, fb)];
            out.choices[c] = list;
            out.within |= FROM[fewest as usize] << c;
        }
        out
    }

    /// Every set of 绞 choices, at most one a column from column `from` on, each judged by the
    /// tables' masks alone (`may_fit`) before it is made: this set as it stands, then each one
    /// more choice in a later column, with `left` jokers and room for `room` more groups.
    #[allow(clippy::too_many_arguments)]
    fn pick(
        &mut self,
        menu: &Columns,
        from: usize,
        picked: &mut [(usize, Choice); 10],
        depth: usize,
        patterns: [u32; 2],
        left: u8,
        room: usize,
    ) {
        self.judge(patterns, left, &picked[..depth]);
        let mut cols = menu.within(left) & (!0u16 << from);
        while cols != 0 {
            let col = cols.trailing_zeros() as usize;
            cols &= cols - 1;
            let shift = 2 * col as u32;
            for &choice in menu.choices[col] {
                if choice.jokers > left {
                    break;
                }
                if choice.count as usize > room {
                    continue;
                }
                let next =
                    [patterns[0] - (choice.small << shift), patterns[1] - (choice.big << shift)];
                picked[depth] = (col, choice);
                let (left, room) = (left - choice.jokers, room - choice.count as usize);
                // A set that can take no more is judged here, without a call.
                if room == 0 || menu.within(left) & (!0u16 << (col + 1)) == 0 {
                    self.judge(next, left, &picked[..=depth]);
                    continue;
                }
                self.pick(menu, col + 1, picked, depth + 1, next, left, room);
            }
        }
    }

    /// The set of 绞 `picked`, leaving `patterns` and `left` jokers, made in full if the
    /// tables' masks say the rest may split.
    #[inline]
    fn judge(&mut self, patterns: [u32; 2], left: u8, picked: &[(usize, Choice)]) {
        if self.may_fit(patterns, left) {
            self.make(picked);
        }
    }

    /// Whether the size tables may have outcomes for these patterns with `jokers` jokers, some
    /// perhaps in a group of jokers alone (2, 3 or 4 of them).
    fn may_fit(&self, patterns: [u32; 2], jokers: u8) -> bool {
        let (small, big) = (self.table.fits(patterns[0]), self.table.fits(patterns[1]));
        FITS[(small as usize & 7) * 8 + (big as usize & 7)] >> jokers & 1 != 0
    }

    /// The picked 绞 made in full (jokers against their kinds' room), then the rest.
    fn make(&mut self, picked: &[(usize, Choice)]) {
        let norun = self.norun;
        let (mut made, mut count) = ([(0usize, 0u8); 20], 0);
        let all = picked.iter().all(|&(col, choice)| {
            choice.options[..choice.count as usize].iter().all(|&i| {
                let ok = self.make_one(col, i);
                if ok {
                    made[count] = (col, i);
                    count += 1;
                }
                ok
            })
        });
        if all && self.groups.len() <= GROUPS {
            self.pure();
        }
        for &(col, i) in made[..count].iter().rev() {
            self.unmake_one(col, i);
        }
        self.norun = norun;
    }

    fn make_one(&mut self, col: usize, i: u8) -> bool {
        let (s, b) = (col, col + 10);
        let (need_s, need_b, ps, pb) = JIAO_TAKES[i as usize];
        if !self.take_jokers(s, need_s - ps) {
            return false;
        }
        if !self.take_jokers(b, need_b - pb) {
            self.give_jokers(s, need_s - ps);
            return false;
        }
        self.take(s, ps);
        self.take(b, pb);
        self.norun = false;
        self.push(jiao_groups()[col][(i >= 5) as usize]);
        true
    }

    fn unmake_one(&mut self, col: usize, i: u8) {
        let (s, b) = (col, col + 10);
        let (need_s, need_b, ps, pb) = JIAO_TAKES[i as usize];
        self.pop();
        self.put(s, ps);
        self.put(b, pb);
        self.give_jokers(b, need_b - pb);
        self.give_jokers(s, need_s - ps);
    }

    /// At most one group of jokers alone (two of them would need five jokers or two pairs).
    /// Shapes of the same value, red count and kind of group are alike but for the kinds
    /// they take; a shape all of whose kinds are `free` stands for the rest of its profile.
    fn pure(&mut self) {
        self.tables();
        if self.jokers < 2 || self.groups.len() >= GROUPS {
            return;
        }
        for profile in pure_profiles() {
            if profile[0].len > self.jokers {
                continue;
            }
            for &group in profile {
                if group.len == 2 && self.pairs > 0 {
                    break;
                }
                let cards = group.cards();
                let free = cards.iter().all(|&c| self.free(c as usize));
                let mut taken = 0;
                while taken < cards.len() && self.take_jokers(cards[taken] as usize, 1) {
                    taken += 1;
                }
                if taken == cards.len() {
                    let norun = self.norun;
                    self.norun &= !group.is_run();
                    self.push(group);
                    self.tables();
                    self.pop();
                    self.norun = norun;
                }
                for &c in &cards[..taken] {
                    self.give_jokers(c as usize, 1);
                }
                if free {
                    break;
                }
            }
        }
    }

    /// The table outcomes of `pattern` with `jokers` jokers for size `size`.
    #[inline]
    fn outcomes(&mut self, size: usize, pattern: u32, jokers: u8) -> List<'t> {
        let slot = &mut self.looked[size][jokers as usize];
        if slot.0 != pattern {
            let list = if jokers <= table::TABLE_JOKERS {
                List::Table(self.table.outcomes(pattern, jokers))
            } else {
                List::Made(lazy::outcomes(pattern, jokers))
            };
            *slot = (pattern, list);
        }
        slot.1.clone()
    }

    /// The rest by the two size tables.
    fn tables(&mut self) {
        let ps = self.patterns;
        let (fit_s, fit_b) = (self.table.fits(ps[0]) | BEYOND, self.table.fits(ps[1]) | BEYOND);
        let (used, room) = (self.used_fields, self.room_fields);
        let red = |j: u64| ((j >> 4 & 15) + (j >> 24 & 15) + (j >> 36 & 15)) as u8;
        for js in 0..=self.jokers {
            if fit_s >> js & 1 == 0 || fit_b >> (self.jokers - js) & 1 == 0 {
                continue;
            }
            let small = self.outcomes(0, ps[0], js);
            if small.get().is_empty() {
                continue;
            }
            let big = self.outcomes(1, ps[1], self.jokers - js);
            for &os in small.get() {
                if (room[0] - (used[0] + (os & JOKER_BITS))) & HIGH != HIGH {
                    continue;
                }
                for &ob in big.get() {
                    if (room[1] - (used[1] + (ob & JOKER_BITS))) & HIGH != HIGH {
                        continue;
                    }
                    let pairs = self.pairs + (os & PAIR != 0) as u8 + (ob & PAIR != 0) as u8;
                    let n4 = (self.fours + fours(os) + fours(ob)) as u16;
                    if pairs != (n4 > 0) as u8 || self.total + pairs as u16 != 21 + n4 {
                        continue;
                    }
                    let huxi = self.huxi + huxi_of(os, false) as u16 + huxi_of(ob, true) as u16;
                    let r = self.red_jokers + red(os & JOKER_BITS) + red(ob & JOKER_BITS);
                    let norun = self.norun && os & ob & NO_RUN != 0;
                    let pick = Pick { pattern: ps, jokers: [js, self.jokers - js], cell: [os, ob] };
                    if let Some((k, threshold)) = self.suspect {
                        let cell = if k < 10 { os } else { ob };
                        if (cell >> (4 * (k % 10)) & 15) as u8 >= threshold {
                            let key = self.key_of(huxi, r, norun);
                            self.suspected = self.suspected.max(Some(key));
                            continue;
                        }
                    }
                    self.consider(huxi, r, norun, pick);
                }
            }
        }
    }

    /// 囤 of a winning reading of `huxi` 胡息 (paohuzi.md 3).
    fn tun(&self, huxi: u16) -> u16 {
        1 + (huxi - self.options.min_huxi) / 3 + self.tsumo as u16
    }

    /// Readings in the order of section 3: a win over none (by score, then 胡息), then a
    /// complete reading that does not win (by 胡息).
    fn key_of(&self, huxi: u16, red_jokers: u8, norun: bool) -> (u8, u32, u16) {
        if huxi < self.options.min_huxi {
            return (1, 0, huxi);
        }
        let red = self.physical_red + red_jokers;
        let fan = fan(mingtang(red, norun && self.options.duizihu));
        (2, self.tun(huxi) as u32 * fan as u32, huxi)
    }

    /// The best reading so far in `key_of`'s order.
    fn best_key(&self) -> (u8, u32, u16) {
        match (self.best_win, self.best_loss) {
            (Some(((score, huxi), _, _)), _) => (2, score, huxi),
            (None, Some((huxi, _))) => (1, 0, huxi),
            (None, None) => (0, 0, 0),
        }
    }

    fn consider(&mut self, huxi: u16, red_jokers: u8, norun: bool, pick: Pick) {
        let plan = |s: &Self| Plan { groups: s.groups.as_slice().to_vec(), pick, winner: s.winner };
        let red = self.physical_red + red_jokers;
        let (won, score, _) = self.key_of(huxi, red_jokers, norun);
        if won < 2 {
            if self.best_win.is_none() && self.best_loss.is_none_or(|(h, _)| huxi > h) {
                self.best_loss = Some((huxi, red));
                if self.want_plan {
                    self.loss_plan = Some(plan(self));
                }
            }
            return;
        }
        if self.best_win.is_none_or(|(b, _, _)| (score, huxi) > b) {
            self.best_win = Some(((score, huxi), red, norun));
            if self.want_plan {
                self.win_plan = Some(plan(self));
            }
        }
    }

    fn result(&self, physical: &[u8; KINDS], jokers: u8) -> Outcome {
        let options = self.options;
        let mut out = Outcome::default();
        let plan = match (self.best_win, self.best_loss) {
            (Some(((score, huxi), red, norun)), _) => {
                out.mingtang = mingtang(red, norun && options.duizihu);
                out.fan = fan(out.mingtang);
                out.tun = self.tun(huxi);
                (out.win, out.huxi, out.score, out.red) = (true, Some(huxi), score, red);
                self.win_plan.as_ref()
            }
            (None, Some((huxi, red))) => {
                (out.huxi, out.red) = (Some(huxi), red);
                self.loss_plan.as_ref()
            }
            (None, None) => return out,
        };
        let Some(plan) = plan else { return out };
        out.groups = plan.groups.clone();
        for size in 0..2 {
            let p = plan.pick;
            out.groups.extend(witness::split(
                p.pattern[size],
                p.jokers[size],
                p.cell[size],
                size == 1,
            ));
        }
        // A winning card read as a concealed card is in some concealed group of its kind (a
        // joker standing for that kind anywhere could change places with it). Self-turned, the
        // first: in a 坎 it makes a 偎, worth the same. From another player, a reading that
        // counts here holds it in no 坎 or 提 (those are set aside, `suspect`) but a 坎 of
        // jokers alone may stand for its kind: the first group of another shape.
        if let Some(w) = plan.winner {
            let holds = |g: &Group| !g.declared && g.cards().contains(&w);
            let same_kind = |g: &Group| matches!(g.label, Label::Kan | Label::Ti);
            let at = match self.tsumo {
                true => out.groups.iter().position(holds),
                false => out.groups.iter().position(|g| holds(g) && !same_kind(g)),
            };
            if let Some(g) = at.or_else(|| out.groups.iter().position(holds)) {
                let g = &mut out.groups[g];
                g.winning = true;
                if g.label == Label::Kan {
                    g.label = Label::Wei;
                }
            }
        }
        let mut logical = [0u8; KINDS];
        for g in &out.groups {
            for &c in g.cards() {
                logical[c as usize] += 1;
            }
        }
        out.wild_kinds = (0..KINDS)
            .flat_map(|k| {
                std::iter::repeat_n(k as u8, logical[k].saturating_sub(physical[k]) as usize)
            })
            .collect();
        debug_assert_eq!(out.wild_kinds.len(), jokers as usize);
        out
    }
}

/// Length, 胡息, red cards, and whether a sequence-like group.
type ProfileKey = (u8, u8, usize, bool);

/// Every group of jokers alone (same-kind 2, 3 and 4, sequences, 二七十, 绞), in profiles
/// of equal length, 胡息, red count and run-ness.
fn pure_profiles() -> &'static [Vec<Group>] {
    static ALL: std::sync::OnceLock<Vec<Vec<Group>>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut shapes: Vec<Group> = Vec::new();
        let mut add =
            |label: Label, cards: &[u8]| shapes.push(Group::new(label, cards, false, false));
        for k in 0..KINDS as u8 {
            add(Label::Pair, &[k; 2]);
            add(Label::Kan, &[k; 3]);
            add(Label::Ti, &[k; 4]);
        }
        for base in [0u8, 10] {
            for n in 0..8 {
                add(Label::Run, &[base + n, base + n + 1, base + n + 2]);
            }
            add(Label::TwoSevenTen, &[base + 1, base + 6, base + 9]);
        }
        for n in 0..10u8 {
            add(Label::Jiao, &[n, n, n + 10]);
            add(Label::Jiao, &[n, n + 10, n + 10]);
        }
        let mut profiles: Vec<(ProfileKey, Vec<Group>)> = Vec::new();
        for g in shapes {
            let red = g.cards().iter().filter(|&&c| is_red(c as usize)).count();
            let key = (g.len, g.huxi, red, g.is_run());
            match profiles.iter_mut().find(|(k, _)| *k == key) {
                Some((_, list)) => list.push(g),
                None => profiles.push((key, vec![g])),
            }
        }
        profiles.into_iter().map(|(_, list)| list).collect()
    })
}

/// The 绞 of each column: two 小 and one 大, then one 小 and two 大.
fn jiao_groups() -> &'static [[Group; 2]; 10] {
    static ALL: std::sync::OnceLock<[[Group; 2]; 10]> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        std::array::from_fn(|n| {
            let n = n as u8;
            [
                Group::new(Label::Jiao, &[n, n, n + 10], false, false),
                Group::new(Label::Jiao, &[n, n + 10, n + 10], false, false),
            ]
        })
    })
}

/// The 名堂 bits for `red` red cards (and 对子胡 when `pairs_only`), paohuzi.md 6.1.
pub const fn mingtang(red: u8, pairs_only: bool) -> u8 {
    let mut bits = 0;
    if red >= 10 && red <= 12 {
        bits |= 1;
    }
    if red >= 13 {
        bits |= 2;
    }
    if red == 1 {
        bits |= 4;
    }
    if red == 0 {
        bits |= 8;
    }
    if pairs_only {
        bits |= 16;
    }
    bits
}

/// The 番 of 名堂 bits: their sum, or 1 with none (6.2).
pub const fn fan(bits: u8) -> u16 {
    let (mut sum, mut i) = (0, 0);
    while i < MINGTANG.len() {
        if bits >> i & 1 == 1 {
            sum += MINGTANG[i].1;
        }
        i += 1;
    }
    if sum == 0 {
        1
    } else {
        sum
    }
}
