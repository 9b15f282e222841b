// What the chosen rule set allows, read from its description (POST /api/rules): the
// keywords it reads, its wildcard kinds, its meld types.

import { parseTiles, successor } from "./tiles.js";

export const WINDS = ["E", "S", "W", "N"];

/** Whether the rule set reads the keyword. Two-player MCR has no prevalent wind (mcr2p.md:
 * the round is always East's), though its scorer takes the keyword. */
export function reads(desc, keyword) {
  if (keyword === "prevalent_wind" && desc.players === 2) return false;
  return desc.situations.includes(keyword);
}

function kindOf(tile) {
  return typeof tile === "number" ? tile : parseTiles(String(tile))[0];
}

/** The wildcard kinds of the input: the fixed ones and those the flipped indicator makes. */
export function wildcardKinds(state, desc) {
  const w = desc.wildcards || {};
  const kinds = new Set((w.fixed || []).map(kindOf));
  if (w.flipped > 0 && state.indicator !== null) {
    let kind = state.indicator;
    for (let i = 0; i < w.flipped; i += 1) {
      kind = successor(kind, w.honor_cycle);
      kinds.add(kind);
    }
  }
  return kinds;
}

/** The meld types the rule set allows: its claims; a concealed kong wherever it has any. */
export function meldTypes(desc) {
  const claims = desc.claims || [];
  const types = [];
  if (claims.includes("chow")) types.push("chow");
  if (claims.includes("pung")) types.push("pung");
  if (claims.includes("kong")) types.push("kong");
  if (claims.length) types.push("concealed");
  if (claims.includes("kong") && claims.includes("pung")) types.push("added");
  return types;
}
