// The API bodies built from the input (after normalize(), so that only what the rule set
// reads, and only flags that can apply, are sent).

import { reads } from "./rules.js";
import { flagKeys } from "./situation.js";
import { formatTiles, meldNotation, meldTiles, mpsz } from "./tiles.js";

/** Whether the input is a whole winning hand to score, a 13-tile hand to analyse, or short. */
export function handKind(state) {
  const tiles = state.hand.length + state.jokers + 3 * state.melds.length;
  if (tiles === 13 && state.win !== null) return "winning";
  if (tiles === 13) return "waiting";
  return "short";
}

export function situationBody(state, desc) {
  const situation = {};
  for (const key of flagKeys(desc)) if (state.flags[key]) situation[key] = true;
  if (desc.self_draw_only && reads(desc, "self_drawn")) situation.self_drawn = true;
  if (reads(desc, "seat_wind")) situation.seat_wind = state.seat;
  if (reads(desc, "prevalent_wind")) situation.prevalent_wind = state.prevalent;
  if (reads(desc, "flowers") && state.flowers) situation.flowers = state.flowers;
  if (reads(desc, "ready") && state.ready) situation.ready = state.ready;
  if (reads(desc, "void") && state.void) situation.void = state.void;
  if (reads(desc, "indicator") && state.indicator !== null) {
    situation.indicator = mpsz(state.indicator);
  }
  if (reads(desc, "wildcards") && state.jokers) situation.wildcards = state.jokers;
  return situation;
}

export function scoreBody(state, desc) {
  return {
    hand: formatTiles(state.hand),
    win_tile: state.win === null ? null : mpsz(state.win),
    melds: state.melds.map(meldNotation),
    rules: state.rules,
    options: state.options,
    situation: situationBody(state, desc),
  };
}

/** The settlement of a scored win: the winner's seat, the discarder's on a discard, the
 * seat liable for a kong bloom (杠爆全包). */
export function settlementBody(state, desc, scored) {
  const s = state.settle;
  const body = { winner: s.winner, base: s.base };
  if (!scored.self_drawn) body.discarder = s.discarder;
  const payment = desc.payment || {};
  if (payment.birds) body.bird_hits = s.birds;
  if (payment.horses) body.horse_hits = s.horses;
  if (s.liable !== null) body.liable = s.liable; // normalize() keeps it for a kong bloom only
  return body;
}

/** The body of /api/waits and /api/shanten: the standing tiles (melds aside), and as
 * ``visible`` the tiles seen outside them (the melds' and the flipped indicator), so that
 * a wait with no copy left is none and the useful tiles' copies are the palette's left. */
export function analysisBody(state, desc) {
  const seen = state.melds.flatMap(meldTiles);
  if (state.indicator !== null) seen.push(state.indicator);
  const body = {
    hand: formatTiles(state.hand),
    wildcards: state.jokers,
    rules: state.rules,
    options: state.options,
    visible: formatTiles(seen),
  };
  if (desc.wildcards && desc.wildcards.flipped > 0) {
    body.indicator = state.indicator === null ? null : mpsz(state.indicator);
  }
  return body;
}
