/**
 * 5 (who wins) and the eliminations every fire and combat ends in.
 *
 * - 5: at the end of turn 13 the Spanish win if they hold the road from Axdir to Nador and
 *   Melilla: (a) a Spanish land counter in each of its towns and plazas and in Melilla, or (b) no
 *   Moroccan counter in any of them nor in any town or plaza inside the zone the road bounds
 *   (reading 22: either suffices); otherwise the Moroccans win.
 * - 5: at once, whoever annihilates the other (reading 20: even in the middle of a phase), or has
 *   three times the other's counters at the end of any turn (reading 19: the counters in play on
 *   the map, land, air and sea; reading 20: checked at the end of each turn, turn 13 first).
 * - 5: "la rendición del contrario": a side may surrender (the `surrender` option lists it).
 * - 8.1: a Spanish battery eliminated by the Moroccans lets them place a captured battery there.
 * @module
 */
import type { EventLog } from '../../core/index.js';
import { MELILLA, VICTORY_ROAD_HEXES, VICTORY_ZONE_TOWNS, HEX_IDS } from './board.js';
import { inPlay, rebuild, relocate, push, seat, sideAt, standsOn } from './edits.js';
import { CAPTURED_BATTERIES, COUNTER_IDS, MOROCCAN, SIDE_OF, SPANISH, TYPE_OF, enemyOf } from './pieces.js';
import { AT_MELILLA, ELIMINATED, IN_BOX, type LegionState } from './state.js';

/** The state with the game ended: `winner` won, for `reason`, and nothing left pending. */
export function endGame(s: LegionState, winner: number, reason: string, rule: string, log: EventLog): LegionState {
  if (log.on)
    log.push({ type: 'game-end', text: `${seat(winner) === 'spanish' ? 'The Spanish' : 'The Moroccans'} win: ${reason}`, rule, winner: seat(winner), reason });
  return rebuild(s, { tasks: [], result: { winner: seat(winner), reason } });
}

/** Whether a captured-battery counter is still in the box (8.1: the Moroccans place no more than the box holds). */
export function capturedBatteryLeft(s: LegionState): number {
  for (const c of CAPTURED_BATTERIES) if (s.at[c] === IN_BOX) return c;
  return -1;
}

/**
 * The state with counter `c` eliminated by side `by` (8, 8.1, 8.2): a Spanish battery taken by the
 * Moroccans queues their choice of a captured battery (8.1), and a side left with nothing in play
 * loses at once (5).
 */
export function eliminate(s: LegionState, c: number, by: number, log: EventLog): LegionState {
  const hex = standsOn(s, c);
  let next = relocate(s, c, ELIMINATED);
  if (log.on)
    log.push({ type: 'eliminated', text: `${COUNTER_IDS[c]} is eliminated (${HEX_IDS[hex]})`, rule: '8', counter: COUNTER_IDS[c]!, hex: HEX_IDS[hex]! });
  if (s.at[c]! >= 0 && TYPE_OF[c] === 'artillery' && SIDE_OF[c] === SPANISH && by === MOROCCAN && capturedBatteryLeft(next) >= 0) {
    next = push(next, { t: 'capture', hex });
  }
  const side = SIDE_OF[c]!;
  if (inPlay(next, side) === 0)
    return endGame(next, enemyOf(side), `the ${seat(side) === 'spanish' ? 'Spanish have' : 'Moroccans have'} been annihilated`, '5', log);
  return next;
}

/** The side with three times the other's counters in play, or -1 (5, readings 19 and 20). */
export function threeToOne(s: LegionState): number {
  const spanish = inPlay(s, SPANISH);
  const moroccan = inPlay(s, MOROCCAN);
  if (spanish >= 3 * moroccan) return SPANISH;
  if (moroccan >= 3 * spanish) return MOROCCAN;
  return -1;
}

/** The side holding hex `h`: its land counter's, or the Spanish where their reinforcements wait in Melilla (6.1); -1 for none. */
function holder(s: LegionState, h: number): number {
  const side = sideAt(s, h);
  return side < 0 && h === MELILLA && s.at.includes(AT_MELILLA) ? SPANISH : side;
}

/** 5 (a): a Spanish land counter on each town and plaza of the road and on Melilla. */
export function holdsRoad(s: LegionState): boolean {
  return VICTORY_ROAD_HEXES.every((h) => holder(s, h) === SPANISH);
}

/** 5 (b): no Moroccan counter on the road's towns and plazas, Melilla, or the towns inside the zone it bounds. */
export function roadClear(s: LegionState): boolean {
  return VICTORY_ROAD_HEXES.every((h) => sideAt(s, h) !== MOROCCAN) && VICTORY_ZONE_TOWNS.every((h) => sideAt(s, h) !== MOROCCAN);
}

/** The winner at the end of turn 13 (5), with the reason. */
export function finalVictory(s: LegionState): {
  /** The side that won, by number (as `pieces.ts` numbers them: `SPANISH` or `MOROCCAN`). */
  winner: number;
  /** Why, in the words of 5. */
  reason: string;
} {
  if (holdsRoad(s)) return { winner: SPANISH, reason: 'they hold every town and plaza of the road from Axdir to Nador, and Melilla (5 a)' };
  if (roadClear(s))
    return { winner: SPANISH, reason: 'no Moroccan counter holds a town or plaza of the road, Melilla, or a town inside the zone it bounds (5 b)' };
  return { winner: MOROCCAN, reason: 'Moroccan counters hold towns or plazas of the road or of the zone it bounds at the end of turn 13 (5)' };
}
