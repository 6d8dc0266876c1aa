/**
 * Command (6.A, 7.2, 7.3, 7.4) and the rest markers of phase A (11.2):
 *
 * - 6.A, 7.2: at the start of the turn a unit is in command if it stands within its banner
 *   leader's command radius (radius 5: at most four hexes between, the leader's hex not counted,
 *   enemies and terrain never matter); army leaders count as simple banner leaders there. The
 *   others are marked out of command for the turn.
 * - 7.2: an activated leader commands the units of his banner; an army leader also the units of
 *   his nationality within his radius when he is activated (1.2 governs 7.2's "de su ejército":
 *   reading 6; reading 7). A unit out of command acts only as 7.4 allows, even under the army leader.
 * - 11.2: a player may put rest markers on his units that stand next to no enemy; a routed unit
 *   cannot rest.
 * @module
 */
import { IllegalActionError, type MachineContext } from '../../core/index.js';
import type { AlFiloAction } from './actions.js';
import { leaderValues } from './leaders.js';
import { distance, hexId } from './board.js';
import { enemyAdjacent, popPush, rebuild } from './edits.js';
import {
  BANNER_LEADER,
  LEADER_BANNER,
  LEADER_NATION,
  LEADER_NAME,
  LEADER_SIDE,
  LEADER_VALUES,
  UNIT_BANNER,
  UNIT_IDS,
  UNIT_NAME,
  UNIT_NATION,
  UNITS_OF_BANNER,
  UNITS_OF_SIDE,
  sideCode,
  unitIndex,
} from './pieces.js';
import { OUT_OF_COMMAND, RESTING, ROUTED, type AlFiloState, type AlFiloTask } from './state.js';

type Ctx = MachineContext<AlFiloState, AlFiloAction>;
type RestTask = Extract<AlFiloTask, { t: 'rest' }>;

/** A leader's command radius now (1.1; 7.2: at most this many hexes away). */
export function commandRadius(s: AlFiloState, leader: number): number {
  return leaderValues(s, leader).commandRadius;
}

/** Whether unit `u` is within its banner leader's command radius (7.2; army leaders as simple banner leaders, 6.A). */
export function inBannerCommand(s: AlFiloState, u: number): boolean {
  const leader = BANNER_LEADER[UNIT_BANNER[u]!]!;
  const lh = s.leaderAt[leader]!;
  const h = s.at[u]!;
  return lh >= 0 && h >= 0 && distance(h, lh) <= commandRadius(s, leader);
}

/** 6.A: the command check: every unit on the map out of its banner leader's radius is marked out of command for the turn. */
export function commandCheck(s: AlFiloState, ctx: Ctx): AlFiloState {
  const flags = s.flags.slice();
  const out: string[] = [];
  for (let u = 0; u < flags.length; u++) {
    if (s.at[u]! < 0) continue;
    const ok = inBannerCommand(s, u);
    flags[u] = ok ? flags[u]! & ~OUT_OF_COMMAND : flags[u]! | OUT_OF_COMMAND;
    if (!ok && ctx.log.on) out.push(UNIT_IDS[u]!);
  }
  if (ctx.log.on) {
    ctx.log.push({
      type: 'command-check',
      text: `Turn ${s.turn}, phase A: ${out.length === 0 ? 'every unit is in command' : `${out.length} unit${out.length === 1 ? ' is' : 's are'} out of command: ${out.join(', ')}`}`,
      rule: '7.2',
      turn: s.turn,
      outOfCommand: out,
    });
  }
  return popPush(rebuild(s, { flags }), { t: 'rest', side: 'muslim' }, { t: 'rest', side: 'christian' });
}

/**
 * The units an activated leader commands (7.2): his banner's units on the map, and for an army
 * leader also those of his nationality within his command radius at his activation (reading 6, 7).
 */
export function commandedUnits(s: AlFiloState, leader: number, isArmyLeader: boolean): number[] {
  const own = LEADER_BANNER[leader]!;
  const out: number[] = [];
  for (const u of UNITS_OF_BANNER[own]!) if (s.at[u]! >= 0) out.push(u);
  if (!isArmyLeader) return out;
  const lh = s.leaderAt[leader]!;
  if (lh < 0) return out;
  const radius = commandRadius(s, leader);
  for (const u of UNITS_OF_SIDE[LEADER_SIDE[leader]!]!) {
    if (UNIT_BANNER[u] === own || s.at[u]! < 0) continue;
    if (UNIT_NATION[u] === LEADER_NATION[leader] && distance(s.at[u]!, lh) <= radius) out.push(u);
  }
  return out;
}

/** The units a side may put at rest now (11.2): on the map, fatigued, not routed, next to no enemy, not already resting. */
export function restCandidates(s: AlFiloState, side: number): number[] {
  const out: number[] = [];
  for (const u of UNITS_OF_SIDE[side]!) {
    const h = s.at[u]!;
    // a rest marker only ever turns a fatigued unit fresh (6.E): on a fresh one it decides nothing
    if (h < 0 || s.fatigued[u] !== 1 || s.disorder[u] === ROUTED || (s.flags[u]! & RESTING) !== 0) continue;
    if (!enemyAdjacent(s, h, side)) out.push(u);
  }
  return out;
}

/** The legal actions of a side's rest markers (11.2). */
export function restLegal(s: AlFiloState, t: RestTask): AlFiloAction[] {
  const list = restCandidates(s, sideCode(t.side));
  if (list.length === 0) return [];
  const out: AlFiloAction[] = list.map((u) => ({ type: 'rest', unit: UNIT_IDS[u]! }));
  out.push({ type: 'end-rest' });
  return out;
}

/** A rest marker placed, or the side done (11.2). */
export function restAct(s: AlFiloState, t: RestTask, a: AlFiloAction, ctx: Ctx): AlFiloState {
  if (a.type === 'end-rest') return popPush(s);
  if (a.type !== 'rest') throw new IllegalActionError('wrong-phase', `${a.type} is not a rest marker`, '11.2');
  const u = unitIndex(a.unit);
  const flags = s.flags.slice();
  flags[u] = flags[u]! | RESTING;
  if (ctx.log.on)
    ctx.log.push({ type: 'rest-marker', text: `${UNIT_NAME[u]} (${a.unit}) rests in ${hexId(s.at[u]!)}`, rule: '11.2', unit: a.unit, side: t.side });
  return rebuild(s, { flags });
}

/** A leader's name and value for text. */
export function leaderLabel(l: number): string {
  return `${LEADER_NAME[l]} (value ${LEADER_VALUES[l]!.value})`;
}
