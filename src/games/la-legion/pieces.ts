/**
 * The counters as the rules read them (2.3, 6): every counter of `data/counters.ts` numbered by
 * its place in `COUNTERS`, with flat tables of its side, type and factors. States keep counters
 * by these numbers; actions and events name them by id (`'bandera-1-1'`).
 * @module
 */
import { COUNTERS, type CounterType, type Side } from './data/counters.js';

/** How many counters the box has (the turn marker aside). */
export const COUNTER_COUNT = COUNTERS.length;

/** Side codes, the index of a seat in {@link SIDE_IDS}. */
export const SPANISH = 0;
export const MOROCCAN = 1;
/** The seats by side code. */
export const SIDE_IDS: readonly Side[] = ['spanish', 'moroccan'];
/** The other side. */
export function enemyOf(side: number): number {
  return 1 - side;
}

/** Each counter's id, by number. */
export const COUNTER_IDS: readonly string[] = COUNTERS.map((c) => c.id);
const NUMBER_OF = new Map(COUNTER_IDS.map((id, i) => [id, i]));
/** A counter's number from its id; -1 for an id the box does not have. */
export function counterIndex(id: unknown): number {
  return typeof id === 'string' ? (NUMBER_OF.get(id) ?? -1) : -1;
}

/** Each counter's side code. */
export const SIDE_OF: Uint8Array = Uint8Array.from(COUNTERS, (c) => (c.side === 'spanish' ? SPANISH : MOROCCAN));
/** Each counter's type. */
export const TYPE_OF: readonly CounterType[] = COUNTERS.map((c) => c.type);
/** Each counter's printed combat factor (0 for aircraft and fleets, which have none: 2.3). */
export const COMBAT: Uint8Array = Uint8Array.from(COUNTERS, (c) => c.combat ?? 0);
/** Each counter's printed movement factor (0 for fleets, which have none: 2.3). */
export const MOVEMENT: Uint8Array = Uint8Array.from(COUNTERS, (c) => c.movement ?? 0);
/** Each counter's turn of entry (6, 6.1); 0 for the captured batteries, which enter only by 8.1. */
export const ENTRY_TURN: Uint8Array = Uint8Array.from(COUNTERS, (c) => c.entryTurn ?? 0);

/** Whether the counter fights on land (2.3): every counter but aircraft and fleets. */
export const IS_LAND: readonly boolean[] = TYPE_OF.map((t) => t !== 'bomber' && t !== 'seaplane' && t !== 'fleet');
/** Whether the counter is artillery (8.1): the Spanish batteries and the captured ones. */
export const IS_ARTILLERY: readonly boolean[] = TYPE_OF.map((t) => t === 'artillery' || t === 'captured-battery');
/** Whether the counter is an armoured car (8.3). */
export const IS_CAR: readonly boolean[] = TYPE_OF.map((t) => t === 'armoured-car');
/** Whether the counter is an aircraft (2.3, 8.2). */
export const IS_AIRCRAFT: readonly boolean[] = TYPE_OF.map((t) => t === 'bomber' || t === 'seaplane');

/** The counters of a kind, by number. */
const numbers = (test: (i: number) => boolean): readonly number[] => COUNTER_IDS.map((_, i) => i).filter(test);
/** The aircraft (2.3), bombers first. */
export const AIRCRAFT: readonly number[] = [...numbers((i) => TYPE_OF[i] === 'bomber'), ...numbers((i) => TYPE_OF[i] === 'seaplane')];
/** The fleets (2.3). */
export const FLEETS: readonly number[] = numbers((i) => TYPE_OF[i] === 'fleet');
/** The captured-battery counters (2.3, 8.1), in the order they are placed. */
export const CAPTURED_BATTERIES: readonly number[] = numbers((i) => TYPE_OF[i] === 'captured-battery');
/** Each side's counters, by number. */
export const COUNTERS_OF: readonly (readonly number[])[] = [numbers((i) => SIDE_OF[i] === SPANISH), numbers((i) => SIDE_OF[i] === MOROCCAN)];
/** Each side's land counters, by number. */
export const LAND_OF: readonly (readonly number[])[] = COUNTERS_OF.map((list) => list.filter((i) => IS_LAND[i]));
/** Each side's artillery (8.1: the batteries, and the captured ones for the Moroccans), by number. */
export const ARTILLERY_OF: readonly (readonly number[])[] = LAND_OF.map((list) => list.filter((i) => IS_ARTILLERY[i]));
