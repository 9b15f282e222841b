//! Rows of a batch scored under a local rule set, each read and checked as
//! `hupai.scoring.local_request.read_local_request` checks a hand (arrays skip the Python
//! checks): counts, melds, the winning tile, jokers, the flipped indicator, the flag bits, the
//! flowers and the void suit, against what the rule set holds and allows.

use super::features::FLAGS;
use super::hand::Hand;
use crate::error::{Error, Value};
use crate::ints::{rows_of, Ints};
use crate::mcr::batch::{read_melds, MELD_SLOTS};
use crate::mcr::request::Declared;
use crate::mcr::view::Kind;
use crate::tiles::{format, name, Counts, KINDS};

/// The flag bits of a row: MCR's batch's four, then the local rule sets' situations.
pub const SELF_DRAWN: Value = 1;
pub const LAST_COPY: Value = 2;
pub const KONG: Value = 4;
pub const LAST_TILE: Value = 8;
pub const KONG_DISCARD: Value = 16;
pub const READY: Value = 32;
pub const HEAVENLY_READY: Value = 64;
pub const HEAVENLY_HAND: Value = 128;
pub const EARTHLY_HAND: Value = 256;
const ALL_FLAGS: Value = 511;
/// The flag bits by the keyword of `hupai.score` each stands for.
const FLAG_NAMES: [(Value, &str); 9] = [
    (SELF_DRAWN, "self_drawn"),
    (LAST_COPY, "last_copy"),
    (KONG, "kong"),
    (LAST_TILE, "last_tile"),
    (KONG_DISCARD, "kong_discard"),
    (READY, "ready"),
    (HEAVENLY_READY, "heavenly ready"),
    (HEAVENLY_HAND, "heavenly_hand"),
    (EARTHLY_HAND, "earthly_hand"),
];

/// The bits of `flags` as "1 self_drawn, 4 kong", or "none".
fn flag_names(flags: Value) -> String {
    let named: Vec<String> = FLAG_NAMES
        .iter()
        .filter(|(bit, _)| flags & bit != 0)
        .map(|(bit, name)| format!("{bit} {name}"))
        .collect();
    if named.is_empty() {
        "none".into()
    } else {
        named.join(", ")
    }
}

/// What a rule set's rows are checked against (python/hupai/rules/local.py and wildcards.py).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowRules {
    pub name: String,
    /// The copies of each kind the set holds.
    pub copies: [u8; KINDS],
    /// Kinds whose every tile is a wildcard (bit t).
    pub fixed: u64,
    /// How many kinds after the flipped indicator are wildcards (0: no indicator).
    pub flipped: u8,
    /// The kind after each kind in its cycle, as `hupai.rules.wildcards.successor` gives it
    /// for the rule set's honor cycle (local_rules.md 0.3).
    pub successors: [u8; KINDS],
    /// Jokers in the set.
    pub jokers: u32,
    /// The claims allowed: chow, pung, kong.
    pub claims: [bool; 3],
    pub in_melds: bool,
    pub self_draw_only: bool,
    pub void: bool,
    /// The flag bits the rule set reads (a situation it does not read is refused).
    pub flags: Value,
    /// Whether it reads flowers.
    pub flowers: bool,
}

/// A row's columns: counts N x 34 (the standing tiles, wildcards among them as held, the
/// winning tile left out), melds N x 4 x 3 as MCR's batch takes them, and one value a row
/// for the winning tile (-1 a joker), flags, jokers among the standing tiles, indicator (-1
/// none), flowers and the void suit (-1 none, 0-2 m p s).
#[derive(Clone, Copy, Debug)]
pub struct Rows<'a> {
    pub counts: Ints<'a>,
    pub melds: Ints<'a>,
    pub win_tile: Ints<'a>,
    pub flags: Ints<'a>,
    pub jokers: Ints<'a>,
    pub indicator: Ints<'a>,
    pub flowers: Ints<'a>,
    pub void: Ints<'a>,
}

fn refuse(class: &'static str, message: String) -> Error {
    Error::Local { class, message }
}

impl Rows<'_> {
    /// The number of rows, or a shape error when the columns disagree.
    pub fn count(&self) -> Result<usize, Error> {
        rows_of(&[
            ("win_tile", &self.win_tile, 1),
            ("counts", &self.counts, KINDS),
            ("melds", &self.melds, MELD_SLOTS * 3),
            ("flags", &self.flags, 1),
            ("jokers", &self.jokers, 1),
            ("indicator", &self.indicator, 1),
            ("flowers", &self.flowers, 1),
            ("void", &self.void, 1),
        ])
    }

    /// Row `i` as given, its counts and melds read (their own errors first, as before the
    /// rest is checked).
    pub fn row(&self, i: usize) -> Result<Row, Error> {
        let mut counts: Counts = [0; KINDS];
        let counts_of = |row: &&[u8]| row.len() == KINDS && row.iter().all(|&c| c <= 4);
        match self.counts.row_bytes(i).filter(counts_of) {
            // Unsigned bytes, each a count: copied whole (NumPy's uint8 counts).
            Some(row) => counts.copy_from_slice(row),
            None => {
                for (t, slot) in counts.iter_mut().enumerate() {
                    let c = self.counts.get(i, t);
                    if !(0..=4).contains(&c) {
                        return Err(Error::TileCount { tile: name(t), count: c });
                    }
                    *slot = c as u8;
                }
            }
        }
        let mut melds = [Declared { kind: Kind::Chow, first: 0, concealed: false }; 4];
        let n_melds = read_melds(|k| self.melds.get(i, k), &mut melds)?;
        let one = |column: &Ints| column.get(i, 0);
        Ok(Row {
            counts,
            melds,
            n_melds,
            win: one(&self.win_tile),
            flags: one(&self.flags),
            jokers: one(&self.jokers),
            indicator: one(&self.indicator),
            flowers: one(&self.flowers),
            void: one(&self.void),
        })
    }

    /// Row `i` read and checked under `rules`.
    pub fn hand(&self, rules: &RowRules, i: usize) -> Result<Hand, Error> {
        self.row(i)?.hand(rules)
    }

    /// The message for row `i` (read already) when it does not win, naming the hand as
    /// `hupai.scoring.local_request.not_winning_local` does.
    pub fn not_winning(&self, rules: &RowRules, i: usize) -> String {
        match self.row(i) {
            Ok(row) => row.not_winning(rules),
            Err(e) => e.to_string(),
        }
    }
}

/// One hand as given, before it is checked: a row of a batch, or the single call
/// `hupai._core.score` read. The values are as `Rows` documents its columns; `counts` hold
/// the standing tiles, wildcards among them as held.
#[derive(Clone, Copy, Debug)]
pub struct Row {
    pub counts: Counts,
    pub melds: [Declared; 4],
    pub n_melds: usize,
    pub win: Value,
    pub flags: Value,
    pub jokers: Value,
    pub indicator: Value,
    pub flowers: Value,
    pub void: Value,
}

impl Row {
    pub fn declared(&self) -> &[Declared] {
        &self.melds[..self.n_melds]
    }

    /// The hand checked under `rules` as `read_local_request` checks it: the one checker of
    /// batch rows and of the single call read in Rust.
    pub fn hand(&self, rules: &RowRules) -> Result<Hand, Error> {
        let rs = &rules.name;
        let mut counts = self.counts;
        if let Some(t) = counts.iter().position(|&c| c > 4) {
            return Err(Error::TileCount { tile: name(t), count: counts[t].into() });
        }
        let declared = self.declared();
        let n_melds = declared.len();
        let win = self.win;
        let joker_win = win == -1;
        if !(-1..KINDS as Value).contains(&win) || (joker_win && rules.jokers == 0) {
            return Err(Error::WinTile { tile: win });
        }
        let jokers = self.jokers;
        if jokers < 0 {
            // As the single call words it (hupai.scoring.local_request).
            let message = format!("jokers is a whole number of jokers, got {jokers}");
            return Err(refuse("TileCountError", message));
        }
        // The winning tile a joker is one more.
        let got = jokers.saturating_add(Value::from(joker_win));
        if got > Value::from(rules.jokers) {
            let message = format!("{got} jokers; {rs} has {}", rules.jokers);
            return Err(refuse("TileCountError", message));
        }
        let jokers = jokers as u32;
        let kinds = wildcard_kinds(rules, self.indicator)?;
        check_melds(rules, declared, kinds)?;
        let mut held = counts;
        if !joker_win {
            held[win as usize] += 1;
        }
        for m in declared {
            match m.kind {
                Kind::Chow => (0..3).for_each(|k| held[m.first + k] += 1),
                Kind::Pung => held[m.first] += 3,
                Kind::Kong => held[m.first] += 4,
            }
        }
        for (t, (&held, &copies)) in held.iter().zip(&rules.copies).enumerate() {
            if held > 0 && copies == 0 {
                let message = format!("{rs} has no {}: its tile set lacks it", name(t));
                return Err(refuse("UnknownTileError", message));
            }
            if held > copies {
                let message =
                    format!("{held} copies of {} in the hand; {rs} has {copies}", name(t));
                return Err(refuse("TileCountError", message));
            }
        }
        // The flipped indicator is set aside, out of play (local_rules.md 0.3): one copy fewer.
        if let Ok(flipped) = usize::try_from(self.indicator) {
            let copies = rules.copies[flipped];
            if rules.flipped > 0 && held[flipped] >= copies {
                let message = format!(
                    "{} copies of {} in the hand, but the flipped indicator is one of its \
                     {copies}: {} are in play",
                    held[flipped],
                    name(flipped),
                    copies.saturating_sub(1)
                );
                return Err(refuse("TileCountError", message));
            }
        }
        let standing = counts.iter().map(|&c| u32::from(c)).sum::<u32>() + jokers;
        if standing != 13 - 3 * n_melds as u32 {
            return Err(Error::StandingSize { standing, melds: n_melds, holds_win: false });
        }
        let flags = self.situation(rules)?;
        let flowers = self.flowers;
        // Refused as the single call refuses the keyword: unread first, then out of range.
        if flowers != 0 && !rules.flowers {
            let message = format!("flowers {flowers}: {} does not read flowers", rules.name);
            return Err(refuse("OptionError", message));
        }
        if !(0..=8).contains(&flowers) {
            return Err(Error::Flowers { count: flowers });
        }
        if rules.void {
            check_void(rules, &held, self.void)?;
        } else if self.void != -1 {
            let message = format!("void {}: {rs} names no void suit (定缺)", self.void);
            return Err(refuse("OptionError", message));
        }
        // The wildcard kinds' tiles moved out of the standing counts.
        let mut wildcards = jokers;
        for (t, c) in counts.iter_mut().enumerate() {
            if kinds >> t & 1 == 1 {
                wildcards += u32::from(*c);
                *c = 0;
            }
        }
        let win = (!joker_win && kinds >> win & 1 == 0).then_some(win as usize);
        Ok(Hand {
            standing: counts,
            wildcards,
            win,
            declared: declared.to_vec(),
            flags,
            flowers: flowers as i32,
        })
    }

    /// The message for the hand (checked already) when it does not win, naming it as
    /// `hupai.scoring.local_request.not_winning_local` does.
    pub fn not_winning(&self, rules: &RowRules) -> String {
        let mut hand = String::new();
        for m in self.declared() {
            let mut tiles: Counts = [0; KINDS];
            match m.kind {
                Kind::Chow => tiles[m.first..m.first + 3].iter_mut().for_each(|c| *c = 1),
                Kind::Pung => tiles[m.first] = 3,
                Kind::Kong => tiles[m.first] = 4,
            }
            hand.push_str(&format!("[{}]", format(&tiles)));
        }
        let counts: Counts = self.counts.map(|c| c.min(4));
        hand.push_str(&format(&counts));
        for _ in 0..self.jokers.clamp(0, 16) {
            hand.push_str(" J");
        }
        let win = self.win;
        let win = if win == -1 { "J".to_string() } else { name(win.clamp(0, 33) as usize) };
        format!("hand {hand} won on {win} is not a winning hand under {}", rules.name)
    }

    /// The flags as FLAGS, checked as `read_local_request` checks the keywords.
    fn situation(&self, rules: &RowRules) -> Result<[bool; FLAGS], Error> {
        let declared = self.declared();
        let bits = self.flags;
        // A rule set whose every win is self-drawn and that reads no flag for it (seed 001):
        // the self-draw is implied, and the bit may be set or not.
        let implied = rules.self_draw_only && rules.flags & SELF_DRAWN == 0;
        let allowed = rules.flags | if implied { SELF_DRAWN } else { 0 };
        // A bit the rule set does not read is a keyword it does not read (OptionError).
        if bits & !ALL_FLAGS != 0 || bits & !allowed != 0 {
            return Err(refuse(
                "OptionError",
                format!("flags {bits}: {} reads the bits {} only", rules.name, flag_names(allowed)),
            ));
        }
        let on = |bit: Value| bits & bit != 0;
        let (self_drawn, kong) = (on(SELF_DRAWN) || implied, on(KONG));
        let situation = |message: &str| Err(refuse("SituationError", message.into()));
        if rules.self_draw_only && !self_drawn {
            return situation(&format!(
                "{} wins by self-draw only: set flag 1 (self-drawn)",
                rules.name
            ));
        }
        if on(KONG_DISCARD) && (self_drawn || kong) {
            return situation("kong_discard (杠上炮) is a win on a discard after a kong: not with self_drawn or kong");
        }
        if kong && self_drawn && !declared.iter().any(|m| m.kind == Kind::Kong) {
            return situation(
                "kong with self_drawn (a kong bloom, 杠上开花) needs a declared kong",
            );
        }
        if (on(HEAVENLY_HAND) || on(EARTHLY_HAND)) && (!self_drawn || !declared.is_empty() || kong)
        {
            return situation("heavenly_hand and earthly_hand are self-drawn wins with no declared meld and no kong");
        }
        let ready = on(READY) || on(HEAVENLY_READY);
        if (on(HEAVENLY_HAND) || on(EARTHLY_HAND)) && (ready || on(LAST_TILE)) {
            // A first-turn win: no ready declared before it, and the wall is full.
            return situation(
                "heavenly_hand and earthly_hand are first-turn wins: not with ready or last_tile",
            );
        }
        Ok([
            self_drawn,
            kong && self_drawn,
            kong && !self_drawn,
            on(KONG_DISCARD),
            on(LAST_TILE),
            on(LAST_COPY),
            ready,
            on(HEAVENLY_READY),
            on(HEAVENLY_HAND),
            on(EARTHLY_HAND),
        ])
    }
}

/// The wildcard kinds of a row (bit t): the fixed ones and those the indicator flips.
fn wildcard_kinds(rules: &RowRules, indicator: Value) -> Result<u64, Error> {
    let mut kinds = rules.fixed;
    if rules.flipped == 0 {
        if indicator != -1 {
            return Err(refuse(
                "SituationError",
                format!(
                    "indicator {indicator} is given, but {} has no flipped wildcard (翻鬼)",
                    rules.name
                ),
            ));
        }
        return Ok(kinds);
    }
    // None given is a missing keyword (SituationError); one given that is no tile, a tile
    // the set has not (UnknownTileError), as the single call has them.
    if !(0..KINDS as Value).contains(&indicator) {
        return Err(refuse(
            if indicator == -1 { "SituationError" } else { "UnknownTileError" },
            format!(
                "{} flips a wildcard indicator (翻鬼): indicator {indicator} is not a tile 0-33",
                rules.name
            ),
        ));
    }
    let mut kind = indicator as usize;
    for _ in 0..rules.flipped {
        kind = usize::from(rules.successors[kind]);
        kinds |= 1 << kind;
    }
    Ok(kinds)
}

fn check_melds(rules: &RowRules, declared: &[Declared], kinds: u64) -> Result<(), Error> {
    for m in declared {
        let tiles = match m.kind {
            Kind::Chow => m.first..m.first + 3,
            _ => m.first..m.first + 1,
        };
        let claim = match m.kind {
            Kind::Chow => 0,
            Kind::Pung => 1,
            Kind::Kong => 2,
        };
        let concealed_kong = m.kind == Kind::Kong && m.concealed;
        let no_claims = rules.claims == [false; 3];
        if (!concealed_kong && !rules.claims[claim]) || (concealed_kong && no_claims) {
            let message = format!(
                "{} has no such declared meld: {:?} of {}",
                rules.name,
                m.kind,
                name(m.first)
            );
            return Err(refuse("MeldError", message));
        }
        if !rules.in_melds {
            if let Some(t) = tiles.clone().find(|&t| kinds >> t & 1 == 1) {
                let message = format!(
                    "a meld holds a wildcard ({}); {} never melds its wildcards",
                    name(t),
                    rules.name
                );
                return Err(refuse("MeldError", message));
            }
        }
    }
    Ok(())
}

/// A hand holding its void suit, or, with none named, all three (定缺).
fn check_void(rules: &RowRules, held: &Counts, void: Value) -> Result<(), Error> {
    let suits: Vec<u32> =
        (0..3).map(|s| held[9 * s..9 * s + 9].iter().map(|&c| u32::from(c)).sum()).collect();
    if !(-1..=2).contains(&void) {
        return Err(refuse(
            "SituationError",
            format!("void {void} is not -1 (none) or a suit 0-2"),
        ));
    }
    if void >= 0 && suits[void as usize] > 0 {
        let message = format!(
            "the hand holds {} tiles of its void suit {} (定缺): under {} it cannot win until it has none",
            suits[void as usize],
            ["m", "p", "s"][void as usize],
            rules.name
        );
        return Err(refuse("NotWinningError", message));
    }
    if suits.iter().all(|&s| s > 0) {
        let message = format!(
            "the hand holds all three suits: under {} a hand must lack one (定缺)",
            rules.name
        );
        return Err(refuse("NotWinningError", message));
    }
    Ok(())
}
