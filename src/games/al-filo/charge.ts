/**
 * Charges (10.4): the move of a charge, made in D1 as a unit's whole move.
 *
 * Only a mounted Ch or Ha, not routed, in command, next to no enemy at the start of its move,
 * charges; it moves straight ahead through its central front hexside, at least one hex and at
 * most 4 MP (reading 10: "no puede gastar más de 4 PM", the "no" lost; counted as any move's, with
 * 8.3's +1 for leaving an enemy's front hex and 5.2's +1 for joining a pair), possibly through a
 * friend, and stops with the first enemy on that line in its central front hex; it must then
 * attack it in D3 (`combat.ts`), with the charge's modifiers. A Las Navas pair charges as one
 * counter (5.2), when both of it may move.
 * @module
 */
import type { MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { hexId, hexIndex, neighbour } from './board.js';
import { entered } from './navas.js';
import { carry, enemyAdjacent, inEnemyFront, rebuild, relocate, ridersOf, sideAt } from './edits.js';
import { canEndAt, frozen, movementAllowance, mountedCosts, pairable, terrainCost } from './movement.js';
import { UNIT_IDS, UNIT_NAME, UNIT_SIDE, UNIT_TYPE } from './pieces.js';
import { ACTED, CHARGED, MOVED, MOVED_NOW, OUT_OF_COMMAND, ROUTED, type AlFiloState } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;

/** The most MP a charge spends before it strikes (10.4, reading 10). */
export const CHARGE_MP = 4;

/** A charge a counter may make: where it stops and the enemy hex it charges. */
export interface ChargeLine {
  /** The hex it stops in, next to the target. */
  readonly end: number;
  /** The enemy hex in its central front hex at the end. */
  readonly target: number;
}

/** Whether unit `u` (with `partner`, or -1) is a counter that may charge now (10.4). */
export function mayCharge(s: AlFiloState, u: number, partner: number): boolean {
  for (const v of partner >= 0 ? [u, partner] : [u]) {
    const type = UNIT_TYPE[v];
    if ((type !== 'Ch' && type !== 'Ha') || s.mounted[v] !== 1 || s.disorder[v] === ROUTED || (s.flags[v]! & OUT_OF_COMMAND) !== 0 || frozen(s, v))
      return false;
  }
  return s.at[u]! >= 0 && !enemyAdjacent(s, s.at[u]!, UNIT_SIDE[u]!);
}

/** The charge of unit `u` (with `partner`) along its central front line, or null when there is none (10.4). */
export function chargeLine(s: AlFiloState, u: number, partner: number): ChargeLine | null {
  if (!mayCharge(s, u, partner)) return null;
  const side = UNIT_SIDE[u]!;
  const dir = s.facing[u]!;
  const mounted = mountedCosts(s, u);
  const budget = Math.min(CHARGE_MP, partner >= 0 ? Math.min(movementAllowance(s, u), movementAllowance(s, partner)) : movementAllowance(s, u));
  let h = s.at[u]!;
  let spent = 0;
  for (;;) {
    const n = neighbour(h, dir);
    if (n < 0) return null;
    const there = sideAt(s, n);
    if (there >= 0 && there !== side)
      return h !== s.at[u] && canEndAt(s, u, partner, h) && spent + joinCost(s, u, partner, h) <= budget ? { end: h, target: n } : null;
    const c = terrainCost(h, dir, n, mounted);
    if (c === null) return null;
    // 8.3: leaving a front hex of an enemy costs 1 MP more, in a charge as in any move
    const cost = c + (inEnemyFront(s, h, side) ? 1 : 0);
    if (spent + cost > budget) return null;
    spent += cost;
    h = n;
  }
}

/** 5.2: the MP a lone charger pays to end its charge on `h`, joining a unit of its type and banner there (1), else 0. */
function joinCost(s: AlFiloState, u: number, partner: number, h: number): number {
  if (partner >= 0) return 0;
  for (let v = s.occ[h]!; v >= 0; v = s.below[v]!) if (v !== u && pairable(u, v)) return 1;
  return 0;
}

/** The other unit of `u`'s hex that charges with it as one counter (5.2), or -1. */
export function chargePartner(s: AlFiloState, u: number, units: readonly number[]): number {
  for (let v = s.occ[s.at[u]!]!; v >= 0; v = s.below[v]!) if (v !== u && pairable(u, v) && units.includes(v)) return v;
  return -1;
}

/** The charge made: the counter moved to its end hex with its leaders (7.1), marked as having moved and charged. */
export function makeCharge(s: AlFiloState, u: number, partner: number, line: ChargeLine, ctx: Ctx): AlFiloState {
  const from = s.at[u]!;
  const riders = ridersOf(s, from, u, partner);
  let next = relocate(s, u, line.end);
  if (partner >= 0) next = relocate(next, partner, line.end);
  next = carry(next, riders, line.end);
  const flags = next.flags.slice();
  for (const v of partner >= 0 ? [u, partner] : [u]) flags[v] = flags[v]! | ACTED | MOVED | MOVED_NOW | CHARGED;
  if (ctx.log.on) {
    ctx.log.push({
      type: 'unit-charge',
      text: `${UNIT_NAME[u]} (${UNIT_IDS[u]})${partner >= 0 ? ` with ${UNIT_IDS[partner]}` : ''} charges ${hexId(from)} -> ${hexId(line.end)} against ${hexId(line.target)} (10.4)`,
      rule: '10.4',
      unit: UNIT_IDS[u]!,
      from: hexId(from),
      to: hexId(line.end),
      target: hexId(line.target),
    });
  }
  next = rebuild(next, { flags });
  // scenario: every hex of the line entered may take the Almohad banner or displace De Rada or Ruy Díaz
  for (let h = neighbour(from, s.facing[u]!); h >= 0 && next.result === null; h = h === line.end ? -1 : neighbour(h, s.facing[u]!))
    next = entered(next, u, h, ctx);
  return next;
}

/** The charge an action names, checked against the line (null when it is not one). */
export function chargeOf(s: AlFiloState, u: number, partner: number, target: string): ChargeLine | null {
  const line = chargeLine(s, u, partner);
  return line !== null && line.target === hexIndex(target) ? line : null;
}
