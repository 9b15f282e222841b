// The situation's yes/no flags: those the rule set reads, with their labels, and whether
// each can apply to the input.

import { reads } from "./rules.js";
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
  const other = desc.situations.filter((k) => !(k in FLAGS) && !VALUED.includes(k));
  return [...known, ...other];
}

/** Whether every win under the rule set is self-drawn, or this one is said to be. */
export function selfDrawn(state, desc) {
  if (desc.self_draw_only || !reads(desc, "self_drawn")) return true;
  return Boolean(state.flags.self_drawn);
}

/** Whether the flag can apply to the input (a flag that cannot is unchecked and not sent). */
export function flagApplies(key, state, desc) {
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
      return !drawn && !state.flags.kong;
    case "heavenly_hand":
      return drawn && noMelds && dealer !== false;
    case "earthly_hand":
      return drawn && noMelds && dealer !== true;
    case "human_hand":
      return !drawn && noMelds && dealer !== true;
    case "four_ghosts":
      return drawn && noMelds;
    default:
      return true;
  }
}
