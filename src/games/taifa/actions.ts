/**
 * The action objects of the legal lists (5, 5.1-5.6, 10.2), one literal shape per action type.
 * Each listing builds its own objects: interning them in tables built at load saved under 10% of
 * a game's instructions (measured), not enough to keep the tables.
 */
import type { KingdomId } from './data/kingdoms.js';
import type { TaifaAction } from './types.js';

type A = TaifaAction;

export const PASS_ACTION: A = Object.freeze({ type: 'pass' });
export const COMMIT_ACTION: A = Object.freeze({ type: 'commit' });
export const REWARD_BONUS: A = Object.freeze({ type: 'reward', choice: 'bonus' });
export const REWARD_GARRISON: A = Object.freeze({ type: 'reward', choice: 'garrison' });

export function discardAction(card: number): A {
  return { type: 'discard', card };
}
/** `area`: the area number. */
export function attackAction(area: number): A {
  return { type: 'attack', area };
}
export function selectAction(card: number): A {
  return { type: 'select-card', card };
}
export function respondAction(card: number, side: 'attack' | 'defence'): A {
  return { type: 'respond', card, side };
}
/** `area`: the area number. */
export function garrisonAction(area: number): A {
  return { type: 'spend-garrison', area };
}
export function truceAction(kingdom: KingdomId): A {
  return { type: 'truce', kingdom };
}
export function incursionAction(kingdom: KingdomId, card: number, response: number | null): A {
  return { type: 'incursion', kingdom, card, response };
}
/** An event at a kingdom, at an area (its number), or with no target. */
export function eventAction(card: number, kingdom: KingdomId | null, area: number | null): A {
  return { type: 'event', card, kingdom, area };
}
