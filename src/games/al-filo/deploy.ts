/**
 * Deployment (6, scenario): each banner is placed within its leader's deployment radius (the
 * leader's hex counted: reading 5, so radius 6 reaches five hexes away, 2218 but not 2318 from
 * 1718) on its two rows; Al-Nasir's guard on its printed hexes. Units face the enemy's flight line
 * (Christians north, Muslims south), Al-Nasir's Pi as their owner likes. Stacking is free within
 * 5.2 (a pair of one type and banner). The defender deploys first (reading recorded in the
 * provenance: the scenario gives no order).
 * @module
 */
import { IllegalActionError, type MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { GRID, distance, hexId, hexIndex, rowOf } from './board.js';
import { BANNERS, LEADERS, UNITS } from './data/order-of-battle.js';
import { popPush, relocate, rebuild, unitsAt } from './edits.js';
import { pairable } from './movement.js';
import { CHRISTIAN, UNIT_BANNER, UNIT_IDS, UNIT_NAME, UNITS_OF_SIDE, sideCode, unitIndex } from './pieces.js';
import type { AlFiloState, AlFiloTask } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;
type DeployTask = Extract<AlFiloTask, { t: 'deploy' }>;

/** The facing a side's units deploy with (scenario: towards the enemy's flight line): north for the Christians, south for the Muslims. */
export function deployFacing(side: number): number {
  return side === CHRISTIAN ? 0 : 3;
}

/** Whether a unit's facing is free at deployment (scenario: Al-Nasir's Pi, "orientación libre"). */
export function freeFacing(u: number): boolean {
  return UNITS[u]!.hex !== null && UNITS[u]!.type === 'Pi';
}

/** The hexes where unit `u` may deploy (scenario, 6; reading 5), whatever stands there. */
export function deploymentHexes(u: number): readonly number[] {
  return HEXES_OF[u]!;
}

function computeHexes(u: number): number[] {
  const fixed = UNITS[u]!.hex;
  if (fixed !== null) return [hexIndex(fixed)];
  const banner = BANNERS[UNIT_BANNER[u]!]!;
  if (banner.deployment.kind !== 'radius') return [];
  const leader = LEADERS.find((l) => l.id === banner.leader)!;
  const centre = hexIndex(leader.hex);
  const [a, b] = banner.deployment.rows;
  const out: number[] = [];
  for (let h = 0; h < GRID.size; h++) {
    const row = rowOf(h);
    if ((row === a || row === b) && distance(h, centre) <= banner.deployment.radius - 1) out.push(h);
  }
  return out;
}

/** Each unit's deployment hexes, built once. */
const HEXES_OF: readonly (readonly number[])[] = UNITS.map((_, u) => computeHexes(u));

/** Whether unit `u` may be placed on `h` now: one of its deployment hexes, empty or holding one unit it may pair with (5.2). */
export function mayDeployAt(s: AlFiloState, u: number, h: number): boolean {
  if (!deploymentHexes(u).includes(h)) return false;
  const there = unitsAt(s, h);
  return there.length === 0 || (there.length === 1 && pairable(u, there[0]!));
}

/** The side's next unit to place (table order), or -1 when all are placed. */
export function nextToPlace(s: AlFiloState, side: number): number {
  for (const u of UNITS_OF_SIDE[side]!) if (s.at[u]! < 0) return u;
  return -1;
}

/** The legal placements of the side's next unit. */
export function deployLegal(s: AlFiloState, t: DeployTask): AlFiloAction[] {
  const side = sideCode(t.side);
  const u = nextToPlace(s, side);
  if (u < 0) return [];
  const out: AlFiloAction[] = [];
  const facings = freeFacing(u) ? [0, 1, 2, 3, 4, 5] : [deployFacing(side)];
  for (const h of deploymentHexes(u)) {
    if (!mayDeployAt(s, u, h)) continue;
    for (const facing of facings) out.push({ type: 'place', unit: UNIT_IDS[u]!, hex: hexId(h), facing });
  }
  return out;
}

/** A unit placed (6). */
export function deployAct(s: AlFiloState, _t: DeployTask, a: AlFiloAction, ctx: Ctx): AlFiloState {
  if (a.type !== 'place') throw new IllegalActionError('wrong-phase', `${a.type} is not a placement`, 'scenario');
  const u = unitIndex(a.unit);
  return place(s, u, hexIndex(a.hex), a.facing, ctx);
}

/** Unit `u` placed on `h` with `facing`. */
export function place(s: AlFiloState, u: number, h: number, facing: number, ctx: Ctx | null): AlFiloState {
  const next = relocate(s, u, h);
  const f = next.facing.slice();
  f[u] = facing;
  if (ctx !== null && ctx.log.on)
    ctx.log.push({
      type: 'placed',
      text: `${UNIT_NAME[u]} (${UNIT_IDS[u]}) deploys in ${hexId(h)}`,
      rule: 'scenario',
      unit: UNIT_IDS[u]!,
      hex: hexId(h),
      facing,
    });
  return rebuild(next, { facing: f });
}

/** When a side has no unit left to place, its deployment is over (popped). */
export function deployAuto(s: AlFiloState): AlFiloState {
  return popPush(s);
}
