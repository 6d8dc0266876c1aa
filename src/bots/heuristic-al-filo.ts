/**
 * ¡Al filo de la espada!'s evaluation for the heuristic bot (see `heuristic.ts` and
 * `docs/writing-bots.md`): a score for each legal action from the seat's view, built from what
 * decides Las Navas de Tolosa (scenario, Victoria: victory points for enemy units eliminated, the
 * Almohad banner at 1702, the army leaders) and from the d10's odds in fire and combat
 * (`heuristic-al-filo-odds.ts`):
 *
 * - a unit's **place** (hex and facing at the end of its move) is scored by the enemy it nears (the
 *   Christians also the banner; shaken units keep away; archers and crossbows stand off at range),
 *   its leader's command radius (7.2), friends beside it, a rest marker kept (11.2), the attack it
 *   could make from there through its front hexes and the attacks it would suffer, its rear
 *   exposed counting (Tablas de Combates: +2 from a rear hex);
 * - a **move** is played step by step: one search of the unit's steps and turns within its MP (8,
 *   8.2, 8.3, the Mujahids' rule) finds the best place it can end on, and the step or turn that
 *   begins the way there scores that place;
 * - a **combat** is declared, joined, fired into or resolved by its expected gain in victory-point
 *   worth, a **charge** (10.4) with its +2 or +3 and the chance of a reaction charge (10.5), a
 *   **fire** by the loss it inflicts (an offensive fire also by the -2 it costs the combat);
 * - **leaders** go where their banner stays in command, army leaders well away from the enemy
 *   (losing Alfonso VIII or Al-Nasir loses the battle); Ruy Díaz joins a unit about to attack, De
 *   Rada a shaken unit out of reach; fatigued units out of reach rest; retreats go into rear hexes
 *   away from the enemy; the initiative strikes first where the fronts touch.
 *
 * It reads the view through the rule helpers of `reglas/al-filo` (movement costs, front and rear
 * hexes, stacking, the tables), so it never restates a rule, and looks at no future state.
 * @module
 */
import type { AnyGame, PlayerId } from '../core/index.js';
import { inFrontZone, type Facing } from '../hex/index.js';
import { GRID, HEX_COUNT, distance, facingTo, hexIndex, neighbour } from '../games/al-filo/board.js';
import { isArmyLeader } from '../games/al-filo/activation.js';
import { CHARGE_MP, chargeLine, chargePartner } from '../games/al-filo/charge.js';
import { commandRadius } from '../games/al-filo/command.js';
import { inEnemyFront, leadersAt, unitsAt } from '../games/al-filo/edits.js';
import { canEndAt, frontFacings, frozen, mountedCosts, movementAllowance, pairable, rearFacings, terrainCost } from '../games/al-filo/movement.js';
import {
  ALMOHAD_BANNER,
  BANNER_LEADER,
  CHRISTIAN,
  DE_RADA,
  IS_ARTILLERY,
  LEADER_BANNER,
  LEADER_SIDE,
  MUJAHID_BANNER,
  MUSLIM,
  NASIR_BANNER,
  UNIT_BANNER,
  UNIT_PF,
  UNIT_SIDE,
  UNIT_TYPE,
  UNITS_OF_BANNER,
  UNITS_OF_SIDE,
  leaderIndex,
  markerIndex,
  unitIndex,
} from '../games/al-filo/pieces.js';
import { qualityOf } from '../games/al-filo/results.js';
import { CHARGED, DEMORALIZED, OUT_OF_COMMAND, RESTING, ROUTED, type AlFiloState, type AlFiloTask, type Combat } from '../games/al-filo/state.js';
import type { AlFiloAction } from '../games/al-filo/actions.js';
import { combatValue, fireValue, rearFree, type CombatShape } from './heuristic-al-filo-odds.js';
import type { Evaluation } from './heuristic.js';
import type { AnyAction, AnyState } from './types.js';

/** What taking the Almohad banner's hex is worth: the battle (scenario, Victoria). */
const WIN = 60;
/** How hard each side closes on the enemy: the Christians attack, the Muslims hold and counter-attack (scenario: attacker and defender). */
const APPROACH = [1, 0.7] as const;
/** What holding the banner's hex is worth to the Muslims (scenario, Bandera Almohade). */
const GUARD = 30;
/** What a unit in the ring around the banner's hex is worth to the Muslims when the Christians near it: a full ring keeps every enemy from the banner. */
const RING = 12;
/** How hard the Christians are drawn to the Almohad banner. */
const BANNER_PULL = 0.25;
/** How much the attacks a place would suffer weigh: from a neighbour, and from farther (they may not come). */
const THREAT_NEAR = 0.6;
const THREAT_FAR = 0.35;
/** What a rear hex closed to the enemy is worth near it. */
const REAR_COVER = 0.25;

/** What the evaluation reads once per decision. */
interface Context {
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

function context(s: AlFiloState, me: number): Context {
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
function fighters(s: AlFiloState, h: number, side: number): number[] {
  return unitsAt(s, h).filter((u) => UNIT_SIDE[u] === side && !IS_ARTILLERY[u] && s.disorder[u] !== ROUTED);
}

/** Whether an archer or crossbow unit (it fights at range, not in melee). */
function standsOff(u: number): boolean {
  const t = UNIT_TYPE[u];
  return t === 'Ar' || t === 'Ab' || t === 'At';
}

/** An enemy counter that could come at the moving unit: where it stands, how far it moves, what its attack and its charge would gain. */
interface Threat {
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
function threatsTo(x: Context, u: number, partner: number, mp: number): Threat[] {
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
function placeScore(
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

type Moving = Extract<AlFiloTask, { t: 'moving' }>;

/**
 * The moving unit's steps and turns (8, 8.2, 8.3: front hexes only, 1 MP a hexside turned, +1 MP
 * to leave an enemy's front hex; scenario: the Mujahids never nearer the banner than their start),
 * searched within its MP from where it stands; each place it may end on (5.1, 5.2, 7.4) is scored,
 * and each first step or turn gets the best place reached through it.
 */
function moveScores(x: Context, t: Moving, legal: readonly AlFiloAction[]): number[] {
  const s = x.s;
  const u = t.unit;
  const h0 = s.at[u]!;
  const f0 = s.facing[u]!;
  const cache = new Float64Array(HEX_COUNT).fill(Number.NaN);
  const threats = threatsTo(x, u, t.partner, t.mp);
  const place = (h: number, f: number): number => placeScore(x, u, t.partner, h, f, t.from, cache, threats, t.carried);
  const leader = s.leaderAt[BANNER_LEADER[UNIT_BANNER[u]!]!]!;
  const ends = (h: number, mp: number): boolean => {
    if (!canEndAt(s, u, t.partner, h)) return false;
    // 5.2: joining a unit of its type and banner costs 1 MP more
    if (h !== t.from && t.partner < 0 && mp < 1 && unitsAt(s, h).some((v) => v !== u && pairable(u, v))) return false;
    return t.mode !== 'out-of-command' || h === t.from || (leader >= 0 && distance(h, leader) < distance(t.from, leader));
  };
  const byLabel = new Float64Array(12).fill(-Infinity);
  if (!frozen(s, u)) {
    const best = new Int8Array(HEX_COUNT * 6).fill(-1);
    const label = new Int8Array(HEX_COUNT * 6).fill(-1);
    const leave = new Int8Array(HEX_COUNT).fill(-1);
    const buckets: number[][] = Array.from({ length: t.mp + 1 }, () => []);
    const side = UNIT_SIDE[u]!;
    const mounted = mountedCosts(s, u);
    const mujahid = UNIT_BANNER[u] === MUJAHID_BANNER && x.banner >= 0;
    const reach = (key: number, mp: number, l: number): void => {
      if (mp < 0 || best[key]! >= mp) return;
      best[key] = mp;
      label[key] = l;
      buckets[mp]!.push(key);
    };
    best[h0 * 6 + f0] = t.mp;
    buckets[t.mp]!.push(h0 * 6 + f0);
    for (let mp = t.mp; mp >= 0; mp--) {
      for (const key of buckets[mp]!) {
        if (best[key] !== mp) continue;
        const h = (key / 6) | 0;
        const f = key % 6;
        const first = key === h0 * 6 + f0;
        if (leave[h] === -1) leave[h] = inEnemyFront(s, h, side) ? 1 : 0;
        for (const ff of frontFacings(u, f)) {
          const to = neighbour(h, ff);
          if (to < 0 || (s.occ[to]! >= 0 && UNIT_SIDE[s.occ[to]!] !== side)) continue;
          if (mujahid && distance(to, x.banner) < distance(t.from, x.banner)) continue;
          const c = terrainCost(h, ff, to, mounted);
          if (c === null) continue;
          reach(to * 6 + f, mp - c - leave[h]!, first ? ff : label[key]!);
        }
        if (first) {
          for (let k = 1; k < 6; k++) reach(h * 6 + ((f + k) % 6), mp - Math.min(k, 6 - k), 6 + ((f + k) % 6));
        } else {
          reach(h * 6 + ((f + 1) % 6), mp - 1, label[key]!);
          reach(h * 6 + ((f + 5) % 6), mp - 1, label[key]!);
        }
      }
    }
    for (let key = 0; key < best.length; key++) {
      const l = label[key]!;
      if (best[key]! < 0 || l < 0) continue;
      const h = (key / 6) | 0;
      if (!ends(h, best[key]!)) continue;
      const v = place(h, key % 6);
      if (v > byLabel[l]!) byLabel[l] = v;
    }
  }
  return legal.map((a) => {
    switch (a.type) {
      case 'step': {
        const to = hexIndex(a.to);
        const v = byLabel[facingTo(h0, to)]!;
        return v > -Infinity ? v : place(to, f0);
      }
      case 'face':
        return frozen(s, u) ? place(h0, a.facing) : byLabel[6 + a.facing]!;
      case 'retreat':
        return place(hexIndex(a.to), f0) - 0.1;
      case 'stop':
        return place(h0, f0) + 0.05;
      default:
        return -100;
    }
  });
}

/** What standing on hex `h` risks for leader `l` (7.5): an army leader keeps well away from the enemy, whose hands would end the battle. */
function leaderRisk(x: Context, l: number, h: number): number {
  const d = x.enemyDist[h]!;
  if (isArmyLeader(x.s, l)) return d <= 1 ? 40 : d === 2 ? 12 : d === 3 ? 4 : d === 4 ? 1 : 0;
  return d <= 1 ? 3 : d === 2 ? 0.5 : 0;
}

/** The hex where leader `l` (on `from`, `mp` to spend) would best end: on a unit he may stack with, his banner in command, out of harm. */
function leaderTarget(x: Context, l: number, from: number, mp: number): number {
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
function markerTarget(x: Context, m: number, from: number, mp: number): number {
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

/** The units of a combat's attacking counters (5.2). */
function attackersOf(s: AlFiloState, c: Combat): number[] {
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
function combatGain(x: Context, att: readonly number[], defHexes: readonly number[], charge: boolean, extra = 0): number {
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
function newCombatGain(x: Context, u: number, combats: readonly Combat[]): number {
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
function chargeGain(x: Context, u: number, partner: number): number {
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

/** Units of leader `l`'s banner near the enemy (within 2 hexes): where his activation matters now. */
function contact(x: Context, l: number): number {
  let n = 0;
  for (const u of UNITS_OF_BANNER[LEADER_BANNER[l]!]!) {
    const h = x.s.at[u]!;
    if (h >= 0 && x.enemyDist[h]! <= 2) n++;
  }
  return n;
}

function scoreOne(x: Context, top: AlFiloTask | undefined, a: AlFiloAction): number {
  const s = x.s;
  switch (a.type) {
    case 'rest': {
      const h = s.at[unitIndex(a.unit)]!;
      return x.enemyDist[h]! >= (x.me === CHRISTIAN ? 5 : 4) ? 1 : -1;
    }
    case 'activate': {
      const l = leaderIndex(a.leader);
      return contact(x, l) + (frozen(s, UNITS_OF_BANNER[LEADER_BANNER[l]!]![0]!) ? -10 : 0);
    }
    case 'designate': {
      const l = leaderIndex(a.leader);
      return -contact(x, l) + (LEADER_BANNER[l] === NASIR_BANNER && !s.released ? 10 : 0);
    }
    case 'inactivate':
      return contact(x, leaderIndex(a.leader));
    case 'move': {
      const u = unitIndex(a.unit);
      return 100 - 0.1 * Math.min(x.enemyDist[s.at[u]!]!, 30) + (a.with !== undefined ? 1 : 0);
    }
    case 'charge': {
      const u = unitIndex(a.unit);
      const units = top?.t === 'activation' ? top.units : [];
      const g = chargeGain(x, u, chargePartner(s, u, units));
      return g > 0.3 ? 200 + g : -1;
    }
    case 'move-leader': {
      const l = leaderIndex(a.leader);
      return leaderTarget(x, l, s.leaderAt[l]!, 10) !== s.leaderAt[l] ? 150 : -1;
    }
    case 'move-marker': {
      const m = markerIndex(a.marker);
      return markerTarget(x, m, s.markerAt[m]!, 6) !== s.markerAt[m] ? 50 : -1;
    }
    case 'step':
    case 'stop': {
      if (top?.t === 'leader-moving' || top?.t === 'marker-moving') {
        const from = top.t === 'leader-moving' ? s.leaderAt[top.leader]! : s.markerAt[top.marker]!;
        const target = top.t === 'leader-moving' ? leaderTarget(x, top.leader, from, top.mp) : markerTarget(x, top.marker, from, top.mp);
        return a.type === 'stop' ? 0.3 - distance(from, target) : -distance(hexIndex(a.to), target);
      }
      return 0;
    }
    case 'fire': {
      const u = unitIndex(a.unit);
      const target = hexIndex(a.at);
      const release = x.me === CHRISTIAN && !s.released && unitsAt(s, target).some((e) => UNIT_BANNER[e] === NASIR_BANNER) ? 0.3 : 0;
      if (top?.t === 'fire-group') return fireValue(s, [...top.shooters, u], target) - fireValue(s, top.shooters, target) - 0.02 - release;
      if (top?.t === 'combat' && top.step === 'offensive-fire' && !top.fired) {
        const att = attackersOf(s, top.combat);
        const cost = combatGain(x, att, top.combat.defenders, top.combat.charge) - combatGain(x, att, top.combat.defenders, top.combat.charge, -2);
        return fireValue(s, [u], target) - cost - release;
      }
      return fireValue(s, [u], target) - release;
    }
    case 'attack': {
      if (top?.t !== 'combats') return 0;
      if (top.step === 'resolve') return -1;
      const u = unitIndex(a.unit);
      if (a.target === undefined) return newCombatGain(x, u, top.combats) - 0.05;
      const c = top.combats.find((k) => k.defenders[0] === hexIndex(a.target!));
      if (c === undefined) return -1;
      const att = attackersOf(s, c);
      const joined = [...att, ...fighters(s, s.at[u]!, x.me)];
      return combatGain(x, joined, c.defenders, c.charge) - combatGain(x, att, c.defenders, c.charge) - 0.05;
    }
    case 'resolve': {
      if (top?.t !== 'combats') return 0;
      const c = top.combats.find((k) => k.defenders[0] === hexIndex(a.target));
      return c === undefined ? 0 : 10 + combatGain(x, attackersOf(s, c), c.defenders, c.charge);
    }
    case 'retreat': {
      if (top?.t !== 'retreat') return 0;
      const u = top.unit;
      const from = s.at[u]!;
      const to = hexIndex(a.to);
      const rear = rearFacings(u, s.facing[u]!).includes(facingTo(from, to));
      const e = x.nearest[to]!;
      const faces = a.facing !== undefined && e >= 0 && inFrontZone(GRID, to, a.facing as Facing, e) ? 0.5 : 0;
      return (
        (rear ? 0 : -3) + (a.unit !== undefined ? -3 : 0) + 0.4 * Math.min(x.enemyDist[to]!, 4) + faces + (x.me === CHRISTIAN && to === x.banner ? 1000 : 0)
      );
    }
    case 'advance': {
      const u = unitIndex(a.unit);
      const to = hexIndex(a.to);
      const riders = leadersAt(s, s.at[u]!).filter((l) => LEADER_SIDE[l] === x.me);
      const here = placeScore(x, u, -1, s.at[u]!, s.facing[u]!, s.at[u]!, undefined, [], riders);
      return placeScore(x, u, -1, to, a.facing, s.at[u]!, undefined, [], riders) - here + (x.me === CHRISTIAN && to === x.banner ? 1000 : 0);
    }
    case 'face': {
      // 12.3: a rallied counter faces freely: towards the nearest enemy
      const t = top as { readonly t: string; readonly unit?: number } | undefined;
      if (t?.t !== 'reorient' || t.unit === undefined) return 0;
      const h = s.at[t.unit]!;
      const e = x.nearest[h]!;
      return e >= 0 && inFrontZone(GRID, h, a.facing as Facing, e) ? 1 : 0;
    }
    case 'place-leader': {
      const h = s.at[unitIndex(a.unit)]!;
      return Math.min(x.enemyDist[h]!, 4) + (rearFree(s, unitIndex(a.unit)) ? 0.5 : 0);
    }
    case 'shoot':
    case 'stay':
    case 'end-rest':
    case 'end-moves':
    case 'end-activation':
    case 'end-fire':
    case 'end-declare':
      return 0;
    default:
      return 0;
  }
}

/** Scores ¡Al filo de la espada!'s legal actions for `seat` from its view (see the module's notes). */
function score(_game: AnyGame, view: AnyState, seat: PlayerId, legal: readonly AnyAction[]): number[] {
  const s = view as unknown as AlFiloState;
  const x = context(s, seat === 'christian' ? CHRISTIAN : MUSLIM);
  const top = s.tasks[s.tasks.length - 1];
  const actions = legal as unknown as readonly AlFiloAction[];
  if (top?.t === 'moving') return moveScores(x, top, actions);
  return actions.map((a) => scoreOne(x, top, a));
}

/** ¡Al filo de la espada!'s evaluation: see the module's notes. */
export const alFiloEvaluation: Evaluation = { game: 'al-filo', score };
