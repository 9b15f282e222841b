//! Hands in the example notation of mcr2p.md 2 (`[123m][555z]{1111m} 45m99m +6m | tsumo
//! seat=W flowers=2`), scored under a flat table (every predicate its own fan, 1 point, no
//! exclusion: what each reading's candidates are), and, where the shared rule pages lie beside
//! the repository, every worked example of both pages under its own table.

use super::hand::{Firsts, Hand, Ready, EAST, WEST};
use super::ids::*;
use super::score::{score, Reading};
use super::table::Table;
use crate::mcr::fans::Fans;
use crate::mcr::ids::*;
use crate::mcr::request::{Declared, Request, WinFlags};
use crate::mcr::tile_fans::{band_fan, held, rank_fans};
use crate::mcr::view::{Kind, View};
use crate::mcr::win_fans::{wait_shape, Edge};
use crate::tiles::{parse, KINDS};

#[path = "tests_pages.rs"]
mod pages;

#[path = "tests_batch.rs"]
mod batch;

/// The tiles of one group of the notation ("123m", "5z"), sorted.
fn tiles(text: &str) -> Vec<usize> {
    let counts = parse(text);
    (0..KINDS).flat_map(|t| std::iter::repeat_n(t, usize::from(counts[t]))).collect()
}

/// A declared meld from its tiles: three in a row a chow, three alike a pung, four a kong.
fn meld(text: &str, concealed: bool) -> Declared {
    let t = tiles(text);
    let kind = match t.len() {
        4 => Kind::Kong,
        _ if t[0] == t[1] => Kind::Pung,
        _ => Kind::Chow,
    };
    Declared { kind, first: t[0], concealed }
}

/// The hand an example writes.
pub(super) fn hand(example: &str) -> Hand {
    let (tiles_part, flags) = example.split_once('|').unwrap_or((example, ""));
    let mut melds = [Declared { kind: Kind::Chow, first: 0, concealed: false }; 4];
    let (mut count, mut standing, mut win) = (0, String::new(), 0);
    let mut rest = tiles_part.trim();
    while let Some(c) = rest.chars().next() {
        let close = match c {
            '[' => ']',
            '{' => '}',
            _ => {
                let end = rest.find(['[', '{']).unwrap_or(rest.len());
                for word in rest[..end].split_whitespace() {
                    match word.strip_prefix('+') {
                        Some(w) => win = tiles(w)[0],
                        None => standing.push_str(word),
                    }
                }
                rest = &rest[end..];
                continue;
            }
        };
        let end = rest.find(close).unwrap();
        melds[count] = meld(&rest[1..end], c == '{');
        count += 1;
        rest = &rest[end + 1..];
    }
    let mut request = Request {
        standing: parse(&standing),
        win_tile: win,
        melds,
        meld_count: count,
        flags: WinFlags::default(),
        seat_wind: EAST,
        prevalent_wind: EAST,
        flowers: 0,
    };
    let (mut ready, mut firsts) = (Ready::No, Firsts::default());
    for flag in flags.split_whitespace() {
        let f = &mut request.flags;
        match flag {
            "tsumo" => f.self_drawn = true,
            "last_copy" => f.last_copy = true,
            "last_tile" => f.last_tile = true,
            "kong" => f.kong = true,
            "ready" => ready = Ready::Declared,
            "heavenly_ready" => ready = Ready::Heavenly,
            "heavenly_hand" => firsts.heavenly = true,
            "earthly_hand" => firsts.earthly = true,
            "human_hand" => firsts.human = true,
            "seat=E" => request.seat_wind = EAST,
            "seat=W" => request.seat_wind = WEST,
            _ => request.flowers = flag.strip_prefix("flowers=").unwrap().parse().unwrap(),
        }
    }
    let hand = Hand { request, ready, firsts };
    hand.check().unwrap_or_else(|e| panic!("{example}: {e}"));
    hand
}

/// Every predicate its own fan, 1 point, no exclusion: 明暗杠 (82) among them, which never
/// holds here (明杠 + 暗杠, mcr2p.md 6).
fn flat() -> Table {
    let ids: Vec<i64> = (0..PREDICATES as i64).collect();
    let points: Vec<i64> = ids.iter().map(|&i| i64::from(i > 0)).collect();
    Table::new(&points, &ids, &vec![vec![]; ids.len()]).unwrap()
}

/// The candidates of the example's one reading, as predicates with counts.
fn candidates(example: &str) -> Fans {
    let table = flat();
    let s = score(&table, &hand(example)).unwrap_or_else(|| panic!("{example} does not win"));
    let mut fans = Fans::default();
    s.fans.iter().for_each(|(p, c)| fans.set(usize::from(table.predicate[p]), c));
    fans
}

/// A reading's candidates (mcr2p.md 4, 5.1, 7), by predicate.
#[rustfmt::skip]
const CANDIDATES: &[(&str, &[(usize, u8)])] = &[
    // 幺九刻 per terminal or wind pung, never for a dragon's (箭刻); the seat wind's pung is
    // also 门风刻, settled by the walk.
    ("[555z][999m] 123m456m1z +1z", &[(DRAGON_PUNG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (HALF_FLUSH, 1), (SHORT_STRAIGHT, 1), (SINGLE_WAIT, 1)]),
    ("[333z] 123m456m99m67m +8m | seat=W", &[(SEAT_WIND, 1), (HALF_FLUSH, 1), (SHORT_STRAIGHT, 1)]),
    // 九莲宝灯 is a regular reading beside its sets (mcr2p_fans.tsv row 3).
    ("1112345678999m +5m", &[(NINE_GATES, 1), (FULL_FLUSH, 1), (CONCEALED_HAND, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (TWO_FIVE_EIGHT_PAIR, 1)]),
    // Seven-pairs patterns: 大七星 is one pair of each honor; 三元七对 and 四喜七对 hold each
    // dragon or wind, a four among them (which also makes 四归一). Seven pairs waiting on one
    // kind is 单钓将 too; 111m22334455m77m waits on 2m, 5m and 7m as well as 1m.
    ("1122334455667z +7z | tsumo", &[(BIG_SEVEN_STARS, 1), (SEVEN_PAIRS, 1), (ALL_HONORS, 1), (THREE_DRAGONS_SEVEN_PAIRS, 1), (FOUR_WINDS_SEVEN_PAIRS, 1), (FULLY_CONCEALED_HAND, 1), (SELF_DRAWN, 1), (SINGLE_WAIT, 1)]),
    ("111m22334455m77m +1m", &[(SEVEN_PAIRS, 1), (FULL_FLUSH, 1), (CONCEALED_HAND, 1), (TILE_HOG, 1)]),
    ("1111z223344556z +6z", &[(SEVEN_PAIRS, 1), (ALL_HONORS, 1), (FOUR_WINDS_SEVEN_PAIRS, 1), (TILE_HOG, 1), (CONCEALED_HAND, 1), (SINGLE_WAIT, 1)]),
    ("1133m55m5555z66z7z +7z", &[(SEVEN_PAIRS, 1), (HALF_FLUSH, 1), (THREE_DRAGONS_SEVEN_PAIRS, 1), (TILE_HOG, 1), (CONCEALED_HAND, 1), (SINGLE_WAIT, 1)]),
    // 四字刻, 小三风 (exactly two wind pungs and a wind pair), 二五八将.
    ("[111z][222z][555z] 666z5m +5m", &[(FOUR_HONOR_PUNGS, 1), (ALL_PUNGS, 1), (TWO_DRAGONS_PUNGS, 1), (DRAGON_PUNG, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SEAT_WIND, 1), (HALF_FLUSH, 1), (SINGLE_WAIT, 1), (TWO_FIVE_EIGHT_PAIR, 1)]),
    ("[111z][222z] 123m456m3z +3z", &[(LITTLE_THREE_WINDS, 1), (SEAT_WIND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (HALF_FLUSH, 1), (SHORT_STRAIGHT, 1), (SINGLE_WAIT, 1)]),
    // Waits: 12 waiting on 3 is 边张, 13 on 2 坎张; "12345 and 3" and "45567 and 6" wait on two
    // kinds each, so neither is a wait fan.
    ("[111z] 12m456m678m55z +3m", &[(EDGE_WAIT, 1), (SEAT_WIND, 1), (HALF_FLUSH, 1), (SHORT_STRAIGHT, 1)]),
    ("[111z] 13m456m678m55z +2m", &[(CLOSED_WAIT, 1), (SEAT_WIND, 1), (HALF_FLUSH, 1), (SHORT_STRAIGHT, 1)]),
    ("[111z][222z] 12345m55z +3m", &[(SEAT_WIND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (HALF_FLUSH, 1)]),
    ("[111z][222z] 45567m33z +6m", &[(SEAT_WIND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (HALF_FLUSH, 1), (LITTLE_THREE_WINDS, 1)]),
    // Every flag its fan: 自摸 beside 妙手回春 and 和绝张 beside 抢杠胡 (the tables exclude
    // them), ready (报听 beside 天听: a heavenly declaration is one), the first-turn wins
    // and the flowers.
    ("[1111z] 123m456m789m5z +5z | tsumo kong last_tile ready flowers=3", &[(OUT_WITH_REPLACEMENT_TILE, 1), (LAST_TILE_DRAW, 1), (SELF_DRAWN, 1), (READY_DECLARATION, 1), (FLOWER_TILES, 3), (PURE_STRAIGHT, 1), (HALF_FLUSH, 1), (SEAT_WIND, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
    ("[555z] 123m456m78m11z +9m | kong last_copy heavenly_ready", &[(ROBBING_THE_KONG, 1), (LAST_TILE, 1), (HEAVENLY_READY, 1), (READY_DECLARATION, 1), (PURE_STRAIGHT, 1), (HALF_FLUSH, 1), (DRAGON_PUNG, 1)]),
    ("123m456m789m111z2z +2z | seat=W human_hand", &[(HUMAN_HAND, 1), (PURE_STRAIGHT, 1), (HALF_FLUSH, 1), (CONCEALED_HAND, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SINGLE_WAIT, 1)]),
    // Every tier that holds, whatever MCR's predicates leave out beside a higher one: the
    // kongs (明杠 + 暗杠 for one of each, never 明暗杠), the concealed pungs, 碰碰胡 under
    // 四杠 and 四暗刻, 三风刻 under 大四喜 (and 幺九刻 for the fourth wind), 双箭刻 under 大三元.
    ("[8888m]{9999m} 123m456m1z +1z", &[(MELDED_KONG, 1), (CONCEALED_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (HALF_FLUSH, 1), (SHORT_STRAIGHT, 1), (SINGLE_WAIT, 1)]),
    ("[1111m][2222m]{3333m}{4444m} 5z +5z", &[(FOUR_KONGS, 1), (FOUR_PURE_SHIFTED_PUNGS, 1), (ALL_PUNGS, 1), (HALF_FLUSH, 1), (TWO_CONCEALED_KONGS, 1), (TWO_MELDED_KONGS, 1), (TWO_CONCEALED_PUNGS, 1), (CONCEALED_KONG, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (MELDED_KONG, 1), (SINGLE_WAIT, 1)]),
    ("111z222z333z44z55z +4z", &[(BIG_FOUR_WINDS, 1), (ALL_HONORS, 1), (THREE_CONCEALED_PUNGS, 1), (BIG_THREE_WINDS, 1), (ALL_PUNGS, 1), (OUTSIDE_HAND, 1), (SEAT_WIND, 1), (CONCEALED_HAND, 1), (TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (FOUR_HONOR_PUNGS, 1)]),
    ("[555z][666z][777z] 123m1z +1z", &[(BIG_THREE_DRAGONS, 1), (HALF_FLUSH, 1), (TWO_DRAGONS_PUNGS, 1), (OUTSIDE_HAND, 1), (DRAGON_PUNG, 3), (SINGLE_WAIT, 1)]),
];

#[test]
fn candidates_of_tricky_readings() {
    for &(example, want) in CANDIDATES {
        let mut want_fans = Fans::default();
        want.iter().for_each(|&(id, count)| want_fans.set(id, count));
        let got = candidates(example);
        assert_eq!(
            got.iter().collect::<Vec<_>>(),
            want_fans.iter().collect::<Vec<_>>(),
            "{example}"
        );
    }
}

/// 大于五 and 小于五 hold on every band of ranks, where MCR gives 全大 and 全小 instead.
#[test]
fn bands_on_every_tile() {
    assert_eq!(band_fan(held(&parse("777888999m"))), Some(UPPER_FOUR));
    assert_eq!(rank_fans(&parse("777888999m")).iter().next(), Some((UPPER_TILES, 1)));
    assert_eq!(band_fan(held(&parse("111223m"))), Some(LOWER_FOUR));
    assert_eq!(band_fan(held(&parse("12345m"))), None);
    assert_eq!(band_fan(held(&parse("6789m1z"))), None);
}

/// 边张 is the 3 of a 123 or the 7 of a 789 only; MCR's engine takes either end of a chow.
#[test]
fn edges_of_a_chow() {
    let view = |first: usize, pair: usize| {
        let mut v = View::new(0, false);
        v.add_found(first, true, true);
        v.pair = Some(pair);
        v
    };
    // (chow's first tile, winning tile, MCR's fan, the two-player one)
    let cases = [
        (0, 2, Some(EDGE_WAIT), Some(EDGE_WAIT)),
        (0, 0, Some(EDGE_WAIT), None),
        (6, 6, Some(EDGE_WAIT), Some(EDGE_WAIT)),
        (6, 8, Some(EDGE_WAIT), None),
        (2, 2, Some(EDGE_WAIT), Some(SINGLE_WAIT)),
        (2, 3, Some(CLOSED_WAIT), Some(CLOSED_WAIT)),
    ];
    for (first, win, mcr, two_player) in cases {
        let v = view(first, 2);
        assert_eq!(wait_shape(&v, win, Edge::EitherEnd), mcr, "{first} {win}");
        assert_eq!(wait_shape(&v, win, Edge::InnerEnd), two_player, "{first} {win}");
    }
}

/// A hand that wins in no reading scores nothing; one of 14 tiles as seven pairs is a
/// seven-pairs reading.
#[test]
fn readings() {
    let flat = flat();
    let mut not_winning = hand("123m456m789m1112z +3z");
    assert!(score(&flat, &not_winning).is_none());
    not_winning.firsts.heavenly = true;
    assert!(score(&flat, &not_winning).is_none());
    let pairs = score(&flat, &hand("1133m557799m11z2z +2z")).unwrap();
    assert_eq!(pairs.reading, Reading::SevenPairs);
}
