/**
 * 5: "Quién consiga la rendición del contrario": with the `surrender` option, a side that decides
 * may surrender instead, and the other side wins. Without it (the default) surrender is never
 * listed, so that random play and bots run whole games.
 * @module
 */
import { SURRENDER, type LegionAction } from './actions.js';
import type { LegionState } from './state.js';

/**
 * `legal` with the surrender added when the option is on and there is a choice to make (a decision
 * with nothing else to do is not one a side rests on, and one action alone would be played for it).
 */
export function withSurrender(s: LegionState, legal: LegionAction[]): LegionAction[] {
  if (s.surrender && legal.length > 0) legal.push(SURRENDER);
  return legal;
}
