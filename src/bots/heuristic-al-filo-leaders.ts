/**
 * Where ¡Al filo de la espada!'s leaders and markers should go, for the heuristic evaluation
 * (`heuristic-al-filo.ts`): a leader where his banner stays in command (7.2), an army leader well
 * away from the enemy (7.5: losing Alfonso VIII or Al-Nasir loses the battle); De Rada with a
 * shaken unit out of reach, Ruy Díaz with a unit about to attack (scenario); and which leader's
 * activation matters now, by how many of his banner's units are near the enemy.
 * @module
 */
import { distance } from '../games/al-filo/board.js';
import { isArmyLeader } from '../games/al-filo/activation.js';
import { commandRadius } from '../games/al-filo/command.js';
import { CHRISTIAN, DE_RADA, LEADER_BANNER, LEADER_SIDE, UNIT_PF, UNIT_TYPE, UNITS_OF_BANNER, UNITS_OF_SIDE } from '../games/al-filo/pieces.js';
import { DEMORALIZED, ROUTED } from '../games/al-filo/state.js';
import type { Context } from './heuristic-al-filo-context.js';

/** What standing on hex `h` risks for leader `l` (7.5): an army leader keeps well away from the enemy, whose hands would end the battle. */
export function leaderRisk(x: Context, l: number, h: number): number {
  const d = x.enemyDist[h]!;
  if (isArmyLeader(x.s, l)) return d <= 1 ? 40 : d === 2 ? 12 : d === 3 ? 4 : d === 4 ? 1 : 0;
  return d <= 1 ? 3 : d === 2 ? 0.5 : 0;
}

/** The hex where leader `l` (on `from`, `mp` to spend) would best end: on a unit he may stack with, his banner in command, out of harm. */
export function leaderTarget(x: Context, l: number, from: number, mp: number): number {
  const s = x.s;
  const army = isArmyLeader(s, l);
  const radius = commandRadius(s, l);
  const own = UNITS_OF_BANNER[LEADER_BANNER[l]!]!.filter((u) => s.at[u]! >= 0 && s.disorder[u] !== ROUTED);
  let bestHex = from;
  let bestValue = -Infinity;
  for (const u of army ? UNITS_OF_SIDE[LEADER_SIDE[l]!]! : own) {
    const h = s.at[u]!;
    if (h < 0 || s.disorder[u] === ROUTED || distance(h, from) > mp) continue;
    let v = h === from ? 0.3 : 0;
    for (const w of own) v -= Math.max(0, distance(s.at[w]!, h) - radius);
    v -= leaderRisk(x, l, h) + (!army && x.me === CHRISTIAN ? 0.2 * Math.min(x.enemyDist[h]!, 10) : 0);
    if (v > bestValue) {
      bestValue = v;
      bestHex = h;
    }
  }
  return bestHex;
}

/** The hex where De Rada or Ruy Díaz would best end (scenario): De Rada with a shaken unit out of reach, Ruy Díaz with a unit about to attack. */
export function markerTarget(x: Context, m: number, from: number, mp: number): number {
  const s = x.s;
  const dFrom = x.enemyDist[from]!;
  let bestHex = from;
  let bestValue = s.occ[from]! >= 0 ? 0.1 : dFrom >= 2 ? 0 : -2;
  for (const u of UNITS_OF_SIDE[CHRISTIAN]!) {
    const h = s.at[u]!;
    if (h < 0 || s.disorder[u] === ROUTED || distance(h, from) > mp) continue;
    const d = x.enemyDist[h]!;
    let v: number;
    if (m === DE_RADA) v = (s.disorder[u] === DEMORALIZED ? 2 : 0) + (s.fatigued[u] === 1 ? 1 : 0) - (d <= 1 ? 6 : d === 2 ? 1 : 0);
    else v = (UNIT_TYPE[u] === 'Ch' || UNIT_TYPE[u] === 'Ha') && s.disorder[u] === 0 && d <= 2 ? 1 + 0.2 * UNIT_PF[u]![s.fatigued[u]!]! : -1;
    v -= 0.05 * distance(h, from);
    if (v > bestValue) {
      bestValue = v;
      bestHex = h;
    }
  }
  return bestHex;
}

/** Units of leader `l`'s banner near the enemy (within 2 hexes): where his activation matters now. */
export function contact(x: Context, l: number): number {
  let n = 0;
  for (const u of UNITS_OF_BANNER[LEADER_BANNER[l]!]!) {
    const h = x.s.at[u]!;
    if (h >= 0 && x.enemyDist[h]! <= 2) n++;
  }
  return n;
}
