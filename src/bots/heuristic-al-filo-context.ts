/**
 * What ¡Al filo de la espada!'s heuristic evaluation (`heuristic-al-filo.ts`) reads of the view
 * once per decision: each hex's distance to the nearest enemy, the enemy units that can still
 * fight, the Almohad banner's hex and how near the Christians are to it; and what the scenario's
 * stakes are worth (Victoria: the banner's hex is the battle; Bandera Almohade: its guard and
 * ring). Every other part of the evaluation reads the view through this context.
 * @module
 */
import { HEX_COUNT, distance, neighbour } from '../games/al-filo/board.js';
import { unitsAt } from '../games/al-filo/edits.js';
import { ALMOHAD_BANNER, CHRISTIAN, IS_ARTILLERY, UNIT_SIDE, UNITS_OF_SIDE } from '../games/al-filo/pieces.js';
import { ROUTED, type AlFiloState } from '../games/al-filo/state.js';

/** What taking the Almohad banner's hex is worth: the battle (scenario, Victoria). */
export const WIN = 60;
/** What holding the banner's hex is worth to the Muslims (scenario, Bandera Almohade). */
export const GUARD = 30;
/** What a unit in the ring around the banner's hex is worth to the Muslims when the Christians near it: a full ring keeps every enemy from the banner. */
export const RING = 12;

/** What the evaluation reads once per decision. */
export interface Context {
  readonly s: AlFiloState;
  readonly me: number;
  /** Each hex's distance to the nearest enemy unit (99 with none). */
  readonly enemyDist: Int8Array;
  /** Each hex's nearest enemy unit's hex (-1 with none). */
  readonly nearest: Int16Array;
  /** The enemy units on the map that can still fight (not routed). */
  readonly near: readonly number[];
  /** The Almohad banner's hex. */
  readonly banner: number;
  /** How near the Christians are to the banner: 1 within 8 hexes, less farther (0 beyond 14). */
  readonly alarm: number;
}

/** What the evaluation reads of view `s` for the seat `me` (0 the Christians, 1 the Muslims). */
export function context(s: AlFiloState, me: number): Context {
  const enemyDist = new Int8Array(HEX_COUNT).fill(99);
  const nearest = new Int16Array(HEX_COUNT).fill(-1);
  const queue: number[] = [];
  for (const u of UNITS_OF_SIDE[1 - me]!) {
    const h = s.at[u]!;
    if (h < 0 || enemyDist[h] === 0) continue;
    enemyDist[h] = 0;
    nearest[h] = h;
    queue.push(h);
  }
  for (let i = 0; i < queue.length; i++) {
    const h = queue[i]!;
    for (let f = 0; f < 6; f++) {
      const n = neighbour(h, f);
      if (n < 0 || enemyDist[n] !== 99) continue;
      enemyDist[n] = enemyDist[h]! + 1;
      nearest[n] = nearest[h]!;
      queue.push(n);
    }
  }
  const banner = s.markerAt[ALMOHAD_BANNER]!;
  let near = 99;
  if (banner >= 0) for (const u of UNITS_OF_SIDE[CHRISTIAN]!) if (s.at[u]! >= 0) near = Math.min(near, distance(s.at[u]!, banner));
  const fighting = UNITS_OF_SIDE[1 - me]!.filter((u) => s.at[u]! >= 0 && s.disorder[u] !== ROUTED && !IS_ARTILLERY[u]);
  return { s, me, enemyDist, nearest, near: fighting, banner, alarm: Math.max(0, Math.min(1, (14 - near) / 6)) };
}

/** The fighting units of the counter on `h` of `side` (5.2: a pair fights as one; 10.1: no artillery, no routed unit). */
export function fighters(s: AlFiloState, h: number, side: number): number[] {
  return unitsAt(s, h).filter((u) => UNIT_SIDE[u] === side && !IS_ARTILLERY[u] && s.disorder[u] !== ROUTED);
}
