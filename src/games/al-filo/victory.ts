/**
 * Victory points (scenario, "Los jugadores contabilizan"), as far as this part of the module can
 * lose units: 5 per Ch eliminated, 4 per Ha or Cl, 3 per Pi or Ab, 2 per Ar or Mi, 1 per Il. Units
 * are eliminated by fire, combat and rout (parts 2 and 3), which add the leaders', routs off the
 * map and the scenario's markers to the count.
 * @module
 */
import type { UnitType } from './data/types.js';
import { UNIT_SIDE, UNIT_TYPE } from './pieces.js';
import { ELIMINATED, type AlFiloState } from './state.js';

/** The points an enemy scores for an eliminated unit of each type (scenario). */
export const POINTS_PER_TYPE: Readonly<Record<UnitType, number>> = { Ch: 5, Ha: 4, Cl: 4, Pi: 3, Ab: 3, Ar: 2, Mi: 2, Il: 1, At: 0 };

/** Each side's victory points, Christian then Muslim. */
export function victoryPoints(s: AlFiloState): [number, number] {
  const points: [number, number] = [0, 0];
  for (let u = 0; u < s.at.length; u++) {
    if (s.at[u] !== ELIMINATED) continue;
    const scorer = 1 - UNIT_SIDE[u]!;
    points[scorer] = points[scorer]! + POINTS_PER_TYPE[UNIT_TYPE[u]!];
  }
  return points;
}
