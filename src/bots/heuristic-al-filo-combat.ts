/**
 * What a combat is worth to ¡Al filo de la espada!'s heuristic evaluation (`heuristic-al-filo.ts`):
 * its expected gain in victory-point worth (`heuristic-al-filo-odds.ts`) as it is declared, joined
 * or resolved (10.2), the banner's hex counting as the battle for the Christians and the banner's
 * guard and ring risked for the Muslims (10.7); a charge (10.4) with its +2 or +3 and the chance
 * of a reaction charge (10.5).
 * @module
 */
import { distance, facingTo, neighbour } from '../games/al-filo/board.js';
import { chargeLine } from '../games/al-filo/charge.js';
import { unitsAt } from '../games/al-filo/edits.js';
import { frontFacings, rearFacings } from '../games/al-filo/movement.js';
import { CHRISTIAN, UNIT_SIDE, UNIT_TYPE } from '../games/al-filo/pieces.js';
import { qualityOf } from '../games/al-filo/results.js';
import { CHARGED, ROUTED, type AlFiloState, type Combat } from '../games/al-filo/state.js';
import { GUARD, RING, WIN, fighters, type Context } from './heuristic-al-filo-context.js';
import { combatValue, type CombatShape } from './heuristic-al-filo-odds.js';

/** The units of a combat's attacking counters (5.2). */
export function attackersOf(s: AlFiloState, c: Combat): number[] {
  const side = UNIT_SIDE[c.attackers[0]!]!;
  return [...new Set(c.attackers.flatMap((rep) => (s.at[rep]! >= 0 ? fighters(s, s.at[rep]!, side) : [])))];
}

/** A combat's shape as the estimate reads it: a charge, an attack from a rear hex. */
function shapeOf(s: AlFiloState, att: readonly number[], defHexes: readonly number[], charge: boolean): CombatShape {
  let rear = false;
  for (const a of att) {
    for (const d of defHexes) {
      const f = facingTo(d, s.at[a]!);
      if (f < 0) continue;
      for (const e of unitsAt(s, d)) if (s.disorder[e] !== ROUTED && rearFacings(e, s.facing[e]!).includes(f)) rear = true;
    }
  }
  return { rear, charge };
}

/** The expected gain of a combat of `att` on the hexes `defHexes`, the banner's hex counting as the battle for the Christians. */
export function combatGain(x: Context, att: readonly number[], defHexes: readonly number[], charge: boolean, extra = 0): number {
  const s = x.s;
  const side = UNIT_SIDE[att[0]!]!;
  const def = defHexes.flatMap((h) => unitsAt(s, h)).filter((u) => UNIT_SIDE[u] !== side);
  const c = combatValue(s, att, def, { ...shapeOf(s, att, defHexes, charge), extra });
  if (side === CHRISTIAN) return c.gain + (defHexes.includes(x.banner) ? c.taken * WIN : 0);
  // the banner's guard, or its ring, that attacks may have to fall back and open the way (10.7)
  let risk = 0;
  for (const u of att) {
    const h = s.at[u]!;
    if (h === x.banner) risk = Math.max(risk, GUARD * (0.2 + x.alarm));
    else if (x.banner >= 0 && distance(h, x.banner) === 1) risk = Math.max(risk, RING * x.alarm);
  }
  return c.gain - c.lost * risk;
}

/** A new combat by unit `u` on every enemy in its front hexes not yet attacked (10.2; a charger its central front hex, 10.4). */
export function newCombatGain(x: Context, u: number, combats: readonly Combat[]): number {
  const s = x.s;
  const h = s.at[u]!;
  const marked = new Set(combats.flatMap((c) => c.defenders));
  const charged = (s.flags[u]! & CHARGED) !== 0;
  const defHexes: number[] = [];
  for (const f of charged ? [s.facing[u]!] : frontFacings(u, s.facing[u]!)) {
    const n = neighbour(h, f);
    if (n >= 0 && s.occ[n]! >= 0 && UNIT_SIDE[s.occ[n]!] !== x.me && !marked.has(n)) defHexes.push(n);
  }
  if (defHexes.length === 0) return 0;
  return combatGain(x, fighters(s, h, x.me), defHexes, charged);
}

/** The expected gain of a charge (10.4), its modifiers lost to a reaction charge (10.5) with the defender's chance. */
export function chargeGain(x: Context, u: number, partner: number): number {
  const s = x.s;
  const line = chargeLine(s, u, partner);
  if (line === null) return -1;
  const def = unitsAt(s, line.target);
  const att = partner >= 0 ? [u, partner] : [u];
  // the estimate reads the chargers where the charge ends
  const at = s.at.slice();
  for (const a of att) at[a] = line.end;
  const moved = { ...s, at };
  let rear = false;
  const f = facingTo(line.target, line.end);
  for (const e of def) if (s.disorder[e] !== ROUTED && rearFacings(e, s.facing[e]!).includes(f)) rear = true;
  const riders = def.filter((e) => (UNIT_TYPE[e] === 'Ch' || UNIT_TYPE[e] === 'Ha') && s.mounted[e] === 1 && s.disorder[e] !== ROUTED);
  // 10.5: the reaction succeeds on a d10 at most the rider's quality (a pair's lower, 5.2)
  const react = riders.length === 0 ? 0 : Math.min(1, (Math.min(...riders.map((e) => qualityOf(s, e))) + 1) / 10);
  const withCharge = combatValue(moved, att, def, { rear, charge: true });
  const without = combatValue(moved, att, def, { rear });
  const banner = x.me === CHRISTIAN && line.target === x.banner ? WIN : 0;
  return (1 - react) * (withCharge.gain + withCharge.taken * banner) + react * (without.gain + without.taken * banner);
}
