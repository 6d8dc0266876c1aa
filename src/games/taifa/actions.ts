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

/** For the large, sparse key spaces (incursions, events). */
function cachedMap(store: Map<number, A>, key: number, make: () => A): A {
  let a = store.get(key);
  if (a === undefined) {
    a = Object.freeze(make());
    store.set(key, a);
  }
  return a;
}

const discards: (A | undefined)[] = [];
const attacks: (A | undefined)[] = [];
const selects: (A | undefined)[] = [];
const responds: (A | undefined)[] = [];
const garrisons: (A | undefined)[] = [];
const incursions: (A | undefined)[][][] = [];
const events = new Map<number, A>();
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

/** `k` is the kingdom's index in the table of all kingdom ids (8 of them). */
export function incursionAction(kingdom: KingdomId, k: number, card: number, response: number | null): A {
  const byKingdom = (incursions[k] ??= []);
  const byCard = (byKingdom[card] ??= []);
  const r = response === null ? 0 : response + 1;
  return byCard[r] ?? cached(byCard, r, () => ({ type: 'incursion', kingdom, card, response }));
}

export function eventAction(card: number, kingdom: KingdomId | null, k: number, area: number | null): A {
  const key = card * 128 + (kingdom !== null ? 64 + k : area === null ? 0 : area);
  const a = events.get(key);
  if (a !== undefined) return a;
  return cachedMap(events, key, () => ({ type: 'event', card, kingdom, area }));
}

export function truceAction(kingdom: KingdomId): A {
  let a = truces.get(kingdom);
  if (a === undefined) {
    a = Object.freeze({ type: 'truce', kingdom });
    truces.set(kingdom, a);
  }
  return a;
}
