/**
 * Where a unit of ¡Al filo de la espada! should stand, for the heuristic evaluation
 * (`heuristic-al-filo.ts`): a **place** (hex and facing at the end of a move) is scored by the
 * enemy it nears (the Christians also the banner; shaken units keep away; archers and crossbows
 * stand off at range), its leader's command radius (7.2), friends beside it, a rest marker kept
 * (11.2), the leaders it carries (7.5), the attack it could make from there through its front
 * hexes (10.2) and the attacks it would suffer, near and from farther, and its rear exposed
 * (Tablas de Combates: +2 from a rear hex).
 * @module
 */
import { inFrontZone, type Facing } from '../hex/index.js';
import { GRID, distance, facingTo, neighbour } from '../games/al-filo/board.js';
import { CHARGE_MP } from '../games/al-filo/charge.js';
import { commandRadius } from '../games/al-filo/command.js';
import { unitsAt } from '../games/al-filo/edits.js';
import { frontFacings, frozen, movementAllowance, rearFacings } from '../games/al-filo/movement.js';
import { BANNER_LEADER, CHRISTIAN, IS_ARTILLERY, UNIT_BANNER, UNIT_SIDE, UNIT_TYPE, UNITS_OF_SIDE } from '../games/al-filo/pieces.js';
import { DEMORALIZED, OUT_OF_COMMAND, RESTING, ROUTED } from '../games/al-filo/state.js';
import { GUARD, RING, WIN, fighters, type Context } from './heuristic-al-filo-context.js';
import { leaderRisk } from './heuristic-al-filo-leaders.js';
import { combatValue } from './heuristic-al-filo-odds.js';

/** How hard each side closes on the enemy: the Christians attack, the Muslims hold and counter-attack (scenario: attacker and defender). */
const APPROACH = [1, 0.7] as const;
/** How hard the Christians are drawn to the Almohad banner. */
const BANNER_PULL = 0.25;
/** How much the attacks a place would suffer weigh: from a neighbour, and from farther (they may not come). */
const THREAT_NEAR = 0.6;
const THREAT_FAR = 0.35;
/** What a rear hex closed to the enemy is worth near it. */
const REAR_COVER = 0.25;

/** Whether an archer or crossbow unit (it fights at range, not in melee). */
function standsOff(u: number): boolean {
  const t = UNIT_TYPE[u];
  return t === 'Ar' || t === 'Ab' || t === 'At';
}

/** An enemy counter that could come at the moving unit: where it stands, how far it moves, what its attack and its charge would gain. */
export interface Threat {
  readonly h: number;
  readonly reach: number;
  readonly front: number;
  readonly charge: number;
}

/**
 * The enemy counters that could attack unit `u`'s counter near where it may go (those in command,
 * not routed, not frozen: 7.4, 10.1, scenario), each with the gain of its attack on it, and of its
 * charge (10.4) when it is a mounted Ch or Ha.
 */
export function threatsTo(x: Context, u: number, partner: number, mp: number): Threat[] {
  const s = x.s;
  const own = partner >= 0 ? [u, partner] : [u];
  const out: Threat[] = [];
  const seen = new Set<number>();
  for (const e of UNITS_OF_SIDE[1 - x.me]!) {
    const h = s.at[e]!;
    if (h < 0 || seen.has(h) || IS_ARTILLERY[e] || s.disorder[e] === ROUTED || (s.flags[e]! & OUT_OF_COMMAND) !== 0 || frozen(s, e)) continue;
    const reach = movementAllowance(s, e);
    if (distance(h, s.at[u]!) > mp + reach + 1) continue;
    seen.add(h);
    const att = fighters(s, h, 1 - x.me);
    if (att.length === 0) continue;
    const front = Math.max(0, combatValue(s, att, own).gain);
    const rider = att.every((a) => (UNIT_TYPE[a] === 'Ch' || UNIT_TYPE[a] === 'Ha') && s.mounted[a] === 1);
    const charge = rider ? Math.max(0, combatValue(s, att, own, { charge: true }).gain) : front;
    if (front > 0 || charge > 0) out.push({ h, reach, front, charge });
  }
  return out;
}

/** The attacks that could reach hex `h` from beyond its neighbours: the two worst (a counter is rarely struck by more). */
function threatAt(threats: readonly Threat[], h: number): number {
  let a = 0;
  let b = 0;
  for (const t of threats) {
    const d = distance(t.h, h);
    if (d < 2 || d > t.reach + 1) continue;
    const g = d <= 1 + CHARGE_MP ? t.charge : t.front;
    if (g > a) {
      b = a;
      a = g;
    } else if (g > b) b = g;
  }
  return a + b;
}

/** How good hex `h` is for unit `u` to end its move on, whatever its facing. */
function hexScore(x: Context, u: number, h: number, start: number, partner: number, threats: readonly Threat[] = [], riders: readonly number[] = []): number {
  const s = x.s;
  const d = Math.min(x.enemyDist[h]!, 15);
  let v = -THREAT_FAR * threatAt(threats, h);
  // 7.1: the leaders it carries go where it goes
  for (const l of riders) v -= leaderRisk(x, l, h);
  if (s.disorder[u] === DEMORALIZED) v += 0.6 * Math.min(d, 4);
  else if (standsOff(u)) v -= 0.8 * Math.abs(d - 2.5);
  else v -= APPROACH[x.me]! * d;
  if (x.me === CHRISTIAN && x.banner >= 0) {
    v -= BANNER_PULL * distance(h, x.banner);
    if (h === x.banner) v += 1000;
  } else if (x.banner >= 0) {
    // the banner's hex is never left empty (a Christian entering it wins), its ring held as the enemy nears
    if (h === x.banner) v += GUARD;
    else if (start === x.banner) v -= GUARD;
    else if (distance(h, x.banner) === 1) v += RING * x.alarm;
  }
  const leader = BANNER_LEADER[UNIT_BANNER[u]!]!;
  const lh = s.leaderAt[leader]!;
  if (lh >= 0) v -= 1.5 * Math.max(0, distance(h, lh) - commandRadius(s, leader));
  let friends = 0;
  for (let f = 0; f < 6; f++) {
    const n = neighbour(h, f);
    if (n < 0) continue;
    const o = s.occ[n]!;
    if (o >= 0 && o !== u && o !== partner && UNIT_SIDE[o] === x.me) friends++;
  }
  v += 0.3 * Math.min(friends, 2);
  if (h === start && (s.flags[u]! & RESTING) !== 0) v += 2;
  return v;
}

/** The attack the counter of `u` could make from `h` facing `f` (its front hexes, 10.2) and the attacks it would suffer there. */
function contactScore(x: Context, u: number, partner: number, h: number, f: number): number {
  const s = x.s;
  const own = partner >= 0 ? [u, partner] : [u];
  let v = 0;
  if (!IS_ARTILLERY[u] && !frozen(s, u)) {
    const def: number[] = [];
    let rear = false;
    let bannerHex = false;
    for (const ff of frontFacings(u, f)) {
      const n = neighbour(h, ff);
      if (n < 0 || s.occ[n]! < 0 || UNIT_SIDE[s.occ[n]!] === x.me) continue;
      for (const e of unitsAt(s, n)) {
        def.push(e);
        if (s.disorder[e] !== ROUTED && rearFacings(e, s.facing[e]!).includes(facingTo(n, h))) rear = true;
      }
      if (n === x.banner) bannerHex = true;
    }
    if (def.length > 0 && s.disorder[u] !== ROUTED) {
      const c = combatValue(s, own, def, { rear });
      v += Math.max(0, c.gain) + (bannerHex && x.me === CHRISTIAN ? c.taken * WIN : 0);
    }
  }
  for (let ff = 0; ff < 6; ff++) {
    const n = neighbour(h, ff);
    if (n < 0) continue;
    const e = s.occ[n]!;
    if (e < 0 || UNIT_SIDE[e] === x.me || IS_ARTILLERY[e] || s.disorder[e] === ROUTED || frozen(s, e)) continue;
    const rear = rearFacings(u, f).includes(ff);
    v -= THREAT_NEAR * Math.max(0, combatValue(s, fighters(s, n, 1 - x.me), own, { rear }).gain);
  }
  return v;
}

/** How many of the rear hexes of `u` on `h` facing `f` no enemy can stand on: friends there, or the map's edge (Tablas de Combates: +2 from a rear hex). */
function rearCovered(x: Context, u: number, partner: number, h: number, f: number): number {
  let n = 0;
  for (const r of rearFacings(u, f)) {
    const b = neighbour(h, r);
    const o = b < 0 ? -1 : x.s.occ[b]!;
    if (b < 0 || (o >= 0 && o !== u && o !== partner && UNIT_SIDE[o] === x.me)) n++;
  }
  return n;
}

/** How good hex `h` and facing `f` are for unit `u` (with `partner`) at the end of a move begun on `start`. */
export function placeScore(
  x: Context,
  u: number,
  partner: number,
  h: number,
  f: number,
  start: number,
  cache?: Float64Array,
  threats?: readonly Threat[],
  riders?: readonly number[],
): number {
  let base = cache?.[h];
  if (base === undefined || Number.isNaN(base)) {
    base = hexScore(x, u, h, start, partner, threats, riders);
    if (cache !== undefined) cache[h] = base;
  }
  const d = x.enemyDist[h]!;
  const e = x.nearest[h]!;
  if (e < 0) return base;
  if (d > 4) return base + (inFrontZone(GRID, h, f as Facing, e) ? 0.3 : -0.3);
  // near the enemy: the front towards every enemy that could come, the rear closed by friends
  let facing = 0;
  for (const v of x.near) {
    const dv = distance(h, x.s.at[v]!);
    if (dv <= 4) facing += (inFrontZone(GRID, h, f as Facing, x.s.at[v]!) ? 1 : -1) * (dv <= 2 ? 0.4 : 0.2);
  }
  const cover = REAR_COVER * rearCovered(x, u, partner, h, f);
  return base + facing + cover + (d === 1 ? contactScore(x, u, partner, h, f) : 0);
}
