/**
 * The helpers a rules lawyer calls on a state of La Legión, by printed ids (counters by id such as
 * `'bandera-1-1'`, hexes by their printed number such as `'3807'`), each naming its section:
 * distances (8.1, 8.2), a counter's factors in the weather (2.3, 9), its defence (8, 9), where it
 * may end its move (7, 6.1), the counters in play (5, reading 19) and who would win now (5).
 * Unknown ids are a `ValidationError` naming them.
 * @module
 */
import { ValidationError, type Modifier } from '../../core/index.js';
import { distance, HEX_IDS, hexIndex } from './board.js';
import { defence } from './combat.js';
import { inPlay, neighboursOf } from './edits.js';
import { movePlan, reach, withinMovement } from './movement.js';
import { counterIndex, IS_CAR, IS_LAND, MOROCCAN, SPANISH } from './pieces.js';
import type { LegionState, Weather } from './state.js';
import { finalVictory, threeToOne } from './victory.js';
import { displacementFactor, movementFactor } from './weather.js';

function hexOf(id: string, path: string): number {
  const h = hexIndex(id);
  if (h < 0) throw new ValidationError('la-legion helper', [{ path, message: `no hex '${id}' on the map (hexes are printed numbers such as '3807')` }]);
  return h;
}

function counterOf(id: string, path: string): number {
  const c = counterIndex(id);
  if (c < 0) throw new ValidationError('la-legion helper', [{ path, message: `no counter '${id}' (counters are ids such as 'bandera-1-1')` }]);
  return c;
}

/** Hexes between two hexes of the map (the range of artillery, 8.1, and of fleets, 8.2). */
export function hexDistance(from: string, to: string): number {
  return distance(hexOf(from, 'from'), hexOf(to, 'to'));
}

/**
 * A counter's movement and displacement factors in `weather` (2.3: displacement twice the
 * movement; 9: what a sandstorm or very hot weather takes away; a factor of 0 cannot move).
 */
export function factorsOf(
  counter: string,
  weather: Weather | null,
): {
  /** The movement factor the weather leaves (2.3, 9). */
  movement: number;
  /** The displacement factor the weather leaves (2.3, 9). */
  displacement: number;
} {
  const c = counterOf(counter, 'counter');
  return { movement: movementFactor(weather, c), displacement: displacementFactor(weather, c) };
}

/** A land counter's defence where it stands, with the modifiers that made it (8, 9, reading 4). */
export function defenceOf(
  state: LegionState,
  counter: string,
): {
  /** The defender's factor with its modifiers. */
  value: number;
  /** What changed it: plaza fuerte, town, machine guns, mountains, very hot weather. */
  modifiers: Modifier[];
} {
  const c = counterOf(counter, 'counter');
  if (!IS_LAND[c])
    throw new ValidationError('la-legion helper', [{ path: 'counter', message: `${counter} is not a land counter: only land counters defend (8)` }]);
  return defence(state, c);
}

/**
 * Where a counter may end its move now (7, 6.1), with the cost of the cheapest way there and
 * whether that is a displacement (beyond its movement factor: it may not attack, 2.3); empty when
 * it cannot move (9: a factor of 0) or is not on the map. An armoured car with kabila counters in
 * its zone pushes them before it moves and then keeps to its movement factor (8.3): its reach is
 * that, counted from the position before the pushes.
 */
export function reachOf(state: LegionState, counter: string): { hex: string; cost: number; displacement: boolean }[] {
  const c = counterOf(counter, 'counter');
  const at = state.at[c]!;
  // 8.3, reading 17: a car with kabila counters in its zone pushes them first, then moves within its movement factor.
  const pushes = IS_CAR[c]! && at >= 0 && neighboursOf(state, at, MOROCCAN).length > 0;
  const plan = IS_LAND[c] ? movePlan(state, c, pushes) : null;
  if (plan === null) return [];
  const r = reach(state, c, plan);
  return r.ends.map((h) => ({ hex: HEX_IDS[h]!, cost: r.cost[h]!, displacement: !withinMovement(r, h) }));
}

/** The counters each side has in play (5, reading 19: land, air and sea on the map, and the reinforcements waiting in Melilla). */
export function countersInPlay(state: LegionState): {
  /** The Spanish counters in play. */
  spanish: number;
  /** The Moroccan counters in play. */
  moroccan: number;
} {
  return { spanish: inPlay(state, SPANISH), moroccan: inPlay(state, MOROCCAN) };
}

/**
 * Who would win if the game ended now (5): the three-times rule first (reading 20), then the road
 * and the zone it bounds, with the reason in the words of 5.
 */
export function victoryNow(state: LegionState): {
  /** The side that would win. */
  winner: 'spanish' | 'moroccan';
  /** Why. */
  reason: string;
} {
  const stronger = threeToOne(state);
  if (stronger >= 0) return { winner: stronger === SPANISH ? 'spanish' : 'moroccan', reason: "three times the enemy's counters in play (5)" };
  const { winner, reason } = finalVictory(state);
  return { winner: winner === SPANISH ? 'spanish' : 'moroccan', reason };
}
