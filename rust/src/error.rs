//! The one error type of the engine; the binding maps each variant to a `hupai.HupaiError` subclass.

use std::fmt;

/// An integer as the caller gave it, wide enough for any NumPy or C integer, so that an
/// error quotes a bad value exactly.
pub type Value = i128;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A count array of the wrong length or a count outside 0..=4 that is not a copy count.
    Shape(String),
    /// A rule option that is not one (unknown forms, none left), worded in full.
    Option(String),
    /// A batch row's wildcards outside 0 to `MAX_WILDCARDS`.
    WildcardCount { got: i128, row: usize },
    /// More than four copies of one tile kind.
    TileCount { tile: String, count: Value },
    /// A hand whose size does not fit the function.
    HandSize { tiles: u32, wildcards: u32 },
    /// Standing tiles and wildcards that do not make 14 with the declared melds (or > 4 melds).
    DeclaredSize { tiles: u32, wildcards: u32, declared: usize },
    /// More decompositions than the limit asked for.
    TooMany { limit: usize },
    /// A hand scored under a local rule set with more decompositions than scoring weighs.
    TooManyReadings { limit: usize },
    /// A hand whose size is neither waiting to draw nor just drawn, for shanten.
    ShantenSize { tiles: u32, wildcards: u32 },
    /// A hand that is not one tile short of a winning size, for waits.
    WaitSize { tiles: u32, wildcards: u32 },
    /// More copies of a tile in the hand and the visible tiles together than a set holds.
    Visible { tile: String, count: u32 },
    /// None of the chosen forms (named, or empty for unnamed) applies to a hand of this size.
    FormSize { forms: String },
    /// No number of wildcards completes the hand: the fifth-copy rule is in force, or (with
    /// `forms` named) the regular form is left out and the hand fits none of these.
    Unwinnable { hand: String, wildcards: u32, forms: Option<String> },
    /// A declared meld, as (kind, tile, concealed) in a scoring batch, that is not a meld.
    Meld { slot: usize, kind: Value, tile: Value, concealed: Value, why: String },
    /// A winning tile that is not a tile index 0-33.
    WinTile { tile: Value },
    /// Standing tiles that do not make 14 with the winning tile and the declared melds.
    StandingSize { standing: u32, melds: usize, holds_win: bool },
    /// More than four copies of a tile among the standing tiles, winning tile and melds.
    Copies { tile: String, standing: u8, winning: u8, melded: u8 },
    /// Win flags with bits other than self-drawn, last copy, kong and last tile.
    Flags { flags: Value },
    /// A seat or prevalent wind that is not a wind tile 27-30.
    Wind { name: &'static str, tile: Value },
    /// A number of flowers outside 0-8.
    Flowers { count: Value },
    /// A hand given for scoring that does not win: the hand (melds in brackets) and the tile.
    NotWinning { hand: String, win: String },
    /// A hand a local rule set refuses (a tile its set lacks, a claim it has not, a situation
    /// it does not read...): the `hupai.errors` class that says so, and the message.
    Local { class: &'static str, message: String },
    /// The same error found in one row of a batch.
    Row { row: usize, inner: Box<Error> },
    /// A number of threads outside 1 to `batch::MAX_THREADS`.
    Threads { threads: Value },
    /// The work was stopped from outside (`interrupt::Interrupt`) before it was done.
    Interrupted,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Shape(msg) | Error::Option(msg) => f.write_str(msg),
            Error::WildcardCount { got, row } => {
                write!(
                    f,
                    "wildcards must be 0 to {}, got {got} (row {row})",
                    crate::batch::MAX_WILDCARDS
                )
            }
            Error::TileCount { tile, count } => {
                write!(f, "{count} copies of {tile}; a set holds 0 to 4 of each tile")
            }
            Error::HandSize { tiles, wildcards } => write!(
                f,
                "hand has {} ({} + {}); a winning hand holds 14, 11, 8, 5 or 2",
                plural(tiles + wildcards, "tile"),
                plural(*tiles, "tile"),
                plural(*wildcards, "wildcard")
            ),
            Error::DeclaredSize { tiles, wildcards, declared } => write!(
                f,
                "hand has {} ({} + {}) beside {}; a winning hand holds 14 less 3 a meld, \
                 and at most 4 melds",
                plural(tiles + wildcards, "tile"),
                plural(*tiles, "tile"),
                plural(*wildcards, "wildcard"),
                plural(*declared as u32, "declared meld")
            ),
            Error::TooMany { limit } => write!(
                f,
                "the hand has more than {limit} decomposition{}; pass a larger limit= to get \
                 them all",
                if *limit == 1 { "" } else { "s" }
            ),
            Error::TooManyReadings { limit } => write!(
                f,
                "the hand has more than {limit} decompositions under this rule set, more than \
                 scoring weighs (its wildcards can stand for too many tiles)"
            ),
            Error::ShantenSize { tiles, wildcards } => write!(
                f,
                "hand has {} ({} + {}); shanten takes a hand of 13, 10, 7, 4 or 1 tiles \
                 (waiting to draw) or 14, 11, 8, 5 or 2 (just drawn)",
                plural(tiles + wildcards, "tile"),
                plural(*tiles, "tile"),
                plural(*wildcards, "wildcard")
            ),
            Error::WaitSize { tiles, wildcards } => write!(
                f,
                "hand has {} ({} + {}); a hand waiting to draw holds 13, 10, 7, 4 or 1 tiles",
                plural(tiles + wildcards, "tile"),
                plural(*tiles, "tile"),
                plural(*wildcards, "wildcard")
            ),
            Error::Visible { tile, count } => write!(
                f,
                "the hand and the visible tiles hold {count} copies of {tile}; a set holds 4"
            ),
            Error::FormSize { forms } => write!(
                f,
                "{} to this hand: seven pairs, thirteen orphans and honors and knitted tiles \
                 need a concealed hand (13 or 14 tiles), knitted straight at most one \
                 declared meld (10 tiles or more)",
                if forms.is_empty() {
                    "none of the chosen forms applies".to_string()
                } else if forms.contains(", ") {
                    format!("none of the forms {forms} applies")
                } else {
                    format!("the form {forms} does not apply")
                }
            ),
            Error::Unwinnable { hand, wildcards, forms: None } => write!(
                f,
                "hand '{hand}' with {} can never win: a wildcard may not stand for a fifth \
                 copy of a tile (allow_fifth_copy=False)",
                plural(*wildcards, "wildcard")
            ),
            Error::Unwinnable { hand, wildcards, forms: Some(forms) } => write!(
                f,
                "hand '{hand}' with {} can never win in the forms chosen ({forms}): no number \
                 of wildcards makes it one of them",
                plural(*wildcards, "wildcard")
            ),
            Error::Meld { slot, kind, tile, concealed, why } => {
                write!(f, "meld {slot} ({kind}, {tile}, {concealed}): {why}")
            }
            Error::WinTile { tile } => {
                write!(f, "the winning tile {tile} is not a tile index 0-33")
            }
            Error::StandingSize { standing, melds, holds_win } => {
                let want = 13 - 3 * *melds as u32;
                write!(
                    f,
                    "with {} a hand has {want} standing tiles besides the winning tile (14 in \
                     all, a kong counting 3), got {standing}{}",
                    plural(*melds as u32, "declared meld"),
                    if *holds_win && *standing == want + 1 {
                        "; the standing tiles leave out the winning tile"
                    } else {
                        ""
                    }
                )
            }
            Error::Copies { tile, standing, winning, melded } => write!(
                f,
                "{} copies of {tile} ({standing} standing, {winning} winning, {melded} in \
                 melds); a set holds 4",
                u32::from(*standing) + u32::from(*winning) + u32::from(*melded)
            ),
            Error::Flags { flags } => write!(
                f,
                "flags {flags} hold bits other than 1 (self-drawn), 2 (last copy), 4 (kong) \
                 and 8 (last tile)"
            ),
            Error::Wind { name, tile } => {
                write!(f, "{name} {tile} is not a wind: 27-30 (East, South, West, North)")
            }
            Error::Flowers { count } => {
                write!(f, "flowers {count} is not 0-8 (a set holds 8 flowers)")
            }
            Error::NotWinning { hand, win } => {
                write!(f, "hand {hand} won on {win} is not a winning hand")
            }
            Error::Local { message, .. } => f.write_str(message),
            Error::Row { row, inner } => write!(f, "row {row}: {inner}"),
            Error::Threads { threads } => write!(
                f,
                "threads must be None or a whole number from 1 to {}, got {threads}",
                crate::batch::MAX_THREADS
            ),
            Error::Interrupted => f.write_str("interrupted before the work was done"),
        }
    }
}

fn plural(n: u32, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl std::error::Error for Error {}

impl Error {
    /// The variant that decides the Python exception class, looking through `Row`.
    pub fn kind(&self) -> &Error {
        match self {
            Error::Row { inner, .. } => inner.kind(),
            other => other,
        }
    }
}
