// The situation's yes/no flags: those the rule set reads, with their labels, and whether
// each can apply to the input.

import { reads, wildcardKinds } from "./rules.js";
import { isKong, meldTiles } from "./tiles.js";

// The yes/no situation keywords, in the order the page shows them, with their labels.
export const FLAGS = {
  self_drawn: "自摸 self-drawn",
  last_copy: "和绝张 last copy",
  kong: "杠上开花 / 抢杠和 kong",
  kong_discard: "杠上炮 kong discard",
  last_tile: "海底 last tile",
  heavenly_hand: "天胡 heavenly hand",
  earthly_hand: "地胡 earthly hand",
  human_hand: "人胡 human hand",
  four_ghosts: "四鬼胡牌 four ghosts",
};
// The keywords with controls of their own (not a yes/no flag).
const VALUED = ["seat_wind", "prevalent_wind", "flowers", "ready", "void", "indicator", "wildcards"];

/** The yes/no flags the rule set reads, known or not (an unknown one shows its keyword). */
export function flagKeys(desc) {
  const known = Object.keys(FLAGS).filter((k) => reads(desc, k));
  const other = desc.situations.filter((k) => !Object.hasOwn(FLAGS, k) && !VALUED.includes(k));
  return [...known, ...other];
}

/** The flag's label, or its keyword for one the page does not know. */
export function flagName(key) {
  return Object.hasOwn(FLAGS, key) ? FLAGS[key] : key;
}

/** Whether every win under the rule set is self-drawn, or this one is said to be. */
export function selfDrawn(state, desc) {
  if (desc.self_draw_only || !reads(desc, "self_drawn")) return true;
  return Boolean(state.flags.self_drawn);
}

// The first-turn wins (天胡, 地胡, 人胡): won before any meld, kong or discard of one's own.
const FIRST_TURN = ["heavenly_hand", "earthly_hand", "human_hand"];
// Flags that cannot go together, whichever is given first (the library refuses the pair:
// local_request.py for 推倒胡, mcr2p_situation.py for two-player MCR): a first-turn win is
// one, on a full wall (no 海底), before any kong and while no three copies are seen (no
// 和绝张); 四鬼胡牌 is shown before one's first discard (no kong, no 海底); 抢杠和 and 杠上开花
// (kong) are no win on a discard after one's own kong (kong_discard).
const EXCLUDED = [
  ...FIRST_TURN.flatMap((a, i) => FIRST_TURN.slice(i + 1).map((b) => [a, b])),
  ...FIRST_TURN.flatMap((a) => ["last_tile", "kong", "last_copy"].map((b) => [a, b])),
  ["four_ghosts", "kong"],
  ["four_ghosts", "last_tile"],
  ["kong", "kong_discard"],
];

function excludes(a, b) {
  return EXCLUDED.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** The ready values (报听 "declared", 天听 "heavenly") the flag cannot go with: the dealer's
 * 天胡 and 四鬼胡牌 come before any declaration; 地胡 and 人胡 only after 天听, the declaration
 * right after the deal, and that only under two-player MCR (mcr2p.md 3; 推倒胡 refuses any). */
function readyExcluded(key, desc) {
  if (key === "heavenly_hand" || key === "four_ghosts") return ["declared", "heavenly"];
  if (key === "earthly_hand" || key === "human_hand") {
    return desc.players === 2 ? ["declared"] : ["declared", "heavenly"];
  }
  return [];
}

/** Whether ``ready`` may take ``value`` beside the flags set. */
export function readyApplies(value, state, desc) {
  if (value === null) return true;
  return !Object.keys(state.flags).some((k) => state.flags[k] && readyExcluded(k, desc).includes(value));
}

/** The ghost (wildcard) tiles held with the winning tile: standing tiles and the winning
 * tile of the wildcard kinds, and the jokers. */
function ghosts(state, desc) {
  const wild = wildcardKinds(state, desc);
  const held = state.win === null ? state.hand : [...state.hand, state.win];
  return held.filter((k) => wild.has(k)).length + state.jokers;
}

/** Whether the flag can apply to the input (a flag that cannot is unchecked and not sent):
 * what the hand and the seat allow, and no flag set (nor ready) that it cannot go with. */
export function flagApplies(key, state, desc) {
  const clash = Object.keys(state.flags).some((k) => k !== key && state.flags[k] && excludes(k, key));
  if (clash || (state.ready !== null && readyExcluded(key, desc).includes(state.ready))) return false;
  return handAllows(key, state, desc);
}

/** Whether the hand, the seat and the way it was won allow the flag. */
function handAllows(key, state, desc) {
  const drawn = selfDrawn(state, desc);
  const noMelds = state.melds.length === 0;
  const dealer = reads(desc, "seat_wind") ? state.seat === desc.seats[0] : null;
  const win = state.win;
  switch (key) {
    case "self_drawn":
      return !desc.self_draw_only;
    case "last_copy":
      // The other three copies seen: none of them among one's own standing tiles.
      return win !== null && !state.hand.includes(win);
    case "kong":
      if (drawn) return state.melds.some(isKong); // 杠上开花: a declared kong
      // 抢杠和: the robbed tile's kind is in no hand of one's own.
      return win !== null && !state.hand.includes(win) &&
        !state.melds.some((m) => meldTiles(m).includes(win));
    case "kong_discard":
      return !drawn;
    case "heavenly_hand":
      return drawn && noMelds && dealer !== false;
    case "earthly_hand":
      return drawn && noMelds && dealer !== true;
    case "human_hand":
      return !drawn && noMelds && dealer !== true;
    case "four_ghosts":
      // Four ghosts held, on one's own turn, no meld claimed (a concealed kong is none).
      return drawn && state.melds.every((m) => m.type === "concealed") && ghosts(state, desc) >= 4;
    default:
      return true;
  }
}
