//! A two-player hand to score (the Rust form of `hupai.scoring.mcr2p_request.TwoPlayerRequest`):
//! MCR's request, its prevalent wind unused (two-player MCR has none), with the declaration
//! of ready and the first-turn wins.

use crate::error::{Error, Value};
use crate::mcr::request::Request;
use crate::tiles::{format, name, HONOR_START, KINDS};

/// East, the dealer's seat, and West, the other player's (mcr2p.md 1).
pub const EAST: usize = HONOR_START;
pub const WEST: usize = HONOR_START + 2;

/// Whether the winner declared ready (报听), and when.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ready {
    #[default]
    No,
    /// Declared during the hand (报听).
    Declared,
    /// Declared in the first-turn window (天听).
    Heavenly,
}

impl Ready {
    /// From the request's code: 0 none, 1 declared, 2 heavenly.
    pub fn of(code: i64) -> Result<Ready, Error> {
        match code {
            0 => Ok(Ready::No),
            1 => Ok(Ready::Declared),
            2 => Ok(Ready::Heavenly),
            _ => Err(situation(format!(
                "ready {code} is not 0 (none), 1 (declared, 报听) or 2 (heavenly, 天听)"
            ))),
        }
    }
}

/// The first-turn wins the caller says happened (mcr2p.md 3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Firsts {
    /// 天胡: scored with every held kind tried as the winning tile.
    pub heavenly: bool,
    /// 地胡.
    pub earthly: bool,
    /// 人胡.
    pub human: bool,
}

/// A hand and how it was won. `request.seat_wind` is East or West; `request.prevalent_wind`
/// is never read.
#[derive(Clone, Debug)]
pub struct Hand {
    pub request: Request,
    pub ready: Ready,
    pub firsts: Firsts,
}

impl Hand {
    /// Whether scoring can take the hand: only 万 and honors (`check_suits`), `Request::check`'s
    /// shapes (counts 0-4, melds, the winning tile, 14 tiles with at most 4 copies, 0-8
    /// flowers), and the seat East or West (`seat`).
    ///
    /// Which combinations of flags can happen (mcr2p.md 3) is `situation::check_situation`'s.
    pub fn check(&self) -> Result<(), Error> {
        // The tile set first, as the Python reader refuses a 筒 or 条 tile before the sizes.
        self.check_suits()?;
        self.request.check()?;
        seat(self.request.seat_wind as Value).map(|_| ())
    }

    /// UnknownTileError naming a 筒 or 条 tile among the standing tiles, as the winning tile
    /// (below 34) or in a declared meld (mcr2p.md 1).
    #[inline]
    pub fn check_suits(&self) -> Result<(), Error> {
        let r = &self.request;
        let suited = |t: usize| (9..HONOR_START).contains(&t);
        // One pass over the 18 counts, which vectorises, and the few melds; the tile named
        // only then.
        let held = r.standing[9..HONOR_START].iter().fold(0, |a, &c| a | c);
        if held == 0 && !suited(r.win_tile) && !r.melds().iter().any(|m| suited(m.first)) {
            return Ok(());
        }
        self.suits_error()
    }

    #[cold]
    fn suits_error(&self) -> Result<(), Error> {
        let r = &self.request;
        let suited = |t: usize| (9..HONOR_START).contains(&t);
        // Worded as `hupai.scoring.mcr2p_hand` words it for a single call.
        let bad = (0..KINDS)
            .find(|&t| suited(t) && r.standing[t] > 0)
            .map(|t| format!("the hand holds {}", name(t)))
            .or_else(|| {
                suited(r.win_tile).then(|| format!("the winning tile is {}", name(r.win_tile)))
            })
            .or_else(|| {
                let meld = r.melds().iter().find(|m| suited(m.first))?;
                let (open, close) = if meld.concealed { ("{", "}") } else { ("[", "]") };
                let held = format!("{open}{}{close} holds {}", meld.written(), name(meld.first));
                Some(format!("the meld {held}"))
            });
        match bad {
            None => Ok(()),
            Some(what) => Err(Error::Local {
                class: "UnknownTileError",
                message: format!(
                    "{what}: two-player mahjong has only 万 (1m-9m) and the honors (1z-7z), no \
                     筒 (p) or 条 (s) tile (mcr2p.md 1)"
                ),
            }),
        }
    }

    /// The NotWinningError of a hand that wins in no reading, worded as
    /// `hupai.scoring.mcr2p_request.not_winning_two_player` words it (the example notation
    /// of mcr2p.md 2); under 天胡, the 14 dealt tiles.
    pub fn not_winning(&self) -> Error {
        let r = &self.request;
        let melds: String = r
            .melds()
            .iter()
            .map(|m| {
                if m.concealed {
                    format!("{{{}}}", m.written())
                } else {
                    format!("[{}]", m.written())
                }
            })
            .collect();
        let message = if self.firsts.heavenly {
            let mut dealt = r.standing;
            dealt[r.win_tile] += 1;
            format!(
                "hand {melds}{} (heavenly_hand: the 14 dealt tiles, any of them the winning \
                 tile) is not a winning hand",
                format(&dealt)
            )
        } else {
            let standing = format(&r.standing);
            let hand = if melds.is_empty() { standing } else { format!("{melds} {standing}") };
            format!("hand {hand} +{} is not a winning hand", name(r.win_tile))
        };
        Error::Local { class: "NotWinningError", message }
    }
}

/// A seat wind as given (any integer), if East or West: SituationError otherwise.
pub fn seat(wind: Value) -> Result<usize, Error> {
    match usize::try_from(wind) {
        Ok(w @ (EAST | WEST)) => Ok(w),
        _ => Err(situation(format!(
            "seat_wind {wind} is not East (27) or West (29), the two seats of two-player MCR"
        ))),
    }
}

pub(crate) fn situation(message: String) -> Error {
    Error::Local { class: "SituationError", message }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcr::request::{Declared, WinFlags};
    use crate::mcr::view::Kind;
    use crate::tiles::parse;

    fn hand(standing: &str, win: usize, melds: &[Declared], seat: usize) -> Hand {
        let mut all = [Declared { kind: Kind::Chow, first: 0, concealed: false }; 4];
        all[..melds.len()].copy_from_slice(melds);
        let request = Request {
            standing: parse(standing),
            win_tile: win,
            melds: all,
            meld_count: melds.len(),
            flags: WinFlags::default(),
            seat_wind: seat,
            prevalent_wind: EAST,
            flowers: 0,
        };
        Hand { request, ready: Ready::No, firsts: Firsts::default() }
    }

    #[test]
    fn only_characters_and_honors() {
        assert_eq!(hand("123m456m789m1112z", 28, &[], EAST).check(), Ok(()));
        let message = |h: Hand| h.check().unwrap_err().to_string();
        assert!(message(hand("123m456m789p1112z", 28, &[], WEST)).contains("the hand holds 7p"));
        assert!(message(hand("123m456m789m1112z", 9, &[], EAST)).contains("the winning tile is 1p"));
        let chow = Declared { kind: Kind::Chow, first: 18, concealed: false };
        assert!(
            message(hand("456m789m1112z", 28, &[chow], EAST)).contains("the meld [123s] holds 1s")
        );
        assert!(message(hand("123m456m789m1112z", 28, &[], 28)).contains("seat_wind 28"));
        assert!(Ready::of(3).unwrap_err().to_string().contains("ready 3"));
    }
}
