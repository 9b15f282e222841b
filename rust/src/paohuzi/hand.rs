//! A hand as the engine takes it, and the checks of paohuzi.md 4 that a hand must pass.

use super::cards::{name, Group, KINDS};
use super::codes;
use crate::error::{Error, Value};

/// A hand: declared groups, concealed physical cards by kind (at most 3 each), the winning
/// card (a physical kind; a winning 王 is one more of `jokers`), concealed 王, and whether the
/// winning card was self-turned.
#[derive(Clone, Debug, Default)]
pub struct Hand {
    pub declared: Vec<Group>,
    pub concealed: [u8; KINDS],
    pub win: Option<u8>,
    pub jokers: u8,
    pub tsumo: bool,
}

/// The most 王 a set holds (paohuzi.md 1.1).
pub const MAX_JOKERS: u8 = 4;

fn bad(what: &str, value: Value, allowed: &str) -> Error {
    Error::Local { class: "OptionError", message: format!("{what} {value} is not {allowed}") }
}

impl Hand {
    /// A hand from the integers of a batch row (the single call's too): concealed counts,
    /// concealed 王, the winning card (-1 none, 0-19 a card, 20 a 王), tsumo (0 or 1) and
    /// declared-group codes (0 none, `codes`), checked (`check`).
    pub fn from_row(
        concealed: [u8; KINDS],
        jokers: Value,
        win: Value,
        tsumo: Value,
        declared: impl IntoIterator<Item = Value>,
    ) -> Result<Hand, Error> {
        let mut hand = Hand::default();
        hand.set_row(concealed, jokers, win, tsumo, declared)?;
        Ok(hand)
    }

    /// `from_row` into this hand, its groups' room kept (a batch reuses one hand a thread).
    pub fn set_row(
        &mut self,
        concealed: [u8; KINDS],
        jokers: Value,
        win: Value,
        tsumo: Value,
        declared: impl IntoIterator<Item = Value>,
    ) -> Result<(), Error> {
        let hand = self;
        hand.concealed = concealed;
        hand.declared.clear();
        hand.win = None;
        if !(0..=MAX_JOKERS as Value).contains(&jokers) {
            return Err(bad("jokers", jokers, "0 to 4"));
        }
        hand.jokers = jokers as u8;
        match win {
            -1 => {}
            20 => hand.jokers += 1,
            w @ 0..=19 => hand.win = Some(w as u8),
            w => return Err(bad("win", w, "-1, a card 0-19 or 20 for a 王")),
        }
        hand.tsumo = match tsumo {
            0 => false,
            1 => true,
            t => return Err(bad("tsumo", t, "0 or 1")),
        };
        for code in declared.into_iter().filter(|&code| code != 0) {
            let group = u8::try_from(code).ok().and_then(codes::group);
            hand.declared.push(group.ok_or_else(|| {
                bad("a declared-group code", code, "0 to 118 (hupai.paohuzi.GROUP_CODES)")
            })?);
        }
        check(hand)
    }
}

fn refuse(class: &'static str, message: String) -> Result<(), Error> {
    Err(Error::Local { class, message })
}

/// The checks of paohuzi.md 4 on a built hand: at most 3 concealed of a kind (four are a 提
/// to declare), at most 4 physical copies in all, at most `MAX_JOKERS` 王, a winning card
/// that is a kind. Shapes of declared groups are checked where they are read.
pub fn check(hand: &Hand) -> Result<(), Error> {
    let mut physical = [0u32; KINDS];
    for (k, &n) in hand.concealed.iter().enumerate() {
        if n > 3 {
            return refuse(
                "TileCountError",
                format!(
                    "four alike {:?} among the concealed cards: declare them as 提 {{{}}}",
                    name(k, n as usize),
                    name(k, 4)
                ),
            );
        }
        physical[k] += n as u32;
    }
    for g in &hand.declared {
        for &c in g.cards() {
            physical[c as usize] += 1;
        }
    }
    match hand.win {
        Some(w) if w as usize >= KINDS => {
            return refuse("UnknownTileError", format!("winning card {w} is not a kind 0-19"))
        }
        Some(w) => physical[w as usize] += 1,
        None => {}
    }
    if let Some(k) = (0..KINDS).find(|&k| physical[k] > 4) {
        return refuse(
            "TileCountError",
            format!("{} physical copies of {:?} (at most 4)", physical[k], name(k, 1)),
        );
    }
    if hand.jokers > MAX_JOKERS {
        return refuse("TileCountError", format!("{} 王 (at most {MAX_JOKERS})", hand.jokers));
    }
    Ok(())
}
