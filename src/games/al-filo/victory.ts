/**
 * Victory points (scenario, "Los jugadores contabilizan"): 5 per Ch eliminated, 4 per Ha or Cl, 3
 * per Pi or Ab, 2 per Ar or Mi, 1 per Il; 1 per enemy unit routed off the map, whatever its type
 * (reading 24: in place of its type's points); 3 per enemy leader killed and 5 per enemy leader
 * captured, replacements included (7.6), Alfonso VIII and Al-Nasir excepted (their loss ends the
 * battle); for the Muslims, 10 when the De Rada marker is eliminated and 5 for Ruy Díaz. The
 * Al-Andalus withdrawal and the turn-12 points are part 3's.
 * @module
 */
import type { UnitType } from './data/types.js';
import { DE_RADA, IS_ARMY_LEADER, LEADER_SIDE, MUSLIM, RUY_DIAZ, UNIT_SIDE, UNIT_TYPE } from './pieces.js';
import { ELIMINATED, FLED, FRONT, type AlFiloState } from './state.js';

/** The points an enemy scores for an eliminated unit of each type (scenario). */
export const POINTS_PER_TYPE: Readonly<Record<UnitType, number>> = { Ch: 5, Ha: 4, Cl: 4, Pi: 3, Ab: 3, Ar: 2, Mi: 2, Il: 1, At: 0 };
/** The points for an enemy unit routed off the map, whatever its type (scenario; reading 24). */
export const POINTS_FLED = 1;
/** The points for an enemy leader killed (scenario; 7.5.3). */
export const POINTS_KILLED = 3;
/** The points for an enemy leader captured (scenario; 7.5.1). */
export const POINTS_CAPTURED = 5;
/** The Muslims' points for the De Rada marker eliminated, and for Ruy Díaz's (scenario). */
export const POINTS_MARKERS: readonly [number, number] = [10, 5];

/** Each side's victory points, Christian then Muslim. */
export function victoryPoints(s: AlFiloState): [number, number] {
  const points: [number, number] = [0, 0];
  for (let u = 0; u < s.at.length; u++) {
    const at = s.at[u]!;
    if (at !== ELIMINATED && at !== FLED) continue;
    const scorer = 1 - UNIT_SIDE[u]!;
    points[scorer] = points[scorer]! + (at === FLED ? POINTS_FLED : POINTS_PER_TYPE[UNIT_TYPE[u]!]);
  }
  // `fallen` counts the leaders of each side killed, the army leaders' own counters apart (leaders.ts)
  points[1] += s.fallen[0] * POINTS_KILLED;
  points[0] += s.fallen[1] * POINTS_KILLED;
  for (const p of s.prisoners) {
    if (IS_ARMY_LEADER[p.leader] && p.form === FRONT) continue;
    const scorer = 1 - LEADER_SIDE[p.leader]!;
    points[scorer] = points[scorer]! + POINTS_CAPTURED;
  }
  if (s.markerAt[DE_RADA] === ELIMINATED) points[MUSLIM] += POINTS_MARKERS[0];
  if (s.markerAt[RUY_DIAZ] === ELIMINATED) points[MUSLIM] += POINTS_MARKERS[1];
  return points;
}
