// The output asked for: with 13 tiles and a winning tile, the score (and, for a win, the
// settlement: score again with the seats); with 13 tiles alone, the waits and shanten. An
// answer to an input since changed is dropped. Under 翻鬼 nothing is asked before the
// indicator is picked.

import * as api from "./api.js";
import { wildcardKinds } from "./rules.js";
import { analysisBody, handKind, scoreBody, settlementBody } from "./request.js";
import {
  clearOutput, hideSettlement, renderAnalysis, renderScore, renderSettlement, showError,
} from "./result.js";
import { byId } from "./dom.js";
import { counted } from "./tiles.js";

let seq = 0; // the latest evaluation

/** Evaluates the input; ``busy(+1)``/``busy(-1)`` around the calls. ``held``: why nothing
 * may be scored (a number box invalid), shown in place of the output; "" for none. */
export async function evaluate(state, desc, busy, held = "") {
  seq += 1;
  const mine = seq;
  const kind = handKind(state);
  showError("");
  if (held) {
    clearOutput(held);
    return;
  }
  if (kind === "short") {
    const tiles = state.hand.length + state.jokers + 3 * state.melds.length;
    clearOutput(`${counted(tiles, "tile")}: 13 and a winning tile to score, 13 alone for the waits.`);
    return;
  }
  if (desc.wildcards && desc.wildcards.flipped > 0 && state.indicator === null) {
    // The library refuses a hand under 翻鬼 without its indicator: the page asks for it.
    const what = kind === "winning" ? "score the hand" : "show the waits";
    clearOutput(`Pick the flipped wildcard indicator (翻鬼) in the indicator slot: the ghosts ` +
      `are the tiles after it. The page will then ${what}.`);
    return;
  }
  busy(+1);
  let scoredNow = false; // this evaluation's score shown: a failed settlement leaves it
  try {
    if (kind === "winning") {
      const body = scoreBody(state, desc);
      const scored = await api.score(body);
      if (mine !== seq) return;
      byId("analysis").hidden = true;
      renderScore(scored, desc, wildcardKinds(state, desc));
      scoredNow = true;
      if (!scored.meets_minimum) {
        hideSettlement();
        return;
      }
      const settled = await api.score({ ...body, settlement: settlementBody(state, desc, scored) });
      if (mine === seq) renderSettlement(settled.settlement, desc);
    } else {
      const answer = await api.analyse(analysisBody(state, desc));
      if (mine !== seq) return;
      byId("result").hidden = true;
      hideSettlement();
      renderAnalysis(answer);
    }
  } catch (err) {
    if (mine === seq) {
      // No answer: the error says so, and no earlier input's result stands (nor, offline, a
      // claim that it was refused).
      if (err.offline) clearOutput("");
      else if (!scoredNow) clearOutput("The API refused the input.");
      hideSettlement();
      showError(err.message);
    }
  } finally {
    busy(-1);
  }
}
