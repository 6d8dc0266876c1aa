/**
 * The action objects of the legal lists (5, 5.1-5.6, 10.2), shared and frozen: every one a legal
 * list can hold is built once at load, so listing actions allocates none. Callers may keep them;
 * nobody may change them. An action these tables lack (one no legal list holds) is built fresh.
 */
import { AREA_COUNT, CARD_COUNT, CARD_TYPE, EVENT, RESPONSE, RESPONSE_INCURSION, TROOP } from './tables.js';
import { KINGDOM_IDS, type KingdomId } from './data/kingdoms.js';
import type { TaifaAction } from './types.js';

type A = TaifaAction;

export const BOT_ACTION: A = Object.freeze({ type: 'bot' });
export const PASS_ACTION: A = Object.freeze({ type: 'pass' });
export const COMMIT_ACTION: A = Object.freeze({ type: 'commit' });
export const REWARD_BONUS: A = Object.freeze({ type: 'reward', choice: 'bonus' });
export const REWARD_GARRISON: A = Object.freeze({ type: 'reward', choice: 'garrison' });

/** A table of `n` frozen actions, `make(i)` for slot `i` (null: no action there). */
function table(n: number, make: (i: number) => A | null): readonly (A | null)[] {
  const out: (A | null)[] = [];
  for (let i = 0; i < n; i++) {
    const a = make(i);
    out.push(a === null ? null : Object.freeze(a));
  }
  return out;
}

const DISCARDS = table(CARD_COUNT, (card) => ({ type: 'discard', card }));
/** By area number (slot 0 unused). */
const ATTACKS = table(AREA_COUNT + 1, (area) => (area === 0 ? null : { type: 'attack', area }));
const SELECTS = table(CARD_COUNT, (card) => (CARD_TYPE[card] === EVENT ? null : { type: 'select-card', card }));
/** Slot `card * 2` for the attack side, `card * 2 + 1` for the defence. */
const RESPONDS = table(CARD_COUNT * 2, (i) =>
  CARD_TYPE[i >> 1] === RESPONSE ? { type: 'respond', card: i >> 1, side: (i & 1) === 0 ? 'attack' : 'defence' } : null,
);
const GARRISONS = table(AREA_COUNT + 1, (area) => (area === 0 ? null : { type: 'spend-garrison', area }));
const TRUCES = table(KINGDOM_IDS.length, (k) => ({ type: 'truce', kingdom: KINGDOM_IDS[k]! }));

/**
 * Incursions and events, the bulk of a round's list, sit in flat tables indexed by small
 * integers. `k` is the kingdom's index in the table of all kingdom ids; an incursion's response
 * slot is 0 for none, else 1.. for the Responses that may join an incursion (FAQ: Campeón).
 */
const KINGDOM_SLOTS = KINGDOM_IDS.length;
const RESPONSE_SLOT: readonly number[] = (() => {
  const out: number[] = [];
  let next = 1;
  for (let c = 0; c < CARD_COUNT; c++) out.push(RESPONSE_INCURSION[c] ? next++ : -1);
  return out;
})();
const SLOTS = RESPONSE_SLOT.reduce((m, s) => Math.max(m, s), 0) + 1;
const RESPONSE_OF_SLOT: readonly (number | null)[] = (() => {
  const out: (number | null)[] = [null];
  for (let c = 0; c < CARD_COUNT; c++) if (RESPONSE_SLOT[c]! > 0) out.push(c);
  return out;
})();
const INCURSIONS = table(KINGDOM_SLOTS * CARD_COUNT * SLOTS, (i) => {
  const r = i % SLOTS;
  const card = Math.floor(i / SLOTS) % CARD_COUNT;
  const k = Math.floor(i / (SLOTS * CARD_COUNT));
  return CARD_TYPE[card] === TROOP ? { type: 'incursion', kingdom: KINGDOM_IDS[k]!, card, response: RESPONSE_OF_SLOT[r]! } : null;
});

/** Event slots per card: 0 no target, 1..AREA_COUNT an area number, 64 + k a kingdom. */
const EVENT_SLOTS = 64 + KINGDOM_SLOTS;
const EVENTS = table(CARD_COUNT * EVENT_SLOTS, (i) => {
  const card = Math.floor(i / EVENT_SLOTS);
  const slot = i % EVENT_SLOTS;
  if (CARD_TYPE[card] !== EVENT) return null;
  if (slot >= 64) return { type: 'event', card, kingdom: KINGDOM_IDS[slot - 64]!, area: null };
  if (slot > AREA_COUNT) return null;
  return { type: 'event', card, kingdom: null, area: slot === 0 ? null : slot };
});
if (AREA_COUNT >= 64) throw new Error(`taifa: event slots hold 63 areas, the map has ${AREA_COUNT}`);

export function discardAction(card: number): A {
  return DISCARDS[card] ?? { type: 'discard', card };
}
export function attackAction(area: number): A {
  return ATTACKS[area] ?? { type: 'attack', area };
}
export function selectAction(card: number): A {
  return SELECTS[card] ?? { type: 'select-card', card };
}
export function respondAction(card: number, side: 'attack' | 'defence'): A {
  return RESPONDS[card * 2 + (side === 'attack' ? 0 : 1)] ?? { type: 'respond', card, side };
}
export function garrisonAction(area: number): A {
  return GARRISONS[area] ?? { type: 'spend-garrison', area };
}
/** `k`: the kingdom's index in `KINGDOM_IDS`. */
export function truceAction(k: number): A {
  return TRUCES[k] ?? { type: 'truce', kingdom: KINGDOM_IDS[k]! };
}

/** `k`: the target's index in `KINGDOM_IDS`. */
export function incursionAction(kingdom: KingdomId, k: number, card: number, response: number | null): A {
  const r = response === null ? 0 : (RESPONSE_SLOT[response] ?? -1);
  const a = r < 0 ? undefined : INCURSIONS[(k * CARD_COUNT + card) * SLOTS + r];
  return a ?? { type: 'incursion', kingdom, card, response };
}

/** `k`: the target kingdom's index in `KINGDOM_IDS` when `kingdom` is given. */
export function eventAction(card: number, kingdom: KingdomId | null, k: number, area: number | null): A {
  const a = EVENTS[card * EVENT_SLOTS + (kingdom !== null ? 64 + k : area === null ? 0 : area)];
  return a ?? { type: 'event', card, kingdom, area };
}
