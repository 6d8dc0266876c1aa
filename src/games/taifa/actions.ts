import { AREA_COUNT, CARD_COUNT, RESPONSE_INCURSION } from './tables.js';
import type { KingdomId, TaifaAction } from './types.js';

/**
 * Legal-action objects are shared, frozen and built once: listing actions allocates nothing
 * on the hot path. Callers may keep them; nobody may change them.
 */
type A = TaifaAction;

function cached(store: (A | undefined)[], key: number, make: () => A): A {
  let a = store[key];
  if (a === undefined) {
    a = Object.freeze(make());
    store[key] = a;
  }
  return a;
}

const discards: (A | undefined)[] = new Array<A | undefined>(CARD_COUNT).fill(undefined);
const attacks: (A | undefined)[] = new Array<A | undefined>(AREA_COUNT + 1).fill(undefined);
const selects: (A | undefined)[] = [];
const responds: (A | undefined)[] = [];
const garrisons: (A | undefined)[] = [];
const truces = new Map<KingdomId, A>();

export const BOT_ACTION: A = Object.freeze({ type: 'bot' });
export const PASS_ACTION: A = Object.freeze({ type: 'pass' });
export const COMMIT_ACTION: A = Object.freeze({ type: 'commit' });
export const REWARD_BONUS: A = Object.freeze({ type: 'reward', choice: 'bonus' });
export const REWARD_GARRISON: A = Object.freeze({ type: 'reward', choice: 'garrison' });

export function discardAction(card: number): A {
  return discards[card] ?? cached(discards, card, () => ({ type: 'discard', card }));
}
export function attackAction(area: number): A {
  return attacks[area] ?? cached(attacks, area, () => ({ type: 'attack', area }));
}
export function selectAction(card: number): A {
  return selects[card] ?? cached(selects, card, () => ({ type: 'select-card', card }));
}
export function respondAction(card: number, side: 'attack' | 'defence'): A {
  const key = card * 2 + (side === 'attack' ? 0 : 1);
  return responds[key] ?? cached(responds, key, () => ({ type: 'respond', card, side }));
}
export function garrisonAction(area: number): A {
  return garrisons[area] ?? cached(garrisons, area, () => ({ type: 'spend-garrison', area }));
}

/**
 * Incursions and events, the bulk of a round's list, sit in flat arrays indexed by small
 * integers (no nested lookups nor hashing). `k` is the kingdom's index in the table of all
 * kingdom ids (8 of them); the response slot is 0 for none, else the card id + 1.
 */
const KINGDOM_SLOTS = 8;
/** Filled with undefined up front: a dense array, never a sparse (dictionary) one. */
/** Response slots: 0 none, 1.. the Responses that may join an incursion (a compact, cache-friendly table). */
const RESPONSE_SLOT: readonly number[] = (() => {
  const out: number[] = [];
  let next = 1;
  for (let c = 0; c < CARD_COUNT; c++) out.push(RESPONSE_INCURSION[c] ? next++ : -1);
  return out;
})();
const SLOTS = RESPONSE_SLOT.reduce((m, s) => Math.max(m, s), 0) + 1;
const incursions: (A | undefined)[] = new Array<A | undefined>(KINGDOM_SLOTS * CARD_COUNT * SLOTS).fill(undefined);
/** Any other response (never listed: no legal incursion carries one) keeps a slower table. */
const otherIncursions = new Map<string, A>();
const events: (A | undefined)[] = new Array<A | undefined>(CARD_COUNT * 128).fill(undefined);

export function incursionAction(kingdom: KingdomId, k: number, card: number, response: number | null): A {
  const r = response === null ? 0 : (RESPONSE_SLOT[response] ?? -1);
  if (r < 0) {
    const name = `${k}:${card}:${response}`;
    let a = otherIncursions.get(name);
    if (a === undefined) otherIncursions.set(name, (a = Object.freeze({ type: 'incursion', kingdom, card, response })));
    return a;
  }
  const key = (k * CARD_COUNT + card) * SLOTS + r;
  return incursions[key] ?? cached(incursions, key, () => ({ type: 'incursion', kingdom, card, response }));
}

export function eventAction(card: number, kingdom: KingdomId | null, k: number, area: number | null): A {
  const key = card * 128 + (kingdom !== null ? 64 + k : area === null ? 0 : area);
  return events[key] ?? cached(events, key, () => ({ type: 'event', card, kingdom, area }));
}

export function truceAction(kingdom: KingdomId): A {
  let a = truces.get(kingdom);
  if (a === undefined) {
    a = Object.freeze({ type: 'truce', kingdom });
    truces.set(kingdom, a);
  }
  return a;
}
