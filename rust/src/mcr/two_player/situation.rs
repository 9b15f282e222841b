//! The situations two-player MCR refuses (mcr2p.md 3), for the batch and the single call read
//! in Rust: the same checks, in the same order and the same words, as
//! `hupai.scoring.mcr2p_situation.check_two_player_situation` (whose notes give the
//! decisions beyond mcr2p.md 3), so that a batch row is refused as the single call is.

use crate::error::Error;
use crate::mcr::request::Declared;
use crate::mcr::two_player::hand::{situation, Hand, Ready, EAST};
use crate::mcr::two_player::ids::{
    EARTHLY_HAND, HEAVENLY_HAND, HEAVENLY_READY, HUMAN_HAND, READY_DECLARATION,
};
use crate::mcr::two_player::table::Table;
use crate::mcr::view::Kind;
use crate::tiles::name;

/// The flags whose fan a table may lack, in the order the reader asks of them: the keyword
/// as given, the fan, its predicate (`mcr2p_situation.ASKED`).
pub const ASKED: [(&str, &str, usize); 5] = [
    ("heavenly_hand=True", "天胡", HEAVENLY_HAND),
    ("earthly_hand=True", "地胡", EARTHLY_HAND),
    ("human_hand=True", "人胡", HUMAN_HAND),
    ("ready='declared'", "报听", READY_DECLARATION),
    ("ready='heavenly'", "天听", HEAVENLY_READY),
];

/// For each of `ASKED`, the SituationError's message when the table lacks its fan, else None.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Refusals(pub [Option<String>; 5]);

impl Refusals {
    /// The refusals of `table`, worded without the rule set's name (the binding receives the
    /// reader's own words, `mcr2p_situation.refusals`).
    pub fn of(table: &Table) -> Refusals {
        Refusals(ASKED.map(|(given, zh, predicate)| {
            let lacks = table.has(predicate).is_none();
            lacks.then(|| format!("{given} ({zh}): the table has no {zh} fan (mcr2p.md 3, 9)"))
        }))
    }
}

/// The first-turn wins: flag, its fan, who wins it.
const FIRST_TURN: [(&str, &str, &str); 3] = [
    ("heavenly_hand", "天胡", "the dealer's (East's) self-drawn win on its dealt tiles"),
    ("earthly_hand", "地胡", "the non-dealer's (West's) self-drawn win on its first draw"),
    ("human_hand", "人胡", "the non-dealer's (West's) win on the dealer's first discard"),
];

/// SituationError unless `hand`'s flags can happen under a table of `refusals`: a flag whose
/// fan the table lacks, a first-turn win its flags contradict, a kong flag the hand
/// contradicts, the last copy with a copy standing (mcr2p.md 3).
#[inline]
pub fn check_situation(hand: &Hand, refusals: &Refusals) -> Result<(), Error> {
    let (f, r) = (hand.firsts, &hand.request);
    // Most hands have none of the flags checked.
    let first = f.heavenly || f.earthly || f.human;
    if !first && hand.ready == Ready::No && !r.flags.kong && !r.flags.last_copy {
        return Ok(());
    }
    flags_checked(hand, refusals)
}

/// `check_situation` of a hand with one of its flags at least.
fn flags_checked(hand: &Hand, refusals: &Refusals) -> Result<(), Error> {
    let (f, r) = (hand.firsts, &hand.request);
    let asked = [
        f.heavenly,
        f.earthly,
        f.human,
        hand.ready == Ready::Declared,
        hand.ready == Ready::Heavenly,
    ];
    if let Some(message) =
        asked.iter().zip(&refusals.0).find_map(|(&on, m)| m.as_ref().filter(|_| on))
    {
        return Err(situation(message.clone()));
    }
    if f.heavenly || f.earthly || f.human {
        first_turn(hand)?;
    }
    if r.flags.kong {
        kong(hand)?;
    }
    if r.flags.last_copy && r.standing[r.win_tile] > 0 {
        let tile = name(r.win_tile);
        return Err(situation(format!(
            "last_copy (和绝张) says the other three copies of {tile} were visible, but a copy \
             of {tile} is among the standing tiles (mcr2p.md 3)"
        )));
    }
    Ok(())
}

/// SituationError for a first-turn win its flags contradict (one at least is given).
#[cold]
fn first_turn(hand: &Hand) -> Result<(), Error> {
    let (f, r) = (hand.firsts, &hand.request);
    let wins: Vec<_> =
        FIRST_TURN.iter().zip([f.heavenly, f.earthly, f.human]).filter(|w| w.1).collect();
    if wins.len() > 1 {
        let named: Vec<String> =
            wins.iter().map(|((flag, zh, _), _)| format!("{flag} ({zh})")).collect();
        return Err(situation(format!(
            "{}: at most one first-turn win may be given; each is won on a different turn \
             (mcr2p.md 3)",
            named.join(" and ")
        )));
    }
    let ((flag, zh, who), _) = wins[0];
    let refuse = |why: &str| Err(situation(format!("{flag} ({zh}) is {who}: {why} (mcr2p.md 3)")));
    let (dealer, human) = (f.heavenly, f.human);
    let east = r.seat_wind == EAST;
    if east != dealer {
        let (want, got) = (if dealer { "E" } else { "W" }, if east { "E" } else { "W" });
        return refuse(&format!("seat_wind must be {want}, got '{got}'"));
    }
    let self_drawn = r.flags.self_drawn;
    if human && self_drawn {
        return refuse(
            "not with self_drawn (a self-drawn first win of West is earthly_hand, 地胡)",
        );
    }
    if !human && !self_drawn {
        let won = if dealer {
            ""
        } else {
            " (a win on the dealer's first discard is human_hand, 人胡)"
        };
        return refuse(&format!("give self_drawn=True{won}"));
    }
    if let Some(m) = r.melds().first() {
        let shown = if m.kind == Kind::Kong && m.concealed {
            format!("the concealed kong [{}]", m.written())
        } else {
            format!("[{}]", m.written())
        };
        return refuse(&format!("no declared meld (a concealed kong included), got {shown}"));
    }
    if r.flags.kong {
        return refuse(if human {
            "not with kong: robbing a kong (抢杠胡) is no discard, and the dealer has no pung to \
             add to yet"
        } else {
            "not with kong: no kong is declared before it, so no replacement tile is drawn"
        });
    }
    match hand.ready {
        Ready::Declared if dealer => {
            return refuse(
                "not with ready='declared' (报听): the dealer wins before its first discard",
            )
        }
        Ready::Heavenly if dealer => {
            return refuse(
                "not with ready='heavenly' (天听): the dealer wins before its first discard",
            )
        }
        Ready::Declared => {
            return refuse(
                "not with ready='declared' (报听): before West's first draw a declaration is the \
                 one right after the deal, ready='heavenly' (天听)",
            )
        }
        _ => {}
    }
    if r.flags.last_tile {
        return refuse("not with last_tile: on a first turn the wall is full");
    }
    if r.flags.last_copy {
        return refuse(
            "not with last_copy (和绝张): on a first turn no three copies of a tile are visible",
        );
    }
    Ok(())
}

/// SituationError for a kong flag the hand contradicts (the flag is given).
fn kong(hand: &Hand) -> Result<(), Error> {
    let r = &hand.request;
    if r.flags.self_drawn {
        if r.melds().iter().any(|m| m.kind == Kind::Kong) {
            return Ok(());
        }
        return Err(situation(
            "kong with self_drawn (杠上开花, the replacement tile after one's own kong) needs a \
             declared kong; the hand declares none (mcr2p.md 3)"
                .into(),
        ));
    }
    let win = r.win_tile;
    let holds = |m: &&Declared| match m.kind {
        Kind::Chow => (m.first..m.first + 3).contains(&win),
        _ => m.first == win,
    };
    let place = if r.standing[win] > 0 {
        "among the standing tiles".to_string()
    } else {
        match r.melds().iter().find(holds) {
            Some(m) => format!("in the meld [{}]", m.written()),
            None => return Ok(()),
        }
    };
    let tile = name(win);
    Err(situation(format!(
        "kong on a discard (抢杠胡, robbing a kong) wins on the {tile} the other player adds to \
         its pung, which holds the other three copies, yet a {tile} is {place} (mcr2p.md 3)"
    )))
}
