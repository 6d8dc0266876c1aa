/**
 * Comparing actions: the legality check finds an action in a legal list by identity first (a bot
 * picks a member of the list), then by its fields.
 * @module
 */
import { sameJson } from './step.js';
import type { ActionBase } from './types.js';

/**
 * Equality of two actions: every field strictly equal, nested values (rare) compared as JSON.
 * Cheaper than a deep compare for the flat actions every game uses.
 */
export function sameAction(a: ActionBase, b: ActionBase): boolean {
  if (a === b) return true;
  if (a.type !== b.type) return false;
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    const u = x[k];
    const v = y[k];
    if (u !== v && (typeof u !== 'object' || u === null || !sameJson(u, v))) return false;
    n++;
  }
  let m = 0;
  for (const _ in y) m++;
  return n === m;
}

/**
 * How many fields an action has (its `type` included), counted without building a list: a game's
 * fast legality check (`accepts`) refuses an action with a field too many, as the lists do.
 */
export function fieldCount(action: object): number {
  let n = 0;
  for (const _ in action) n++;
  return n;
}

export function listedIn<A extends ActionBase>(legal: readonly A[], action: ActionBase): boolean {
  for (let i = 0; i < legal.length; i++) if (legal[i] === action) return true;
  for (let i = 0; i < legal.length; i++) if (sameAction(legal[i] as A, action)) return true;
  return false;
}
