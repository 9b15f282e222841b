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
    red: u8,
}

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
    jokers: u8,
    used: [u8; KINDS],
    huxi: u16,
    fours: u8,
    pairs: u8,
    norun: bool,
    red_jokers: u8,
    groups: Vec<Group>,
    want_plan: bool,
    /// The best winning reading: (score, 胡息), red cards, no sequence.
    best_win: Option<((u32, u16), u8, bool)>,
    best_loss: Option<u16>,
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
    let mut s = Search {
        table: table::table(),
        looked: std::array::from_fn(|_| std::array::from_fn(|_| (u32::MAX, List::Table(&[])))),
        options,
        tsumo: hand.tsumo,
        total: cards + hand.jokers as u16,
        physical_red: (0..KINDS).filter(|&k| is_red(k)).map(|k| physical[k]).sum(),
        room: physical.map(|n| 4u8.saturating_sub(n)),
        pinned: hand.concealed.map(|n| n == 3),
        counts: hand.concealed,
        jokers: hand.jokers,
        used: [0; KINDS],
        huxi: 0,
        fours: 0,
        pairs: 0,
        norun: true,
        red_jokers: 0,
        groups: Vec::with_capacity(16),
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
            Some(w) => self.place_winning(w),
            None => self.jiao_start(),
        }
        while self.groups.len() > count {
            self.pop();
        }
        self.norun = norun;
    }

    /// Take `n` jokers as kind `k` if its room allows.
    fn take_jokers(&mut self, k: usize, n: u8) -> bool {
        if n > self.jokers || self.used[k] + n > self.room[k] {
            return false;
        }
        self.jokers -= n;
        self.used[k] += n;
        self.red_jokers += n * is_red(k) as u8;
        true
    }

    fn give_jokers(&mut self, k: usize, n: u8) {
        self.jokers += n;
        self.used[k] -= n;
        self.red_jokers -= n * is_red(k) as u8;
    }

    /// The winning card's group (paohuzi.md 2.5 and 5b).
    fn place_winning(&mut self, w: u8) {
        if self.groups.len() >= GROUPS {
            return;
        }
        let k = w as usize;
        let c = self.counts[k];
        let forced = self.tsumo && c >= 2;
        let takes: Vec<u8> = match (c, forced) {
            (3, _) => vec![3],
            (_, true) => vec![c],
            _ => (0..=c).collect(),
        };
        for m in takes {
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
                self.counts[k] -= m;
                self.push(Group::new(label, &[w; 4][..len as usize], true, false));
                self.jiao_start();
                self.pop();
                self.counts[k] += m;
                self.give_jokers(k, jw);
            }
        }
        if forced {
            return;
        }
        // Elsewhere: the pair, a sequence, 二七十 or 绞 holding it.
        let (base, n) = (k / 10 * 10, k % 10);
        let other = 10 - base + n;
        let mut shapes: Vec<(Label, Vec<usize>)> = vec![(Label::Pair, vec![k])];
        for start in n.saturating_sub(2)..=n.min(7) {
            let rest = (start..start + 3).filter(|&i| i != n).map(|i| base + i).collect();
            shapes.push((Label::Run, rest));
        }
        if matches!(n, 1 | 6 | 9) {
            let rest = [1, 6, 9].into_iter().filter(|&i| i != n).map(|i| base + i).collect();
            shapes.push((Label::TwoSevenTen, rest));
        }
        shapes.push((Label::Jiao, vec![k, other]));
        shapes.push((Label::Jiao, vec![other, other]));
        // A 绞 holding the winning card whose other physical cards are none or its kind's is
        // left out while that kind is free: the same-kind group of the same cards and jokers
        // (碰/偎/跑/提) is worth more, with the same red count.
        let (free, jokers, other_used) = (self.free(k), self.jokers, self.used[other]);
        for (label, rest) in shapes {
            if label == Label::Pair && self.pairs > 0 {
                continue;
            }
            let mut cards = vec![w];
            cards.extend(rest.iter().map(|&r| r as u8));
            self.fill(&rest, 0, &mut |s: &mut Self| {
                let (taken, foreign) = (jokers - s.jokers, s.used[other] > other_used);
                let same_kind_only = taken == 2 || taken == 1 && rest[0] == k && foreign;
                if label == Label::Jiao && free && same_kind_only {
                    return;
                }
                s.norun &= label == Label::Pair;
                s.push(Group::new(label, &cards, true, false));
                s.jiao_start();
                s.pop();
            });
        }
    }

    /// Each way to fill the slots `rest[i..]` with an unpinned physical card or a joker, then
    /// `then`; the search's norun flag is restored after each.
    fn fill(&mut self, rest: &[usize], i: usize, then: &mut dyn FnMut(&mut Self)) {
        if i == rest.len() {
            let norun = self.norun;
            then(self);
            self.norun = norun;
            return;
        }
        let k = rest[i];
        if self.counts[k] > 0 && !self.pinned[k] {
            self.counts[k] -= 1;
            self.fill(rest, i + 1, then);
            self.counts[k] += 1;
        }
        if self.take_jokers(k, 1) {
            self.fill(rest, i + 1, then);
            self.give_jokers(k, 1);
        }
    }

    /// Whether no placing of the jokers left can take kind `k` past four logical copies: then
    /// a same-kind group of `k` is open to every joker a 绞 of `k` would hold.
    fn free(&self, k: usize) -> bool {
        self.room[k] - self.used[k] >= self.jokers
    }

    /// 绞 at columns `col..`: at each, none, or options from `min` on (so a column's 绞 come in
    /// one order). Option i: type i / 5 (two 小 one 大, or one 小 two 大), physical 小 and 大
    /// taken (the rest jokers) by i % 5; a 绞 of jokers alone is `pure`'s. A 绞 whose physical
    /// cards are all of one kind is left out while that kind is `free`: a 坎 of the same cards
    /// and jokers (in the size table) is worth as much or more, with the same red count.
    fn jiao_start(&mut self) {
        // Only columns with an unpinned card, of both sizes or of a kind not free, can hold a
        // 绞 that is not left out; a free kind stays free deeper down (jokers only run out).
        let (mut cols, mut n) = ([0u8; 10], 0);
        for c in 0..10 {
            let (s, b) = (self.avail(c), self.avail(c + 10));
            if s + b > 0 && (s > 0 && b > 0 || !self.free(c) || !self.free(c + 10)) {
                cols[n] = c as u8;
                n += 1;
            }
        }
        self.jiao(&cols[..n], 0);
    }

    fn avail(&self, k: usize) -> u8 {
        if self.pinned[k] {
            0
        } else {
            self.counts[k]
        }
    }

    fn jiao(&mut self, cols: &[u8], min: usize) {
        let Some((&col, later)) = cols.split_first() else {
            self.pure();
            return;
        };
        self.jiao(later, 0);
        let (s, b) = (col as usize, col as usize + 10);
        let (have_s, have_b) = (self.avail(s), self.avail(b));
        if self.groups.len() >= GROUPS
            || have_s + have_b == 0
            || (have_s == 0 || have_b == 0) && self.free(s) && self.free(b)
        {
            return;
        }
        const TAKES: [(u8, u8); 5] = [(0, 1), (1, 0), (1, 1), (2, 0), (2, 1)];
        for i in min..10 {
            let (need_s, need_b) = if i < 5 { (2, 1) } else { (1, 2) };
            let (ps, pb) = if i < 5 { TAKES[i % 5] } else { (TAKES[i % 5].1, TAKES[i % 5].0) };
            if ps > need_s || pb > need_b || ps > have_s || pb > have_b {
                continue;
            }
            let one_kind = if pb == 0 {
                Some(s)
            } else if ps == 0 {
                Some(b)
            } else {
                None
            };
            if one_kind.is_some_and(|k| self.free(k)) {
                continue;
            }
            let (js, jb) = (need_s - ps, need_b - pb);
            if js + jb > self.jokers || !self.take_jokers(s, js) {
                continue;
            }
            if !self.take_jokers(b, jb) {
                self.give_jokers(s, js);
                continue;
            }
            self.counts[s] -= ps;
            self.counts[b] -= pb;
            let cards = if i < 5 { [s, s, b] } else { [s, b, b] }.map(|c| c as u8);
            let norun = self.norun;
            self.norun = false;
            self.push(Group::new(Label::Jiao, &cards, false, false));
            self.jiao(cols, i);
            self.pop();
            self.norun = norun;
            self.counts[s] += ps;
            self.counts[b] += pb;
            self.give_jokers(b, jb);
            self.give_jokers(s, js);
        }
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
            if profile[0].1.len() > self.jokers as usize {
                continue;
            }
            for (label, cards) in profile {
                if *label == Label::Pair && self.pairs > 0 {
                    break;
                }
                let free = cards.iter().all(|&c| self.free(c as usize));
                let mut taken = 0;
                while taken < cards.len() && self.take_jokers(cards[taken] as usize, 1) {
                    taken += 1;
                }
                if taken == cards.len() {
                    let norun = self.norun;
                    self.norun &= !matches!(label, Label::Run | Label::TwoSevenTen | Label::Jiao);
                    self.push(Group::new(*label, cards, false, false));
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
        let pattern = |counts: &[u8]| {
            counts.iter().enumerate().fold(0u32, |p, (k, &n)| p | (n as u32) << (2 * k))
        };
        let nibbles =
            |v: &[u8]| v.iter().enumerate().fold(0u64, |p, (k, &n)| p | (n as u64) << (4 * k));
        let ps = [pattern(&self.counts[..10]), pattern(&self.counts[10..])];
        let used = [nibbles(&self.used[..10]), nibbles(&self.used[10..])];
        const HIGH: u64 = 0x88_8888_8888;
        let room = [nibbles(&self.room[..10]) | HIGH, nibbles(&self.room[10..]) | HIGH];
        let red = |j: u64| ((j >> 4 & 15) + (j >> 24 & 15) + (j >> 36 & 15)) as u8;
        // Joker counts past the tables' are taken as fitting; their look-up says.
        let beyond = !0u8 << (table::TABLE_JOKERS + 1);
        let (fit_s, fit_b) = (self.table.fits(ps[0]) | beyond, self.table.fits(ps[1]) | beyond);
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
                    self.consider(huxi, r, norun, pick);
                }
            }
        }
    }

    fn consider(&mut self, huxi: u16, red_jokers: u8, norun: bool, pick: Pick) {
        let plan =
            |s: &Self| Plan { groups: s.groups.clone(), pick, red: s.physical_red + red_jokers };
        if huxi < self.options.min_huxi {
            if self.best_win.is_none() && self.best_loss.is_none_or(|h| huxi > h) {
                self.best_loss = Some(huxi);
                if self.want_plan {
                    self.loss_plan = Some(plan(self));
                }
            }
            return;
        }
        let red = self.physical_red + red_jokers;
        let fan = fan(mingtang(red, norun && self.options.duizihu));
        let tun = 1 + (huxi - self.options.min_huxi) / 3 + self.tsumo as u16;
        let key = (tun as u32 * fan as u32, huxi);
        if self.best_win.is_none_or(|(b, _, _)| key > b) {
            self.best_win = Some((key, red, norun));
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
                out.tun = 1 + (huxi - options.min_huxi) / 3 + self.tsumo as u16;
                (out.win, out.huxi, out.score, out.red) = (true, Some(huxi), score, red);
                self.win_plan.as_ref()
            }
            (None, Some(huxi)) => {
                out.huxi = Some(huxi);
                self.loss_plan.as_ref()
            }
            (None, None) => return out,
        };
        let Some(plan) = plan else { return out };
        out.red = plan.red;
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

/// A group's type and its cards.
type Shape = (Label, Vec<u8>);
/// Length, 胡息, red cards, and whether a sequence-like group.
type ProfileKey = (usize, u8, usize, bool);

/// Every group of jokers alone (same-kind 2, 3 and 4, sequences, 二七十, 绞), in profiles
/// of equal length, 胡息, red count and run-ness.
fn pure_profiles() -> &'static [Vec<Shape>] {
    static ALL: std::sync::OnceLock<Vec<Vec<Shape>>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut shapes = Vec::new();
        for k in 0..KINDS as u8 {
            shapes.push((Label::Pair, vec![k; 2]));
            shapes.push((Label::Kan, vec![k; 3]));
            shapes.push((Label::Ti, vec![k; 4]));
        }
        for base in [0u8, 10] {
            for n in 0..8 {
                shapes.push((Label::Run, vec![base + n, base + n + 1, base + n + 2]));
            }
            shapes.push((Label::TwoSevenTen, vec![base + 1, base + 6, base + 9]));
        }
        for n in 0..10u8 {
            shapes.push((Label::Jiao, vec![n, n, n + 10]));
            shapes.push((Label::Jiao, vec![n, n + 10, n + 10]));
        }
        let mut profiles: Vec<(ProfileKey, Vec<Shape>)> = Vec::new();
        for (label, cards) in shapes {
            let g = Group::new(label, &cards, false, false);
            let red = cards.iter().filter(|&&c| is_red(c as usize)).count();
            let key = (cards.len(), g.huxi, red, g.is_run());
            match profiles.iter_mut().find(|(k, _)| *k == key) {
                Some((_, list)) => list.push((label, cards)),
                None => profiles.push((key, vec![(label, cards)])),
            }
        }
        profiles.into_iter().map(|(_, list)| list).collect()
    })
}

/// The 名堂 bits for `red` red cards (and 对子胡 when `pairs_only`), paohuzi.md 6.1.
pub fn mingtang(red: u8, pairs_only: bool) -> u8 {
    let mut bits = 0;
    if (10..=12).contains(&red) {
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
pub fn fan(bits: u8) -> u16 {
    let sum: u16 = (0..5).filter(|i| bits >> i & 1 == 1).map(|i| MINGTANG[i].1).sum();
    sum.max(1)
}
